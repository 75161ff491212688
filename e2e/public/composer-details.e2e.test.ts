// Issue 18, "a composer that shows its work", in Chromium against the real stack: the facts found on the page shown
// and corrected; a failed preview filled by hand (a title required); a whole address typed, and one picked; an
// owner's edit keeping the offers; the page's own coordinates. Also the composer's warm-up of the metadata function,
// and how soon the preview appears after pasting (reported, not asserted; `npm run bench -- composer` measures it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startFixtureServer, type FixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import { generatedListingGeo } from "@test-support/link-fixtures/index.ts";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { screenshotAtWidths, expectNoSidewaysScroll } from "../support/screenshots.ts";
import { WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";
import { FeedPage } from "../support/pages/feed-page.ts";
import { PostDetailPage } from "../support/pages/post-page.ts";
import { ListingDetailsForm } from "../support/pages/listing-details.ts";

let web: WebHarness;
let fixtures: FixtureServer;

beforeAll(async () => {
  process.env.LINK_FETCH_ALLOW_PRIVATE = "127.0.0.1";
  fixtures = await startFixtureServer();
  web = await startWebHarness();
  await web.stack.sql("insert into public.whitelisted_domains (domain_name, description) values ('127.0.0.1', 'e2e fixture server') on conflict do nothing");
});

afterAll(async () => {
  await web?.stop();
  await fixtures?.close();
});

/** A member signed in on the home page with the composer showing; `watch` sees the page before anything loads. */
async function signedIn(width?: number, watch?: (page: Page) => void) {
  const member = await web.stack.signUpConfirmed();
  const opened = await web.open();
  watch?.(opened.page);
  await new AuthPages(opened.page).signIn(member.email, "password123");
  if (width) await opened.page.setViewportSize({ width, height: 900 });
  const feed = new FeedPage(opened.page);
  await feed.composer.waitFor();
  return { ...opened, member, feed, details: new ListingDetailsForm(feed.composer) };
}

type Row = Record<string, unknown>;
const postOf = async (userId: string): Promise<Row | undefined> =>
  (await web.stack.sql<Row>("select title, bedrooms, bathrooms, manual_price::text as price, street_address, city, province, postal_code, mls_number, lat, lng, geo_precision, fact_origins, description, custom_description from public.posts where user_id = $1", [userId]))[0];

describe("composer shows its work (issue 18)", () => {
  it("the facts found on the page are shown, marked, and corrected before posting", async () => {
    const { page, member, feed, details } = await signedIn();
    // Listing 7 of the fixture site: 107 Maple Avenue, Montréal, QC; 3 beds, 2 baths; $575,000; MLS X1000007.
    const pasted = Date.now();
    await feed.typeContent(`Great family home ${fixtures.url}/listing/7 #montreal`);
    await feed.linkPreview.waitFor({ timeout: 60_000 });
    const previewMs = Date.now() - pasted;
    console.log(`composer preview appeared ${previewMs} ms after pasting (500 ms of it the typing debounce)`);
    await details.section.waitFor();
    await expect.poll(() => details.field("Title").inputValue()).toBe("107 Maple Avenue, Montréal");
    expect(await details.field("Bedrooms").inputValue()).toBe("3");
    expect(await details.field("MLS® number").inputValue()).toBe("X1000007");
    expect(await details.field("City").inputValue()).toBe("Montréal");
    expect(await details.mark("title")).toBe("found on the page");
    expect(await details.mark("bedrooms")).toBe("found on the page");
    expect(await details.mark("square_footage")).toBe("");

    // Corrections flip the mark; a fact the page did not give is the member's.
    await details.field("Bedrooms").fill("4");
    await details.field("Square footage").fill("1450");
    await details.field("Postal code").fill("h2x 1y4");
    expect(await details.mark("bedrooms")).toBe("entered by you");
    expect(await details.mark("square_footage")).toBe("entered by you");
    await details.field("Bedrooms").fill("three");
    await feed.composer.getByText('Bedrooms must be a whole number (0 to 99), with "+ 1" for rooms below grade.').waitFor();
    await details.field("Bedrooms").fill("4");
    await feed.composer.getByLabel("Description (optional)").fill("Freshly painted, new roof.");
    await feed.chooseCategory("Residential");
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
    }
    await screenshotAtWidths(page, "composer-details");

    await expect.poll(() => feed.postButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    await feed.postButton.click();
    await feed.shell.expectToast("Post created successfully!");
    await expect.poll(() => postOf(member.user.id), { timeout: 15_000 }).toBeDefined();
    const row = await postOf(member.user.id);
    expect(row).toMatchObject({
      title: "107 Maple Avenue, Montréal", bedrooms: "4", price: "575000.00", city: "Montréal", province: "QC", postal_code: "H2X 1Y4", mls_number: "X1000007",
      geo_precision: "postal", description: `Great family home ${fixtures.url}/listing/7 #montreal`, custom_description: "Freshly painted, new roof.",
    });
    expect(row?.["fact_origins"]).toMatchObject({ title: "page", bedrooms: "member", squareFootage: "member", price: "page", postalCode: "member" });
    expect(Math.abs(Number(row?.["lat"]) - 45.5)).toBeLessThan(0.3);

    // The post shows the member's own text (link, hashtag) and the custom description, both.
    await feed.card("107 Maple Avenue, Montréal").getByText("Freshly painted, new roof.").waitFor();
    await feed.card("107 Maple Avenue, Montréal").getByRole("link", { name: `${fixtures.url}/listing/7` }).waitFor();
  });

  it("a failed preview leaves the facts to the member, and the post needs a title", async () => {
    const { member, feed, details } = await signedIn();
    await feed.chooseCategory("Land");
    await feed.typeContent("Lakeside lot http://127.0.0.1:9/listing/1");
    await feed.composer.getByText("Could not generate a preview for this link.").waitFor({ timeout: 60_000 });
    await details.section.waitFor();
    expect(await details.field("Title").inputValue()).toBe("");
    await feed.composer.getByText("No title was found on the page: please give one.").waitFor();
    await feed.composer.getByText("Domain is whitelisted.").waitFor({ timeout: 30_000 });
    expect(await feed.postButton.isDisabled()).toBe(true);

    await details.field("Title").fill("Lakeside lot on Lac Brome");
    await details.field("Price").fill("189000");
    await details.field("Lot size").fill("1.2 acres");
    await details.field("City").fill("Sherbrooke");
    await details.field("Province").fill("Québec");
    expect(await details.mark("title")).toBe("entered by you");
    await expect.poll(() => feed.postButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    await feed.postButton.click();
    await feed.shell.expectToast("Post created successfully!");
    await expect.poll(() => postOf(member.user.id), { timeout: 15_000 }).toBeDefined();
    expect(await postOf(member.user.id)).toMatchObject({ title: "Lakeside lot on Lac Brome", price: "189000.00", city: "Sherbrooke", province: "QC", geo_precision: "city" });
  });

  it("a whole address typed fills the fields without a pick (English and French); a pick fills them too", async () => {
    const { page, feed, details } = await signedIn(WIDTHS.mobile);
    await feed.addressSearch.fill("100 King St W, Toronto, ON M5V 2T6");
    await expect.poll(() => details.field("Street").inputValue(), { timeout: 10_000 }).toBe("100 King St W");
    expect([await details.field("City").inputValue(), await details.field("Province").inputValue(), await details.field("Postal code").inputValue()]).toEqual(["Toronto", "ON", "M5V 2T6"]);

    await feed.addressSearch.fill("1200, rue Sainte-Catherine Ouest, Montréal (Québec) H3B 1K9");
    await expect.poll(() => details.field("Street").inputValue(), { timeout: 10_000 }).toBe("1200 rue Sainte-Catherine Ouest");
    expect([await details.field("City").inputValue(), await details.field("Province").inputValue(), await details.field("Postal code").inputValue()]).toEqual(["Montréal", "QC", "H3B 1K9"]);

    // The address the issue found going whole into Street: picked, it splits.
    await feed.addressSearch.fill("100 King St W Toronto, Canada");
    const option = page.locator(".ant-select-item-option", { hasText: "100 King St W, Toronto, ON" }).first();
    await option.waitFor({ timeout: 30_000 });
    await option.click();
    await expect.poll(() => details.field("Street").inputValue(), { timeout: 10_000 }).toBe("100 King St W");
    await expect.poll(() => details.field("City").inputValue()).toBe("Toronto");
    expect(await details.field("Province").inputValue()).toBe("ON");
    // Each field can still be corrected.
    await details.field("City").fill("North York");
    expect(await details.field("City").inputValue()).toBe("North York");
    await expectNoSidewaysScroll(page);
  });

  // Issue 18's budget, "the composer's preview appears within 1.5 s of pasting on the local fixture site": printed over
  // several pastes, never asserted (the machine's load decides); `npm run bench -- composer` measures it on fresh stacks.
  it("warms the metadata function up when the composer opens (one GET, answered 204), then previews each pasted link", async () => {
    // Sent whatever the worker's state (test stacks start none by themselves: FUNCTIONS_PREWARM is off under tests).
    const warmUps: number[] = [];
    const { feed } = await signedIn(undefined, (page) =>
      page.on("response", (response) => {
        if (response.request().method() === "GET" && response.url().includes("/functions/v1/metadata-extractor")) warmUps.push(response.status());
      }),
    );
    await expect.poll(() => warmUps, { timeout: 60_000 }).toEqual([204]);
    const times: number[] = [];
    for (const n of [11, 12, 13, 14, 15, 16]) {
      await feed.typeContent("");
      const pasted = Date.now();
      await feed.typeContent(`Open house Saturday ${fixtures.url}/listing/${n}`);
      await feed.linkPreview.getByText(`${100 + n} Maple Avenue`).first().waitFor({ timeout: 60_000 });
      times.push(Date.now() - pasted);
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    console.log(`composer preview after pasting: first ${times[0]} ms, then ${times.slice(1).join(", ")} ms; warm median ${warm[Math.floor(warm.length / 2)]} ms (each includes the 500 ms typing debounce)`);
    expect(times).toHaveLength(6);
    // Pasting and previewing six links sent no other warm-up (one per five minutes, however the composer renders).
    expect(warmUps).toEqual([204]);
  });

  it("the page's own coordinates place the post (precision 'page'), before the postal code's area or the city", async () => {
    const { member, feed, details } = await signedIn();
    // Listing 8 of the fixture site, whose page gives its coordinates: 108 Maple Avenue, Vancouver, BC.
    await feed.typeContent(`Views of the mountains ${fixtures.url}/listing/8?geo`);
    await expect.poll(() => details.field("Title").inputValue(), { timeout: 60_000 }).toBe("108 Maple Avenue, Vancouver");
    await feed.chooseCategory("Residential");
    await expect.poll(() => feed.postButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    await feed.postButton.click();
    await feed.shell.expectToast("Post created successfully!");
    await expect.poll(() => postOf(member.user.id), { timeout: 15_000 }).toBeDefined();
    const row = await postOf(member.user.id);
    expect(row).toMatchObject({ city: "Vancouver", province: "BC", geo_precision: "page" });
    expect({ lat: Number(row?.["lat"]), lng: Number(row?.["lng"]) }).toEqual(generatedListingGeo(8));
  });

  it("an owner edits the post with the same form; the offers stay", async () => {
    const owner = await web.stack.signUpConfirmed();
    const bidder = await web.stack.signUpConfirmed();
    const postId = await createPost(owner.client, owner.user.id, { description: `Condo downtown ${fixtures.url}/listing/7`, title: "Condo downtown", bedrooms: "2", fact_origins: { title: "page", bedrooms: "page" } });
    expect((await bidder.client.from("offers").insert({ post_id: postId, user_id: bidder.user.id, offer_amount: 480000 })).error).toBeNull();

    // A stranger sees no edit link, and the edit page says no.
    const visitorPage = await web.open();
    const asStranger = new PostDetailPage(visitorPage.page);
    await asStranger.goto(postId);
    expect(await visitorPage.page.getByRole("link", { name: "Edit post" }).count()).toBe(0);

    const opened = await web.open();
    await new AuthPages(opened.page).signIn(owner.email, "password123");
    const post = new PostDetailPage(opened.page);
    await post.goto(postId);
    await post.offersCount.filter({ hasText: "1 offer" }).waitFor({ timeout: 15_000 });
    await post.actions.getByRole("link", { name: "Edit post" }).click();
    await opened.page.getByRole("heading", { name: "Edit your post" }).waitFor();
    const form = opened.page.locator("section.composer");
    const details = new ListingDetailsForm(form);
    await expect.poll(() => details.field("Title").inputValue(), { timeout: 15_000 }).toBe("Condo downtown");
    expect(await details.mark("bedrooms")).toBe("found on the page");
    // The post's own link previews again, but the facts the owner checked are not replaced by the page's.
    await form.getByRole("group", { name: "Link preview" }).waitFor({ timeout: 60_000 });
    expect(await details.field("Title").inputValue()).toBe("Condo downtown");
    expect(await details.field("Bedrooms").inputValue()).toBe("2");
    await details.field("Bedrooms").fill("4");
    expect(await details.mark("bedrooms")).toBe("entered by you");
    await details.field("Price").click();
    await details.field("Price").fill("525000");
    await form.getByLabel("Description (optional)").fill("Price reduced.");
    const save = form.getByRole("button", { name: "Save changes" });
    await expect.poll(() => save.isEnabled(), { timeout: 30_000 }).toBe(true);
    await save.click();
    await post.shell.expectToast("Post updated.");
    await opened.page.waitForURL(`**/post/${postId}`);
    await opened.page.getByText("Price reduced.").waitFor();
    await post.offersCount.filter({ hasText: "1 offer" }).waitFor({ timeout: 15_000 });
    const [row] = await web.stack.sql<Row>("select bedrooms, manual_price::text as price, fact_origins, (select count(*)::int from public.offers where post_id = $1) as offers from public.posts where id = $1", [postId]);
    expect(row).toMatchObject({ bedrooms: "4", price: "525000.00", offers: 1 });
    expect(row?.["fact_origins"]).toMatchObject({ title: "page", bedrooms: "member" });
  });
});
