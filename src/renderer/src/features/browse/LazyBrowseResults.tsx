import { lazy, Suspense, type ComponentProps } from "react";
import { FeedSkeleton } from "../feed/index.ts";

const BrowseResults = lazy(() => import("./BrowseResults.tsx"));

/** The filtered list (and the map), its code loaded when a page first has filters; the feed's skeleton meanwhile. */
export function LazyBrowseResults(props: ComponentProps<typeof BrowseResults>) {
  return (
    <Suspense fallback={<FeedSkeleton />}>
      <BrowseResults {...props} />
    </Suspense>
  );
}
