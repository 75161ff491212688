import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { hashParams } from "../../lib/initial-url.ts";
import { useToast } from "../../lib/toast.ts";
import { useSession } from "../session/index.ts";

export type RecoveryState = "pending" | "ready";

/** Whether the page was opened from a recovery link (access token and type=recovery in the hash). */
export function isRecoveryHash(params: URLSearchParams): boolean {
  return params.get("type") === "recovery" && Boolean(params.get("access_token")) && !params.get("error");
}

/**
 * Reset-password gate (spec §4, §8): a recovery link enables the page, the pending state clears once the
 * session exists; an invalid or expired link toasts and goes to /forgot-password.
 */
export function useRecoveryLink(): RecoveryState {
  const { loading, session } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const fromLink = useRef(isRecoveryHash(hashParams()));
  const handled = useRef(false);

  useEffect(() => {
    if (loading || handled.current) return;
    // Once a session has been seen, the later sign-out after a successful reset is not an invalid link.
    if (session) handled.current = true;
    else {
      handled.current = true;
      toast.error("Invalid or expired password reset link. Please request a new one.");
      void navigate("/forgot-password", { replace: true });
    }
  }, [loading, session, toast, navigate]);

  return fromLink.current && loading ? "pending" : session ? "ready" : "pending";
}
