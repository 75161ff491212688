import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { Database } from "@shared/database.types.ts";
import { offerKeys } from "./keys.ts";

export type MyOffer = Database["public"]["Functions"]["list_my_offers"]["Returns"][number];
export type ReceivedOffer = Database["public"]["Functions"]["list_offers_received"]["Returns"][number];

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

/** Offers the member made, newest first. */
export function myOffersQuery(userId: string | null) {
  return queryOptions({
    queryKey: offerKeys.mine(userId),
    queryFn: async (): Promise<MyOffer[]> => {
      const { data, error } = await supabase.rpc("list_my_offers");
      if (error) throw error;
      return data ?? [];
    },
    enabled: userId !== null,
  });
}

/** Offers received on the member's own posts, with who made them. */
export function receivedOffersQuery(userId: string | null) {
  return queryOptions({
    queryKey: offerKeys.received(userId),
    queryFn: async (): Promise<ReceivedOffer[]> => {
      const { data, error } = await supabase.rpc("list_offers_received");
      if (error) throw error;
      return data ?? [];
    },
    enabled: userId !== null,
  });
}
