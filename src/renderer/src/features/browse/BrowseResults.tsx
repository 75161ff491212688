import { lazy, Suspense } from "react";
import { PropertyCard, PropertyCardSkeleton } from "@renderer/components/PropertyCard.tsx";
import { BROWSE_COUNT_CAP, useBrowseCount, useBrowsePosts } from "@renderer/data/posts/browse.ts";
import type { BrowseScope } from "@renderer/data/posts/keys.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import type { BrowseBox } from "@shared/validation/browse.ts";
import { FeedCard, FeedSkeleton } from "../feed/index.ts";
import { SavedSearches } from "../saved-searches/index.ts";
import { cardOf } from "./card-of.ts";
import { countText } from "./count-text.ts";

const SKELETONS = 8;
// Leaflet and the basemap load with the map, never with the list.
const ResultsMap = lazy(() => import("./map/ResultsMap.tsx"));

/** "Showing N properties…" for a filtered list; `place` is the search's text. */
function CountLine({ scope, place }: { scope: BrowseScope; place: string }) {
  const t = useT();
  const count = useBrowseCount(scope);
  const n = count.isSuccess ? countText(count.data, BROWSE_COUNT_CAP) : null;
  return (
    <p className="search-count" role="status">
      {n === null ? "\u00a0" : t(place ? (n === "1" ? "browse.countInOne" : "browse.countIn") : n === "1" ? "browse.countOne" : "browse.count", { n, place })}
    </p>
  );
}

type BrowseResultsProps = {
  scope: BrowseScope;
  variant: "feed" | "grid";
  /** The map beside the list (issue 19): its moves set the box of the scope. */
  map?: { onBoxChange: (box: BrowseBox) => void };
};

/**
 * The filtered, sorted list of a browse page (browse_posts) with its count line, in pages: feed cards or a grid of
 * search cards; in the map view, search cards beside the map of the same posts. Loaded on demand: the pages without
 * filters (the prerendered ones) do not need it.
 */
export default function BrowseResults({ scope, variant, map }: BrowseResultsProps) {
  const t = useT();
  return (
    <>
      <CountLine scope={scope} place={scope.q} />
      {/* Issue 19: "Save this search", for signed-in members. */}
      <Suspense fallback={null}>
        <SavedSearches q={scope.q} filters={scope.filters} />
      </Suspense>
      {map ? (
        <div className="browse-split">
          <div className="browse-split__map">
            <Suspense fallback={<div className="results-map results-map--loading" role="status">{t("browse.map.loading")}</div>}>
              <ResultsMap scope={scope} onBoxChange={map.onBoxChange} />
            </Suspense>
          </div>
          <div className="browse-split__list">
            <BrowseList scope={scope} variant="grid" />
          </div>
        </div>
      ) : (
        <BrowseList scope={scope} variant={variant} />
      )}
    </>
  );
}

function BrowseList({ scope, variant }: { scope: BrowseScope; variant: "feed" | "grid" }) {
  const t = useT();
  const list = useBrowsePosts(scope);
  if (list.isPending) {
    return variant === "feed" ? (
      <FeedSkeleton />
    ) : (
      <div className="card-grid" role="status" aria-label={t("browse.loading")}>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <PropertyCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!list.data) {
    return (
      <div className="state-panel state-panel--error" role="alert">
        <h2>{t("browse.error.title")}</h2>
        <p>{t("browse.error.text")}</p>
        <p className="state-panel__detail">{errorText(t, list.error)}</p>
      </div>
    );
  }
  const posts = list.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) {
    return (
      <div className="state-panel">
        <h2>{t("browse.empty.title")}</h2>
        <p>{scope.filters.bbox ? t("browse.emptyBox") : t("browse.empty.text")}</p>
      </div>
    );
  }
  return (
    <section aria-label={t("browse.results")} className={variant === "feed" ? "feed" : undefined}>
      {variant === "feed" ? (
        <div className="feed__list">
          {posts.map((post, i) => (
            <FeedCard key={post.id} post={post} priority={i === 0} />
          ))}
        </div>
      ) : (
        <ul className="card-grid card-grid--plain" aria-label={t("browse.resultsList")}>
          {posts.map((post, i) => (
            <li key={post.id} data-post-id={post.id}>
              <PropertyCard card={cardOf(post)} eager={i < 4} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <div className="feed__more">
          {list.isFetchNextPageError && !list.isFetchingNextPage ? (
            <p className="feed__more-error" role="alert">
              {t("feed.moreError")}
            </p>
          ) : null}
          <button type="button" className="btn btn--ghost" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t("feed.loadingMore") : list.isFetchNextPageError ? t("feed.retry") : t("feed.loadMore")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
