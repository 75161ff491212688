import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureServer, type FixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { screenshotAtWidths } from "../support/screenshots.ts";
import { DebuggerPage } from "../support/pages/debugger-page.ts";

let web: WebHarness;
let fixtures: FixtureServer;

beforeAll(async () => {
  process.env.LINK_FETCH_ALLOW_PRIVATE = "127.0.0.1";
  fixtures = await startFixtureServer();
  web = await startWebHarness();
  await web.stack.sql("insert into public.whitelisted_domains (domain_name) values ('127.0.0.1') on conflict do nothing");
});

afterAll(async () => {
  await web?.stop();
  await fixtures?.close();
});

describe("URL debugger", () => {
  it("asks for a URL, then shows preview, images, structured data, each fact's source, meta tags and logs", async () => {
    const { page } = await web.open();
    const dbg = new DebuggerPage(page);
    await dbg.goto();
    expect(await page.getByRole("button", { name: "Render in browser" }).count()).toBe(0);
    await page.getByRole("button", { name: "Debug" }).click();
    await page.getByText("Please enter a URL.").waitFor();

    await dbg.debug(`${fixtures.url}/listing/12`);
    await dbg.section("Link Preview").waitFor({ timeout: 60_000 });
    expect(await dbg.section("Link Preview").locator(".link-preview__title").textContent()).toContain("Maple Avenue");
    await dbg.section("Discovered Images").getByRole("img", { name: "Discovered image 2" }).waitFor();
    expect(await dbg.section("Discovered Images").getByText("Image failed to load").count()).toBe(0);
    expect(await dbg.section("Structured Data").locator("pre").textContent()).toContain('"listingPrice"');
    // Each fact with the source and rule that gave it (issue 18).
    const sources = dbg.section("Fact Sources");
    await sources.getByRole("row", { name: "structuredData.mlsNumber json-ld:RealEstateListing.identifier" }).waitFor();
    await sources.getByRole("row", { name: "structuredData.price json-ld:Offer.price" }).waitFor();
    await dbg.section("Discovered Meta Tags").getByRole("cell", { name: "og:title" }).waitFor();
    expect((await dbg.section("Scraping Logs").locator("pre").textContent())?.length ?? 0).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "debugger");
  });

  it("broken discovered images say so", async () => {
    const { context, page } = await web.open();
    await context.route(/\/images\/listing-/, (route) => route.abort());
    const dbg = new DebuggerPage(page);
    await dbg.goto();
    await dbg.debug(`${fixtures.url}/listing/13`, false);
    await dbg.section("Discovered Images").getByText("Image failed to load").first().waitFor({ timeout: 60_000 });
  });

  it("shows 'Discovered Images' only with more than one image", async () => {
    const { context, page } = await web.open();
    let images: string[] = [];
    await context.route(/\/functions\/v1\/metadata-extractor/, (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ title: `Listing with ${images.length} images`, description: null, imageUrl: null, images, metaTags: { "og:title": "x" }, structuredData: null, logs: ["fetched"], error: null }),
      }),
    );
    const dbg = new DebuggerPage(page);
    await dbg.goto();
    const image = (n: number) => `${fixtures.url}/images/listing-${n}.jpg`;
    for (const list of [[], [image(1)], [image(1), image(2)]]) {
      images = list;
      await dbg.debug(`https://www.realtor.ca/real-estate/${list.length}`);
      await dbg.section("Link Preview").getByText(`Listing with ${list.length} images`).waitFor();
      expect(await dbg.section("Discovered Images").count()).toBe(list.length > 1 ? 1 : 0);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows the extractor's errors", async () => {
    const { context, page } = await web.open();
    const dbg = new DebuggerPage(page);
    await context.route(/\/functions\/v1\/metadata-extractor/, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "null" }));
    await dbg.goto();
    await dbg.debug("https://www.realtor.ca/real-estate/1");
    await page.getByText("No data returned from extractor.").waitFor();
    await context.unroute(/\/functions\/v1\/metadata-extractor/);
    await context.route(/\/functions\/v1\/metadata-extractor/, (route) => route.abort("connectionrefused"));
    await dbg.debug("https://www.realtor.ca/real-estate/2");
    await page.getByRole("alert").filter({ hasText: /fetch|Failed|error/i }).waitFor();
  });
});
