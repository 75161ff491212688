import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { WIDTHS } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { AppShell } from "../support/pages/app-shell.ts";

// The auth screens in French (issue 22): /fr/signin and /fr/signup, their labels, their validation messages (the
// schemas' keys translated by the form's resolver) and their toasts. English is auth.e2e.test.ts, unchanged.
let web: WebHarness;

beforeAll(async () => {
  web = await startWebHarness();
});

afterAll(async () => {
  await web?.stop();
});

/** The link of the newest mail to `email`, waiting for it to arrive (as in auth.e2e.test.ts). */
async function mailedLink(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = web.stack.mailbox.latest(email);
    const body = mail?.html ?? mail?.text ?? "";
    const match = /href="([^"]+)"/.exec(body) ?? /(https?:\/\/\S+)/.exec(body);
    if (match?.[1]) return match[1].replace(/&amp;/g, "&");
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${email}`);
}

const fieldError = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** No sideways scrolling at 375 and 1280 px, then the screenshots (reports/artifacts). */
async function fitsAndScreenshot(page: Page, name: string): Promise<void> {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `${name} at ${width}px`);
  }
  await screenshotAtWidths(page, name);
}

describe("sign in and sign up in French", () => {
  it("a visitor at /fr/signin submits the empty form, reads the errors in French, then signs in", async () => {
    const member = await web.stack.signUpConfirmed(undefined, "motdepasse1");
    const { page, errors } = await web.open(WIDTHS.mobile);
    await page.goto("/fr/signin");
    await page.getByRole("heading", { name: "Connexion", level: 1 }).waitFor();
    expect(await page.title()).toBe("Connexion | Marché immobilier");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    expect(await page.getByRole("link", { name: "Créer un compte" }).getAttribute("href")).toBe("/fr/signup");
    expect(await page.getByRole("link", { name: "Mot de passe oublié?" }).getAttribute("href")).toBe("/fr/forgot-password");

    await page.getByRole("button", { name: "Se connecter" }).click();
    await fieldError(page, "Adresse courriel invalide.").waitFor();
    await fieldError(page, "Le mot de passe est obligatoire.").waitFor();
    expect(await page.getByLabel("Courriel").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("alert").filter({ hasText: "Invalid email address." }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await fitsAndScreenshot(page, "i18n-fr-signin");

    await page.getByLabel("Courriel").fill(member.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse1");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await new AppShell(page).expectToast("Connexion réussie!");
    await page.waitForURL((url) => url.pathname === "/fr");
    await page.getByRole("link", { name: "Publier" }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it("/fr/signup validates on submit in French", async () => {
    const { page, errors } = await web.open(WIDTHS.mobile);
    await page.goto("/fr/signup");
    await page.getByRole("heading", { name: "Inscription", level: 1 }).waitFor();
    expect(await page.title()).toBe("Inscription | Marché immobilier");
    await page.getByLabel("Nom d’utilisateur").fill("ab");
    await page.getByLabel("Courriel").fill("pas-un-courriel");
    await page.getByLabel("Mot de passe", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await fieldError(page, "Le nom d’utilisateur doit contenir au moins 3\u00a0caractères.").waitFor();
    await fieldError(page, "Adresse courriel invalide.").waitFor();
    await fieldError(page, "Le mot de passe doit contenir au moins 6\u00a0caractères.").waitFor();
    expect(await page.getByRole("link", { name: "Se connecter" }).getAttribute("href")).toBe("/fr/signin");
    expect(await seriousViolations(page)).toEqual([]);
    await fitsAndScreenshot(page, "i18n-fr-signup");
    expect(errors).toEqual([]);
  });

  it("/fr/forgot-password: the French error, then the French toast", async () => {
    const member = await web.stack.signUpConfirmed(undefined, "motdepasse2");
    const { page, errors } = await web.open();
    await page.goto("/fr/forgot-password");
    await page.getByRole("heading", { name: "Mot de passe oublié", level: 1 }).waitFor();
    await page.getByLabel("Courriel").fill("non");
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await fieldError(page, "Adresse courriel invalide.").waitFor();
    await page.getByLabel("Courriel").fill(member.email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await new AppShell(page).expectToast("Lien de réinitialisation envoyé! Consultez vos courriels.");
    expect(errors).toEqual([]);
  });

  it("a French browser resets its password through the recovery link, in French", async () => {
    const member = await web.stack.signUpConfirmed(undefined, "ancienmdp1");
    const context = await web.browser.newContext({ baseURL: web.stack.url, locale: "fr-CA", viewport: { width: WIDTHS.mobile, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto("/forgot-password");
      await page.waitForURL((url) => url.pathname === "/fr/forgot-password");
      await page.getByLabel("Courriel").fill(member.email);
      await page.getByRole("button", { name: "Envoyer le lien" }).click();
      await new AppShell(page).expectToast("Lien de réinitialisation envoyé! Consultez vos courriels.");

      await page.goto(await mailedLink(member.email)); // the mail names the English address; the browser's language moves it
      await page.getByRole("heading", { name: "Réinitialisation du mot de passe", level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/fr/reset-password");
      await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("nouveaump1");
      await page.getByLabel("Confirmez le nouveau mot de passe").fill("autre12345");
      await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
      await fieldError(page, "Les mots de passe ne correspondent pas.").waitFor();
      await fitsAndScreenshot(page, "i18n-fr-reset");
      await page.getByLabel("Confirmez le nouveau mot de passe").fill("nouveaump1");
      await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
      await new AppShell(page).expectToast("Votre mot de passe a été changé! Connectez-vous avec votre nouveau mot de passe.");
      await page.waitForURL((url) => url.pathname === "/fr/signin");
    } finally {
      await context.close();
    }
  });
});
