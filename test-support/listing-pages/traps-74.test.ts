/**
 * The traps of the seventy-fifth held-out corpus's misses on agent, brokerage, MLS® number, price, kind, area and lot
 * (small regional sites none had modelled), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/74") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 75)", () => {
  it("a lot's covenants in the prose ('minimum 1,400 sq ft dwelling') give no living area", () => {
    const html = `<html><body><main><h1>Lot 6 - Harbour View</h1><p>Price: $74,500</p><table><tr><td>Lot Size</td><td>0.92 acres</td></tr><tr><td>Civic Address</td><td>12 Gull Point Lane, Murray Harbour, PE C0A 1V0</td></tr></table><p>Lot 6 looks over the harbour to the lighthouse and the open Gulf beyond it. Every lot is subject to the building covenants (minimum 1,400 sq ft dwelling, no mobile homes, one outbuilding). Build your summer place ten minutes from the wharf.</p></main></body></html>`;
    expect(facts(html)?.squareFootage ?? null).toBeNull();
  });

  it("a classified's lot row naming its tenure before the size ('Lot: Owned, 50 x 110 ft'): the sides' product", () => {
    const html = `<html><body><main><h1>1998 mobile home on own lot – 9 Spruce Road</h1><div><label>Price:</label> <strong>$96,000</strong></div><div><label>Location:</label> <span>9 Spruce Road, Fort Smith, NT</span></div><div><label>Lot:</label> <span>Owned, 50 x 110 ft</span></div></main></body></html>`;
    expect(facts(html)?.lot).toEqual(expect.objectContaining({ value: 5500, unit: "ft2" }));
  });

  it("a co-op's 'Monthly housing charge' row is the month's rent", () => {
    const html = `<html><body><main><h1>Prairie Rose Co-op – 2 Bedroom Apartment</h1><table><tr><th>Address</th><td>4 - 310 Main Street, Swan River, MB R0L 1Z0</td></tr><tr><th>Bedrooms</th><td>2</td></tr><tr><th>Monthly housing charge</th><td>$865 (heat included)</td></tr><tr><th>Member share</th><td>$1,000, refundable</td></tr></table></main></body></html>`;
    expect(facts(html)?.price).toEqual(expect.objectContaining({ amount: 865, period: "month" }));
  });

  it("Alaska MLS's number with the year and a dash ('MLS# 24-10377') is the MLS® number", () => {
    const html = `<html><body><main><h1>1512 W Lakeview Drive, Wasilla, AK 99654</h1><p>$412,000</p><ul><li>Active</li><li>MLS# 24-10377</li></ul></main></body></html>`;
    expect(facts(html)?.mlsNumber).toBe("24-10377");
  });

  it("'Acreage 48± acres': the lot is 48 acres", () => {
    const html = `<html><body><main><h1>Tannery Road, Sangerville</h1><p>Sangerville, Maine 04479</p><p>$89,000</p><table><tr><td>Acreage</td><td>48± acres</td></tr><tr><td>Road Frontage</td><td>900 ft</td></tr></table></main></body></html>`;
    expect(facts(html)?.lot).toEqual(expect.objectContaining({ value: 48, unit: "acres" }));
  });

  it("a description offering 'acres of woodland in' a town, or a 'lot available by lease on' land: land", () => {
    const page = (description: string): string => `<html><head><meta name="description" content="${description}"></head><body><main><h1>Parcel 12</h1><p>$58,000</p></main></body></html>`;
    expect([facts(page("40 acres of woodland in Monson, Maine with 1,200 ft of road frontage."))?.propertyKind, facts(page("Residential lot available by 99-year prepaid lease on reserve land in Sechelt."))?.propertyKind]).toEqual(["land", "land"]);
  });

  it("a 'Listing Agent' heading over a sentence that leads to the names with a colon: the agent and the firm under it", () => {
    const html = `<html><body><main><h1>Lot 6 - Harbour View</h1><p>Price: $74,500</p><h3>Listing Agent</h3><p>This lot is also on the MLS® System. For showings please contact:<br><b>Gail Arsenault</b><br>Red Sands Realty Ltd.<br>Cell: 902-555-0141</p></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Gail Arsenault", "Red Sands Realty Ltd."]);
  });

  it("'Listing Broker: Name' over the broker's phone and e-mail lines, then the firm: that firm", () => {
    const html = `<html><body><main><h1>Tannery Road, Sangerville</h1><p>$89,000</p><table><tr><td><b>Listing Broker:</b> Colette Pelletier<br>Cell 207-555-0172<br>colette@example.com</td><td><b>North Woods Land, Inc.</b><br>PO Box 88<br>Dover-Foxcroft, ME 04426</td></tr></table></main></body></html>`;
    expect(facts(html)?.brokerageName).toBe("North Woods Land, Inc.");
  });

  it("a board's 'Listing Salesperson: Name, Salesperson · phone' row: the agent", () => {
    const html = `<html><body><main><h1>118 Main Street, Marathon, ON P0T 2E0</h1><p>List Price: $219,000</p><p><span>Listing Brokerage:</span> Lakehead Shore Realty Ltd., Brokerage</p><p><span>Listing Salesperson:</span> Josée Tremblay, Salesperson · 807-555-0144</p></main></body></html>`;
    expect(facts(html)?.listingAgentName).toBe("Josée Tremblay");
  });

  it("a sidebar card headed 'Your Coastline agent' on the firm's own site: its agent and firm", () => {
    const html = `<html><body><main><h1>Rennell Sound Cabin</h1><p>Queen Charlotte, BC V0T 1S0</p><p>$289,000</p><aside class="property-side"><div class="coast-agent"><h3>Your Coastline agent</h3><p class="name">Arne Lindgren</p><p>Personal Real Estate Corporation</p><p>Coastline Land Company</p><p>Cell 250-555-0190</p></div></aside></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Arne Lindgren", "Coastline Land Company"]);
  });
});
