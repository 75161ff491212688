import { useLocation } from "react-router-dom";
import { LOCALE_PREFIX, pathInLocale, type Locale } from "@shared/i18n/locales.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import { useSession } from "../../data/session/use-session.ts";
import { useQueryClient } from "@tanstack/react-query";

/**
 * The header's language switch: a link to the same page in the other language (named in that language, marked
 * with its lang and hreflang, so screen readers pronounce it and it works without the app's code; 'FR' / 'EN' on
 * small screens, where the header has room for little else). With the app
 * running it switches in place, remembers the choice, and saves it on a member's profile.
 */
export function LanguageSwitch() {
  const { locale, switchLocale } = useLocale();
  const t = useT();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const { pathname, search, hash } = useLocation(); // inside the router: the path without the language's base
  const other: Locale = locale === "fr" ? "en" : "fr";
  const href = `${pathInLocale(`${LOCALE_PREFIX[locale]}${pathname === "/" ? "" : pathname}` || "/", other)}${search}${hash}`;
  return (
    <a
      href={href}
      lang={other}
      hrefLang={other}
      className="btn btn--ghost language-switch"
      aria-label={t("language.switchLabel")}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        void switchLocale(other);
        if (userId) {
          void import("../../data/profiles/save-locale.ts")
            .then(({ saveMemberLocale }) => saveMemberLocale(queryClient, userId, other))
            .catch(() => undefined); // the page has switched; the profile keeps the earlier choice until the next switch
        }
      }}
    >
      <span className="language-switch__long">{t("language.switchTo")}</span>
      <span className="language-switch__short" aria-hidden>
        {t("language.short")}
      </span>
    </a>
  );
}
