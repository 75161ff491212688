import { useCallback } from "react";
import { LOCALE_TAGS, type Locale } from "@shared/i18n/locales.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { formatNumber } from "@shared/format/price.ts";
import { useLocale, useT } from "./i18n.tsx";

/** The bases of the catalogue's counted messages: "x.y" when both "x.y.one" and "x.y.other" are keys. */
export type CountKey = { [K in MessageKey]: K extends `${infer Base}.one` ? (`${Base}.other` extends MessageKey ? Base : never) : never }[MessageKey];

/** The plural form a count takes in a language ("one" for 0 and 1 in French, for 1 only in English). */
export function pluralForm(locale: Locale, count: number): "one" | "other" {
  return new Intl.PluralRules(LOCALE_TAGS[locale]).select(count) === "one" ? "one" : "other";
}

/** "3 posts", "1 annonce", "0 annonce": a counted message in the page's language, its number formatted. */
export function useCount(): (key: CountKey, count: number) => string {
  const t = useT();
  const { locale } = useLocale();
  return useCallback((key, count) => t(`${key}.${pluralForm(locale, count)}` as MessageKey, { count: formatNumber(count, 0, 0, locale) }), [t, locale]);
}
