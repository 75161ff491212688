import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while React renders on the server (the build's prerender) and while it adopts that HTML in the browser;
 * true on every other render. Values that differ between build time and the visit (the current year) wait for it,
 * so the prerendered HTML and the browser's first render match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
