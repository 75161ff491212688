import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "../../../lib/supabase.ts";

export const searchResultSchema = z.object({
  id: z.string(),
  title: z.nullable(z.string()),
  price: z.nullable(z.union([z.number(), z.string()])),
  address: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** search_posts {search_term} (spec §7). */
export async function searchPosts(term: string): Promise<SearchResult[]> {
  const { data, error } = await supabase.rpc("search_posts", { search_term: term });
  if (error) throw error;
  return z.array(searchResultSchema).parse(data);
}

export const searchKeys = { all: ["search"] as const, term: (q: string) => ["search", q] as const };

/** Runs only when q is non-empty (spec §5). */
export function searchQueryOptions(q: string) {
  return queryOptions({ queryKey: searchKeys.term(q), queryFn: () => searchPosts(q), enabled: q.length > 0 });
}

export function useSearchPosts(q: string) {
  return useQuery(searchQueryOptions(q));
}
