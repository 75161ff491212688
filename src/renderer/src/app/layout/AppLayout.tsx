import { Outlet } from "react-router-dom";
import { Header } from "./Header.tsx";
import { Footer } from "./Footer.tsx";
import { DesktopSessionBanner } from "../../features/desktop-tools/DesktopToolsNav.tsx";

/** Page frame: skip link, header, the routed screen in <main>, footer. */
export function AppLayout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <DesktopSessionBanner />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
