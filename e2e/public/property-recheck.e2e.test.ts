// Issue 20 end to end in real Chromium: a post links to a listing page on the local fixture site; the page's price
// drops, then the page is taken down, and after each change the re-check runs the way the product runs it (the local
// stack's scheduler calling the listing-recheck edge function, which fetches the page). The card says "Price reduced"
// and by how much; the post page shows the history (chart, sentence, list) and the "Removed from source" badge.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureServer, type FixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import { generatedListingFacts } from "@test-support/link-fixtures/index.ts";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { createPost } from "../support/data.ts";
import { FeedPage } from "../support/pages/feed-page.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";

const LISTING = 7;
const FIRST_PRICE = generatedListingFacts(LISTING).price; // $575,000
const REDUCED_PRICE = FIRST_PRICE - 25_000;
const DAY = /\d{1,2} [A-Z][a-z]{2}/.source;

let web: WebHarness;
let site: FixtureServer;
let postId: string;
const previous = process.env.LINK_FETCH_ALLOW_PRIVATE;

type Report = { checked: number; written: number };
const recheck = async () => (await web.stack.running.recheck.runNow()) as Report;

beforeAll(async () => {
  site = await startFixtureServer();
  // Declared in supabase/functions/.env.example, so the functions runtime passes it to the function from here.
  process.env.LINK_FETCH_ALLOW_PRIVATE = "127.0.0.1";
  web = await startWebHarness();
  await web.stack.sql("insert into public.whitelisted_domains (domain_name) values ('127.0.0.1') on conflict do nothing");
  const member = await web.stack.signUpConfirmed(undefined, undefined, "fixture_poster");
  const link = `${site.url}/listing/${LISTING}`;
  postId = await createPost(member.client, member.user.id, { title: "Fixture bungalow on Maple", description: `On the fixture site ${link}`, url: link, manual_price: FIRST_PRICE });
  // The first pass sees the page as listed.
  expect(await recheck()).toMatchObject({ checked: 1, written: 1 });
}, 240_000);

afterAll(async () => {
  if (previous === undefined) delete process.env.LINK_FETCH_ALLOW_PRIVATE;
  else process.env.LINK_FETCH_ALLOW_PRIVATE = previous;
  await web?.stop();
  await site?.close();
});

describe("a listing that changes on its source", () => {
  it("a price drop on the source reaches the card as \"Price reduced\" and the post page as history", async () => {
    site.setListing(LISTING, { price: REDUCED_PRICE });
    expect(await recheck()).toMatchObject({ checked: 1, written: 1 });
    // Nothing changed since: the next pass writes nothing.
    expect(await recheck()).toMatchObject({ checked: 1, written: 0 });

    const { page } = await web.open();
    await page.goto("/residential");
    const card = new FeedPage(page).card("Fixture bungalow on Maple");
    await card.waitFor();
    await card.getByText("Price reduced $25,000").waitFor();

    await page.goto(`/post/${postId}`);
    await page.getByRole("heading", { name: "Fixture bungalow on Maple" }).waitFor();
    await page.getByRole("heading", { name: "Price history" }).waitFor();
    await page.getByText(new RegExp(`^Listed at \\$575,000 on ${DAY}; reduced to \\$550,000 on ${DAY}$`)).waitFor();
    expect(await page.getByRole("img", { name: /^Price history chart/ }).count()).toBe(1);
    expect(await page.getByRole("status").filter({ hasText: "Removed from source" }).count()).toBe(0);
  });

  it("the page taken down on the source shows the badge and the step in the history, and the card keeps the drop", async () => {
    site.setListing(LISTING, { state: "gone" });
    expect(await recheck()).toMatchObject({ checked: 1, written: 1 });
    // A removed listing is no longer re-checked on schedule.
    expect(await recheck()).toMatchObject({ checked: 0, written: 0 });

    const { page } = await web.open();
    await page.goto(`/post/${postId}`);
    await page.getByRole("heading", { name: "Fixture bungalow on Maple" }).waitFor();
    await page.getByRole("status").filter({ hasText: "Removed from source" }).waitFor();
    await page
      .getByText(new RegExp(`^Listed at \\$575,000 on ${DAY}; reduced to \\$550,000 on ${DAY}; removed from the source on ${DAY}$`))
      .waitFor();
    const steps = page.getByRole("list", { name: "Price history" }).getByRole("listitem");
    expect(await steps.allInnerTexts()).toEqual([
      expect.stringMatching(/\$575,000\s+Listed/),
      expect.stringMatching(/\$550,000\s+Listed/),
      expect.stringMatching(/\$550,000\s+Removed from source/),
    ]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
    }
    await screenshotAtWidths(page, "post-removed-on-source");

    await page.goto("/residential");
    const card = new FeedPage(page).card("Fixture bungalow on Maple");
    await card.getByText("Price reduced $25,000").waitFor();
    // The page was fetched once per pass that had it due (robots.txt read first), never by the browser.
    expect(site.hits("/robots.txt")).toBeGreaterThanOrEqual(1);
    expect(site.hits(`/listing/${LISTING}`)).toBe(4);
  });
});
