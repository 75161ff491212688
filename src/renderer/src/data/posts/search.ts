import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "../../lib/supabase.ts";
import { listingCardSchema, type ListingCard } from "./row.ts";
import { postKeys } from "./keys.ts";

/** search_posts {search_term} (spec §7): posts as listing cards, under the posts root. */
export async function searchPosts(term: string): Promise<ListingCard[]> {
  const { data, error } = await supabase.rpc("search_posts", { search_term: term });
  if (error) throw error;
  return z.array(listingCardSchema).parse(data);
}

/** Runs only when q is non-empty (spec §5). */
export function searchQueryOptions(q: string) {
  return queryOptions({ queryKey: postKeys.search(q), queryFn: () => searchPosts(q), enabled: q.length > 0 });
}

export function useSearchPosts(q: string) {
  return useQuery(searchQueryOptions(q));
}
