import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "../../lib/supabase.ts";
import { POST_SELECT, postRowSchema, type Post } from "./row.ts";
import { postKeys, type PostCategory } from "./keys.ts";

export const FEED_PAGE_SIZE = 10;

export type FeedPage = { posts: Post[]; nextOffset: number | null };

/**
 * One page of approved posts, newest first, optionally in one category (spec §7 'posts'): one card per property, its
 * lead post (issue 20: the database keeps property_lead on the newest approved post of each property).
 */
export async function fetchFeedPage(category: PostCategory | null, offset: number): Promise<FeedPage> {
  let query = supabase.from("posts").select(POST_SELECT).eq("status", "approved").eq("property_lead", true);
  if (category) query = query.eq("category", category);
  const { data, error } = await query
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(offset, offset + FEED_PAGE_SIZE - 1);
  if (error) throw error;
  const posts = z.array(postRowSchema).parse(data);
  return { posts, nextOffset: posts.length === FEED_PAGE_SIZE ? offset + FEED_PAGE_SIZE : null };
}

export function feedQueryOptions(category: PostCategory | null) {
  return infiniteQueryOptions({
    queryKey: postKeys.feed(category),
    queryFn: ({ pageParam }) => fetchFeedPage(category, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });
}

export function useFeed(category: PostCategory | null) {
  return useInfiniteQuery(feedQueryOptions(category));
}

/** Pages flattened, a post appearing once even when rows shifted between pages. */
export function flattenFeed(pages: FeedPage[] | undefined): Post[] {
  const seen = new Set<string>();
  const out: Post[] = [];
  for (const page of pages ?? []) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      out.push(post);
    }
  }
  return out;
}
