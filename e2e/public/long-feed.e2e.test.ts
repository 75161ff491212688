import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBulk } from "../../bench/seed-bulk.ts";
import type { SignedInUser } from "@test-support/stack/stack.ts";
import { counterDelta, renderCounters, type RenderCounters } from "../support/cdp-metrics.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";
import { LongFeed } from "../support/pages/long-feed.ts";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

/** The feed's page size (FEED_PAGE_SIZE in src/renderer/src/data/posts/feed.ts). */
const PAGE_SIZE = 10;

let web: WebHarness;
let member: SignedInUser;
/** The approved posts, newest first: the order the feed must show them in. */
let expectedIds: string[];

beforeAll(async () => {
  web = await startWebHarness();
  // ~5% of bulk posts are pending: 1,060 leave more than 1,000 approved. One image per post, so each load is visible.
  await seedBulk(web.stack.running.stack.sql, { posts: 1060, members: 20 });
  await web.stack.sql("update public.posts set og_image_url = 'https://img.example/feed/' || id || '.jpg'");
  const rows = await web.stack.sql<{ id: string }>("select id from public.posts where status = 'approved' order by created_at desc, id desc");
  expectedIds = rows.map((r) => r.id);
  member = await web.stack.signUpConfirmed(undefined, "secret123", "long_feed_reader");
});

afterAll(async () => {
  await web?.stop();
});

const mean = (deltas: RenderCounters[], key: keyof RenderCounters) => deltas.reduce((sum, d) => sum + d[key], 0) / deltas.length;

// Issue 6: the feed stays smooth with 1,000 loaded posts; images lazy-loaded with explicit sizes.
describe("a feed of 1,000 posts", () => {
  it("shows every post once and in order, loads images lazily with sizes, skips off-screen cards and still answers at the end", { timeout: 900_000 }, async () => {
    expect(expectedIds.length).toBeGreaterThanOrEqual(1000);
    const { context, page, errors } = await web.open();
    const requested = new Set<string>();
    await context.route("https://img.example/**", (route) => {
      requested.add(route.request().url());
      return route.fulfill({ status: 200, contentType: "image/png", body: PNG });
    });
    await new AuthPages(page).signIn(member.email, "secret123");
    // A short window: a desktop's grid of compact cards puts the first page's last cards about 3,000 px down, at the
    // edge of Chrome's lazy-image distance; 400 px less of window puts them clearly past it.
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 400 });
    await page.goto("/");
    const feed = new LongFeed(page);
    await page.waitForFunction(() => document.querySelectorAll("article.feed-card").length >= 10);

    // Lazy loading: a card far below the fold has neither its image fetched nor its contents rendered, until it is near.
    await page.waitForLoadState("networkidle");
    let far = -1;
    for (let i = 0; i < 10 && far < 0; i += 1) if ((await feed.distanceBelowViewport(i)) > 3000) far = i;
    expect(far).toBeGreaterThan(0);
    const farImage = `https://img.example/feed/${expectedIds[far]}.jpg`;
    expect(requested.has(farImage)).toBe(false);
    expect(await feed.isContentRendered(far)).toBe(false);
    const fetched = page.waitForRequest(farImage);
    await feed.cards.nth(far).scrollIntoViewIfNeeded();
    await fetched;
    expect(await feed.isContentRendered(far)).toBe(true);

    // Scroll to the end page by page; Chrome's counters around the first and the last appends.
    const counters = await renderCounters(page);
    const deltas: RenderCounters[] = [];
    let count = await feed.cards.count();
    while (count < expectedIds.length) {
      const before = await counters();
      const shown = count;
      count = await feed.scrollForMore();
      // One scroll to the end, one more page: never a run of pages (the feed once loaded all 1,000 on one scroll).
      expect(count - shown).toBeLessThanOrEqual(PAGE_SIZE);
      if (count < expectedIds.length) await page.getByRole("button", { name: "Load more" }).waitFor();
      deltas.push(counterDelta(before, await counters()));
    }
    expect(count).toBe(expectedIds.length);
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);

    const ids = await feed.cardIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expectedIds);

    const images = await feed.images();
    expect(images.length).toBeGreaterThanOrEqual(expectedIds.length);
    for (const image of images) {
      expect(image.width, image.src).toMatch(/^\d+$/);
      expect(image.height, image.src).toMatch(/^\d+$/);
      expect(image.loading, image.src).toBe(image.cardIndex === 0 ? "eager" : "lazy");
    }
    console.log(`[long feed] images fetched after scrolling through ${expectedIds.length} cards: ${requested.size}`);

    // content-visibility: auto: of 1,000 cards in the page, only those near the viewport are rendered.
    const rendered = await feed.cards.evaluateAll((cards) => cards.filter((c) => c.querySelector("h3")?.checkVisibility({ contentVisibilityAuto: true })).length);
    console.log(`[long feed] cards rendered at the end of the feed: ${rendered} of ${count}`);
    expect(rendered).toBeLessThanOrEqual(20);

    // Appending a page costs the same with 1,000 cards loaded as with 20: the DOM grows by one page, the number of
    // layouts and style recalculations does not grow with the cards already there.
    const early = deltas.slice(0, 5);
    const late = deltas.slice(-6, -1);
    const figures = Object.fromEntries(
      (["LayoutCount", "RecalcStyleCount", "Nodes", "LayoutObjects", "JSEventListeners"] as const).map((k) => [k, { early: mean(early, k), late: mean(late, k) }]),
    );
    console.log("[long feed] mean counter change per appended page of 10:", JSON.stringify(figures));
    expect(mean(late, "Nodes")).toBeLessThanOrEqual(mean(early, "Nodes") * 1.5 + 50);
    expect(mean(late, "LayoutCount")).toBeLessThanOrEqual(mean(early, "LayoutCount") * 2 + 10);
    expect(mean(late, "RecalcStyleCount")).toBeLessThanOrEqual(mean(early, "RecalcStyleCount") * 2 + 10);

    // Still responsive at the end: the last card's save heart works.
    const last = feed.cards.last();
    await last.scrollIntoViewIfNeeded();
    await last.getByRole("button", { name: "Save listing" }).click();
    await page.locator(".ant-message-notice", { hasText: "Listing saved successfully" }).first().waitFor();
    await last.getByRole("button", { name: "Remove from saved" }).waitFor();
    expect(errors).toEqual([]);
  });
});
