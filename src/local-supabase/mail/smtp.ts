import nodemailer from "nodemailer";
import type { EmailDriver, EmailMessage } from "@supabase/lite";
import type { StackConfig } from "../config.ts";

/** Sends auth e-mail through the configured SMTP server. */
export function smtpDriver(smtp: NonNullable<StackConfig["smtp"]>): EmailDriver {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? "" } : undefined,
  });
  return {
    async send(message: EmailMessage) {
      await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
