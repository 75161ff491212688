import { lazy, Suspense, useEffect } from "react";
import { NavLink } from "react-router-dom";
import { getPlatform } from "../../platform/index.ts";
import { useSession } from "../../data/session/use-session.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import "./desktop-tools-nav.css";

// Plain React and a lazy banner: the website's header pays nothing for the desktop tools.
const SessionMemoryBanner = lazy(() => import("./components/SessionMemoryBanner.tsx"));

/** Whether this host offers the desktop tools (the routes render the 404 page otherwise). */
export function hasDesktopTools(): boolean {
  const { bulkLinkCheck, desktopSettings } = getPlatform().capabilities;
  return bulkLinkCheck && desktopSettings;
}

/** Header links to the desktop tools: desktop app only, signed-in members (agents) and admins. */
export function DesktopToolsNav({ onNavigate, label }: { onNavigate?: () => void; label?: string }) {
  const { session } = useSession();
  const t = useT();
  if (!hasDesktopTools() || !session) return null;
  return (
    <nav aria-label={label ?? t("desktop.nav.label")} className="header__tools">
      <NavLink to="/tools/link-checks" className="header__link" onClick={onNavigate}>
        {t("desktop.nav.linkChecks")}
      </NavLink>
      <NavLink to="/tools/settings" className="header__link" onClick={onNavigate}>
        {t("desktop.nav.settings")}
      </NavLink>
    </nav>
  );
}

/** What the desktop app adds to every page: the no-keyring warning, and its menus in the page's language. */
export function DesktopHost() {
  if (getPlatform().kind !== "desktop") return null;
  return (
    <>
      <DesktopLocale />
      <Suspense fallback={null}>
        <SessionMemoryBanner />
      </Suspense>
    </>
  );
}

/** Tells the main process the language the page shows (at start and on every switch). */
function DesktopLocale() {
  const { locale } = useLocale();
  useEffect(() => {
    void getPlatform().setLocale(locale).catch(() => undefined); // menus stay in the previous language
  }, [locale]);
  return null;
}
