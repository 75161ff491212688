import { queryOptions } from "@tanstack/react-query";
import { isLocale, type Locale } from "@shared/i18n/locales.ts";
import { supabase } from "../../lib/supabase.ts";
import { profileKeys } from "./keys.ts";

/**
 * The member's chosen language (profiles.locale), null until they choose one or without a profile row. The first
 * screen reads it (LocaleSync); saving it is in save-locale.ts, loaded on demand.
 */
export function profileLocaleQuery(userId: string | null) {
  return queryOptions({
    queryKey: profileKeys.locale(userId),
    queryFn: async (): Promise<Locale | null> => {
      if (!userId) return null;
      const { data, error } = await supabase.from("profiles").select("locale").eq("id", userId).maybeSingle();
      if (error) throw error;
      return isLocale(data?.locale) ? data.locale : null;
    },
    enabled: userId !== null,
  });
}
