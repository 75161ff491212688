/** The router state a link or guard hands to /signin: the page to come back to. */
export type ReturnState = { from: string };

const AUTH_PAGES = ["/signin", "/signup", "/forgot-password", "/reset-password", "/confirm-email"];

/** The state for a link to /signin from `location` (path and query, inside the router: no language prefix). */
export function returnState(location: { pathname: string; search: string }): ReturnState {
  return { from: `${location.pathname}${location.search}` };
}

/**
 * Where a successful sign-in goes: the page that sent the member (router state `from`), if it is a page of this app
 * and not an auth page; otherwise / (spec §3: "Login success: toast, go to /").
 */
export function returnPath(state: unknown): string {
  const from = state && typeof state === "object" && "from" in state ? (state as { from: unknown }).from : undefined;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.includes("\\")) return "/";
  const path = from.split(/[?#]/, 1)[0]!;
  return AUTH_PAGES.includes(path) ? "/" : from;
}
