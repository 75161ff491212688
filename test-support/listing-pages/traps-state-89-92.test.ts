/**
 * The traps of the eighty-ninth to ninety-second held-out corpora's misses on the price, the point and the record of
 * an embedded state that is the listing (a compare view naming other units in its query, an international portal's
 * price converted into the visitor's currency beside the listing's own, a plugin's namespaced detail object, a
 * listing record whose place sits beside its facts), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/89") => extractFromHtml(html, url).structuredData;
const json = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
const ld = (value: unknown): string => `<script type="application/ld+json">${json(value)}</script>`;

describe("listing page traps (held-out corpora 89–92: price, point and the listing's record)", () => {
  it("a compare view's state holding the unit its path names and the units its query names: the path's unit is the listing", () => {
    const unit = (id: string, price: number, address: string, lat: number) => ({ mlsNumber: id, price, address, city: "Toronto", bedrooms: 2, bathrooms: 2, lat, lng: -79.4 });
    const state = { compare: { listings: { W1111111: unit("W1111111", 705000, "1204-9 Lakeview Pl", 43.61), W2222222: unit("W2222222", 689000, "801-3 Marina Way", 43.62), W3333333: unit("W3333333", 731000, "1510-40 Pier Rd", 43.63) } } };
    const html = `<html><head><title>Compare units | Example Condos</title></head><body><main><h1>Compare this unit with 2 similar units</h1></main><script>window.__PRELOADED_STATE__ = ${json(state)};</script></body></html>`;
    const got = facts(html, "https://condos.example/toronto/lakeview/unit-1204-W1111111/compare?with=W2222222,W3333333");
    expect([got?.price?.amount, got?.address.street, got?.mlsNumber, got?.geo]).toEqual([705000, "1204-9 Lakeview Pl", "W1111111", { lat: 43.61, lng: -79.4 }]);
  });

  it("a query naming the listing when its path names no record: the query's record is still read", () => {
    const unit = (id: string, price: number) => ({ listingId: id, price, bedrooms: 3, bathrooms: 2, address: `${price / 1000} Oak St`, city: "Guelph" });
    const state = { results: { a: unit("882211", 645000), b: unit("993344", 702000) } };
    const html = `<html><body><main><h1>Listing</h1></main><script>window.__STATE__ = ${json(state)};</script></body></html>`;
    expect(facts(html, "https://homes.example/listing?id=993344")?.price?.amount).toBe(702000);
  });

  it("a state's price object with the visitor's euros and the dealer's original in Canadian dollars: the original is the price", () => {
    const state = { props: { pageProps: { listing: { id: 5501, price: { amount: 2480000, currency: "EUR", originalAmount: 3925000, originalCurrency: "CAD" }, bedrooms: 4, bathrooms: 4, city: "Canmore" } } } };
    const html = `<html><body><main><h1>Mountain home in Canmore</h1><p>€2,480,000</p></main><script id="__NEXT_DATA__" type="application/json">${json(state)}</script></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 3925000, currency: "CAD", period: "sale" });
  });

  it("a price object's own original ({ value, currency, original: { value, currency } }) beside a JSON-LD Offer in euros: the conversion gives way", () => {
    const state = { listing: { id: 7702, price: { value: 512000, currency: "EUR", original: { value: 808000, currency: "CAD" } }, bedrooms: 2, bathrooms: 2, city: "Ottawa" } };
    const html = `<html><head>${ld({ "@context": "https://schema.org", "@type": "Offer", price: 512000, priceCurrency: "EUR" })}</head><body><main><h1>Apartment for sale in Ottawa</h1></main><script>window.__INITIAL_STATE__ = ${json(state)};</script></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 808000, currency: "CAD", period: "sale" });
  });

  it("a price object's dollars beside its local amount named in its currency ({ usd, local, localCurrency: 'CAD' }) and a JSON-LD Offer in US dollars: the local price", () => {
    const state = { listing: { id: "PX88", address: "1902-77 Harbour Walk", city: "Vancouver", state: "BC", price: { usd: 2150000, local: 2960000, localCurrency: "CAD" }, beds: 2, bathsFull: 2 } };
    const html = `<html><head>${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", offers: { "@type": "Offer", price: 2150000, priceCurrency: "USD" } })}</head><body><main><h1>1902-77 Harbour Walk</h1></main><script>window.__LISTING_STATE__ = ${json(state)};</script></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 2960000, currency: "CAD", period: "sale" });
  });

  it("an 'original' amount in the price object's own currency (an earlier price): no conversion, the amount stands", () => {
    const state = { listing: { id: 9901, price: { amount: 649000, currency: "CAD", originalAmount: 699000, originalCurrency: "CAD" }, bedrooms: 3, bathrooms: 2, city: "Regina" } };
    const html = `<html><body><main><h1>Bungalow in Regina</h1></main><script>window.__STATE__ = ${json(state)};</script></body></html>`;
    expect(facts(html)?.price?.amount).toBe(649000);
  });

  it("a state's price object naming its currency inside it ({ value, currency: 'EUR' }) and no other: the price is in euros", () => {
    const state = { listing: { id: 4410, price: { value: 287000, currency: "EUR" }, bedrooms: 2, bathrooms: 1, city: "Québec" } };
    const html = `<html><body><main><h1>Appartamento a Québec</h1></main><script>window.__STATE__ = ${json(state)};</script></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 287000, currency: "EUR", period: "sale" });
  });

  it("a price slot 'USD 4,210,000 Listed at CAD 5,795,000' beside a JSON-LD Offer in US dollars: the listed price in its own currency", () => {
    const html = `<html><head>${ld({ "@context": "https://schema.org", "@type": "Product", name: "12 Ridge Rd", offers: { "@type": "Offer", price: "4210000", priceCurrency: "USD" } })}</head><body><main><h1>12 Ridge Rd</h1><h2>Toronto, Ontario M4N 1A1, Canada</h2><div><span>USD 4,210,000</span> <span>Listed at CAD 5,795,000</span></div><p>5 Bedrooms</p></main></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 5795000, currency: "CAD", period: "sale" });
  });

  it("a French portal's '980 000 € Prix fixé par l'annonceur : 1 545 000 $ CA' beside its Offer in euros: the advertiser's price", () => {
    const html = `<html lang="fr"><head><title>Maison à vendre à Magog - 980 000 €</title>${ld({ "@context": "https://schema.org", "@type": "House", offers: { "@type": "Offer", price: 980000, priceCurrency: "EUR" } })}</head><body><main><h1>Maison à vendre à Magog</h1><div><span>980 000 €</span> <span>Prix fixé par l'annonceur : 1 545 000 $ CA</span> <span>4 900 €/m²</span></div></main></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 1545000, currency: "CAD", period: "sale" });
  });

  it("'1.385.000 CAD Kaufpreis ca. 872.000 €': the figure with its code after it is the price, the approximate euros a conversion", () => {
    const html = `<html lang="de"><body><main><h1>Einfamilienhaus in Kelowna</h1><div><strong>1.385.000 CAD</strong> <span>Kaufpreis</span> <small>ca. 872.000 €</small></div><p>Wohnfläche 180 m²</p></main></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 1385000, currency: "CAD", period: "sale" });
  });

  it("a price slot leading with its approximate conversion ('ca. 872.000 € 1.385.000 CAD'): the figure not marked approximate", () => {
    const html = `<html lang="de"><body><main><h1>Einfamilienhaus in Kelowna</h1><div><span>ca. 872.000 €</span> <strong>1.385.000 CAD</strong></div><p>Wohnfläche 180 m²</p></main></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 1385000, currency: "CAD", period: "sale" });
  });

  it("a labelled 'Prix : 1 240 000 CAD (≈ 781 000 €)' beside a JSON-LD Offer in Canadian dollars: the first figure's own currency", () => {
    const html = `<html><head>${ld({ "@context": "https://schema.org", "@type": "Product", offers: { "@type": "Offer", price: 1240000, priceCurrency: "CAD" } })}</head><body><main><h1>Verger à Cawston</h1><dl><dt>Prix</dt><dd>1 240 000 CAD (≈ 781 000 €)</dd></dl></main></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 1240000, currency: "CAD", period: "sale" });
  });

  it("a tax shown in both currencies ('Annual taxes CAD 31,400 (approx. €19,800)') on a page with no price: no price", () => {
    const html = `<html><body><main><h1>Estate in West Vancouver</h1><p>Price on application.</p><p>Annual taxes CAD 31,400 (approx. €19,800)</p></main></body></html>`;
    expect(facts(html)?.price ?? null).toBeNull();
  });

  it("a page showing only the euro figure it converted ('€ 318.000'): the euros stand", () => {
    const html = `<html lang="it"><body><main><h1>Bilocale a Montréal</h1><div>€ 318.000</div><p>Prezzo convertito dai dollari canadesi, indicativo.</p></main></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 318000, currency: "EUR", period: "sale" });
  });

  it("an IDX plugin's `ihfKestrel.detail = {…}` with the listing's point: read for the place, not for its counts", () => {
    const detail = { listingNumber: "2470011", listPrice: 129900, bedrooms: 2, squareFeet: 980, latitude: 49.5102, longitude: -115.7633, nearby: [{ listingNumber: "2470012", listPrice: 99000, latitude: 49.52, longitude: -115.75 }, { listingNumber: "2470013", listPrice: 149000, latitude: 49.53, longitude: -115.74 }] };
    const html = `<html><body><main><h1>12 Pine Ave, Cranbrook, BC</h1><p>$129,900</p></main><script>var ihfKestrel = ihfKestrel || {}; ihfKestrel.config = ${json({ clientId: 7 })}; ihfKestrel.detail = ${json(detail)};</script></body></html>`;
    const got = facts(html);
    expect([got?.geo, got?.squareFootage ?? null]).toEqual([{ lat: 49.5102, lng: -115.7633 }, null]);
  });

  it("a listing record with its facts in one part and its place in another, beside the office's own place: the record's place", () => {
    const state = { locale: "fr-CA", listing: { id: "a1b2c3", rets: { mls_id: "NB990011" }, cur_data: { price: 214000, beds: 3, baths: 1, sqft: 1200 }, location: { address: "12, rue des Érables", locality: "Bathurst", coords: [47.6102, -65.6403] } }, org: { name: "Immobilier Exemple", address: "55, rue Main, Bathurst", coords: [47.6188, -65.6511] } };
    const html = `<html><body><main><h1>12, rue des Érables</h1><p>214 000 $</p></main><script>window.__PL_STATE__ = ${json(state)};</script></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 47.6102, lng: -65.6403 });
  });
});
