import { supabase } from "../../lib/supabase.ts";
import { defineMutation } from "../mutation.ts";
import { postKeys } from "../posts/keys.ts";
import { propertyKeys } from "./keys.ts";

/** The author or an admin moves a wrongly matched post to a property of its own. */
export const splitPostProperty = defineMutation({
  run: async (postId: string) => {
    const { error } = await supabase.rpc("split_post_property", { p_post_id: postId });
    if (error) throw error;
  },
  invalidates: [propertyKeys.all, postKeys.all],
});

/** A member asks for a re-check of one post now (rate-limited by the database, which says when to try again). */
export const requestPostRecheck = defineMutation({
  run: async (postId: string) => {
    const { error } = await supabase.rpc("request_post_recheck", { p_post_id: postId });
    if (error) throw error;
  },
  invalidates: [propertyKeys.all],
});
