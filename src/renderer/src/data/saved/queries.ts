import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import { useSession } from "../session/use-session.ts";
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

export type SavedListing = {
  id: string;
  created_at: string;
  post_id: string;
  posts: { id: string; title: string | null; og_image_url: string | null; manual_price: number | null; listing_price: string | null; street_address: string | null; city: string | null; province: string | null } | null;
};

/** Saved listings newest first with the related post embedded (spec §3, §7). */
export function savedListingsQuery(userId: string | null) {
  return queryOptions({
    queryKey: savedKeys.list(userId),
    queryFn: async (): Promise<SavedListing[]> => {
      if (!userId) return [];
      const { data, error } = await supabase
        .from("saved_listings")
        .select("id, created_at, post_id, posts(id, title, og_image_url, manual_price, listing_price, street_address, city, province)")
        .eq("user_id", userId)
        .order("created_at", { ascending: false });
      if (error) throw error;
      return data;
    },
    enabled: userId !== null,
  });
}
