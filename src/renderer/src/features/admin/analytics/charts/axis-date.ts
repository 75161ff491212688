import { LOCALE_TAGS, type Locale } from "@shared/i18n/locales.ts";
import { formatLocale } from "@shared/format/locale.ts";

/**
 * An axis date that reads as a date, "Nov 3, 2026" / "3 nov. 2026" (with a two-digit year, "Nov 3, 26" read as two
 * days). UTC days. English keeps the US order the charts have always had; French is fr-CA's.
 */
export function axisDate(iso: string, locale: Locale = formatLocale()): string {
  return new Date(iso).toLocaleDateString(locale === "fr" ? LOCALE_TAGS.fr : "en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}
