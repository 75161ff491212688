import { useNavigate } from "react-router-dom";
import { useToast } from "@renderer/lib/toast.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { errorText } from "@renderer/lib/error-text.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { signOut } from "@renderer/data/session/auth-state.ts";

/** Sign-out with the toasts of spec §8, then home. */
export function useSignOut() {
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  return useDataMutation(signOut, {
    onSuccess: () => {
      toast.success(t("auth.toast.signedOut"));
      void navigate("/");
    },
    onError: (error) => toast.error(t("auth.toast.signOutFailed", { error: errorText(t, error) })),
  });
}
