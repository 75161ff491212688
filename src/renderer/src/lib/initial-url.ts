/**
 * The URL hash as the page was opened, captured before supabase-js consumes it
 * (the password-recovery page needs to know whether it was opened from a recovery link).
 */
export const initialHash: string = typeof window === "undefined" ? "" : window.location.hash;

/** The path and query the page was opened with (the confirmation page reads an Auth link's outcome from them). */
export const initialLocation: { pathname: string; search: string } =
  typeof window === "undefined" ? { pathname: "/", search: "" } : { pathname: window.location.pathname, search: window.location.search };

export function hashParams(hash: string = initialHash): URLSearchParams {
  return new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
}
