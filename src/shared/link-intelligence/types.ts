/** Result shapes of link metadata extraction (spec §3 and §7). Runtime-neutral. */

export type PricePeriod = "sale" | "month" | "week" | "day" | "year";

export type NormalisedPrice = { amount: number; currency: string; period: PricePeriod };

/** One vocabulary for property types (issue 18); the site's own words stay in `propertyType`. */
export const PROPERTY_KINDS = ["house", "semi-detached", "townhouse", "condo", "plex", "mobile", "land", "farm", "commercial", "business", "other"] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

export type LotSizeUnit = "ft2" | "acres" | "m2" | "hectares";
export type LotSize = { value: number; unit: LotSizeUnit; /** Frontage and depth in feet, when the page gives them. */ widthFt?: number; depthFt?: number };

/** Where a post's coordinates come from, finest first: the page's own geo data, the postal code's area, the city. */
export type GeoPrecision = "page" | "postal" | "city";
export type GeoPoint = { lat: number; lng: number };

export type StructuredListingData = {
  listingPrice: string | null;
  propertyType: string | null;
  address: { street: string | null; city: string | null; province: string | null };
  bedrooms: number | null;
  bathrooms: number | null;
  squareFootage: number | null;
  mlsNumber: string | null;
  listingAgentName: string | null;
  brokerageName: string | null;
  features: { yearBuilt: number | null };
  yearBuilt: number | null;
  lotSize: string | null;
  /** Normalised extras (optional). */
  price?: NormalisedPrice | null;
  postalCode?: string | null;
  bedroomsBelowGrade?: number | null;
  /** Issue 18 extras (optional, additive). */
  propertyKind?: PropertyKind | null;
  bathroomsFull?: number | null;
  bathroomsHalf?: number | null;
  lot?: LotSize | null;
  /** Borough or neighbourhood, kept apart from the municipality in `address.city`. */
  neighbourhood?: string | null;
  /** The page's own coordinates (JSON-LD geo, og/place meta, embedded JSON), never the publisher's office. */
  geo?: GeoPoint | null;
};

export type LinkMetadata = {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  images: string[];
  metaTags: Record<string, string>;
  structuredData: StructuredListingData | null;
  logs: string[];
  error: string | null;
  finalUrl?: string;
  blocked?: boolean;
  /** Field name (e.g. "title", "structuredData.bedrooms") to "source:rule" (e.g. "json-ld:RealEstateListing.numberOfRooms"). */
  sources?: Record<string, string>;
  locale?: string | null;
  offWhitelistRedirect?: boolean;
};

export type ExtractOptions = {
  /** Whitelisted domain names; when given with `requestedUrl`, a landing page off the whitelist is flagged. */
  whitelist?: readonly string[];
  /** The URL the user asked for, before redirects. */
  requestedUrl?: string;
  /** Log lines from the fetch stage, prepended to the result's logs. */
  logs?: string[];
  /** HTTP status the page came with (bot walls often answer 403/429/503). */
  status?: number;
};

/** A candidate value for one field, as produced by one source. */
export type Candidate<T> = { value: T; source: string };

/** Flat listing facts every source fills partially; merged by priority. */
export type ListingFacts = {
  title?: Candidate<string>;
  description?: Candidate<string>;
  images?: Candidate<string>[];
  imageAlt?: Candidate<string>;
  locale?: Candidate<string>;
  priceText?: Candidate<string>;
  price?: Candidate<NormalisedPrice | null>;
  /** Amounts the page's text labels as no asking price (a sold price, an estimate): never the price, whoever gives it. */
  otherPrices?: Candidate<number[]>;
  /**
   * Amounts a source gives as conversions of the listing's price into another currency (an international portal's
   * "€4,379,000" beside the dealer's "CA$6,950,000"): never the price, whoever gives it (page-statements.ts).
   */
  convertedPrices?: Candidate<number[]>;
  propertyType?: Candidate<string>;
  street?: Candidate<string>;
  city?: Candidate<string>;
  province?: Candidate<string>;
  postalCode?: Candidate<string>;
  bedrooms?: Candidate<number>;
  bedroomsBelowGrade?: Candidate<number>;
  bathrooms?: Candidate<number>;
  squareFootage?: Candidate<number>;
  mlsNumber?: Candidate<string>;
  listingAgentName?: Candidate<string>;
  brokerageName?: Candidate<string>;
  yearBuilt?: Candidate<number>;
  lotSize?: Candidate<string>;
  /** Issue 18: normalised facts a source can give directly (merge derives them otherwise). */
  propertyKind?: Candidate<PropertyKind>;
  /** Further type words ("Building Type", "Style") that say the kind when `propertyType` does not. */
  typeHints?: Candidate<string>[];
  neighbourhood?: Candidate<string>;
  bathroomsFull?: Candidate<number>;
  bathroomsHalf?: Candidate<number>;
  lot?: Candidate<LotSize>;
  geo?: Candidate<GeoPoint>;
};

export type FactKey = keyof ListingFacts;
