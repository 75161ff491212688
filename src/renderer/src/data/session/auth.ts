import { supabase } from "../../lib/supabase.ts";
import { defineMutation } from "../mutation.ts";
import type { LoginInput } from "@shared/validation/login.ts";
import type { SignupInput } from "@shared/validation/signup.ts";
import type { ForgotInput } from "@shared/validation/forgot.ts";
import { pathInLocale, type Locale } from "@shared/i18n/locales.ts";

// The auth screens' calls (loaded with those screens). Auth changes the session, not rows: SessionSync refreshes
// per-user data when the user changes, so there is nothing to invalidate here.

export const signIn = defineMutation({
  run: async ({ email, password }: LoginInput) => {
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw error;
  },
  invalidates: [],
});

/**
 * Sign-up with confirmation by e-mail; the link returns to the site root (/fr for French); username kept as
 * metadata (spec §7), and the page's language (issue 22): the new profile starts in it (profiles.locale, set by the
 * sign-up trigger), and Auth's e-mails are written in it (README, "English and French").
 */
export const signUp = defineMutation({
  run: async ({ username, email, password, locale = "en" }: SignupInput & { locale?: Locale }) => {
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${window.location.origin}${pathInLocale("/", locale)}`, data: { username, locale } },
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
