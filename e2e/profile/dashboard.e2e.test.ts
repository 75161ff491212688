import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";
import { FeedPage } from "../support/pages/feed-page.ts";
import { DashboardPage, holdRequest } from "./dashboard-page.ts";
import type { SignedInUser } from "@test-support/stack/stack.ts";

let web: WebHarness;
let member: SignedInUser;
let owner: SignedInUser;
let postId: string;

// 1x1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

beforeAll(async () => {
  web = await startWebHarness();
  member = await web.stack.signUpConfirmed(undefined, undefined, "dash_member");
  owner = await web.stack.signUpConfirmed(undefined, undefined, "dash_owner");
  postId = await createPost(owner.client, owner.user.id, { title: "Harbourfront loft", street_address: "1 Bay St", city: "Toronto", province: "ON" });
});

afterAll(async () => {
  await web?.stop();
});

async function signedIn(who: SignedInUser = member, width?: number) {
  const opened = await web.open();
  await new AuthPages(opened.page).signIn(who.email, who.password);
  if (width) await opened.page.setViewportSize({ width, height: 900 });
  return { ...opened, dashboard: new DashboardPage(opened.page) };
}

describe("member dashboard (/profile)", () => {
  it("visitor opening /profile is sent to /signin", async () => {
    const { page } = await web.open();
    await page.goto("/profile");
    await page.waitForURL(/\/signin$/);
    await page.getByRole("heading", { name: "Login" }).waitFor();
  });

  it("shows loading placeholders, then the Profile Settings tab by default", async () => {
    const { page, dashboard } = await signedIn();
    // The profile page's own read (select=*), not the language sync's (select=locale).
    const hold = await holdRequest(page, /\/rest\/v1\/profiles\?select=\*/);
    await page.goto("/profile");
    await hold.held;
    await page.getByLabel("Loading profile").waitFor();
    hold.release();
    await dashboard.tab("Profile Settings").waitFor();
    expect(await dashboard.tab("Profile Settings").getAttribute("aria-selected")).toBe("true");
    await page.getByText("Profile Picture").waitFor();
    for (const heading of ["Personal Details", "Business Details", "Business Address"]) await page.getByText(heading, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("validates with the spec's messages, saves, and is disabled while unchanged", async () => {
    const { page, dashboard } = await signedIn();
    await dashboard.goto();
    expect(await dashboard.saveButton.isDisabled()).toBe(true);
    await dashboard.field("Business Email").fill("not-an-email");
    await dashboard.field("Website").fill("nope");
    await dashboard.field("Bio").fill("x".repeat(501));
    expect(await dashboard.saveButton.isEnabled()).toBe(true);
    await dashboard.saveButton.click();
    await dashboard.fieldError("First name is required").waitFor();
    await dashboard.fieldError("Last name is required").waitFor();
    await dashboard.fieldError("Invalid email address").waitFor();
    await dashboard.fieldError("Invalid URL").waitFor();
    await dashboard.fieldError("Bio must be less than 500 characters").waitFor();

    await dashboard.field("First Name").fill("Dana");
    await dashboard.field("Last Name").fill("Scully");
    await dashboard.field("Business Email").fill("dana@agency.ca");
    await dashboard.field("Website").fill("https://agency.ca");
    await dashboard.field("Bio").fill("Agent in Toronto.");
    await dashboard.field("City").fill("Toronto");
    await page.getByLabel("Business Category").click();
    await page.getByTitle("Broker").click();
    await dashboard.saveButton.click();
    await dashboard.toast("Profile updated successfully.").waitFor();
    const [row] = await web.stack.sql<{ first_name: string; business_category: string; website: string; city: string }>(
      "select first_name, business_category::text, website, city from public.profiles where id = $1",
      [member.user.id],
    );
    expect(row).toEqual({ first_name: "Dana", business_category: "broker", website: "https://agency.ca", city: "Toronto" });
    await page.getByRole("button", { name: "Save All Changes" }).waitFor();
    expect(await dashboard.saveButton.isDisabled()).toBe(true);
    await page.reload();
    expect(await dashboard.field("First Name").inputValue()).toBe("Dana");
  });

  it("uploads an avatar and saves its path on the profile at once", async () => {
    const { page, dashboard } = await signedIn();
    await dashboard.goto();
    await page.getByTestId("avatar-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await dashboard.toast("Avatar updated successfully.").waitFor();
    const [row] = await web.stack.sql<{ avatar_url: string }>("select avatar_url from public.profiles where id = $1", [member.user.id]);
    expect(row?.avatar_url).toMatch(new RegExp(`^${member.user.id}/\\d+\\.png$`));
    await page.locator('img[alt="Your avatar"]').waitFor();
  });

  it("Saved Listings: skeletons, empty text, a card with 'Saved ... ago', and remove", async () => {
    const { page, dashboard } = await signedIn();
    await dashboard.goto("saved");
    await page.getByText("No saved listings yet - Start saving listings by clicking the heart icon on properties you're interested in.").waitFor();

    await member.client.from("saved_listings").insert({ user_id: member.user.id, post_id: postId });
    const hold = await holdRequest(page, /\/rest\/v1\/saved_listings\?select=id/);
    await page.reload();
    await hold.held;
    await page.getByTestId("saved-skeleton").first().waitFor();
    expect(await page.getByTestId("saved-skeleton").count()).toBe(6);
    hold.release();
    await page.getByRole("link", { name: "Harbourfront loft", exact: true }).waitFor();
    await page.getByText("1 Bay St, Toronto, ON").waitFor();
    await page.getByText("Saved less than a minute ago").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Remove Harbourfront loft from saved" }).click();
    await dashboard.toast("Listing removed from saved").waitFor();
    await page.getByText(/No saved listings yet/).waitFor();
  });

  it("My Reports: empty text, then a post report with status, reason, title and time", async () => {
    const { page, dashboard } = await signedIn();
    await dashboard.goto("reports");
    await page.getByText("No reports submitted - You haven't submitted any reports yet. Help keep the platform safe by reporting inappropriate content.").waitFor();
    await member.client.from("reports").insert({ reporter_id: member.user.id, reported_post_id: postId, target_type: "post", reason: "Fake listing" });
    const hold = await holdRequest(page, /\/rest\/v1\/reports\?select=/);
    await page.reload();
    await hold.held;
    await page.getByTestId("report-skeleton").first().waitFor();
    expect(await page.getByTestId("report-skeleton").count()).toBe(5);
    hold.release();
    const list = page.getByRole("list", { name: "My reports" });
    await list.getByText("Post Report").waitFor();
    await list.getByText("open", { exact: true }).waitFor();
    await list.getByText("Fake listing").waitFor();
    await list.getByText("Harbourfront loft").waitFor();
    await list.getByText(/Submitted less than a minute ago/).waitFor();
  });

  it("My Reports lists a report made on the feed when the member comes back, without a reload", async () => {
    const reporter = await web.stack.signUpConfirmed();
    const { page, dashboard } = await signedIn(reporter);
    await dashboard.goto("reports");
    await page.getByText(/No reports submitted/).waitFor();
    // From here on the member follows links: the app (and the reports it read above) stays loaded.
    const feed = new FeedPage(page);
    await feed.shell.header.getByRole("link", { name: "Residential" }).click();
    const dialog = await feed.openReport("Harbourfront loft");
    await dialog.getByLabel("Fake listing").check();
    await dialog.getByRole("button", { name: "Submit Report" }).click();
    await feed.shell.expectToast("Report submitted successfully. Thank you for your feedback.");
    await feed.shell.header.getByRole("link", { name: "Profile" }).click();
    await dashboard.tab("My Reports").click();
    await page.getByRole("list", { name: "My reports" }).getByText("Harbourfront loft").waitFor({ timeout: 10_000 });
  });

  it("load failures show the spec's error texts", async () => {
    const { page, dashboard } = await signedIn();
    await web.stack.sql("revoke select on public.saved_listings, public.reports from authenticated");
    try {
      await dashboard.goto("saved");
      await page.getByText("Failed to load saved listings. Please try again.").waitFor();
      await dashboard.tab("My Reports").click();
      await page.getByText("Failed to load reports. Please try again.").waitFor();
    } finally {
      await web.stack.sql("grant select on public.saved_listings, public.reports to authenticated");
    }
    await web.stack.sql("revoke select on public.profiles from authenticated");
    try {
      await page.goto("/profile");
      await page.getByText("Error Loading Profile").waitFor();
      await page.getByText("There was a problem fetching your profile data. Please refresh the page to try again.").waitFor();
    } finally {
      await web.stack.sql("grant select on public.profiles to authenticated");
    }
  });

  it("offers: the maker withdraws an offer; the owner reads who offered what", async () => {
    await member.client.from("offers").insert({ user_id: member.user.id, post_id: postId, offer_amount: 725000, message: "Quick close" });
    const ownerView = await signedIn(owner);
    await ownerView.dashboard.goto("offers");
    const received = ownerView.page.getByRole("region", { name: "Offers Received" });
    await received.getByText("$725,000").waitFor();
    await received.getByText("Quick close").waitFor();
    await received.getByText("Dana Scully").waitFor();

    const { page, dashboard } = await signedIn();
    await dashboard.goto("offers");
    const made = page.getByRole("region", { name: "Offers Made" });
    await made.getByRole("link", { name: "Harbourfront loft", exact: true }).waitFor();
    await made.getByRole("button", { name: "Withdraw offer on Harbourfront loft" }).click();
    await page.getByRole("button", { name: "Withdraw", exact: true }).click();
    await dashboard.toast("Offer withdrawn.").waitFor();
    await made.getByText("You haven't made any offers yet.").waitFor();
    const [row] = await web.stack.sql<{ n: number }>("select count(*)::int as n from public.offers where user_id = $1", [member.user.id]);
    expect(row?.n).toBe(0);
  });

  it("fits a phone screen", async () => {
    const { page, dashboard } = await signedIn(member, WIDTHS.mobile);
    await dashboard.goto();
    await dashboard.field("First Name").waitFor();
    await expectNoSidewaysScroll(page); // layout settles after lazy styles
    await screenshotAtWidths(page, "profile-dashboard");
  });
});
