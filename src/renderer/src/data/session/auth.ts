import { supabase } from "../../lib/supabase.ts";
import { defineMutation } from "../mutation.ts";
import type { LoginInput } from "@shared/validation/login.ts";
import type { SignupInput } from "@shared/validation/signup.ts";
import type { ForgotInput } from "@shared/validation/forgot.ts";

// The auth screens' calls (loaded with those screens). Auth changes the session, not rows: SessionSync refreshes
// per-user data when the user changes, so there is nothing to invalidate here.

export const signIn = defineMutation({
  run: async ({ email, password }: LoginInput) => {
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw error;
  },
  invalidates: [],
});

/** Sign-up with confirmation by e-mail; the link returns to the site root; username kept as metadata (spec §7). */
export const signUp = defineMutation({
  run: async ({ username, email, password }: SignupInput) => {
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${window.location.origin}/`, data: { username } },
    });
    if (error) throw error;
  },
  invalidates: [],
});

export const requestPasswordReset = defineMutation({
  run: async ({ email }: ForgotInput) => {
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` });
    if (error) throw error;
  },
  invalidates: [],
});

/** Updates the password, then signs out (spec §4). */
export const resetPassword = defineMutation({
  run: async (password: string) => {
    const { error } = await supabase.auth.updateUser({ password });
    if (error) throw error;
    await supabase.auth.signOut();
  },
  invalidates: [],
});
