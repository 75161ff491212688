import { useDeferredValue, useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Seo, JsonLd } from "../../components/Seo.tsx";
import { Breadcrumbs, type Crumb } from "../../components/Breadcrumbs.tsx";
import { PropertyCard, PropertyCardSkeleton } from "../../components/PropertyCard.tsx";
import { errorText } from "../../lib/error-text.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import { LOCALE_PREFIX } from "@shared/i18n/locales.ts";
import { useRenderedCount } from "../../lib/use-rendered-count.ts";
import { useSearchPosts } from "../../data/posts/search.ts";
import { BrowseBar, BrowseResults, useBrowseParams } from "../browse/index.ts";
import { SearchForm } from "../../components/SearchForm.tsx";
import { searchDescription, searchKeywords, searchStructuredData, searchTitle } from "./search-seo.ts";
import { pageOrigin } from "@renderer/lib/served-page.ts";

const SKELETONS = 8;
const HASHTAG = /^#[\p{L}\p{N}_]+$/u;

/**
 * /search?q= (spec §2 'Search page'). With filters or a sort in the address (issue 19) the results come from
 * browse_posts (filtered and sorted in the database, with the same text matching); without, from search_posts.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const raw = params.get("q");
  const q = (raw ?? "").trim();
  const navigate = useNavigate();
  const t = useT();
  const { locale } = useLocale();
  // A search sent by the plain form (before the app had started) arrives untrimmed: the address shows it trimmed.
  useEffect(() => {
    if (raw === null || raw === q) return;
    const next = new URLSearchParams(params);
    if (q) next.set("q", q);
    else next.delete("q");
    void navigate(`/search${next.size > 0 ? `?${next.toString()}` : ""}`, { replace: true });
  }, [raw, q, params, navigate]);
  const { filters, view, active: filtered, setFilters, setView } = useBrowseParams();
  // A hashtag is looked for as itself (browse_posts), not as the prefix of any word (search_posts); the map (issue 19)
  // shows browse_posts' results too.
  const active = filtered || HASHTAG.test(q) || view === "map";
  const search = useSearchPosts(active ? "" : q);
  const scope = { q, filters };
  const crumbs: Crumb[] = [{ label: t("breadcrumbs.home"), to: "/" }, { label: t("member.search.crumb"), to: "/search" }];
  if (q) crumbs.push({ label: t("member.search.resultsFor", { q }) });
  // Results render as a deferred (interruptible) update: a grid of cards at once is a long task on a phone.
  const data = useDeferredValue(search.data);
  const results = data ?? [];
  const pending = search.isPending || (search.isSuccess && data !== search.data);
  const shown = useRenderedCount(results.length, SKELETONS / 2); // the first row of cards, then the rest
  return (
    <div>
      <Seo
        title={searchTitle(t, q)}
        description={searchDescription(t, q, pending || !search.isSuccess ? null : results.length)}
        keywords={searchKeywords(t, q)}
        canonicalPath={q ? `/search?q=${encodeURIComponent(q)}` : "/search"}
      />
      {!pending && search.isSuccess && results.length > 0 ? <JsonLd data={searchStructuredData(t, q, results, `${pageOrigin()}${LOCALE_PREFIX[locale]}`)} /> : null}
      <Breadcrumbs items={crumbs} />
      <header className="page-header">
        <h1>{q ? t("member.search.headingFor", { q }) : t("member.search.heading")}</h1>
        {!q && !active ? <p>{t("member.search.hint")}</p> : null}
        <div className="search-page__box">
          <SearchForm showsQuery placeholder={t("search.placeholder")} />
        </div>
        <BrowseBar filters={filters} onChange={setFilters} withCategory view={view} onViewChange={setView} />
        {active ? null : q ? (
          <p className="search-count" role="status">
            {!pending && search.isSuccess ? t(results.length === 1 ? "member.search.countOne" : "member.search.count", { count: results.length, q }) : "\u00a0"}
          </p>
        ) : null}
      </header>
      {active ? (
        <BrowseResults scope={scope} variant="grid" {...(view === "map" ? { map: { onBoxChange: (bbox) => setFilters({ ...filters, bbox }, { replace: true }) } } : {})} />
      ) : !q ? null : pending ? (
        <div className="card-grid" role="status" aria-label={t("member.search.loading")}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <PropertyCardSkeleton key={i} />
          ))}
        </div>
      ) : search.isError ? (
        <div className="state-panel state-panel--error" role="alert">
          <h2>{t("post.errorTitle")}</h2>
          <p>{t("member.search.errorText")}</p>
          <p className="state-panel__detail">{errorText(t, search.error)}</p>
        </div>
      ) : results.length === 0 ? (
        <div className="state-panel">
          <h2>{t("member.search.noneTitle")}</h2>
          <p>{t("member.search.noneText", { q })}</p>
          <p>{t("member.search.noneHint")}</p>
        </div>
      ) : (
        <>
        <h2 className="sr-only">{t("member.search.results")}</h2>
        <ul className="card-grid card-grid--plain" aria-label={t("member.search.resultsLabel")}>
          {results.slice(0, shown).map((card, i) => (
            <li key={card.id}>
              <PropertyCard card={card} eager={i < 4} />
            </li>
          ))}
        </ul>
        </>
      )}
    </div>
  );
}
