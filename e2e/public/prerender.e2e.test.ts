import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { createPost } from "../support/data.ts";

// The website's build prerenders the pages whose first screen needs no data (vite.prerender.ts): they paint before
// any JavaScript runs, and React adopts that HTML; every other route gets the prerendered frame and renders itself.
let web: WebHarness;
let postId: string;

beforeAll(async () => {
  web = await startWebHarness();
  const member = await web.stack.signUpConfirmed(undefined, undefined, "prerender_poster");
  postId = await createPost(member.client, member.user.id, { title: "Prerender test loft", city: "Kingston", manual_price: 412000 });
});

afterAll(async () => {
  await web?.stop();
});

describe("prerendered HTML", () => {
  it("the server sends the home and category pages' content, titled, before any script runs", async () => {
    const home = await (await fetch(`${web.stack.url}/`)).text();
    expect(home).toContain('data-prerendered="/"');
    expect(home).toContain("Houses For Sale, Homes &amp; Condos Across Canada");
    expect(home).toContain("Post Your Property Now");
    const residential = await (await fetch(`${web.stack.url}/residential`)).text();
    expect(residential).toContain('data-prerendered="/residential"');
    expect(residential).toContain("<title>Residential Listings | Real Estate Marketplace</title>");
    expect(residential).toContain("<h1>Residential Listings</h1>");
    expect(residential).toContain('aria-label="Loading posts"');
    // Every other route: the frame (header, footer) and a spinner, never another page's content.
    for (const route of ["/signin", `/post/${postId}`, "/search?q=Kingston", "/no/such/page"]) {
      const html = await (await fetch(`${web.stack.url}${route}`)).text();
      expect(html).not.toContain("data-prerendered");
      expect(html).toContain("Real Estate Marketplace");
      expect(html).toContain('class="page-spinner"');
      expect(html).not.toContain("Houses For Sale, Homes &amp; Condos Across Canada");
    }
  });

  it("without JavaScript a category page still shows its heading and the site's links", async () => {
    const context = await web.browser.newContext({ baseURL: web.stack.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/commercial");
      await page.getByRole("heading", { name: "Commercial Properties", level: 1 }).waitFor();
      expect(await page.getByRole("link", { name: "Residential" }).first().getAttribute("href")).toBe("/residential");
      expect(await page.title()).toBe("Commercial Properties | Real Estate Marketplace");
    } finally {
      await context.close();
    }
  });

  it("a search sent before the app has started still lands on the results, with the query tidied", async () => {
    const context = await web.browser.newContext({ baseURL: web.stack.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await page.getByRole("searchbox").first().fill("  Kingston ");
      await page.getByRole("searchbox").first().press("Enter");
      await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "  Kingston ");
    } finally {
      await context.close();
    }
    const { page, errors } = await web.open();
    await page.goto("/search?q=++Kingston+");
    await page.getByRole("heading", { name: "Homes for Sale in Kingston", level: 1 }).waitFor();
    await page.waitForURL((url) => url.search === "?q=Kingston");
    await page.getByRole("link", { name: /Prerender test loft/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it("React adopts a prerendered page without errors and it works as before: feed, search, footer year", async () => {
    const { page, errors } = await web.open();
    await page.goto("/residential");
    await page.getByRole("heading", { name: "Prerender test loft" }).waitFor();
    await page.getByText("$412,000").first().waitFor();
    expect(await page.locator(".footer__copy").textContent()).toBe(`© ${new Date().getFullYear()} Real Estate Marketplace`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${web.stack.url}/residential`);
    // The header's search box typed into after hydration navigates in the app.
    await page.getByRole("searchbox").first().fill("Kingston");
    await page.getByRole("searchbox").first().press("Enter");
    await page.getByRole("heading", { name: "Homes for Sale in Kingston", level: 1 }).waitFor();
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("a route served the app shell renders its own page, and a prerendered one opened at another path too", async () => {
    const { page, errors } = await web.open();
    await page.goto(`/post/${postId}`);
    await page.getByRole("heading", { name: "Prerender test loft", level: 1 }).waitFor();
    expect(await page.locator(".page-spinner").count()).toBe(0);
    await page.goto("/residential/");
    await page.getByRole("heading", { name: "Residential Listings", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Prerender test loft" }).waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
