/** Result shapes of link metadata extraction (spec §3 and §7). Runtime-neutral. */

export type PricePeriod = "sale" | "month" | "week" | "day" | "year";

export type NormalisedPrice = { amount: number; currency: string; period: PricePeriod };

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
};

export type FactKey = keyof ListingFacts;
