import { postLinkError } from "../../../../shared/validation/post-link.ts";
import { supabase } from "../../lib/supabase.ts";
import { defineMutation } from "../mutation.ts";
import { buildPostRow, type CreatePostInput } from "./build-post-row.ts";
import { postKeys } from "./keys.ts";
import { savedKeys } from "../saved/keys.ts";
import { offerKeys } from "../offers/keys.ts";
import { reportKeys } from "../reports/keys.ts";

/** A member's post (spec §8 'Post'): every list of posts refreshes. */
export const createPost = defineMutation({
  run: async (input: CreatePostInput, { userId }): Promise<string> => {
    if (!userId) throw new Error("User not authenticated");
    const linkError = postLinkError(input.values.content, input.whitelist, input.values.custom_description);
    if (linkError) throw new Error(linkError);
    const { data, error } = await supabase.from("posts").insert(buildPostRow(userId, input)).select("id").single();
    if (error) throw error;
    return data.id;
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
    if (count === 0) throw new Error("Post not found or not yours.");
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
