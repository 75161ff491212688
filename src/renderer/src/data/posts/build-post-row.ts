import type { LinkMetadata } from "../../../../shared/link-intelligence/types.ts";
import type { PostFormValues } from "../../../../shared/validation/post.ts";
import { findFirstUrl } from "../../../../shared/validation/post-link.ts";
import type { Database } from "../../../../shared/database.types.ts";

type PostInsert = Database["public"]["Tables"]["posts"]["Insert"];

export type CreatePostInput = { values: PostFormValues; metadata: LinkMetadata | null; whitelist: readonly string[] | null };

function text(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === "" ? null : s;
}

/** The row to insert: form fields, and the extractor's structured data in the property fields (spec §7). */
export function buildPostRow(userId: string, { values, metadata }: CreatePostInput): PostInsert {
  const url = findFirstUrl(values.content) ?? "";
  const sd = metadata?.structuredData ?? null;
  return {
    user_id: userId,
    description: values.content,
    url,
    title: text(metadata?.title),
    og_image_url: text(metadata?.imageUrl),
    category: values.category,
    status: "approved",
    listing_price: text(sd?.listingPrice),
    property_type: text(sd?.propertyType),
    location: [sd?.address.city, sd?.address.province].filter(Boolean).join(", ") || null,
    bedrooms: text(sd?.bedrooms),
    bathrooms: text(sd?.bathrooms),
    square_footage: text(sd?.squareFootage),
    mls_number: text(sd?.mlsNumber),
    listing_agent: text(sd?.listingAgentName),
    brokerage: text(sd?.brokerageName),
    year_built: sd?.yearBuilt ?? sd?.features.yearBuilt ?? null,
    lot_size: text(sd?.lotSize),
    street_address: text(values.street_address) ?? text(sd?.address.street),
    city: text(values.city) ?? text(sd?.address.city),
    province: text(values.province) ?? text(sd?.address.province),
    postal_code: text(values.postal_code) ?? text(sd?.postalCode),
    manual_price: values.manual_price ? Number(values.manual_price) : null,
    listing_id: text(values.listing_id),
    custom_description: text(values.custom_description),
    additional_images: values.additional_images ?? [],
  };
}

