import type { Locale } from "@shared/i18n/locales.ts";
import { formatNumber } from "@shared/format/price.ts";
import { formatLocale } from "@shared/format/locale.ts";

/**
 * Conversion between steps that are not nested. Members save and offer from feed cards without opening the post,
 * and a view is counted once per viewer per day, so a period can hold more saves than post views (7 views and 19
 * saves once showed "271.4%"). A percentage capped at 100% would hide that; the pages show how many of the later
 * step there were for each of the earlier one ("2.71 saves per view", "2,71" in French), which reads right above
 * and below 1.
 */
export function perStep(part: number, whole: number, locale: Locale = formatLocale()): string {
  if (whole <= 0) return "—";
  const ratio = part / whole;
  return ratio >= 10 ? formatNumber(ratio, 0, 0, locale) : formatNumber(ratio, 2, 2, locale);
}
