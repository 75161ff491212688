import { Seo } from "../../components/Seo.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import Composer from "./components/Composer.tsx";

/** /submit: the same composer on its own page (signed-in only). */
export default function SubmitPage() {
  return (
    <div className="narrow-page">
      <Seo title="Submit a Post | Real Estate Marketplace" />
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Submit Post" }]} />
      <header className="page-header">
        <h1>Submit a Post</h1>
        <p>Share a listing from a whitelisted site with the community.</p>
      </header>
      <Composer />
    </div>
  );
}
