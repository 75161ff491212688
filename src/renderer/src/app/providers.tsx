import { useState, type ComponentType, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { BrowserRouter } from "react-router-dom";
import { StateProvider } from "../lib/state.ts";
import { makeQueryClient } from "../lib/query-client.ts";
import { SessionSync } from "../features/session/index.ts";

/**
 * What every screen relies on: client state, server cache, the session mirror and routing. The browser routes
 * with the address bar; the build's prerender passes a static router for the path it renders.
 */
export function AppProviders({ children, Router = BrowserRouter, client }: { children: ReactNode; Router?: ComponentType<{ children: ReactNode }>; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? makeQueryClient());
  return (
    <StateProvider>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        <Router>{children}</Router>
      </QueryClientProvider>
    </StateProvider>
  );
}
