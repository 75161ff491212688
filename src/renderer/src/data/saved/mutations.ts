import { supabase } from "../../lib/supabase.ts";
import { message } from "@shared/validation/messages.ts";
import { defineMutation } from "../mutation.ts";
import { savedKeys } from "./keys.ts";

async function removeSavedRow(userId: string | null, postId: string): Promise<void> {
  if (!userId) throw new Error(message("validation.member.signedOut"));
  const { error } = await supabase.from("saved_listings").delete().eq("user_id", userId).eq("post_id", postId);
  if (error) throw error;
}

/** Save / unsave a listing (the heart). Refreshed after a failure too: the heart may have been out of date. */
export const setSaved = defineMutation({
  run: async ({ postId, saved }: { postId: string; saved: boolean }, { userId }) => {
    if (!saved) return removeSavedRow(userId, postId);
    if (!userId) throw new Error(message("validation.member.signedOut"));
    const { error } = await supabase.from("saved_listings").insert({ user_id: userId, post_id: postId });
    // Already saved (a double click's second insert, another tab's): the listing is saved, as asked.
    if (error && error.code !== "23505") throw error;
  },
  invalidates: [savedKeys.all],
  refreshOn: "settled",
});

/** Removes a saved listing from the dashboard (delete by user_id and post_id). */
export const removeSaved = defineMutation({
  run: (postId: string, { userId }) => removeSavedRow(userId, postId),
  invalidates: [savedKeys.all],
});
