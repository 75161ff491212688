/** The traps of the fifty-fifth to fifty-seventh held-out corpora's misses (lot unit, French states' coordinates, a unit's building address), each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/55") => extractFromHtml(html, url).structuredData;
const state = (assignment: string, data: unknown): string => `<script>${assignment} = ${JSON.stringify(data)};</script>`;

describe("listing page traps (held-out corpora 55-57)", () => {
  it("the lot in acres in the summary strip and in sqft in a labelled row: the acres the page names it by", () => {
    const page = (acres: string) =>
      `<html><body><main><h1>812 Larkspur Ct, Cary, NC 27513</h1><p>$539,000</p><ul class="meta"><li><span>3</span> bed</li><li><span>${acres}</span> acre lot</li></ul><section><h2>Property details</h2><ul><li>Year built: 1998</li><li>Lot size: 15,246 sqft</li></ul></section></main></body></html>`;
    expect(facts(page("0.35"))?.lot).toMatchObject({ value: 0.35, unit: "acres" });
    // Another area than the row's (0.41 acre is not 15,246 sqft): the labelled row stands.
    expect(facts(page("0.41"))?.lot).toMatchObject({ value: 15_246, unit: "ft2" });
    // The other way round (a strip's "15,246 sqft lot", a row's "Lot size: 0.35 acres"): the acres stand.
    const reversed = `<html><body><main><h1>812 Larkspur Ct, Cary, NC 27513</h1><ul class="meta"><li><span>15,246</span> sqft lot</li></ul><ul><li>Lot size: 0.35 acres</li></ul></main></body></html>`;
    expect(facts(reversed)?.lot).toMatchObject({ value: 0.35, unit: "acres" });
  });

  it("a French site's listing state ({ id, price, lat, lng } on a window global): its coordinates are the listing's", () => {
    const html = `<html><head>${state("window.__ficheInscription", { id: "18745210", price: 612000, lat: 46.34218, lng: -72.54877, municipality: "Trois-Rivières" })}</head><body><main><h1>Maison à vendre</h1><p>3125, rue des Forges, Trois-Rivières</p><p>612 000 $</p></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 46.34218, lng: -72.54877 });
  });

  it("a French site's `var fiche = { prix, lat, lng }` and `window.propriete = { prix, geo }`: the listing's coordinates", () => {
    const fiche = `<html><head>${state("var fiche", { prix: 349000, genre: "Duplex", annee: 1961, lat: 45.40127, lng: -71.89244 })}</head><body><main><h1>Duplex à vendre</h1><p>349 000 $</p></main></body></html>`;
    const propriete = `<html><head>${state("window.propriete", { prix: 219900, ville: "Shippagan", geo: { lat: 47.74411, lng: -64.70893 } })}</head><body><main><h1>Maison à vendre</h1><p>219 900 $</p></main></body></html>`;
    expect([facts(fiche)?.geo, facts(propriete)?.geo]).toEqual([{ lat: 45.40127, lng: -71.89244 }, { lat: 47.74411, lng: -64.70893 }]);
  });

  it("a top-level state with coordinates but no price, number or id of a listing (a map's centre) places nothing", () => {
    const html = `<html><head>${state("window.__carteConfig", { zoom: 13, lat: 46.81, lng: -71.21, tuiles: "osm" })}</head><body><main><h1>Condo à vendre</h1><p>339 000 $</p></main></body></html>`;
    expect(facts(html)?.geo ?? null).toBeNull();
  });

  it("a condo unit's cached record pointing at its building's address: the building's street with the unit's number", () => {
    const data = {
      props: {
        pageProps: {
          apolloState: {
            "Listing:C12055501": { __typename: "Listing", mlsNumber: "C12055501", unitNumber: "907", price: 618000, bedrooms: 2, bathrooms: 2, building: { __ref: "Building:4410" } },
            "Building:4410": { __typename: "Building", name: "Bayview Terraces", address: "1830 Bayview Ave", city: "Toronto", neighbourhood: "Leaside", postalCode: "M4G 0C5" },
          },
        },
      },
    };
    const html = `<html><head><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></head><body><main><h1>Suite in Bayview Terraces</h1><p>$618,000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address?.street, got?.address?.city, got?.neighbourhood]).toEqual(["907-1830 Bayview Ave", "Toronto", "Leaside"]);
  });
});
