/**
 * The traps of the eighty-ninth to ninety-second held-out corpora's misses on bedrooms, bathrooms and the kind (a vacant
 * lot's page with other homes' counts and areas, a three-quarter bath in Zillow's RESO facts, a "Sub Type" row, a type
 * with its note in brackets, French full baths in the singular, a "1 1/2" bath count, a "Two Apartment House", a
 * villa, a description that splits a whole count of bath rooms, a German portal's guest WC and estate type, an Italian
 * portal's title and counts), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/8992") => extractFromHtml(html, url).structuredData;
const rooms = (html: string, url?: string): Array<number | null | undefined> => {
  const got = facts(html, url);
  return [got?.bedrooms ?? null, got?.bedroomsBelowGrade ?? null, got?.bathrooms ?? null, got?.bathroomsFull ?? null, got?.bathroomsHalf ?? null];
};

describe("listing page traps (held-out corpora 89 to 92: bedrooms, bathrooms, kind and a lot's other homes)", () => {
  it("a vacant lot's page with nearby homes' cards and a house-and-lot package: no bedrooms, baths or living area", () => {
    const state = { listing: { id: "L-5512", price: 62500, type: "Vacant Land", address: { street: "14 Aspen Bend", city: "Dawson Creek", region: "BC", postalCode: "V1G 0B7" } } };
    const html = `<html><head><title>14 Aspen Bend, Dawson Creek BC - Vacant Land</title></head><body><main>
      <h1>14 Aspen Bend</h1><p>Dawson Creek, BC V1G 0B7</p><p>$62,500</p>
      <p>Serviced lot on a quiet bend. Bring your own builder, or ask about our package: a 1,280 sq ft two-storey home with 3 bedrooms and 2 baths, lot included, from $468,000.</p>
      <dl><dt>Property Type</dt><dd>Land Only</dd><dt>Lot Size</dt><dd>0.19 Acres</dd></dl>
      <h2>Homes for sale near this lot</h2>
      <div class="card"><p>$389,000</p><p>22 Aspen Bend, Dawson Creek</p><p>4 Beds · 2 Baths · 1,640 SqFt</p></div>
      </main><script>window.__LOT_STATE__ = ${JSON.stringify(state)};</script></body></html>`;
    const got = facts(html);
    expect(got?.propertyKind).toBe("land");
    expect([got?.bedrooms ?? null, got?.bathrooms ?? null, got?.squareFootage ?? null]).toEqual([null, null, null]);
  });

  it("a land listing whose type names its cabin ('Recreational Land, Cabin'): the cabin's counts and area stay", () => {
    const html = `<html><body><main><h1>Lot 4 Moose Lake Trail, Kenora, ON</h1><p>$179,000</p>
      <dl><dt>Property Type</dt><dd>Recreational Land, Cabin</dd><dt>Acreage</dt><dd>12 acres</dd></dl>
      <p>Cabin: 2 bedrooms, 1 bathroom, 720 sq ft, wood stove and a screened porch.</p></main></body></html>`;
    const got = facts(html);
    expect(got?.propertyKind).toBe("land");
    expect([got?.bedrooms, got?.bathrooms, got?.squareFootage]).toEqual([2, 1, 720]);
  });

  it("Zillow's RESO facts 'bathroomsFull': 2 and 'bathroomsThreeQuarter': 1: three full baths", () => {
    const property = { zpid: 55120, price: 512000, currency: "USD", homeType: "SINGLE_FAMILY", bedrooms: 3, bathrooms: 3, livingArea: 1760, resoFacts: { bathroomsFull: 2, bathroomsThreeQuarter: 1, bathroomsHalf: 0 } };
    const cache = JSON.stringify({ "FullRenderQuery{\"zpid\":55120}": { property } });
    const state = { props: { pageProps: { componentProps: { gdpClientCache: cache } } } };
    const html = `<html><body><main><h1>901 Alder St, Bellingham, WA 98225</h1></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    expect(rooms(html, "https://www.zillow.com/homedetails/901-Alder-St-Bellingham-WA-98225/55120_zpid/").slice(2)).toEqual([3, 3, 0]);
  });

  it("an IDX page's 'Sub Type Townhouse' under 'Property Type Residential': a townhouse", () => {
    const html = `<html><body><main><h1>5-220 Prairie Rose Way, Moose Jaw, SK</h1><p>$198,000</p><dl><dt>Property Type</dt><dd>Residential</dd><dt>Sub Type</dt><dd>Townhouse</dd><dt>Bedrooms</dt><dd>2</dd></dl></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("townhouse");
  });

  it("a style row with its note in brackets ('Style: Two-storey half duplex (freehold, no strata fees)'): semi-detached", () => {
    const html = `<html><body><main><h1>31 Tamarack Row, Yellowknife, NT</h1><p>$465,000</p><p>Style: Two-storey half duplex (freehold, no strata fees)</p><p>Bedrooms: 3</p></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("semi-detached");
  });

  it("French rows 'Salles de bain complètes 2' and 'Salles d'eau 1' (the bath in the singular): two full and one half", () => {
    const html = `<html lang="fr"><body><main><h1>27, rue des Érables, Edmundston (N.-B.)</h1><p>239 000 $</p><dl><dt>Chambres</dt><dd>3</dd><dt>Salles de bain complètes</dt><dd>2</dd><dt>Salles d'eau</dt><dd>1</dd></dl></main></body></html>`;
    expect(rooms(html).slice(2)).toEqual([2.5, 2, 1]);
  });

  it("a bath count written with its half as a fraction ('Baths 2 1/2', '1½ baths'): two full and one half", () => {
    const html = `<html><body><main><h1>40 Elm Street, Truro, NS</h1><p>Asking Price $289,000</p><dl><dt>Bedrooms</dt><dd>3</dd><dt>Baths</dt><dd>2 1/2</dd></dl></main></body></html>`;
    expect(rooms(html).slice(2)).toEqual([2.5, 2, 1]);
    const badge = `<html><body><main><h1>8 Cove Road, Pictou, NS</h1><p>$219,000</p><dl><dt>Baths</dt><dd>1½</dd></dl></main></body></html>`;
    expect(rooms(badge).slice(2)).toEqual([1.5, 1, 1]);
  });

  it("a 'Building Type: Two Apartment House' (a house with its basement apartment): a house, not a condo", () => {
    const html = `<html><body><main><h1>9 Ridge Road, Gander, NL</h1><p>$264,000</p><dl><dt>Property Type</dt><dd>Single Family</dd><dt>Building Type</dt><dd>Two Apartment House</dd><dt>Bedrooms</dt><dd>4</dd></dl></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });

  it("a portal's 'Type Villa': a house", () => {
    const html = `<html><body><main><h1>Villa for sale in Penticton</h1><p>CAD 3,450,000</p><dl><dt>Type</dt><dd>Villa</dd><dt>Bedrooms</dt><dd>5</dd></dl></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });

  it("a 'Bathrooms 4' row and state that the description splits ('three full bathrooms and a powder room'): 3.5", () => {
    const state = { props: { pageProps: { listing: { id: 7731, price: 2890000, bedrooms: 4, bathrooms: 4, livingArea: 3900, address: { street: "12 Summit Lane", city: "Canmore", region: "AB" } } } } };
    const html = `<html><body><main><h1>12 Summit Lane, Canmore, AB</h1><p>$2,890,000</p><dl><dt>Bedrooms</dt><dd>4</dd><dt>Bathrooms</dt><dd>4</dd></dl>
      <p>The home offers four bedrooms, three full bathrooms and a powder room across two levels, with mountain views from every room.</p></main>
      <script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    expect(rooms(html).slice(2)).toEqual([3.5, 3, 1]);
  });

  it("a German portal's state: 'estateType': 'HOUSE' is a house, and 'guestToilet': true beside 'bathrooms': 2 a half bath", () => {
    const state = { expose: { onlineId: "9xq2", estateType: "HOUSE", price: { value: 1190000, currency: "CAD" }, livingSpace: 176, rooms: 5, bedrooms: 3, bathrooms: 2, guestToilet: true, address: { street: "77 Beach Drive", city: "Nanaimo", zip: "V9S 2K4" } } };
    const html = `<html lang="de"><body><main><h1>Haus mit Meerblick</h1><p>77 Beach Drive, V9S 2K4 Nanaimo</p></main><script id="app-state" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    const got = facts(html);
    expect(got?.propertyKind).toBe("house");
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([2.5, 2, 1]);
  });

  it("an Italian portal's 'Bilocale in vendita a Montréal' with '1 camera da letto' … '1 bagno': a condo of one bedroom and one bath", () => {
    const html = `<html lang="it"><head><title>Bilocale in vendita a Montréal - Plateau, Canada | Portale</title></head><body><main><h1>Bilocale, 4410 Rue Saint-Denis, Montréal</h1><p>€ 279.000</p><ul><li>2 locali</li><li>58 m² superficie</li><li>1 bagno</li></ul><p>Locali: 2 (1 camera da letto, 1 altro), 1 bagno</p></main></body></html>`;
    const got = facts(html);
    expect(got?.propertyKind).toBe("condo");
    expect([got?.bedrooms, got?.bathrooms]).toEqual([1, 1]);
  });
});
