import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import type { Database } from "@shared/database.types.ts";
import { supabase } from "../../lib/supabase.ts";
import { POST_SELECT, postRowSchema, type Post } from "./row.ts";
import { postKeys, type BrowseScope } from "./keys.ts";

export const BROWSE_PAGE_SIZE = 20;
/** The count line counts this far ("1000+ properties" beyond). */
export const BROWSE_COUNT_CAP = 1000;

export type BrowsePage = { posts: Post[]; nextOffset: number | null };

type BrowseArgs = Database["public"]["Functions"]["browse_posts_count"]["Args"];

/** The arguments of browse_posts / browse_posts_count for a scope: what is not set is left out (no filter). */
function browseArgs({ q, filters }: BrowseScope): BrowseArgs {
  const args: BrowseArgs = {};
  if (q) args.search_term = q;
  if (filters.category) args.category = filters.category;
  if (filters.minPrice !== undefined) args.min_price = filters.minPrice;
  if (filters.maxPrice !== undefined) args.max_price = filters.maxPrice;
  if (filters.beds !== undefined) args.min_beds = filters.beds;
  if (filters.baths !== undefined) args.min_baths = filters.baths;
  if (filters.type) args.kind = filters.type;
  if (filters.province) args.province = filters.province;
  if (filters.city) args.city = filters.city;
  if (filters.bbox) [args.min_lng, args.min_lat, args.max_lng, args.max_lat] = filters.bbox;
  return args;
}

/** One page of browse_posts (filtered and sorted in the database, under the posts policies) with the authors. */
export async function fetchBrowsePage(scope: BrowseScope, offset: number): Promise<BrowsePage> {
  const { data, error } = await supabase
    .rpc("browse_posts", { ...browseArgs(scope), sort: scope.filters.sort, page_limit: BROWSE_PAGE_SIZE, page_offset: offset })
    .select(POST_SELECT);
  if (error) throw error;
  const posts = z.array(postRowSchema).parse(data);
  return { posts, nextOffset: posts.length === BROWSE_PAGE_SIZE ? offset + BROWSE_PAGE_SIZE : null };
}

export async function fetchBrowseCount(scope: BrowseScope): Promise<number> {
  const { data, error } = await supabase.rpc("browse_posts_count", { ...browseArgs(scope), cap: BROWSE_COUNT_CAP });
  if (error) throw error;
  return z.number().parse(data);
}

export function browseQueryOptions(scope: BrowseScope) {
  return infiniteQueryOptions({
    queryKey: postKeys.browse(scope),
    queryFn: ({ pageParam }) => fetchBrowsePage(scope, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });
}

export function browseCountQueryOptions(scope: BrowseScope) {
  return queryOptions({ queryKey: postKeys.browseCount(scope), queryFn: () => fetchBrowseCount(scope) });
}

/** The browse list; `enabled` false leaves it idle (the plain feed or search shows instead). */
export function useBrowsePosts(scope: BrowseScope, enabled = true) {
  return useInfiniteQuery({ ...browseQueryOptions(scope), enabled });
}

export function useBrowseCount(scope: BrowseScope, enabled = true) {
  return useQuery({ ...browseCountQueryOptions(scope), enabled });
}
