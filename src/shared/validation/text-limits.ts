/**
 * The longest text the database accepts per column (check constraints in supabase/migrations/20261124101200 to
 * 20261124101400). Spec §5/§9 limits where the spec sets one; generous elsewhere. The link extractor clips what
 * it hands the composer to these, so the app's own writes always fit; the integration tests check the database
 * refuses one character more.
 */
export const POST_TEXT_LIMITS = {
  /** The listing link. Image URLs get more room: they may be data: URLs (the demo inlines its SVG pictures). */
  url: 2048,
  title: 300,
  og_image_url: 8192,
  listing_price: 200,
  property_type: 200,
  location: 300,
  bedrooms: 200,
  bathrooms: 200,
  square_footage: 200,
  mls_number: 200,
  listing_agent: 200,
  brokerage: 200,
  lot_size: 200,
  street_address: 300,
  city: 200,
  province: 200,
  postal_code: 200,
  listing_id: 200,
  custom_description: 2000,
} as const;

/** additional_images: at most this many (several drops of up to 10), each an image URL of at most POST_TEXT_LIMITS.og_image_url. */
export const POST_IMAGES_MAX = 30;
/** property_features: its JSON text at most this many bytes. */
export const POST_FEATURES_MAX_BYTES = 16_384;

export const PROFILE_TEXT_LIMITS = {
  full_name: 200,
  first_name: 200,
  last_name: 200,
  phone_number: 200,
  avatar_url: 2048,
  business_name: 200,
  license_number: 200,
  business_email: 320,
  business_phone: 200,
  website: 2048,
  bio: 500,
  street_address: 300,
  city: 200,
  province: 200,
  postal_code: 200,
} as const;

export const REPORT_REASON_MAX = 2000;
export const WHITELIST_DESCRIPTION_MAX = 500;

/** The longest a structured-data string from the link extractor may be (fits every post column it fills). */
export const EXTRACTED_TEXT_MAX = 100;

/** `text` cut to at most `max` code points (the database counts code points; never splits a surrogate pair). */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join("");
}
