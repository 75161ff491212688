import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "../../../lib/supabase.ts";
import { FEED_POST_SELECT, feedPostSchema, type FeedPost } from "./post-schema.ts";
import { feedKeys } from "./keys.ts";

export const FEED_PAGE_SIZE = 10;

export type FeedPage = { posts: FeedPost[]; nextOffset: number | null };

/** One page of approved posts, newest first, optionally in one category (spec §7 'posts'). */
export async function fetchFeedPage(category: string | null, offset: number): Promise<FeedPage> {
  let query = supabase.from("posts").select(FEED_POST_SELECT).eq("status", "approved");
  if (category) query = query.eq("category", category as "residential");
  const { data, error } = await query
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(offset, offset + FEED_PAGE_SIZE - 1);
  if (error) throw error;
  const posts = z.array(feedPostSchema).parse(data);
  return { posts, nextOffset: posts.length === FEED_PAGE_SIZE ? offset + FEED_PAGE_SIZE : null };
}

export function feedQueryOptions(category: string | null) {
  return infiniteQueryOptions({
    queryKey: feedKeys.list(category),
    queryFn: ({ pageParam }) => fetchFeedPage(category, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });
}

export function useFeed(category: string | null) {
  return useInfiniteQuery(feedQueryOptions(category));
}

/** Pages flattened, a post appearing once even when rows shifted between pages. */
export function flattenFeed(pages: FeedPage[] | undefined): FeedPost[] {
  const seen = new Set<string>();
  const out: FeedPost[] = [];
  for (const page of pages ?? []) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      out.push(post);
    }
  }
  return out;
}
