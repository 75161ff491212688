import { useState } from "react";
import { Drawer } from "antd";
import AntdProvider from "../../components/AntdProvider.tsx";
import { NavLink } from "react-router-dom";
import { CATEGORY_LINKS } from "./nav-links.ts";
import { SearchForm } from "../../components/SearchForm.tsx";
import { AccountLinks } from "./AccountLinks.tsx";
import { DesktopToolsNav } from "../../features/desktop-tools/DesktopToolsNav.tsx";
import { useT } from "../../lib/i18n.tsx";

/**
 * The small-screen menu: a drawer with search, categories and account links. Closed with Esc or 'Close menu', it gives
 * the focus back to the menu button (once its closing animation ends, so the Header keeps it mounted). Closed by
 * going somewhere from it, the focus starts over on the new page instead, as after any other navigation.
 */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [returnFocus, setReturnFocus] = useState(true);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setReturnFocus(true);
  }
  function closeForNavigation() {
    setReturnFocus(false);
    onClose();
  }
  return (
    <AntdProvider>
    <Drawer
      id="mobile-menu"
      title={t("nav.menu")}
      placement="right"
      open={open}
      onClose={onClose}
      size={300}
      closable={{ "aria-label": t("nav.closeMenu") }}
      focusable={{ focusTriggerAfterClose: returnFocus }}
    >
      <div className="mobile-menu">
        <SearchForm onSearched={closeForNavigation} showsQuery />
        <nav aria-label={t("nav.categoriesMenu")} className="mobile-menu__links">
          {CATEGORY_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className="mobile-menu__link" onClick={closeForNavigation}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <DesktopToolsNav onNavigate={closeForNavigation} label={t("nav.desktopToolsMenu")} />
        <AccountLinks vertical onNavigate={closeForNavigation} />
      </div>
    </Drawer>
    </AntdProvider>
  );
}
