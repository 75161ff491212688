import type { MailKey } from "./mail.en.ts";

/** Auth's e-mails in French, for Quebec readers (fr-CA). */
export const mailFr = {
  "mail.brand": "Marché immobilier",
  "mail.confirm.subject": "Confirmez votre inscription",
  "mail.confirm.heading": "Confirmez votre inscription",
  "mail.confirm.lead": "Suivez ce lien pour confirmer votre compte\u00a0:",
  "mail.confirm.button": "Confirmer mon adresse courriel",
  "mail.confirm.text": "Confirmez votre inscription avec ce code\u00a0: {code}",
  "mail.recovery.subject": "Réinitialisez votre mot de passe",
  "mail.recovery.heading": "Réinitialisez votre mot de passe",
  "mail.recovery.lead": "Suivez ce lien pour réinitialiser le mot de passe de votre compte\u00a0:",
  "mail.recovery.button": "Réinitialiser le mot de passe",
  "mail.recovery.text": "Réinitialisez votre mot de passe avec ce code\u00a0: {code}",
  "mail.code": "Ou entrez ce code\u00a0:",
  "mail.link": "Ou suivez ce lien\u00a0: {url}",
  "mail.ignore": "Si vous n’avez pas demandé ce courriel, vous pouvez l’ignorer.",
} as const satisfies { readonly [K in MailKey]: string };
