import type { QueryClient } from "@tanstack/react-query";
import { feedQueryOptions } from "../features/feed/api/get-feed.ts";
import { postQueryOptions } from "../features/post/api/get-post.ts";
import { searchQueryOptions } from "../features/search/api/search-posts.ts";
import { CATEGORY_PAGES } from "../features/categories/categories.ts";

/**
 * Starts loading what a public page shows first as soon as the app's code is there, while React is still
 * rendering the page (which would otherwise ask for it only once mounted). Same query options as the pages,
 * so they find the request under way in the cache.
 */
export function prefetchPageData(client: QueryClient, location: { pathname: string; search: string }): void {
  const path = location.pathname.replace(/\/+$/, "");
  const category = path.slice(1);
  if (Object.hasOwn(CATEGORY_PAGES, category)) {
    void client.prefetchInfiniteQuery(feedQueryOptions(category));
  } else if (path === "/search") {
    const q = (new URLSearchParams(location.search).get("q") ?? "").trim();
    if (q) void client.prefetchQuery(searchQueryOptions(q));
  } else if (/^\/post\/[0-9a-f-]+$/i.test(path)) {
    void client.prefetchQuery(postQueryOptions(path.slice("/post/".length))); // post ids are UUIDs
  }
}
