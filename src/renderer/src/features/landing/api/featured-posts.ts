import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "../../../lib/supabase.ts";

export const FEATURED_LIMIT = 4;

export const cardSchema = z.object({
  id: z.string(),
  title: z.nullable(z.string()),
  price: z.nullable(z.union([z.number(), z.string()])),
  address: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
});
export type ListingCard = z.infer<typeof cardSchema>;

export async function fetchFeaturedPosts(): Promise<ListingCard[]> {
  const { data, error } = await supabase.rpc("get_featured_posts", { p_limit: FEATURED_LIMIT });
  if (error) throw error;
  return z.array(cardSchema).parse(data);
}

export const featuredKeys = { all: ["featured-posts"] as const };

export function featuredPostsQueryOptions() {
  return queryOptions({ queryKey: featuredKeys.all, queryFn: fetchFeaturedPosts });
}

export function useFeaturedPosts() {
  return useQuery(featuredPostsQueryOptions());
}
