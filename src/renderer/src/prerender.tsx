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
import { localeOfPath, pathInLocale, type Locale } from "@shared/i18n/locales.ts";
import { compileCatalogue } from "@shared/i18n/compile.ts";
import { en } from "@shared/i18n/messages/en.ts";
import { fr } from "@shared/i18n/messages/fr.ts";
import { applyLocale } from "./lib/i18n.tsx";

const ENGLISH_PATHS = ["/", ...CATEGORY_LINKS.map((link) => link.to), "/fsbo"];

/** The public pages that render the same for everyone before their data arrives (spec §2), in both languages. */
export const PRERENDERED_PATHS: readonly string[] = [...ENGLISH_PATHS, ...ENGLISH_PATHS.map((path) => pathInLocale(path, "fr"))];

const MESSAGES = { en: compileCatalogue(en), fr: compileCatalogue(fr) };

function renderAt(location: string, routes: ReactNode, locale: Locale): string {
  applyLocale(locale);
  const Router = ({ children, basename }: { children: ReactNode; basename?: string }) => (
    <StaticRouter location={location} basename={basename}>
      {children}
    </StaticRouter>
  );
  return renderToString(
    <StrictMode>
      <AppProviders Router={Router} locale={locale} messages={MESSAGES[locale]}>
        {routes}
      </AppProviders>
    </StrictMode>,
  );
}

/** The language a prerendered page is in (its <html lang>). */
export function pageLocale(path: string): Locale {
  return localeOfPath(path);
}

/** One page as main.tsx renders it; React's hoisted head tags (title, meta, link) come first in the string. */
export function renderPage(path: string): string {
  return renderAt(path, <AppRoutes />, localeOfPath(path));
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
    "en",
  );
}
