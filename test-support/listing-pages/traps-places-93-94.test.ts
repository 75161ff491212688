/**
 * The traps of the ninety-third and ninety-fourth held-out corpora's misses on the listing's place: its point only in a
 * state format of its own (an Astro island's props, a Next.js app router's flight rows, urql's cache and a SvelteKit
 * page's fetched response keeping JSON as text, a map island centred on the listing with other listings pinned), the
 * listing's type as a breadcrumb's last item, a French storefront's "local" unit, a state's spelling of a saint's town
 * against the page's, and a neighbourhood shown only as a chip that the headline names. Each in a small page of its own,
 * with the pages where the rule must not reach.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://homes.example/listing/e7781204") => extractFromHtml(html, url).structuredData;
const geo = (html: string, url?: string) => facts(html, url)?.geo ?? null;
const hood = (html: string, url?: string) => facts(html, url)?.neighbourhood ?? null;

const attr = (s: string): string => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
const page = (head: string, body: string, tail = ""): string =>
  `<html><head><title>${head}</title></head><body><main><h1>77 Larkspur Way</h1><p>Glenwood, Fernvale, AB T9X 2K4</p><p>$412,000</p><p>3 Beds · 2 Baths · 1,320 sq ft</p>${body}</main>${tail}</body></html>`;

describe("listing page traps (held-out corpora 93–94: the listing's place)", () => {
  /** Astro's [type, value] pairs: 0 a value or an object of pairs, 1 an array of pairs. */
  const astro = (v: unknown): unknown => (Array.isArray(v) ? [1, v.map(astro)] : v !== null && typeof v === "object" ? [0, Object.fromEntries(Object.entries(v).map(([k, x]) => [k, astro(x)]))] : [0, v]);
  const island = (name: string, props: Record<string, unknown>): string =>
    `<astro-island uid="x1" component-url="/_astro/${name}.abc.js" props="${attr(JSON.stringify(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, astro(v)]))))}" opts="${attr(JSON.stringify({ name, value: true }))}" ssr client="visible"></astro-island>`;
  const keyFacts = island("KeyFacts", { listing: { mls: "E7781204", price: 412000, beds: 3, baths: 2, sqft: 1320, city: "Fernvale" } });

  it("an Astro island's props holding the listing with its point (HTML-escaped in an attribute): the point", () => {
    const html = page("77 Larkspur Way | Example", island("Listing", { listing: { mls: "E7781204", price: 412000, beds: 3, baths: 2, street: "77 Larkspur Way", lat: 53.12345, lng: -113.54321 } }));
    expect(geo(html)).toEqual({ lat: 53.12345, lng: -113.54321 });
  });

  it("a map island centred at street level on the listing, its pins all other listings: the centre", () => {
    const map = (zoom: number, pins: Array<Record<string, unknown>>) => island("ListingMap", { center: { lat: 53.2001, lng: -113.6002 }, zoom, pins });
    const others = [{ mls: "E7781990", lat: 53.2011, lng: -113.6031, label: "$389,000" }, { mls: "E7780412", lat: 53.1987, lng: -113.5978 }];
    expect(geo(page("77 Larkspur Way | Example", keyFacts + map(16, others)))).toEqual({ lat: 53.2001, lng: -113.6002 });
    // The listing's own pin among them: its point, not the view's centre.
    const own = [...others, { mls: "E7781204", lat: 53.2004, lng: -113.6009 }];
    expect(geo(page("77 Larkspur Way | Example", keyFacts + map(16, own)))).toEqual({ lat: 53.2004, lng: -113.6009 });
    // A town's view (zoom 12), or pins that name no listing: no point.
    expect(geo(page("77 Larkspur Way | Example", keyFacts + map(12, others)))).toBeNull();
    expect(geo(page("77 Larkspur Way | Example", keyFacts + map(16, [{ lat: 53.2011, lng: -113.6031, label: "Coffee" }])))).toBeNull();
  });

  it("a Next.js app router's flight rows (a row split across pushes) holding the listing with its coordinates: the point", () => {
    const row = `5:${JSON.stringify({ listing: { mlsNumber: "E7781204", listPrice: 412000, bedrooms: 3, bathrooms: 2, address: { city: "Fernvale" }, coordinates: { lat: 53.30303, lng: -113.40404 } } })}\n`;
    const push = (s: string): string => `<script>self.__next_f.push([1,${JSON.stringify(s)}])</script>`;
    const flight = `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${push('1:HL["/_next/static/css/a.css","style"]\n')}${push(row.slice(0, 40))}${push(row.slice(40))}`;
    expect(geo(page("77 Larkspur Way | Example", "", flight))).toEqual({ lat: 53.30303, lng: -113.40404 });
  });

  it("urql's cache and a SvelteKit page's fetched response keeping the listing as JSON text: its point", () => {
    const home = { mlsNumber: "E7781204", listPrice: 412000, address: { line1: "77 Larkspur Way", city: "Fernvale" }, coordinates: { latitude: 53.41414, longitude: -113.31313 } };
    const urql = `<script>window.__URQL_DATA__=${JSON.stringify({ "88123": { data: JSON.stringify({ home }), hasNext: false } })};</script>`;
    expect(geo(page("77 Larkspur Way | Example", "", urql))).toEqual({ lat: 53.41414, lng: -113.31313 });
    const fiche = { centris: "17745120", prix: 412000, adresse: { ville: "Fernvale" }, position: { lat: 45.51515, lng: -73.61616 } };
    const svelte = `<script type="application/json" data-sveltekit-fetched data-url="/api/fiches/17745120">${JSON.stringify({ status: 200, body: JSON.stringify(fiche) })}</script>`;
    expect(geo(page("77 Larkspur Way | Example", "", svelte))).toEqual({ lat: 45.51515, lng: -73.61616 });
  });

  const trail = (items: string[]): string => `<nav class="crumbs"><ol itemscope itemtype="https://schema.org/BreadcrumbList">${items.map((i, n) => `<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="#"><span itemprop="name">${i}</span></a><meta itemprop="position" content="${n + 1}"></li>`).join("")}</ol></nav>`;
  const commercial = (items: string[], type: string): string =>
    `<html><head><title>410 Dunmore Rd, Guelph</title></head><body><main>${trail(items)}<h1>410 Dunmore Rd</h1><p>Guelph, Ontario N1H 6K2</p><p>$2,450,000</p><dl><dt>Property Type</dt><dd>${type}</dd><dt>Building area</dt><dd>9,600 sqft</dd></dl></main></body></html>`;

  it("a breadcrumb's item after the city naming the listing's own type ('… › Guelph › Industrial'): no neighbourhood", () => {
    expect(hood(commercial(["Commercial", "Ontario", "Guelph", "Industrial"], "Industrial"))).toBeNull();
    // A place there on a page of another type: the neighbourhood still.
    expect(hood(commercial(["Commercial", "Ontario", "Guelph", "Hanlon Creek"], "Industrial"))).toBe("Hanlon Creek");
  });

  it("a French storefront's address with its 'local' unit after the street: the street with its unit", () => {
    const html = `<html><head><title>Local commercial à louer</title></head><body><main itemscope itemtype="https://schema.org/Place"><h2 itemprop="address">88, rue Wellington Nord, local 204, Sherbrooke (Fleurimont)</h2><p>2 750 $ /mois</p></main></body></html>`;
    expect(facts(html, "https://immeubles.example/fr/local/88")?.address?.street).toBe("88, rue Wellington Nord, local 204");
  });

  it("the page's 'Sault Ste. Marie' over a state's 'Sault Sainte Marie', and its 'St. Thomas' over 'Saint Thomas'", () => {
    const state = (city: string): string => `<script>window.__STATE__=${JSON.stringify({ listing: { mlsNumber: "SM4471", listPrice: 289000, beds: 3, baths: 1, address: { street: "58 Pim St", city, province: "ON" } } })};</script>`;
    const shown = (line: string, city: string): string => `<html><head><title>58 Pim St</title></head><body><main><h1>58 Pim St</h1><p>${line}</p><p>$289,000</p></main>${state(city)}</body></html>`;
    expect(facts(shown("Sault Ste. Marie, ON P6A 3H5", "Sault Sainte Marie"), "https://homes.example/58-pim-st")?.address?.city).toBe("Sault Ste. Marie");
    expect(facts(shown("St. Thomas, ON N5P 1B4", "Saint Thomas"), "https://homes.example/58-pim-st")?.address?.city).toBe("St. Thomas");
  });

  const chips = (description: string, list: string): string =>
    `<html><head><title>Unit 1204, 3380 Harbourside Dr, Fernvale</title><meta name="description" content="${description}"></head><body><main><h1>1204-3380 Harbourside Dr</h1><p>1204-3380 Harbourside Dr, Fernvale, AB T9X 3L1</p><p>$1,950 /month</p>${list}</main></body></html>`;

  it("a facts list's chip naming a place that the description puts the listing in: the neighbourhood", () => {
    const list = `<ul><li>1 Bed</li><li>1 Bath</li><li>640 sqft</li><li>Kelso Flats</li></ul>`;
    expect(hood(chips("A bright one-bedroom in Kelso Flats, steps to the river.", list))).toBe("Kelso Flats");
    // A caption opening on the place before its fees ("Kelso Flats · Strata fee $410/mo"), the description naming it before the home's kind.
    expect(hood(chips("See this $1,950 Kelso Flats condo today.", `<p>Kelso Flats · Strata fee $410/mo · Taxes $1,820 (2025)</p>`))).toBe("Kelso Flats");
    // A chip the headline never names as the listing's place, or a row's value under its label: none.
    expect(hood(chips("A bright one-bedroom, steps to the river.", list))).toBeNull();
    expect(hood(chips("A Single Family home in a quiet cul-de-sac.", `<dl><dt>Type</dt><dd>Single Family</dd></dl>`))).toBeNull();
  });
});
