import type { PageParams } from "../paging.ts";

/** Query keys of the admin_* RPC family: users (with roles and bans) and the audit log. */
export type UsersParams = PageParams & { search: string; sort: UserSort; desc: boolean };
export type UserSort = "created_at" | "email" | "username" | "full_name" | "post_count";

export const adminKeys = {
  all: ["admin"] as const,
  usersPage: (params: UsersParams) => [...adminKeys.all, "users", params] as const,
  auditLogPage: (params: PageParams) => [...adminKeys.all, "audit-log", params] as const,
};
