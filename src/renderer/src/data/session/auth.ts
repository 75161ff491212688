import { supabase } from "../../lib/supabase.ts";
import { defineMutation } from "../mutation.ts";
import type { LoginInput } from "@shared/validation/login.ts";
import type { SignupInput } from "@shared/validation/signup.ts";
import type { ForgotInput } from "@shared/validation/forgot.ts";
import { pathInLocale, type Locale } from "@shared/i18n/locales.ts";

// The auth screens' calls (loaded with those screens). Auth changes the session, not rows: SessionSync refreshes
// per-user data when the user changes, so there is nothing to invalidate here.

/** Auth refused a sign-in because the account's e-mail is not confirmed yet: the sign-in page offers to resend it. */
export class EmailNotConfirmedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "EmailNotConfirmedError";
  }
}

export const signIn = defineMutation({
  run: async ({ email, password }: LoginInput) => {
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error?.code === "email_not_confirmed") throw new EmailNotConfirmedError(error.message, { cause: error });
    if (error) throw error;
  },
  invalidates: [],
});

/**
 * A sign-up the database refused (Auth's 500 "Database error saving new user", which supabase-js reads as a
 * retryable failure without its body). The sign-up form checks the username first (username_available), so what is
 * left is mostly a name taken meanwhile (issue 19); the form says so under the username.
 */
export class AccountNotSavedError extends Error {
  constructor(options?: ErrorOptions) {
    super("Database error saving new user", options);
    this.name = "AccountNotSavedError";
  }
}

/** Where a confirmation link lands (issue 19): /confirm-email in the page's language. */
export function confirmEmailRedirect(locale: Locale): string {
  return `${window.location.origin}${pathInLocale("/confirm-email", locale)}`;
}

/**
 * Sign-up with confirmation by e-mail; the link lands on /confirm-email (/fr/confirm-email for French); username kept as
 * metadata (spec §7), and the page's language (issue 22): the new profile starts in it (profiles.locale, set by the
 * sign-up trigger), and Auth's e-mails are written in it (README, "English and French").
 */
export const signUp = defineMutation({
  run: async ({ username, email, password, locale = "en" }: SignupInput & { locale?: Locale }) => {
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: confirmEmailRedirect(locale), data: { username, locale } },
    });
    if (error?.status === 500) throw new AccountNotSavedError({ cause: error });
    if (error) throw error;
  },
  invalidates: [],
});

/** Sends the sign-up confirmation again to an account not confirmed yet (the sign-in page, /confirm-email). */
export const resendConfirmation = defineMutation({
  run: async ({ email, locale = "en" }: { email: string; locale?: Locale }) => {
    const { error } = await supabase.auth.resend({ type: "signup", email, options: { emailRedirectTo: confirmEmailRedirect(locale) } });
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
