import { supabase } from "../../lib/supabase.ts";
import { defineMutation } from "../mutation.ts";

/**
 * One view of an approved post (feeds the admin conversion funnel: view → save → offer); no list shows views.
 * A module of its own: the post page ships with the entry, the other post writes load with the screens that make them.
 */
export const recordPostView = defineMutation({
  run: async (postId: string) => {
    await supabase.rpc("record_post_view", { p_post_id: postId });
  },
  invalidates: [],
});
