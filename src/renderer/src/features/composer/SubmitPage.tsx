import { Seo } from "../../components/Seo.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { useT } from "../../lib/i18n.tsx";
import Composer from "./components/Composer.tsx";

/** /submit: the same composer on its own page (signed-in only). */
export default function SubmitPage() {
  const t = useT();
  const heading = t("composer.submit.heading");
  return (
    <div className="narrow-page">
      <Seo title={t("composer.pageTitle", { title: heading })} />
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), to: "/" }, { label: t("nav.submitPost") }]} />
      <header className="page-header">
        <h1>{heading}</h1>
        <p>{t("composer.submit.lead")}</p>
      </header>
      <Composer />
    </div>
  );
}
