/** Query-key factories of the feed feature; mutations invalidate by prefix. */
export const feedKeys = {
  all: ["feed"] as const,
  list: (category: string | null) => [...feedKeys.all, "list", category ?? "all"] as const,
  post: (id: string) => ["post", id] as const,
};

export const savedKeys = {
  all: ["saved-listings"] as const,
  ids: (userId: string | null) => [...savedKeys.all, "ids", userId] as const,
};

export const offerKeys = {
  all: ["offers"] as const,
  count: (postId: string) => [...offerKeys.all, "count", postId] as const,
};
