import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { appReady, WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";
import { DATABASE_ERROR } from "../support/network.ts";
import { AppShell } from "../support/pages/app-shell.ts";
import { SearchPage } from "../support/pages/search-page.ts";
import { FeedPage } from "../support/pages/feed-page.ts";

let web: WebHarness;
let featuredId: string;
const CITY = "Lakeshorevale";

beforeAll(async () => {
  web = await startWebHarness();
  const member = await web.stack.signUpConfirmed(undefined, undefined, "public_poster");
  featuredId = await createPost(member.client, member.user.id, { title: "Featured lakeside bungalow", city: CITY, og_image_url: null, additional_images: [] });
  await web.stack.sql("update public.posts set is_featured = true where id = $1", [featuredId]);
  for (let i = 0; i < 12; i++) await createPost(member.client, member.user.id, { title: `Lakeside condo ${i}`, city: CITY, manual_price: 300000 + i * 1000 });
  await createPost(member.client, member.user.id, { title: "Corner store business", category: "business", city: "Halifax" });
  await createPost(member.client, member.user.id, { title: "FSBO farmhouse", category: "fsbo", city: "Moncton" });
});

afterAll(async () => {
  await web?.stop();
});

describe("public pages", () => {
  it("home shows the landing sections, three JSON-LD blocks and the visitor variants", async () => {
    const { page } = await web.open();
    const shell = new AppShell(page);
    await page.goto("/");
    expect(await page.title()).toBe("Houses For Sale | Homes & Condos for Sale Across Canada");
    await page.getByRole("heading", { name: "Featured lakeside bungalow" }).first().waitFor();
    expect(await page.getByRole("link", { name: "Post Your Property Now" }).getAttribute("href")).toBe("/submit");
    expect(await page.getByRole("link", { name: "Browse Homes for Sale" }).getAttribute("href")).toBe("/residential");
    await page.getByRole("heading", { name: "How it works" }).waitFor();
    await page.getByText("public_poster").first().waitFor();
    await page.getByRole("heading", { name: "About Real Estate Marketplace" }).waitFor();
    await page.getByRole("link", { name: "Please sign in to create a post." }).waitFor();
    await page.getByRole("button", { name: "Login to Make an Offer" }).first().waitFor();
    expect(await page.getByRole("button", { name: "Login to Make an Offer" }).first().isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Save listing" }).count()).toBe(0);
    const types = (await shell.structuredData()).map((b) => b["@type"]);
    expect(types).toEqual(["BreadcrumbList", "WebSite", "RealEstateAgent"]);
    const website = (await shell.structuredData())[1] as { potentialAction: { target: { urlTemplate: string } } };
    expect(website.potentialAction.target.urlTemplate).toContain("/search?q={search_term_string}");
    await page.getByRole("link", { name: "Login" }).waitFor();
    await page.getByRole("link", { name: "Get Started" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "home");
  });

  it("the feed loads in pages with 'Load more', never all rows at once", async () => {
    // On a phone: a desktop's grid of compact cards (issue 19) shows the first page's end at once, and the next page
    // then loads by itself.
    const { page } = await web.open(WIDTHS.mobile);
    await page.goto("/residential");
    const feed = new FeedPage(page);
    await feed.card("Lakeside condo 11").waitFor();
    // Two cards render first and the rest of the page after they painted: wait for the whole first page.
    await page.waitForFunction(() => document.querySelectorAll("article.feed-card").length >= 10);
    expect(await page.locator("article.feed-card").count()).toBe(10);
    // The next page comes with 'Load more' or by itself when the end of the list nears the viewport.
    const more = page.getByRole("button", { name: "Load more" });
    // Scrolled to, the button can start the next page itself and turn into 'Loading more...': no long wait for it then.
    if (await more.isVisible()) await more.click({ timeout: 5_000 }).catch(() => undefined);
    else await page.mouse.wheel(0, 20_000);
    await page.waitForFunction(() => document.querySelectorAll("article.feed-card").length > 10);
    expect(await page.locator("article.feed-card").count()).toBe(13);
  });

  it("a 'Load more' page that fails keeps the loaded cards and offers a retry", async () => {
    const { context, page } = await web.open(WIDTHS.mobile); // the first page's end out of view, as above
    const secondPage = /\/rest\/v1\/posts\?.*\boffset=10\b/;
    await context.route(secondPage, (route) => route.fulfill(DATABASE_ERROR));
    await page.goto("/residential");
    const feed = new FeedPage(page);
    await feed.card("Lakeside condo 11").waitFor();
    await page.getByRole("button", { name: "Load more" }).click();
    await page.getByRole("alert").filter({ hasText: "Could not load more posts." }).waitFor({ timeout: 30_000 });
    expect(await page.locator("article.feed-card").count()).toBe(10);
    expect(await page.getByText("Failed to load feed. Please try again later.").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await context.unroute(secondPage);
    await page.getByRole("button", { name: "Retry" }).click();
    await page.waitForFunction(() => document.querySelectorAll("article.feed-card").length === 13);
    expect(await page.getByText("Could not load more posts.").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Retry" }).count()).toBe(0);
  });

  it("category pages have breadcrumbs, heading, tagline and only their category", async () => {
    const { page } = await web.open();
    const pages = [
      ["/residential", "Residential Listings", "Find your next home, from condos to family houses."],
      ["/commercial", "Commercial Properties", "Explore office spaces, retail locations, and industrial properties."],
      ["/land", "Land for Sale", "Browse raw land, development lots, and large parcels."],
      ["/business", "Businesses for Sale", "Acquire an existing business or franchise opportunity."],
    ] as const;
    for (const [path, heading, tagline] of pages) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.getByText(tagline).waitFor();
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      expect(await crumbs.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    }
    await page.goto("/business");
    await page.getByRole("heading", { name: "Corner store business" }).waitFor();
    expect(await page.getByRole("heading", { name: "Lakeside condo 1", exact: true }).count()).toBe(0);
    await page.goto("/land");
    await page.getByText("No posts yet. Be the first to share something!").waitFor();
    await page.goto("/");
    await page.getByText("For Sale By Owner (FSBO)").first().waitFor();
    await page.goto("/residential");
    await page.locator("article.feed-card").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "residential");
  });

  it("search: trimmed header query, heading, count, cards to /post/{id}, ItemList JSON-LD in CAD", async () => {
    const { page } = await web.open();
    const search = new SearchPage(page);
    await page.goto("/");
    await search.shell.headerSearch(`   ${CITY}  `);
    await page.waitForURL(`**/search?q=${CITY}`);
    await search.heading.filter({ hasText: `Homes for Sale in ${CITY}` }).waitFor();
    await expect.poll(() => search.shell.headerSearchBox.inputValue(), { timeout: 10_000 }).toBe(CITY); // the box shows the search, trimmed
    await page.getByText(`Showing 13 properties for sale in "${CITY}"`).waitFor();
    expect(await page.title()).toContain(`Homes for Sale in ${CITY}`);
    expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toContain(CITY);
    const ld = (await search.shell.structuredData()).find((b) => b["@type"] === "ItemList") as { itemListElement: { item: { "@type": string; offers: { priceCurrency: string } } }[] };
    expect(ld.itemListElement).toHaveLength(10);
    expect(ld.itemListElement.every((e) => e.item["@type"] === "RealEstateListing" && e.item.offers.priceCurrency === "CAD")).toBe(true);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await crumbs.getByText(`Results for ${CITY}`).waitFor();
    await search.results.nth(12).waitFor(); // the first row of cards renders first, the rest right after
    expect(await search.results.count()).toBe(13);
    expect(await search.results.first().getAttribute("href")).toMatch(/^\/post\/[0-9a-f-]{36}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "search");

    await search.shell.headerSearch("   ");
    await page.waitForURL((url) => url.pathname === "/search" && url.search === "");
    await search.heading.filter({ hasText: "Search Homes for Sale" }).waitFor();
    await page.getByText("Enter a location to find homes for sale and condos for sale in your area.").waitFor();

    await expect.poll(() => search.shell.headerSearchBox.inputValue(), { timeout: 10_000 }).toBe("");
    await search.goto("Qqzzyxville");
    await page.getByRole("heading", { name: "No homes found" }).waitFor();
    await expect.poll(() => search.shell.headerSearchBox.inputValue(), { timeout: 10_000 }).toBe("Qqzzyxville"); // opened with the address too
    await page.getByText(`We couldn't find any homes for sale or condos for sale matching "Qqzzyxville".`).waitFor();
    await page.getByText("Try searching for a different city, neighborhood, or postal code.").waitFor();
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    // The address changes first; the page (and the box with it) renders as a transition right after.
    await expect.poll(() => search.shell.headerSearchBox.inputValue(), { timeout: 10_000 }).toBe("");
  });

  it("post page shows the listing with RealEstateListing JSON-LD; unknown ids get a not-found state", async () => {
    const { page } = await web.open();
    const shell = new AppShell(page);
    await page.goto(`/post/${featuredId}`);
    await page.getByRole("heading", { level: 1, name: "Featured lakeside bungalow" }).waitFor();
    expect(await page.getByRole("link", { name: "View original listing" }).getAttribute("href")).toMatch(/^https:\/\/www\.realtor\.ca\//);
    await page.getByText("Built 1999").waitFor();
    const ld = (await shell.structuredData()).find((b) => b["@type"] === "RealEstateListing") as { offers: { priceCurrency: string; price: number } };
    expect(ld.offers.priceCurrency).toBe("CAD");
    expect(ld.offers.price).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "post");
    await page.goto("/post/00000000-0000-4000-8000-000000000000");
    await page.getByRole("heading", { name: "Listing not found" }).waitFor();
  });

  it("post page: a failed request is an error with a retry, not 'Listing not found'", async () => {
    const { context, page } = await web.open();
    const postRequest = new RegExp(`/rest/v1/posts\\?.*id=eq\\.${featuredId}`);
    await context.route(postRequest, (route) => route.fulfill(DATABASE_ERROR));
    // Opened from a card (the browser asks): an address opened afresh comes with its listing from the web server.
    await page.goto("/");
    await appReady(page);
    await page.locator(`a[href="/post/${featuredId}"]`).first().click();
    await page.getByRole("heading", { level: 1, name: "Something went wrong" }).waitFor({ timeout: 30_000 });
    await page.getByText("We couldn't load this listing. Please try again later.").waitFor();
    expect(await page.getByRole("heading", { name: "Listing not found" }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await context.unroute(postRequest);
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { level: 1, name: "Featured lakeside bungalow" }).waitFor();
  });

  it("unknown paths show the 404 page", async () => {
    const { page } = await web.open();
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404" }).waitFor();
    await page.getByText("Oops! Page not found").waitFor();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("landing: the community's empty message; no featured section without featured posts", async () => {
    const { context, page } = await web.open();
    await context.route(/\/rest\/v1\/rpc\/get_public_users/, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }));
    await web.stack.sql("update public.posts set is_featured = false where id = $1", [featuredId]);
    try {
      const featuredAnswer = page.waitForResponse((r) => r.url().includes("/rest/v1/rpc/get_featured_posts"));
      await page.goto("/");
      expect(await (await featuredAnswer).json()).toEqual([]);
      await page.getByRole("heading", { name: "Our community is just getting started!" }).waitFor();
      await page.getByText("Be the first to join and get featured here.").waitFor();
      await page.getByRole("heading", { name: "Latest Posts" }).waitFor();
      await expect.poll(() => page.getByRole("heading", { name: "Featured Properties" }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await web.stack.sql("update public.posts set is_featured = true where id = $1", [featuredId]);
    }
  });

  it("mobile menu at 375 px with the keyboard: Esc and 'Close menu' give the focus back to the menu button", async () => {
    const { page } = await web.open(WIDTHS.mobile);
    const shell = new AppShell(page);
    await page.goto("/residential");
    await page.locator("article.feed-card").first().waitFor(); // the app has taken over the prerendered page
    for (let i = 0; i < 10 && !(await shell.menuButtonHasFocus()); i++) await page.keyboard.press("Tab");
    expect(await shell.menuButtonHasFocus()).toBe(true);

    await page.keyboard.press("Enter");
    await shell.mobileMenu.waitFor();
    expect(await shell.menuButton.getAttribute("aria-expanded")).toBe("true");
    await page.waitForFunction(() => document.querySelector(".ant-drawer")?.contains(document.activeElement));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await shell.mobileMenu.waitFor({ state: "hidden" });
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Open menu");
    expect(await shell.menuButton.getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("Enter");
    await shell.mobileMenu.waitFor();
    await shell.mobileMenu.getByRole("button", { name: "Close menu" }).focus();
    await page.keyboard.press("Enter");
    await shell.mobileMenu.waitFor({ state: "hidden" });
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Open menu");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("small screens: no sideways scroll, a drawer menu with the links, keyboard skip link", async () => {
    const { page } = await web.open(WIDTHS.mobile);
    const shell = new AppShell(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Featured lakeside bungalow" }).first().waitFor();
    await expectNoSidewaysScroll(page); // layout settles after lazy styles
    expect(await shell.header.getByRole("link", { name: "Residential" }).isVisible()).toBe(false);
    const drawer = await shell.openMobileMenu();
    await drawer.getByRole("link", { name: "Get Started" }).waitFor();
    await drawer.getByRole("link", { name: "Commercial" }).click();
    await page.waitForURL("**/commercial");
    await page.getByRole("heading", { level: 1, name: "Commercial Properties" }).waitFor();
    // The focused link stays in the drawer until its closing animation ends; then focus starts over on the new page.
    await shell.mobileMenu.waitFor({ state: "hidden" });
    await page.waitForFunction(() => !document.getElementById("mobile-menu")?.contains(document.activeElement));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
  });

  it("error states: failing feed, community, featured and search calls", async () => {
    const { context, page } = await web.open();
    await context.route(/\/rest\/v1\/(posts|rpc\/get_public_users|rpc\/get_featured_posts|rpc\/search_posts)/, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: "XX000", message: "database unavailable", details: null, hint: null }) }),
    );
    await page.goto("/");
    await page.getByText("Failed to load feed. Please try again later.").waitFor({ timeout: 30_000 });
    await page.getByText("Could not load community members").waitFor({ timeout: 30_000 });
    expect(await page.getByRole("heading", { name: "Featured Properties" }).count()).toBe(0);
    // A search from the page (the browser asks): an address opened afresh comes with its results from the web server.
    await page.goto("/search");
    await appReady(page);
    const box = page.locator('input[type="search"]:visible').first();
    await box.fill(CITY);
    await box.press("Enter");
    await page.getByRole("heading", { name: "Something went wrong" }).waitFor({ timeout: 30_000 });
    await page.getByText("We couldn't perform the search. Please try again later.").waitFor();
    await page.getByText("database unavailable").waitFor();
  });
});
