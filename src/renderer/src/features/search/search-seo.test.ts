import { describe, expect, it } from "vitest";
import { searchStructuredData, searchTitle } from "./search-seo.ts";

describe("search SEO", () => {
  it("ItemList of at most 10 RealEstateListing items priced in CAD", () => {
    const results = Array.from({ length: 14 }, (_, i) => ({ id: `id-${i}`, title: i === 0 ? null : `Home ${i}`, price: i === 1 ? null : 400000 + i, address: "1 Main St, Toronto", imageUrl: null }));
    const ld = searchStructuredData("Toronto", results, "https://example.ca");
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.itemListElement).toHaveLength(10);
    const first = ld.itemListElement[0]!.item;
    expect(first).toMatchObject({ "@type": "RealEstateListing", name: "Untitled Property", url: "https://example.ca/post/id-0", offers: { price: 400000, priceCurrency: "CAD" } });
    expect(ld.itemListElement[1]!.item.offers).toEqual({ "@type": "Offer", priceCurrency: "CAD" });
    expect(ld.itemListElement[9]!.position).toBe(10);
  });

  it("titles for empty and given queries", () => {
    expect(searchTitle("")).toContain("Search Homes for Sale");
    expect(searchTitle("Halifax")).toContain("Homes for Sale in Halifax");
  });
});
