/** Public surface of the browse feature (issue 19): the filter bar, the filtered results, the address's filters. */
export { BrowseBar } from "./BrowseBar.tsx";
export { LazyBrowseResults as BrowseResults } from "./LazyBrowseResults.tsx";
export { useBrowseParams } from "./use-browse-params.ts";
