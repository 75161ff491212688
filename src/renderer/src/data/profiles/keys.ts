/**
 * Query keys of profiles: the member's own, the community members shown on the homepage (get_public_users), and
 * whether a username is free (username_available, the sign-up form's check).
 */
export const profileKeys = {
  all: ["profiles"] as const,
  detail: (userId: string | null) => [...profileKeys.all, "detail", userId] as const,
  locale: (userId: string | null) => [...profileKeys.all, "locale", userId] as const,
  community: () => [...profileKeys.all, "community"] as const,
  usernameAvailable: (username: string) => [...profileKeys.all, "username-available", username] as const,
};
