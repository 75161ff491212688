import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { QueryClient } from "@tanstack/react-query";
import { loadMessages } from "@shared/i18n/load.ts";
import { makeQueryClient } from "../lib/query-client.ts";
import { applyLocale, loadCatalogueArea, resolvePageLocale } from "../lib/i18n.tsx";
import { hasDesktopTools } from "../features/desktop-tools/DesktopToolsNav.tsx";
import { prefetchPageData } from "./route-data.ts";
import { AppProviders } from "./providers.tsx";
import { AppRoutes } from "./router.tsx";
import { getPlatform } from "../platform/index.ts";

/** The app's server cache, with the current page's data already on its way. */
export function startPageData(): QueryClient {
  const client = makeQueryClient();
  prefetchPageData(client, window.location);
  return client;
}

/**
 * The head tags a page's Seo renders (title, description, Open Graph and Twitter tags), as the server sent them for
 * crawlers: a page rendered from scratch renders its own, so the server's would stay beside them as duplicates.
 */
function dropServedHeadTags(): void {
  const served = document.head.querySelectorAll('title, meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]');
  for (const tag of served) tag.remove();
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
  const adopt = root.dataset.prerendered === window.location.pathname && getPlatform().kind === "web";
  startTransition(() => {
    if (adopt) hydrateRoot(root, app);
    else {
      dropServedHeadTags();
      createRoot(root).render(app);
    }
  });
}
