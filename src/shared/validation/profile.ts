import { z } from "zod";
import { Constants } from "../database.types.ts";
import { message } from "./messages.ts";

/** Business categories (spec §3, §9): the business_category enum of the database (generated types). */
export const BUSINESS_CATEGORIES = Constants.public.Enums.business_category;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];


export const BIO_MAX = 500;

const optionalText = z.string().optional();

/**
 * Dashboard profile form (spec §5). Empty strings are allowed for the optional e-mail and website. Messages are
 * catalogue keys (messages.ts); the categories' names are the catalogue's `member.businessCategory.*`.
 */
export const profileSchema = z.object({
  first_name: z.string().min(1, message("validation.profile.firstName")),
  last_name: z.string().min(1, message("validation.profile.lastName")),
  phone_number: optionalText,
  business_category: z.enum(BUSINESS_CATEGORIES).optional(),
  business_name: optionalText,
  license_number: optionalText,
  business_email: z.union([z.literal(""), z.string().email(message("validation.profile.email"))]).optional(),
  business_phone: optionalText,
  website: z.union([z.literal(""), z.string().url(message("validation.profile.url"))]).optional(),
  bio: z.string().max(BIO_MAX, message("validation.profile.bio")).optional(),
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
