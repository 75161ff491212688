import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../../lib/supabase.ts";
import { useToast } from "../../../lib/toast.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { useSession } from "../../session/index.ts";
import { savedKeys } from "./keys.ts";

/** The ids of the posts the member saved (one query for every heart on screen). */
export async function fetchSavedIds(userId: string): Promise<Set<string>> {
  const { data, error } = await supabase.from("saved_listings").select("post_id").eq("user_id", userId);
  if (error) throw error;
  return new Set(data.map((row) => row.post_id));
}

export function savedIdsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: savedKeys.ids(userId),
    queryFn: () => (userId ? fetchSavedIds(userId) : Promise.resolve(new Set<string>())),
    enabled: userId !== null,
  });
}

/**
 * Whether the member saved a post. Each heart selects its own answer from the one saved-ids query, so saving a
 * listing re-renders that card's heart, not the heart of every card loaded (a thousand after a long scroll).
 */
export function useIsSaved(postId: string): boolean {
  const { userId } = useSession();
  return useQuery({ ...savedIdsQueryOptions(userId), select: (ids) => ids.has(postId) }).data ?? false;
}

export async function setSaved(userId: string | null, postId: string, saved: boolean): Promise<void> {
  if (!userId) throw new Error("User not authenticated");
  const { error } = saved
    ? await supabase.from("saved_listings").insert({ user_id: userId, post_id: postId })
    : await supabase.from("saved_listings").delete().eq("user_id", userId).eq("post_id", postId);
  if (error) throw error;
}

/** Save / unsave with the toasts of spec §8; every saved-listings query refreshes. */
export function useToggleSaved() {
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ postId, saved }: { postId: string; saved: boolean }) => setSaved(userId, postId, saved),
    onSuccess: (_data, { saved }) => toast.success(saved ? "Listing saved successfully" : "Listing removed from saved"),
    onError: (error, { saved }) => toast.error(errorMessage(error, saved ? "Failed to save listing" : "Failed to remove listing")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
}
