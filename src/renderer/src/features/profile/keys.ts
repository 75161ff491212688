/** Query-key factory for the member dashboard. */
export const profileKeys = {
  all: ["profile"] as const,
  detail: (userId: string | null) => [...profileKeys.all, "detail", userId] as const,
  avatarImage: (path: string) => [...profileKeys.all, "avatar-image", path] as const,
  savedListings: (userId: string | null) => ["saved-listings", userId] as const,
  myReports: (userId: string | null) => [...profileKeys.all, "my-reports", userId] as const,
};
