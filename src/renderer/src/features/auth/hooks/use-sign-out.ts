import { useNavigate } from "react-router-dom";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { signOut } from "@renderer/data/session/auth-state.ts";

/** Sign-out with the toasts of spec §8, then home. */
export function useSignOut() {
  const toast = useToast();
  const navigate = useNavigate();
  return useDataMutation(signOut, {
    onSuccess: () => {
      toast.success("Signed out successfully!");
      void navigate("/");
    },
    onError: (error) => toast.error(`Failed to sign out: ${errorMessage(error)}`),
  });
}
