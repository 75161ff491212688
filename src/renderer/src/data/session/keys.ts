/** Query keys of the session: the admin role (has_role). */
export const sessionKeys = {
  all: ["session"] as const,
  isAdminAll: () => [...sessionKeys.all, "is-admin"] as const,
  isAdmin: (userId: string | null) => [...sessionKeys.isAdminAll(), userId] as const,
};
