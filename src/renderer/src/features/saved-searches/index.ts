import { lazy } from "react";

/**
 * Public surface of saved searches (issue 19), one component whose props say which part: <SavedSearches q filters />
 * the search page's "Save this search" (signed-in members), <SavedSearches userId /> the dashboard's tab, and
 * <SavedSearches /> the /unsubscribe page. Loaded when first rendered (under a Suspense), so the first screen's
 * JavaScript grows by this one lazy import only.
 */
export const SavedSearches = lazy(() => import("./SavedSearchesUi.tsx"));
export type { SavedSearchesProps } from "./SavedSearchesUi.tsx";
