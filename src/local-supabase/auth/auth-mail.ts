import type { EmailDriver, EmailMessage } from "@supabase/lite";
import { isLocale, type Locale } from "@shared/i18n/locales.ts";
import { mailEn, type MailKey } from "@shared/i18n/messages/mail.en.ts";
import { mailFr } from "@shared/i18n/messages/mail.fr.ts";
import type { SqlRunner } from "../db/sql.ts";

/** The two e-mails of Auth a member reads (issue 22): the sign-up confirmation and the password reset. */
export type AuthMailKind = "signup" | "recovery";

const CATALOGUES: Record<Locale, Record<MailKey, string>> = { en: mailEn, fr: mailFr };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function text(locale: Locale, key: MailKey, values: Record<string, string> = {}): string {
  return CATALOGUES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * An Auth e-mail in a language: subject, plain text and HTML, from the mail catalogue (src/shared/i18n/messages/
 * mail.*.ts). `url` and `code` are put in as given: supabase/templates are this HTML with Go template fields in them
 * (scripts/gen-mail-templates.ts).
 */
export function renderAuthMail(kind: AuthMailKind, locale: Locale, { url, code }: { url: string; code: string }): { subject: string; text: string; html: string } {
  const part = kind === "signup" ? "confirm" : "recovery";
  const t = (key: MailKey, values?: Record<string, string>) => text(locale, key, values);
  const subject = t(`mail.${part}.subject`);
  const plain = `${t(`mail.${part}.text`, { code })}\n\n${t("mail.link", { url })}\n\n${t("mail.ignore")}\n\n${t("mail.brand")}`;
  const html = [
    `<!DOCTYPE html>`,
    `<html lang="${locale}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(subject)}</title></head>`,
    `<body style="margin:0;padding:24px 16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6;color:#1f2937;background:#ffffff;">`,
    `<div style="max-width:560px;margin:0 auto;">`,
    `<h1 style="margin:0 0 16px;font-size:22px;color:#111827;">${escape(t(`mail.${part}.heading`))}</h1>`,
    `<p style="margin:0 0 16px;">${escape(t(`mail.${part}.lead`))}</p>`,
    `<p style="margin:0 0 24px;"><a href="${escape(url)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600;">${escape(t(`mail.${part}.button`))}</a></p>`,
    `<p style="margin:0 0 8px;">${escape(t("mail.code"))}</p>`,
    `<p style="margin:0 0 24px;font-size:28px;font-weight:700;letter-spacing:6px;color:#111827;">${escape(code)}</p>`,
    `<p style="margin:0 0 8px;font-size:13px;color:#4b5563;">${escape(t("mail.ignore"))}</p>`,
    `<p style="margin:0;font-size:13px;color:#4b5563;">${escape(t("mail.brand"))}</p>`,
    `</div>`,
    `</body>`,
    `</html>`,
  ].join("\n");
  return { subject, text: plain, html };
}

/**
 * The language an address's Auth e-mail is written in: the member's chosen language (profiles.locale), else the one
 * they signed up in (the account's metadata `locale`, which hosted Auth's templates read), else English.
 */
export async function memberLanguage(db: SqlRunner, email: string): Promise<Locale> {
  const [row] = await db.query<{ locale: string | null }>(
    `select coalesce(p.locale, private.metadata_object(u.raw_user_meta_data) ->> 'locale') as locale
       from auth.users u left join public.profiles p on p.id = u.id
      where u.email = lower($1)`,
    [email],
  );
  return isLocale(row?.locale) ? row.locale : "en";
}

/** lite's subjects (its defaults, which the stack keeps) for the two kinds; other e-mails pass as they are. */
const LITE_SUBJECTS: Record<string, AuthMailKind> = { [mailEn["mail.confirm.subject"]]: "signup", [mailEn["mail.recovery.subject"]]: "recovery" };

/**
 * @supabase/lite writes Auth's e-mails in English only (its templates take `{{ .Field }}`s, no conditions). This
 * driver sends a French member's confirmation and reset e-mails in French instead, with the same link and code
 * (read from lite's text: "…code: 123456 / Or follow this link: https://…"); English ones go as lite wrote them.
 * `db` is the stack's database once it is open (e-mail before that goes out in English).
 */
export function authMailInMemberLanguage(inner: EmailDriver, db: () => SqlRunner | undefined): EmailDriver {
  return {
    send: async (message: EmailMessage) => {
      const kind = LITE_SUBJECTS[message.subject];
      const runner = db();
      const code = /code: (\S+)/.exec(message.text ?? "")?.[1];
      const url = /link: (\S+)/.exec(message.text ?? "")?.[1];
      if (!kind || !runner || !code || !url || (await memberLanguage(runner, message.to)) === "en") return inner.send(message);
      return inner.send({ ...message, ...renderAuthMail(kind, "fr", { url, code }) });
    },
  };
}

/**
 * Hosted Auth's template of a kind (supabase/templates/<confirmation|recovery>.html, written by
 * scripts/gen-mail-templates.ts): both languages' HTML, chosen by the account's metadata `locale` with a Go template
 * condition (the sign-up and the header's switch set it), with GoTrue's fields for the link and the code.
 */
export function hostedTemplate(kind: AuthMailKind): string {
  const fields = { url: "{{ .ConfirmationURL }}", code: "{{ .Token }}" };
  return `{{ if eq .Data.locale "fr" }}\n${renderAuthMail(kind, "fr", fields).html}\n{{ else }}\n${renderAuthMail(kind, "en", fields).html}\n{{ end }}\n`;
}

/** Hosted Auth's subject of a kind: GoTrue renders subjects as Go templates with the same data. */
export function hostedSubject(kind: AuthMailKind): string {
  const part = kind === "signup" ? "confirm" : "recovery";
  return `{{ if eq .Data.locale "fr" }}${mailFr[`mail.${part}.subject`]}{{ else }}${mailEn[`mail.${part}.subject`]}{{ end }}`;
}

/** Where each kind's template lives in supabase/ (config.toml's [auth.email.template.<name>]). */
export const HOSTED_TEMPLATES: Record<AuthMailKind, string> = { signup: "confirmation", recovery: "recovery" };
