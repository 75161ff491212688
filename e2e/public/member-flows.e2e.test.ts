import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureServer, type FixtureServer } from "../../src/shared/link-intelligence/node/fixture-server.ts";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { screenshotAtWidths } from "../support/screenshots.ts";
import { createPost } from "../support/data.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";
import { FeedPage } from "../support/pages/feed-page.ts";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

let web: WebHarness;
let fixtures: FixtureServer;

beforeAll(async () => {
  // The extractor may fetch the loopback fixture server (declared in supabase/functions/.env.example).
  process.env.LINK_FETCH_ALLOW_PRIVATE = "127.0.0.1";
  fixtures = await startFixtureServer();
  web = await startWebHarness();
  await web.stack.sql("insert into public.whitelisted_domains (domain_name, description) values ('127.0.0.1', 'e2e fixture server') on conflict do nothing");
});

afterAll(async () => {
  await web?.stop();
  await fixtures?.close();
});

async function signedInPage(email: string, password: string, width?: number) {
  const opened = await web.open(width);
  await new AuthPages(opened.page).signIn(email, password);
  return { ...opened, feed: new FeedPage(opened.page) };
}

describe("member flows", () => {
  it("composer: domain status, preview, currency input, photo upload, post, feed refresh", async () => {
    const member = await web.stack.signUpConfirmed(undefined, "secret123", "composer_e2e");
    const { page, feed } = await signedInPage(member.email, "secret123");
    await feed.composer.waitFor();
    expect(await feed.postButton.isDisabled()).toBe(true);

    // Not whitelisted: 'localhost' is not '127.0.0.1' (exact host match).
    await feed.typeContent(`Look at this ${fixtures.url.replace("127.0.0.1", "localhost")}/listing/1`);
    await feed.composer.getByText("Domain is not from a whitelisted site.").waitFor();
    expect(await feed.postButton.isDisabled()).toBe(true);

    await feed.typeContent("x".repeat(2001));
    await feed.composer.getByText("Post content is too long.").waitFor();

    const listingUrl = `${fixtures.url}/listing/7`;
    await feed.typeContent(`Great family home ${listingUrl} #toronto`);
    await feed.composer.getByText("Domain is whitelisted.").waitFor({ timeout: 30_000 });
    await feed.composer.getByLabel("Link preview").waitFor({ timeout: 60_000 });
    const previewTitle = (await feed.composer.locator(".link-preview__title").textContent()) ?? "";
    expect(previewTitle).toContain("Maple Avenue");

    await feed.chooseCategory("Residential");
    const price = await feed.typePrice("$1,234,567.891abc");
    await feed.composer.getByLabel("Listing ID (optional)").click();
    expect(await price.inputValue()).toBe("$1,234,567.89");
    await price.click();
    expect(await price.inputValue()).toBe("1234567.891");

    await feed.composer.getByLabel("Search address").fill("Halif");
    const halifax = page.locator(".ant-select-item-option", { hasText: "Halifax" }).first();
    await halifax.waitFor({ timeout: 30_000 });
    // The open suggestion list (antd's listbox and its hidden screen-reader copy) has a name.
    expect(await page.locator('[role="listbox"][id="composer-address-search_list"]').first().getAttribute("aria-label")).toBe("Address suggestions");
    expect(await seriousViolations(page)).toEqual([]);
    await halifax.click();
    await page.waitForFunction(() => (document.getElementById("composer-city") as HTMLInputElement | null)?.value === "Halifax");
    expect(await feed.composer.getByLabel("City").getAttribute("readonly")).not.toBeNull();

    await page.getByTestId("image-input").setInputFiles([{ name: "front.png", mimeType: "image/png", buffer: PNG }]);
    await feed.composer.getByRole("img", { name: "Uploaded photo 1" }).waitFor({ timeout: 30_000 });

    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "composer");

    await feed.postButton.click();
    await feed.shell.expectToast("Post created successfully!");
    await page.waitForFunction(() => (document.getElementById("composer-content") as HTMLTextAreaElement | null)?.value === "");
    await feed.card(previewTitle).waitFor();
    const [row] = await web.stack.sql<{ manual_price: string; bedrooms: string | null; city: string; additional_images: string[]; mls_number: string | null }>(
      "select manual_price::text, bedrooms, city, additional_images, mls_number from public.posts where user_id = $1",
      [member.user.id],
    );
    expect(row?.manual_price).toBe("1234567.89");
    expect(row?.city).toBe("Halifax");
    expect(row?.bedrooms).not.toBeNull();
    expect(row?.additional_images).toHaveLength(1);
  });

  it("composer: a failing extraction shows the failed preview", async () => {
    const member = await web.stack.signUpConfirmed();
    const { feed } = await signedInPage(member.email, "password123");
    // Whitelisted host, nothing listening: the extraction fails.
    await feed.typeContent("Broken http://127.0.0.1:9/listing/1");
    await feed.composer.getByText("Could not generate a preview for this link.").waitFor({ timeout: 60_000 });
  });

  it("a removed photo comes back when the storage delete fails", async () => {
    const member = await web.stack.signUpConfirmed();
    const { page, context, feed } = await signedInPage(member.email, "password123");
    await page.getByTestId("image-input").setInputFiles([{ name: "a.png", mimeType: "image/png", buffer: PNG }]);
    const thumb = feed.composer.getByRole("img", { name: "Uploaded photo 1" });
    await thumb.waitFor({ timeout: 30_000 });
    await context.route(/\/storage\/v1\/object\/post_images/, (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ statusCode: "400", error: "Bad", message: "storage is read-only" }) })
        : route.continue(),
    );
    await feed.composer.getByRole("button", { name: "Remove photo 1" }).click();
    await feed.shell.expectToast("Failed to delete image: storage is read-only");
    await thumb.waitFor();
  });

  it("save, offer and report on another member's post; the owner sees the count and deletes", async () => {
    const owner = await web.stack.signUpConfirmed(undefined, "ownerpass1", "owner_e2e");
    const postId = await createPost(owner.client, owner.user.id, { title: "Owner's riverside cottage" });
    const viewer = await web.stack.signUpConfirmed(undefined, "viewerpass1", "viewer_e2e");
    const { page, feed } = await signedInPage(viewer.email, "viewerpass1");
    const card = feed.card("Owner's riverside cottage");
    await card.waitFor();
    await card.getByText("owner_e2e").waitFor();

    await card.getByRole("button", { name: "Save listing" }).click();
    await feed.shell.expectToast("Listing saved successfully");
    await card.getByRole("button", { name: "Remove from saved" }).click();
    await feed.shell.expectToast("Listing removed from saved");
    await card.getByRole("button", { name: "Save listing" }).waitFor();

    let dialog = await feed.openOffer("Owner's riverside cottage");
    await dialog.getByRole("button", { name: "Submit Offer" }).click();
    await dialog.getByText("Offer amount must be a positive number.").waitFor();
    await dialog.getByLabel("Offer amount").fill("450000");
    await dialog.getByLabel("Message (optional)").fill("Cash buyer, flexible closing.");
    // Coming back to the tab: supabase-js reports SIGNED_IN again for the same user. Only the admin status is
    // checked again; the feed is not reloaded under the open dialog, and nothing typed is lost.
    const feedRequests: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === "/rest/v1/posts") feedRequests.push(request.url());
    };
    page.on("request", onRequest);
    const adminRecheck = page.waitForResponse((response) => response.url().includes("/rest/v1/rpc/has_role"));
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await adminRecheck;
    page.off("request", onRequest);
    expect(feedRequests).toEqual([]);
    expect(await dialog.getByLabel("Message (optional)").inputValue()).toBe("Cash buyer, flexible closing.");
    await dialog.getByRole("button", { name: "Submit Offer" }).click();
    await feed.shell.expectToast("Offer submitted successfully!");
    await dialog.waitFor({ state: "hidden" });

    dialog = await feed.openReport("Owner's riverside cottage");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Submit Report" }).click();
    await dialog.getByText("Please select a reason for the report.").waitFor();
    await dialog.getByLabel("Other").check();
    await dialog.getByRole("button", { name: "Submit Report" }).click();
    await dialog.getByText("Please provide details for your report.").waitFor();
    await dialog.getByLabel("Details").fill("Same photos as another listing");
    await dialog.getByRole("button", { name: "Submit Report" }).click();
    await feed.shell.expectToast("Report submitted successfully. Thank you for your feedback.");
    const reports = await web.stack.sql<{ reason: string }>("select reason from public.reports where reported_post_id = $1", [postId]);
    expect(reports.map((r) => r.reason)).toEqual(["Other: Same photos as another listing"]);

    const ownerView = await signedInPage(owner.email, "ownerpass1");
    const ownCard = ownerView.feed.card("Owner's riverside cottage");
    await ownCard.getByText("1 offer", { exact: true }).waitFor();
    expect(await ownCard.getByRole("button", { name: "Make an Offer" }).count()).toBe(0);
    expect(await ownCard.getByRole("button", { name: "Report" }).count()).toBe(0);
    await ownCard.getByRole("button", { name: "Delete" }).click();
    const confirm = ownerView.page.getByRole("dialog", { name: "Delete this post?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await ownerView.feed.shell.expectToast("Post deleted successfully.");
    await ownCard.waitFor({ state: "detached" });
    expect(await web.stack.sql("select 1 from public.posts where id = $1", [postId])).toHaveLength(0);
  });

  it("header: Admin only for admins; /submit shows the composer to members", async () => {
    const member = await web.stack.signUpConfirmed();
    const admin = await web.stack.signUpConfirmed();
    await web.stack.makeAdmin(admin.user.id);

    const plain = await signedInPage(member.email, "password123");
    await plain.page.goto("/submit");
    await plain.page.getByRole("heading", { level: 1, name: "Submit a Post" }).waitFor();
    await plain.feed.composer.waitFor();
    expect(await plain.page.getByRole("link", { name: "Admin" }).count()).toBe(0);

    const boss = await signedInPage(admin.email, "password123");
    const adminLink = boss.page.locator("header.header").getByRole("link", { name: "Admin" });
    await adminLink.waitFor();
    await adminLink.click();
    await boss.page.waitForURL((url) => url.pathname === "/admin");
  });
});
