import { useState, type ComponentType, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { BrowserRouter } from "react-router-dom";
import type { Locale } from "@shared/i18n/locales.ts";
import type { CompiledMessages } from "@shared/i18n/load.ts";
import { StateProvider } from "../lib/state.ts";
import { makeQueryClient } from "../lib/query-client.ts";
import { I18nProvider, routerBasename } from "../lib/i18n.tsx";
import { LocaleSync, SessionSync } from "../features/session/index.ts";

/**
 * What every screen relies on: client state, server cache, the session mirror, the language and routing. The
 * browser routes with the address bar; the build's prerender passes a static router for the path it renders.
 * French pages are the same routes under /fr (the router's basename, so every link stays in the page's language);
 * a change of language remounts the router under the other base.
 */
export function AppProviders({
  children,
  Router = BrowserRouter,
  client,
  locale,
  messages,
}: {
  children: ReactNode;
  Router?: ComponentType<{ children: ReactNode; basename?: string }>;
  client?: QueryClient;
  locale: Locale;
  messages: CompiledMessages;
}) {
  const [queryClient] = useState(() => client ?? makeQueryClient());
  return (
    <StateProvider>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        <I18nProvider locale={locale} messages={messages}>
          {(active) => (
            <>
              <LocaleSync />
              <Router key={active} basename={routerBasename(active)}>
                {children}
              </Router>
            </>
          )}
        </I18nProvider>
      </QueryClientProvider>
    </StateProvider>
  );
}
