/**
 * The traps of the sixty-seventh to sixty-ninth held-out corpora's misses on bedrooms, bathrooms and street, each in a
 * small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/67") => extractFromHtml(html, url).structuredData;
const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpora 67 to 69)", () => {
  it("'Bedrooms 4' then 'Bedrooms Above Grade 3' and 'Bedrooms Below Grade 1': three above grade, one below", () => {
    const row = (label: string, value: string): string => `<div class="row"><div class="label">${label}</div><div class="value">${value}</div></div>`;
    const html = `<html><body><main><h1>42 Birch Crescent<br>Moncton, New Brunswick E1A 2B3</h1><div class="price">$339,000</div><section><h2>Summary</h2>${row("Bedrooms", "4")}${row("Bathrooms", "2")}</section><section><h2>Building</h2>${row("Bedrooms Above Grade", "3")}${row("Bedrooms Below Grade", "1")}${row("Heating Type", "Heat pump")}</section></main></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms, got?.bedroomsBelowGrade]).toEqual([3, 1]);
  });

  it("a plex's owner unit named before a parenthesis of its floors, then its bedrooms ('un 6 ½ sur deux niveaux (rez-de-chaussée et sous-sol, 3 chambres)'): no building count", () => {
    const html = `<html><body><main><h1>Duplex à vendre</h1><h2>812 - 814, rue Lavigueur, Québec (La Cité-Limoilou)</h2><p>489 000 $</p><div class="teaser">2 logements</div><p>Duplex de 1931. Le propriétaire occupe un 6 ½ sur deux niveaux (rez-de-chaussée et sous-sol aménagé, 3 chambres) avec cour; le 4 ½ du haut est loué.</p></main></body></html>`;
    expect(facts(html)?.bedrooms).toBeNull();
  });

  // The heading's own street and town, read as one line ("14 - 60 Shore Lane Oakville, ON L6J 1A1"), give the street
  // since the held-out corpora 89–92 (traps-places-89-92): the listing's, never a card's.
  it("a 'Comparable Sold' block's cards ('Sold $598,000 · 905 - 1410 Dupont St · 1+1 bd') are other homes: neither street nor bedrooms", () => {
    const card = (price: string, address: string, line: string): string => `<a class="card" href="/home/x"><span class="card-price">${price}</span><span class="card-address">${address}</span><span class="card-line">${line}</span></a>`;
    const html = `<html><body><main><h1 class="address">14 - 60 Shore Lane<span class="municipality">Oakville, ON L6J 1A1</span></h1><p>$689,000</p><ul><li>2 Bedrooms</li><li>2 Bathrooms</li></ul><section class="listing-cards"><h2>Comparable Sold</h2>${card("Sold $712,000", "88 Rebecca St, Oakville", "Att/Row/Townhouse · 3 bd · 3 ba")}${card("Sold $598,000", "905 - 1410 Dupont St, Oakville", "Condo Apt · 1+1 bd · 1 ba")}</section></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.bedrooms, got?.bedroomsBelowGrade]).toEqual(["14 - 60 Shore Lane", 2, null]);
  });

  it("a title's caption after the postal code and a dash ('… ON L6J 1A1 - For Sale $689,000 | Site'): the address before it", () => {
    const html = `<html><head><title>14 - 60 Shore Lane, Oakville, ON L6J 1A1 - For Sale $689,000 | HomeSite</title></head><body><main><h1>Townhouse for sale</h1><p>$689,000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city, got?.postalCode]).toEqual(["14 - 60 Shore Lane", "Oakville", "L6J 1A1"]);
  });

  it("JSON-LD's building street ('75 Lakeview Rd') under a title that opens on the unit ('305 - 75 Lakeview Rd — $519,000'): the unit's street", () => {
    const building = { "@context": "https://schema.org", "@type": "ApartmentComplex", name: "Harbour Terraces", address: { "@type": "PostalAddress", streetAddress: "75 Lakeview Rd", addressLocality: "Barrie", addressRegion: "ON", postalCode: "L4M 1A1" } };
    const html = `<html><head><meta property="og:title" content="305 - 75 Lakeview Rd — $519,000">${ld(building)}</head><body><main><h1>305 - 75 Lakeview Rd</h1><p>Harbour Terraces · Barrie</p><div class="price">$519,000</div><ul><li>2 Beds</li><li>2 Baths</li></ul></main></body></html>`;
    expect(facts(html)?.address.street).toBe("305 - 75 Lakeview Rd");
  });

  it("a definition list whose 'Storeys 1.5' stands above 'Bedrooms 4' and 'Bathrooms 1 Full, 1 Half': a table, each value after its label", () => {
    const html = `<html><body><main><h1>61 Elm Street<br>Truro, Nova Scotia B2N 3X4</h1><div class="price">$389,900</div><dl><dt>Building Type</dt><dd>House</dd><dt>Storeys</dt><dd>1.5</dd><dt>Bedrooms</dt><dd>4</dd><dt>Bathrooms</dt><dd>1 Full, 1 Half</dd><dt>Year Built</dt><dd>1948</dd></dl></main></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms, got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([4, 1.5, 1, 1]);
  });

  it("'Full Bathrooms 2', '3/4 Bathrooms 1', 'Half Bathrooms 1': a three-quarter bath counts as full, so 3.5 baths", () => {
    const html = `<html><body><main><h1>8870 Hillcrest Road, Lynden, WA 98264</h1><p>$789,000</p><table><tr><th>Bedrooms</th><td>4</td></tr><tr><th>Full Bathrooms</th><td>2</td></tr><tr><th>3/4 Bathrooms</th><td>1</td></tr><tr><th>Half Bathrooms</th><td>1</td></tr></table></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([3.5, 3, 1]);
  });

  it("a classified's 'Private 4.8 acre building lot at 2265 Fifth Line East, Sault Ste. Marie, ON.': its address and its acres", () => {
    const html = `<html><body><main><h1>Treed lot – Fifth Line East</h1><p>$79,900 OBO</p><p>Private 4.8 acre building lot at 2265 Fifth Line East, Sault Ste. Marie, ON. Hydro at the road.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city, got?.address.province, got?.lot]).toEqual(["2265 Fifth Line East", "Sault Ste. Marie", "ON", expect.objectContaining({ value: 4.8, unit: "acres" })]);
  });
});
