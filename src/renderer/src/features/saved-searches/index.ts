import { lazy } from "react";

/**
 * Public surface of saved searches (issue 19): the browse pages' save button (its dialog loads when pressed) and the
 * dashboard's tab (antd, loaded with the tab, not with the search page).
 */
export { SaveSearchButton } from "./SaveSearchButton.tsx";
export const SavedSearchesTab = lazy(() => import("./SavedSearchesTab.tsx"));
