/**
 * The traps of the eightieth to eighty-second held-out corpora's misses on the listing agent, the brokerage and the
 * listing's point (an IDX platform's own map data beside its office's, a platform's property variable, a site
 * builder's map block, an agent's card under its section's heading, a credit or sentence naming the firm), each in a
 * small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/8082") => extractFromHtml(html, url).structuredData;
const pair = (html: string): [string | null, string | null] => {
  const got = facts(html);
  return [got?.listingAgentName ?? null, got?.brokerageName ?? null];
};

describe("listing page traps (held-out corpora 80–82: agent, brokerage and geo)", () => {
  it("the listing's map beside the office's own map ('xyz_officeMap' with its data-lat): the listing's point", () => {
    const html = `<html><head><title>77 Birch Row SE, Mankato, MN 56001</title></head><body><main><h1>77 Birch Row SE</h1><p>$274,500</p><div class="xyz_map" data-lat="44.15531" data-lng="-93.99812"></div><div class="xyz_officeMap" data-lat="44.16702" data-lng="-94.00113"></div></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 44.15531, lng: -93.99812 });
  });

  it("an office's map alone ('agency-map' with its data-lat): no point of the listing", () => {
    const html = `<html><head><title>77 Birch Row SE, Mankato, MN 56001</title></head><body><main><h1>77 Birch Row SE</h1><p>$274,500</p><div class="agency-map" data-lat="44.16702" data-lng="-94.00113"></div></main></body></html>`;
    expect(facts(html)?.geo ?? null).toBeNull();
  });

  it("a Squarespace map block whose marker's street the title names: its marker, not the site's context point", () => {
    const block = JSON.stringify({ location: { mapLat: 44.6, mapLng: -63.6, markerLat: 44.61234, markerLng: -63.58765, addressLine1: "9 Gull Rock Road", addressLine2: "Ketch Harbour, NS" }, zoom: 14 }).replace(/"/g, "&quot;");
    const context = JSON.stringify({ website: { siteTitle: "Shore Homes", location: { mapLat: 44.648, mapLng: -63.575, addressLine1: "1800 Argyle Street", addressLine2: "Halifax, NS" } } });
    const html = `<html><head><title>9 Gull Rock Road, Ketch Harbour — Shore Homes</title><script>Static.SQUARESPACE_CONTEXT = ${context};</script></head><body><main><h1>9 Gull Rock Road</h1><p>Listed at $615,000</p><div class="sqs-block map-block sqs-block-map" data-block-json="${block}"><div class="sqs-block-content"></div></div></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 44.61234, lng: -63.58765 });
  });

  it("a Squarespace map block of another street (the office's, on the contact strip): no point of the listing", () => {
    const block = JSON.stringify({ location: { markerLat: 44.648, markerLng: -63.575, addressLine1: "1800 Argyle Street", addressLine2: "Halifax, NS" } }).replace(/"/g, "&quot;");
    const html = `<html><head><title>9 Gull Rock Road, Ketch Harbour — Shore Homes</title></head><body><main><h1>9 Gull Rock Road</h1><p>Listed at $615,000</p><div class="sqs-block map-block sqs-block-map" data-block-json="${block}"></div></main></body></html>`;
    expect(facts(html)?.geo ?? null).toBeNull();
  });

  it("the property's latitude and longitude in hidden elements of their own ('PropertyLat', 'PropertyLng'): that point", () => {
    const html = `<html><body><main><h1>Condo for sale</h1><h2>210, Rue Rachel Est, Montréal</h2><p>$489,000</p><div class="d-none"><span id="PropertyLat">45.52011</span><span id="PropertyLng">-73.57802</span></div></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 45.52011, lng: -73.57802 });
  });

  it("a platform's `var property = {…}` with the point: its point, but not its counts (the page's above-grade beds stay)", () => {
    const state = JSON.stringify({ id: 99120, mls_number: "A2201234", list_price: 405000, full_address: "14 Lacey Close, Red Deer, AB", latitude: 52.2511, longitude: -113.8102, beds: 5 });
    const html = `<html><body><main><h1>14 Lacey Close</h1><p>$405,000</p><table><tr><th>Bedrooms Above Grade</th><td>3</td></tr><tr><th>Bedrooms Below Grade</th><td>2</td></tr></table><script>var property = ${state};</script></main></body></html>`;
    const got = facts(html);
    expect(got?.geo).toEqual({ lat: 52.2511, lng: -113.8102 });
    expect(got?.bedrooms).toBe(3);
  });

  it("a map's markers list (Realtyna WPL's googlemap_lt/googlemap_ln) with the office's marker: the one whose title the page's title names", () => {
    const markers = JSON.stringify([{ id: 77, googlemap_lt: "49.2755", googlemap_ln: "-123.1301", title: "905-1233 Davie Street" }, { id: "office", googlemap_lt: "49.2841", googlemap_ln: "-123.1187", title: "Harbour Crest Realty" }]);
    const html = `<html><head><title>905-1233 Davie Street, Vancouver | West End Living</title></head><body><main><h1>2 Bedroom Condo</h1><p>$899,000</p><script>var wpl_map_markers2 = ${markers};</script></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 49.2755, lng: -123.1301 });
  });

  it("the site owner's bio card under its section's heading 'Listing Agent', credentials after the name and the title before the firm: that agent and firm", () => {
    const html = `<html><body><main><h1>12-40 Harbour Lane, Saint John</h1><p>$1,650/month</p><section class="xx-agent"><h2>Listing Agent</h2><aside class="agent-bio"><h3 class="agent-name">Rosalie Doucet<span>, CRES, ABR</span></h3><p class="agent-title">REALTOR®, Fundy Shore Realty</p><p>506-555-0199</p></aside></section></main></body></html>`;
    expect(pair(html)).toEqual(["Rosalie Doucet", "Fundy Shore Realty"]);
  });

  it("the same bio card in a sidebar with no such heading: neither agent nor firm (the site owner's card, not the listing's)", () => {
    const html = `<html><body><main><h1>12-40 Harbour Lane, Saint John</h1><p>$1,650/month</p></main><aside class="agent-bio"><h3 class="agent-name">Rosalie Doucet<span>, CRES, ABR</span></h3><p class="agent-title">REALTOR®, Fundy Shore Realty</p></aside></body></html>`;
    expect(pair(html)).toEqual([null, null]);
  });

  it("an IDX credit of the agent and a firm with no firm's word ('Listing courtesy of Name, Firm Land & Home'): that firm", () => {
    const html = `<html><body><main><h1>Lot 3 Shore Road, Bristol, ME 04539</h1><p>$189,000</p><div class="credit">Listing courtesy of Wade Pelletier, Pemaquid Land &amp; Home</div></main></body></html>`;
    expect(pair(html)).toEqual(["Wade Pelletier", "Pemaquid Land & Home"]);
  });

  it("a description's 'Listed with Firm.' sentence: that firm", () => {
    const html = `<html><body><main><h1>4 Dune Lane, Cavendish</h1><p>Listed at $299,000</p><p>A cottage by the dunes. MLS® #202512345. Listed with North Shore Realty. Ask me about the lot next door.</p></main></body></html>`;
    expect(facts(html)?.brokerageName).toBe("North Shore Realty");
  });

  it("a bio's opening 'Name, REALTOR® — Firm.' whose firm the listing is with: that agent; another firm's bio: no agent", () => {
    const page = (firm: string): string =>
      `<html><body><main><h1>4 Dune Lane, Cavendish</h1><p>Listed at $299,000</p><p>A cottage by the dunes. Listed with North Shore Realty.</p><h2>About me</h2><p><strong>Claire Gallant</strong>, REALTOR® — ${firm}. I have sold cottages on the North Shore since 2012. Call or text 902-555-0111.</p></main></body></html>`;
    expect(pair(page("North Shore Realty"))).toEqual(["Claire Gallant", "North Shore Realty"]);
    expect(pair(page("Island Coast Realty"))).toEqual([null, "North Shore Realty"]);
  });
});
