/**
 * Auth's e-mails in English (issue 22): the sign-up confirmation and the password reset. The local stack writes them
 * in the member's language (src/local-supabase/auth/auth-mail.ts); hosted Auth's templates (supabase/templates) hold
 * the same text in both languages (mail-templates.test.ts keeps them equal). Not part of the web app's catalogues:
 * no page shows these. The notification e-mails the database sends are written in SQL (README, "E-mail").
 */
export const mailEn = {
  "mail.brand": "Real Estate Marketplace",
  "mail.confirm.subject": "Confirm Your Signup",
  "mail.confirm.heading": "Confirm your signup",
  "mail.confirm.lead": "Follow this link to confirm your account:",
  "mail.confirm.button": "Confirm your email",
  "mail.confirm.text": "Confirm your signup with this code: {code}",
  "mail.recovery.subject": "Reset Your Password",
  "mail.recovery.heading": "Reset your password",
  "mail.recovery.lead": "Follow this link to reset the password for your account:",
  "mail.recovery.button": "Reset password",
  "mail.recovery.text": "Reset your password with this code: {code}",
  "mail.code": "Or enter this code:",
  "mail.link": "Or follow this link: {url}",
  "mail.ignore": "If you did not ask for this e-mail, you can ignore it.",
} as const;

export type MailKey = keyof typeof mailEn;
