import type { Database } from "@shared/database.types.ts";
import type { PageParams } from "../paging.ts";
import type { BrowseFilters } from "@shared/validation/browse.ts";

export type PostCategory = Database["public"]["Enums"]["post_category"];

/**
 * Query keys of everything read from posts: the feed, one post, the featured list, search results (search_posts)
 * the browse pages' filtered lists (browse_posts) and the admin's list. One root, so a post created, deleted or (un)featured refreshes all of them.
 */
export const postKeys = {
  all: ["posts"] as const,
  feed: (category: PostCategory | null) => [...postKeys.all, "feed", category ?? "all"] as const,
  detail: (id: string) => [...postKeys.all, "detail", id] as const,
  featured: () => [...postKeys.all, "featured"] as const,
  search: (term: string) => [...postKeys.all, "search", term] as const,
  /** browse_posts pages and browse_posts_count: the fixed category of the page (null on search), q and the filters. */
  browse: (scope: BrowseScope) => [...postKeys.all, "browse", scope] as const,
  browseCount: (scope: BrowseScope) => [...postKeys.all, "browse-count", scope] as const,
  adminPage: (params: PageParams) => [...postKeys.all, "admin", params] as const,
};

/** What a browse page lists: its text (search) and filters; a category page's category is in filters.category. */
export type BrowseScope = { q: string; filters: BrowseFilters };
