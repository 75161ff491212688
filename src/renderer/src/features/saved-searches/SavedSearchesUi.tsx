// What saved searches show (issue 19), loaded on demand (index.ts) as one component with a `part` prop: one lazy
// import in the first screen's JavaScript for all three. Plain React here; the parts built with antd (the name
// dialog, the dashboard's tab) load in chunks of their own.
import { lazy } from "react";
import { hasBrowseFilters, type BrowseFilters } from "@shared/validation/browse.ts";
import { useSession } from "@renderer/data/session/use-session.ts";
import SaveSearchButton from "./SaveSearchButton.tsx";

const UnsubscribePage = lazy(() => import("./UnsubscribePage.tsx"));
const SavedSearchesTab = lazy(() => import("./SavedSearchesTab.tsx").then((m) => ({ default: m.SavedSearchesTab })));

export type SavedSearchesProps =
  /** "Save this search" on the search results, when there is a text or a filter; nothing for visitors. */
  | { part: "save"; q: string; filters: BrowseFilters }
  /** The dashboard's Saved Searches tab. */
  | { part: "dashboard"; userId: string | null }
  /** /unsubscribe?token=…, the e-mail's one-click link. */
  | { part: "unsubscribe" };

export default function SavedSearchesUi(props: SavedSearchesProps) {
  const { userId } = useSession();
  if (props.part === "save") return userId && (props.q || hasBrowseFilters(props.filters)) ? <SaveSearchButton q={props.q} filters={props.filters} /> : null;
  if (props.part === "dashboard") return <SavedSearchesTab userId={props.userId} />;
  return <UnsubscribePage />;
}
