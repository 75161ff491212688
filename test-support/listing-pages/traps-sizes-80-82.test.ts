/**
 * The traps of the eightieth to eighty-second held-out corpora's misses on the home's area, the lot, the year built and
 * the MLS® number (IDX Broker's "Listing ID" and square-footage band beside a featured listing's, a title's number over
 * a featured card's, a US board's area above ground beside its total, its lot in acres by the label, a tower's year of
 * completion in prose), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/8082") => extractFromHtml(html, url).structuredData;
const field = (label: string, value: string): string => `<div class="IDX-field"><span class="IDX-label">${label}</span> <span class="IDX-text">${value}</span></div>`;
const featuredCard = (mls: string, facts: string): string =>
  `<section class="featured"><h3>Featured Listings</h3><div class="card"><p>$612,000</p><p>7 Heron Court</p><p>Orillia, ON</p><p>${facts}</p><p>MLS® ${mls}</p></div></section>`;

describe("listing page traps (held-out corpora 80–82: area, lot, year built and MLS® number)", () => {
  it("IDX Broker's 'Listing ID' in a board's form beside its 'idxID' feed id: the MLS® number, not a featured card's below", () => {
    const html = `<html><head><title>12 Pine Ridge Road, Orillia, ON | Example Realty</title></head><body><main><h1>12 Pine Ridge Road</h1><p>$749,000</p>
${field("Listing ID", "S23456781")}${field("idxID", "b112")}${field("Bedrooms", "3")}</main>${featuredCard("S23450000", "3 bd · 2 ba")}</body></html>`;
    expect(facts(html)?.mlsNumber).toBe("S23456781");
  });

  it("a title's '(MLS # …)' over a featured card's 'MLS® …' row: the title's, the listing's own", () => {
    const html = `<html><head><title>12 Pine Ridge Road, Orillia, ON (MLS # S23456781) | Example Realty</title></head><body><main><h1>12 Pine Ridge Road</h1><p>$749,000</p>
<p>3 bedrooms, 2 baths.</p></main>${featuredCard("S23450000", "3 bd · 2 ba")}</body></html>`;
    expect(facts(html)?.mlsNumber).toBe("S23456781");
  });

  it("IDX Broker's 'Approx. Square Footage 1500-2000': the band's low bound, not a featured card's '1100-1500 sq ft'", () => {
    const html = `<html><body><main><h1>12 Pine Ridge Road</h1><p>$749,000</p>${field("Bedrooms", "3")}${field("Approx. Square Footage", "1500-2000")}</main>
${featuredCard("S23450000", "3 bd · 2 ba · 1100-1500 sq ft")}</body></html>`;
    expect(facts(html)?.squareFootage).toBe(1500);
  });

  it("a US board's 'Finished Sq Ft Above Ground' beside 'Total Finished Sq Ft' and a badge of the total: the area above ground", () => {
    const html = `<html><body><main><h1>40 Maple Court NE</h1><p>$289,900</p><p>3 Beds | 2 Baths | 1,610 Sq. Ft.</p><dl>
<dt>Finished Sq Ft Above Ground</dt><dd>1,150</dd><dt>Finished Sq Ft Below Ground</dt><dd>460</dd><dt>Total Finished Sq Ft</dt><dd>1,610</dd></dl></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1150);
  });

  it("a 'Lot Size (Acres)' label over a bare '0.12': the lot in acres", () => {
    const html = `<html><body><main><h1>40 Maple Court NE</h1><p>$289,900</p><dl><dt>Lot Size (Acres)</dt><dd>0.12</dd><dt>Year Built</dt><dd>1998</dd></dl></main></body></html>`;
    expect(facts(html)?.lot).toEqual({ value: 0.12, unit: "acres" });
  });

  it("a description's 'the 40-storey tower the developer completed beside the park in 2015': the year built", () => {
    const html = `<html><body><main><h1>1805 - 20 Example Boulevard</h1><p>$649,000</p><p>Bedrooms 2</p><p>Welcome to Suite 1805, in the 40-storey tower the developer completed beside the park in 2015. Two bedrooms and a balcony facing the lake.</p></main></body></html>`;
    expect(facts(html)?.yearBuilt).toBe(2015);
  });

  it("a building's lobby renovation or a tower still to be completed: no year built", () => {
    const renovated = `<html><body><main><h1>1805 - 20 Example Boulevard</h1><p>$649,000</p><p>A well-run building whose lobby renovation was completed in 2021. Two bedrooms.</p></main></body></html>`;
    const presale = `<html><body><main><h1>1805 - 20 Example Boulevard</h1><p>$649,000</p><p>The tower is scheduled to be completed in 2027. Two bedrooms.</p></main></body></html>`;
    expect([facts(renovated)?.yearBuilt ?? null, facts(presale)?.yearBuilt ?? null]).toEqual([null, null]);
  });
});
