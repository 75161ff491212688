import { Suspense } from "react";
import { PropertyCard, PropertyCardSkeleton } from "@renderer/components/PropertyCard.tsx";
import { addressLine } from "@shared/format/titles.ts";
import { BROWSE_COUNT_CAP, useBrowseCount, useBrowsePosts } from "@renderer/data/posts/browse.ts";
import type { BrowseScope } from "@renderer/data/posts/keys.ts";
import type { Post } from "@renderer/data/posts/row.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { FeedCard, FeedSkeleton } from "../feed/index.ts";
import { SavedSearches } from "../saved-searches/index.ts";
import { countText } from "./count-text.ts";

const SKELETONS = 8;

/** A post as a search card (image, title, price, address). */
function cardOf(post: Post) {
  return {
    id: post.id,
    title: post.title ?? null,
    price: post.manual_price ?? post.listing_price ?? null,
    address: addressLine(post) || post.location || null,
    imageUrl: post.og_image_url ?? post.additional_images?.[0] ?? null,
  };
}

/** "Showing N properties…" for a filtered list; `place` is the search's text. */
function CountLine({ scope, place }: { scope: BrowseScope; place: string }) {
  const count = useBrowseCount(scope);
  const n = count.isSuccess ? countText(count.data, BROWSE_COUNT_CAP) : null;
  return (
    <p className="search-count" role="status">
      {n === null ? "\u00a0" : place ? `Showing ${n} properties for sale in "${place}"` : `Showing ${n} properties for sale`}
    </p>
  );
}

/**
 * The filtered, sorted list of a browse page (browse_posts) with its count line, in pages: feed cards or a grid of
 * search cards. Loaded on demand: the pages without filters (the prerendered ones) do not need it.
 */
export default function BrowseResults({ scope, variant }: { scope: BrowseScope; variant: "feed" | "grid" }) {
  return (
    <>
      <CountLine scope={scope} place={scope.q} />
      {/* Issue 19: "Save this search", for signed-in members. */}
      <Suspense fallback={null}>
        <SavedSearches q={scope.q} filters={scope.filters} />
      </Suspense>
      <BrowseList scope={scope} variant={variant} />
    </>
  );
}

function BrowseList({ scope, variant }: { scope: BrowseScope; variant: "feed" | "grid" }) {
  const list = useBrowsePosts(scope);
  if (list.isPending) {
    return variant === "feed" ? (
      <FeedSkeleton />
    ) : (
      <div className="card-grid" role="status" aria-label="Loading results">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <PropertyCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!list.data) {
    return (
      <div className="state-panel state-panel--error" role="alert">
        <h2>Something went wrong</h2>
        <p>We couldn't perform the search. Please try again later.</p>
        <p className="state-panel__detail">{errorMessage(list.error)}</p>
      </div>
    );
  }
  const posts = list.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) {
    return (
      <div className="state-panel">
        <h2>No homes found</h2>
        <p>No listings match these filters. Try a wider price range or fewer filters.</p>
      </div>
    );
  }
  return (
    <section aria-label="Results" className={variant === "feed" ? "feed" : undefined}>
      {variant === "feed" ? (
        <div className="feed__list">
          {posts.map((post, i) => (
            <FeedCard key={post.id} post={post} priority={i === 0} />
          ))}
        </div>
      ) : (
        <ul className="card-grid card-grid--plain" aria-label="Search results">
          {posts.map((post, i) => (
            <li key={post.id}>
              <PropertyCard card={cardOf(post)} eager={i < 4} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <div className="feed__more">
          {list.isFetchNextPageError && !list.isFetchingNextPage ? (
            <p className="feed__more-error" role="alert">
              Could not load more posts.
            </p>
          ) : null}
          <button type="button" className="btn btn--ghost" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? "Loading..." : list.isFetchNextPageError ? "Retry" : "Load more"}
          </button>
        </div>
      ) : null}
    </section>
  );
}
