/**
 * The traps of the eightieth to eighty-second held-out corpora's misses on the kind and the place (a state's unit run
 * into its number, a building manager's address with its own postal code, a subdivision naming the tower beside a
 * neighbourhood row, a cottage "by" its landmark, a French title's sector, a Quebec city with its borough in brackets),
 * each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/80") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpora 80–82: kind and places)", () => {
  it("the page's 'PH 03 - 18 Mill Lane' over a state's 'PH03 - 18 Mill Lane': the address as the page shows it", () => {
    const html = `<html><body><main><h1>PH 03 - 18 Mill Lane</h1><p>Hamilton, ON L8P 1A1</p><p>$899,000</p></main><script>window.__INITIAL_STATE__ = {"listing":{"ml_num":"X1234567","price":899000,"address":"PH03 - 18 Mill Lane","municipality_name":"Hamilton","province":"ON","postal_code":"L8P 1A1","bedroom_string":"2"}};</script></body></html>`;
    expect(facts(html)?.address.street).toBe("PH 03 - 18 Mill Lane");
  });

  it("a condo's 'Gestion' row over its manager's address ('Gestion Horizon, 400, rue …, Laval (Québec) H7T 2Y3'): no postal code of the unit's", () => {
    const html = `<html lang="fr"><body><main><h1>Condo à vendre</h1><p>1200, boulevard Le Corbusier, app. 505, Laval (Chomedey)</p><p>389 000 $</p><div><div>Nombre d'unités</div><div>64</div></div><div><div>Gestion</div><div>Gestion Horizon, 400, rue Jean-Talon, bureau 12, Laval (Québec) H7T 2Y3</div></div></main></body></html>`;
    expect(facts(html)?.postalCode ?? null).toBeNull();
  });

  it("a description's 'Property management: …, ON M4W 1A8' gives the unit no postal code", () => {
    const html = `<html><body><main><h1>Suite 1203 - 40 Charles St</h1><p>Toronto, ON</p><p>$649,000</p><p>Bright corner suite with a balcony and parking. Property management: Crestline Services, 1 Bloor St E, Suite 9, Toronto, ON M4W 1A8. Maintenance $640 a month.</p></main></body></html>`;
    expect(facts(html)?.postalCode ?? null).toBeNull();
  });

  it("a 'Subdivision' row naming the tower ('Lakepoint Tower') before a 'Neighborhood' row: the neighbourhood row's place", () => {
    const html = `<html><body><main><h1>300 E Lake Dr UNIT 1801, Chicago, IL 60601</h1><p>$410,000</p><ul><li>Subdivision: Lakepoint Tower</li><li>Neighborhood: New Eastside</li><li>HOA fee: $890 monthly</li></ul></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("New Eastside");
  });

  it("a description's 'A cedar-shingled cottage by the harbour: 2 bedrooms …': a house", () => {
    const html = `<html><head><meta name="description" content="A cedar-shingled cottage by the harbour: 2 bedrooms on half an acre. Listed at $289,000."></head><body><main><h1>8 Wharf Road, Tignish</h1><p>8 Wharf Road, Tignish, PE C0B 2B0</p><p>Listed at $289,000</p><p>Two bedrooms, one bath, a wood stove and a deck over the water.</p></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });

  it("a French title's segment 'secteur Les Rivières' after the dash: the neighbourhood, the city Trois-Rivières", () => {
    const html = `<html lang="fr"><head><title>Maison à vendre – secteur Les Rivières | Maisons à vendre | Trois-Rivières</title></head><body><main><h1>Maison à vendre – secteur Les Rivières</h1><p>275 000 $</p><p>455 Rue des Érables, Trois-Rivières, QC G8Y 2A1</p><p>Maison de plain-pied, 3 chambres, grand terrain.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.neighbourhood]).toEqual(["Trois-Rivières", "Les Rivières"]);
  });

  it("a title's 'Gatineau (Aylmer)' and the page's line 'Gatineau (Aylmer)' under the street: the borough is the neighbourhood", () => {
    const html = `<html><head><title>Bungalow for sale, 88, rue Principale, Gatineau (Aylmer) - Owner</title></head><body><main><h1>Bungalow for sale 88, rue Principale</h1><h2>Gatineau (Aylmer)</h2><p>$389,000</p><p>Location</p><p>88, rue Principale, Gatineau, QC J9H 3L5</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Aylmer");
  });
});
