import type { PageParams } from "../paging.ts";

/** Query keys of moderation: the public log, the settings row and a post's own actions (its author and admins). */
export const moderationKeys = {
  all: ["moderation"] as const,
  log: (params: PageParams) => [...moderationKeys.all, "log", params] as const,
  settings: () => [...moderationKeys.all, "settings"] as const,
  post: (postId: string) => [...moderationKeys.all, "post", postId] as const,
};
