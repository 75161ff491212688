import { detectLocale, type Locale } from "@shared/i18n/locales.ts";
import { compileMessage, formatCompiled } from "@shared/i18n/compile.ts";
import { desktopEn } from "@shared/i18n/messages/desktop.en.ts";
import { desktopFr } from "@shared/i18n/messages/desktop.fr.ts";

/** A message of the desktop catalogues (src/shared/i18n/messages/desktop.*.ts), the ones the main process uses. */
export type DesktopKey = keyof typeof desktopEn;
export type MainText = (key: DesktopKey, values?: Record<string, string | number>) => string;

const CATALOGUES: Record<Locale, Readonly<Record<DesktopKey, string>>> = { en: desktopEn, fr: desktopFr };

/**
 * The language of the main process's own text (application menu, native dialogs), issue 22. It starts as the
 * system's language and then follows the window's: the renderer sends `app:setLocale` with the language the page
 * shows (the visitor's choice, the profile's, or the browser's), so menus and dialogs match the screens.
 */
export class MainLocale {
  #locale: Locale;
  readonly #listeners = new Set<(locale: Locale) => void>();

  constructor(systemLanguages: readonly string[]) {
    this.#locale = detectLocale(null, systemLanguages);
  }

  get locale(): Locale {
    return this.#locale;
  }

  set(locale: Locale): void {
    if (locale === this.#locale) return;
    this.#locale = locale;
    for (const listener of this.#listeners) listener(locale);
  }

  /** Called after each change of language (the menu is rebuilt). */
  onChange(listener: (locale: Locale) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  readonly text: MainText = (key, values) => formatCompiled(compileMessage(CATALOGUES[this.#locale][key]), values);
}
