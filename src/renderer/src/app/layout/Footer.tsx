import { Link } from "react-router-dom";
import { CATEGORY_LINKS } from "./nav-links.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useT } from "../../lib/i18n.tsx";

/** Footer sections (spec §2); About and Legal entries are placeholders without pages. */
export function Footer() {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <p className="footer__title">{t("brand.name")}</p>
          <p>{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.explore")} className="footer__section">
          <h2>{t("footer.explore")}</h2>
          <ul>
            {CATEGORY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label={t("footer.about")} className="footer__section">
          <h2>{t("footer.about")}</h2>
          <ul>
            <li>{t("footer.mission")}</li>
            <li>{t("footer.careers")}</li>
            <li>{t("footer.contact")}</li>
          </ul>
        </section>
        <section aria-label={t("footer.legal")} className="footer__section">
          <h2>{t("footer.legal")}</h2>
          <ul>
            <li>{t("footer.terms")}</li>
            <li>{t("footer.privacy")}</li>
            <li>
              <Link to="/moderation-log">{t("footer.moderationLog")}</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="footer__copy">{`© ${hydrated ? `${new Date().getFullYear()} ` : ""}${t("brand.name")}`}</p>
    </footer>
  );
}
