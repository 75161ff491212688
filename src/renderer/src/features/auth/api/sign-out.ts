import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { supabase } from "../../../lib/supabase.ts";
import { useToast } from "../../../lib/toast.ts";
import { errorMessage } from "../../../lib/errors.ts";

export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  if (error) throw error;
}

/** Sign-out with the toasts of spec §8, then home. */
export function useSignOut() {
  const toast = useToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      toast.success("Signed out successfully!");
      void navigate("/");
    },
    onError: (error) => toast.error(`Failed to sign out: ${errorMessage(error)}`),
  });
}
