/** Whether the page was opened from a recovery link (access token and type=recovery in the hash). */
export function isRecoveryHash(params: URLSearchParams): boolean {
  return params.get("type") === "recovery" && Boolean(params.get("access_token")) && !params.get("error");
}

export type RecoveryGate = "pending" | "ready" | "invalid";

/**
 * The reset-password page's gate (spec §4, §8): only a recovery link enables it, and only once its session exists.
 * A signed-in user who opens the page without the link gets no form.
 */
export function recoveryGate({ fromLink, loading, hasSession }: { fromLink: boolean; loading: boolean; hasSession: boolean }): RecoveryGate {
  if (!fromLink) return "invalid";
  if (loading) return "pending";
  return hasSession ? "ready" : "invalid";
}
