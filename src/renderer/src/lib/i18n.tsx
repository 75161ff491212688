import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { DEFAULT_LOCALE, detectLocale, LOCALE_PREFIX, LOCALE_TAGS, localeOfPath, pathInLocale, type Locale } from "@shared/i18n/locales.ts";
import { loadMessages, type CompiledMessages } from "@shared/i18n/load.ts";
import { formatCompiled } from "@shared/i18n/compile.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { setFormatLocale } from "@shared/format/locale.ts";

declare global {
  // react-intl's own typing of message ids (the antd islands use it): an unknown key is a type error there too.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}

/** Where a visitor's choice of language is remembered (members have it on their profile too). */
export const LOCALE_STORAGE_KEY = "maple.locale";

export function rememberedLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null; // storage blocked: the browser's language decides
  }
}

function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page
  }
}

/**
 * Whether this page was opened from a page of ours in the other language: the header's language switch followed as a
 * plain link (before the app's code ran, or opened in a new tab). That is a choice, and it is remembered like one.
 */
function arrivedBySwitch(locale: Locale): boolean {
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin && localeOfPath(from.pathname) !== locale;
  } catch {
    return false; // no referrer (typed address, bookmark) or one we cannot read
  }
}

/**
 * The language of this visit, before the app renders: a /fr URL is French; an unprefixed (English) URL follows the
 * visitor's remembered choice, else the browser's language, and moves to the French address when that is French
 * (replacing the history entry, so Back does not return to the English one). Arriving from our own page in the
 * other language means the switch was followed: the address's language wins and is remembered.
 */
export function resolvePageLocale(): Locale {
  const { pathname, search, hash } = window.location;
  const addressed = localeOfPath(pathname);
  if (arrivedBySwitch(addressed)) {
    rememberLocale(addressed);
    return addressed;
  }
  if (addressed === "fr") return "fr";
  const locale = detectLocale(rememberedLocale(), navigator.languages ?? [navigator.language]);
  if (locale !== DEFAULT_LOCALE) window.history.replaceState(window.history.state, "", `${pathInLocale(pathname, locale)}${search}${hash}`);
  return locale;
}

/** What the page shows in a language: <html lang> and the format helpers' language. */
export function applyLocale(locale: Locale): void {
  setFormatLocale(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

type LocaleContextValue = {
  locale: Locale;
  /** The active language's catalogue, compiled to FormatJS's AST (react-intl takes it as is, see AntdProvider). */
  messages: CompiledMessages | null;
  /** Loads the other catalogue, moves to the same page in that language and remembers the choice. */
  switchLocale: (locale: Locale) => Promise<void>;
};

const LocaleContext = createContext<LocaleContextValue>({ locale: DEFAULT_LOCALE, messages: null, switchLocale: async () => {} });

/**
 * The active language and its messages. The first screen formats them itself (useT: text and arguments, no
 * react-intl in the initial JavaScript); the antd islands, loaded later, put react-intl's provider around theirs.
 */
export function I18nProvider({ locale: initialLocale, messages: initialMessages, children }: { locale: Locale; messages: CompiledMessages; children: (locale: Locale) => ReactNode }) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });
  const switchLocale = useCallback(async (next: Locale) => {
    rememberLocale(next);
    const messages = await loadMessages(next);
    const { pathname, search, hash } = window.location;
    const target = `${pathInLocale(pathname, next)}${search}${hash}`;
    if (target !== `${pathname}${search}${hash}`) window.history.pushState(null, "", target);
    applyLocale(next);
    setState({ locale: next, messages });
  }, []);
  const value = useMemo(() => ({ locale: state.locale, messages: state.messages, switchLocale }), [state.locale, state.messages, switchLocale]);
  return <LocaleContext value={value}>{children(state.locale)}</LocaleContext>;
}

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The active language's text for a message key (typed: an unknown key does not compile). */
export function useT(): Translate {
  const { messages } = useContext(LocaleContext);
  // eslint-disable-next-line i18n/no-literal-text -- a developer's error (a broken build or misuse), never shown to members
  if (!messages) throw new Error("useT() is used outside the app's I18nProvider.");
  return useCallback<Translate>((key, values) => formatCompiled(messages[key], values), [messages]);
}

/** The BCP 47 tag of a language, for react-intl and Intl. */
export function localeTag(locale: Locale): string {
  return LOCALE_TAGS[locale];
}

/** The router's base for a language: French pages live under /fr, with the same routes as the English ones. */
export function routerBasename(locale: Locale): string | undefined {
  return LOCALE_PREFIX[locale] || undefined;
}
