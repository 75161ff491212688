import { parsePrice } from "@shared/format/price.ts";
import { addressLine, propertyTitle } from "@shared/format/titles.ts";
import type { Post } from "../../data/posts/row.ts";

/** RealEstateListing JSON-LD for /post/{id}, priced in CAD. */
export function postStructuredData(post: Post, origin: string) {
  const price = parsePrice(post.manual_price) ?? parsePrice(post.listing_price);
  const images = [post.og_image_url, ...(post.additional_images ?? [])].filter((x): x is string => Boolean(x));
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: propertyTitle(post.title),
    url: `${origin}/post/${post.id}`,
    datePosted: post.created_at,
    description: post.custom_description || post.description,
    ...(images.length ? { image: images } : {}),
    ...(addressLine(post) ? { address: { "@type": "PostalAddress", streetAddress: post.street_address ?? undefined, addressLocality: post.city ?? undefined, addressRegion: post.province ?? undefined, postalCode: post.postal_code ?? undefined, addressCountry: "CA" } } : {}),
    offers: { "@type": "Offer", ...(price !== null ? { price } : {}), priceCurrency: "CAD" },
  };
}
