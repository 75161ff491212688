import { parsePrice } from "@shared/format/price.ts";
import { propertyTitle } from "@shared/format/titles.ts";
import type { ListingCard } from "../../data/posts/row.ts";
import type { Translate } from "../../lib/i18n.tsx";

export const SEARCH_STRUCTURED_LIMIT = 10;

/** The search page's head in the reader's language (spec §2 'Search page': title, description, keywords). */
export function searchTitle(t: Translate, q: string): string {
  return q ? t("member.search.titleFor", { q }) : t("member.search.title");
}

export function searchDescription(t: Translate, q: string, count: number | null): string {
  return q ? t("member.search.descriptionFor", { q, count: count ?? "" }).replace(/\s+/g, " ") : t("member.search.description");
}

export function searchKeywords(t: Translate, q: string): string {
  const base = t("member.search.keywords");
  return q ? `${t("member.search.keywordsFor", { q })}, ${base}` : base;
}

/** ItemList of up to 10 RealEstateListing items with name, address and an offer price in CAD (spec §2, §9). */
export function searchStructuredData(t: Translate, q: string, results: ListingCard[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: q ? t("member.search.headingFor", { q }) : t("member.search.heading"),
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
