import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { WIDTHS } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { createPost } from "../support/data.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";

// The post page and the feed cards in French (issue 22): the product's words in French, prices and areas in fr-CA's
// format, the listing's own words as written, and an EN / FR badge when the listing's language is not the reader's.
let web: WebHarness;
let englishId: string;
let frenchId: string;
const NBSP = "\u00a0";

beforeAll(async () => {
  web = await startWebHarness();
  const member = await web.stack.signUpConfirmed(undefined, undefined, "bilingual_poster");
  englishId = await createPost(member.client, member.user.id, {
    title: "Bright family house with a garden",
    description: "Lovely home for sale in the heart of the city https://www.realtor.ca/real-estate/9001",
    url: "https://www.realtor.ca/real-estate/9001",
    manual_price: 1299000,
    square_footage: "1200",
    bedrooms: "3",
    bathrooms: "1",
    year_built: 1999,
    mls_number: "X1234567",
    additional_images: ["https://img.example/fr-post/1.jpg", "https://img.example/fr-post/2.jpg"],
  });
  frenchId = await createPost(member.client, member.user.id, {
    title: "Maison à vendre à Laval avec cour",
    description: "Belle maison de 3 chambres près des écoles et du parc https://www.realtor.ca/real-estate/9002",
    url: "https://www.realtor.ca/real-estate/9002",
    city: "Laval",
    province: "QC",
    manual_price: 649000,
  });
});

afterAll(async () => {
  await web?.stop();
});

const PHOTO = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#9ca3af"/></svg>';

/** A page whose listing photos (on a host of no network here) are served as grey boxes. */
async function open(width?: number) {
  const opened = await web.open(width);
  await opened.context.route("https://img.example/**", (route) => route.fulfill({ status: 200, contentType: "image/svg+xml", body: PHOTO }));
  return opened;
}

const badge = (page: Page, name: string) => page.getByRole("img", { name, exact: true });
const text = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.textContent ?? "");

describe("post page in French", () => {
  it("/fr/post/<id>: French labels and formats, the English listing's words as written, its EN badge", async () => {
    const { page, errors } = await open(WIDTHS.mobile);
    await page.goto(`/fr/post/${englishId}`);
    await page.getByRole("heading", { level: 1, name: "Bright family house with a garden" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    expect(await page.title()).toBe("Bright family house with a garden | Marché immobilier");
    expect(await text(page, ".post-facts__price")).toBe(`1${NBSP}299${NBSP}000${NBSP}$`);
    const facts = await page.getByRole("list", { name: "Caractéristiques de la propriété" }).locator("li").allTextContents();
    expect(facts).toEqual(["3 chambres", "1 salle de bain", `1${NBSP}200 pi²`, "Construite en 1999"]);
    await page.getByRole("heading", { level: 2, name: "Description" }).waitFor();
    await page.getByText("Lovely home for sale in the heart of the city").waitFor();
    await page.getByText("No MLS® X1234567").waitFor();
    await page.getByRole("link", { name: "Voir l’annonce d’origine" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Publiée par" }).waitFor();
    await page.getByRole("button", { name: "Connectez-vous pour faire une offre" }).waitFor();
    await page.getByRole("button", { name: "Partager" }).waitFor();
    await page.getByRole("group", { name: "Photos de Bright family house with a garden" }).waitFor();
    await page.getByRole("button", { name: "Photos suivantes" }).waitFor();
    const crumbs = page.getByRole("navigation", { name: "Fil d’Ariane" });
    await crumbs.getByRole("link", { name: "Accueil" }).waitFor();
    await crumbs.getByRole("link", { name: "Résidentiel" }).waitFor();
    await badge(page, "Annonce en anglais").waitFor();
    expect(await badge(page, "Annonce en anglais").textContent()).toBe("EN");
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page, `post at ${width}px`);
    }
    await screenshotAtWidths(page, "i18n-fr-post");
    expect(errors).toEqual([]);
  });

  it("a French listing has no badge in French, and an FR one in English", async () => {
    const { page, errors } = await open();
    await page.goto(`/fr/post/${frenchId}`);
    await page.getByRole("heading", { level: 1, name: "Maison à vendre à Laval avec cour" }).waitFor();
    expect(await text(page, ".post-facts__price")).toBe(`649${NBSP}000${NBSP}$`);
    expect(await page.locator(".tag--lang").count()).toBe(0);

    await page.goto(`/post/${frenchId}`);
    await page.getByRole("heading", { level: 1, name: "Maison à vendre à Laval avec cour" }).waitFor();
    await badge(page, "Listing in French").waitFor();
    expect(await text(page, ".post-facts__price")).toBe("$649,000");
    await page.getByRole("link", { name: "View original listing" }).waitFor();
    await page.goto(`/post/${englishId}`);
    await page.getByRole("heading", { level: 1, name: "Bright family house with a garden" }).waitFor();
    await page.getByText("1,200 sqft").waitFor();
    expect(await page.locator(".tag--lang").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("an unknown listing is 'Annonce introuvable'", async () => {
    const { page } = await open();
    await page.goto("/fr/post/00000000-0000-4000-8000-000000000000");
    await page.getByRole("heading", { level: 1, name: "Annonce introuvable" }).waitFor();
    await page.getByRole("link", { name: "Retour à l’accueil" }).waitFor();
  });
});

describe("cards in French", () => {
  it("/fr/residential: French card labels, prices and times, the EN badge on the English listing", async () => {
    const { page, errors } = await open(WIDTHS.mobile);
    await page.goto("/fr/residential");
    await page.getByRole("heading", { level: 1, name: "Propriétés résidentielles" }).waitFor();
    const english = page.getByRole("article", { name: "Bright family house with a garden" });
    const french = page.getByRole("article", { name: "Maison à vendre à Laval avec cour" });
    await english.waitFor();
    expect(await english.locator(".post-facts__price").textContent()).toBe(`1${NBSP}299${NBSP}000${NBSP}$`);
    await english.getByText("Résidentiel", { exact: true }).waitFor();
    await english.getByRole("img", { name: "Annonce en anglais" }).waitFor();
    expect(await english.locator("time").textContent()).toMatch(/^il y a /);
    await english.getByRole("button", { name: "Connectez-vous pour faire une offre" }).waitFor();
    await french.waitFor();
    expect(await french.locator(".tag--lang").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page, `category at ${width}px`);
    }
    await screenshotAtWidths(page, "i18n-fr-residential-cards");
    expect(errors).toEqual([]);
  });
});

describe("search cards in French", () => {
  it("/fr/search: the property card's price in fr-CA's format, linking to the French post page", async () => {
    const { page, errors } = await open();
    await page.goto("/fr/search?q=Laval");
    const card = page.locator(".property-card", { hasText: "Maison à vendre à Laval avec cour" });
    await card.waitFor();
    expect(await card.locator(".property-card__price").textContent()).toBe(`649${NBSP}000${NBSP}$`);
    expect(await card.getAttribute("href")).toBe(`/fr/post/${frenchId}`);
    expect(errors).toEqual([]);
  });
});

describe("member actions in French", () => {
  it("the offer and report dialogs speak French; the stored reason stays the spec's", async () => {
    const member = await web.stack.signUpConfirmed();
    const { page, errors } = await open();
    await new AuthPages(page).signIn(member.email, member.password);
    await page.goto(`/fr/post/${englishId}`);
    await page.getByRole("heading", { level: 1, name: "Bright family house with a garden" }).waitFor();
    await page.getByRole("button", { name: "Enregistrer l’annonce" }).waitFor();
    await page.getByRole("button", { name: "Poser une question" }).waitFor();

    await page.getByRole("button", { name: "Faire une offre" }).click();
    const offer = page.getByRole("dialog", { name: "Faire une offre" });
    await offer.getByText("Une marque d’intérêt sans engagement pour « Bright family house with a garden ».").waitFor();
    await offer.getByRole("button", { name: "Soumettre l’offre" }).click();
    await offer.getByText("Le montant de l’offre doit être un nombre positif.").waitFor();
    await offer.getByLabel("Montant de l’offre").fill("150");
    await offer.getByRole("button", { name: "Soumettre l’offre" }).click();
    await offer.getByText("Les offres augmentent par tranches de 100 $.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await offer.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Signaler" }).click();
    const report = page.getByRole("dialog", { name: "Signaler cette annonce" });
    await report.getByRole("button", { name: "Envoyer le signalement" }).click();
    await report.getByText("Veuillez choisir un motif de signalement.").waitFor();
    await report.getByLabel("Fausse annonce").check();
    await report.getByRole("button", { name: "Envoyer le signalement" }).click();
    await page.getByText("Signalement envoyé. Merci de votre collaboration.").waitFor();
    const reports = await web.stack.sql<{ reason: string }>("select reason from public.reports where reported_post_id = $1", [englishId]);
    expect(reports.map((r) => r.reason)).toEqual(["Fake listing"]);
    expect(errors).toEqual([]);
  });
});
