/**
 * The traps of the eighty-third to eighty-fifth held-out corpora's misses on the listing agent, the brokerage and the
 * listing's point (an agent's designation before the firm its markup names, a card's title before the firm on one
 * line, Nuxt 2's state function, an Inertia app's data-page attribute, a Drupal Leaflet field's features), each in a
 * small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/8385") => extractFromHtml(html, url).structuredData;
const pair = (html: string): [string | null, string | null] => {
  const got = facts(html);
  return [got?.listingAgentName ?? null, got?.brokerageName ?? null];
};
const attr = (value: unknown): string => JSON.stringify(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

describe("listing page traps (held-out corpora 83–85: agent, brokerage and geo)", () => {
  it("an agent's name with its designation and the firm in elements of their own, read as one line ('Name PREC* Firm Ltd.'): the firm alone", () => {
    const html = `<html><body><main><h1>418 Cedar Hill Road</h1><p>$1,249,000</p><section class="listing-agent"><h2>Listed by</h2><div class="agent"><span class="agent__name">Dana Wiebe PREC*</span><span class="agent__brokerage">Saltspring Shore Realty Ltd.</span><a href="tel:2505550144">250-555-0144</a></div></section></main></body></html>`;
    expect(pair(html)).toEqual(["Dana Wiebe", "Saltspring Shore Realty Ltd."]);
  });

  it("an agent's card with the title before the firm on one line ('Broker of Record · Firm Ltd., Brokerage'): the firm alone", () => {
    const html = `<html><body><main><h1>12 Loon Bay Lane</h1><p>$529,000</p></main><div class="agent_unit"><h4><a href="/agents/ruth-olsen/">Ruth Olsen</a></h4><div class="agent_position">Broker of Record · Loon Bay Realty Ltd., Brokerage</div><div class="agent_phone"><a href="tel:6135550190">613-555-0190</a></div></div></body></html>`;
    expect(pair(html)).toEqual(["Ruth Olsen", "Loon Bay Realty Ltd., Brokerage"]);
  });

  it("the title and the firm after a bar on the line under the card's marked name ('REALTOR® | Firm Realty'): the firm alone", () => {
    const html = `<html><body><main><h1>7-20 Raven Road</h1><p>$419,000</p><div class="agent-card"><div class="agent-name">Mira Kovac</div><div class="agent-title">REALTOR® | Dawson Trail Realty</div><a href="tel:8675550111" class="agent-phone">867-555-0111</a></div></main></body></html>`;
    expect(pair(html)).toEqual(["Mira Kovac", "Dawson Trail Realty"]);
  });

  it("Nuxt 2's state function (`window.__NUXT__=(function(a,b){return {…}}(null,false))`) with the listing's point beside similar listings': the listing's point", () => {
    const state = `window.__NUXT__=(function(a,b,c){return {layout:"default",data:[{listing:{id:"4471",address:"9 Osprey Lane",city:"Vernon",price:412000,beds:3,baths:2,lat:50.26711,lng:-119.27245,photos:c,note:"see a, b]"},similar:[{id:"4470",address:"3 Heron Way",price:399000,beds:2,lat:50.27102,lng:-119.28001}]}],error:a,state:{office:{name:"Okanagan Rise Realty",lat:50.2671,lng:-119.2731},loggedIn:b}}}(null,false,12));`;
    const html = `<html><head><title>9 Osprey Lane, Vernon | Okanagan Rise Realty</title></head><body><main><h1>9 Osprey Lane</h1><p>$412,000</p></main><script>${state}</script></body></html>`;
    expect(facts(html, "https://example.com/listings/4471/9-osprey-lane")?.geo).toEqual({ lat: 50.26711, lng: -119.27245 });
  });

  it("an Inertia app's page object in its root's data-page attribute: the listing's agent, firm and point", () => {
    const page = { component: "Listings/Show", props: { listing: { id: 88, mls_number: "1270011", address: "5 Gower Street", city: "St. John's", price: 289000, bedrooms: 2, bathrooms: 1, latitude: 47.5641, longitude: -52.7082, agent: { name: "Leah Dunne", phone: "709-555-0111" }, brokerage: { name: "Narrows Realty Inc.", address: "20 Water Street" } }, similar: [{ id: 87, address: "9 Gower Street", price: 305000, bedrooms: 3 }] }, url: "/listings/88/5-gower-street" };
    const html = `<html><head><title>5 Gower Street, St. John's - Narrows Realty</title></head><body><div id="app" data-page="${attr(page)}"><main><h1>5 Gower Street</h1><p>$289,000</p></main></div></body></html>`;
    const got = facts(html, "https://example.com/listings/88/5-gower-street");
    expect([got?.listingAgentName, got?.brokerageName, got?.geo]).toEqual(["Leah Dunne", "Narrows Realty Inc.", { lat: 47.5641, lng: -52.7082 }]);
  });

  it("a Drupal Leaflet field's feature in the page's settings, its popup the page's numbered street ('5110 49th Avenue'): that point, never the map's centre", () => {
    const settings = { path: { currentPath: "node/12" }, leaflet: { "leaflet-map-node-12-field-map": { lMap: { center: { lat: 62.4, lon: -114.4 }, settings: { zoom: 16 } }, features: [{ type: "point", lat: 62.45511, lon: -114.36872, popup: { value: "5110 49th Avenue" } }] } } };
    const html = `<html><head><title>5110 49th Avenue | Frame Lake Realty</title></head><body><main><h1>5110 49th Avenue</h1><p>$489,000</p></main><script type="application/json" data-drupal-selector="drupal-settings-json">${JSON.stringify(settings)}</script></body></html>`;
    expect(facts(html, "https://example.com/listing/5110-49th-avenue")?.geo).toEqual({ lat: 62.45511, lng: -114.36872 });
  });

  it("a Drupal Leaflet field's feature whose popup names another street (the office's): no point of the listing", () => {
    const settings = { leaflet: { "leaflet-map-block-office": { lMap: { center: { lat: 62.45, lon: -114.37 } }, features: [{ type: "point", lat: 62.45402, lon: -114.37501, popup: { value: "5016 Franklin Avenue" } }] } } };
    const html = `<html><head><title>5110 49th Avenue | Frame Lake Realty</title></head><body><main><h1>5110 49th Avenue</h1><p>$489,000</p></main><script type="application/json" data-drupal-selector="drupal-settings-json">${JSON.stringify(settings)}</script></body></html>`;
    expect(facts(html, "https://example.com/listing/5110-49th-avenue")?.geo ?? null).toBeNull();
  });
});
