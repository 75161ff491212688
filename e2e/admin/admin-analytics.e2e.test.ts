import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import type { SignedInUser } from "@test-support/stack/stack.ts";
import { signedInPage } from "./admin-harness.ts";

let web: WebHarness;
let admin: SignedInUser;

beforeAll(async () => {
  web = await startWebHarness();
  admin = await web.stack.signUpConfirmed(undefined, undefined, "stats_admin");
  await web.stack.makeAdmin(admin.user.id);
  const owner = await web.stack.signUpConfirmed(undefined, undefined, "stats_owner");
  const fan = await web.stack.signUpConfirmed(undefined, undefined, "stats_fan");
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push(await createPost(owner.client, owner.user.id, { title: `Ottawa home ${i}`, province: "Ontario", city: "Ottawa" }));
  ids.push(await createPost(owner.client, owner.user.id, { title: "Quebec duplex", province: "QC", city: "Montréal", category: "commercial", manual_price: 2500000 }));
  await fan.client.from("saved_listings").insert({ user_id: fan.user.id, post_id: ids[0]! });
  await fan.client.from("offers").insert({ user_id: fan.user.id, post_id: ids[0]!, offer_amount: 480000 });
  await fan.client.from("reports").insert({ reporter_id: fan.user.id, reported_post_id: ids[3]!, target_type: "post", reason: "Spam or misleading" });
  for (const id of ids) await web.stack.client().rpc("record_post_view", { p_post_id: id });
  await web.stack.sql("update public.posts set is_featured = true where id = $1", [ids[0]]);
});

afterAll(async () => {
  await web?.stop();
});

describe("admin analytics", () => {
  it("layout: menu with six links; /admin/analytics opens User Engagement with real numbers", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/analytics");
    await page.getByRole("heading", { level: 1, name: "Analytics" }).waitFor();
    const menu = page.getByRole("navigation", { name: "Analytics sections" });
    for (const name of ["User Engagement", "Listing Analytics", "Conversion Metrics", "Revenue / Ads", "Geography", "Reported Listings"]) await menu.getByRole("link", { name }).waitFor();
    await page.waitForURL(/\/admin\/analytics\/user-engagement$/);
    await page.getByRole("heading", { level: 2, name: "User Engagement" }).waitFor();
    await page.getByRole("img", { name: /Sign-ups and active members over time/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("listing analytics groups by category, province and price band; CSV export downloads the numbers", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/analytics/listing-analytics");
    await page.getByRole("img", { name: /Posts by province\. Ontario: 3, Quebec: 1/ }).waitFor();
    await page.getByRole("img", { name: /Posts by price band\..*\$2M\+: 1/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    // The file is named by the days the picker shows (it used to name the day after the last one).
    const [first, last] = await page.locator(".ant-picker-range input").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(download.suggestedFilename()).toBe(`analytics-listing-analytics-${first}_${last}.csv`);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("Dimension,Value,Posts");
    expect(csv).toContain("province,ON,3\r\n");
    expect(csv).toContain("category,commercial,1\r\n");
  });

  it("conversion shows the view → save → offer funnel", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/analytics/conversion-metrics");
    await page.getByRole("img", { name: "Conversion funnel. Views: 4, Saves: 1, Offers: 1" }).waitFor();
    // Ratios, not percentages: saves happen on feed cards without a post view, so they can outnumber views.
    await page.getByText("Saves per view").waitFor();
    await page.getByText("0.25", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Ottawa home 0" }).waitFor();
  });

  it("revenue says there are no payments and shows featured exposure", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/analytics/revenue");
    await page.getByText("No revenue to report").waitFor();
    await page.getByRole("img", { name: "Featured posts by category. residential: 1" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("geography draws the offline province map and top cities", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/analytics/geography");
    await page.getByRole("img", { name: /Map of listings by province\..*Ontario 3.*Quebec 1/ }).waitFor();
    await page.getByRole("cell", { name: "Montréal" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("reported listings counts by reason and status; the date range changes the numbers", async () => {
    const page = await signedInPage(web, admin);
    await page.goto("/admin/analytics/reported-listings");
    await page.getByRole("img", { name: "Reports by reason. Spam or misleading: 1" }).waitFor();
    await page.getByRole("img", { name: "Reports by status. open: 1" }).waitFor();
    // Move the range into the past: no reports there.
    await page.getByRole("textbox", { name: "Date range" }).first().click();
    const start = page.locator(".ant-picker-input input").first();
    const end = page.locator(".ant-picker-input input").nth(1);
    await start.fill("2020-01-01");
    await start.press("Enter");
    await end.fill("2020-01-31");
    await end.press("Enter");
    await page.getByText("No data for this period.").first().waitFor();
  });

  it("on a phone the side menu becomes a select and nothing overflows", async () => {
    const page = await signedInPage(web, admin, WIDTHS.mobile);
    await page.goto("/admin/analytics/user-engagement");
    await page.getByRole("heading", { level: 2, name: "User Engagement" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Analytics sections" }).isVisible()).toBe(false);
    await page.getByRole("combobox", { name: "Analytics section" }).click();
    await page.getByTitle("Geography").click();
    await page.waitForURL(/\/admin\/analytics\/geography$/);
    await page.getByRole("img", { name: /Map of listings by province/ }).waitFor();
    await expectNoSidewaysScroll(page); // layout settles after lazy styles
    await screenshotAtWidths(page, "admin-analytics-geography");
  });
});
