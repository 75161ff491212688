import { describe, expect, it } from "vitest";
import { detectLocale, localeOfPath, pathInLocale, stripLocalePrefix } from "./locales.ts";

describe("language of a visit", () => {
  it("a remembered choice wins over the browser's languages", () => {
    expect(detectLocale("en", ["fr-CA", "fr"])).toBe("en");
    expect(detectLocale("fr", ["en-US"])).toBe("fr");
  });

  it("without one, the browser's first language the product speaks; English otherwise", () => {
    expect(detectLocale(null, ["fr-CA", "en-CA"])).toBe("fr");
    expect(detectLocale(null, ["de-DE", "FR"])).toBe("fr");
    expect(detectLocale(null, ["en-GB", "fr-CA"])).toBe("en");
    expect(detectLocale(null, ["es-MX"])).toBe("en");
    expect(detectLocale("de", [])).toBe("en");
  });
});

describe("language in the URL", () => {
  it("French pages are the English paths under /fr", () => {
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/fr/residential")).toBe("fr");
    expect(localeOfPath("/france-homes")).toBe("en");
    expect(localeOfPath("/residential")).toBe("en");
    expect(pathInLocale("/", "fr")).toBe("/fr");
    expect(pathInLocale("/post/12", "fr")).toBe("/fr/post/12");
    expect(pathInLocale("/fr/post/12", "fr")).toBe("/fr/post/12");
    expect(pathInLocale("/fr/post/12", "en")).toBe("/post/12");
    expect(pathInLocale("/fr", "en")).toBe("/");
    expect(stripLocalePrefix("/fr/search")).toBe("/search");
  });
});
