import type { PostFormInput } from "@shared/validation/post.ts";
import { PROPERTY_KINDS, type PropertyKind } from "@shared/link-intelligence/types.ts";
import type { Post } from "@renderer/data/posts/row.ts";
import type { PostLocation } from "@renderer/data/places/locate.ts";
import type { GeoPrecision } from "@shared/link-intelligence/types.ts";
import { foundFromOrigins, type FoundDetails } from "./listing-details.ts";

const s = (v: string | number | null | undefined): string => (v === null || v === undefined ? "" : String(v));
const isKind = (v: string | null | undefined): v is PropertyKind => (PROPERTY_KINDS as readonly string[]).includes(v ?? "");

/** A post as the form edits it (issue 18): the same fields as a new post, filled from the row. */
export function editValues(post: Post): PostFormInput {
  return {
    content: post.description,
    category: post.category,
    title: s(post.title),
    property_kind: isKind(post.property_kind) ? post.property_kind : null,
    bedrooms: s(post.bedrooms),
    bathrooms: s(post.bathrooms),
    square_footage: s(post.square_footage),
    lot_size: s(post.lot_size),
    year_built: s(post.year_built),
    mls_number: s(post.mls_number),
    street_address: s(post.street_address),
    city: s(post.city),
    province: s(post.province),
    postal_code: s(post.postal_code),
    manual_price: post.manual_price === null || post.manual_price === undefined ? "" : String(Number(post.manual_price)),
    listing_id: s(post.listing_id),
    custom_description: s(post.custom_description),
    additional_images: post.additional_images ?? [],
  };
}

/** The facts still marked "found on the page" when the edit opens. */
export function editFound(post: Post): FoundDetails {
  return foundFromOrigins(editValues(post), post.fact_origins ?? {});
}

export function storedLocation(post: Post): PostLocation | null {
  if (post.lat === null || post.lat === undefined || post.lng === null || post.lng === undefined || !post.geo_precision) return null;
  return { lat: post.lat, lng: post.lng, precision: post.geo_precision as GeoPrecision };
}
