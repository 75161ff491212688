import { addressLine } from "@shared/format/titles.ts";
import type { Post } from "@renderer/data/posts/row.ts";
import type { PropertyCardData } from "@renderer/components/PropertyCard.tsx";

/** A post as a search card (image, title, price, address, key facts): the list's cards and the map's. */
export function cardOf(post: Post): PropertyCardData {
  return {
    id: post.id,
    title: post.title ?? null,
    price: post.manual_price ?? post.listing_price ?? null,
    address: addressLine(post) || post.location || null,
    imageUrl: post.og_image_url ?? post.additional_images?.[0] ?? null,
    propertyKind: post.property_kind ?? null,
    bedrooms: post.bedrooms == null ? null : String(post.bedrooms),
    bathrooms: post.bathrooms == null ? null : String(post.bathrooms),
    squareFootage: post.square_footage == null ? null : String(post.square_footage),
    otherHosts: post.property_other_hosts,
    members: post.property_members,
  };
}
