import { z } from "zod";
import { sanitizeCurrencyInput } from "../format/price.ts";
import { Constants } from "../database.types.ts";

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
    if (!/\d/.test(raw) || !Number.isFinite(value)) ctx.addIssue({ code: "custom", message: "Price must be a number" });
    else if (value <= 0) ctx.addIssue({ code: "custom", message: "Price must be positive" });
  })
  .transform((raw) => {
    const clean = raw === undefined ? "" : sanitizeCurrencyInput(raw);
    return clean === "" ? undefined : clean;
  });

/** Post form (spec §3 'Post form', §5 'Post'). The link rules are checked by `postLinkError`. */
export const postSchema = z.object({
  content: z.string().trim().min(1, "Post content cannot be empty.").max(POST_CONTENT_MAX, "Post content is too long."),
  category: z.enum(POST_CATEGORIES, { error: "Please select a category." }),
  street_address: optionalText,
  city: optionalText,
  province: optionalText,
  postal_code: optionalText,
  manual_price: manualPrice,
  listing_id: optionalText,
  custom_description: optionalText,
  additional_images: z.array(z.string()).optional(),
});
export type PostFormInput = z.input<typeof postSchema>;
export type PostFormValues = z.output<typeof postSchema>;
