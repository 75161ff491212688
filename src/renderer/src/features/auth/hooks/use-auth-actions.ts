import { useLocation, useNavigate } from "react-router-dom";
import { returnPath } from "@renderer/app/return-to.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { errorText } from "@renderer/lib/error-text.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { requestPasswordReset, resetPassword, signIn, signUp } from "@renderer/data/session/auth.ts";

export function useSignIn() {
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const { state } = useLocation(); // the page that sent the member here (a guard, the header's link)
  return useDataMutation(signIn, {
    onSuccess: () => {
      toast.success(t("auth.toast.signedIn"));
      void navigate(returnPath(state), { replace: true });
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
}

export function useSignUp() {
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  return useDataMutation(signUp, {
    onSuccess: () => {
      toast.success(t("auth.toast.signedUp"));
      void navigate("/");
    },
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
