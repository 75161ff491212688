/**
 * The traps of the seventy-third to seventy-fifth held-out corpora's misses on the named sites: rents whose period only
 * the page's description states, a basement unit's rent on a home for sale, a lower unit of a house for rent, a
 * district in a classified's title or in brackets after the city, an owner's year and acreage in prose, and a half
 * civic number written with its fraction sign, each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/73") => extractFromHtml(html, url).structuredData;
const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpora 73 to 75, named sites)", () => {
  it("a description that opens on 'For rent:' makes the JSON-LD price with no period the monthly rent", () => {
    const offer = { "@context": "https://schema.org", "@type": "Product", name: "88 Larch Street, Sudbury, Ontario P3E 1C4", offers: { "@type": "Offer", price: "2450", priceCurrency: "CAD" } };
    const html = `<html><head><title>88 Larch Street, Sudbury, Ontario P3E 1C4</title><meta name="description" content="For rent: 88 Larch Street, Sudbury, Ontario P3E 1C4. Option to purchase at $489,000.">${ld(offer)}</head><body><main><h1>88 Larch Street, Sudbury, Ontario P3E 1C4</h1><p>Lease with an option to buy at $489,000 within 18 months.</p></main></body></html>`;
    expect(facts(html)?.price).toEqual(expect.objectContaining({ amount: 2450, period: "month" }));
  });

  it("a home for sale's 'Loyer du logement 850 $/mois' row is its basement unit's rent, not the price", () => {
    const html = `<html lang="fr"><head><title>Maison à vendre à Rimouski</title></head><body><main><h1>212, rue des Érables, Rimouski</h1><div class="listing-price">349 000 $</div><div><span>Nombre de logements</span> <span>1 + logement au sous-sol</span></div><div><span>Loyer du logement</span> <span>850 $/mois</span></div></main></body></html>`;
    expect(facts(html)?.price).toEqual(expect.objectContaining({ amount: 349000, period: "sale" }));
  });

  it("a rental's 'Type Lower Level' beside 'Building Type Detached' is a unit, read as a condo", () => {
    const html = `<html><head><title>Lower - 19 Quebec Ave, Toronto — For Rent</title></head><body><main><h1>Lower - 19 Quebec Ave</h1><p>Toronto, ON M6P 2T3</p><p>$1,950/month</p><dl><dt>Type</dt><dd>Lower Level</dd><dt>Building Type</dt><dd>Detached</dd><dt>Bedrooms</dt><dd>1</dd></dl></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("condo");
  });

  it("a classified's title ending on a district ('… - Riverside Heights') names the neighbourhood, the ad's text silent on it", () => {
    const html = `<html><head><title>1 Bedroom - Heat Included - Riverside Heights | Long Term Rentals | Saskatoon | Kijiji</title><meta property="og:title" content="1 Bedroom - Heat Included - Riverside Heights"></head><body><main><h1>1 Bedroom - Heat Included - Riverside Heights</h1><p class="price">$1,195</p><p class="address">310 Avenue H South, Saskatoon, SK S7M 1W9</p><p>Quiet one-bedroom suite with heat included, close to the river.</p></main></body></html>`;
    expect(facts(html, "https://www.kijiji.ca/v-apartments-condos/saskatoon/1-bedroom/1700000001")?.neighbourhood).toBe("Riverside Heights");
  });

  it("a description's 'à Rimouski (Pointe-au-Père)', the place on a line of its own: the neighbourhood", () => {
    const html = `<html lang="fr"><head><title>Maison à vendre à Rimouski</title><meta name="description" content="Maison à vendre par le propriétaire à Rimouski (Pointe-au-Père). 319 000 $."></head><body><main><h1 class="listing-location__title"><span class="listing-location__title-street">418, rue du Phare</span>, <span class="listing-location__title-city">Rimouski</span></h1><p class="listing-location__sector">Pointe-au-Père</p><div class="listing-price">319 000 $</div></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Pointe-au-Père");
  });

  it("an owner's 'We built this log home ourselves in 1994 on 4.5 acres': the year built and the lot", () => {
    const html = `<html><head><title>Log home on 4.5 acres - Bancroft | Houses for Sale | Kijiji</title></head><body><main><h1>Log home on 4.5 acres - Bancroft</h1><p class="price">$629,000</p><p class="address">1120 Hass Road, Bancroft, ON K0L 1C0</p><p>Private sale. We built this log home ourselves in 1994 on 4.5 acres of mixed bush, ten minutes from town.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.yearBuilt, got?.lot]).toEqual([1994, expect.objectContaining({ value: 4.5, unit: "acres" })]);
  });

  it("the page's '23½ Queen St' over a state's '23 1/2 Queen St': the street as the page shows it", () => {
    const state = { listing: { ml_num: "X12000001", address: "23 1/2 Queen St", municipality: "Goderich", province: "ON", postal: "N7A 2M1", price: 389900, bedroom: 2, washroom: 1 } };
    const html = `<html><head><title>23½ Queen St, Goderich, ON N7A 2M1 - X12000001 | HouseSigma</title></head><body><main><h1 class="hd-address">23½ Queen St</h1><p>Goderich, ON N7A 2M1</p><p>Listed for $389,900</p></main><script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script></body></html>`;
    expect(facts(html, "https://housesigma.com/on/goderich-real-estate/23-1-2-queen-st/home/abc/")?.address.street).toBe("23½ Queen St");
  });
});
