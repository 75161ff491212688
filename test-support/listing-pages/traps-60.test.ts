/** The traps of the sixtieth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/60") => extractFromHtml(html, url).structuredData;
const next = (data: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpus 60)", () => {
  it("a state's price with its unit named as cents ('priceUnit': 'cents') is that many cents, not dollars", () => {
    const state = { props: { pageProps: { listing: { mlsNum: "X12345670", listPrice: 51850000, priceUnit: "cents", beds: 3, baths: 2, address: "18 rue Principale", city: "Embrun", province: "ON" } } } };
    const html = `<html><body><main><h1>18 rue Principale, Embrun, ON</h1><p>3 chambres · 2 salles de bains</p></main>${next(state)}</body></html>`;
    expect(facts(html)?.price?.amount).toBe(518500);
  });

  it("a state's price a hundred times the page's shown price (cents, no unit named) gives way to the page's price", () => {
    const state = { props: { pageProps: { listing: { mlsNum: "X12345671", listPrice: 38750000, beds: 2, baths: 1, address: "9 rue Bélanger", city: "Casselman", province: "ON" } } } };
    const html = `<html lang="fr"><body><main><h1>9 rue Bélanger, Casselman, ON</h1><div class="price">387 500 $</div><p>Taxes : 3 120 $ (2024)</p><p>2 chambres · 1 salle de bains</p></main>${next(state)}</body></html>`;
    expect(facts(html)?.price?.amount).toBe(387500);
  });

  it("an office's 'other listings' block under a lot's card: their beds and baths are none of the lot's", () => {
    const html = `<html><body><main><h1>Lot 7 Chemin du Havre, Shippagan, NB E8S 1A1</h1><div class="price">$42,500</div><dl><dt>Type</dt><dd>Vacant Land</dd><dt>Lot Size</dt><dd>1.75 ac</dd></dl><p>Wooded lot close to the wharf.</p><section class="other-listings"><h3>Other listings by Peninsula Shore Realty Ltd.</h3><div class="item-card"><a href="/home/1">22 Rue de l'Église, Shippagan</a><span>$219,000</span><span>4 bd · 2 ba</span></div></section></main></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms ?? null, got?.bathrooms ?? null, got?.lot]).toEqual([null, null, expect.objectContaining({ value: 1.75, unit: "acres" })]);
  });

  it("'Superficie totale' under the land section's heading ('Terrain') is the lot; under the building's it is the living area", () => {
    const land = `<html lang="fr"><body><main><h1>12 RUE DES PINS, Lévis, Québec G6V 2K1</h1><p>389 000 $</p><div><h2>Bâtiment</h2><div>Chambres à coucher</div><div>3</div><div>Dimensions du bâtiment</div><div>24 x 30 pi</div></div><div><h2>Terrain</h2><div>Superficie totale</div><div>305,4 m2</div><div>Zonage</div><div>Résidentiel</div></div></main></body></html>`;
    const building = `<html lang="fr"><body><main><h1>12 RUE DES PINS, Lévis, Québec G6V 2K1</h1><p>389 000 $</p><div><h2>Bâtiment</h2><div>Chambres à coucher</div><div>3</div><div>Superficie totale</div><div>1 450 pi²</div></div></main></body></html>`;
    const got = facts(land);
    expect([got?.lot, got?.squareFootage ?? null, facts(building)?.squareFootage]).toEqual([expect.objectContaining({ value: 305.4, unit: "m2" }), null, 1450]);
  });

  it("'Listed by Firm Inc., Brokerage — Agent: Name': the firm without the agent, and the agent its caption names", () => {
    const html = `<html><body><main><h1>31 Tenth Line Rd, Ottawa, ON K1E 3K7</h1><p>$612,000</p><section class="listing-brokerage"><p>Listed by <strong>Cumberland Ridge Realty Inc., Brokerage</strong> — Agent: Mireille Bourdon</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.brokerageName, got?.listingAgentName]).toEqual(["Cumberland Ridge Realty Inc., Brokerage", "Mireille Bourdon"]);
  });

  it("the listing agent's card in an <aside> classed 'agent-info' or as a CSS module's root ('agent-card_root') is read", () => {
    const info = `<html lang="fr"><body><main><h1>5 rue Champlain, Shediac, NB E4P 2B3</h1><p>289 900 $</p><aside class="agent-info"><div class="agent-name">Josée Cormier</div><div class="agent-title">Courtière immobilière</div><div class="agent-office">Baie Shediac Immobilier</div></aside></main></body></html>`;
    const root = `<html lang="fr"><body><main><h1>40 rue Higginson, Vankleek Hill, ON K0B 1R0</h1><p>349 000 $</p><aside class="agent-card_root"><div class="agent-card_name">Luc Lapointe</div><div class="agent-card_title">Représentant des ventes</div><div class="agent-card_office">Outaouais Valley Realty Ltd., Brokerage</div></aside></main></body></html>`;
    const a = facts(info);
    const b = facts(root);
    expect([a?.listingAgentName, a?.brokerageName, b?.listingAgentName, b?.brokerageName]).toEqual(["Josée Cormier", "Baie Shediac Immobilier", "Luc Lapointe", "Outaouais Valley Realty Ltd., Brokerage"]);
  });

  it("a marked neighbourhood written as an address runs ('Chapel Hill South, Orléans'): the first, finest place", () => {
    const html = `<html><body><main><h1>9 Vineyard Way, Ottawa, ON K1C 7B2</h1><div class="neighbourhood"><a href="/ottawa/chapel-hill-south">Chapel Hill South</a>, Orléans</div><p>$529,000</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Chapel Hill South");
  });

  it("a home's microdata item with its own latitude and longitude (no GeoCoordinates item) places the listing", () => {
    const html = `<html><body><main itemscope itemtype="https://schema.org/SingleFamilyResidence"><h1 itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">14 Fernbank Rd</span>, <span itemprop="addressLocality">Ottawa</span>, <span itemprop="addressRegion">ON</span></h1><p>$689,000</p><meta itemprop="latitude" content="45.27411"><meta itemprop="longitude" content="-75.90322"></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 45.27411, lng: -75.90322 });
  });
});
