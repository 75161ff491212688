import { supabase } from "../../lib/supabase.ts";
import { message } from "@shared/validation/messages.ts";
import { avatarPath, type ProfileInput } from "@shared/validation/profile.ts";
import { defineMutation } from "../mutation.ts";
import { profileKeys } from "./keys.ts";

/** Empty optional fields are stored as null. */
function toRow(values: ProfileInput) {
  const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    full_name: `${values.first_name.trim()} ${values.last_name.trim()}`.trim(),
    phone_number: blank(values.phone_number),
    business_category: values.business_category ?? null,
    business_name: blank(values.business_name),
    license_number: blank(values.license_number),
    business_email: blank(values.business_email),
    business_phone: blank(values.business_phone),
    website: blank(values.website),
    bio: blank(values.bio),
    street_address: blank(values.street_address),
    city: blank(values.city),
    province: blank(values.province),
    postal_code: blank(values.postal_code),
  };
}

/** Upserts the form fields plus id (spec §7). */
export const saveProfile = defineMutation({
  run: async (values: ProfileInput, { userId }) => {
    if (!userId) throw new Error(message("validation.member.signedOut"));
    const { error } = await supabase.from("profiles").upsert({ id: userId, ...toRow(values) });
    if (error) throw error;
  },
  invalidates: [profileKeys.all],
});

/** Uploads to avatars/{userId}/{timestamp}.{extension} and saves the path on the profile at once, on its own. */
export const uploadAvatar = defineMutation({
  run: async (file: File, { userId }): Promise<string> => {
    if (!userId) throw new Error(message("validation.member.avatarSignedOut"));
    const path = avatarPath(userId, file.name);
    const upload = await supabase.storage.from("avatars").upload(path, file, { contentType: file.type, upsert: false });
    if (upload.error) throw upload.error;
    const { error } = await supabase.from("profiles").upsert({ id: userId, avatar_url: path });
    if (error) throw error;
    return path;
  },
  invalidates: [profileKeys.all],
});
