/** The traps of the thirty-ninth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/39") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 39)", () => {
  it("a board's sub-area with its area's initials ('SE Gordon Head') is the plain name the page also gives; 'Mount Pleasant VE' alone stays", () => {
    const page = (crumb: string, sub: string) => `<html><head><meta name="description" content="House in Saanich East."></head><body><main>
      <ol class="breadcrumbs"><li>Search</li><li>Saanich East</li><li>${crumb}</li></ol>
      <h1>1846 Arbordale Pl</h1><p>Saanich, BC V8N 3K2</p><p>Sub-area: <span>${sub}</span></p><p>$1,389,000</p></main></body></html>`;
    expect(facts(page("Gordon Head", "SE Gordon Head"))?.neighbourhood).toBe("Gordon Head");
    // No area those initials stand for: the board's form stays.
    expect(facts(page("Gordon Head", "NW Gordon Head"))?.neighbourhood).toBe("NW Gordon Head");
    // The page never names the sub-area plainly: the board's form stays.
    expect(facts(page("Listings", "SE Gordon Head"))?.neighbourhood).toBe("SE Gordon Head");
  });

  it("a labelled row running on to another cell ('Community: Minett · Lake: Rosseau') is the place before the separator", () => {
    const html = `<html><body><main><h1>1042 Juddhaven Road</h1><p>Muskoka Lakes, ON P0B 1J0</p><p>Community: Minett · Lake: Rosseau</p><p>$3,195,000</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Minett");
  });

  it("a line 'City · Place' that the description names too ('à Laval (Chomedey)') is the neighbourhood", () => {
    const page = (description: string) => `<html lang="fr"><head><meta name="description" content="${description}"></head><body><main>
      <p class="secteur">Laval · Chomedey</p><h1>Le Chomedey</h1><p>3200, boulevard Notre-Dame, app. 512<br>Laval (Québec) H7V 0A9</p><p>À partir de 1 695 $ / mois</p></main></body></html>`;
    expect(facts(page("Logement 4 ½ à louer à Laval (Chomedey)."))?.neighbourhood).toBe("Chomedey");
    expect(facts(page("Logement 4 ½ à louer à Laval."))?.neighbourhood ?? null).toBeNull();
  });

  it("places or a caption before the city on an address line ('Humber Bay Shores · Etobicoke · Toronto, ON M8V 4A7'): the city is the last piece", () => {
    const html = `<html><body><main><h1>1207-2240 Lake Shore Blvd W</h1><div>Humber Bay Shores · Etobicoke · Toronto, ON M8V 4A7</div><div>$2,650 / month</div></main></body></html>`;
    expect(facts(html)?.address?.city).toBe("Toronto");
    const model = `<html><body><main><h1>The Juniper 2B</h1><p>Hawthorne Crossing by Larkfield Homes · Milton, ON</p><p>From $1,089,990</p></main></body></html>`;
    expect(facts(model)?.address?.city).toBe("Milton");
  });

  it("a card of several agents, each 'Name, Title' and a phone, names the first agent above the one firm under them all", () => {
    const html = `<html><body><main><h1>1042 Juddhaven Road</h1><p>$3,195,000</p>
      <section class="agents"><h2>Listing Team</h2><div class="ag"><strong>Caroline Hughes</strong>, Broker<br>705-555-0161</div>
      <div class="ag"><strong>Tom Ashby</strong>, Sales Representative<br>705-555-0172</div><p>Muskoka Lakeside Realty, Brokerage</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Caroline Hughes", "Muskoka Lakeside Realty, Brokerage"]);
    // A French card: the second broker's title ("courtière immobilière") is no firm.
    const fr = `<html lang="fr"><body><main><h1>6124-6128, 1re Avenue</h1><p>1 285 000 $</p>
      <section class="courtiers"><div class="c"><b>Étienne Lavallée</b>, courtier immobilier commercial<br>514 555-0168</div>
      <div class="c"><b>Sophie Marchand</b>, courtière immobilière<br>514 555-0175</div><p class="agence">Groupe Multilogis inc., agence immobilière commerciale</p></section></main></body></html>`;
    expect(facts(fr)?.listingAgentName).toBe("Étienne Lavallée");
  });

  it("a 'Contacts' block of advisors with the firm under them: the first advisor and the firm", () => {
    const html = `<html><body><main><h1>3310 Millar Avenue</h1><p>Sale Price $4,350,000</p>
      <section class="pdp-contacts"><h2>Contacts</h2><div class="broker"><p class="n">Dana Kowalchuk</p><p>Senior Vice President</p><p>306-555-0162</p></div>
      <div class="broker"><p class="n">Tyler Brandt</p><p>Vice President</p><p>306-555-0119</p></div><p class="firm">CBRE Limited</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Dana Kowalchuk", "CBRE Limited"]);
  });

  it("a property's own state ({ propertyId, coordinates: { lat, lon } }) places the listing", () => {
    const html = `<html><body><main><h1>3310 Millar Avenue</h1><p>$4,350,000</p></main>
      <script id="__PDP_DATA__" type="application/json">{"propertyId":"CA-SMPL-118204","coordinates":{"lat":52.16904,"lon":-106.63522}}</script></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 52.16904, lng: -106.63522 });
  });

  it("'Site Area 2.14 acres' and 'Acres: 12.4' are the lot; 'Approx. Sq Ft 1,960' and 'Superficie du bâtiment' the area; an approximate band its lower bound, as every size range is", () => {
    expect(facts(`<html><body><main><h1>3310 Millar Avenue</h1><p>$4,350,000</p><table><tr><td>Site Area</td><td>2.14 acres</td></tr></table></main></body></html>`)?.lot).toEqual({ value: 2.14, unit: "acres" });
    expect(facts(`<html><body><main><h1>Lot 7 Ridge Road</h1><p>$64,900</p><p><b>Acres:</b> 12.4</p></main></body></html>`)?.lot).toEqual({ value: 12.4, unit: "acres" });
    expect(facts(`<html><body><main><h1>2417 Kulshan Street</h1><p>$689,000</p><table><tr><td>Approx. Sq Ft</td><td>1,960</td></tr></table></main></body></html>`)?.squareFootage).toBe(1960);
    expect(facts(`<html><body><main><h1>12 Main St</h1><p>$689,000</p><div><span>Approx. Sq. Ft.</span> <span>2000-2500</span></div></main></body></html>`)?.squareFootage).toBe(2000);
    expect(facts(`<html lang="fr"><body><main><h1>6124-6128, 1re Avenue</h1><p>1 285 000 $</p><div><span>Superficie du bâtiment</span> <span>3 420 pi²</span></div></main></body></html>`)?.squareFootage).toBe(3420);
  });
});
