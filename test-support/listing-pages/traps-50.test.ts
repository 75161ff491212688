/** The traps of the fiftieth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/50") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 50)", () => {
  it("a size band in the badges ('800-899 sqft') and the exact area in the sentence after a balcony's: the exact area", () => {
    const html = `<html><body><main><h1>1804 - 77 Harbour Sq</h1><p>$715,000</p><ul><li>2 Beds</li><li>1 Bath</li><li>800-899 sqft</li></ul><section><h2>About</h2><p>Corner suite with a long south balcony. 836 sq ft as per the builder's plan, with floor-to-ceiling windows.</p></section></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(836);
  });

  it("a size band with another unit's card in range ('Suite 402 · 2 bed · $610,000 · 845 sq ft'): the band's low bound, not that unit's area", () => {
    const html = `<html><body><main><h1>1203 - 15 Queens Quay</h1><p>$629,000</p><ul><li>2 Beds</li><li>2 Baths</li><li>800-899 sqft</li></ul><section class="more-units"><h2>Other suites in this building</h2><p>Suite 402 · 2 bed · $610,000 · 845 sq ft</p></section></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(800);
  });

  it("condos.ca's lowercase 'breadcrumbs' trail of place links ('Home', city, neighbourhood, building): the neighbourhood", () => {
    const html = `<html><body><main><div class="breadcrumbs"><a href="/">Home</a> › <a href="/ottawa">Ottawa</a> › <a href="/ottawa/hintonburg">Hintonburg</a> › <a href="/ottawa/the-foundry-1010-wellington-st-w">The Foundry</a></div><h1>405 - 1010 Wellington St W</h1><p>$489,000</p></main></body></html>`;
    expect(facts(html, "https://condos.ca/ottawa/the-foundry-1010-wellington-st-w/unit-405-X9000001")?.neighbourhood).toBe("Hintonburg");
  });

  it("condos.ca's trail of site links alone ('Home', 'Real Estate'): no neighbourhood", () => {
    const html = `<html><body><main><nav class="breadcrumbs"><a href="/">Home</a> › <a href="#">Real Estate</a></nav><h1>405 - 1010 Wellington St W</h1><p>$489,000</p></main></body></html>`;
    expect(facts(html, "https://condos.ca/ottawa/the-foundry-1010-wellington-st-w/unit-405-X9000001")?.neighbourhood ?? null).toBeNull();
  });

  it("DuProprio's address in lines split by breaks ('…<br>Sherbrooke (Rock Forest)<br>Estrie'): the city and its borough", () => {
    const html = `<html lang="fr"><body><main><h1 class="listing-location__title">Maison à étages à vendre</h1><address class="listing-location__address">87, rue des Ormes<br>Sherbrooke (Rock Forest)<br>Estrie</address><div class="listing-price__amount">389 000 $</div></main></body></html>`;
    const got = facts(html, "https://duproprio.com/fr/sherbrooke/rock-forest/maison-a-vendre/hab-87-rue-des-ormes-1000001");
    expect([got?.address?.city, got?.neighbourhood]).toEqual(["Sherbrooke", "Rock Forest"]);
  });

  it("an ad's state with the address and its coordinates in an object of their own ('location': { address, coordinates }): the geo", () => {
    const state = { props: { pageProps: { ad: { id: "9000001", price: { amount: 189500 }, location: { address: "48 Erb St W, Waterloo, ON N2L 1S8", coordinates: { latitude: 43.46512, longitude: -80.52873 } } } } } };
    const html = `<html><head><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></head><body><main><h1>1 Bedroom near Uptown</h1><p>$1,895.00</p><p>48 Erb St W, Waterloo, ON N2L 1S8</p></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 43.46512, lng: -80.52873 });
  });
});
