import { LOCALE_TAGS, type Locale } from "@shared/i18n/locales.ts";
import { formatLocale } from "@shared/format/locale.ts";

/** Display rules of the admin users table (spec §2). */
export function userInitials(user: { full_name: string | null; username: string | null; email: string | null }): string {
  const words = (user.full_name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}`.toUpperCase();
  const text = words[0] ?? user.username ?? user.email ?? "";
  return text.trim() === "" ? "U" : text.trim().slice(0, 2).toUpperCase();
}

/** 'November 22, 2026' in English, '22 novembre 2026' in French. */
export function longDate(iso: string, locale: Locale = formatLocale()): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { year: "numeric", month: "long", day: "numeric" }).format(new Date(iso));
}

/** Badges for a user's roles: one per role, 'member' when there are none. */
export function roleBadges(roles: readonly string[]): { role: string; admin: boolean }[] {
  if (roles.length === 0) return [{ role: "member", admin: false }];
  return roles.map((role) => ({ role, admin: role === "admin" }));
}
