/**
 * The traps of the sixty-seventh to sixty-ninth held-out corpora's misses on the listing agent, the brokerage, the MLS®
 * number and the coordinates, each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/69") => extractFromHtml(html, url).structuredData;
const state = (name: string, data: unknown): string => `<script>window.${name} = ${JSON.stringify(data)};</script>`;
const json = (id: string, data: unknown): string => `<script id="${id}" type="application/json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpora 67 to 69)", () => {
  it("an agent's card naming a Dutch surname with its lower-case particle ('Van der Merwe') is the listing agent", () => {
    const html = `<html><body><main><h1>9 Quail Ridge Road, Vernon, BC V1H 1A1</h1><div class="price">$869,000</div><div class="realtorCardCon"><div class="realtorCardName">Johan Van der Walt</div><div class="realtorCardTitle">Salesperson</div><div class="officeCardName">Okanagan Ridge Realty Ltd.</div></div></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Johan Van der Walt", "Okanagan Ridge Realty Ltd."]);
  });

  it("a French street's 'de la' is no name's particle: 'Chemin de la Rivière' under an agent's heading is no agent", () => {
    const html = `<html><body><main><h1>Chalet à vendre</h1><p>$349,000</p><h3>Listing Agent</h3><p>Chemin de la Rivière</p></main></body></html>`;
    expect(facts(html)?.listingAgentName ?? null).toBeNull();
  });

  it("a carousel of the site's own agents ('agent-carousel') beside a brokerage-only credit names no listing agent", () => {
    const html = `<html><body><main><h1>18 Mill Street, Paris, ON N3L 1A1</h1><div class="price">$612,000</div><p class="listing-brokerage">Listed by Brant Hearth Realty Inc., Brokerage</p><section class="agent-carousel"><h2>Got questions?</h2><div class="carousel-track"><div class="agent-slide"><p class="agent-slide-name">Tessa Lindqvist</p><p class="agent-slide-title">Sales Representative</p><p class="agent-slide-office">Portal Realty, Brokerage</p></div><div class="agent-slide"><p class="agent-slide-name">Marco Bellini</p><p class="agent-slide-title">Broker</p><p class="agent-slide-office">Portal Realty, Brokerage</p></div></div></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName ?? null, got?.brokerageName]).toEqual([null, "Brant Hearth Realty Inc., Brokerage"]);
  });

  it("a block under 'Featured agents in Paris' holds other agents' cards, whatever its class: no listing agent", () => {
    const html = `<html><body><main><h1>18 Mill Street, Paris, ON N3L 1A1</h1><div class="price">$612,000</div><section class="promo-strip"><h3>Featured agents in Paris</h3><div class="agent-card"><p class="agent-name">Tessa Lindqvist</p><p class="agent-office">Portal Realty, Brokerage</p></div></section></main></body></html>`;
    expect(facts(html)?.listingAgentName ?? null).toBeNull();
  });

  it("a US brokerage's card with the firm's own caption under the agent ('Listing courtesy of The Harbor Group'): the firm", () => {
    const html = `<html><body><main><h1>410 Birch Bay Drive, Blaine, WA 98230</h1><p>$615,000</p><section class="pp-agent"><h2>Listing Agent</h2><p class="agent-name">Dana Whitlock</p><p>Broker · 360-555-0190</p><p>Listing courtesy of The Harbor Group</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Dana Whitlock", "The Harbor Group"]);
  });

  it("'Listing Office: Firm - Elmwood Office' under the agent: the firm, without its caption or branch", () => {
    const html = `<html><body><main><h1>12 Lancaster Avenue, Buffalo, NY 14222</h1><p>$349,900</p><section class="lst-agent"><h2>Listing Agent</h2><p class="agent-name">Nora Whelan</p><p>Licensed Real Estate Salesperson · 716-555-0111</p><p class="office">Listing Office: Lakeshore Real Estate ERA - Elmwood Office</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Nora Whelan", "Lakeshore Real Estate ERA"]);
  });

  it("Michigan's Realcomp number, the year then seven digits ('MLS#: 20251012345'), is the MLS® number", () => {
    const html = `<html><body><main><h1>220 Water St Unit 3, Port Huron, MI 48060</h1><p>$199,000</p><ul><li>2 Beds</li><li>MLS#: 20251012345</li></ul></main></body></html>`;
    expect(facts(html)?.mlsNumber).toBe("20251012345");
  });

  it("a landlord's state: the property's own coordinates, not its nearby buildings' nor the map's centre", () => {
    const data = {
      map: { center: { lat: 43.14, lng: -80.26 }, zoom: 12 },
      property: { name: "Maple Court", address: { street: "12 Maple Court", city: "Brantford" }, coordinates: { latitude: 43.15011, longitude: -80.27122 } },
      suite: { unit: "204", beds: 2, baths: 1, sqft: 810 },
      nearbyProperties: [
        { name: "Elm Place", address: "40 Elm Street, Brantford", coordinates: { latitude: 43.13012, longitude: -80.29001 } },
        { name: "Oak Terrace", address: "9 Oak Street, Brantford", coordinates: { latitude: 43.16511, longitude: -80.24499 } },
      ],
    };
    const html = `<html><head><title>Suite 204 | Maple Court, Brantford</title></head><body><main><h1>Suite 204 · 2 Bedroom</h1><p>$1,749/month</p></main>${state("__RENTALS_STATE__", data)}</body></html>`;
    expect(facts(html, "https://example.ca/apartments/brantford/maple-court/suite-204/")?.geo).toEqual({ lat: 43.15011, lng: -80.27122 });
  });

  it("a builder's map data with the home and its show home: the home the page's title and address name", () => {
    const data = { showHome: { address: "150 Aspen Way SW", lat: 53.40011, lng: -113.56001 }, spec: { address: "118 Aspen Way SW", lat: 53.39871, lng: -113.55412 }, zoom: 16 };
    const html = `<html><head><title>118 Aspen Way SW | Quick Possession | Prairie Homes</title></head><body><main><h1>118 Aspen Way SW</h1><p>$549,900</p></main>${json("qp-map-config", data)}</body></html>`;
    expect(facts(html, "https://example.ca/quick-possessions/edmonton/118-aspen-way-sw")?.geo).toEqual({ lat: 53.39871, lng: -113.55412 });
  });

  it("a Leaflet map script: the marker whose popup names the listing's street, not the office's marker nor the view", () => {
    const script = `<script>var map = L.map('m').setView([45.3601, -63.2801], 15);
L.marker([45.36311, -63.27713]).addTo(map).bindPopup('<b>14 Prince Street</b>');
L.marker([45.35999, -63.29012], { icon: officeIcon }).addTo(map).bindPopup('Our office: 2 Inglis Place');</script>`;
    const html = `<html><head><title>14 Prince Street, Truro, NS | Town Realty</title></head><body><main><h1>14 Prince Street</h1><p>$289,000</p><div id="m"></div></main>${script}</body></html>`;
    expect(facts(html, "https://example.ca/listings/14-prince-street-truro")?.geo).toEqual({ lat: 45.36311, lng: -63.27713 });
  });
});
