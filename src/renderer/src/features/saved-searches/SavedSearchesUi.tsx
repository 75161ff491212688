// What saved searches show (issue 19), loaded on demand (index.ts) as one component whose props say which part:
// one lazy import in the first screen's JavaScript for all three (the home page's budget, issue 6, is tight).
// Plain React here; the parts built with antd (the name dialog, the dashboard's tab) load in chunks of their own.
import { lazy } from "react";
import { hasBrowseFilters, type BrowseFilters } from "@shared/validation/browse.ts";
import { useSession } from "@renderer/data/session/use-session.ts";
import SaveSearchButton from "./SaveSearchButton.tsx";

const UnsubscribePage = lazy(() => import("./UnsubscribePage.tsx"));
const SavedSearchesTab = lazy(() => import("./SavedSearchesTab.tsx").then((m) => ({ default: m.SavedSearchesTab })));

export type SavedSearchesProps =
  /** "Save this search" on the search results, when there is a text or a filter; nothing for visitors. */
  | { q: string; filters: BrowseFilters }
  /** The dashboard's Saved Searches tab. */
  | { userId: string | null }
  /** No props: /unsubscribe?token=…, the e-mail's one-click link. */
  | Record<string, never>;

export default function SavedSearchesUi(props: SavedSearchesProps) {
  const { userId } = useSession();
  if ("filters" in props) return userId && (props.q || hasBrowseFilters(props.filters)) ? <SaveSearchButton q={props.q} filters={props.filters} /> : null;
  if ("userId" in props) return <SavedSearchesTab userId={props.userId} />;
  return <UnsubscribePage />;
}
