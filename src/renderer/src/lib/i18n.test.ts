import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALE_STORAGE_KEY, rememberedLocale, resolvePageLocale } from "./i18n.tsx";

/** A browser at `url` with a storage and the given languages; returns what the page's address became. */
function browserAt(url: string, languages: string[], stored: Record<string, string> = {}, referrer = "") {
  const location = new URL(url);
  const storage = new Map(Object.entries(stored));
  vi.stubGlobal("navigator", { languages, language: languages[0] });
  vi.stubGlobal("document", { referrer });
  vi.stubGlobal("window", {
    location,
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, next: string) => {
        const moved = new URL(next, location);
        location.pathname = moved.pathname;
        location.search = moved.search;
      },
    },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
  });
  return location;
}

afterEach(() => vi.unstubAllGlobals());

describe("the language of a page visit", () => {
  it("first visit: a French browser is moved to the French address of the same page", () => {
    const location = browserAt("https://maple.test/residential?sort=new", ["fr-CA", "en"]);
    expect(resolvePageLocale()).toBe("fr");
    expect(`${location.pathname}${location.search}`).toBe("/fr/residential?sort=new");
  });

  it("first visit: an English browser stays on the English address", () => {
    const location = browserAt("https://maple.test/", ["en-CA"]);
    expect(resolvePageLocale()).toBe("en");
    expect(location.pathname).toBe("/");
  });

  it("a remembered choice wins over the browser's language", () => {
    const english = browserAt("https://maple.test/land", ["fr-CA"], { [LOCALE_STORAGE_KEY]: "en" });
    expect(resolvePageLocale()).toBe("en");
    expect(english.pathname).toBe("/land");
    const french = browserAt("https://maple.test/land", ["en-CA"], { [LOCALE_STORAGE_KEY]: "fr" });
    expect(resolvePageLocale()).toBe("fr");
    expect(french.pathname).toBe("/fr/land");
    expect(rememberedLocale()).toBe("fr");
  });

  it("a /fr address is French whatever was remembered", () => {
    const location = browserAt("https://maple.test/fr/business", ["en-CA"], { [LOCALE_STORAGE_KEY]: "en" });
    expect(resolvePageLocale()).toBe("fr");
    expect(location.pathname).toBe("/fr/business");
  });

  it("the switch followed as a plain link (before the app ran) is a choice: remembered, and English stays English", () => {
    const french = browserAt("https://maple.test/fr/residential", ["en-CA"], {}, "https://maple.test/residential");
    expect(resolvePageLocale()).toBe("fr");
    expect(french.pathname).toBe("/fr/residential");
    expect(rememberedLocale()).toBe("fr");
    const english = browserAt("https://maple.test/", ["fr-CA"], { [LOCALE_STORAGE_KEY]: "fr" }, "https://maple.test/fr");
    expect(resolvePageLocale()).toBe("en");
    expect(english.pathname).toBe("/");
    expect(rememberedLocale()).toBe("en");
  });

  it("a page of the same language, or another site, as referrer is no choice", () => {
    browserAt("https://maple.test/fr/land", ["en-CA"], {}, "https://maple.test/fr/residential");
    expect(resolvePageLocale()).toBe("fr");
    expect(rememberedLocale()).toBeNull();
    const location = browserAt("https://maple.test/land", ["en-CA"], { [LOCALE_STORAGE_KEY]: "fr" }, "https://elsewhere.test/fr");
    expect(resolvePageLocale()).toBe("fr");
    expect(location.pathname).toBe("/fr/land");
  });
});
