/** The traps of the fifty-eighth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/58") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 58)", () => {
  it("a classified's 'Houses for Sale' section after the ad's own 'triplex' heading: the triplex is a plex", () => {
    const plex = `<html><head><title>Side-by-side triplex near the river | Houses for Sale | Moose Jaw | Classifieds</title></head><body><main><h1>Side-by-side triplex near the river</h1><p>$469,000</p></main></body></html>`;
    // A basement's "semi-finished" in the heading names no semi-detached home: the section's house stays.
    const house = `<html><head><title>Bungalow with semi-finished basement | Houses for Sale | Moose Jaw | Classifieds</title></head><body><main><h1>Bungalow with semi-finished basement</h1><p>$289,000</p></main></body></html>`;
    expect([facts(plex)?.propertyKind, facts(house)?.propertyKind]).toEqual(["plex", "house"]);
  });

  it("an embedded record's total bedrooms beside its count above grade and below: the count above grade", () => {
    const data = { props: { pageProps: { listing: { listPrice: 529000, beds: 4, bedsAboveGrade: 2, bedsBelowGrade: 2, baths: 2, sqft: 1020, mlsNum: "A2199001" } } } };
    const html = `<html><body><main><h1>18 Larkspur Bay</h1><p>$529,000</p></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms, got?.bedroomsBelowGrade]).toEqual([2, 2]);
  });

  it("a long credit line, its board's notices after the firm's sentence: the firm is the listing's brokerage", () => {
    const html = `<html><body><main><h1>77 Harwood Crescent</h1><p>$815,000</p><p>3 beds · 2 baths</p><p class="credit">Listing provided by Lakeview Crossing Realty Inc., Brokerage. MLS® X9912345. Data supplied by the regional real estate board, deemed reliable but not guaranteed.</p></main></body></html>`;
    expect(facts(html)?.brokerageName).toBe("Lakeview Crossing Realty Inc., Brokerage");
  });

  it("a portal's contact card with its own advisor ('HouseSigma Real Estate Advisor'): neither the listing's agent nor its brokerage", () => {
    const html = `<html><head><title>77 Harwood Crescent, Whitby - For Sale | HouseSigma</title></head><body><main><h1>77 Harwood Crescent</h1><p>$815,000</p><p>3 beds · 2 baths</p>
<section class="contact-card"><h2>Questions about this home?</h2><div class="agent-name">Tessa Olagunju</div><div class="agent-title">HouseSigma Real Estate Advisor</div><div class="agent-phone">416-555-0190</div><button>Book a tour</button></section>
<p class="credit">Listing provided by Lakeview Crossing Realty Inc., Brokerage. MLS® E9912345. Data supplied by the regional real estate board, deemed reliable but not guaranteed.</p></main></body></html>`;
    const got = facts(html, "https://housesigma.com/on/whitby-real-estate/77-harwood-crescent/home/aB3dE/");
    expect([got?.listingAgentName ?? null, got?.brokerageName]).toEqual([null, "Lakeview Crossing Realty Inc., Brokerage"]);
  });

  it("a French rooms table's 'Salle de bains' and 'Salle d'eau' over their sizes ('2,74 X 1,83 m') count no baths: the badge's count stands", () => {
    const html = `<html lang="fr"><body><main><h1>Maison à vendre</h1><p>389 000 $</p><div>3 chambres</div><div>2 salles de bain</div>
<table><tr><th>Pièce</th><th>Dimensions</th></tr><tr><td>Salle de bains</td><td>2,74 X 1,83 m</td></tr><tr><td>Salle d'eau</td><td>1,52 X 1,22 m</td></tr><tr><td>Cuisine</td><td>3,96 X 3,20 m</td></tr></table></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsHalf ?? null]).toEqual([2, null]);
  });

  it("a classified's 'Lot is 40 x 120 ft' in its description is the lot; a parking lot's size is not", () => {
    const lot = `<html><body><main><h1>Bungalow for sale by owner</h1><p>$312,000</p><p>Three bedrooms, one bath. Lot is 40 x 120 ft with a fenced yard and a garden.</p></main></body></html>`;
    const parking = `<html><body><main><h1>Bungalow for sale by owner</h1><p>$312,000</p><p>Three bedrooms, one bath. The church parking lot is 60 x 90 ft and sits across the street.</p></main></body></html>`;
    expect([facts(lot)?.lot, facts(parking)?.lot ?? null]).toEqual([{ value: 4800, unit: "ft2", widthFt: 40, depthFt: 120 }, null]);
  });

  it("a 'Split Entry' style beside an ambiguous 'Single Family' type is a house", () => {
    const html = `<html><body><main><h1>31 Maplehurst Dr</h1><p>$374,900</p><dl><dt>Type</dt><dd>Single Family</dd><dt>Style</dt><dd>Split Entry</dd><dt>Bedrooms</dt><dd>3</dd></dl></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });
});
