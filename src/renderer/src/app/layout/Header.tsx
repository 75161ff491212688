import { lazy, Suspense, useState } from "react";
import { Link, NavLink } from "react-router-dom";
import { MenuIcon } from "../../components/icons.tsx";
import { CATEGORY_LINKS } from "./nav-links.ts";
import { SearchForm } from "../../components/SearchForm.tsx";
import { AccountLinks } from "./AccountLinks.tsx";
import { DesktopToolsNav } from "../../features/desktop-tools/DesktopToolsNav.tsx";
import { useT } from "../../lib/i18n.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
const MobileMenu = lazy(() => import("./MobileMenu.tsx"));

/** Site header (spec §2): brand, category links, search, account links; a drawer menu on small screens. */
export function Header() {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  // Loaded on the first open and kept mounted after: the drawer gives focus back to the menu button only at the end
  // of its closing animation, which an unmounted drawer never reaches.
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__brand">
          {t("brand.name")}
        </Link>
        <nav aria-label={t("nav.categories")} className="header__categories">
          {CATEGORY_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className="header__link">
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="header__search">
          <SearchForm showsQuery />
        </div>
        <DesktopToolsNav />
        <LanguageSwitch />
        <div className="header__account">
          <AccountLinks />
        </div>
        <button
          type="button"
          className="header__menu-button"
          aria-label={t("nav.openMenu")}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </button>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
