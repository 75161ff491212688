import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { WIDTHS } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";
import { screenshotAtWidths } from "../support/screenshots.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";

// Issue 19, "Account edges": a taken username is said under the sign-up field (and no account is made); the
// confirmation link lands on /confirm-email (confirmed, or expired with a way to ask again); the sign-in page offers
// to resend the confirmation to an account not confirmed yet.
let web: WebHarness;

beforeAll(async () => {
  web = await startWebHarness();
});

afterAll(async () => {
  await web?.stop();
});

const mails = (email: string) => web.stack.mailbox.list(email).length;

/** The link of the newest mail to `email` once there are `count` of them (its HTML writes & as &amp; or &#38;). */
async function mailedLink(email: string, count = 1): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = mails(email) >= count ? web.stack.mailbox.latest(email) : undefined;
    const body = mail?.html ?? mail?.text ?? "";
    const match = /href="([^"]+)"/.exec(body) ?? /(https?:\/\/\S+)/.exec(body);
    if (match?.[1]) return match[1].replace(/&amp;|&#38;/g, "&");
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail number ${count} for ${email}`);
}

/** Auth sends one confirmation a minute to an address; the tests let that minute pass. */
async function minutePassed(email: string): Promise<void> {
  await web.stack.sql("update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1", [email]);
}

const fieldError = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

describe("a taken username at sign-up", () => {
  it("is said under the field on leaving it and on submit, and no account is created", async () => {
    const taken = `Taken_${Date.now().toString(36)}`;
    await web.stack.signUpConfirmed(undefined, undefined, taken);
    const { page, errors } = await web.open(WIDTHS.mobile);
    const email = `twin-${Date.now()}@example.test`;
    await page.goto("/signup");
    await page.getByLabel("Username").fill(taken.toLowerCase());
    await page.getByLabel("Email").focus(); // leaving the field asks
    await fieldError(page, "Username is already taken.").waitFor();
    expect(await page.getByLabel("Username").getAttribute("aria-invalid")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "signup-username-taken");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Create an account" }).click();
    await fieldError(page, "Username is already taken.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/signup");
    expect(await web.stack.sql("select 1 from auth.users where email = $1", [email])).toEqual([]);

    // Another name: the message goes once the field is left free, and the sign-up goes through.
    await page.getByLabel("Username").fill(`${taken}_2nd`);
    await page.getByLabel("Password", { exact: true }).focus();
    await fieldError(page, "Username is already taken.").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await web.stack.sql("select 1 from auth.users where email = $1", [email])).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("in French, and when the name is taken between the check and the sign-up, the database's refusal is said there too", async () => {
    const taken = `Pris_${Date.now().toString(36)}`;
    const { page } = await web.open();
    const email = `course-${Date.now()}@example.test`;
    await page.goto("/fr/signup");
    await page.getByLabel("Nom d’utilisateur").fill(taken);
    await page.getByLabel("Courriel").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).focus(); // the name is free now: checked and remembered
    await web.stack.signUpConfirmed(undefined, undefined, taken.toUpperCase()); // someone takes it meanwhile
    await page.getByLabel("Mot de passe", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await fieldError(page, "Votre compte n’a pas pu être créé avec ce nom d’utilisateur\u00a0: il vient peut-être d’être pris. Veuillez en choisir un autre.").waitFor();
    expect(await web.stack.sql("select 1 from auth.users where email = $1", [email])).toEqual([]);
    await page.getByLabel("Nom d’utilisateur").fill(`${taken}x`);
    await page.getByLabel("Nom d’utilisateur").fill(taken);
    await page.getByLabel("Courriel").focus();
    await fieldError(page, "Ce nom d’utilisateur est déjà pris.").waitFor();
  });
});

describe("the confirmation link", () => {
  it("lands on /confirm-email, which says the e-mail is confirmed and the member is signed in", async () => {
    const { page, errors } = await web.open();
    const auth = new AuthPages(page);
    const email = `confirm-${Date.now()}@example.test`;
    await auth.signUp(`confirm_${Date.now().toString(36)}`, email, "secret123");
    await auth.shell.expectToast("Check your email for the confirmation link!");
    const link = await mailedLink(email);
    await page.goto(link);
    await page.getByRole("heading", { name: "Your e-mail is confirmed", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/confirm-email");
    await page.getByRole("link", { name: "Submit Post" }).first().waitFor();
    expect(await page.title()).toBe("Your e-mail is confirmed | Real Estate Marketplace");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "confirm-email-confirmed");

    // The same link again, in another browser: it was used, so the page offers a new one.
    const again = await web.open();
    await again.page.goto(link);
    await again.page.getByRole("heading", { name: "This confirmation link has expired", level: 1 }).waitFor();
    await again.page.getByRole("button", { name: "Resend the confirmation e-mail" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("an expired link shows the resend form; a new e-mail arrives, and its link confirms (in French for a French sign-up)", async () => {
    const { page, errors } = await web.open(WIDTHS.mobile);
    const email = `expired-${Date.now()}@example.test`;
    await page.goto("/fr/signup");
    await page.getByLabel("Nom d’utilisateur").fill(`expire_${Date.now().toString(36)}`);
    await page.getByLabel("Courriel").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    const link = await mailedLink(email);
    expect(decodeURIComponent(link)).toContain("/fr/confirm-email");
    // Two days later the link has expired.
    await web.stack.sql("update auth.users set confirmation_sent_at = now() - interval '2 days' where email = $1", [email]);
    await page.goto(link);
    await page.getByRole("heading", { name: "Ce lien de confirmation a expiré", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/fr/confirm-email");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "confirm-email-expired-fr");
    await page.getByLabel("Courriel").fill(email);
    await page.getByRole("button", { name: "Renvoyer le courriel de confirmation" }).click();
    await page.getByText("Si ce compte doit encore être confirmé, un nouveau courriel de confirmation est en route.").waitFor();
    await page.goto(await mailedLink(email, 2));
    await page.getByRole("heading", { name: "Votre courriel est confirmé", level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("signing in before confirming", () => {
  it("offers to resend the confirmation e-mail, and a new one arrives", async () => {
    const { page, errors } = await web.open();
    const auth = new AuthPages(page);
    const email = `unconfirmed-${Date.now()}@example.test`;
    await auth.signUp(`later_${Date.now().toString(36)}`, email, "secret123");
    await auth.shell.expectToast("Check your email for the confirmation link!");
    await mailedLink(email);
    await minutePassed(email);

    await auth.login(email, "secret123");
    await auth.shell.expectToast("Email not confirmed");
    await page.getByText(`Your e-mail address ${email} is not confirmed yet.`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "signin-unconfirmed");
    await page.getByRole("button", { name: "Resend the confirmation e-mail" }).click();
    await auth.shell.expectToast("If this account still needs confirming, a new confirmation e-mail is on its way.");
    const link = await mailedLink(email, 2);
    await page.goto(link);
    await page.getByRole("heading", { name: "Your e-mail is confirmed", level: 1 }).waitFor();
    // The one failed request is the refused sign-in itself (Auth answers 400 email_not_confirmed).
    expect(errors).toEqual(["console: Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  });
});
