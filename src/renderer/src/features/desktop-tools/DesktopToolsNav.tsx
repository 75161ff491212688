import { lazy, Suspense } from "react";
import { NavLink } from "react-router-dom";
import { getPlatform } from "../../platform/index.ts";
import { useSession } from "../../data/session/use-session.ts";
import "./desktop-tools-nav.css";

// Plain React and a lazy banner: the website's header pays nothing for the desktop tools.
const SessionMemoryBanner = lazy(() => import("./components/SessionMemoryBanner.tsx"));

/** Whether this host offers the desktop tools (the routes render the 404 page otherwise). */
export function hasDesktopTools(): boolean {
  const { bulkLinkCheck, desktopSettings } = getPlatform().capabilities;
  return bulkLinkCheck && desktopSettings;
}

/** Header links to the desktop tools: desktop app only, signed-in members (agents) and admins. */
export function DesktopToolsNav({ onNavigate, label = "Desktop tools" }: { onNavigate?: () => void; label?: string }) {
  const { session } = useSession();
  if (!hasDesktopTools() || !session) return null;
  return (
    <nav aria-label={label} className="header__tools">
      <NavLink to="/tools/link-checks" className="header__link" onClick={onNavigate}>
        Link checks
      </NavLink>
      <NavLink to="/tools/settings" className="header__link" onClick={onNavigate}>
        Settings
      </NavLink>
    </nav>
  );
}

/** The no-keyring warning, desktop app only. */
export function DesktopSessionBanner() {
  if (getPlatform().kind !== "desktop") return null;
  return (
    <Suspense fallback={null}>
      <SessionMemoryBanner />
    </Suspense>
  );
}
