/** Display rules of the admin users table (spec §2). */
export function userInitials(user: { full_name: string | null; username: string | null; email: string | null }): string {
  const words = (user.full_name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}`.toUpperCase();
  const text = words[0] ?? user.username ?? user.email ?? "";
  return text.trim() === "" ? "U" : text.trim().slice(0, 2).toUpperCase();
}

/** 'November 22, 2026'. */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

/** Badges for a user's roles: one per role, 'member' when there are none. */
export function roleBadges(roles: readonly string[]): { label: string; admin: boolean }[] {
  if (roles.length === 0) return [{ label: "member", admin: false }];
  return roles.map((role) => ({ label: role, admin: role === "admin" }));
}
