import { Drawer } from "antd";
import AntdProvider from "../../components/AntdProvider.tsx";
import { NavLink } from "react-router-dom";
import { CATEGORY_LINKS } from "./nav-links.ts";
import { SearchForm } from "../../components/SearchForm.tsx";
import { AccountLinks } from "./AccountLinks.tsx";
import { DesktopToolsNav } from "../../features/desktop-tools/DesktopToolsNav.tsx";

/** The small-screen menu: a drawer with search, categories and account links. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AntdProvider>
    <Drawer id="mobile-menu" title="Menu" placement="right" open={open} onClose={onClose} size={300} closable={{ "aria-label": "Close menu" }}>
      <div className="mobile-menu">
        <SearchForm onSearched={onClose} />
        <nav aria-label="Categories (menu)" className="mobile-menu__links">
          {CATEGORY_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className="mobile-menu__link" onClick={onClose}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <DesktopToolsNav onNavigate={onClose} label="Desktop tools (menu)" />
        <AccountLinks vertical onNavigate={onClose} />
      </div>
    </Drawer>
    </AntdProvider>
  );
}
