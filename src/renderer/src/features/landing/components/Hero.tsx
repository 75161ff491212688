import { Link } from "react-router-dom";
import { SearchForm } from "@renderer/components/SearchForm.tsx";
import { useT } from "@renderer/lib/i18n.tsx";

/** Landing hero (spec §1): search box and the two buttons. */
export function Hero() {
  const t = useT();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">{t("home.hero.title")}</h1>
      <p className="hero__lead">{t("home.hero.lead")}</p>
      <div className="hero__search">
        <SearchForm size="large" placeholder={t("home.hero.searchPlaceholder")} />
      </div>
      <div className="hero__buttons">
        <Link to="/submit" className="btn btn--primary btn--large">
          {t("home.hero.post")}
        </Link>
        <Link to="/residential" className="btn btn--ghost btn--large">
          {t("home.hero.browse")}
        </Link>
      </div>
    </section>
  );
}
