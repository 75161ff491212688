import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { supabase } from "../../../lib/supabase.ts";
import { useToast } from "../../../lib/toast.ts";
import { errorMessage } from "../../../lib/errors.ts";
import type { LoginInput } from "../../../../../shared/validation/login.ts";
import type { SignupInput } from "../../../../../shared/validation/signup.ts";
import type { ForgotInput } from "../../../../../shared/validation/forgot.ts";

export async function signIn({ email, password }: LoginInput): Promise<void> {
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}

/** Sign-up with confirmation by e-mail; the link returns to the site root; username kept as metadata (spec §7). */
export async function signUp({ username, email, password }: SignupInput): Promise<void> {
  const { error } = await supabase.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${window.location.origin}/`, data: { username } },
  });
  if (error) throw error;
}

export async function requestPasswordReset({ email }: ForgotInput): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` });
  if (error) throw error;
}

/** Updates the password, then signs out (spec §4). */
export async function resetPassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
  await supabase.auth.signOut();
}

export function useSignIn() {
  const toast = useToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signIn,
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
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => {
      toast.success("Check your email for the confirmation link!");
      void navigate("/");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export function useRequestPasswordReset() {
  const toast = useToast();
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => toast.success("Password reset link sent! Check your email."),
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export function useResetPassword() {
  const toast = useToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success("Password updated successfully! Please sign in with your new password.");
      void navigate("/signin");
    },
    onError: (error) => toast.error(`Failed to reset password: ${errorMessage(error)}`),
  });
}
