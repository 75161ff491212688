import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { hashParams } from "../../lib/initial-url.ts";
import { useToast } from "../../lib/toast.ts";
import { useT } from "../../lib/i18n.tsx";
import { useSession } from "../../data/session/use-session.ts";
import { isRecoveryHash, recoveryGate } from "./recovery-gate.ts";

export { isRecoveryHash };
export type RecoveryState = "pending" | "ready";

// The hash is the one the page was opened with: once a reset succeeded with it, it enables nothing more.
let linkUsed = false;

/** Called after the password was changed with the link this page load came from. */
export function markRecoveryLinkUsed(): void {
  linkUsed = true;
}

/**
 * Reset-password gate (spec §4, §8): a recovery link enables the page, the pending state clears once the
 * session exists; no link (signed in or not), or an invalid or expired one, toasts and goes to /forgot-password.
 */
export function useRecoveryLink(): RecoveryState {
  const { loading, session } = useSession();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const [fromLink] = useState(() => !linkUsed && isRecoveryHash(hashParams()));
  const gate = recoveryGate({ fromLink, loading, hasSession: Boolean(session) });
  // Once ready, the page stays so: the sign-out after a successful reset is not an invalid link.
  const [wasReady, setWasReady] = useState(false);
  if (gate === "ready" && !wasReady) setWasReady(true);
  const state = wasReady ? "ready" : gate;
  const handled = useRef(false);

  useEffect(() => {
    if (state !== "invalid" || handled.current) return;
    handled.current = true;
    toast.error(t("auth.toast.invalidResetLink"));
    void navigate("/forgot-password", { replace: true });
  }, [state, toast, navigate, t]);

  return state === "ready" ? "ready" : "pending";
}
