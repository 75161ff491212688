import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../data/session/use-session.ts";
import { profileLocaleQuery } from "../../data/profiles/locale.ts";
import { useLocale } from "../../lib/i18n.tsx";

/**
 * A member's language follows them: once per sign-in, the language saved on their profile (from another device or
 * an earlier visit) becomes the page's, when it differs. Later changes are theirs (the header's switch saves them).
 */
export function LocaleSync() {
  const { userId } = useSession();
  const { locale, switchLocale } = useLocale();
  const saved = useQuery(profileLocaleQuery(userId));
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || !saved.isSuccess || appliedFor.current === userId) return;
    appliedFor.current = userId;
    if (saved.data && saved.data !== locale) void switchLocale(saved.data);
  }, [userId, saved.isSuccess, saved.data, locale, switchLocale]);
  return null;
}
