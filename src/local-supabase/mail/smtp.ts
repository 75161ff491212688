import type { EmailDriver, EmailMessage } from "@supabase/lite";
import type { Transporter } from "nodemailer";
import type { StackConfig } from "../config.ts";

/**
 * Sends auth e-mail through the configured SMTP server. nodemailer is loaded with the first message, not at start:
 * most starts never send one, and it held ~10 MB of the idle stack's memory.
 */
export function smtpDriver(smtp: NonNullable<StackConfig["smtp"]>): EmailDriver {
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.port === 465,
        auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? "" } : undefined,
      }),
    ));
  return {
    async send(message: EmailMessage) {
      await (await transporter()).sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
