import type { QueryClient } from "@tanstack/react-query";
import { message } from "@shared/validation/messages.ts";
import type { Locale } from "@shared/i18n/locales.ts";
import { supabase } from "../../lib/supabase.ts";
import { defineMutation, invalidateRoots } from "../mutation.ts";
import { profileKeys } from "./keys.ts";

/**
 * Saves the language the member switched to on their profile, so their other devices follow it and the database's
 * e-mails are written in it, and on their account's metadata (`locale`), which hosted Auth's e-mail templates read
 * (README, "English and French"). Its own module,
 * loaded when the member switches: the data layer's mutation helpers (and the error mapping they bring) stay out of
 * the first screen's JavaScript.
 */
export const saveProfileLocale = defineMutation({
  run: async (locale: Locale, { userId }) => {
    if (!userId) throw new Error(message("validation.member.localeSignedOut"));
    const { error } = await supabase.from("profiles").update({ locale }).eq("id", userId);
    if (error) throw error;
    const account = await supabase.auth.updateUser({ data: { locale } });
    if (account.error) throw account.error;
  },
  invalidates: [profileKeys.all],
});

/** The mutation run from the header's switch (no screen state to update): saved, then the profile queries refreshed. */
export async function saveMemberLocale(client: QueryClient, userId: string, locale: Locale): Promise<void> {
  await saveProfileLocale.run(locale, { userId });
  await invalidateRoots(client, saveProfileLocale.invalidates);
}
