/**
 * What a confirmation link's landing says (issue 19). Auth redirects to /confirm-email with the new session in the
 * hash (`#access_token=…&type=signup`), or with the refusal in the hash or the query (`error_code=otp_expired`, an
 * `error` and its `error_description`: the link expired or was used already).
 */
export type ConfirmOutcome = "pending" | "confirmed" | "expired" | "none";

export function linkParams(hash: string, search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ""))) params.set(key, value);
  return params;
}

/**
 * The link's outcome: "confirmed" once its session exists, "expired" for a refused link (or tokens that gave no
 * session), "none" when the page was not opened from a link (it offers to send one), "pending" while supabase-js
 * is still reading the tokens.
 */
export function confirmOutcome({ params, loading, hasSession }: { params: URLSearchParams; loading: boolean; hasSession: boolean }): ConfirmOutcome {
  if (params.get("error") || params.get("error_code") || params.get("error_description")) return "expired";
  if (!params.get("access_token")) return "none";
  if (loading) return "pending";
  return hasSession ? "confirmed" : "expired";
}
