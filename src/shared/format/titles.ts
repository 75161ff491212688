/** Display fallbacks of spec §2, §3 and §9. */
import type { Database } from "../database.types.ts";
import type { Locale } from "../i18n/locales.ts";
import { formatLocale } from "./locale.ts";

type PostCategory = Database["public"]["Enums"]["post_category"];

/**
 * The two names of an untitled post, each defined once: the spec says 'Untitled Property' where a listing is shown
 * to buyers (feed, post page, search and featured cards, saved listings) and 'Untitled Post' where a post is named
 * in a list about it (My Reports, My Offers, the admin's featured table and analytics). Use the functions below.
 */
export const UNTITLED_PROPERTY = "Untitled Property";
export const UNTITLED_POST = "Untitled Post";

/** The two names in French (issue 22); like the other format helpers, the active language unless one is given. */
const UNTITLED: Record<Locale, { property: string; post: string }> = {
  en: { property: UNTITLED_PROPERTY, post: UNTITLED_POST },
  fr: { property: "Propriété sans titre", post: "Annonce sans titre" },
};

export function propertyTitle(title: string | null | undefined, locale: Locale = formatLocale()): string {
  return title?.trim() || UNTITLED[locale].property;
}

export function postTitle(title: string | null | undefined, locale: Locale = formatLocale()): string {
  return title?.trim() || UNTITLED[locale].post;
}

/** Feed author: 'Unknown' without a profile, 'Anonymous' when the profile has no username. */
export function authorName(profile: { username?: string | null } | null | undefined): string {
  if (!profile) return "Unknown";
  return profile.username?.trim() || "Anonymous";
}

export function publicUserName(fullName: string | null | undefined): string {
  return fullName?.trim() || "Anonymous User";
}

export function publicUserLocation(location: string | null | undefined): string {
  return location?.trim() || "Unknown Location";
}

/** "real_estate_agent" -> "Real Estate Agent". */
export function humanizeTitle(title: string | null | undefined): string {
  if (!title) return "";
  return title
    .replace(/_/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

export const CATEGORY_LABELS: Record<PostCategory, string> = {
  residential: "Residential",
  commercial: "Commercial",
  land: "Land",
  business: "Business",
  fsbo: "For Sale By Owner (FSBO)",
};

export function categoryLabel(category: string | null | undefined): string {
  if (!category) return "";
  return Object.hasOwn(CATEGORY_LABELS, category) ? CATEGORY_LABELS[category as PostCategory] : humanizeTitle(category);
}

/** One-line address from its parts, skipping empty ones. */
export function addressLine(parts: { street_address?: string | null; city?: string | null; province?: string | null; postal_code?: string | null }): string {
  return [parts.street_address, parts.city, parts.province, parts.postal_code].map((p) => p?.trim()).filter(Boolean).join(", ");
}
