/**
 * The traps of the seventieth to seventy-second held-out corpora's misses on living area and lot: facts stated only in
 * a description's prose among figures that are not the listing's (a basement's, a shop's, a neighbour's lot, an
 * adjoining parcel), and a business-for-sale listing's "Building SF" row, each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/71") => extractFromHtml(html, url).structuredData;
const page = (prose: string, head = "<h1>27 Tamarack Lane, Sudbury, ON P3E 4L2</h1><p>$489,000</p>"): string => `<html><body><main>${head}<section class="description"><h2>Description</h2><p>${prose}</p></section></main></body></html>`;

describe("listing page traps (held-out corpora 70 to 72: area and lot in prose)", () => {
  it("'1,520 finished sq ft' in a description is the living area; a garage's year beside it is not", () => {
    const html = page("Built in 1931, this foursquare keeps its oak trim and pocket doors. The home has 1,520 finished sq ft, with 3 bedrooms upstairs and 2 baths. A detached garage was added in 2004. Three blocks to the river trail.");
    expect(facts(html)?.squareFootage).toBe(1520);
  });

  it("'1,860 sq ft above grade plus a finished basement (another 760 sq ft)': the area above grade", () => {
    const html = page("Welcome to this 4 bedroom, 3 bath two-storey on a quiet court. Offering 1,860 sq ft above grade plus a finished basement (another 760 sq ft) with a media room. Roof 2019, furnace 2021.");
    expect(facts(html)?.squareFootage).toBe(1860);
  });

  it("French prose's 'Superficie habitable d'environ 1 640 pi²' and 'Aire habitable de 1 310 pi²': the living area", () => {
    const centris = page("Cottage de 3 chambres construit en 1988, terrain de 7 200 pi² près du parc. Sous-sol aménagé avec salle familiale. Superficie habitable d'environ 1 640 pi². À 10 minutes de l'autoroute.", "<h1>Maison à vendre</h1><p>412 000 $</p>");
    const duproprio = page("Jumelé de 3 chambres, terrain de 3 950 pi². Aire habitable de 1 310 pi² (sans le sous-sol). Cabanon de 8 x 10 pi et toiture refaite en 2020.", "<h1>Jumelé à vendre</h1><p>319 000 $</p>");
    expect([facts(centris)?.squareFootage, facts(duproprio)?.squareFootage]).toEqual([1640, 1310]);
  });

  it("the one area in a description ('Approx. 1,340 sq ft with …'), not a shop's; none when a basement or upper floor has its own", () => {
    const one = page("Charming 3 bedroom semi close to the park and the schools. Approx. 1,340 sq ft with a bright living room and an updated kitchen. A 400 sq ft shop out back has power. Parking for 2.");
    const parts = page("Charming 3 bedroom semi close to the park and the schools. Approx. 1,340 sq ft with a bright living room and an updated kitchen. The 620 sq ft basement has its own entrance. Parking for 2.");
    const twoStorey = page("Charming 4 bedroom two-storey close to the park and the schools. The main floor offers 980 sq ft with a bright living room and an updated kitchen. Parking for 2.");
    expect([facts(one)?.squareFootage, facts(parts)?.squareFootage, facts(twoStorey)?.squareFootage]).toEqual([1340, null, null]);
  });

  it("a bungalow's 'main level offers approx. 1,090 sq ft' is its area above grade", () => {
    const html = page("This 2+1 bedroom raised bungalow sits on a quiet street near the college. The main level offers approx. 1,090 sq ft with a bright living room (14 x 12) and an updated kitchen. The lower level has a rec room and a third bedroom. Lovingly kept by the same owners for 25 years.");
    expect(facts(html)?.squareFootage).toBe(1090);
  });

  it("a description's 'built in 1988 on a 6,350 sq ft lot' is the lot; the lot next door's acres are not", () => {
    const html = page("Rancher built in 1988 on a 6,350 sq ft lot with mountain views. The 1,420 sq ft main floor has 3 bedrooms and 2 baths. The lot next door (0.3 acre) is also for sale.");
    expect(facts(html)?.lot).toEqual(expect.objectContaining({ value: 6350, unit: "ft2" }));
  });

  it("'farmhouse built in 1902 on 4.6 acres' and 'sits on 0.9 acres' are the lot; an adjoining woodlot sold separately is not", () => {
    const farm = page("The adjoining 20-acre woodlot is available separately for $60,000. Classic farmhouse built in 1902 on 4.6 acres at the edge of the village, with about 300 feet of river frontage and a 30 x 50 ft barn.");
    const cape = page("This 3 bed Cape built in 1979 sits on 0.9 acres at the end of a quiet road. Heat pump 2021 and a 24 x 30 garage.");
    expect([facts(farm)?.lot, facts(cape)?.lot]).toEqual([expect.objectContaining({ value: 4.6, unit: "acres" }), expect.objectContaining({ value: 0.9, unit: "acres" })]);
  });

  it("a business-for-sale listing's 'Building SF: 2,180' is its premises' area", () => {
    const html = `<html><body><main><h1>Established Pizzeria – Downtown Guelph</h1><p class="price"><span>Asking Price:</span> <b>$275,000</b></p><p><span>Cash Flow:</span> <b>$96,000</b></p><dl><dt>Location:</dt><dd>Guelph, ON</dd><dt>Real Estate:</dt><dd>Leased</dd><dt>Building SF:</dt><dd>2,180</dd><dt>Employees:</dt><dd>7</dd></dl></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(2180);
  });
});
