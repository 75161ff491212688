/**
 * The traps of the sixty-seventh to sixty-ninth held-out corpora's misses on property kind, places, postal code, lot
 * and year, each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/68") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpora 67 to 69)", () => {
  it("a French classified's own heading 'Maison mobile …' before its section 'Maisons à vendre': a mobile home", () => {
    const html = `<html lang="fr"><head><title>Maison mobile sur son terrain - Lachute | Maisons à vendre | Laurentides | Kijiji</title></head><body><main><h1>Maison mobile sur son terrain - Lachute</h1><p>149 000 $</p><p>88, rue des Pins, Lachute, QC J8H 2B4</p></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("mobile");
  });

  it("a French ad's 'sur un terrain de 9 800 pi²' in its description: the lot, in square feet", () => {
    const html = `<html lang="fr"><body><main><h1>Maison mobile sur son terrain - Lachute</h1><p>149 000 $</p><p>88, rue des Pins, Lachute, QC J8H 2B4</p><p>Maison mobile de 1992 sur un terrain de 9 800 pi² dont vous êtes propriétaire, cabanon et puits.</p></main></body></html>`;
    expect(facts(html)?.lot).toEqual(expect.objectContaining({ value: 9800, unit: "ft2" }));
  });

  it("TRREB's 'Type Link' beside 'Style 2-Storey': a semi-detached home, not the style's house", () => {
    const html = `<html><body><main><h1>12 Larkspur Way, Richmond Hill, ON L4S 1A1</h1><p>$1,049,000</p><dl><dt>Type</dt><dd>Link</dd><dt>Style</dt><dd>2-Storey</dd><dt>Bedrooms</dt><dd>3</dd></dl></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("semi-detached");
  });

  it("Zillow's homeType CONDO whose RESO subtype is Townhouse: a townhouse", () => {
    const property = { zpid: 5550001, price: 289000, homeType: "CONDO", bedrooms: 2, bathrooms: 2, livingArea: 1220, resoFacts: { propertySubType: ["Townhouse"] } };
    const state = { props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ q: { property } }) } } } };
    const html = `<html><body><main><h1>18 Birch Ct UNIT C, Durham, NC 27705</h1><p>$289,000</p></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    expect(extractFromHtml(html, "https://www.zillow.com/homedetails/18-Birch-Ct-UNIT-C-Durham-NC-27705/5550001_zpid/").structuredData?.propertyKind).toBe("townhouse");
  });

  it("realtor.ca's 'Neighbourhood Name' after its 'Community Name': the finer neighbourhood", () => {
    const html = `<html><body><main><h1>9 Quarry Ridge, Vernon, BC V1H 1A1</h1><p>$899,000</p><div><span>Community Name</span><span>Bella Vista</span></div><div><span>Neighbourhood Name</span><span>Turtle Mountain</span></div></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Turtle Mountain");
  });

  it("realtor.com's page row 'Subdivision: Pine Hollow Estates' over the state's mapped neighbourhood 'Pine Hollow'", () => {
    const details = { list_price: 199000, description: { type: "mobile", beds: 3, baths_full: 2 }, location: { address: { line: "410 NE 12th Pl", city: "Ocala", state_code: "FL", postal_code: "34470" }, neighborhoods: [{ name: "Pine Hollow" }] } };
    const state = { props: { pageProps: { initialReduxState: { propertyDetails: details } } } };
    const html = `<html><body><main><h1>410 NE 12th Pl, Ocala, FL 34470</h1><p>$199,000</p><ul><li>Property type: Manufactured Home</li><li>Subdivision: Pine Hollow Estates</li></ul></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    expect(extractFromHtml(html, "https://www.realtor.com/realestateandhomes-detail/410-NE-12th-Pl_Ocala_FL_34470_M1").structuredData?.neighbourhood).toBe("Pine Hollow Estates");
  });

  it("'Truro, Colchester County, NS': the town is the city, its county no city and the town no neighbourhood", () => {
    const html = `<html><body><main><h1><div class="address">7 Willow St</div><div class="city">Pictou, Pictou County, NS B0K 1H0</div></h1><p>$289,000</p><p>3 Beds</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.neighbourhood ?? null]).toEqual(["Pictou", null]);
  });

  it("condos.ca's building link with its place after it ('Harbour Lofts · Old Town, Kingston'): the neighbourhood", () => {
    const html = `<html><body><main><h1>204 - 5 Ontario St</h1><p class="building-link"><a href="/kingston/harbour-lofts-5-ontario-st">Harbour Lofts</a> · Old Town, Kingston</p><p>$549,000</p><p>2 Beds</p><p>2 Baths</p></main></body></html>`;
    expect(extractFromHtml(html, "https://condos.ca/kingston/harbour-lofts-5-ontario-st/unit-204-X12000001").structuredData?.neighbourhood).toBe("Old Town");
  });

  it("a property manager's state: the suite beside its building's { address, yearBuilt } takes the building's year", () => {
    const state = { property: { name: "Elm Court", address: { street: "12 Elm Court", city: "Guelph" }, yearBuilt: 1968 }, suite: { unit: "204", beds: 1, baths: 1, sqft: 610, rent: 1595 } };
    const html = `<html><body><main><h1>Elm Court – Suite 204</h1><p>12 Elm Court, Guelph, ON N1H 1A1</p><p>$1,595/month</p></main><script>window.__PM_STATE__ = ${JSON.stringify(state)};</script></body></html>`;
    expect(facts(html, "https://example.ca/apartments/guelph/elm-court/204")?.yearBuilt).toBe(1968);
  });

  it("a builder's description 'The Willow quick possession in Aurora Heights': a house", () => {
    const html = `<html><head><meta name="description" content="The Willow quick possession in Aurora Heights: 3 bed, 2.5 bath, 1,720 sq ft. Now $579,900."></head><body><main><h1>118 Aurora Way NW</h1><p>$579,900</p><p>Bedrooms 3</p></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });

  it("a farm classified's title '2 Quarters Grain Land with Yard', its description naming the yard's bungalow: a farm", () => {
    const html = `<html><head><title>2 Quarters Grain Land with Yard – Leroy, SK | Farmland &amp; Real Estate | Farm Ads</title><meta name="description" content="318 acres of grain land with a yard site and bungalow near Leroy, Saskatchewan."></head><body><main><h1>2 Quarters Grain Land with Yard – Leroy, SK</h1><p>$995,000</p><table><tr><th>Location</th><td>Leroy, SK</td></tr></table></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("farm");
  });

  it("a seller's office address in another town ('Box 52, 14 Main Street, Watson, SK S0K 4V0'): no postal code of the listing's", () => {
    const html = `<html><body><main><h1>2 Quarters Grain Land with Yard – Leroy, SK</h1><p>$995,000</p><table><tr><th>Location</th><td>Leroy, SK</td></tr></table><div class="seller"><h3>Seller</h3><p>Prairie Acres Realty Ltd.</p><p>Box 52, 14 Main Street, Watson, SK S0K 4V0</p></div></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.postalCode ?? null]).toEqual(["Leroy", null]);
  });
});
