import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { screenshotAtWidths } from "../support/screenshots.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";
import { createPost } from "../support/data.ts";
import { isWhitelistedHost } from "@shared/link-intelligence/index.ts";
import { extractPreviewFacts } from "../../src/main/services/extraction.ts";
import { createMemoryStore } from "../../src/main/services/kv-store.ts";
import { createCoreFetcher } from "../../src/main/services/link-check/core-fetcher.ts";
import { LinkCheckService } from "../../src/main/services/link-check/service.ts";
import { startFixtureSites, type FixtureSites } from "@test-support/link-check/fixture-sites.ts";
import { SettingsService } from "../../src/main/services/settings/settings-service.ts";
import { linkCheckHandlers } from "../../src/main/ipc/link-check.ts";
import { settingsHandlers } from "../../src/main/ipc/settings.ts";
import { localeHandlers } from "../../src/main/ipc/locale.ts";
import { MainLocale } from "../../src/main/i18n.ts";
import { createDesktopApi } from "../../src/preload/api.ts";
import type { EventOf } from "@shared/ipc/index.ts";
import { installDesktopBridge, memorySessionHandlers } from "./desktop-bridge.ts";

let web: WebHarness;
let fast: FixtureSites;
let slow: FixtureSites;
let member: { email: string; password: string; user: { id: string } };
const fetcher = createCoreFetcher({ allowPrivate: ["127.0.0.1"], env: {} });
const savedDir = fs.mkdtempSync(path.join(os.tmpdir(), "link-check-csv-"));

beforeAll(async () => {
  fast = await startFixtureSites(2);
  slow = await startFixtureSites(1, 1_500);
  web = await startWebHarness();
  await web.stack.sql("insert into public.whitelisted_domains (domain_name) values ('127.0.0.1') on conflict do nothing");
  const signedUp = await web.stack.signUpConfirmed(undefined, undefined, "desktop_agent");
  member = signedUp;
  const site = fast.sites[1]!.origin;
  await createPost(signedUp.client, signedUp.user.id, { url: `${site}/listing/7`, description: `Home ${site}/listing/7`, title: "Listing 7 (old title)", manual_price: 500_007 });
  await createPost(signedUp.client, signedUp.user.id, { url: `${site}/listing/8`, description: `Home ${site}/listing/8`, title: "Listing 8", manual_price: 500_008 });
});

// Each test's browser context is closed after it; generous waits: CI's 2 cores are shared.
const contexts: BrowserContext[] = [];
async function open() {
  const opened = await web.open();
  contexts.push(opened.context);
  opened.context.setDefaultTimeout(90_000);
  return opened;
}
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
});

afterAll(async () => {
  await web?.stop();
  await fast?.close();
  await slow?.close();
  await fetcher.close();
});

/** A page of the built app in which `window.desktop` reaches real main-process services. */
async function openDesktop() {
  const opened = await open();
  const settings = new SettingsService(createMemoryStore());
  let emit: (event: EventOf<"linkCheck:progress">) => void = () => undefined;
  const service = new LinkCheckService({ fetcher, extract: extractPreviewFacts, isWhitelisted: isWhitelistedHost }, createMemoryStore(), () => settings.get().linkCheck, (event) => emit(event));
  const bridge = await installDesktopBridge(opened.context, {
    ...memorySessionHandlers(),
    ...settingsHandlers(settings, () => undefined),
    ...localeHandlers(new MainLocale(["en-CA"])),
    ...linkCheckHandlers(service, async (name, content) => {
      const file = path.join(savedDir, name);
      fs.writeFileSync(file, content);
      return file;
    }),
  });
  emit = bridge.emit;
  return { ...opened, settings };
}

const counts = (page: Page) => page.getByTestId("lc-counts");

describe("desktop tools", () => {
  it("on the website the tool routes are the 404 page and the header has no links to them", async () => {
    const { page } = await open();
    await new AuthPages(page).signIn(member.email, member.password);
    expect(await page.getByRole("link", { name: "Link checks" }).count()).toBe(0);
    await page.goto("/tools/link-checks");
    await page.getByText("Oops! Page not found").waitFor();
    await page.goto("/tools/settings");
    await page.getByText("Oops! Page not found").waitFor();
  });

  it("the bridge's window.desktop has exactly the preload's methods", async () => {
    const { page } = await openDesktop();
    await page.goto("/");
    const inPage = await page.evaluate(() =>
      Object.entries((window as unknown as { desktop: object }).desktop).flatMap(([domain, group]) =>
        Object.entries(group as object).map(([name, fn]) => `${domain}.${name}:${typeof fn}`),
      ),
    );
    const noIpc = { invoke: async () => undefined, on: () => undefined, removeListener: () => undefined };
    const preload = Object.entries(createDesktopApi(noIpc)).flatMap(([domain, group]) =>
      Object.entries(group as object).map(([name, fn]) => `${domain}.${name}:${typeof fn}`),
    );
    expect(inPage.sort()).toEqual(preload.sort());
    expect(inPage).toContain("linkCheck.onProgress:function");
  });

  it("checks a pasted list: progress, filters, retry failed, CSV export, history; keyboard only; axe-clean", async () => {
    const { page } = await openDesktop();
    await new AuthPages(page).signIn(member.email, member.password);
    await page.getByText("Your session is kept in memory only").waitFor();
    await page.getByRole("navigation", { name: "Desktop tools" }).getByRole("link", { name: "Link checks" }).click();
    await page.getByRole("heading", { name: "Link checks", level: 1 }).waitFor();
    await page.getByText("No checks yet.").waitFor();

    const site = fast.sites[0]!.origin;
    fast.sites[0]!.flaky = true;
    const urls = [`${site}/listing/1`, `${site}/noimage/2`, `${site}/flaky/3`, `${site}/redirect/4`];
    await page.getByLabel("Paste URLs (one per line) or CSV text with a url column").fill(urls.join("\n"));
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Check URLs");
    await page.keyboard.press("Enter");

    await counts(page).filter({ hasText: "4 of 4 checked" }).filter({ hasText: "Finished" }).waitFor({ timeout: 60_000 });
    expect(await counts(page).textContent()).toContain("1 failed");
    await page.getByText("Showing 4 of 4").waitFor();
    const table = page.locator(".ant-table-tbody");
    expect(await table.getByRole("row").count()).toBe(4);
    await table.getByRole("row").filter({ hasText: "/redirect/4" }).getByText(`${site}/listing/4`).waitFor();
    await table.getByRole("row").filter({ hasText: "/noimage/2" }).getByText("Missing: imageUrl").waitFor();

    await page.getByRole("checkbox", { name: "Failed" }).check();
    await page.getByText("Showing 1 of 4").waitFor();
    await table.getByRole("row").filter({ hasText: "/flaky/3" }).getByText("500").waitFor();
    await page.getByRole("checkbox", { name: "Failed" }).uncheck();
    await page.getByRole("checkbox", { name: "Missing fields" }).check();
    await page.getByText("Showing 1 of 4").waitFor();
    await page.getByRole("checkbox", { name: "Missing fields" }).uncheck();
    // What the source says of each listing (issue 20's statuses): still listed here.
    await table.getByRole("row").filter({ hasText: "/redirect/4" }).getByRole("cell", { name: "Listed", exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "desktop-link-check-results");

    fast.sites[0]!.flaky = false;
    await page.getByRole("button", { name: "Retry failed" }).click();
    await counts(page).filter({ hasText: "0 failed" }).filter({ hasText: "Finished" }).waitFor({ timeout: 60_000 });
    await page.getByRole("checkbox", { name: "Failed" }).check();
    await page.getByText("Showing 0 of 4").waitFor();

    await page.getByRole("button", { name: "Export CSV" }).click();
    await expect.poll(() => fs.readdirSync(savedDir).length, { timeout: 10_000 }).toBe(1);
    const csv = fs.readFileSync(path.join(savedDir, fs.readdirSync(savedDir)[0]!), "utf8");
    expect(csv.trim().split(/\r?\n/)).toHaveLength(5);
    await page.getByRole("region", { name: "History" }).getByText("Pasted list").waitFor();
  });

  it("checks the member's own posts and reports a changed title", async () => {
    const { page } = await openDesktop();
    await new AuthPages(page).signIn(member.email, member.password);
    await page.goto("/tools/link-checks");
    expect(await page.getByRole("button", { name: "Check all posts" }).count()).toBe(0);
    await page.getByRole("button", { name: "Check my posts" }).click();
    await counts(page).filter({ hasText: "2 of 2 checked" }).filter({ hasText: "Finished" }).waitFor({ timeout: 60_000 });
    const rows = page.locator(".ant-table-tbody").getByRole("row");
    // Title changed (Yes), price unchanged (No): the stored manual_price matches the page's "$500,007".
    expect((await rows.filter({ hasText: "/listing/7" }).locator("td").allTextContents()).slice(7, 9)).toEqual(["Yes", "No"]);
    expect((await rows.filter({ hasText: "/listing/8" }).locator("td").allTextContents()).slice(7, 9)).toEqual(["No", "No"]);
    await page.getByRole("checkbox", { name: "Title or price changed" }).check();
    await page.getByText("Showing 1 of 2").waitFor();
    await page.locator(".ant-table-tbody").getByRole("row").filter({ hasText: "/listing/7" }).waitFor();
  });

  it("checks a CSV file (url, title, price columns), and admins check all posts", async () => {
    const admin = await web.stack.signUpConfirmed(undefined, undefined, "desktop_admin");
    await web.stack.makeAdmin(admin.user.id);
    const { page } = await openDesktop();
    await new AuthPages(page).signIn(admin.email, admin.password);
    await page.goto("/tools/link-checks");
    const site = fast.sites[0]!.origin;
    const csv = `url,title,price\n${site}/listing/21,Listing 21,"$500,021"\n${site}/listing/22,Listing 22,"$499,000"\n`;
    await page.getByLabel("CSV file").setInputFiles({ name: "listings.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await counts(page).filter({ hasText: "2 of 2 checked" }).filter({ hasText: "Finished" }).waitFor({ timeout: 60_000 });
    const rows = page.locator(".ant-table-tbody").getByRole("row");
    expect((await rows.filter({ hasText: "/listing/21" }).locator("td").allTextContents()).slice(7, 9)).toEqual(["No", "No"]);
    expect((await rows.filter({ hasText: "/listing/22" }).locator("td").allTextContents()).slice(7, 9)).toEqual(["No", "Yes"]);
    await page.getByRole("region", { name: "History" }).getByText("listings.csv").waitFor();

    await page.getByRole("button", { name: "Check all posts" }).click();
    await counts(page).filter({ hasText: "2 of 2 checked" }).filter({ hasText: "Finished" }).waitFor({ timeout: 60_000 });
    await rows.filter({ hasText: `${fast.sites[1]!.origin}/listing/7` }).waitFor();
    await page.getByRole("region", { name: "History" }).getByText("All posts").waitFor();
    await page.screenshot({ path: path.join(os.tmpdir(), "desktop-link-checks.png"), fullPage: true });
  });

  it("cancels a running check", async () => {
    const { page, settings } = await openDesktop();
    settings.update({ linkCheck: { concurrency: 2, perHost: 2 } });
    await page.goto("/tools/link-checks");
    const urls = Array.from({ length: 12 }, (_, i) => `${slow.sites[0]!.origin}/listing/${i}`);
    await page.getByLabel("Paste URLs (one per line) or CSV text with a url column").fill(urls.join("\n"));
    await page.getByRole("button", { name: "Check URLs" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await counts(page).filter({ hasText: "Cancelled" }).waitFor({ timeout: 60_000 });
    expect(await counts(page).textContent()).toMatch(/cancelled/);
  });

  it("settings: validates and saves the backend and link-check settings", async () => {
    const { page, settings } = await openDesktop();
    await page.goto("/tools/settings");
    const concurrency = page.getByLabel("Concurrency (1–32 at once)");
    await concurrency.fill("40");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Concurrency must be a whole number from 1 to 32.").waitFor();
    await concurrency.fill("4");
    await page.getByRole("radio", { name: "Hosted Supabase" }).check();
    await page.getByLabel("Backend URL").fill("https://abc.supabase.co");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Enter the project's anon key (at least 20 characters).").waitFor();
    await page.getByLabel("Anon key").fill("k".repeat(40));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => settings.get().linkCheck.concurrency, { timeout: 10_000 }).toBe(4);
    expect(settings.get().backend).toEqual({ kind: "hosted", url: "https://abc.supabase.co", anonKey: "k".repeat(40) });
  });
});
