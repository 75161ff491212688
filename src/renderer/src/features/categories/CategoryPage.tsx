import { Seo } from "../../components/Seo.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { FeedList } from "../feed/index.ts";
import { BrowseBar, BrowseResults, useBrowseParams } from "../browse/index.ts";
import { useT } from "../../lib/i18n.tsx";
import { browsePage, type BrowseCategory } from "./categories.ts";

/**
 * /residential, /commercial, /land, /business and /fsbo: breadcrumbs, heading, tagline and the category's feed; with
 * filters or a sort in the address (issue 19), the matching posts from the database instead, with their count.
 * The page's own text is in the catalogues (issue 22), and so are the browse bar and results.
 */
export default function CategoryPage({ category }: { category: BrowseCategory }) {
  const t = useT();
  const page = browsePage(category);
  const heading = t(page.heading);
  const label = t(page.label);
  const { filters, view, active, setFilters, setView } = useBrowseParams();
  const scope = { q: "", filters: { ...filters, category } };
  const map = view === "map";
  return (
    // The map view (issue 19) takes the page's width, the map beside the list.
    <div className={map ? undefined : "narrow-page"}>
      <Seo title={t("category.titleSuffix", { heading })} description={t(page.tagline)} canonicalPath={`/${category}`} translated />
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), to: "/" }, { label }]} />
      <header className="page-header">
        <h1>{heading}</h1>
        <p>{t(page.tagline)}</p>
      </header>
      <BrowseBar filters={filters} onChange={(next) => setFilters({ ...next, category: undefined })} view={view} onViewChange={setView} />
      <h2 className="sr-only">{t("category.posts", { label })}</h2>
      {map ? (
        <BrowseResults scope={scope} variant="grid" map={{ onBoxChange: (bbox) => setFilters({ ...filters, category: undefined, bbox }, { replace: true }) }} />
      ) : active ? (
        <BrowseResults scope={scope} variant="feed" />
      ) : (
        <FeedList category={category} />
      )}
    </div>
  );
}
