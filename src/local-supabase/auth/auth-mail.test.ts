import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { EmailMessage } from "@supabase/lite";
import { mailEn } from "@shared/i18n/messages/mail.en.ts";
import { mailFr } from "@shared/i18n/messages/mail.fr.ts";
import type { SqlRunner } from "../db/sql.ts";
import { authMailInMemberLanguage, HOSTED_TEMPLATES, hostedSubject, hostedTemplate, renderAuthMail, type AuthMailKind } from "./auth-mail.ts";

const SUPABASE = path.resolve(import.meta.dirname, "../../../supabase");
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const URL_ = "http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2F127.0.0.1%3A54321%2Freset-password";

/** A database that answers the member-language look-up with `locale`. */
const answering = (locale: string | null): SqlRunner => ({ query: async <Row,>() => [{ locale }] as Row[] });

describe("Auth's e-mails in the member's language (issue 22)", () => {
  it("the mail catalogue has every key in both languages, with the same arguments", () => {
    expect(Object.keys(mailFr).sort()).toEqual(Object.keys(mailEn).sort());
    for (const key of Object.keys(mailEn) as (keyof typeof mailEn)[]) expect(argumentsOf(mailFr[key]), key).toEqual(argumentsOf(mailEn[key]));
  });

  it("renders a French reset with the link and the code, and keeps the English subjects lite sends", () => {
    const mail = renderAuthMail("recovery", "fr", { url: URL_, code: "123456" });
    expect(mail.subject).toBe("Réinitialisez votre mot de passe");
    expect(mail.text).toContain("Réinitialisez votre mot de passe avec ce code\u00a0: 123456");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(`href="${URL_.replace(/&/g, "&#38;")}"`);
    expect(renderAuthMail("signup", "en", { url: URL_, code: "1" }).subject).toBe("Confirm Your Signup");
  });

  it("the driver rewrites lite's English e-mail for a French member only, with the same link and code", async () => {
    const sent: EmailMessage[] = [];
    const inner = { send: async (message: EmailMessage) => void sent.push(message) };
    const lite: EmailMessage = { to: "a@b.test", subject: "Reset Your Password", text: `Reset your password with this code: 654321\nOr follow this link: ${URL_}`, html: "<p>lite</p>" };
    await authMailInMemberLanguage(inner, () => answering("fr")).send(lite);
    await authMailInMemberLanguage(inner, () => answering(null)).send(lite);
    await authMailInMemberLanguage(inner, () => undefined).send(lite);
    await authMailInMemberLanguage(inner, () => answering("fr")).send({ ...lite, subject: "Your Magic Link" });
    expect(sent[0]).toMatchObject({ to: "a@b.test", subject: "Réinitialisez votre mot de passe" });
    expect(sent[0]?.text).toContain("ce code\u00a0: 654321");
    expect(sent[0]?.text).toContain(`lien\u00a0: ${URL_}`);
    expect(sent.slice(1)).toEqual([lite, lite, { ...lite, subject: "Your Magic Link" }]);
  });

  it("hosted Auth's templates and subjects are the catalogue's, both languages (regenerate: scripts/gen-mail-templates.ts)", () => {
    const config = fs.readFileSync(path.join(SUPABASE, "config.toml"), "utf8");
    for (const [kind, name] of Object.entries(HOSTED_TEMPLATES) as [AuthMailKind, string][]) {
      expect(fs.readFileSync(path.join(SUPABASE, "templates", `${name}.html`), "utf8"), name).toBe(hostedTemplate(kind));
      const section = new RegExp(`\\[auth\\.email\\.template\\.${name}\\]\\nsubject = (".*")\\ncontent_path = "\\./supabase/templates/${name}\\.html"`).exec(config);
      expect(section, name).not.toBeNull();
      expect(JSON.parse(section![1]!)).toBe(hostedSubject(kind));
    }
    const confirmation = hostedTemplate("signup");
    expect(confirmation).toMatch(/^\{\{ if eq \.Data\.locale "fr" \}\}\n<!DOCTYPE html>\n<html lang="fr">/);
    expect(confirmation).toContain('href="{{ .ConfirmationURL }}"');
    expect(confirmation).toContain(mailFr["mail.confirm.button"]);
    expect(confirmation).toContain(mailEn["mail.confirm.button"]);
  });
});
