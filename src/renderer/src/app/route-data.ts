import type { QueryClient } from "@tanstack/react-query";
import { matchRoutes } from "react-router-dom";
import { stripLocalePrefix } from "@shared/i18n/locales.ts";
import { APP_ROUTES } from "./routes.tsx";

const MATCHABLE = APP_ROUTES.map((route) => ({ path: route.path, route }));

/**
 * Starts loading what a public page shows first as soon as the app's code is there, while React is still
 * rendering the page (which would otherwise ask for it only once mounted). The page is found in the router's own
 * table (French pages are its routes under /fr), and its prefetch uses the same query options as the page, so the page finds the request under way.
 */
export function prefetchPageData(client: QueryClient, location: { pathname: string; search: string }): void {
  const match = matchRoutes(MATCHABLE, stripLocalePrefix(location.pathname))?.[0];
  match?.route.route.prefetch?.(client, { params: match.params, search: new URLSearchParams(location.search) });
}
