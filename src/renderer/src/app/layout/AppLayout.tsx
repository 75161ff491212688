import { Outlet } from "react-router-dom";
import { Header } from "./Header.tsx";
import { Footer } from "./Footer.tsx";
import { ScrollManager } from "./ScrollManager.tsx";
import { DesktopHost } from "../../features/desktop-tools/DesktopToolsNav.tsx";
import { useT } from "../../lib/i18n.tsx";

/** Page frame: skip link, header, the routed screen in <main>, footer. */
export function AppLayout() {
  const t = useT();
  return (
    <div className="app">
      <ScrollManager />
      <a className="skip-link" href="#main">
        {t("layout.skipToContent")}
      </a>
      <Header />
      <DesktopHost />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
