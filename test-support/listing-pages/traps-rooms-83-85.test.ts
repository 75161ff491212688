/**
 * The traps of the eighty-third to eighty-fifth held-out corpora's misses on bedrooms, bathrooms and the kind (a plex's
 * main unit's badges under their heading, one apartment's bath in its parenthesis, rows above and below grade under a
 * structured total, a decimal total split in brackets, a "Ranch" style, a summary line led by its kind), each in a
 * small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/8385") => extractFromHtml(html, url).structuredData;
const rooms = (html: string): Array<number | null | undefined> => {
  const got = facts(html);
  return [got?.bedrooms ?? null, got?.bedroomsBelowGrade ?? null, got?.bathrooms ?? null, got?.bathroomsFull ?? null, got?.bathroomsHalf ?? null];
};

describe("listing page traps (held-out corpora 83 to 85: bedrooms, bathrooms and kind)", () => {
  it("a plex's 'Unité principale' heading over its badges ('5 pièces', '2 chambres', '1 salle de bain'), the unit 'un 5 ½ de deux chambres' in prose: no building total", () => {
    const html = `<html lang="fr"><body><main><h1>Duplex à vendre</h1><h2>412-414, rue des Ormes, Sherbrooke</h2><p>489 000 $</p><div class="teaser"><h3>Unité principale</h3><div>5 pièces</div><div>2 chambres</div><div>1 salle de bain</div></div><p>Duplex de 1952. Le rez-de-chaussée est un 5 ½ de deux chambres, libre à l'acheteur; le 4 ½ de l'étage est loué.</p><dl><dt>Nombre d'unités</dt><dd>Résidentiel (2)</dd></dl></main></body></html>`;
    expect(rooms(html)).toEqual([null, null, null, null, null]);
  });

  it("a plex's 'Main unit: 6 rooms, 3 bedrooms, 1 bathroom' line: that unit's counts, no building total", () => {
    const html = `<html><body><main><h1>Triplex for sale</h1><h2>77 Maple Row, Gatineau</h2><p>$659,000</p><p>Main unit: 6 rooms, 3 bedrooms, 1 bathroom</p><p>Residential units: 1 × 6 ½, 2 × 4 ½</p></main></body></html>`;
    expect(rooms(html)).toEqual([null, null, null, null, null]);
  });

  it("a mixed-use building's 'Apartment 1 (2 bedrooms, 1 bath, 760 sq ft) rented at $1,450/month': one apartment's bath, no building total", () => {
    const html = `<html><body><main><h1>88 King Street W</h1><p>$799,000</p><p>Building Type: Commercial Mix</p><p>Ground floor shop leased to a bakery. Above it, Apartment 1 (2 bedrooms, 1 bath, 760 sq ft) rented at $1,450/month and Apartment 2 (1 bedroom, 1 bath, 610 sq ft), vacant.</p></main></body></html>`;
    expect(rooms(html)).toEqual([null, null, null, null, null]);
  });

  it("rows 'Bedrooms Above Grade 5' and 'Bedrooms Below Grade 1' under a JSON-LD numberOfBedrooms 6: five above grade, one below", () => {
    const ld = { "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "19 Birch Lane", numberOfBedrooms: 6, address: { "@type": "PostalAddress", streetAddress: "19 Birch Lane", addressLocality: "Moncton", addressRegion: "NB" } };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><main><h1>19 Birch Lane</h1><p>$459,000</p><dl><dt>Bedrooms Above Grade</dt><dd>5</dd><dt>Bedrooms Below Grade</dt><dd>1</dd></dl></main></body></html>`;
    expect(rooms(html).slice(0, 2)).toEqual([5, 1]);
  });

  it("a 'Baths' row '2.5 (2 full, 1 half)' after a 'Beds' row's '3': two full baths and a half, never the beds' 3", () => {
    const html = `<html><body><main><h1>4-21 Larch Crescent</h1><p>$512,000</p><dl><dt>Type</dt><dd>Townhouse</dd><dt>Beds</dt><dd>3</dd><dt>Baths</dt><dd>2.5 (2 full, 1 half)</dd><dt>Living Area</dt><dd>1,380 sq ft</dd></dl></main></body></html>`;
    expect(rooms(html)).toEqual([3, null, 2.5, 2, 1]);
  });

  it("a 'Style' row 'Ranch with bonus room' beside 'Property Type Single Family': a ranch-style house, never a farm", () => {
    const html = `<html><body><main><h1>62 Orchard Road</h1><p>$389,000</p><dl><dt>Property Type</dt><dd>Single Family</dd><dt>Style</dt><dd>Ranch with bonus room</dd><dt>Bedrooms</dt><dd>3</dd></dl></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });

  it("a summary line led by its kind ('Lakeside Cottage · 2 Bedrooms · 1 Bath · 720 sq ft'), a sold card's 'SOLD $280,000 · 2 bed cabin' below: a house", () => {
    const html = `<html><body><main><h1>9 Shore Road, Victoria Beach</h1><p>$319,000</p><p>Lakeside Cottage · 2 Bedrooms · 1 Bath · 720 sq ft · Built 1958</p><p>A cozy place by the water.</p><h2>Recently Sold</h2><p>SOLD $280,000 · 2 bed cabin · 50' x 100' lot</p></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });

  it("a house's 'The main unit features three bedrooms' sentence (a house with its basement suite): the house's count stays", () => {
    const html = `<html><body><main><h1>5 Elm Court</h1><p>$429,000</p><p>3 bedrooms · 2 baths</p><p>The main unit features three bedrooms and a renovated kitchen; the basement has a one-bedroom suite.</p></main></body></html>`;
    expect(rooms(html).slice(0, 1)).toEqual([3]);
  });
});
