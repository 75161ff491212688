// Issue 19, saved searches in Chromium: a member saves a search from the results, a new matching post arrives, the
// daily job (run here through the service role, as the scheduler does) e-mails it to the stack's mailbox, the
// dashboard opens, renames and deletes saved searches, and the e-mail's unsubscribe link works signed out.
// Screenshots of the results' save button and the dashboard's Saved Searches tab at 375, 768 and 1280 px under
// reports/artifacts/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";
import type { SignedInUser } from "@test-support/stack/stack.ts";

let web: WebHarness;
let member: SignedInUser;
let author: SignedInUser;

beforeAll(async () => {
  web = await startWebHarness();
  member = await web.stack.signUpConfirmed(undefined, undefined, "search_saver");
  author = await web.stack.signUpConfirmed(undefined, undefined, "search_author");
}, 300_000);

afterAll(async () => {
  await web?.stop();
});

async function signedIn(): Promise<Page> {
  const { page } = await web.open();
  await new AuthPages(page).signIn(member.email, member.password);
  return page;
}

const dialog = (page: Page, title: string) => page.getByRole("dialog").filter({ hasText: title });
const toast = (page: Page, text: string) => page.locator(".ant-message-notice", { hasText: text }).first();
const searchRow = (page: Page, name: string) => page.locator("li.saved-search", { hasText: name });

describe("saved searches", () => {
  it("saves a search, e-mails a new match once, and the e-mail's link unsubscribes", { timeout: 180_000 }, async () => {
    const page = await signedIn();
    await page.goto("/search?q=zanzibarite&beds=2");
    await page.getByRole("button", { name: "Save this search" }).waitFor();
    await screenshotAtWidths(page, "saved-searches-save-button");
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await page.getByRole("button", { name: "Save this search" }).click();
    const save = dialog(page, "Save this search");
    await save.getByLabel("Name").fill("");
    await save.getByRole("button", { name: "Save" }).click();
    await save.getByText("Give the search a name.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await save.getByLabel("Name").fill("Zanzibar homes");
    await save.getByRole("button", { name: "Save" }).click();
    await toast(page, "Search saved.").waitFor();

    const match = await createPost(author.client, author.user.id, { title: "Zanzibarite villa", bedrooms: "3" });
    const small = await createPost(author.client, author.user.id, { title: "Zanzibarite studio", bedrooms: "1" });
    const run = await web.stack.serviceClient().rpc("send_saved_search_alerts");
    expect(run.error).toBeNull();

    await expect.poll(() => web.stack.mailbox.list(member.email).some((m) => m.subject.includes("Zanzibar homes")), { timeout: 20_000 }).toBe(true);
    const mails = web.stack.mailbox.list(member.email).filter((m) => m.subject.includes("Zanzibar homes"));
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? "";
    expect(text).toContain(`/post/${match}`);
    expect(text).not.toContain(small);
    // At most daily: running again sends nothing more.
    await createPost(author.client, author.user.id, { title: "Zanzibarite loft", bedrooms: "2" });
    await web.stack.serviceClient().rpc("send_saved_search_alerts");
    expect(web.stack.mailbox.list(member.email).filter((m) => m.subject.includes("Zanzibar homes"))).toHaveLength(1);

    const link = /https?:\/\/\S+\/unsubscribe\?token=[0-9a-f-]+/.exec(text)?.[0];
    expect(link).toBeDefined();
    const { page: visitor } = await web.open();
    await visitor.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
    await visitor.getByText("You are unsubscribed.").waitFor();
    await visitor.reload();
    await visitor.getByText("This unsubscribe link is not valid, or the saved search was already deleted.").waitFor();
    expect((await web.stack.sql("select 1 from public.saved_searches where user_id = $1", [member.user.id])).length).toBe(0);
  });

  it("lists saved searches in the dashboard: Open goes to the search, Rename and Delete", { timeout: 180_000 }, async () => {
    for (const [name, filters] of [
      ["Toronto condos", { q: "condo", city: "Toronto", sort: "price_asc" }],
      ["Family homes in Ottawa with a long name that wraps on phones", { city: "Ottawa", beds: 3, maxPrice: 800000 }],
    ] as const) {
      const { error } = await member.client.from("saved_searches").insert({ name, filters });
      expect(error).toBeNull();
    }
    const page = await signedIn();
    await page.goto("/profile?tab=searches");
    await searchRow(page, "Toronto condos").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "saved-searches-dashboard");
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

    expect(await page.getByRole("link", { name: "Open Toronto condos" }).getAttribute("href")).toBe("/search?q=condo&city=Toronto&sort=price_asc");

    await page.getByRole("button", { name: "Rename Toronto condos" }).click();
    const rename = dialog(page, "Rename saved search");
    await rename.getByLabel("Name").fill("Lakeside condos");
    await rename.getByRole("button", { name: "Rename" }).click();
    await toast(page, "Search renamed").waitFor();
    await searchRow(page, "Lakeside condos").waitFor();

    await page.getByRole("button", { name: "Delete Lakeside condos" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Saved search deleted").waitFor();
    await expect.poll(() => searchRow(page, "Lakeside condos").count()).toBe(0);
    const names = await web.stack.sql<{ name: string }>("select name from public.saved_searches where user_id = $1", [member.user.id]);
    expect(names.map((row) => row.name)).toEqual(["Family homes in Ottawa with a long name that wraps on phones"]);

    await page.getByRole("link", { name: /^Open Family homes/ }).click();
    await page.waitForURL(/\/search\?beds=3&maxPrice=800000&city=Ottawa|\/search\?maxPrice=800000&beds=3&city=Ottawa/);
  });
});
