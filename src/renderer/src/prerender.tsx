/**
 * Build-time prerender (vite.prerender.ts runs it in Node after the website build): the HTML of the pages whose
 * first screen needs no data, so they paint before any JavaScript has run, and the app shell (header, footer,
 * a spinner in <main>) for every other route. main.tsx hydrates a page prerendered for its own path and renders
 * anything else from scratch.
 */
import { StrictMode, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { Route, Routes, StaticRouter } from "react-router-dom";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { createClient } from "@supabase/supabase-js";
import type { Database } from "@shared/database.types.ts";
import type { PageRenderApi, RenderedPage } from "@shared/seo/page-template.ts";
import { postIdOfPath } from "@shared/seo/post-social.ts";
import { postKeys } from "./data/posts/keys.ts";
import type { Post } from "./data/posts/row.ts";
import { makeQueryClient } from "./lib/query-client.ts";
import { setServerSupabase } from "./lib/supabase.prerender.ts";
import { setServerPage } from "./lib/served-page.ts";
import { prefetchPageData } from "./app/route-data.ts";
import { AppProviders } from "./app/providers.tsx";
import { AppRoutes } from "./app/router.tsx";
import { AppLayout } from "./app/layout/AppLayout.tsx";
import { PageSpinner } from "./components/PageSpinner.tsx";
import { CATEGORY_LINKS } from "./app/layout/nav-links.ts";
import { localeOfPath, pathInLocale, stripLocalePrefix, type Locale } from "@shared/i18n/locales.ts";
import { compileCatalogue } from "@shared/i18n/compile.ts";
import { en } from "@shared/i18n/messages/en.ts";
import { fr } from "@shared/i18n/messages/fr.ts";
import { applyLocale } from "./lib/i18n.tsx";

const ENGLISH_PATHS = ["/", ...CATEGORY_LINKS.map((link) => link.to), "/fsbo"];

/** The public pages that render the same for everyone before their data arrives (spec §2), in both languages. */
export const PRERENDERED_PATHS: readonly string[] = [...ENGLISH_PATHS, ...ENGLISH_PATHS.map((path) => pathInLocale(path, "fr"))];

const MESSAGES = { en: compileCatalogue(en), fr: compileCatalogue(fr) };

function appAt(location: string, routes: ReactNode, locale: Locale, client?: QueryClient): ReactNode {
  applyLocale(locale);
  const Router = ({ children, basename }: { children: ReactNode; basename?: string }) => (
    <StaticRouter location={location} basename={basename}>
      {children}
    </StaticRouter>
  );
  return (
    <StrictMode>
      <AppProviders Router={Router} locale={locale} messages={MESSAGES[locale]} {...(client ? { client } : {})}>
        {routes}
      </AppProviders>
    </StrictMode>
  );
}

function renderAt(location: string, routes: ReactNode, locale: Locale): string {
  return renderToString(appAt(location, routes, locale));
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

/** Pages whose first screen is a list or a listing read as a visitor: the web server renders them with their data. */
const SERVER_RENDERED = /^\/(?:residential|commercial|land|rental|fsbo|search|post\/[0-9a-f-]{36})\/?$/i;

/** Whether the web server renders this address with its data (renderRequest); any filter or view stays the browser's. */
export function rendersWithData(url: URL): boolean {
  const rest = [...url.searchParams.keys()].filter((key) => key !== "q");
  return SERVER_RENDERED.test(stripLocalePrefix(url.pathname)) && rest.length === 0 && (url.pathname.endsWith("/search") || !url.searchParams.has("q"));
}

let client: { key: string; api: PageRenderApi; supabase: ReturnType<typeof createClient<Database>> } | null = null;

class NoSocket {
  constructor() {
    // eslint-disable-next-line i18n/no-literal-text -- a developer's error, never shown to members
    throw new Error("A page render does not open sockets.");
  }
}

/** One client per origin and server, made on first use. */
function serverClient(origin: string, api: PageRenderApi) {
  const base = api.url ?? origin;
  if (client?.key !== base || client.api !== api) {
    const supabase = createClient<Database>(base, api.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...(api.fetch ? { global: { fetch: api.fetch } } : {}),
      // A page render never subscribes; Node 20 has no WebSocket for supabase-js to find, so it is given one that
      // refuses to open.
      realtime: { transport: NoSocket as unknown as typeof WebSocket },
    });
    client = { key: base, api, supabase };
  }
  return client.supabase;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs renders one after the other. */
function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const turn = queue.then(render, render);
  queue = turn.catch(() => undefined);
  return turn;
}

/** Waits until no query of the client is loading, or the time is up. */
function settled(client: QueryClient, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), ms);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done(true);
    });
    // The browse pages load their data layer first (a dynamic import), then start their queries.
    setTimeout(() => {
      if (client.isFetching() === 0) done(true);
    }, 0);
  });
}

/**
 * A page as the web server sends it (issue 19: its first cards in the HTML, so they paint before any script runs):
 * the page's first data read as a visitor (the anon role, row-level security deciding) through the stack's own API,
 * the page rendered with it, and that data for the browser's cache, which adopts the markup without asking again.
 * Null when the address is not one of these pages, its data did not come in time or failed (the server then sends
 * the page as built).
 */
export async function renderRequest(href: string, api: PageRenderApi): Promise<(RenderedPage & { locale: Locale }) | null> {
  const url = new URL(href);
  if (!rendersWithData(url)) return null;
  setServerSupabase(serverClient(url.origin, api));
  const queries = makeQueryClient();
  prefetchPageData(queries, url);
  if (!(await settled(queries, api.timeoutMs ?? 2_000))) return null;
  if (queries.getQueryCache().getAll().some((query) => query.state.status !== "success")) return null;
  const locale = localeOfPath(url.pathname);
  const html = await oneAtATime(async () => {
    // The page's origin and language are the module's while React renders it: one render at a time (the data of
    // several pages loads at once above). The whole page, its lazy parts (a card's language badge, the listing's
    // property panel) loaded and in place: React's static render waits for them, where renderToString would leave
    // them to the browser (and report an error there).
    setServerPage({ origin: url.origin, withData: true });
    try {
      // One piece of HTML (no boundary outlined to a template filled by a script, which the CSP would refuse).
      const { prelude } = await prerender(appAt(`${url.pathname}${url.search}`, <AppRoutes />, locale, queries), { progressiveChunkSize: Number.POSITIVE_INFINITY });
      return await new Response(prelude).text();
    } finally {
      setServerPage({ origin: "", withData: false });
    }
  });
  const postId = postIdOfPath(url.pathname);
  const post = postId ? queries.getQueryData<Post | null>(postKeys.detail(postId)) : undefined;
  return {
    html,
    state: JSON.stringify(dehydrate(queries)),
    path: url.pathname,
    locale,
    ...(postId ? { post: post?.status === "approved" ? post : null } : {}),
  };
}
