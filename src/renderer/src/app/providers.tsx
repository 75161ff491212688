import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router-dom";
import { StateProvider } from "../lib/state.ts";
import { makeQueryClient } from "../lib/query-client.ts";
import { SessionSync } from "../features/session/index.ts";

/** What every screen relies on: client state, server cache, the session mirror and routing. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <StateProvider>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        <BrowserRouter>{children}</BrowserRouter>
      </QueryClientProvider>
    </StateProvider>
  );
}
