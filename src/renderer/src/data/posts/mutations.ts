import { postLinkError } from "@shared/validation/post-link.ts";
import { message } from "@shared/validation/messages.ts";
import { supabase } from "../../lib/supabase.ts";
import { defineMutation } from "../mutation.ts";
import { buildPostRow, editableColumns, type CreatePostInput } from "./build-post-row.ts";
import { postKeys } from "./keys.ts";
import { savedKeys } from "../saved/keys.ts";
import { offerKeys } from "../offers/keys.ts";
import { reportKeys } from "../reports/keys.ts";
import { resolvePostLocation, type PostLocation } from "../places/locate.ts";

const ADDRESS_ORIGINS = ["street", "city", "province", "postalCode"];

/**
 * The post's coordinates (issue 18), unless the caller kept the ones it had: the page's own geo data while the
 * address is the page's (a member's corrected address is not where the page's point is), else the postal code's
 * area, else the city, from the maps proxy's gazetteer.
 */
async function locationFor(input: Pick<CreatePostInput, "values" | "metadata" | "origins" | "location">): Promise<PostLocation | null> {
  if (input.location !== undefined) return input.location;
  const memberAddress = ADDRESS_ORIGINS.some((k) => input.origins?.[k] === "member");
  const { values } = input;
  return resolvePostLocation({ pageGeo: memberAddress ? null : input.metadata?.structuredData?.geo, postalCode: values.postal_code, city: values.city, province: values.province });
}

/** A member's post (spec §8 'Post'): every list of posts refreshes. */
export const createPost = defineMutation({
  run: async (input: CreatePostInput, { userId }): Promise<string> => {
    if (!userId) throw new Error(message("validation.member.signedOut"));
    const linkError = postLinkError(input.values.content, input.whitelist, input.values.custom_description);
    if (linkError) throw new Error(linkError);
    const location = await locationFor(input);
    const { data, error } = await supabase.from("posts").insert(buildPostRow(userId, { ...input, location })).select("id").single();
    if (error) throw error;
    return data.id;
  },
  invalidates: [postKeys.all],
});

/** An owner's edit (issue 18): the same form and the same database rules as posting; offers and saves stay. */
export type UpdatePostInput = CreatePostInput & { postId: string };

export const updatePost = defineMutation({
  run: async ({ postId, ...input }: UpdatePostInput, { userId }): Promise<string> => {
    if (!userId) throw new Error(message("validation.member.signedOut"));
    const linkError = postLinkError(input.values.content, input.whitelist, input.values.custom_description);
    if (linkError) throw new Error(linkError);
    const location = await locationFor(input);
    const pagePropertyType = input.pagePropertyType ?? input.metadata?.structuredData?.propertyType ?? null;
    const { data, error } = await supabase.from("posts").update(editableColumns({ ...input, location, pagePropertyType })).eq("id", postId).select("id");
    if (error) throw error;
    if (data.length === 0) throw new Error(message("validation.member.postNotFound"));
    return postId;
  },
  invalidates: [postKeys.all],
});

/**
 * Owner delete (spec §8 'Post delete'). Its saves and offers go with it and its reports lose it (cascades), so
 * those refresh too, and the post's own page (refetched there as not found, should anyone come back).
 */
export const deletePost = defineMutation({
  run: async (postId: string) => {
    const { error, count } = await supabase.from("posts").delete({ count: "exact" }).eq("id", postId);
    if (error) throw error;
    if (count === 0) throw new Error(message("validation.member.postNotFound"));
  },
  invalidates: [postKeys.all, savedKeys.all, offerKeys.all, reportKeys.all],
});

/** Admin: set_post_featured_status; the homepage's featured list and the admin's list refresh. */
export const setPostFeatured = defineMutation({
  run: async ({ postId, featured }: { postId: string; featured: boolean }) => {
    const { error } = await supabase.rpc("set_post_featured_status", { p_post_id: postId, p_is_featured: featured });
    if (error) throw error;
    return featured;
  },
  invalidates: [postKeys.all],
});
