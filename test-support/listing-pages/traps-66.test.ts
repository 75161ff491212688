/**
 * The traps of the sixty-fourth and sixty-fifth held-out corpora's misses on regional boards' pages, brokerages'
 * branches, ranches and mobile homes, each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/66") => extractFromHtml(html, url).structuredData;
const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpora 64 and 65)", () => {
  it("a gallery's count ('40 photos') over a grid road's address line is no street; 'Grid Road 612' is the street", () => {
    const html = `<html><body><main><div class="gallery"><img src="/1.jpg" alt="photo 1"><span>40 photos</span></div><h1><span>Grid Road 612</span>, <span>Foam Lake Rm No. 276</span>, <span>SK</span> <span>S0A 1A0</span></h1><div class="price">$412,000</div></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city]).toEqual(["Grid Road 612", "Foam Lake Rm No. 276"]);
  });

  it("'Finished Area Above Grade' before 'Total Finished Area' is the living area, not the total with the basement", () => {
    const html = `<html><body><main><h1>88 Arbutus Way, Courtenay, BC V9N 2K4</h1><p>$729,000</p><table><tr><td>Bedrooms</td><td>3</td></tr><tr><td>Finished Area Above Grade</td><td>1,420 sq ft</td></tr><tr><td>Finished Area Below Grade</td><td>690 sq ft</td></tr><tr><td>Total Finished Area</td><td>2,110 sq ft</td></tr></table></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1420);
  });

  it("a firm's branch named by the listing's own city after a dash is dropped; another place after the dash stays", () => {
    const page = (office: string): string => `<html><body><main><h1>12 Harbour Road, Parksville, BC V9P 1A1</h1><p>$689,000</p><section class="realtor"><p class="agent-name">Dana Whitcombe</p><p class="office-name">${office}</p></section></main></body></html>`;
    expect([facts(page("Island Shore Realty Group - Parksville"))?.brokerageName, facts(page("Island Shore Realty Group - Qualicum Beach"))?.brokerageName]).toEqual(["Island Shore Realty Group", "Island Shore Realty Group - Qualicum Beach"]);
  });

  it("realtor.ca's agent card in an <aside> classed 'realtorCardCon' is the listing's agent and office", () => {
    const html = `<html><body><main><h1>7 Topsail Road, Paradise, NL A1L 1A1</h1><div class="price">$319,000</div><aside class="realtorCardCon"><div class="realtorCardName">Maura Keating</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">709-555-0144</div><div class="officeCardName">Conception Bay Realty Ltd.</div></aside></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Maura Keating", "Conception Bay Realty Ltd."]);
  });

  it("a listing's Product item with its own address, latitude and longitude (Centris's microdata) places the listing", () => {
    const html = `<html><body><main itemscope itemtype="http://schema.org/Product"><span itemprop="price" content="259000">$259,000</span><h2 itemprop="address">44, Chemin des Buttes, Les Îles-de-la-Madeleine</h2><meta itemprop="latitude" content="47.38211"><meta itemprop="longitude" content="-61.87654"></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 47.38211, lng: -61.87654 });
  });

  it("bilingual labels before their values ('Lot / Terrain : 980 m²', 'Neighbourhood / Quartier : Verret'): the values", () => {
    const html = `<html><body><main><h1><span class="listing-location__address">14 Rue Church</span>, <span class="listing-location__city">Edmundston</span>, New Brunswick E3V 1J9</h1><div class="price">$189,000</div><div>Neighbourhood / Quartier : Verret</div><div>3 bedrooms / chambres</div><div>Lot / Terrain : 980 m² (10,549 ft²)</div></main></body></html>`;
    const got = facts(html);
    expect([got?.lot, got?.neighbourhood]).toEqual([expect.objectContaining({ value: 980, unit: "m2" }), "Verret"]);
  });

  it("a bathrooms row whose brackets say all are full ('2 (2 full)'): two full baths", () => {
    const html = `<html><body><main><h1>310 3 Street NE, Medicine Hat, AB T1A 5L9</h1><p>$349,000</p><table><tr><th>Bedrooms</th><td>3</td></tr><tr><th>Bathrooms</th><td>2 (2 full)</td></tr></table></main></body></html>`;
    expect(facts(html)?.bathroomsFull).toBe(2);
  });

  it("a classified's 'Both bathrooms are full' under a count of 2 bathrooms: two full baths", () => {
    const html = `<html><body><main><h1>2012 mobile home on its own lot</h1><table><tr><th>Price</th><td>$139,000</td></tr><tr><th>Bathrooms</th><td>2</td></tr><tr><th>Location</th><td>41 Elm Crescent, Melfort, SK S0E 1A0</td></tr></table><p>Both bathrooms are full, one with a soaker tub.</p></main></body></html>`;
    expect(facts(html)?.bathroomsFull).toBe(2);
  });

  it("a description's 'on a fully owned 60 x 120 ft lot': the lot is its sides' product", () => {
    const html = `<html><body><main><h1>2012 mobile home on its own lot</h1><table><tr><th>Price</th><td>$139,000</td></tr><tr><th>Location</th><td>41 Elm Crescent, Melfort, SK S0E 1A0</td></tr></table><p>2012 Moduline, 16 x 72, on a fully owned 60 x 120 ft lot with a 12 x 16 shed.</p></main></body></html>`;
    expect(facts(html)?.lot).toEqual(expect.objectContaining({ value: 7200, unit: "ft2" }));
  });

  it("a ranch specialist's title 'Ranches for Sale' makes the listing a farm", () => {
    const html = `<html><head><title>Cottonwood Creek Ranch | Harlowton, Montana | Ranches for Sale | High Plains Land Co</title></head><body><main><h1>Cottonwood Creek Ranch</h1><p>Harlowton, Montana</p><p>$3,950,000</p></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("farm");
  });

  it("a ranch's headline line '2,260± deeded acres' is its lot; a lease beside it is none of it", () => {
    const html = `<html><body><main><h1>Cottonwood Creek Ranch</h1><p>$3,950,000</p><p>2,260± deeded acres</p><p>In addition to the deeded land, a 640-acre state lease adds summer grass.</p></main></body></html>`;
    expect(facts(html)?.lot).toEqual(expect.objectContaining({ value: 2260, unit: "acres" }));
  });

  it("a '$' price on a page whose JSON-LD address gives a US state (no ZIP code) is in US dollars", () => {
    const place = { "@context": "https://schema.org", "@type": "Place", name: "Cottonwood Creek Ranch", address: { "@type": "PostalAddress", addressLocality: "Harlowton", addressRegion: "MT", addressCountry: "US" } };
    const html = `<html><head>${ld(place)}</head><body><main><h1>Cottonwood Creek Ranch</h1><p class="price">$3,950,000</p></main></body></html>`;
    expect(facts(html)?.price).toEqual(expect.objectContaining({ amount: 3950000, currency: "USD" }));
  });

  it("a brokerage's own site naming itself alone under the agent's card, past 'Broker · Billings office · phone': the firm", () => {
    const html = `<html><head><title>Cottonwood Creek Ranch | Ranches for Sale | High Plains Land</title></head><body><main><h1>Cottonwood Creek Ranch</h1><p>$3,950,000</p><section class="ranch-broker"><div class="broker"><p class="broker-name">Wade Halvorsen</p><p>Broker · Billings office · (406) 555-0177</p></div><p>High Plains Land</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Wade Halvorsen", "High Plains Land"]);
  });
});
