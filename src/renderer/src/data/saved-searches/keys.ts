/** Query keys of saved_searches (issue 19): the dashboard's list of a member's saved searches. */
export const savedSearchKeys = {
  all: ["saved_searches"] as const,
  list: (userId: string | null) => [...savedSearchKeys.all, "list", userId] as const,
};
