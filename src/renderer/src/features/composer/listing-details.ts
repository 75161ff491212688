import type { LinkMetadata } from "@shared/link-intelligence/types.ts";
import type { PostFormInput } from "@shared/validation/post.ts";
import { formatPostalCode, provinceCode } from "@shared/address/canadian-address.ts";
import { parsePrice, sanitizeCurrencyInput } from "@shared/format/price.ts";

/** The facts the "Listing details" section shows, each marked found on the page or entered by the member (issue 18). */
export const DETAIL_FIELDS = ["title", "manual_price", "property_kind", "bedrooms", "bathrooms", "square_footage", "lot_size", "year_built", "mls_number", "street_address", "city", "province", "postal_code"] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** What was found on the page, as the form holds it (text). */
export type FoundDetails = Partial<Record<DetailField, string>>;

/** posts.fact_origins keys (the database accepts these names only). */
const ORIGIN_KEY: Record<DetailField, string> = {
  title: "title",
  manual_price: "price",
  property_kind: "propertyType",
  bedrooms: "bedrooms",
  bathrooms: "bathrooms",
  square_footage: "squareFootage",
  lot_size: "lotSize",
  year_built: "yearBuilt",
  mls_number: "mlsNumber",
  street_address: "street",
  city: "city",
  province: "province",
  postal_code: "postalCode",
};
export type FactOrigin = "page" | "member";
export type FactOrigins = Record<string, FactOrigin>;


const text = (v: string | number | null | undefined): string | undefined => {
  if (v === null || v === undefined) return undefined;
  const s = String(v).trim();
  return s === "" ? undefined : s;
};

/** A value as compared for the mark: spacing, the province's code, the postal code's form, the price's digits. */
export function comparable(field: DetailField, value: string | null | undefined): string {
  const v = (value ?? "").trim().replace(/\s+/g, " ");
  if (field === "province") return provinceCode(v) ?? v;
  if (field === "postal_code") return formatPostalCode(v) ?? v;
  if (field === "manual_price") return v === "" ? "" : String(Number(sanitizeCurrencyInput(v)));
  return v;
}

function bedrooms(above: number | null | undefined, below: number | null | undefined): string | undefined {
  if (above === null || above === undefined) return undefined;
  return below ? `${above} + ${below}` : String(above);
}

function bathrooms(metadata: NonNullable<LinkMetadata["structuredData"]>): string | undefined {
  const full = metadata.bathroomsFull;
  if (full !== null && full !== undefined) return metadata.bathroomsHalf ? `${full}.5` : String(full);
  const total = metadata.bathrooms;
  if (total === null || total === undefined) return undefined;
  return Number.isInteger(total * 2) ? String(total) : String(Math.floor(total));
}

function lotSize(sd: NonNullable<LinkMetadata["structuredData"]>): string | undefined {
  const lot = sd.lot;
  if (lot) {
    if (lot.widthFt && lot.depthFt) return `${lot.widthFt} x ${lot.depthFt} ft`;
    const unit = { ft2: "sq ft", acres: "acres", m2: "m²", hectares: "hectares" }[lot.unit];
    return `${lot.value} ${unit}`;
  }
  return text(sd.lotSize);
}

function price(sd: NonNullable<LinkMetadata["structuredData"]>): string | undefined {
  if (sd.price && sd.price.period === "sale" && sd.price.currency === "CAD") return String(sd.price.amount);
  if (sd.price) return undefined; // a rent or a foreign price is not a Canadian list price
  const n = parsePrice(sd.listingPrice);
  return n !== null && n > 0 ? String(n) : undefined;
}

/** The facts extraction found, as the form's text values; absent when the page did not give one. */
export function foundDetails(metadata: LinkMetadata | null): FoundDetails {
  if (!metadata) return {};
  const sd = metadata.structuredData;
  const found: FoundDetails = { title: text(metadata.title) };
  if (sd) {
    Object.assign(found, {
      manual_price: price(sd),
      property_kind: sd.propertyKind ?? undefined,
      bedrooms: bedrooms(sd.bedrooms, sd.bedroomsBelowGrade),
      bathrooms: bathrooms(sd),
      square_footage: sd.squareFootage ? String(Math.round(sd.squareFootage)) : undefined,
      lot_size: lotSize(sd),
      year_built: text(sd.yearBuilt ?? sd.features.yearBuilt),
      mls_number: text(sd.mlsNumber),
      street_address: text(sd.address.street),
      city: text(sd.address.city),
      province: sd.address.province ? (provinceCode(sd.address.province) ?? undefined) : undefined,
      postal_code: sd.postalCode ? (formatPostalCode(sd.postalCode) ?? undefined) : undefined,
    } satisfies FoundDetails);
  }
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined)) as FoundDetails;
}

/** "page" when the value is what the page gave, "member" when the member typed or changed it, null when empty. */
export function originOf(field: DetailField, value: string | null | undefined, found: FoundDetails): FactOrigin | null {
  const now = comparable(field, value);
  if (now === "") return null;
  const was = found[field];
  return was !== undefined && comparable(field, was) === now ? "page" : "member";
}

/** posts.fact_origins for the values about to be saved. */
export function factOrigins(values: Partial<Record<DetailField, string | null | undefined>>, found: FoundDetails): FactOrigins {
  const out: FactOrigins = {};
  for (const field of DETAIL_FIELDS) {
    const origin = originOf(field, values[field], found);
    if (origin) out[ORIGIN_KEY[field]] = origin;
  }
  return out;
}

/** An edited post's page-found facts, back from its stored origins: those still marked "page" keep the mark. */
export function foundFromOrigins(values: Partial<Record<DetailField, string | null | undefined>>, origins: Record<string, unknown>): FoundDetails {
  const found: FoundDetails = {};
  for (const field of DETAIL_FIELDS) {
    const value = values[field];
    if (origins[ORIGIN_KEY[field]] === "page" && value) found[field] = value;
  }
  return found;
}

/**
 * The form values after a new preview: a fact the page gave fills its field when the field is empty or still holds
 * what an earlier page gave; what the member typed stays.
 */
export function prefill(current: PostFormInput, previous: FoundDetails, next: FoundDetails): Partial<PostFormInput> {
  const updates: Partial<Record<DetailField, string>> = {};
  for (const field of DETAIL_FIELDS) {
    const value = next[field];
    if (value === undefined) continue;
    const now = comparable(field, (current[field] as string | null | undefined) ?? "");
    const before = previous[field];
    if (now === "" || (before !== undefined && comparable(field, before) === now)) updates[field] = value;
  }
  return updates as Partial<PostFormInput>;
}
