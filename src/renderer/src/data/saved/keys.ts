/** Query keys of saved_listings: the ids behind every heart, and the dashboard's list. */
export const savedKeys = {
  all: ["saved_listings"] as const,
  ids: (userId: string | null) => [...savedKeys.all, "ids", userId] as const,
  list: (userId: string | null) => [...savedKeys.all, "list", userId] as const,
};
