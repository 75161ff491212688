// The member's screens in French (issue 22), in real Chromium against the local stack: a sign-up from /fr gets its
// confirmation e-mail in French; the composer (/fr/submit), the dashboard's tabs (/fr/profile) with the profile form's
// validation, a conversation answered in French, and the search page. Each screen axe-clean, without sideways
// scrolling at 375 and 1280 px, with screenshots under reports/artifacts/. English is covered, unchanged, by the
// other files of e2e/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { WIDTHS } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { createPost } from "../support/data.ts";
import { AppShell } from "../support/pages/app-shell.ts";

let web: WebHarness;

beforeAll(async () => {
  web = await startWebHarness();
});
afterAll(async () => {
  await web?.stop();
});

/** Signs in through /fr/signin and waits for the French home page, signed in. */
async function signedInFrench(email: string, password: string, width: number = WIDTHS.mobile) {
  const opened = await web.open(width);
  await opened.page.goto("/fr/signin");
  await opened.page.getByLabel("Courriel").fill(email);
  await opened.page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await opened.page.getByRole("button", { name: "Se connecter" }).click();
  await opened.page.waitForURL((url) => url.pathname === "/fr");
  await signedInHome(opened.page);
  return opened;
}

/** The French home page of a signed-in member: its composer (visitors get a sign-in link instead). */
async function signedInHome(page: Page): Promise<void> {
  await page.getByRole("region", { name: "Créer une publication" }).waitFor();
}

/** axe-clean, no sideways scrolling at 375 and 1280 px, then the screenshots. */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `${name} at ${width}px`);
    expect(await seriousViolations(page), `${name} at ${width}px`).toEqual([]);
  }
  await screenshotAtWidths(page, name);
}

describe("the member's screens in French", () => {
  it("a sign-up from /fr/signup gets its confirmation e-mail in French, whose link confirms the account", async () => {
    const email = `inscription-${Date.now().toString(36)}@example.test`;
    const { page, errors } = await web.open(WIDTHS.mobile);
    await page.goto("/fr/signup");
    await page.getByLabel("Nom d’utilisateur").fill("nouvelle_membre");
    await page.getByLabel("Courriel").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse1");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await page.waitForURL((url) => url.pathname === "/fr"); // sent back home, in French

    await expect.poll(() => web.stack.mailbox.latest(email)?.subject, { timeout: 20_000 }).toBe("Confirmez votre inscription");
    const mail = web.stack.mailbox.latest(email)!;
    expect(mail.text).toMatch(/^Confirmez votre inscription avec ce code\u00a0: \d{6}/);
    expect(mail.html).toContain("Suivez ce lien pour confirmer votre compte");
    const link = /href="([^"]+)"/.exec(mail.html ?? "")![1]!.replace(/&#38;/g, "&");
    await page.goto(link);
    // Confirmed: the link signs the new member in, on the French confirmation page (the sign-up's emailRedirectTo).
    await page.getByRole("heading", { name: "Votre courriel est confirmé", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/fr/confirm-email");
    await page.goto("/fr");
    await signedInHome(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    const [profile] = await web.stack.sql<{ locale: string | null }>("select p.locale from public.profiles p join auth.users u on u.id = p.id where u.email = $1", [email]);
    expect(profile?.locale).toBe("fr");
    expect(errors).toEqual([]);
  });

  it("/fr/submit: the composer in French, its statuses and validation", async () => {
    const member = await web.stack.signUpConfirmed(undefined, "composer1");
    const { page, errors } = await signedInFrench(member.email, "composer1");
    await page.goto("/fr/submit");
    await page.getByRole("heading", { level: 1, name: "Publier une annonce" }).waitFor();
    expect(await page.title()).toBe("Publier une annonce | Marché immobilier");
    const composer = page.getByRole("region", { name: "Créer une publication" });
    await composer.getByLabel("Contenu").fill("Belle maison à Laval https://www.realtor.ca/real-estate/2201/laval #laval");
    await composer.getByText("Ce domaine est autorisé.").waitFor();
    await composer.getByText("Impossible de créer un aperçu pour ce lien.").waitFor(); // no internet: the preview fails
    await composer.getByText("Aucun titre trouvé sur la page\u00a0: veuillez en indiquer un.").waitFor();
    await composer.getByLabel("Chambres").fill("trois");
    await composer.getByRole("alert").filter({ hasText: "Le nombre de chambres doit être un nombre entier" }).waitFor();
    await composer.getByLabel("Salles de bain").fill("2,5");
    expect(await composer.getByRole("alert").filter({ hasText: "salles de bain" }).count()).toBe(0);
    expect(await composer.getByLabel("Prix").getAttribute("placeholder")).toBe("1\u00a0234\u00a0567,89\u00a0$");
    await composer.getByText("Glissez vos photos ici, ou").waitFor();
    await checkScreen(page, "i18n-fr-submit");
    expect(errors).toEqual([]);
  });

  it("/fr/profile: the dashboard's tabs in French, the profile form's messages and toast", async () => {
    const member = await web.stack.signUpConfirmed(undefined, "tableau1");
    const owner = await web.stack.signUpConfirmed(undefined, "tableau2");
    const postId = await createPost(owner.client, owner.user.id, { title: "Duplex à Sherbrooke" });
    expect((await member.client.from("saved_listings").insert({ user_id: member.user.id, post_id: postId })).error).toBeNull();
    expect((await member.client.from("saved_searches").insert({ name: "Plex à Québec", filters: { q: "Québec" } })).error).toBeNull();
    expect((await member.client.from("reports").insert({ reporter_id: member.user.id, reported_post_id: postId, target_type: "post", reason: "Fake listing" })).error).toBeNull();
    expect((await member.client.from("offers").insert({ post_id: postId, user_id: member.user.id, offer_amount: 412_300 })).error).toBeNull();

    const { page, errors } = await signedInFrench(member.email, "tableau1");
    await page.goto("/fr/profile");
    await page.getByRole("heading", { level: 1, name: "Tableau de bord" }).waitFor();
    expect(await page.title()).toBe("Tableau de bord | Marché immobilier");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).waitFor();
    await page.getByLabel("Site Web").fill("pas une adresse");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await page.getByRole("alert").filter({ hasText: "Le prénom est obligatoire" }).waitFor();
    await page.getByRole("alert").filter({ hasText: "Adresse Web invalide" }).waitFor();
    await checkScreen(page, "i18n-fr-dashboard-profile");
    await page.getByLabel("Prénom").fill("Émilie");
    await page.getByLabel("Nom", { exact: true }).fill("Tremblay");
    await page.getByLabel("Site Web").fill("https://emilie.example");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await new AppShell(page).expectToast("Profil mis à jour.");

    await page.getByRole("tab", { name: "Annonces enregistrées" }).click();
    await page.getByRole("link", { name: "Duplex à Sherbrooke" }).waitFor();
    await page.getByText(/^Enregistrée il y a /).waitFor();
    await checkScreen(page, "i18n-fr-dashboard-saved");

    await page.getByRole("tab", { name: "Recherches enregistrées" }).click();
    await page.getByText("Plex à Québec").waitFor();
    await page.getByRole("button", { name: "Renommer Plex à Québec" }).waitFor();
    await checkScreen(page, "i18n-fr-dashboard-searches");

    await page.getByRole("tab", { name: "Mes signalements" }).click();
    await page.getByText("Signalement d’annonce").waitFor();
    await page.getByText("Fausse annonce").waitFor(); // the stored English reason, read in French
    await checkScreen(page, "i18n-fr-dashboard-reports");

    await page.getByRole("tab", { name: "Mes offres" }).click();
    await page.getByRole("heading", { name: "Offres faites" }).waitFor();
    await page.getByRole("cell", { name: "412\u00a0300\u00a0$" }).waitFor();
    await page.getByRole("columnheader", { name: "Propriété" }).first().waitFor();
    await checkScreen(page, "i18n-fr-dashboard-offers");
    expect(errors).toEqual([]);
  });

  it("a conversation in French: the owner reads the offer, replies and accepts it", async () => {
    const owner = await web.stack.signUpConfirmed(undefined, "vendeur1", "vendeur_fr");
    const buyer = await web.stack.signUpConfirmed(undefined, "acheteur1", "acheteur_fr");
    const postId = await createPost(owner.client, owner.user.id, { title: "Chalet à Magog" });
    const { data: offer } = await buyer.client.from("offers").insert({ post_id: postId, user_id: buyer.user.id, offer_amount: 389_000, message: "Possession en mai?" }).select("id").single();
    const [conversation] = await web.stack.sql<{ id: string }>("select id from public.conversations where offer_id = $1", [offer!.id]);

    const { page, errors } = await signedInFrench(owner.email, "vendeur1");
    await page.goto("/fr/profile?tab=conversations");
    const list = page.getByRole("navigation", { name: "Conversations" });
    await list.getByText("Offre de acheteur_fr\u00a0: 389\u00a0000\u00a0$").waitFor();
    await list.getByText("En attente de réponse").waitFor();
    await checkScreen(page, "i18n-fr-conversations-list");

    await page.goto(`/fr/profile?tab=conversations&c=${conversation!.id}`);
    const thread = page.getByRole("region", { name: "Chalet à Magog" });
    await thread.getByText("Avec acheteur_fr, qui a fait une offre.").waitFor();
    await thread.getByText("acheteur_fr a offert 389\u00a0000\u00a0$").waitFor();
    await thread.getByLabel("Votre réponse").fill("Mai nous convient.");
    await thread.getByRole("button", { name: "Répondre" }).click();
    await new AppShell(page).expectToast("Message envoyé.");
    await thread.getByRole("list", { name: "Messages" }).getByText("Mai nous convient.").waitFor();
    await thread.getByRole("button", { name: "Accepter l’offre" }).click();
    await page.getByRole("tooltip").getByRole("button", { name: "Accepter" }).click();
    await new AppShell(page).expectToast("Offre acceptée.");
    await thread.getByText("Acceptée", { exact: true }).waitFor();
    await checkScreen(page, "i18n-fr-conversation");
    expect(errors).toEqual([]);
  });

  it("/fr/search: heading, count, empty state and title in French", async () => {
    const owner = await web.stack.signUpConfirmed(undefined, "recherche1");
    await createPost(owner.client, owner.user.id, { title: "Jumelé à Trois-Rivières", city: "Trois-Rivières", province: "QC", description: "Jumelé rénové à Trois-Rivières https://www.realtor.ca/real-estate/2299/tr" });
    const { page, errors } = await web.open(WIDTHS.mobile);
    await page.goto("/fr/search?q=Trois-Rivi%C3%A8res");
    await page.getByRole("heading", { level: 1, name: "Maisons à vendre à Trois-Rivières" }).waitFor();
    await page.getByText("1 propriété à vendre à «\u00a0Trois-Rivières\u00a0»").waitFor();
    expect(await page.title()).toBe("Maisons à vendre à Trois-Rivières | Maisons et condos à vendre");
    await checkScreen(page, "i18n-fr-search");
    await page.goto("/fr/search?q=Tombouctou");
    await page.getByRole("heading", { name: "Aucune propriété trouvée" }).waitFor();
    await page.getByText("Aucune maison ni aucun condo à vendre ne correspond à «\u00a0Tombouctou\u00a0».").waitFor();
    expect(errors).toEqual([]);
  });
});
