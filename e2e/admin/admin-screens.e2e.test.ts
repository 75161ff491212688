// The admin's Users, Featured and Reports screens (issue 21) in real Chromium: Users shows confirmed or not, ban state
// and post counts, searched, sorted and paged by the database; the confirmation dialogs open on their field and give
// focus back; the three screens in French (fr-CA) at 375 and 1280 px, axe-clean, with screenshots.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import type { SignedInUser } from "@test-support/stack/stack.ts";
import { dialog, row, signedInPage, toast } from "./admin-harness.ts";

let web: WebHarness;
let admin: SignedInUser;
let poster: SignedInUser;
let pending: string;

beforeAll(async () => {
  web = await startWebHarness();
  admin = await web.stack.signUpConfirmed(undefined, undefined, "scr_admin");
  await web.stack.makeAdmin(admin.user.id);
  poster = await web.stack.signUpConfirmed(undefined, undefined, "scr_poster");
  for (const title of ["Maple ridge bungalow", "Birch lane duplex", "Cedar court condo"]) await createPost(poster.client, poster.user.id, { title });
  // A member who never confirmed their e-mail.
  pending = `scr_pending-${Date.now().toString(36)}@example.test`;
  const created = await web.stack.serviceClient().auth.admin.createUser({ email: pending, password: "password123", email_confirm: false, user_metadata: { username: "scr_pending" } });
  expect(created.error).toBeNull();
});

afterAll(async () => {
  await web?.stop();
});

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? "");

describe("admin users", () => {
  it("shows confirmed or not, ban state and post counts; searches, sorts by posts and pages in the database", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/users");
    const posterRow = row(page, poster.email);
    await posterRow.getByText("confirmed", { exact: true }).waitFor();
    expect(await posterRow.getByRole("cell", { name: "3", exact: true }).count()).toBe(1);
    await row(page, pending).getByText("not confirmed", { exact: true }).waitFor();

    // Sorted by posts, most first: the poster leads.
    await page.getByRole("combobox", { name: "Sort users" }).click();
    await page.getByTitle("Most posts").click();
    await page.waitForFunction((email) => document.querySelector("tr.ant-table-row")?.textContent?.includes(email), poster.email);

    // Pages of 25: the second page holds what the first does not, and the total is the database's.
    const extra = await Promise.all(Array.from({ length: 24 }, (_, i) => web.stack.signUpConfirmed(undefined, undefined, `scr_page_${i}`)));
    expect(extra).toHaveLength(24);
    await page.reload();
    const [{ n }] = (await web.stack.sql<{ n: number }>("select count(*)::int as n from auth.users")) as [{ n: number }];
    await page.getByText(`${n} users`).waitFor();
    await page.locator(".ant-pagination-options .ant-select").click();
    await page.getByTitle("25 / page").click();
    await page.waitForFunction(() => document.querySelectorAll("tr.ant-table-row").length === 25);
    const first = await page.locator("tr.ant-table-row").allTextContents();
    await page.locator(".ant-pagination-item-2").click();
    await page.waitForFunction((count) => document.querySelectorAll("tr.ant-table-row").length === count, Math.min(25, n - 25));
    const second = await page.locator("tr.ant-table-row").allTextContents();
    expect(second.filter((text) => first.includes(text))).toEqual([]);

    // Search is the database's too: one row.
    await page.getByRole("searchbox", { name: "Search users" }).fill("scr_pending");
    await page.getByRole("searchbox", { name: "Search users" }).press("Enter");
    await page.waitForFunction(() => document.querySelectorAll("tr.ant-table-row").length === 1);
    await row(page, pending).waitFor();
  });

  it("the ban dialog opens on its reason and gives focus back to the same button, now Unban", async () => {
    const target = await web.stack.signUpConfirmed(undefined, undefined, "scr_banned");
    const page = await signedInPage(web, admin);
    await page.goto("/admin/users");
    await page.getByRole("searchbox", { name: "Search users" }).fill("scr_banned");
    await page.getByRole("searchbox", { name: "Search users" }).press("Enter");
    const targetRow = row(page, target.email);
    await targetRow.getByRole("button", { name: "Ban scr_banned" }).click();
    const ban = dialog(page, "Ban this user?");
    await expect.poll(() => focusedTag(page)).toBe("TEXTAREA");
    await page.keyboard.type("Fake listings");
    await ban.getByRole("button", { name: "Ban", exact: true }).click();
    await toast(page, "User banned.").waitFor();
    await targetRow.getByText("banned", { exact: true }).waitFor();
    await expect.poll(() => focusedText(page)).toBe("Unban");

    await targetRow.getByRole("button", { name: "Unban scr_banned" }).click();
    await dialog(page, "Unban this user?").getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => focusedText(page)).toBe("Unban");
  });
});

describe("the admin screens in French", () => {
  it("Users, Featured and Reports read in French and fit 375 and 1280 px", async () => {
    const postId = await createPost(poster.client, poster.user.id, { title: "Chalet au bord du lac" });
    const reporter = await web.stack.signUpConfirmed(undefined, undefined, "scr_reporter");
    await reporter.client.from("reports").insert({ reporter_id: reporter.user.id, reported_post_id: postId, target_type: "post", reason: "Fake listing" });
    const page = await signedInPage(web, admin);

    await page.goto("/fr/admin/users");
    await page.getByRole("heading", { level: 1, name: "Gestion des utilisateurs" }).waitFor();
    const posterRow = row(page, poster.email);
    await posterRow.getByText("confirmé", { exact: true }).waitFor();
    await row(page, pending).getByText("non confirmé", { exact: true }).waitFor();
    await row(page, admin.email).getByText("administrateur", { exact: true }).waitFor();
    await page.getByRole("region", { name: "Journal d’audit" }).waitFor();
    await page.getByRole("searchbox", { name: "Rechercher des utilisateurs" }).waitFor();

    await page.goto("/fr/admin/featured");
    await page.getByRole("heading", { level: 1, name: "Gérer les propriétés en vedette" }).waitFor();
    const chalet = row(page, "Chalet au bord du lac");
    await chalet.getByText("approuvée", { exact: true }).waitFor();
    await chalet.getByRole("switch", { name: "Mettre en vedette : Chalet au bord du lac" }).waitFor();

    await page.goto("/fr/admin/reports");
    await page.getByRole("heading", { level: 1, name: "Gérer les signalements" }).waitFor();
    const report = row(page, "Chalet au bord du lac");
    await report.getByText("Fausse annonce").waitFor();
    await report.getByText("ouvert", { exact: true }).waitFor();
    await report.getByLabel("1 signalement ouvert").waitFor();
    await report.getByRole("button", { name: "Résoudre" }).waitFor();
    expect(await report.getByRole("link", { name: "Chalet au bord du lac" }).getAttribute("href")).toBe(`/fr/post/${postId}`);
    await page.getByRole("tab", { name: "Messages" }).click();
    await page.getByText("Aucun message signalé.").waitFor();

    for (const [path, name] of [["/fr/admin/users", "admin-users-fr"], ["/fr/admin/featured", "admin-featured-fr"], ["/fr/admin/reports", "admin-reports-fr"]] as const) {
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await page.goto(path);
      await page.locator("tr.ant-table-row").first().waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
      await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page), `${path} at 375 px`).toEqual([]);
      await screenshotAtWidths(page, name);
    }
    // Phones: the one column of Users says it all in French too.
    await page.goto("/fr/admin/users");
    await row(page, poster.email).getByText(/^\d+ annonces? · inscrit le \d{1,2} \p{L}+ \d{4}$/u).waitFor();
  });
});
