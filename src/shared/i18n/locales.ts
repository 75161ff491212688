/** The product's two languages (issue 22): English, the spec's, and French for Quebec readers (fr-CA). */
export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** BCP 47 tags for Intl and the page: Canadian English and Canadian French. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

/** The URL prefix of each language: English pages have none (the spec's paths), French pages start with /fr. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: "", fr: "/fr" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

/** The language a path is in: /fr and /fr/… are French, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
}

/** The path without its language prefix ("/fr/residential" -> "/residential", "/fr" -> "/"). */
export function stripLocalePrefix(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/** The same page in a language ("/residential", "fr" -> "/fr/residential"; "/" -> "/fr"). */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = stripLocalePrefix(pathname);
  if (locale === "en") return bare;
  return bare === "/" ? LOCALE_PREFIX.fr : `${LOCALE_PREFIX.fr}${bare}`;
}

/**
 * The language for a visit to an unprefixed (English) URL: the visitor's remembered choice, else the browser's
 * first language that the product speaks, else English.
 */
export function detectLocale(remembered: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(remembered)) return remembered;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
