import { Link } from "react-router-dom";
import { Seo } from "../components/Seo.tsx";
import { useT } from "../lib/i18n.tsx";

/** Any unknown path (spec §2). */
export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <Seo title={t("notFound.pageTitle")} noindex />
      <h1 id="not-found-title" className="not-found__code">404</h1>
      <p className="not-found__text">{t("notFound.text")}</p>
      <Link className="not-found__link" to="/">
        {t("post.returnHome")}
      </Link>
    </section>
  );
}
