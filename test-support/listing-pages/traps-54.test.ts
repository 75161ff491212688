/** The traps of the fifty-fourth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/54") => extractFromHtml(html, url).structuredData;
const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpus 54)", () => {
  it("a presale's presentation centre (a Place with opening hours) in JSON-LD: the page's own address line is the listing's", () => {
    const centre = { "@context": "https://schema.org", "@type": "Place", name: "Harbourline Sales Gallery", address: { "@type": "PostalAddress", streetAddress: "770 Quayside Drive", addressLocality: "New Westminster", addressRegion: "BC", postalCode: "V3M 6Z1" }, openingHours: "Mo-Su 11:00-18:00" };
    const html = `<html><head>${ld(centre)}</head><body><main><h1>Home 1205 — Plan B</h1><p class="address">1205 – 90 Carnarvon Street, New Westminster, BC V3L 5Z4</p><p>$689,900</p><p>2 bed · 2 bath · 844 sf</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address?.street, got?.postalCode]).toEqual(["1205 – 90 Carnarvon Street", "V3L 5Z4"]);
  });

  it("a builder's head office (a LocalBusiness subtype) in JSON-LD is never the quick-possession home's address", () => {
    const builder = { "@context": "https://schema.org", "@type": "GeneralContractor", name: "Prairie Crest Homes", address: { "@type": "PostalAddress", streetAddress: "210, 4411 16 Ave NW", addressLocality: "Calgary", addressRegion: "AB", postalCode: "T3B 0M3" } };
    const html = `<html><head>${ld(builder)}</head><body><main><h1>37 Sage Hill Heath NW</h1><p class="address">37 Sage Hill Heath NW, Calgary, AB T3R 1P8</p><p>$719,000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address?.street, got?.postalCode]).toEqual(["37 Sage Hill Heath NW", "T3R 1P8"]);
  });

  it("a resort's golf course with its coordinates in JSON-LD: neither its address nor its geo is the townhome's", () => {
    const course = { "@context": "https://schema.org", "@type": "GolfCourse", name: "Canyon Links", address: { "@type": "PostalAddress", streetAddress: "1 Fairway Road", addressLocality: "Vernon", addressRegion: "BC", postalCode: "V1H 2A1" }, geo: { "@type": "GeoCoordinates", latitude: 50.21, longitude: -119.27 } };
    const html = `<html><head>${ld(course)}</head><body><main><h1>9-455 Ridgeback Lane</h1><p class="address">9-455 Ridgeback Lane, Vernon, BC V1H 2C6</p><p>$599,000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address?.street, got?.postalCode, got?.geo ?? null]).toEqual(["9-455 Ridgeback Lane", "V1H 2C6", null]);
  });

  it("a listing's own Place with coordinates (no opening hours) stays the listing's", () => {
    const place = { "@context": "https://schema.org", "@type": "Place", name: "Lot 3 Birch Bay Road", address: { "@type": "PostalAddress", streetAddress: "Lot 3 Birch Bay Road", addressLocality: "Gimli", addressRegion: "MB", postalCode: "R0C 1B0" }, geo: { "@type": "GeoCoordinates", latitude: 50.63, longitude: -96.99 } };
    const html = `<html><head>${ld(place)}</head><body><main><h1>Lot 3 Birch Bay Road</h1><p>$89,000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address?.street, got?.geo]).toEqual(["Lot 3 Birch Bay Road", { lat: 50.63, lng: -96.99 }]);
  });

  it("'Township of Lake of Bays' on the address line: the municipality's name is the city", () => {
    const html = `<html><body><main><h1>2240 South Portage Road</h1><p>2240 South Portage Road, Township of Lake of Bays, ON P0A 1H0</p><p>$1,375,000</p></main></body></html>`;
    expect(facts(html)?.address?.city).toBe("Lake of Bays");
  });

  it("'Ville de Sherbrooke' on the address line is Sherbrooke; a 'Canton de' municipality keeps its kind", () => {
    const ville = `<html><body><main><h1>455, rue King Ouest</h1><p>455, rue King Ouest, Ville de Sherbrooke, QC J1H 1R4</p><p>349 000 $</p></main></body></html>`;
    const canton = `<html><body><main><h1>12, chemin du Lac</h1><p>12, chemin du Lac, Canton de Hatley, QC J0B 2C0</p><p>549 000 $</p></main></body></html>`;
    expect([facts(ville)?.address?.city, facts(canton)?.address?.city]).toEqual(["Sherbrooke", "Canton de Hatley"]);
  });

  it("an agent card's designation line ('REALTOR®, CRS, GRI') is no firm; past a line of labelled phones, the firm under it is", () => {
    const html = `<html><body><main><h1>14 Birchdale Ave</h1><p>$612,000</p><aside class="agent-card"><h3>Colette Ferris</h3><p>REALTOR®, CRS, GRI</p><p>Office 506-555-0120 · Mobile 506-555-0188</p><p>Fundy Coast Realty Ltd.</p></aside></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Colette Ferris", "Fundy Coast Realty Ltd."]);
  });

  it("a 'Total finished' row beside the main and lower floors' rows is the home's area, not a nearby home's", () => {
    const html = `<html><body><main><h1>6-2450 Fairway Bend</h1><p>$684,000</p><table><tr><th>Bedrooms</th><td>3</td></tr><tr><th>Main floor</th><td>1,118 sq ft</td></tr><tr><th>Lower level</th><td>962 sq ft</td></tr><tr><th>Total finished</th><td>2,080 sq ft</td></tr></table><section class="more-homes"><h2>More homes nearby</h2><article><h3>3-900 Eagle Way</h3><p>$599,000 · 2 bed · 2 bath · 1,410 sq ft</p></article></section></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(2080);
  });

  it("a community line 'Cornerstone · Northeast Calgary': the community, not the city's quadrant", () => {
    const html = `<html><body><main><p class="community">Cornerstone · Northeast Calgary</p><h1>71 Cornerbrook Way NE</h1><p>Calgary, AB T3N 1J4</p><p>$579,900</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Cornerstone");
  });

  it("a cottage's lake before its township ('Gull Lake · Township of Minden Hills'), named as its water in a row: no neighbourhood", () => {
    const html = `<html><body><main><h1>1044 Gull Lake Road</h1><p>Gull Lake · Township of Minden Hills, ON K0M 2K0</p><p>$1,195,000</p><table><tr><td>Taxes</td><td>$6,210 (2025)</td></tr><tr><td>Water</td><td>Gull Lake, south facing</td></tr></table></main></body></html>`;
    const got = facts(html);
    expect([got?.address?.city, got?.neighbourhood ?? null]).toEqual(["Minden Hills", null]);
  });

  it("a lake community before its city with no waterfront row ('Lake Bonavista · Calgary') stays the neighbourhood", () => {
    const html = `<html><body><main><h1>412 Lake Twintree Pl SE</h1><p>Lake Bonavista · Calgary, AB T2J 2X4</p><p>$829,000</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Lake Bonavista");
  });

  it("a badge '3 Full Baths' on a page naming no half bath: three baths, all full", () => {
    const html = `<html><body><main><h1>27 Kempt Road</h1><p>$612,500</p><ul><li>4 Bedrooms</li><li>3 Full Baths</li><li>2,260 sq. ft.</li></ul><p>Family home with a finished basement.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull]).toEqual([3, 3]);
  });

  it("a badge '2 Full Baths' beside a powder room named elsewhere gives no all-full split", () => {
    const html = `<html><body><main><h1>27 Kempt Road</h1><p>$612,500</p><ul><li>4 Bedrooms</li><li>2 Full Baths</li></ul><p>A powder room off the front hall.</p></main></body></html>`;
    expect(facts(html)?.bathroomsFull ?? null).not.toBe(2);
  });

  it("a presale's badge '744 sf interior' is the home's area in square feet", () => {
    const html = `<html><body><main><h1>Home 803 — Plan B4</h1><p>$829,900</p><ul><li>2 bed</li><li>2 bath</li><li>744 sf interior</li><li>96 sf balcony</li></ul></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(744);
  });

  it("a 'Listing REALTOR®' card: the name with its PREC* designation, a line of phones, then the firm, which is the brokerage", () => {
    const html = `<html><body><main><h1>5-702 Bighorn Place</h1><p>$538,000</p><div class="listing-agent"><h3>Listing REALTOR®</h3><p><strong>Maya Kalsi</strong>, PREC*</p><p>Direct 250-555-0119 · Cell 250-555-0177</p><p>Thompson Bench Realty Ltd.</p><p>44 Victoria Street, Kamloops, BC V2C 1Z3</p></div></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Maya Kalsi", "Thompson Bench Realty Ltd."]);
  });

  it("a title '3 chambres à louer' names an apartment's bedrooms, not a room for rent: its counts and area stay", () => {
    const html = `<html><head><title>Logement 108 – 3 chambres à louer à Bathurst | Gestion Baie</title></head><body><main><h1>Logement 108 – 3 chambres</h1><p>640, rue Principale, Bathurst (N.-B.) E2A 1B7</p><p>1 480 $ par mois</p><ul><li>3 chambres</li><li>1 salle de bain</li><li>1 180 pi²</li></ul></main></body></html>`;
    const got = facts(html, "https://example.ca/fr/logements/108");
    expect([got?.bedrooms, got?.bathrooms, got?.squareFootage]).toEqual([3, 1, 1180]);
  });

  it("'Chambre à louer' with no count stays a room for rent: the shared home's counts are left out", () => {
    const html = `<html><head><title>Chambre à louer à Bathurst | Gestion Baie</title></head><body><main><h1>Chambre à louer</h1><p>640, rue Principale, Bathurst (N.-B.) E2A 1B7</p><p>650 $ par mois</p><ul><li>4 chambres</li><li>2 salles de bain</li></ul></main></body></html>`;
    expect(facts(html, "https://example.ca/fr/chambres/9")?.bedrooms ?? null).toBeNull();
  });

  it("a kind's word alone among badges written '2+1 Bedrooms' and '1 Full Bath' ('Bungalow'): the listing's kind", () => {
    const html = `<html><body><main><h1>19 Ridgevale Drive</h1><p>$438,000</p><ul><li>2+1 Bedrooms</li><li>1 Full Bath</li><li>Bungalow</li></ul></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });

  it("a Bright MLS number under its label ('MLS #', 'VAFX2117730') is the MLS® number", () => {
    const html = `<html><body><main><h1>3107 Holly Berry Ct</h1><p>Fairfax, VA 22031</p><p>$829,000</p><dl><dt>MLS #</dt><dd>VAFX2117730</dd><dt>Year Built</dt><dd>1986</dd></dl></main></body></html>`;
    expect(facts(html, "https://example.com/homes/3107")?.mlsNumber).toBe("VAFX2117730");
  });

  it("a sidebar card with the IDX credit 'Listing courtesy of …' is the listing's: the credited firm is the brokerage", () => {
    const html = `<html><body><main><h1>1420 W Fullerton Ave Unit 3B</h1><p>Chicago, IL 60614</p><p>$489,000</p><aside class="agent"><h3>Dana Whitlock</h3><p>Cell 312-555-0133</p><p>Listing courtesy of Northshore Realty Group</p></aside></main></body></html>`;
    expect(facts(html, "https://example.com/homes/1420")?.brokerageName).toBe("Northshore Realty Group");
  });

  it("a Bright MLS 'Structure Type' row ('Detached') names a house; a condo's unit named as such stays a condo", () => {
    const house = `<html><body><main><h1>6610 Quiet Hours</h1><p>Columbia, MD 21045</p><p>$615,000</p><dl><dt>Bedrooms</dt><dd>4</dd><dt>Structure Type</dt><dd>Detached</dd></dl></main></body></html>`;
    const condo = `<html><body><main><h1>5510 Cedar Ln Unit 204</h1><p>Columbia, MD 21044</p><p>$289,000</p><dl><dt>Property Type</dt><dd>Condo</dd><dt>Structure Type</dt><dd>Detached</dd></dl></main></body></html>`;
    expect([facts(house, "https://example.com/h/1")?.propertyKind, facts(condo, "https://example.com/h/2")?.propertyKind]).toEqual(["house", "condo"]);
  });
});
