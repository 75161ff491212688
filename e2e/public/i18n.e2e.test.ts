import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { WIDTHS } from "../support/browser.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";

// English and French (issue 22): French pages under /fr, the header's switch, the choice remembered in the browser
// and on a member's profile, and the prerendered French pages with their hreflang alternates.
let web: WebHarness;

beforeAll(async () => {
  web = await startWebHarness();
});

afterAll(async () => {
  await web?.stop();
});

const switchToFrench = (page: Page) => page.getByRole("link", { name: "Afficher le site en français, FR" });
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe("prerendered French pages", () => {
  it("/fr and the category pages are served in French, with hreflang alternates naming both languages", async () => {
    const home = await (await fetch(`${web.stack.url}/fr`)).text();
    expect(home).toContain('<html lang="fr"');
    expect(home).toContain('data-prerendered="/fr"');
    expect(home).toContain("Maisons à vendre, maisons et condos partout au Canada");
    expect(home).toContain("<title>Maisons à vendre | Maisons et condos à vendre partout au Canada</title>");
    expect(home).toContain(`<link rel="alternate" hrefLang="fr-CA" href="${web.stack.url}/fr"/>`);
    expect(home).toContain(`<link rel="alternate" hrefLang="en-CA" href="${web.stack.url}/"/>`);
    expect(home).toContain(`<link rel="alternate" hrefLang="x-default" href="${web.stack.url}/"/>`);
    const land = await (await fetch(`${web.stack.url}/fr/land`)).text();
    expect(land).toContain("<title>Terrains à vendre | Marché immobilier</title>");
    expect(land).toContain("<h1>Terrains à vendre</h1>");
    expect(land).toContain('href="/fr/residential"'); // links stay in French
    expect(land).toContain(`<link rel="alternate" hrefLang="en-CA" href="${web.stack.url}/land"/>`);
    const english = await (await fetch(`${web.stack.url}/land`)).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain("<h1>Land for Sale</h1>");
    expect(english).toContain(`<link rel="alternate" hrefLang="fr-CA" href="${web.stack.url}/fr/land"/>`);
  });
});

describe("choosing the language", () => {
  it("a visitor switches to French in the header: /fr address, <html lang>, kept on reload and remembered", async () => {
    const { page, errors } = await web.open();
    await page.goto("/residential");
    await page.getByRole("heading", { name: "Residential Listings", level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe("en");
    await switchToFrench(page).click();
    await page.getByRole("heading", { name: "Propriétés résidentielles", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/fr/residential");
    expect(await htmlLang(page)).toBe("fr");
    expect(await page.title()).toBe("Propriétés résidentielles | Marché immobilier");
    // Links inside the app stay French.
    await page.getByRole("navigation", { name: "Catégories" }).getByRole("link", { name: "Terrains" }).click();
    await page.waitForURL((url) => url.pathname === "/fr/land");
    await page.reload();
    await page.getByRole("heading", { name: "Terrains à vendre", level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe("fr");
    // The choice is remembered: an English address of this browser opens in French.
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/fr");
    await page.getByRole("heading", { name: "Maisons à vendre, maisons et condos partout au Canada", level: 1 }).waitFor();
    // And back to English with the same switch.
    await page.getByRole("link", { name: "View this site in English, EN" }).click();
    await page.getByRole("heading", { name: "Houses For Sale, Homes & Condos Across Canada", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await htmlLang(page)).toBe("en");
    expect(errors).toEqual([]);
  });

  it("a first visit from a French browser opens in French", async () => {
    const context = await web.browser.newContext({ baseURL: web.stack.url, locale: "fr-CA" });
    try {
      const page = await context.newPage();
      await page.goto("/commercial");
      await page.waitForURL((url) => url.pathname === "/fr/commercial");
      await page.getByRole("heading", { name: "Immeubles commerciaux", level: 1 }).waitFor();
      expect(await htmlLang(page)).toBe("fr");
    } finally {
      await context.close();
    }
  });

  it("a member's choice is saved on their profile and follows them to another browser", async () => {
    const member = await web.stack.signUpConfirmed();
    const first = await web.open();
    await new AuthPages(first.page).signIn(member.email, member.password);
    await switchToFrench(first.page).click();
    await first.page.getByRole("link", { name: "Publier" }).first().waitFor();
    await expect.poll(async () => (await web.stack.sql<{ locale: string | null }>("select locale from public.profiles where id = $1", [member.user.id]))[0]?.locale).toBe("fr");

    const second = await web.open(); // English browser, nothing remembered
    await new AuthPages(second.page).signIn(member.email, member.password);
    await second.page.getByRole("link", { name: "Publier" }).first().waitFor();
    expect(new URL(second.page.url()).pathname.startsWith("/fr")).toBe(true);
    expect(await htmlLang(second.page)).toBe("fr");
    expect([...first.errors, ...second.errors]).toEqual([]);
  });
});

describe("French screens", () => {
  it("/ and a category page in French fit 375 and 1280 px (screenshots in reports/artifacts)", async () => {
    const { page, errors } = await web.open(WIDTHS.mobile);
    for (const [path, heading] of [
      ["/fr", "Maisons à vendre, maisons et condos partout au Canada"],
      ["/fr/residential", "Propriétés résidentielles"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoSidewaysScroll(page, `${path} at ${width}px`);
      }
      await screenshotAtWidths(page, `i18n-fr${path === "/fr" ? "-home" : path.slice(3).replace(/\//g, "-")}`);
    }
    expect(errors).toEqual([]);
  });
});
