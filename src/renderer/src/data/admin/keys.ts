/** Query keys of the admin_* RPC family: users (with roles and bans) and the audit log. */
export type UsersParams = { search: string; sort: UserSort; desc: boolean; page: number; pageSize: number };
export type UserSort = "created_at" | "email" | "username" | "full_name";
export type PageParams = { page: number; pageSize: number };

export const adminKeys = {
  all: ["admin"] as const,
  usersPage: (params: UsersParams) => [...adminKeys.all, "users", params] as const,
  auditLogPage: (params: PageParams) => [...adminKeys.all, "audit-log", params] as const,
};
