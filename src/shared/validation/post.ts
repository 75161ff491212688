import { z } from "zod";
import { sanitizeCurrencyInput } from "../format/price.ts";
import { Constants } from "../database.types.ts";
import { formatPostalCode, provinceCode } from "../address/canadian-address.ts";
import { PROPERTY_KINDS } from "../link-intelligence/types.ts";
import { message, type ValidationMessageKey } from "./messages.ts";

/** The post_category enum of the database (generated types). */
export const POST_CATEGORIES = Constants.public.Enums.post_category;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const POST_CONTENT_MAX = 2000;

const optionalText = z.string().optional();

/** Optional price text: stripped of everything but digits and one point, then a positive number. */
const manualPrice = z
  .string()
  .optional()
  .superRefine((raw, ctx) => {
    if (raw === undefined || raw.trim() === "") return;
    const value = Number(sanitizeCurrencyInput(raw));
    if (!/\d/.test(raw) || !Number.isFinite(value)) ctx.addIssue({ code: "custom", message: message("validation.post.priceNumber") });
    else if (value <= 0) ctx.addIssue({ code: "custom", message: message("validation.post.pricePositive") });
  })
  .transform((raw) => {
    const clean = raw === undefined ? "" : sanitizeCurrencyInput(raw);
    return clean === "" ? undefined : clean;
  });

/** An optional fact typed as text: empty is none; otherwise it must match, with the database's sentence. */
function fact(pattern: RegExp, text: ValidationMessageKey, extra?: (value: string) => boolean, normalize: (value: string) => string = (v) => v) {
  return z
    .string()
    .optional()
    .transform((raw) => normalize(raw?.trim().replace(/\s+/g, " ") ?? ""))
    .refine((v) => v === "" || (pattern.test(v) && (extra?.(v) ?? true)), text);
}

export const TITLE_REQUIRED = message("validation.post.titleRequired");
const THIS_YEAR = new Date().getFullYear();

/**
 * The listing facts of a post (issue 18), as the composer's "Listing details" shows them; the messages are the
 * sentences of the posts trigger (private.post_detail_errors), which checks the same rules.
 */
export const listingDetailsShape = {
  title: z.string({ error: TITLE_REQUIRED }).trim().min(1, TITLE_REQUIRED).max(300, message("validation.post.titleTooLong")),
  property_type: z.string().trim().max(200, message("validation.post.propertyTypeTooLong")).optional(),
  property_kind: z.enum(PROPERTY_KINDS).optional().nullable(),
  bedrooms: fact(/^\d{1,2}( ?\+ ?\d{1,2})?$/, message("validation.post.bedrooms")),
  bathrooms: fact(/^\d{1,2}(\.5)?$/, message("validation.post.bathrooms"), undefined, (v) => v.replace(/^(\d{1,2}),5$/, "$1.5")),
  square_footage: fact(/^\d{1,7}$/, message("validation.post.squareFootage"), (v) => Number(v) > 0),
  lot_size: z.string().trim().max(200, message("validation.post.lotSizeTooLong")).optional(),
  year_built: fact(/^\d{4}$/, message("validation.post.yearBuilt"), (v) => Number(v) >= 1600 && Number(v) <= THIS_YEAR + 5),
  mls_number: z.string().trim().max(200, message("validation.post.mlsTooLong")).optional(),
};

/** Address fields: free to correct; the province is stored as its code and the postal code as "A1A 1A1". */
export const addressShape = {
  street_address: z.string().trim().max(300, message("validation.post.streetTooLong")).optional(),
  city: z.string().trim().max(200, message("validation.post.cityTooLong")).optional(),
  province: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim() ?? "";
      if (v === "") return "";
      const code = provinceCode(v);
      if (code) return code;
      ctx.addIssue({ code: "custom", message: message("validation.post.province") });
      return z.NEVER;
    }),
  postal_code: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim() ?? "";
      if (v === "") return "";
      const code = formatPostalCode(v);
      if (code) return code;
      ctx.addIssue({ code: "custom", message: message("validation.post.postalCode") });
      return z.NEVER;
    }),
};

/** Post form (spec §3 'Post form', §5 'Post'; issue 18's listing details). The link rules are checked by `postLinkError`. */
export const postSchema = z.object({
  content: z.string().trim().min(1, message("validation.post.contentEmpty")).max(POST_CONTENT_MAX, message("validation.post.contentTooLong")),
  category: z.enum(POST_CATEGORIES, { error: message("validation.post.category") }),
  ...listingDetailsShape,
  ...addressShape,
  manual_price: manualPrice,
  listing_id: optionalText,
  custom_description: optionalText,
  additional_images: z.array(z.string()).optional(),
});
export type PostFormInput = z.input<typeof postSchema>;
export type PostFormValues = z.output<typeof postSchema>;
