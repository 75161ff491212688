import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "../../../lib/supabase.ts";
import { offerKeys } from "./keys.ts";

/** Offers on a post, counted exactly without rows (spec §7); 0 on failure (spec §8). */
export async function fetchOffersCount(postId: string): Promise<number> {
  const { count, error } = await supabase.from("offers").select("*", { count: "exact", head: true }).eq("post_id", postId);
  if (error) return 0;
  return count ?? 0;
}

export function offersCountQueryOptions(postId: string, enabled: boolean) {
  return queryOptions({ queryKey: offerKeys.count(postId), queryFn: () => fetchOffersCount(postId), enabled });
}

/** Run only for the post's owner. */
export function useOffersCount(postId: string, isOwner: boolean) {
  return useQuery(offersCountQueryOptions(postId, isOwner));
}

export function offersCountLabel(count: number): string {
  return `${count} ${count === 1 ? "offer" : "offers"}`;
}
