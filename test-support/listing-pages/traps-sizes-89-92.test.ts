/**
 * The traps of the eighty-ninth to ninety-second held-out corpora's misses on the home's area, the lot, the year built
 * and the MLS® number (realtor.ca's "Size Interior" before its "Total Finished Area", an area badge's figure above its
 * unit, a building section's site area, a European thousands' dot in square metres, a German, Italian and Chinese
 * portal's labels, a builder named before the year, a product's sku beside the page's own "MLS® number" row), each in
 * a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/8992") => extractFromHtml(html, url).structuredData;
const rows = (pairs: Array<[string, string]>): string => `<dl>${pairs.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl>`;

describe("listing page traps (held-out corpora 89–92: area, lot, year built and MLS® number)", () => {
  it("realtor.ca's 'Size Interior' over its figure, then 'Total Finished Area' with the basement's: the interior size", () => {
    const html = `<html><body><main><h1>14 Example Court</h1><p>$412,000</p><h2>Building</h2>
${rows([["Bedrooms Above Ground", "3"], ["Size Interior", "1380 sqft"], ["Total Finished Area", "2150 sqft"], ["Heating", "Forced air"]])}</main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1380);
  });

  it("badges with their figures above their labels ('2', 'Beds', '1,210', 'Sq ft', '1987', 'Built'): the area badge's own figure", () => {
    const html = `<html><body><main><h1>6 Example Lane</h1><p>$455,000</p>
<div class="stats">${[["2", "Beds"], ["1.5", "Baths"], ["1,210", "Sq ft"], ["1987", "Built"]].map(([n, l]) => `<div class="stat"><div>${n}</div><div>${l}</div></div>`).join("")}</div>
<p>A bright end unit with a new roof.</p></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1210);
  });

  it("a building section's 'Site Area' under 'Building — Name' on a condo's page: the tower's land, no lot of the unit's", () => {
    const html = `<html><body><main><h1>#804 200 Example St</h1><p>$289,000</p><p>1 Bed</p><p>1 Bath</p>
${rows([["Property Type", "Apartment"], ["Interior Area", "702 sq ft"]])}
<h2>Building — The Example Tower</h2>${rows([["Year Built", "2011"], ["Storeys", "22"], ["Units", "140"], ["Site Area", "0.41 ac"]])}</main></body></html>`;
    const got = facts(html);
    expect([got?.squareFootage, got?.lot]).toEqual([702, null]);
  });

  it("a European page's land '7.450 m²' (a thousands' dot): 7,450 square metres", () => {
    const html = `<html><body><main><h1>Villa on the lake</h1><p>CAD 2.450.000</p>${rows([["Bedrooms", "4"], ["Surface", "310 m²"], ["Land", "7.450 m²"]])}</main></body></html>`;
    expect(facts(html)?.lot).toEqual({ value: 7450, unit: "m2" });
  });

  it("a German portal's 'Grundstücksfläche' and 'MLS®-Nr.': the lot and the board's number", () => {
    const html = `<html lang="de"><body><main><h1>Einfamilienhaus am See</h1><p>795.000 CAD Kaufpreis</p>
${rows([["Schlafzimmer", "3"], ["Wohnfläche", "160 m²"], ["Grundstücksfläche", "820 m²"], ["Baujahr", "1999"]])}
<p>MLS®-Nr.: 654321 · Objekt-Nr. des Anbieters: AB-1234</p></main></body></html>`;
    const got = facts(html);
    expect([got?.lot, got?.mlsNumber, got?.yearBuilt]).toEqual([{ value: 820, unit: "m2" }, "654321", 1999]);
  });

  it("an Italian portal's 'Anno di costruzione': the year built", () => {
    const html = `<html lang="it"><body><main><h1>Bilocale in vendita</h1><p>€ 289.000</p>${rows([["Locali", "2"], ["Superficie", "64 m²"], ["Anno di costruzione", "1998"]])}</main></body></html>`;
    expect(facts(html)?.yearBuilt).toBe(1998);
  });

  it("a Chinese portal's '土地面积 540 平方米（5,813 平方英尺）': the lot in square metres, as written first", () => {
    const html = `<html lang="zh"><body><main><h1>独立屋</h1><p>CAD $1,650,000</p>${rows([["卧室", "3"], ["土地面积", "540 平方米（5,813 平方英尺）"], ["建造年份", "2001"]])}</main></body></html>`;
    const got = facts(html);
    expect([got?.lot, got?.yearBuilt]).toEqual([{ value: 540, unit: "m2" }, 2001]);
  });

  it("'built by Example Homes in 2012' in the remarks: the year built", () => {
    const html = `<html><body><main><h1>31 Example Gate</h1><p>$519,900</p><p>3 Beds</p>
<p>Freehold townhome built by Example Homes in 2012, with a finished basement and a fenced yard.</p></main></body></html>`;
    expect(facts(html)?.yearBuilt).toBe(2012);
  });

  it("a JSON-LD Product's sku in a board's lettered form beside the page's 'MLS® number' row: the row's number", () => {
    const ld = { "@context": "https://schema.org", "@type": "Product", name: "Farm for sale", sku: "XY4410287", offers: { "@type": "Offer", price: 980000, priceCurrency: "CAD" } };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><main><h1>Orchard farm</h1><p>CAD 980,000</p>
${rows([["Bedrooms", "3"], ["MLS® number", "20455871"], ["Reference", "XY4410287"]])}</main></body></html>`;
    expect(facts(html)?.mlsNumber).toBe("20455871");
  });
});
