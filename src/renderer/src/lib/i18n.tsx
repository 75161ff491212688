import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { DEFAULT_LOCALE, detectLocale, LOCALE_PREFIX, LOCALE_TAGS, localeOfPath, pathInLocale, type Locale } from "@shared/i18n/locales.ts";
import { loadAreaMessages, loadMessages, type CatalogueArea, type CompiledMessages } from "@shared/i18n/load.ts";
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

/** The language the page shows now (applyLocale), for loading a catalogue area in it. */
let activeLocale: Locale = DEFAULT_LOCALE;

/** What the page shows in a language: <html lang> and the format helpers' language. */
export function applyLocale(locale: Locale): void {
  activeLocale = locale;
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

/**
 * Catalogue areas loaded so far, per language (`fr:admin`), shared by every provider of the page. A screen that
 * needs an area is loaded with it (`withCatalogueArea`), so its text is there when it first renders.
 */
const areaMessages = new Map<string, CompiledMessages>();
const areaLoads = new Map<string, Promise<void>>();
const loadedAreas = new Set<CatalogueArea>();
const areaListeners = new Set<() => void>();
let areaVersion = 0;

/** Loads a catalogue area in a language (the page's by default), once; the providers re-render with it. */
export function loadCatalogueArea(area: CatalogueArea, locale: Locale = activeLocale): Promise<void> {
  const key = `${locale}:${area}`;
  let load = areaLoads.get(key);
  if (!load) {
    load = loadAreaMessages(locale, area).then((messages) => {
      areaMessages.set(key, messages);
      loadedAreas.add(area);
      areaVersion += 1;
      for (const listener of areaListeners) listener();
    });
    load.catch(() => areaLoads.delete(key)); // a failed download is tried again by the next screen that needs it
    areaLoads.set(key, load);
  }
  return load;
}

/** A lazy screen's module factory that also loads the catalogue area its text is in (for React.lazy). */
export function withCatalogueArea<T>(area: CatalogueArea, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogueArea(area)]).then(([module]) => module);
}

function subscribeToAreas(listener: () => void): () => void {
  areaListeners.add(listener);
  return () => areaListeners.delete(listener);
}

/** The core messages of a language with the areas loaded in it so far. */
function withLoadedAreas(locale: Locale, core: CompiledMessages): CompiledMessages {
  let messages = core;
  for (const area of loadedAreas) {
    const loaded = areaMessages.get(`${locale}:${area}`);
    if (loaded) messages = { ...messages, ...loaded };
  }
  return messages;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: DEFAULT_LOCALE, messages: null, switchLocale: async () => {} });

/**
 * The active language and its messages. The first screen formats them itself (useT: text and arguments, no
 * react-intl in the initial JavaScript); the antd islands, loaded later, put react-intl's provider around theirs.
 */
export function I18nProvider({ locale: initialLocale, messages: initialMessages, children }: { locale: Locale; messages: CompiledMessages; children: (locale: Locale) => ReactNode }) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });
  const version = useSyncExternalStore(subscribeToAreas, () => areaVersion, () => areaVersion);
  const switchLocale = useCallback(async (next: Locale) => {
    rememberLocale(next);
    // The areas the page has loaded come along in the new language, before it shows.
    const [messages] = await Promise.all([loadMessages(next), ...[...loadedAreas].map((area) => loadCatalogueArea(area, next))]);
    const { pathname, search, hash } = window.location;
    const target = `${pathInLocale(pathname, next)}${search}${hash}`;
    if (target !== `${pathname}${search}${hash}`) window.history.pushState(null, "", target);
    applyLocale(next);
    setState({ locale: next, messages });
  }, []);
  const messages = useMemo(() => withLoadedAreas(state.locale, state.messages), [state.locale, state.messages, version]); // eslint-disable-line react-hooks/exhaustive-deps -- version says the areas changed
  const value = useMemo(() => ({ locale: state.locale, messages, switchLocale }), [state.locale, messages, switchLocale]);
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
  // A key of an area no screen has loaded shows as itself: a developer's mistake (withCatalogueArea), never blank.
  return useCallback<Translate>((key, values) => {
    const elements = messages[key];
    return elements ? formatCompiled(elements, values) : key;
  }, [messages]);
}

/** The BCP 47 tag of a language, for react-intl and Intl. */
export function localeTag(locale: Locale): string {
  return LOCALE_TAGS[locale];
}

/** The router's base for a language: French pages live under /fr, with the same routes as the English ones. */
export function routerBasename(locale: Locale): string | undefined {
  return LOCALE_PREFIX[locale] || undefined;
}
