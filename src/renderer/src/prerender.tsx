/**
 * Build-time prerender (vite.prerender.ts runs it in Node after the website build): the HTML of the pages whose
 * first screen needs no data, so they paint before any JavaScript has run, and the app shell (header, footer,
 * a spinner in <main>) for every other route. main.tsx hydrates a page prerendered for its own path and renders
 * anything else from scratch.
 */
import { StrictMode, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router-dom";
import { AppProviders } from "./app/providers.tsx";
import { AppRoutes } from "./app/router.tsx";
import { AppLayout } from "./app/layout/AppLayout.tsx";
import { PageSpinner } from "./components/PageSpinner.tsx";
import { CATEGORY_LINKS } from "./app/layout/nav-links.ts";

/** The public pages that render the same for everyone before their data arrives (spec §2). */
export const PRERENDERED_PATHS: readonly string[] = ["/", ...CATEGORY_LINKS.map((link) => link.to)];

function renderAt(location: string, routes: ReactNode): string {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  return renderToString(
    <StrictMode>
      <AppProviders Router={Router}>{routes}</AppProviders>
    </StrictMode>,
  );
}

/** One page as main.tsx renders it; React's hoisted head tags (title, meta, link) come first in the string. */
export function renderPage(path: string): string {
  return renderAt(path, <AppRoutes />);
}

/** The frame every route shares, with the lazy-route spinner where the page goes. */
export function renderShell(): string {
  return renderAt(
    "/",
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<PageSpinner />} />
      </Route>
    </Routes>,
  );
}
