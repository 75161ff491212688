import { useNavigate } from "react-router-dom";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { requestPasswordReset, resetPassword, signIn, signUp } from "@renderer/data/session/auth.ts";

export function useSignIn() {
  const toast = useToast();
  const navigate = useNavigate();
  return useDataMutation(signIn, {
    onSuccess: () => {
      toast.success("Signed in successfully!");
      void navigate("/");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export function useSignUp() {
  const toast = useToast();
  const navigate = useNavigate();
  return useDataMutation(signUp, {
    onSuccess: () => {
      toast.success("Check your email for the confirmation link!");
      void navigate("/");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export function useRequestPasswordReset() {
  const toast = useToast();
  return useDataMutation(requestPasswordReset, {
    onSuccess: () => toast.success("Password reset link sent! Check your email."),
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export function useResetPassword() {
  const toast = useToast();
  const navigate = useNavigate();
  return useDataMutation(resetPassword, {
    onSuccess: () => {
      toast.success("Password updated successfully! Please sign in with your new password.");
      void navigate("/signin");
    },
    onError: (error) => toast.error(`Failed to reset password: ${errorMessage(error)}`),
  });
}
