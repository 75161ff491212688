import { describe, expect, it } from "vitest";
import { en } from "@shared/i18n/messages/en.ts";
import { fr } from "@shared/i18n/messages/fr.ts";
import { compileCatalogue, formatCompiled } from "@shared/i18n/compile.ts";
import type { Translate } from "../../lib/i18n.tsx";
import { searchDescription, searchKeywords, searchStructuredData, searchTitle } from "./search-seo.ts";

const translator = (catalogue: typeof en | typeof fr): Translate => {
  const compiled = compileCatalogue(catalogue);
  return (key, values) => formatCompiled(compiled[key], values);
};
const english = translator(en);
const french = translator(fr);

describe("search SEO", () => {
  it("ItemList of at most 10 RealEstateListing items priced in CAD", () => {
    const results = Array.from({ length: 14 }, (_, i) => ({ id: `id-${i}`, title: i === 0 ? null : `Home ${i}`, price: i === 1 ? null : 400000 + i, address: "1 Main St, Toronto", imageUrl: null }));
    const ld = searchStructuredData(english, "Toronto", results, "https://example.ca");
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.name).toBe("Homes for Sale in Toronto");
    expect(ld.itemListElement).toHaveLength(10);
    const first = ld.itemListElement[0]!.item;
    expect(first).toMatchObject({ "@type": "RealEstateListing", name: "Untitled Property", url: "https://example.ca/post/id-0", offers: { price: 400000, priceCurrency: "CAD" } });
    expect(ld.itemListElement[1]!.item.offers).toEqual({ "@type": "Offer", priceCurrency: "CAD" });
    expect(ld.itemListElement[9]!.position).toBe(10);
    expect(searchStructuredData(french, "Québec", results, "https://example.ca/fr").name).toBe("Maisons à vendre à Québec");
  });

  it("titles, descriptions and keywords for empty and given queries, in both languages", () => {
    expect(searchTitle(english, "")).toContain("Search Homes for Sale");
    expect(searchTitle(english, "Halifax")).toContain("Homes for Sale in Halifax");
    expect(searchTitle(french, "Gatineau")).toBe("Maisons à vendre à Gatineau | Maisons et condos à vendre");
    expect(searchDescription(english, "Halifax", null)).toBe("Browse homes, houses and condos for sale in Halifax. Find listings shared by local agents, brokers and owners.");
    expect(searchDescription(english, "Halifax", 3)).toContain("Browse 3 homes");
    expect(searchKeywords(english, "Halifax")).toBe("homes for sale in Halifax, Halifax real estate, Halifax condos, homes for sale, houses for sale, condos for sale, real estate, Canada");
    expect(searchKeywords(french, "")).toBe("maisons à vendre, condos à vendre, immobilier, Canada");
  });
});
