/**
 * The URL hash as the page was opened, captured before supabase-js consumes it
 * (the password-recovery page needs to know whether it was opened from a recovery link).
 */
export const initialHash: string = typeof window === "undefined" ? "" : window.location.hash;

export function hashParams(hash: string = initialHash): URLSearchParams {
  return new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
}
