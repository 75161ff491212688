import { Link } from "react-router-dom";
import { CATEGORY_LINKS } from "./nav-links.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** Footer sections (spec §2); About and Legal entries are placeholders without pages. */
export function Footer() {
  const hydrated = useHydrated();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <p className="footer__title">Real Estate Marketplace</p>
          <p>Homes, condos, commercial properties, land and businesses for sale across Canada.</p>
        </div>
        <nav aria-label="Explore" className="footer__section">
          <h2>Explore</h2>
          <ul>
            {CATEGORY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label="About" className="footer__section">
          <h2>About</h2>
          <ul>
            <li>Our Mission</li>
            <li>Careers</li>
            <li>Contact Us</li>
          </ul>
        </section>
        <section aria-label="Legal" className="footer__section">
          <h2>Legal</h2>
          <ul>
            <li>Terms of Service</li>
            <li>Privacy Policy</li>
          </ul>
        </section>
      </div>
      <p className="footer__copy">{`© ${hydrated ? `${new Date().getFullYear()} ` : ""}Real Estate Marketplace`}</p>
    </footer>
  );
}
