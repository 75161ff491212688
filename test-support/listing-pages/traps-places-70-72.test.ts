/**
 * The traps of the 70th–72nd held-out corpora's misses on street, city, neighbourhood, property kind and coordinates,
 * each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/7072") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpora 70 to 72: places)", () => {
  it("a classified whose location line gives only the town and whose text opens on the street ('88 Algoma St S. Selling …'): that street", () => {
    const html = `<html><body><main><h1>Bungalow with a big yard - by owner</h1><p class="price">$312,000</p><div class="location">Kenora, ON P9N 1B2</div><section class="description"><p>88 Algoma St S. Selling privately, no agents please. Three bedrooms on the main floor, a full basement and a detached garage on a quiet street near the harbour.</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city]).toEqual(["88 Algoma St S", "Kenora"]);
  });

  it("a classified's title naming a place 'New …' between dashes that the text puts the home in: the neighbourhood, no caption", () => {
    const html = `<html><head><title>2 Bedroom Condo - New Minas - By Owner | Condos for Sale | Kings County | Classifieds</title></head><body><main><h1>2 Bedroom Condo - New Minas - By Owner</h1><p class="price">$249,000</p><div class="address">14 Jones Road, Kentville, NS B4N 3V7</div><p>Selling our bright condo in New Minas, close to the shops and the trail. Two bedrooms, one bath, in-suite laundry.</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("New Minas");
  });

  it("a Leaflet marker set on a variable holding L.latLng(…) and naming the listing's street: its point, not the map's default centre", () => {
    const html = `<html><head><title>77 Brookfield Road, Kingston | Office Listings</title></head><body><main><h1>77 Brookfield Road</h1><p>Kingston, Ontario K7M 5B6</p><p>$529,000</p><div id="map"></div></main><script>var CENTRE = [44.2312, -76.486]; var map = L.map('map').setView(CENTRE, 11); var home = L.latLng(44.25118, -76.53902); L.marker(home).addTo(map).bindPopup('77 Brookfield Road'); map.setView(home, 16);</script></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 44.25118, lng: -76.53902 });
  });

  it("a script's object literal with bare keys ({ mls: …, lat, lng }) as the property's own state places the listing, not its office's map config", () => {
    const html = `<html><body><main><h1>Lot 9 Ridge Road</h1><p>Peachland, BC V0H 1X7</p><p>$399,000</p><script>window.siteMapConfig = { office: { lat: 49.8801, lng: -119.4622, title: "Main office" }, zoom: 14 };
window.siteProperty = { mls: "10344120", lat: 49.77412, lng: -119.73815, title: "Lot 9 Ridge Road" };</script></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 49.77412, lng: -119.73815 });
  });

  it("a heading whose <small> holds the town under the street ('12 Pine Avenue <small>Quinte West, ON …</small>'): street and city apart", () => {
    const html = `<html><body><main><h1 class="idx-address">12 Pine Avenue <small>Quinte West, ON K8V 2T1</small></h1><p>$479,000</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city]).toEqual(["12 Pine Avenue", "Quinte West"]);
  });

  it("a map state holding the listing's point beside its office's ({ office: {lat, lng}, listing: {id, lat, lng} }): the listing's", () => {
    const state = { office: { lat: 44.30411, lng: -78.31902, label: "Our office" }, listing: { id: "X1234567", lat: 44.31876, lng: -78.34015 }, zoom: 15 };
    const html = `<html><body><main><h1>5 Elm Street, Peterborough, ON K9J 2R4</h1><p>$459,000</p><div id="idx-map"></div></main><script>var idxMap = ${JSON.stringify(state)};</script></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 44.31876, lng: -78.34015 });
  });

  it("an IDX plugin's place class after its short prefixes ('ab-idx-neigh'): the neighbourhood", () => {
    const html = `<html><body><main><h1>5 Elm Street, Peterborough, ON K9J 2R4</h1><div class="ab-idx-neigh">Old West End</div><p>$459,000</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Old West End");
  });
});

describe("listing page traps (held-out corpora 70 to 72: a business, a building's unit, a 55+ community)", () => {
  const business = `<html><body><main><div class="breadcrumbs"><a href="/">Canada</a> › <a href="/ab/">Alberta</a> › <a href="/red-deer/">Red Deer</a> › Pizza Restaurants</div><h1>Pizzeria with Delivery Routes</h1><p>Red Deer, AB</p><p><span>Asking Price:</span> <b>$210,000</b></p><p><span>Cash Flow:</span> <b>$84,000</b></p><p><span>EBITDA:</span> <b>$91,500</b></p><dl><dt>Reason for Selling:</dt><dd>Moving away</dd></dl></main></body></html>`;

  it("a business for sale's financial rows (cash flow beside EBITDA, reason for selling): the kind 'business'", () => {
    expect(facts(business)?.propertyKind).toBe("business");
  });

  it("a business marketplace's trail of place, then industry ('… › Red Deer › Pizza Restaurants'): no neighbourhood", () => {
    expect(facts(business)?.neighbourhood ?? null).toBeNull();
  });

  it("a rental whose trail ends on one suite under its building ('… › Harbourside Tower › Suite 604 for rent'): a condo", () => {
    const html = `<html><body><main><div class="site-crumbs"><a href="/n/coal-harbour/">Coal Harbour</a> › <a href="/b/harbourside-tower/">Harbourside Tower</a> › Suite 604 for rent</div><h1>604-1550 Cordova Street</h1><p>Vancouver, BC V6G 3E2</p><p>$2,800/month</p><ul><li>1 bed</li><li>1 bath</li></ul></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("condo");
  });

  it("a unit's page whose building section carries the coordinates (<section class='xy-building' data-lat data-lng>): that point", () => {
    const html = `<html><body><main><h1>905-200 Queens Quay West</h1><p>Toronto, ON M5J 2Y6</p><p>$2,950/month</p><section class="xy-building" data-lat="43.63941" data-lng="-79.38212"><h2>The building</h2><dl><dt>Year built</dt><dd>2008</dd></dl></section></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 43.63941, lng: -79.38212 });
  });

  it("a community row with its age tag after the name ('Community: Heron Bay (55+)'): the community without it", () => {
    const html = `<html><body><main><h1>210 Egret Circle #4</h1><p>Naples, FL 34119</p><p class="community">Community: <a href="/c/heron-bay/">Heron Bay</a> (55+)</p><p>$315,000</p></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Heron Bay");
  });
});
