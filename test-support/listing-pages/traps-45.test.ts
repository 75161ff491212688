/** The traps of the forty-fifth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/45") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 45)", () => {
  it("a card's 'Broker · Harbourline Realty Ltd.' under the agent names the firm without the agent's title", () => {
    const html = `<html><body><main><h1>1803-77 Lakeview Rd</h1><p>$529,000</p><aside><div class="agent"><h3>Listing Agent</h3><p>Dana Holloway</p><p>Broker · Harbourline Realty Ltd.</p></div></aside></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Dana Holloway", "Harbourline Realty Ltd."]);
  });

  it("a builder's suite record's 'community' is its development's name, no neighbourhood", () => {
    const html = `<html><head><script>window.suiteData={"community":"Maple Yards","plan":"B3","suite":"605","price":899900,"beds":2,"baths":2};</script></head><body><main><h1>Plan B3 · Suite 605</h1><p>88 Maple Yards Lane, Toronto, ON</p><p>$899,900</p></main></body></html>`;
    expect(facts(html)?.neighbourhood ?? null).toBeNull();
  });

  it("'Lot Size: 110 x 245 Feet (0.62 Acres)': the feet stated first give the sides' product in ft²", () => {
    const html = `<html><body><main><h1>12 Shoreline Rd</h1><p>$899,000</p><p><b>Lot Size:</b> 110 x 245 Feet (0.62 Acres)</p></main></body></html>`;
    expect(facts(html)?.lot).toEqual({ value: 26950, unit: "ft2", widthFt: 110, depthFt: 245 });
  });

  it("a style 'Ranch, Single Family' is a ranch-style house, not a farm", () => {
    const html = `<html><body><main><h1>40 Elm Rd</h1><p>Lockport, NY 14094</p><p>$249,900</p><div><div><span>Style</span><span>Ranch, Single Family</span></div><div><span>Bedrooms</span><span>3</span></div></div></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });

  it("'$749,000 Home value estimate: $731,400' on one line: the price before the estimate's caption", () => {
    const html = `<html><body><main><h1>88 Birch Ave</h1><p>Bellingham, WA 98226</p><div><span>$749,000</span> <span>Home value estimate: $731,400</span></div><table><tr><td>Taxes</td><td>$5,987 (2024)</td></tr></table></main></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 749000, currency: "USD", period: "sale" });
  });

  it("the line under the agent starting with the site's own name (its title's last part) is the brokerage", () => {
    const html = `<html><head><title>40 Elm Rd, Lockport, NY 14094 | Niagara Eastland</title></head><body><main><h1>40 Elm Rd</h1><p>Lockport, NY 14094</p><p>$249,900</p><section><h2>Listed by</h2><p>Thomas Kowalczyk</p><p>Niagara Eastland Lockport</p><p>716-555-0150</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Thomas Kowalczyk", "Niagara Eastland Lockport"]);
  });

  it("a labelled cell after the address on its line ('… · Community: City Centre') is the neighbourhood", () => {
    const html = `<html><body><main><h1>2708-4120 Parkside Dr</h1><p>Mississauga, Ontario L5B 0L1 · Community: City Centre</p><p>List Price: $589,000</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("City Centre");
  });

  it("a Québec unit's heading 'Appartement 3 ½ no 512' (or 'Logement 4 ½ en coopérative') is an apartment: a condo", () => {
    const page = (title: string) => `<html lang="fr"><head><title>${title}</title></head><body><main><h1>1500, boulevard Saint-Martin Ouest, app. 512</h1><p>Laval (Québec) H7S 1M9</p><p>Loyer : 2 395 $ / mois</p></main></body></html>`;
    expect(facts(page("Appartement 3 ½ no 512 – Résidence Les Pins"))?.propertyKind).toBe("condo");
    expect(facts(page("Logement 4 ½ en coopérative à Villeray"))?.propertyKind).toBe("condo");
  });

  it("a portal's own name under the agent ('Zillow Premier Agent', 'Realtor.com') is no brokerage; a brokerage site's is", () => {
    const card = (brand: string, line: string) => `<html><head><title>12 Elm St, Portland, OR 97211 | ${brand}</title></head><body><main><h1>12 Elm St</h1><p>$500,000</p><div class="listed-by"><p>Listed by:</p><p>Jane Smith</p><p>${line}</p></div></main></body></html>`;
    expect(facts(card("Zillow", "Zillow Premier Agent"), "https://www.zillow.com/homedetails/12-Elm-St/1_zpid/")?.brokerageName ?? null).toBeNull();
    expect(facts(card("Realtor.com", "Realtor.com"), "https://www.realtor.com/realestateandhomes-detail/12-Elm-St")?.brokerageName ?? null).toBeNull();
    expect(facts(card("John L. Scott", "John L. Scott Portland"), "https://www.johnlscott.com/12-elm-st")?.brokerageName).toBe("John L. Scott Portland");
  });
});
