/**
 * The traps of the seventieth to seventy-second held-out corpora's misses on bedrooms and bathrooms: counts in prose
 * among numbers that are not the facts (a neighbour's sale, a basement apartment's rooms, a floor's own rooms), French
 * rooms named floor by floor, a board's washroom pieces and a schema.org room count, each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/70") => extractFromHtml(html, url).structuredData;
const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const page = (prose: string, head = ""): string => `<html><head>${head}</head><body><main><h1>41 Alder Court, Vernon, BC V1T 3K8</h1><p>$574,000</p><p>${prose}</p></main></body></html>`;

describe("listing page traps (held-out corpora 70 to 72)", () => {
  it("a neighbour's sale in another sentence of the paragraph ('The house next door sold for $602,000') leaves the home's '3 bed' count", () => {
    expect(facts(page("Cozy 3 bed, 1 bath split level on a quiet bay. The house next door sold for $602,000 this summer."))?.bedrooms).toBe(3);
  });

  it("counts in words alone ('three bedrooms and two full baths'): the bedrooms and the baths", () => {
    const got = facts(page("Heritage home on a double lot with three bedrooms and two full baths, a sunroom and a detached workshop."));
    expect([got?.bedrooms, got?.bathrooms]).toEqual([3, 2]);
  });

  it("an adjective's count in words ('a permit for a three-bedroom home') on a lot's page is no bedroom count", () => {
    expect(facts(page("Serviced building lot with a septic permit for a three-bedroom home and power at the road."))?.bedrooms ?? null).toBeNull();
  });

  it("'Three baths in total: one up, one on the main and one down': three baths", () => {
    expect(facts(page("Family home on a corner lot. Three baths in total: one up, one on the main and one down."))?.bathrooms).toBe(3);
  });

  it("a highlight's '2 bedrooms on the main, 2 in the basement': two above grade and two below", () => {
    const got = facts(`<html><body><main><h1>9 Birch Bay, Brandon, MB R7A 2B6</h1><p>$318,000</p><ul><li>2 bedrooms on the main, 2 in the basement</li><li>1 full bath</li></ul></main></body></html>`);
    expect([got?.bedrooms, got?.bedroomsBelowGrade]).toEqual([2, 2]);
  });

  it("a house with 'a 1 bedroom basement suite': the house's bedrooms above grade, the suite's below", () => {
    const got = facts(page("Tidy 4 bedroom two-storey with a 1 bedroom basement suite rented at $1,100/month.", `<meta name="description" content="Two-storey with a rented 1 bedroom suite downstairs.">`));
    expect([got?.bedrooms, got?.bedroomsBelowGrade]).toEqual([4, 1]);
  });

  it("a basement apartment for rent whose every count is its own ('Bright 2 bed basement apartment'): no bedrooms below grade", () => {
    const got = facts(`<html><head><title>Bright 2 bed basement apartment - Westgate</title></head><body><main><h1>Bright 2 bed basement apartment - Westgate</h1><p>$1,800</p><p>Legal 2 bedroom basement apartment with its own entrance and laundry.</p></main></body></html>`);
    expect([got?.bedrooms, got?.bedroomsBelowGrade ?? null]).toEqual([2, null]);
  });

  it("'The basement has 1 more bedroom' after the main floor's '2 bedrooms': one bedroom below grade", () => {
    const got = facts(page("The main floor has 2 bedrooms and a 4 pc bath. The basement has 1 more bedroom and a laundry room."));
    expect([got?.bedrooms, got?.bedroomsBelowGrade]).toEqual([2, 1]);
  });

  it("the main floor's '2 full baths' and the basement's 'a full bath' in another sentence: three full baths", () => {
    const got = facts(page("The main floor has 3 bedrooms and 2 full baths. Downstairs are 1 more bedroom, a full bath and a games room."));
    expect([got?.bathrooms, got?.bathroomsFull]).toEqual([3, 3]);
  });

  it("a French description naming its rooms floor by floor ('et salle d'eau', 'une salle de bain complète'): one full bath and one half", () => {
    const html = `<html lang="fr"><body><main><h1>112, rue des Pins, Granby</h1><p>379 000 $</p><p>Cottage de 3 chambres. Au rez-de-chaussée : cuisine, salle à manger et salle d'eau. À l'étage : les 3 chambres et une salle de bain complète avec bain sur pattes.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([1.5, 1, 1]);
  });

  it("TRREB's 'Washroom Details 1 x 2pc (Main), 1 x 4pc (2nd)' under 'Washrooms 2': one full bath and one half", () => {
    const html = `<html><body><main><h1>5-210 Lakeview Road, Barrie, ON L4N 8P2</h1><p>$649,000</p><dl><dt>Bedrooms</dt><dd>2</dd><dt>Washrooms</dt><dd>2</dd><dt>Washroom Details</dt><dd>1 x 2pc (Main), 1 x 4pc (2nd)</dd></dl></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([1.5, 1, 1]);
  });

  it("a JSON-LD numberOfRooms of 5 beside an embedded state's 'beds: 4': the bedrooms are 4, not left out", () => {
    const state = `<script>window.__LISTING__ = ${JSON.stringify({ listing: { price: 459000, beds: 4, baths: 2, address: "77 Ridge Road" } })}</script>`;
    const html = `<html><head>${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "77 Ridge Road", address: { "@type": "PostalAddress", streetAddress: "77 Ridge Road", addressLocality: "Moncton", addressRegion: "NB" }, numberOfRooms: 5 })}${state}</head><body><main><h1>77 Ridge Road, Moncton, NB</h1><p>$459,000</p></main></body></html>`;
    expect(facts(html)?.bedrooms).toBe(4);
  });
});
