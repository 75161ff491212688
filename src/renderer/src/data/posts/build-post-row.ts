import type { LinkMetadata } from "@shared/link-intelligence/types.ts";
import type { PostFormValues } from "@shared/validation/post.ts";
import { findFirstUrl } from "@shared/validation/post-link.ts";
import type { Database } from "@shared/database.types.ts";
import type { PostLocation } from "../places/locate.ts";

type PostInsert = Database["public"]["Tables"]["posts"]["Insert"];
type PostUpdate = Database["public"]["Tables"]["posts"]["Update"];

/** What the composer sends: the checked form, the preview it was built from, and where each fact came from. */
export type CreatePostInput = {
  values: PostFormValues;
  metadata: LinkMetadata | null;
  whitelist: readonly string[] | null;
  /** posts.fact_origins: fact name to "page" or "member". */
  origins?: Record<string, "page" | "member">;
  /** The words the page used for the property type, kept while the member keeps the page's kind. */
  pagePropertyType?: string | null;
  location?: PostLocation | null;
};

function text(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === "" ? null : s;
}

/** The member-editable columns, as the form holds them: the same on insert and on an owner's edit. */
export function editableColumns({ values, origins, pagePropertyType, location }: Omit<CreatePostInput, "metadata" | "whitelist">): PostUpdate {
  return {
    description: values.content,
    category: values.category,
    title: values.title,
    property_kind: values.property_kind ?? null,
    property_type: values.property_kind && origins?.["propertyType"] === "page" ? (text(pagePropertyType) ?? null) : null,
    bedrooms: text(values.bedrooms),
    bathrooms: text(values.bathrooms),
    square_footage: text(values.square_footage),
    lot_size: text(values.lot_size),
    year_built: values.year_built ? Number(values.year_built) : null,
    mls_number: text(values.mls_number),
    street_address: text(values.street_address),
    city: text(values.city),
    province: text(values.province),
    postal_code: text(values.postal_code),
    location: [text(values.city), text(values.province)].filter(Boolean).join(", ") || null,
    manual_price: values.manual_price ? Number(values.manual_price) : null,
    listing_id: text(values.listing_id),
    custom_description: text(values.custom_description),
    additional_images: values.additional_images ?? [],
    fact_origins: origins ?? {},
    lat: location?.lat ?? null,
    lng: location?.lng ?? null,
    geo_precision: location?.precision ?? null,
  };
}

/**
 * The row to insert: the form's checked facts (prefilled from the preview, corrected by the member), and what only
 * the page gives (image, the price as the page wrote it, agent, brokerage) from the extractor (spec §7, issue 18).
 */
export function buildPostRow(userId: string, input: CreatePostInput): PostInsert {
  const { values, metadata } = input;
  const sd = metadata?.structuredData ?? null;
  return {
    ...editableColumns({ ...input, pagePropertyType: input.pagePropertyType ?? sd?.propertyType ?? null }),
    user_id: userId,
    description: values.content,
    category: values.category,
    title: values.title,
    url: findFirstUrl(values.content) ?? "",
    og_image_url: text(metadata?.imageUrl),
    status: "approved",
    listing_price: text(sd?.listingPrice),
    listing_agent: text(sd?.listingAgentName),
    brokerage: text(sd?.brokerageName),
  };
}
