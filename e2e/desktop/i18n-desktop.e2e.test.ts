import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { WIDTHS } from "../support/browser.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";
import { startFixtureServer, type FixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import { startFixtureSites, type FixtureSites } from "@test-support/link-check/fixture-sites.ts";
import { isWhitelistedHost } from "@shared/link-intelligence/index.ts";
import type { EventOf } from "@shared/ipc/index.ts";
import { extractPreviewFacts } from "../../src/main/services/extraction.ts";
import { createMemoryStore } from "../../src/main/services/kv-store.ts";
import { createCoreFetcher } from "../../src/main/services/link-check/core-fetcher.ts";
import { LinkCheckService } from "../../src/main/services/link-check/service.ts";
import { SettingsService } from "../../src/main/services/settings/settings-service.ts";
import { linkCheckHandlers } from "../../src/main/ipc/link-check.ts";
import { settingsHandlers } from "../../src/main/ipc/settings.ts";
import { localeHandlers } from "../../src/main/ipc/locale.ts";
import { MainLocale } from "../../src/main/i18n.ts";
import { applicationMenuTemplate } from "../../src/main/menu.ts";
import { installDesktopBridge, memorySessionHandlers } from "./desktop-bridge.ts";

// The URL debugger (web) and the desktop app's screens in French (issue 22), and the main process following the
// window's language for its menus and dialogs. The English is debugger.e2e.test.ts and desktop-tools.e2e.test.ts.
let web: WebHarness;
let fixtures: FixtureServer;
let sites: FixtureSites;
let member: { email: string; password: string };
const fetcher = createCoreFetcher({ allowPrivate: ["127.0.0.1"], env: {} });
const savedDir = fs.mkdtempSync(path.join(os.tmpdir(), "link-check-csv-fr-"));

beforeAll(async () => {
  process.env.LINK_FETCH_ALLOW_PRIVATE = "127.0.0.1";
  fixtures = await startFixtureServer();
  sites = await startFixtureSites(1);
  web = await startWebHarness();
  await web.stack.sql("insert into public.whitelisted_domains (domain_name) values ('127.0.0.1') on conflict do nothing");
  member = await web.stack.signUpConfirmed(undefined, undefined, "agent_fr");
});

afterAll(async () => {
  await web?.stop();
  await fixtures?.close();
  await sites?.close();
  await fetcher.close();
});

/** No sideways scrolling at the widths given, then the screenshots (reports/artifacts). */
async function fitsAndScreenshot(page: Page, name: string, widths: number[] = [WIDTHS.mobile, WIDTHS.desktop]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `${name} at ${width}px`);
  }
  await screenshotAtWidths(page, name);
}

/** A page of the built app whose `window.desktop` reaches real main-process handlers, the locale's included. */
async function openDesktop(systemLanguages: string[]) {
  const opened = await web.open();
  opened.context.setDefaultTimeout(90_000);
  const settings = new SettingsService(createMemoryStore());
  const locale = new MainLocale(systemLanguages);
  let emit: (event: EventOf<"linkCheck:progress">) => void = () => undefined;
  const service = new LinkCheckService({ fetcher, extract: extractPreviewFacts, isWhitelisted: isWhitelistedHost }, createMemoryStore(), () => settings.get().linkCheck, (event) => emit(event));
  const bridge = await installDesktopBridge(opened.context, {
    ...memorySessionHandlers(),
    ...settingsHandlers(settings, () => undefined),
    ...localeHandlers(locale),
    ...linkCheckHandlers(service, async (name, content) => {
      const file = path.join(savedDir, name);
      fs.writeFileSync(file, content);
      return file;
    }),
  });
  emit = bridge.emit;
  return { ...opened, locale };
}

const menuLabels = (locale: MainLocale) => applicationMenuTemplate(locale.text, { appName: "Maple Listings", platform: "linux", isDev: false }).map((menu) => menu.label);

describe("the URL debugger in French", () => {
  it("/fr/debugger asks for a URL and shows its panels in French", async () => {
    const { page, errors } = await web.open(WIDTHS.mobile);
    await page.goto("/fr/debugger");
    await page.getByRole("heading", { level: 1, name: "Débogueur d’URL" }).waitFor();
    expect(await page.title()).toBe("Débogueur d’URL | Marché immobilier");
    await page.getByRole("button", { name: "Déboguer" }).click();
    await page.getByRole("alert").filter({ hasText: "Veuillez entrer une URL." }).waitFor();
    expect(await page.getByRole("button", { name: "Afficher dans un navigateur" }).count()).toBe(0); // desktop only

    await page.getByLabel("URL à déboguer").fill(`${fixtures.url}/listing/12`);
    await page.getByLabel("URL à déboguer").press("Enter");
    await page.getByRole("region", { name: "Aperçu du lien" }).waitFor({ timeout: 60_000 });
    await page.getByRole("region", { name: "Images trouvées" }).getByRole("img", { name: "Image trouvée 2" }).waitFor();
    await page.getByRole("region", { name: "Données structurées" }).waitFor();
    const meta = page.getByRole("region", { name: "Balises meta trouvées" });
    await meta.getByRole("columnheader", { name: "Propriété" }).waitFor();
    await meta.getByRole("cell", { name: "og:title" }).waitFor();
    await page.getByRole("region", { name: "Journal de l’extraction" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await fitsAndScreenshot(page, "i18n-fr-debugger");
    expect(errors).toEqual([]);
  });
});

describe("the desktop app in French", () => {
  it("link checks at /fr/tools/link-checks: the screen, its results and history in French; main's menus follow", async () => {
    // The system speaks English: the main process starts in English, then follows the window.
    const { page, locale } = await openDesktop(["en-CA"]);
    expect(menuLabels(locale)).toEqual(["File", "Edit", "View", "Window"]);
    await new AuthPages(page).signIn(member.email, member.password);
    await page.goto("/fr/tools/link-checks");
    await page.getByRole("heading", { level: 1, name: "Vérification des liens" }).waitFor();
    await expect.poll(() => locale.locale).toBe("fr");
    expect(menuLabels(locale)).toEqual(["Fichier", "Édition", "Affichage", "Fenêtre"]);
    expect(locale.text("desktop.dialog.saveCsvTitle")).toBe("Enregistrer les résultats de la vérification");
    expect(await page.title()).toBe("Vérification des liens | Marché immobilier");
    await page.getByText("Votre session est gardée en mémoire seulement").waitFor();
    const tools = page.getByRole("navigation", { name: "Outils de bureau" });
    await tools.getByRole("link", { name: "Liens" }).waitFor();
    await tools.getByRole("link", { name: "Paramètres" }).waitFor();
    await page.getByText("Aucune vérification pour l’instant.").waitFor();

    await page.getByRole("button", { name: "Vérifier les URL" }).click();
    await page.getByRole("alert").filter({ hasText: "Entrez au moins une adresse http(s), une par ligne, ou un CSV avec une colonne url." }).waitFor();
    const site = sites.sites[0]!.origin;
    await page.getByLabel("Collez des URL (une par ligne) ou un texte CSV avec une colonne url").fill([`${site}/listing/1`, `${site}/noimage/2`].join("\n"));
    await page.getByRole("button", { name: "Vérifier les URL" }).click();
    const counts = page.getByTestId("lc-counts");
    await counts.filter({ hasText: "2 sur 2 vérifiées" }).filter({ hasText: "Terminée en" }).waitFor({ timeout: 60_000 });
    expect(await counts.textContent()).toMatch(/^2 sur 2 vérifiées · OK\s: 1 · alertes\s: 1 · échecs\s: 0 · Terminée en \d+ s$/);
    await page.getByText("2 sur 2 affichés").waitFor();
    const table = page.locator(".ant-table-tbody");
    const noImage = table.getByRole("row").filter({ hasText: "/noimage/2" });
    await noImage.getByText("Manquant\u00a0: image").waitFor();
    await noImage.getByText("alerte", { exact: true }).waitFor();
    for (const name of ["Résultat", "Statut HTTP", "URL finale", "Domaine autorisé", "Image accessible", "Titre modifié", "Prix modifié", "Durée"]) {
      await page.getByRole("columnheader", { name }).waitFor();
    }
    await page.getByRole("checkbox", { name: "Échec" }).check();
    await page.getByText("0 sur 2 affichés").waitFor();
    await page.getByRole("checkbox", { name: "Échec" }).uncheck();
    const history = page.getByRole("region", { name: "Historique" });
    await history.getByText("Liste collée").waitFor();
    expect(await history.getByRole("button", { name: /^Ouvrir les résultats de «\s?Liste collée\s?» lancée le / }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await fitsAndScreenshot(page, "i18n-fr-link-checks", [WIDTHS.desktop]); // the desktop window is at least 900 px wide

    // Switching the page to English switches the menus back.
    await page.getByRole("link", { name: "View this site in English, EN" }).click();
    await page.getByRole("heading", { level: 1, name: "Link checks" }).waitFor();
    await expect.poll(() => locale.locale).toBe("en");
    expect(menuLabels(locale)).toEqual(["File", "Edit", "View", "Window"]);
  });

  it("settings at /fr/tools/settings validate and save in French", async () => {
    const { page } = await openDesktop(["fr-CA"]);
    await page.goto("/fr/tools/settings");
    await page.getByRole("heading", { level: 1, name: "Paramètres" }).waitFor();
    const concurrency = page.getByLabel("Vérifications simultanées (1 à 32)");
    await concurrency.fill("40");
    await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
    await page.getByText("La simultanéité doit être un nombre entier de 1 à 32.").waitFor();
    await concurrency.fill("4");
    await page.getByRole("radio", { name: "Supabase hébergé" }).check();
    await page.getByLabel("URL du serveur").fill("https://abc.supabase.co");
    await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
    await page.getByText("Entrez la clé anonyme du projet (au moins 20\u00a0caractères).").waitFor();
    await page.getByLabel("Clé anonyme (anon)").fill("k".repeat(40));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
    await page.locator(".ant-message-notice", { hasText: "Paramètres enregistrés." }).waitFor();
    await fitsAndScreenshot(page, "i18n-fr-desktop-settings");
  });
});
