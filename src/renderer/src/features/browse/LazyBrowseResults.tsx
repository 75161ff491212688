import { lazy, Suspense } from "react";
import type { BrowseScope } from "@renderer/data/posts/keys.ts";
import { FeedSkeleton } from "../feed/index.ts";

const BrowseResults = lazy(() => import("./BrowseResults.tsx"));

/** The filtered list, its code loaded when a page first has filters; the feed's skeleton meanwhile. */
export function LazyBrowseResults({ scope, variant }: { scope: BrowseScope; variant: "feed" | "grid" }) {
  return (
    <Suspense fallback={<FeedSkeleton />}>
      <BrowseResults scope={scope} variant={variant} />
    </Suspense>
  );
}
