import { useDeferredValue, useEffect, useMemo, useRef } from "react";
import { useRenderedCount } from "@renderer/lib/use-rendered-count.ts";
import { flattenFeed, useFeed } from "@renderer/data/posts/feed.ts";
import type { PostCategory } from "@renderer/data/posts/keys.ts";
import { FeedCard } from "./FeedCard.tsx";
import { FeedSkeleton } from "./FeedSkeleton.tsx";
import { useT } from "@renderer/lib/i18n.tsx";
import { useHydrated } from "@renderer/lib/use-hydrated.ts";
import { servedWithData } from "@renderer/lib/served-page.ts";

/** The approved feed, in pages: more load on 'Load more' or when the end scrolls into view. */
export function FeedList({ category = null }: { category?: PostCategory | null }) {
  const t = useT();
  const feed = useFeed(category);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  // New pages render as a deferred (interruptible) update: ten cards at once are a long task on a phone.
  // The first render shows the skeleton, as the page built without data does, even if the data came first; so does
  // a change of category until the new category's cards are ready. A page the web server sent with its cards
  // (served-page.ts) shows them from the first render, on the server and while the browser adopts that HTML.
  // A refetch of the same list keeps the cards on screen (and any dialog open on one) while the new answer renders.
  const fetched = useMemo(() => (feed.data ? { category, pages: feed.data.pages } : null), [category, feed.data]);
  const adopting = !useHydrated() && servedWithData();
  const rendered = useDeferredValue(fetched, adopting ? fetched : null);
  const stale = rendered?.category !== category;
  const posts = flattenFeed(stale ? undefined : rendered?.pages);
  // Two cards first (what a screen shows), the rest after they painted; more pages load only once all are shown.
  const shown = useRenderedCount(posts.length, 2);
  // Shown in full, and the deferred pages caught up with the fetched ones: while a fetched page waits to render,
  // the end of the list is still in view and would ask for the page after it, and so on through the whole feed.
  const complete = rendered === fetched && shown === posts.length;

  useEffect(() => {
    const el = sentinel.current;
    // Not after a failed page: the end of the list is still in view and would ask again and again; 'Retry' does.
    if (!el || !complete || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "600px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [complete, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (feed.isPending) return <FeedSkeleton />;
  // The error panel only when there is nothing to show: TanStack Query keeps the pages (status 'error') when a
  // refetch or a later page fails, and those cards stay.
  if (!feed.data) {
    return (
      <div className="state-panel state-panel--error" role="alert">
        <p>{t("feed.error")}</p>
      </div>
    );
  }
  if (stale) return <FeedSkeleton />;
  if (posts.length === 0) {
    return (
      <div className="state-panel">
        <p>{t("feed.empty")}</p>
      </div>
    );
  }
  return (
    <section aria-label={t("feed.label")} className="feed">
      <div className="feed__list">
        {posts.slice(0, shown).map((post, i) => (
          <FeedCard key={post.id} post={post} priority={i === 0} />
        ))}
      </div>
      <div ref={sentinel} />
      {complete && hasNextPage ? (
        <div className="feed__more">
          {isFetchNextPageError && !isFetchingNextPage ? (
            <p className="feed__more-error" role="alert">
              {t("feed.moreError")}
            </p>
          ) : null}
          <button type="button" className="btn btn--ghost" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {t(isFetchingNextPage ? "feed.loadingMore" : isFetchNextPageError ? "feed.retry" : "feed.loadMore")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
