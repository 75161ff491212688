import { Seo } from "../../components/Seo.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { FeedList } from "../feed/index.ts";
import { CATEGORY_PAGES, type CategoryRoute } from "./categories.ts";

/** /residential, /commercial, /land, /business: breadcrumbs, heading, tagline and the filtered feed. */
export default function CategoryPage({ category }: { category: CategoryRoute }) {
  const page = CATEGORY_PAGES[category];
  return (
    <div className="narrow-page">
      <Seo title={`${page.heading} | Real Estate Marketplace`} description={page.tagline} canonicalPath={`/${category}`} />
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: page.label }]} />
      <header className="page-header">
        <h1>{page.heading}</h1>
        <p>{page.tagline}</p>
      </header>
      <h2 className="sr-only">{`${page.label} posts`}</h2>
      <FeedList category={category} />
    </div>
  );
}
