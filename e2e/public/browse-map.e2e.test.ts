// Issue 19, the map, in Chromium: the map's pins are the results' posts (a pending post never among them), a pin opens
// the post's card (by mouse and by keyboard), moving the map searches the area it shows and writes it in the address,
// the precision of each post shows (a pin, a postal area's disc, a city's larger disc), the List/Map switch, French,
// and the phone layout with axe. Screenshots of the map at 375, 768 and 1280 px under reports/artifacts/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startWebHarness, type WebHarness } from "../support/web-stack.ts";
import { seriousViolations } from "../support/axe.ts";
import { expectNoSidewaysScroll, screenshotAtWidths } from "../support/screenshots.ts";
import { appReady, WIDTHS } from "../support/browser.ts";
import { createPost } from "../support/data.ts";

let web: WebHarness;

/** Toronto's core: west, south, east, north. Oakville lies just outside it, Ottawa and Montréal far. */
const TORONTO = "-79.6,43.55,-79.2,43.8";
const TORONTO_TITLES = ["Harbourfront condo", "Leslieville semi", "High Park house", "Danforth postal-area home"];

beforeAll(async () => {
  web = await startWebHarness();
  const member = await web.stack.signUpConfirmed(undefined, undefined, "map_poster");
  const post = (fields: Parameters<typeof createPost>[2]) => createPost(member.client, member.user.id, { og_image_url: null, additional_images: [], ...fields });
  await post({ title: "Harbourfront condo", city: "Toronto", manual_price: 650000, lat: 43.64, lng: -79.38, geo_precision: "page" });
  await post({ title: "Leslieville semi", city: "Toronto", manual_price: 980000, lat: 43.665, lng: -79.33, geo_precision: "page" });
  await post({ title: "High Park house", city: "Toronto", manual_price: 1450000, lat: 43.655, lng: -79.47, geo_precision: "page" });
  await post({ title: "Danforth postal-area home", city: "Toronto", postal_code: "M4C 1A1", manual_price: 870000, lat: 43.685, lng: -79.31, geo_precision: "postal" });
  await post({ title: "Oakville townhouse", city: "Oakville", manual_price: 760000, lat: 43.45, lng: -79.68, geo_precision: "page" });
  await post({ title: "Ottawa bungalow", city: "Ottawa", manual_price: 540000, lat: 45.38, lng: -75.7, geo_precision: "page" });
  await post({ title: "Montréal plex", city: "Montréal", province: "QC", manual_price: 899000, lat: 45.509, lng: -73.588, geo_precision: "city" });
  await post({ title: "Toronto listing without a place", city: "Toronto", manual_price: 500000 });
  // Hidden pending review, in the middle of Toronto: never on the map nor in the list.
  await web.stack.sql(
    `insert into public.posts (user_id, description, url, category, title, city, province, status, lat, lng, geo_precision)
     values ($1, 'Pending https://www.realtor.ca/real-estate/1999', 'https://www.realtor.ca/real-estate/1999', 'residential', 'Pending Toronto loft', 'Toronto', 'ON', 'pending', 43.65, -79.4, 'page')`,
    [member.user.id],
  );
}, 300_000);

afterAll(async () => {
  await web?.stop();
});

/** The names of the pins on the map (a cluster's name says how many it holds). */
const pinNames = (page: Page) => page.locator(".results-map .map-pin").evaluateAll((pins) => pins.map((pin) => pin.getAttribute("aria-label") ?? ""));
/** How many posts the map shows: its pins and what its clusters hold. */
const onMap = (page: Page) =>
  page.evaluate(() => document.querySelectorAll(".results-map .map-pin").length + [...document.querySelectorAll(".results-map .map-cluster")].reduce((n, c) => n + Number(c.textContent), 0));
const listTitles = (page: Page) => page.locator(".browse-split__list .property-card__title").allInnerTexts();
const titleOf = (name: string) => name.split(", ")[0] ?? "";
const boxOf = (page: Page) => (new URL(page.url()).searchParams.get("bbox") ?? "").split(",").map(Number);

async function waitForPins(page: Page, titles: string[]) {
  await page.waitForFunction(
    (expected) => {
      const names = [...document.querySelectorAll(".results-map .map-pin")].map((pin) => (pin.getAttribute("aria-label") ?? "").split(", ")[0]);
      return JSON.stringify(names.sort()) === JSON.stringify([...expected].sort());
    },
    titles,
  );
}

describe("the browse map", () => {
  it("shows the results' posts as pins, and a pin opens the post's card, by mouse and by keyboard", { timeout: 120_000 }, async () => {
    const { page, errors } = await web.open();
    await page.goto(`/search?view=map&bbox=${TORONTO}`);
    await page.getByText("Showing 4 properties for sale").waitFor();
    await waitForPins(page, TORONTO_TITLES);
    // The pins are the list's posts, one each.
    expect((await listTitles(page)).sort()).toEqual([...TORONTO_TITLES].sort());
    expect((await pinNames(page)).map(titleOf).sort()).toEqual((await listTitles(page)).sort());
    expect(await pinNames(page)).toContain("Harbourfront condo, $650K, at its address");
    expect(await pinNames(page)).toContain("Danforth postal-area home, $870K, in postal area M4C");
    expect((await pinNames(page)).join()).not.toContain("Pending");

    await page.getByRole("button", { name: /^Leslieville semi,/ }).click();
    const panel = page.locator(".results-map__panel");
    await panel.getByRole("heading", { name: "Leslieville semi" }).waitFor();
    const card = panel.getByRole("link", { name: /Leslieville semi/ });
    expect(await card.getAttribute("href")).toMatch(/^\/post\/[0-9a-f-]{36}$/);
    expect(await panel.locator(".property-card__price").innerText()).toBe("$980,000");

    // Keyboard: the pins are buttons in the tab order; Enter opens one, Escape closes it and gives the focus back.
    await page.getByRole("button", { name: "Close" }).click();
    const pin = page.getByRole("button", { name: /^High Park house,/ });
    await pin.focus();
    await page.keyboard.press("Enter");
    await panel.getByRole("heading", { name: "High Park house" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains("results-map__panel"))).toBe(true);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await page.evaluate(() => (document.activeElement?.getAttribute("aria-label") ?? "").startsWith("High Park house,"))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("searches the area the map shows when it moves, and writes it in the address", { timeout: 120_000 }, async () => {
    const { page } = await web.open();
    await page.goto(`/search?view=map&bbox=${TORONTO}`);
    await waitForPins(page, TORONTO_TITLES);
    const [west = 0, south = 0, east = 0, north = 0] = boxOf(page);

    // Zooming out (the map's own button) shows more: Oakville comes in, in the list, on the map and in the address.
    await page.getByRole("button", { name: "Zoom out" }).click();
    await page.waitForFunction((before) => new URL(location.href).searchParams.get("bbox") !== before, TORONTO);
    const wider = boxOf(page);
    expect(wider[0]).toBeLessThan(west);
    expect(wider[1]).toBeLessThan(south);
    expect(wider[2]).toBeGreaterThan(east);
    expect(wider[3]).toBeGreaterThan(north);
    expect(new URL(page.url()).searchParams.get("view")).toBe("map");
    await page.getByText("Showing 5 properties for sale").waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".browse-split__list .property-card").length === 5);
    expect(await listTitles(page)).toContain("Oakville townhouse");
    // Zoomed out, nearby pins may share a cluster: the map still holds the five.
    await page.waitForFunction(() => document.querySelectorAll(".results-map .map-pin").length + [...document.querySelectorAll(".results-map .map-cluster")].reduce((n, c) => n + Number(c.textContent), 0) === 5);

    // Panning with the keyboard moves the box too.
    const before = page.url();
    await page.getByRole("region", { name: "Map of the results" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction((url) => location.href !== url, before);
    expect(boxOf(page)[0]).toBeGreaterThan(wider[0] ?? 0);

    // Search as I move off: a move waits for "Search this area".
    await page.getByLabel("Search as I move the map").uncheck();
    const kept = page.url();
    await page.getByRole("button", { name: "Zoom out" }).click();
    await page.getByRole("button", { name: "Search this area" }).click();
    await page.waitForFunction((url) => location.href !== url, kept);
    expect(boxOf(page)[2]! - boxOf(page)[0]!).toBeGreaterThan(wider[2]! - wider[0]!);
  });

  it("shows each post's precision: a pin at an address, a postal area's disc, a city's larger disc", { timeout: 120_000 }, async () => {
    const { page } = await web.open();
    await page.goto("/search?view=map&bbox=-80,43,-73,46");
    // At this zoom Toronto's posts (and Oakville's) are one cluster; Ottawa's and Montréal's are pins.
    await waitForPins(page, ["Ottawa bungalow", "Montréal plex"]);
    await page.locator(".map-cluster").first().waitFor();
    await page.screenshot({ path: "reports/artifacts/browse-map-region-1280.png" });
    expect(await page.locator(".results-map .map-pin--page").count()).toBeGreaterThan(0);
    expect(await page.locator(".results-map .map-pin--city").count()).toBe(1);
    expect(await page.locator(".results-map path.map-disc--city").count()).toBe(1);
    expect(await page.locator(".results-map path.map-disc--postal").count()).toBe(1);
    // The city's disc is larger than the postal area's.
    const size = (selector: string) => page.locator(selector).evaluate((path) => (path as SVGGraphicsElement).getBBox().width);
    expect(await size("path.map-disc--city")).toBeGreaterThan(await size("path.map-disc--postal"));
    expect(await page.getByRole("button", { name: "Montréal plex, $899K, in Montréal" }).count()).toBe(1);
    // A cluster zooms in to its posts.
    const cluster = page.locator(".map-cluster").first();
    expect(await cluster.getAttribute("aria-label")).toMatch(/^\d+ listings here, zoom in$/);
    await cluster.click();
    await page.getByRole("button", { name: /^Harbourfront condo,/ }).waitFor();
    // The post without coordinates is in the list only, and the map says so.
    await page.goto("/search?view=map&city=Toronto");
    await page.getByText("Listings without a location, not on the map: 1").waitFor();
  });

  it("switches between the list and the map in the address; in French too", { timeout: 120_000 }, async () => {
    const { page } = await web.open();
    await page.goto("/residential?minPrice=600000");
    await appReady(page); // the prerendered page's buttons do nothing until the app has taken it over
    await page.getByRole("group", { name: "Show the results" }).getByRole("button", { name: "Map", exact: true }).click();
    await page.waitForURL("/residential?minPrice=600000&view=map");
    await page.getByRole("region", { name: "Map of the results" }).waitFor();
    await page.locator(".results-map .map-pin, .results-map .map-cluster").first().waitFor();
    await page.getByRole("button", { name: "List", exact: true }).click();
    await page.waitForURL("/residential?minPrice=600000");
    // The address changes first; the map leaves with the next render.
    await page.getByRole("region", { name: "Map of the results" }).waitFor({ state: "detached" });

    const fr = await web.open();
    await fr.page.goto(`/fr/search?view=map&bbox=${TORONTO}`);
    await fr.page.getByRole("region", { name: "Carte des résultats" }).waitFor();
    await fr.page.getByRole("button", { name: /^Harbourfront condo, 650\sk\s?\$, à son adresse$/ }).waitFor();
    expect(await fr.page.getByRole("button", { name: "Carte", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await fr.page.getByText("4 propriétés à vendre").waitFor();
  });

  it("on a phone: the map above the list, no sideways scrolling, axe clean; screenshots at three widths", { timeout: 180_000 }, async () => {
    const { page } = await web.open(WIDTHS.mobile);
    await page.goto(`/search?view=map&bbox=${TORONTO}&minPrice=600000`);
    await page.getByText("Showing 4 properties for sale").waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".results-map .map-pin, .results-map .map-cluster").length > 0);
    expect(await onMap(page)).toBe(4);
    // On a narrow map Toronto's pins may share a cluster: opening it zooms in or lists them; either way a card opens.
    const cluster = page.locator(".results-map .map-cluster").first();
    if (await cluster.count()) await cluster.click();
    const group = page.locator(".results-map__group button").first();
    await page.locator(".results-map .map-pin, .results-map__group button").first().waitFor();
    if (await group.count()) await group.click();
    else await page.locator(".results-map .map-pin").first().click();
    await page.locator(".results-map__panel .property-card").waitFor();
    await expectNoSidewaysScroll(page);
    const map = await page.locator(".results-map__canvas").boundingBox();
    const list = await page.locator(".browse-split__list").boundingBox();
    expect(map && list && map.y < list.y).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtWidths(page, "browse-map");
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
