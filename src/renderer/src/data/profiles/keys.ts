/** Query keys of profiles: the member's own, and the community members shown on the homepage (get_public_users). */
export const profileKeys = {
  all: ["profiles"] as const,
  detail: (userId: string | null) => [...profileKeys.all, "detail", userId] as const,
  locale: (userId: string | null) => [...profileKeys.all, "locale", userId] as const,
  community: () => [...profileKeys.all, "community"] as const,
};
