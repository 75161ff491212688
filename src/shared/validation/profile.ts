import { z } from "zod";
import { Constants } from "../database.types.ts";

/** Business categories (spec §3, §9): the business_category enum of the database (generated types). */
export const BUSINESS_CATEGORIES = Constants.public.Enums.business_category;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const BUSINESS_CATEGORY_LABELS: Record<BusinessCategory, string> = {
  real_estate_agent: "Real Estate Agent",
  broker: "Broker",
  developer: "Developer",
  property_manager: "Property Manager",
  other: "Other",
};

export const BIO_MAX = 500;

const optionalText = z.string().optional();

/** Dashboard profile form (spec §5). Empty strings are allowed for the optional e-mail and website. */
export const profileSchema = z.object({
  first_name: z.string().min(1, "First name is required"),
  last_name: z.string().min(1, "Last name is required"),
  phone_number: optionalText,
  business_category: z.enum(BUSINESS_CATEGORIES).optional(),
  business_name: optionalText,
  license_number: optionalText,
  business_email: z.union([z.literal(""), z.string().email("Invalid email address")]).optional(),
  business_phone: optionalText,
  website: z.union([z.literal(""), z.string().url("Invalid URL")]).optional(),
  bio: z.string().max(BIO_MAX, "Bio must be less than 500 characters").optional(),
  street_address: optionalText,
  city: optionalText,
  province: optionalText,
  postal_code: optionalText,
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** Avatar input (spec §9): png, jpeg, gif. */
export const AVATAR_MIME_TYPES = ["image/png", "image/jpeg", "image/gif"] as const;

export function isAllowedAvatarType(type: string): boolean {
  return (AVATAR_MIME_TYPES as readonly string[]).includes(type);
}

/** Storage path {userId}/{timestamp}.{extension} in bucket 'avatars' (spec §7). */
export function avatarPath(userId: string, fileName: string, now: number = Date.now()): string {
  const dot = fileName.lastIndexOf(".");
  const extension = dot > -1 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : "png";
  return `${userId}/${now}.${extension}`;
}

/** Avatar initials (spec §2): first two letters of the e-mail uppercased, or 'U'. */
export function avatarInitials(email: string | null | undefined): string {
  const text = (email ?? "").trim();
  return text === "" ? "U" : text.slice(0, 2).toUpperCase();
}
