import { parsePrice } from "@shared/format/price.ts";
import { propertyTitle } from "@shared/format/titles.ts";
import type { ListingCard } from "../../data/posts/row.ts";

export const SEARCH_STRUCTURED_LIMIT = 10;

export function searchTitle(q: string): string {
  return q ? `Homes for Sale in ${q} | Houses & Condos for Sale` : "Search Homes for Sale | Houses & Condos Across Canada";
}

export function searchDescription(q: string, count: number | null): string {
  return q
    ? `Browse ${count ?? ""} homes, houses and condos for sale in ${q}. Find listings shared by local agents, brokers and owners.`.replace(/\s+/g, " ")
    : "Search homes for sale and condos for sale across Canada by city, neighborhood or postal code.";
}

export function searchKeywords(q: string): string {
  const base = ["homes for sale", "houses for sale", "condos for sale", "real estate", "Canada"];
  return (q ? [`homes for sale in ${q}`, `${q} real estate`, `${q} condos`, ...base] : base).join(", ");
}

/** ItemList of up to 10 RealEstateListing items with name, address and an offer price in CAD (spec §2, §9). */
export function searchStructuredData(q: string, results: ListingCard[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: q ? `Homes for Sale in ${q}` : "Search Homes for Sale",
    numberOfItems: Math.min(results.length, SEARCH_STRUCTURED_LIMIT),
    itemListElement: results.slice(0, SEARCH_STRUCTURED_LIMIT).map((r, i) => {
      const price = parsePrice(r.price);
      return {
        "@type": "ListItem",
        position: i + 1,
        item: {
          "@type": "RealEstateListing",
          name: propertyTitle(r.title),
          url: `${origin}/post/${r.id}`,
          ...(r.imageUrl ? { image: r.imageUrl } : {}),
          ...(r.address ? { address: r.address } : {}),
          offers: { "@type": "Offer", ...(price !== null ? { price } : {}), priceCurrency: "CAD" },
        },
      };
    }),
  };
}
