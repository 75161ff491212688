/** The traps of the sixty-first to sixty-third held-out corpora's misses in property kind, coordinates and places, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/61") => extractFromHtml(html, url).structuredData;
const next = (data: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpora 61 to 63: kind, coordinates, places)", () => {
  it("a prairie rural municipality's abbreviation before its name ('R.M. of Dauphin') is the municipality's kind, not its name", () => {
    const html = `<html><body><main><h1>Quarter Section with Yard</h1><p class="where">41022 Road 128N, R.M. of Dauphin, MB R7N 2T4</p><p>$689,000</p><table><tr><td>Total Acres</td><td>160 acres</td></tr></table></main></body></html>`;
    expect(facts(html)?.address?.city).toBe("Dauphin");
  });

  it("a Greater Vancouver sub-area with its area's initials after it ('Sperling-Duthie BN') keeps them, though the page names the place plainly", () => {
    const html = `<html><head><meta name="description" content="Half duplex in Sperling-Duthie, Burnaby North."></head><body><main><h1>5521 Rugby Street</h1><p>Burnaby, BC V5E 2M3 · Sperling-Duthie BN</p><p>$1,488,000</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Sperling-Duthie BN");
  });

  it("a caption before the civic number on the address line ('Triplex à vendre 310-314, rue Belvédère Sud, …'): the street's name is no neighbourhood, the bracketed sector is", () => {
    const html = `<html lang="fr"><body><main><h1><span>Triplex à vendre</span> <span>310-314, rue Belvédère Sud, Sherbrooke (Mont-Bellevue), QC J1H 4B5</span></h1><p>515 000 $</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Mont-Bellevue");
  });

  it("a place line with the province in brackets after the city ('Saint-Sauveur, Québec (QC) G1N 1S2'): the place before the city is the neighbourhood", () => {
    const html = `<html lang="fr"><body><main><h1>412, rue Saint-Vallier Ouest</h1><p class="lieu">Saint-Sauveur, Québec (QC) G1N 1S2</p><p>459 000 $</p></main></body></html>`;
    const got = facts(html);
    expect([got?.neighbourhood, got?.address?.city, got?.address?.province]).toEqual(["Saint-Sauveur", "Québec", "QC"]);
  });

  it("an address after its caption on the same line ('Address: 77 Archibald Street, Moncton, NB …', 'Adresse : 1245, rang …'): the street is the address's", () => {
    const en = `<html><body><main><h1>Brick Two-Storey</h1><ul><li>Address: 77 Archibald Street, Moncton, NB E1C 5J2</li><li>Price: $389,000</li></ul></main></body></html>`;
    const fr = `<html lang="fr"><body><main><h1>Ferme laitière</h1><ul><li>Adresse : 77, rang Saint-Joseph, Saint-Damase (Québec) J0H 1J0</li><li>Prix : 2 450 000 $</li></ul></main></body></html>`;
    const [a, b] = [facts(en), facts(fr)];
    expect([a?.address?.street, a?.address?.city, b?.address?.street, b?.address?.city]).toEqual(["77 Archibald Street", "Moncton", "77, rang Saint-Joseph", "Saint-Damase"]);
  });

  it("a French sector's cell after the place, without a colon ('Secteur Fitch Bay', 'Secteur de Aylmer'): the neighbourhood", () => {
    const plain = `<html lang="fr"><body><main><h1>Chalet à vendre</h1><h2>52, chemin Merrill</h2><p>Stanstead, J0B 1J0 · Secteur Fitch Bay · Estrie</p><p>445 000 $</p></main></body></html>`;
    const de = `<html><body><main><h1>1 Bedroom Suite</h1><p>90 Rue Principale, Gatineau, QC J9H 3L6</p><p>Aylmer sector · Secteur de Aylmer</p><p>$1,495/month</p></main></body></html>`;
    expect([facts(plain)?.neighbourhood, facts(de)?.neighbourhood]).toEqual(["Fitch Bay", "Aylmer"]);
  });

  it("a board's area on a line of its own ('Area: Glenmore') with nothing finer is the neighbourhood; the city itself ('Area: Kelowna') is not", () => {
    const page = (area: string) => `<html><body><main><h1>1290 Glenmore Drive</h1><p>Kelowna, British Columbia V1Y 4P3</p><p class="area">Area: ${area}</p><p>$749,000</p></main></body></html>`;
    expect([facts(page("Glenmore"))?.neighbourhood, facts(page("Kelowna"))?.neighbourhood ?? null]).toEqual(["Glenmore", null]);
  });

  it("a state's listing with its coordinates under 'coords' places the listing", () => {
    const state = `<script>window.__INITIAL_STATE__ = ${JSON.stringify({ listing: { mls: "C1234567", listPrice: 615000, beds: 1, baths: 1, address: { street: "8 Hanna Avenue", city: "Toronto" }, coords: { lat: 43.63911, lng: -79.41853 } } })};</script>`;
    const html = `<html><body><main><h1>#912 - 8 Hanna Avenue</h1><p>Toronto, ON M6K 1W9</p><p>$615,000</p></main>${state}</body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 43.63911, lng: -79.41853 });
  });

  it("a landlord's building record with its address in parts and its location beside the plan shown places the listing", () => {
    const state = { props: { pageProps: { property: { name: "Place Tremblay", address: { street: "12 Rue Tremblay", city: "Gatineau" }, location: { lat: 45.43612, lng: -75.70218 } }, selectedPlan: { beds: 1, baths: 1, sqft: 640, rent: 1395 } } } };
    const html = `<html><body><main><h1>1 Bedroom Suite</h1><p>12 Rue Tremblay, Gatineau, QC J8X 1B4</p><p>$1,395/month</p></main>${next(state)}</body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 45.43612, lng: -75.70218 });
  });

  it("a map's own state centred on its one pin ({ center, zoom, pin }) places the listing", () => {
    const map = `<script id="home-map" type="application/json">${JSON.stringify({ center: { lat: 51.16218, lng: -114.08512 }, zoom: 16, pin: "27 Sage Hill Rise NW" })}</script>`;
    const html = `<html><body><main><h1>27 Sage Hill Rise NW</h1><p>Sage Hill · Calgary, Alberta</p><p>$689,900</p><dl><dt>Bedrooms</dt><dd>3</dd></dl></main>${map}</body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 51.16218, lng: -114.08512 });
  });
  it("a description's first sentence naming the dwelling before its place ('end townhome in', 'mini home on', '2 bath suite with', '1.8 acre building lot on', 'home in'): its kind; 'apartments at' in the plural, none", () => {
    const page = (description: string) => `<html><head><title>Listing 4471 | Example Realty</title><meta name="description" content="${description}"></head><body><main><h1>Listing 4471</h1><p>$499,000</p></main></body></html>`;
    const kinds = [
      "Brand-new end townhome in Findlay Creek, Ottawa. 3 bedrooms.",
      "Classified ad: 2009 mini home on a quarter-acre lot in Miramichi.",
      "1 bedroom, 1 bath suite with parking in Fort Rouge.",
      "1.8 acre waterfront building lot on Cortes Island.",
      "Quick possession home in Cranston, Calgary: the Aspen, 3 bed.",
      // A building's units in the plural name no one listing's kind.
      "The Harbour Lofts apartments at 12 Water Street, Saint John. Studio to 2 beds from $1,395.",
    ].map((d) => facts(page(d))?.propertyKind ?? null);
    expect(kinds).toEqual(["townhouse", "mobile", "condo", "land", "house", null]);
  });

});

