import { useLocation, useNavigate } from "react-router-dom";
import { returnPath } from "@renderer/app/return-to.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { errorText } from "@renderer/lib/error-text.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { AccountNotSavedError, EmailNotConfirmedError, requestPasswordReset, resendConfirmation, resetPassword, signIn, signUp } from "@renderer/data/session/auth.ts";

/** The error, or the one the data layer's sentence mapping wrapped, is of this kind. */
function isKind(error: unknown, kind: new (...args: never[]) => Error): boolean {
  return error instanceof kind || (error instanceof Error && error.cause instanceof kind);
}

/** Sign-in; `onUnconfirmed` hears of an account whose e-mail is not confirmed yet (the page offers to resend it). */
export function useSignIn({ onUnconfirmed }: { onUnconfirmed?: (email: string) => void } = {}) {
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const { state } = useLocation(); // the page that sent the member here (a guard, the header's link)
  return useDataMutation(signIn, {
    onSuccess: () => {
      toast.success(t("auth.toast.signedIn"));
      void navigate(returnPath(state), { replace: true });
    },
    onError: (error, { email }) => {
      toast.error(errorText(t, error));
      if (isKind(error, EmailNotConfirmedError)) onUnconfirmed?.(email);
    },
  });
}

/** Sign-up; `onAccountNotSaved` hears of a refusal by the database (mostly a username taken meanwhile, issue 19). */
export function useSignUp({ onAccountNotSaved }: { onAccountNotSaved: () => void }) {
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  return useDataMutation(signUp, {
    onSuccess: () => {
      toast.success(t("auth.toast.signedUp"));
      void navigate("/");
    },
    onError: (error) => (isKind(error, AccountNotSavedError) ? onAccountNotSaved() : toast.error(errorText(t, error))),
  });
}

/** Sends the sign-up confirmation again (the sign-in page, /confirm-email). */
export function useResendConfirmation() {
  const toast = useToast();
  const t = useT();
  return useDataMutation(resendConfirmation, {
    onSuccess: () => toast.success(t("auth.confirm.resent")),
    onError: (error) => toast.error(errorText(t, error)),
  });
}

export function useRequestPasswordReset() {
  const toast = useToast();
  const t = useT();
  return useDataMutation(requestPasswordReset, {
    onSuccess: () => toast.success(t("auth.toast.resetLinkSent")),
    onError: (error) => toast.error(errorText(t, error)),
  });
}

export function useResetPassword() {
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  return useDataMutation(resetPassword, {
    onSuccess: () => {
      toast.success(t("auth.toast.passwordUpdated"));
      void navigate("/signin");
    },
    onError: (error) => toast.error(t("auth.toast.resetFailed", { error: errorText(t, error) })),
  });
}
