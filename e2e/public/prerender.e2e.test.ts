import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { createPost } from "../support/data.ts";
import { appReady } from "../support/browser.ts";
import { AuthPages } from "../support/pages/auth-pages.ts";

// The website's build prerenders the pages whose first screen needs no data (vite.prerender.ts): they paint before
// any JavaScript runs, and React adopts that HTML; every other route gets the prerendered frame and renders itself.
// The stack's web server renders a category page, a search and a listing with their first data when they are asked
// for (src/local-supabase/web/page-render.ts): their cards paint before any script runs too.
let web: WebHarness;
let postId: string;
let pendingId: string;
let posterEmail: string;
const posterPassword = "password123";

beforeAll(async () => {
  web = await startWebHarness();
  const member = await web.stack.signUpConfirmed(undefined, posterPassword, "prerender_poster");
  posterEmail = member.email;
  pendingId = await createPost(member.client, member.user.id, { title: "Prerender pending loft", city: "Kingston", manual_price: 399000 });
  await web.stack.sql("update public.posts set status = 'pending' where id = $1", [pendingId]);
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
    // With a filter the page is the build's: its heading, and the list loading in the browser.
    const filtered = await (await fetch(`${web.stack.url}/residential?minBeds=2`)).text();
    expect(filtered).toContain('data-prerendered="/residential"');
    expect(filtered).toContain("<title>Residential Listings | Real Estate Marketplace</title>");
    expect(filtered).toContain("<h1>Residential Listings</h1>");
    expect(filtered).toContain('aria-label="Loading posts"');
    expect(filtered).not.toContain('id="page-data"');
    // Every other route without data of its own: the frame (header, footer) and a spinner, never another page's content.
    for (const route of ["/signin", "/no/such/page"]) {
      const html = await (await fetch(`${web.stack.url}${route}`)).text();
      expect(html).not.toContain("data-prerendered");
      expect(html).toContain("Real Estate Marketplace");
      expect(html).toContain('class="page-spinner"');
      expect(html).not.toContain("Houses For Sale, Homes &amp; Condos Across Canada");
    }
  });

  it("a category page, a search and a listing come with their first cards and the data they were rendered with (issue 19)", async () => {
    const pages = {
      "/residential": ["Residential Listings", "Prerender test loft"],
      "/fr/residential": ["Propriétés résidentielles", "Prerender test loft"],
      "/search?q=Kingston": ["Homes for Sale in Kingston", "Prerender test loft"],
      [`/post/${postId}`]: ["Prerender test loft | Real Estate Marketplace", "$412,000"],
    };
    for (const [route, texts] of Object.entries(pages)) {
      const html = await (await fetch(`${web.stack.url}${route}`)).text();
      expect(html, route).toContain(`data-prerendered="${route.split("?")[0]}"`);
      for (const text of texts) expect(html, route).toContain(text);
      expect(html, route).toMatch(/<script type="application\/json" id="page-data">\{/);
      expect(html, route).not.toContain('aria-label="Loading posts"');
      // Read as a visitor: a post waiting for review is in no page.
      expect(html, route).not.toContain("Prerender pending loft");
    }
  });

  it("the browser adopts a page rendered with its data without asking for it again, and the page works", async () => {
    const { page, errors } = await web.open();
    const lists: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/rest/v1/posts" || url.pathname === "/rest/v1/rpc/search_posts") lists.push(`${url.pathname}${url.search}`);
    });
    await page.goto("/residential");
    await appReady(page);
    const card = page.getByRole("link", { name: "Prerender test loft" }).first();
    await card.waitFor();
    expect(lists.filter((url) => url.includes("property_lead=eq.true") && url.includes("offset=0"))).toEqual([]);
    expect(lists.filter((url) => !url.includes("offset=0") && url.includes("property_lead"))).toEqual([]);
    await card.click();
    await page.waitForURL(`**/post/${postId}`);
    await page.getByRole("heading", { name: "Prerender test loft", level: 1 }).waitFor();
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("a member's browser renders the page anew and reads as the member (their own post waiting for review)", async () => {
    const { page, errors } = await web.open();
    await new AuthPages(page).signIn(posterEmail, posterPassword);
    // The server read it as a visitor (no such listing); the member's browser asks as the member.
    await page.goto(`/post/${pendingId}`);
    await page.getByRole("heading", { name: "Prerender pending loft", level: 1 }).waitFor();
    await page.goto(`/post/${postId}`);
    await appReady(page);
    await page.getByRole("heading", { name: "Prerender test loft", level: 1 }).waitFor();
    await page.goto("/residential");
    await appReady(page);
    await page.getByRole("link", { name: "Prerender test loft" }).first().waitFor();
    expect(errors).toEqual([]);
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
    await appReady(page); // the cards came in the HTML: the year and the canonical link come with React
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
