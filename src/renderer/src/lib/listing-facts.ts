import { PROPERTY_KIND_LABELS } from "@shared/format/property-kind.ts";
import { formatNumber } from "@shared/format/price.ts";
import type { Translate } from "./i18n.tsx";

/** A stored property kind in the reader's language (the post page, feed and search cards); null when none or unknown. */
export function kindLabel(kind: string | null | undefined, t: Translate): string | null {
  return kind && Object.hasOwn(PROPERTY_KIND_LABELS, kind) ? t(`kind.${kind as keyof typeof PROPERTY_KIND_LABELS}`) : null;
}

function present(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === "" ? null : text;
}

export type RoomFacts = { bedrooms?: string | number | null; bathrooms?: string | number | null; squareFootage?: string | number | null };

/** Beds, baths and square footage, each only when known, in the reader's language: "3 beds", "2 baths", "1,200 sqft". */
export function roomFacts({ bedrooms, bathrooms, squareFootage }: RoomFacts, t: Translate): string[] {
  const facts: string[] = [];
  const beds = present(bedrooms);
  const baths = present(bathrooms);
  const sqft = present(squareFootage);
  if (beds) facts.push(t(beds === "1" ? "post.bed" : "post.beds", { count: beds }));
  if (baths) facts.push(t(baths === "1" ? "post.bath" : "post.baths", { count: baths }));
  if (sqft) facts.push(t("post.sqft", { area: Number.isFinite(Number(sqft)) ? formatNumber(Number(sqft)) : sqft }));
  return facts;
}
