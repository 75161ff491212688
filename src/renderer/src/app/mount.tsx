import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate, type QueryClient } from "@tanstack/react-query";
import { loadMessages } from "@shared/i18n/load.ts";
import { makeQueryClient } from "../lib/query-client.ts";
import { applyLocale, loadCatalogueArea, resolvePageLocale } from "../lib/i18n.tsx";
import { hasDesktopTools } from "../features/desktop-tools/DesktopToolsNav.tsx";
import { prefetchPageData } from "./route-data.ts";
import { AppProviders } from "./providers.tsx";
import { AppRoutes } from "./router.tsx";
import { getPlatform } from "../platform/index.ts";
import { PAGE_DATA_ID } from "@shared/seo/page-template.ts";
import { servedWithData } from "../lib/served-page.ts";

/**
 * The app's server cache, with the current page's data: for a visitor, the data the web server rendered the page with
 * when it sent it (src/local-supabase/web/page-render.ts), else already on its way.
 */
export function startPageData(): QueryClient {
  const client = makeQueryClient();
  // Read as a visitor: a member reads as themselves (their own post waiting for review, an admin's hidden one).
  const served = hasStoredSession() ? null : document.getElementById(PAGE_DATA_ID)?.textContent;
  if (served) {
    try {
      hydrate(client, JSON.parse(served));
      return client;
    } catch {
      // Unreadable: the page asks for its data itself.
    }
  }
  prefetchPageData(client, window.location);
  return client;
}

/**
 * The head tags a page's Seo renders (title, description, Open Graph and Twitter tags), as the server sent them for
 * crawlers: a page rendered from scratch renders its own, so the server's would stay beside them as duplicates.
 */
const SOCIAL_TAGS = 'meta[property^="og:"], meta[name^="twitter:"]';
const HEAD_TAGS = `title, meta[name="description"], ${SOCIAL_TAGS}`;

function dropServedHeadTags(selector: string): void {
  const served = document.head.querySelectorAll(selector);
  for (const tag of served) tag.remove();
}

/** Whether supabase-js keeps a session in this browser (its `sb-…-auth-token` entry), read before it has started. */
function hasStoredSession(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => /^sb-.+-auth-token$/.test(key));
  } catch {
    return false; // storage refused: no session kept either
  }
}

/** Renders the app into #root (main.tsx loads this after the first paint), in the page's language. */
export async function mountApp(client: QueryClient): Promise<void> {
  const root = document.getElementById("root");
  // eslint-disable-next-line i18n/no-literal-text -- a developer's error (a broken build or misuse), never shown to members
  if (!root) throw new Error("#root is missing from index.html");
  const locale = resolvePageLocale();
  applyLocale(locale);
  // Only this language's catalogue; a host with the desktop tools shows them in its header on every page.
  const [messages] = await Promise.all([loadMessages(locale), hasDesktopTools() ? loadCatalogueArea("desktop", locale) : undefined]);
  const app = (
    <StrictMode>
      <AppProviders client={client} locale={locale} messages={messages}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>
  );
  // The website's build prerenders some pages (vite.prerender.ts) and marks them with the path they were rendered
  // for: React adopts that HTML. Any other route (served the prerendered app shell, or an empty root in the desktop
  // app) renders from scratch, replacing the shell's identical frame when it commits. Either way as a transition:
  // React works in slices and the page answers input meanwhile, instead of one long task on slow phones.
  // The prerender is the website's: another host (desktop tools shown in the header) renders from scratch too.
  // A page moved to its French address (resolvePageLocale) no longer matches its English markup: rendered anew.
  // A page the web server rendered with its data shows it as a visitor sees it: a member (a session kept in this
  // browser) has their own actions on the cards, so for them React renders the page anew, from the same data.
  const adopt = root.dataset.prerendered === window.location.pathname && getPlatform().kind === "web" && !(servedWithData() && hasStoredSession());
  // A page rendered anew renders its own head tags: the server's go. A page adopted keeps its title and description
  // (React's own, rendered with it) but not a listing's link-preview tags, which the server adds for crawlers.
  dropServedHeadTags(adopt ? SOCIAL_TAGS : HEAD_TAGS);
  startTransition(() => {
    if (adopt) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
