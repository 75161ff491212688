/** Query-key factory for the admin console; mutations invalidate by these prefixes. */
export type UsersParams = { search: string; sort: UserSort; desc: boolean; page: number; pageSize: number };
export type UserSort = "created_at" | "email" | "username" | "full_name";
export type PageParams = { page: number; pageSize: number };

export const adminKeys = {
  all: ["admin"] as const,
  users: () => [...adminKeys.all, "users"] as const,
  usersPage: (params: UsersParams) => [...adminKeys.users(), params] as const,
  auditLog: () => [...adminKeys.all, "audit-log"] as const,
  auditLogPage: (params: PageParams) => [...adminKeys.auditLog(), params] as const,
  whitelist: () => [...adminKeys.all, "whitelist"] as const,
  reports: () => [...adminKeys.all, "reports"] as const,
  posts: () => [...adminKeys.all, "posts"] as const,
  postsPage: (params: PageParams) => [...adminKeys.posts(), params] as const,
};

/** The landing page's featured list; invalidated when a post is featured or unfeatured (spec §7). */
export const FEATURED_POSTS_KEY = ["featured-posts"] as const;
