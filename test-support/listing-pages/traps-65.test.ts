/**
 * The traps of the sixty-fifth held-out corpus's misses on classifieds, rental and chalet sites and a boutique brokerage,
 * each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/65") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 65)", () => {
  it("a block of other ads under its heading ('More in Real Estate'): their bedrooms are none of a lot's", () => {
    const html = `<html><body><main><article><h1>Treed lot near the lake</h1><p>Lot 4, 12 Birch Lane, Rothesay, NB E2E 1A1. Asking $58,000.</p></article><section class="cl-more"><h2>More in Real Estate</h2><ul><li><a href="/ad/1">3 bedroom house for rent, Sussex — $1,900/month</a></li></ul></section></main></body></html>`;
    expect(facts(html)?.bedrooms ?? null).toBeNull();
  });

  it("other buildings' cards under 'Other … communities' ('1 to 3 bed') leave a suite's features list its counts", () => {
    const html = `<html><body><main><h1>Suite 702 · Harbour House</h1><p>702 - 10 Water Street, Halifax, NS B3J 1A1</p><p><strong>$2,050</strong> / month</p><section><h2>Suite features</h2><ul><li>2 bedrooms, one with a walk-in closet</li><li>880 sq. ft. layout with a balcony</li></ul></section><section class="cards"><h2>Other Harbour communities</h2><div><a href="/b">From $1,600/mo · 1 to 3 bed</a></div></section></main></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms, got?.squareFootage]).toEqual([2, 880]);
  });

  it("a features item that opens on the full baths ('2 full bathrooms (ensuite with …)'): that many baths, all full", () => {
    const html = `<html><body><main><h1>Suite 310 · The Arden</h1><p>310 - 44 Main Street, Dartmouth, NS B2Y 1A1</p><p>$1,995 / month</p><ul><li>2 bedrooms</li><li>2 full bathrooms (ensuite with glass shower)</li></ul></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull]).toEqual([2, 2]);
  });

  it("a building's paragraph that opens on its completion ('Completed in 2016, X is a 17-storey residence'): the year built", () => {
    const html = `<html><body><main><h1>Suite 904 · The Wexford</h1><p>904 - 5 Queen Street, Halifax, NS B3H 1A1</p><p>$2,300 / month</p><section><h2>About The Wexford</h2><p>Completed in 2012, The Wexford is a 14-storey residence with a rooftop terrace.</p></section></main></body></html>`;
    expect(facts(html)?.yearBuilt).toBe(2012);
  });

  it("a land ad's sentence that opens on its acres at the whole address: the street, the city and the lot", () => {
    const html = `<html><body><main><article><h1>RIVERFRONT ACREAGE</h1><p>3.1 acres of mixed forest at 41 Ferry Road, Gagetown, NB E5M 1A1. About 200 ft on the river. Asking <strong>$64,000</strong>.</p></article></main></body></html>`;
    const got = facts(html);
    expect([got?.address?.street, got?.address?.city, got?.lot]).toEqual(["41 Ferry Road", "Gagetown", expect.objectContaining({ value: 3.1, unit: "acres" })]);
  });

  it("a French map container ('carte') with data-lat and data-lng places the listing", () => {
    const html = `<html lang="fr"><body><main><h1>Chalet du Ruisseau</h1><p>12, chemin du Lac, Val-David (Québec) J0T 2N0</p><p>Prix : 429 000 $</p><div class="carte" data-lat="46.0301" data-lng="-74.2102"></div></main></body></html>`;
    expect(facts(html)?.geo).toEqual({ lat: 46.0301, lng: -74.2102 });
  });

  it("an area a caption calls the living space ('1 280 pi² habitables sur deux niveaux') is the home's", () => {
    const html = `<html lang="fr"><body><main><h1>Chalet des Bouleaux</h1><p>8, chemin des Bouleaux, Lac-Supérieur (Québec) J0T 1P0</p><p>Prix : 389 000 $</p><ol><li><img src="/1.jpg" alt=""><span>Salon avec poêle à bois, 1 280 pi² habitables sur deux niveaux</span></li></ol></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1280);
  });

  it("a heading's eyebrow of the place and the kind ('Leslieville · Semi-Detached') names the kind", () => {
    const html = `<html><body><main><section><p class="eyebrow">Leslieville · Semi-Detached</p><h1>22 Curzon Street</h1><p>Toronto, ON M4M 3B4</p><p>Offered at $1,249,000</p></section></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("semi-detached");
  });

  it("a farm classified's description that names the farm before its particulars ('… cattle farm with …'): a farm", () => {
    const html = `<html><head><meta name="description" content="Farm Real Estate: 160 acre mixed farm with 1,200 sq ft bungalow, Hamiota, MB. $640,000."></head><body><main><article><h1>MIXED FARM — HAMIOTA AREA</h1><p>Asking $640,000.</p></article></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("farm");
  });
});
