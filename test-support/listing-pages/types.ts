/**
 * Listing pages written here, modelled on the structure and traps of real saved pages of Canadian and
 * cross-border listing sites (studied in public scraper projects' fixtures; no page or text is copied).
 * Each page carries the facts a person reading it would write down.
 */
// Relative, not @shared/: Deno loads this file from outside its functions' workspace, where no import map applies.
import type { GeoPoint, LotSizeUnit, PricePeriod, PropertyKind } from "../../src/shared/link-intelligence/types.ts";

/**
 * The facts a page states. A fact left out is one the page does not give: extracting a value for it counts as
 * wrong (invented). `bathroomsFull` and `bathroomsHalf` are scored only where given.
 */
export type ExpectedFacts = {
  price?: { amount: number; currency?: string; period?: PricePeriod };
  propertyKind?: PropertyKind;
  street?: string;
  city?: string;
  province?: string;
  postalCode?: string;
  neighbourhood?: string;
  bedrooms?: number;
  bedroomsBelowGrade?: number;
  bathrooms?: number;
  bathroomsFull?: number;
  bathroomsHalf?: number;
  squareFootage?: number;
  lot?: { value: number; unit: LotSizeUnit };
  yearBuilt?: number;
  mlsNumber?: string;
  listingAgentName?: string;
  brokerageName?: string;
  geo?: GeoPoint;
};

export type ListingPage = {
  name: string;
  /** The site whose pages this one is modelled on. */
  site: string;
  /**
   * "tuned": the rules were developed against it; "held-out": written first and never tuned against;
   * "held-out-2", "held-out-3"…: a second, third… author's pages from other real pages, expected
   * facts written before the first run.
   */
  set: "tuned" | "held-out" | `held-out-${number}`;
  /** The trap or structure the page carries, in a few words. */
  traps: string;
  pageUrl: string;
  html: string;
  expected: ExpectedFacts;
};

export const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
