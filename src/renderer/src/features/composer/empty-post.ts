import type { PostFormInput } from "@shared/validation/post.ts";

/** A new post's form: every field empty, no category chosen. */
export const EMPTY_POST: PostFormInput = {
  content: "",
  category: undefined as unknown as PostFormInput["category"],
  title: "",
  property_kind: null,
  bedrooms: "",
  bathrooms: "",
  square_footage: "",
  lot_size: "",
  year_built: "",
  mls_number: "",
  street_address: "",
  city: "",
  province: "",
  postal_code: "",
  manual_price: "",
  listing_id: "",
  custom_description: "",
  additional_images: [],
};
