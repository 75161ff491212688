import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "../../lib/supabase.ts";
import { listingCardSchema, type ListingCard } from "./row.ts";
import { postKeys } from "./keys.ts";

export const FEATURED_LIMIT = 4;

/** get_featured_posts: the homepage's featured listings as cards. */
export async function fetchFeaturedPosts(): Promise<ListingCard[]> {
  const { data, error } = await supabase.rpc("get_featured_posts", { p_limit: FEATURED_LIMIT });
  if (error) throw error;
  return z.array(listingCardSchema).parse(data);
}

export function featuredPostsQueryOptions() {
  return queryOptions({ queryKey: postKeys.featured(), queryFn: fetchFeaturedPosts });
}

export function useFeaturedPosts() {
  return useQuery(featuredPostsQueryOptions());
}
