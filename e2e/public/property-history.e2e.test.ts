// Issue 20 in real Chromium: the post page lists the other posts of the same property (source, price, date), shows
// the price history as a chart and a sentence, and the badge when the source says sold; the feed and search show the
// home once, "also listed on" the other site; the admin's dead and changed links list it. Screenshots at 375 and 1280.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { screenshotAtWidths, expectNoSidewaysScroll } from "../support/screenshots.ts";
import { createPost } from "../support/data.ts";
import { FeedPage } from "../support/pages/feed-page.ts";
import { seriousViolations } from "../support/axe.ts";
import { row, signedInPage } from "../admin/admin-harness.ts";

let web: WebHarness;
let realtorPost: string;
let zoloPost: string;

beforeAll(async () => {
  web = await startWebHarness();
  const [first, second] = [await web.stack.signUpConfirmed(undefined, undefined, "first_poster"), await web.stack.signUpConfirmed(undefined, undefined, "second_poster")];
  realtorPost = await createPost(first.client, first.user.id, { title: "Sunny corner house", street_address: "100 King St W", city: "Toronto", province: "ON", manual_price: 899000 });
  zoloPost = await createPost(second.client, second.user.id, {
    title: "Corner house on King",
    street_address: "100 King Street West",
    city: "Toronto",
    province: "Ontario",
    manual_price: 879000,
    description: "Same house https://www.zolo.ca/toronto-real-estate/100-king-street-west",
    url: "https://www.zolo.ca/toronto-real-estate/100-king-street-west",
  });
  // A post dated in the past, written around the trigger that keeps created_at.
  await web.stack.sql("alter table public.posts disable trigger posts_enforce_rules");
  await web.stack.sql("update public.posts set created_at = '2026-10-20T12:00:00Z' where id = $1", [zoloPost]);
  await web.stack.sql("alter table public.posts enable trigger posts_enforce_rules");
  const service = web.stack.serviceClient();
  for (const [status, price] of [["live", 899000], ["live", 869000], ["sold", null]] as const) {
    const { error } = await service.rpc("record_listing_check", { p_post_id: realtorPost, p_status: status, p_price: price as number });
    if (error) throw new Error(error.message);
  }
  await web.stack.sql(
    `update public.listing_snapshots s set checked_at = d.at from (values (1, timestamptz '2026-10-12T15:00:00Z'), (2, '2026-11-03T15:00:00Z'), (3, '2026-11-20T15:00:00Z')) d(n, at)
      where s.id = (select id from public.listing_snapshots where post_id = $1 order by id offset d.n - 1 limit 1)`,
    [realtorPost],
  );
}, 240_000);

afterAll(async () => {
  await web?.stop();
});

describe("one property, many posts", () => {
  it("the post page shows the sold badge, the price history and the other post of the same home", async () => {
    const { page } = await web.open();
    await page.goto(`/post/${realtorPost}`);
    await page.getByRole("heading", { name: "Sunny corner house" }).waitFor();
    await page.getByRole("status").filter({ hasText: "Sold" }).waitFor();
    await page.getByRole("heading", { name: "Price history" }).waitFor();
    await page.getByText("Listed at $899,000 on 12 Oct; reduced to $869,000 on 3 Nov; sold on 20 Nov").waitFor();
    expect(await page.getByRole("img", { name: /^Price history chart/ }).count()).toBe(1);
    const others = page.getByRole("list", { name: "Other posts of this property" });
    await others.waitFor();
    const item = others.getByRole("listitem");
    expect(await item.count()).toBe(1);
    expect(await item.first().innerText()).toMatch(/zolo\.ca\s+\$879,000\s+20 Oct/);
    expect(await others.getByRole("link", { name: "zolo.ca" }).getAttribute("href")).toBe(`/post/${zoloPost}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
    }
    await screenshotAtWidths(page, "post-property-history");
  });

  it("the feed card says the price was reduced, and by how much", async () => {
    const { page } = await web.open();
    await page.goto("/residential");
    const card = new FeedPage(page).card("Sunny corner house");
    await card.waitFor();
    await card.getByText("Price reduced $30,000").waitFor();
  });

  it("the feed and search show the home once, as its newest post, also listed on zolo.ca by two members", async () => {
    const { page } = await web.open();
    for (const path of ["/", "/residential"]) {
      await page.goto(path);
      const feed = new FeedPage(page);
      const card = feed.card("Sunny corner house");
      await card.waitFor();
      expect(await card.getByTestId("property-reach").innerText()).toBe("Also listed on zolo.ca · Posted by 2 members");
      // One card for the home, whichever way its address is written.
      expect(await page.locator("article.feed-card", { hasText: /100 King St/ }).count()).toBe(1);
      expect(await feed.card("Corner house on King").count()).toBe(0);
    }
    await screenshotAtWidths(page, "feed-property-card");
    await page.goto("/search?q=corner%20house");
    const results = page.getByRole("list", { name: "Search results" });
    await results.getByText("Also listed on zolo.ca · Posted by 2 members").waitFor();
    expect(await results.locator(":scope > li").count()).toBe(1); // the cards (a card's facts are a list of their own)
    await screenshotAtWidths(page, "search-property-card");
  });

  it("an admin sees the dead and changed links: the sold home, its site, the drop and the price now", async () => {
    const admin = await web.stack.signUpConfirmed(undefined, undefined, "links_admin");
    await web.stack.makeAdmin(admin.user.id);
    const page = await signedInPage(web, admin);
    await page.goto("/admin/links");
    await page.getByRole("heading", { name: "Dead and changed links" }).waitFor();
    const sold = row(page, "Sunny corner house");
    await sold.waitFor();
    expect(await sold.innerText()).toMatch(/realtor\.ca\s+Sold\s+Reduced by \$30,000\s+\$869,000\s+\d+ \w+/);
    expect(await row(page, "Corner house on King").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
    }
    await screenshotAtWidths(page, "admin-changed-links");
  });

  it("the other post lists the first one back, without history of its own", async () => {
    const { page } = await web.open();
    await page.goto(`/post/${zoloPost}`);
    await page.getByRole("heading", { name: "Corner house on King" }).waitFor();
    const others = page.getByRole("list", { name: "Other posts of this property" });
    await others.getByRole("link", { name: "realtor.ca" }).waitFor();
    expect(await page.getByRole("heading", { name: "Price history" }).count()).toBe(0);
  });
});
