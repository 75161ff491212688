import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startFixtureServer, type FixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { screenshotAtWidths } from "../support/screenshots.ts";
import { WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import { DATABASE_ERROR, holdRequests } from "../support/network.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";
import { FeedPage } from "../support/pages/feed-page.ts";
import { PostDetailPage } from "../support/pages/post-page.ts";
import { SearchPage } from "../support/pages/search-page.ts";

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

/** Whether the page fits its viewport: no sideways scroll (scrollWidth <= clientWidth). */
function fitsViewport(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** Elements inside `selector` that stick out of it on the right (text clipped by the card instead of wrapping). */
function overflowingChildren(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).first().evaluate((box) => {
    const right = box.getBoundingClientRect().right + 1;
    return [...box.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > right).map((el) => el.className.toString() || el.tagName);
  });
}

/** Category, a whitelisted link (the fixture server) and a wait until the composer allows posting. */
async function fillValidPost(feed: FeedPage, text: string): Promise<void> {
  await feed.chooseCategory("Residential");
  await feed.typeContent(text);
  await feed.composer.getByText("Domain is whitelisted.").waitFor({ timeout: 30_000 });
  await expect.poll(() => feed.postButton.isEnabled(), { timeout: 15_000 }).toBe(true);
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
    await feed.linkPreview.waitFor({ timeout: 60_000 });
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
    // Every address field can be corrected (issue 18).
    expect(await feed.composer.getByLabel("City", { exact: true }).getAttribute("readonly")).toBeNull();

    await page.getByTestId("image-input").setInputFiles([{ name: "front.png", mimeType: "image/png", buffer: PNG }]);
    await feed.composer.getByRole("img", { name: "Uploaded photo 1" }).waitFor({ timeout: 30_000 });

    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "composer");

    await feed.postButton.click();
    await feed.shell.expectToast("Post created successfully!");
    await page.waitForFunction(() => (document.getElementById("composer-content") as HTMLTextAreaElement | null)?.value === "");
    // The whole form clears, the address search box with it.
    await expect.poll(() => feed.addressSearch.inputValue(), { timeout: 10_000 }).toBe("");
    await expect.poll(() => feed.photos.count(), { timeout: 10_000 }).toBe(0);
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

  it("Post waits for photo uploads; a photo that finishes after the post stays out of the next form", async () => {
    const member = await web.stack.signUpConfirmed();
    const { page, context, feed } = await signedInPage(member.email, "password123");
    await fillValidPost(feed, `Bright semi ${fixtures.url}/listing/3`);

    const upload = await holdRequests(context, /\/storage\/v1\/object\/post_images\//, "POST");
    await feed.photoInput.setInputFiles([{ name: "a.png", mimeType: "image/png", buffer: PNG }]);
    await upload.arrived;
    await feed.composer.getByText("Uploading...").waitFor();
    expect(await feed.postButton.isDisabled()).toBe(true);
    upload.release();
    await feed.photos.first().waitFor({ timeout: 30_000 });
    await upload.stop();
    await expect.poll(() => feed.postButton.isEnabled()).toBe(true);

    // A photo added while the post is on its way finishes after the form was cleared: it is not in the next form.
    const insert = await holdRequests(context, /\/rest\/v1\/posts/, "POST");
    await feed.postButton.click();
    await insert.arrived;
    const late = await holdRequests(context, /\/storage\/v1\/object\/post_images\//, "POST");
    await feed.photoInput.setInputFiles([{ name: "b.png", mimeType: "image/png", buffer: PNG }]);
    await late.arrived;
    insert.release();
    await feed.shell.expectToast("Post created successfully!");
    await page.waitForFunction(() => (document.getElementById("composer-content") as HTMLTextAreaElement | null)?.value === "");
    const orphanRemoved = page.waitForRequest((r) => r.method() === "DELETE" && r.url().includes("/storage/v1/object/post_images"));
    late.release();
    await orphanRemoved;
    expect(await feed.photos.count()).toBe(0);
    expect(await feed.composer.getByText("Uploading...").count()).toBe(0);
    await insert.stop();
    await late.stop();
    const [row] = await web.stack.sql<{ additional_images: string[] }>("select additional_images from public.posts where user_id = $1", [member.user.id]);
    expect(row?.additional_images).toHaveLength(1);
  });

  it("photo drop rules in the browser: more than 10 files, and a type that is not allowed", async () => {
    const member = await web.stack.signUpConfirmed();
    const { page, feed } = await signedInPage(member.email, "password123");
    await feed.composer.waitFor();
    await feed.dropPhotos(Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, mimeType: "image/png" })));
    await feed.composer.getByRole("alert").filter({ hasText: "Too many files" }).waitFor();
    await feed.dropPhotos([{ name: "anim.gif", mimeType: "image/gif" }]);
    await feed.composer.getByRole("alert").filter({ hasText: "anim.gif: File type must be image/jpeg, image/png, image/jpg, image/webp" }).waitFor();
    expect(await feed.composer.getByText("Too many files").count()).toBe(0);
    expect(await feed.composer.getByText("Uploading...").count()).toBe(0);
    expect(await feed.photos.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("a whitelist that cannot be loaded: 'Could not verify domain whitelist', Post disabled, Retry", async () => {
    const member = await web.stack.signUpConfirmed();
    const { page, context } = await web.open();
    const whitelist = /\/rest\/v1\/whitelisted_domains/;
    await context.route(whitelist, (route) => route.fulfill(DATABASE_ERROR));
    await new AuthPages(page).signIn(member.email, "password123");
    const feed = new FeedPage(page);
    await feed.chooseCategory("Residential");
    await feed.typeContent(`Corner lot ${fixtures.url}/listing/4`);
    await feed.composer.getByText("Could not verify domain whitelist. Please try again.").waitFor({ timeout: 30_000 });
    expect(await feed.composer.getByText("Domain is not from a whitelisted site.").count()).toBe(0);
    expect(await feed.postButton.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await context.unroute(whitelist);
    await feed.composer.getByRole("button", { name: "Retry" }).click();
    await feed.composer.getByText("Domain is whitelisted.").waitFor({ timeout: 30_000 });
    await expect.poll(() => feed.postButton.isEnabled(), { timeout: 15_000 }).toBe(true);
  });

  it("on /post/{id}: save, offer, report and share for a member; the owner's offers count and delete", async () => {
    const city = "Quillbrook";
    const title = "Quillbrook stone cottage";
    const owner = await web.stack.signUpConfirmed(undefined, "ownerpass2", "post_owner_e2e");
    const postId = await createPost(owner.client, owner.user.id, { title, city });
    const viewer = await web.stack.signUpConfirmed(undefined, "viewerpass2", "post_viewer_e2e");
    const other = await web.stack.signUpConfirmed();

    const seen = await signedInPage(viewer.email, "viewerpass2");
    await seen.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: web.stack.url });
    const post = new PostDetailPage(seen.page);
    await post.goto(postId);
    expect(await post.heading.textContent()).toBe(title);
    await post.actions.getByText("post_owner_e2e").waitFor();

    await post.actions.getByRole("button", { name: "Save listing" }).click();
    await post.shell.expectToast("Listing saved successfully");
    await post.actions.getByRole("button", { name: "Remove from saved" }).click();
    await post.shell.expectToast("Listing removed from saved");
    // Two toasts in quick succession: only the newest stays on screen (spec §4, §9 'Toast limit 1').
    await seen.page.waitForTimeout(600); // longer than a closing toast's animation, far shorter than a toast's 3 s
    expect(await post.shell.visibleToasts()).toEqual(["Listing removed from saved"]);

    let dialog = await post.openOffer();
    await dialog.getByLabel("Offer amount").fill("410000");
    await dialog.getByRole("button", { name: "Submit Offer" }).click();
    await post.shell.expectToast("Offer submitted successfully!");
    await dialog.waitFor({ state: "hidden" });

    dialog = await post.openReport();
    await dialog.getByLabel("Fake listing").check();
    await dialog.getByRole("button", { name: "Submit Report" }).click();
    await post.shell.expectToast("Report submitted successfully. Thank you for your feedback.");
    await dialog.waitFor({ state: "hidden" });

    await post.actions.getByRole("button", { name: "Share" }).click();
    await post.shell.expectToast("Link copied to clipboard.");
    expect(await seen.page.evaluate(() => navigator.clipboard.readText())).toBe(`${web.stack.url}/post/${postId}`);
    expect(await seriousViolations(seen.page)).toEqual([]);
    expect(await web.stack.sql("select 1 from public.reports where reported_post_id = $1 and reason = 'Fake listing'", [postId])).toHaveLength(1);

    const { error } = await other.client.from("offers").insert({ post_id: postId, user_id: other.user.id, offer_amount: 400000, message: null });
    expect(error).toBeNull();

    // The owner: 'Loading...' while the count is on its way, then the plural; no report or offer on their own post.
    const mine = await signedInPage(owner.email, "ownerpass2");
    const ownPost = new PostDetailPage(mine.page);
    const counting = await holdRequests(mine.context, /\/rest\/v1\/offers/, "HEAD");
    await ownPost.goto(postId);
    await counting.arrived;
    await ownPost.offersCount.filter({ hasText: "Loading..." }).waitFor();
    counting.release();
    await ownPost.offersCount.filter({ hasText: /^2 offers$/ }).waitFor();
    await counting.stop();
    expect(await ownPost.actions.getByRole("button", { name: "Make an Offer" }).count()).toBe(0);
    expect(await ownPost.actions.getByRole("button", { name: "Report" }).count()).toBe(0);

    // A count that fails shows 0 (spec §8).
    const offers = /\/rest\/v1\/offers/;
    await mine.context.route(offers, (route) => route.fulfill(DATABASE_ERROR));
    await mine.page.reload();
    await ownPost.offersCount.filter({ hasText: /^0 offers$/ }).waitFor({ timeout: 30_000 });
    await mine.context.unroute(offers);

    // Delete from the post page, reached from a search: the search no longer lists it.
    const search = new SearchPage(mine.page);
    await search.goto(city);
    await search.results.first().waitFor();
    expect(await search.results.count()).toBe(1);
    await search.results.first().click();
    await ownPost.heading.filter({ hasText: title }).waitFor();
    await ownPost.delete();
    await ownPost.shell.expectToast("Post deleted successfully.");
    await mine.page.waitForURL((url) => url.pathname === "/");
    await ownPost.shell.headerSearch(city);
    await mine.page.getByRole("heading", { name: "No homes found" }).waitFor({ timeout: 15_000 });
    expect(await web.stack.sql("select 1 from public.posts where id = $1", [postId])).toHaveLength(0);
  });

  it("375 px: a very long username and title wrap in the feed card, link preview and post page", async () => {
    const longName = `longname_${"x".repeat(31)}`; // 40 characters: sign-up keeps at most 40 of the name given
    const longTitle = `Spacious${"A".repeat(140)}`;
    const member = await web.stack.signUpConfirmed(undefined, "password123", longName);
    const postId = await createPost(member.client, member.user.id, { title: longTitle, category: "commercial" });
    const { page, context, feed } = await signedInPage(member.email, "password123");
    await context.route(/\/functions\/v1\/metadata-extractor/, (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ title: longTitle, description: "D".repeat(300), imageUrl: null, images: [], metaTags: {}, structuredData: null, logs: [], error: null }),
      }),
    );
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await page.goto("/");
    const card = feed.card(longTitle);
    await card.getByText(longName).waitFor();
    await feed.typeContent(`Wide ${fixtures.url}/listing/9`);
    await feed.linkPreview.waitFor({ timeout: 30_000 });
    await expect.poll(() => fitsViewport(page), { timeout: 15_000 }).toBe(true);
    expect(await overflowingChildren(page, `article.feed-card:has(#post-${postId}-title)`)).toEqual([]);
    expect(await overflowingChildren(page, "section.composer .link-preview")).toEqual([]);

    await page.goto(`/post/${postId}`);
    await page.getByRole("heading", { level: 1, name: longTitle }).waitFor();
    await expect.poll(() => fitsViewport(page), { timeout: 15_000 }).toBe(true);
    expect(await overflowingChildren(page, ".post-page")).toEqual([]);
  });
});
