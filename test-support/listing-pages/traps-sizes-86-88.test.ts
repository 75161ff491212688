/**
 * The traps of the eighty-sixth to eighty-eighth held-out corpora's misses on the home's area, the lot, the year built
 * and the MLS® number (an area label ending on its unit, a lot's acres row under its dimensions, realtor.ca's land
 * "Size Total Text", a title's acres, a converted mill's year, an MLS feed's RESO field name, a California Desert
 * board's number), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/8688") => extractFromHtml(html, url).structuredData;
const rows = (pairs: Array<[string, string]>): string => `<dl>${pairs.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl>`;

describe("listing page traps (held-out corpora 86–88: area, lot, year built and MLS® number)", () => {
  it("'Above Grade Sqft' before 'Total Finished Area' with the basement's: the area above grade", () => {
    const html = `<html><body><main><h1>17 Example Way NW</h1><p>$579,900</p>
${rows([["Bedrooms", "3"], ["Above Grade Sqft", "1,090 sqft"], ["Total Finished Area", "1,960 sqft"], ["Year Built", "1978"]])}</main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1090);
  });

  it("'Above Grade Sq. Ft.' over a bare figure, then a 'Finished Basement' row with its own: the area above grade", () => {
    const html = `<html><body><main><h1>8 Example Road</h1><p>$489,900</p>
${rows([["Bedrooms", "3 + 1"], ["Above Grade Sq. Ft.", "1,260"], ["Finished Basement", "840 sq. ft."], ["Year Built", "1968"]])}</main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1260);
  });

  it("'Lot Dimensions 45 x 140' above 'Lot Acres 0.14': the acres the page states, not the sides' product", () => {
    const html = `<html><body><main><h1>22 Example Ave</h1><p>$199,900</p><p>3 Beds 1 Bath 1,210 Sq. Ft.</p>
${rows([["Lot Dimensions", "45 x 140"], ["Lot Acres", "0.14"], ["Parcel ID", "12-345-678"]])}</main></body></html>`;
    expect(facts(html)?.lot).toMatchObject({ value: 0.14, unit: "acres" });
  });

  it("an MLS feed's 'LotSizeAcres' over a bare figure: the lot in acres", () => {
    const html = `<html><body><main><h1>5 Example St</h1><p>$349,000</p>${rows([["BedroomsTotal", "3"], ["LotSizeAcres", "1.25"]])}</main></body></html>`;
    expect(facts(html)?.lot).toEqual({ value: 1.25, unit: "acres" });
  });

  it("realtor.ca's land section 'Size Total Text 0.31 ac|under 1/2 acre': the lot in acres", () => {
    const html = `<html><body><main><h1>9 Example Street</h1><p>$319,900</p><p>3 Bedrooms</p>
<h2>Building</h2><div>Size Interior 1480 sqft</div><h2>Land</h2><div>Acreage No</div><div>Size Total Text 0.31 ac|under 1/2 acre</div></main></body></html>`;
    const got = facts(html);
    expect([got?.squareFootage, got?.lot]).toEqual([1480, { value: 0.31, unit: "acres" }]);
  });

  it("a classified's title 'Private 12-acre island', a neighbour's island in the description: the title's acres", () => {
    const html = `<html><head><title>Private 12-acre island on the lake | Houses for Sale</title></head><body><main><h1>Private 12-acre island on the lake</h1>
<p>Please Contact</p><p>Bedrooms 2</p><p>Our family cottage on its own island, a short boat ride from the landing. The island next to ours, about 30 acres, sold last year.</p></main></body></html>`;
    expect(facts(html)?.lot).toEqual({ value: 12, unit: "acres" });
  });

  it("a hard loft 'in the 1908 … mill, converted to lofts in 2001': the mill's year, not the conversion's", () => {
    const html = `<html><body><main><h1>Unit 204 - 10 Example Ave</h1><p>$899,000</p><p>1 Bd</p><p>1 Ba</p>
<p>A true hard loft in the 1908 Example Brothers textile mill, converted to 60 lofts in 2001. Timber beams and brick.</p></main></body></html>`;
    expect(facts(html)?.yearBuilt).toBe(1908);
  });

  it("a condo steps from 'the 1885 church' (a building it is not in): no year built", () => {
    const html = `<html><body><main><h1>Unit 3 - 14 Example St</h1><p>$429,000</p><p>2 Bd</p><p>1 Ba</p>
<p>Bright corner unit across from the 1885 Example church and steps to the market. Walk to the river trail.</p></main></body></html>`;
    expect(facts(html)?.yearBuilt ?? null).toBeNull();
  });

  it("an MLS feed's RESO field 'YearBuilt' over its value: the year built", () => {
    const html = `<html><body><main><h1>101 Example Dr #2</h1><p>$275,000</p>${rows([["BedroomsTotal", "2"], ["StoriesTotal", "3"], ["YearBuilt", "1979"], ["TaxYear", "2024"]])}</main></body></html>`;
    expect(facts(html)?.yearBuilt).toBe(1979);
  });

  it("the California Desert board's 'MLS# 219104556DA' (its area's letters after the digits): the number", () => {
    const html = `<html><body><main><h1>44 Example Ln, Palm Desert, CA 92260</h1><p>$349,000</p><p>2 bd | 2 ba | 1,210 sqft</p>
<p>Listing courtesy of Example Realty. MLS# 219104556DA · Source: the desert board</p></main></body></html>`;
    expect(facts(html)?.mlsNumber).toBe("219104556DA");
  });
});
