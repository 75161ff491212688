import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";

let active: Locale = DEFAULT_LOCALE;

/**
 * The language the format helpers write in when no locale is passed. The renderer sets it with the page's
 * language (src/renderer/src/lib/i18n.tsx), so the screens' existing calls follow the reader's choice.
 */
export function setFormatLocale(locale: Locale): void {
  active = locale;
}

export function formatLocale(): Locale {
  return active;
}
