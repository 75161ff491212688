import * as z from "zod/mini";
import { Constants } from "@shared/database.types.ts";

const text = z.nullish(z.string());
const numberish = z.nullish(z.union([z.number(), z.string()]));

/** A post row as the feed and the post page read it, with the author's public profile embedded. */
export const postRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  description: z.string(),
  url: z.string(),
  title: text,
  og_image_url: text,
  category: z.enum(Constants.public.Enums.post_category),
  status: z.enum(Constants.public.Enums.post_status),
  listing_price: text,
  property_type: text,
  location: text,
  bedrooms: numberish,
  bathrooms: numberish,
  square_footage: numberish,
  mls_number: text,
  listing_agent: text,
  brokerage: text,
  year_built: z.nullish(z.number()),
  lot_size: text,
  street_address: text,
  city: text,
  province: text,
  postal_code: text,
  manual_price: numberish,
  listing_id: text,
  custom_description: text,
  additional_images: z.nullish(z.array(z.string())),
  is_featured: z.nullish(z.boolean()),
  property_kind: text,
  fact_origins: z.nullish(z.record(z.string(), z.unknown())),
  lat: z.nullish(z.number()),
  lng: z.nullish(z.number()),
  geo_precision: text,
  /** The re-check's drop from the first price seen (issue 20): the card's "Price reduced". */
  source_price_drop: numberish,
  /** One card per property (issue 20): the sites its other posts link to and how many members posted it. */
  property_other_hosts: z.nullish(z.array(z.string())),
  property_members: z.nullish(z.number()),
  created_at: z.string(),
  author: z.nullish(z.object({ username: text, avatar_url: text })),
});
export type Post = z.infer<typeof postRowSchema>;

/** The select list: every post column the screens use and the author (posts.user_id -> public_profiles). */
export const POST_SELECT =
  "id, user_id, description, url, title, og_image_url, category, status, listing_price, property_type, location, bedrooms, bathrooms, square_footage, mls_number, listing_agent, brokerage, year_built, lot_size, street_address, city, province, postal_code, manual_price, listing_id, custom_description, additional_images, is_featured, property_kind, fact_origins, lat, lng, geo_precision, source_price_drop, property_other_hosts, property_members, created_at, author:public_profiles(username, avatar_url)";

/** A listing card (search_posts and get_featured_posts answer the same shape). */
export const listingCardSchema = z.object({
  id: z.string(),
  title: z.nullable(z.string()),
  price: z.nullable(z.union([z.number(), z.string()])),
  address: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  /** The key facts on the card (issue 19): type, beds, baths and size, as stored. */
  propertyKind: text,
  bedrooms: text,
  bathrooms: text,
  squareFootage: text,
  /** search_posts only (issue 20): the property's other sites and members, for the card's reach line. */
  otherHosts: z.optional(z.nullable(z.array(z.string()))),
  members: z.optional(z.nullable(z.number())),
});
export type ListingCard = z.infer<typeof listingCardSchema>;
