/** The traps of the fifty-sixth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/56") => extractFromHtml(html, url).structuredData;
const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpus 56)", () => {
  it("'Listing courtesy of Name, Firm. 503-…': the phone after the firm's stop leaves the agent and the firm apart", () => {
    const html = `<html><body><main><h1>410 SE Alder St Unit 3</h1><p>Portland, OR 97214</p><p>$389,000</p><section class="courtesy"><p>Listing courtesy of Dana Whitlock, Alder Street Realty. 503-555-0190.</p></section></main></body></html>`;
    const got = facts(html, "https://example.com/listing/56");
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Dana Whitlock", "Alder Street Realty"]);
  });

  it("an agent card's 'REALTOR® · Commercial' and 'Agente immobilière' lines are titles, never the firm", () => {
    const card = (title: string, firm: string) => `<html><body><main><h1>212 Main St</h1><p>Moncton, NB E1C 1B9</p><p>$259,000</p><section class="agent"><div class="agent-card"><h3>Lise Arsenault</h3><p>${title}</p><p>${firm}</p><p>506-555-0140</p></div></section></main></body></html>`;
    expect(facts(card("REALTOR® · Commercial", "Tidewater Realty Inc."))?.brokerageName).toBe("Tidewater Realty Inc.");
    expect(facts(card("Agente immobilière", "Immobilier Baie-des-Chaleurs inc."))?.brokerageName).toBe("Immobilier Baie-des-Chaleurs inc.");
  });

  it("a RESO record with no bedrooms (a business for sale) names its office: ListOfficeName is the brokerage", () => {
    const data = { ListingId: "E4400001", ListPrice: 99000, PropertyType: "Business", ListAgentFullName: "Omar Haddad", ListOfficeName: "Northgate Progressive" };
    const html = `<html><body><main><h1>9912 118 Avenue NW</h1><p>Edmonton, AB T5G 0N4</p><p>$99,000</p></main><script id="listing-json" type="application/json">${JSON.stringify(data)}</script></body></html>`;
    expect(facts(html)?.brokerageName).toBe("Northgate Progressive");
  });

  it("a newspaper's own office (NewsMediaOrganization) in JSON-LD is never the classified's address", () => {
    const paper = { "@context": "https://schema.org", "@type": "NewsMediaOrganization", name: "Prairie Daily", address: { "@type": "PostalAddress", streetAddress: "200 Broad Street", addressLocality: "Regina", addressRegion: "SK", postalCode: "S4R 1X1" } };
    const html = `<html><head>${ld(paper)}</head><body><main><h1>Cabin lot – Emma Lake</h1><p>$49,900</p><p>Lot for sale at 14 Birch Bay Road, Emma Lake, SK S0J 0N0. Power at the lot line.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address?.street, got?.address?.city, got?.postalCode]).toEqual(["14 Birch Bay Road", "Emma Lake", "S0J 0N0"]);
  });

  it("a microdata seller (RealEstateAgent) named as a person is the agent; its worksFor text without the branch office is the firm", () => {
    const html = `<html><body><main><article itemscope itemtype="https://schema.org/SingleFamilyResidence"><h1 itemprop="name">1184 Concession 8</h1><p>$699,000</p><aside itemprop="seller" itemscope itemtype="https://schema.org/RealEstateAgent"><h3 itemprop="name">Wendell Brubacher</h3><p>Sales Representative</p><p itemprop="worksFor">Saugeen Country Realty Ltd., Brokerage — Hanover Office</p></aside></article></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Wendell Brubacher", "Saugeen Country Realty Ltd., Brokerage"]);
    // With no worksFor, the person's name is no brokerage's.
    const bare = `<html><body><main><article itemscope itemtype="https://schema.org/SingleFamilyResidence"><h1 itemprop="name">1184 Concession 8</h1><p>$699,000</p><aside itemprop="seller" itemscope itemtype="https://schema.org/RealEstateAgent"><h3 itemprop="name">Wendell Brubacher</h3></aside></article></main></body></html>`;
    expect(facts(bare)?.brokerageName ?? null).toBeNull();
  });

  it("'Finished Above Grade' before 'Total Finished Area' (with the basement): the area above grade", () => {
    const html = `<html><body><main><h1>88 Sideroad 10</h1><p>$649,000</p><table><tr><th>Finished Above Grade</th><td>1,420 sq. ft.</td></tr><tr><th>Total Finished Area</th><td>2,300 sq. ft.</td></tr></table></main></body></html>`;
    expect(facts(html)?.squareFootage).toBe(1420);
  });

  it("a commercial summary's 'Price / SF' is the area's rate, not the price", () => {
    const html = `<html><body><main><h1>55 Plant Road</h1><p>Winnipeg, MB R2J 3T2</p><dl><dt>Price / SF</dt><dd>$142.10</dd><dt>Sale Price</dt><dd>$1,150,000</dd><dt>Building Area</dt><dd>8,100 SF</dd></dl></main></body></html>`;
    expect(facts(html)?.price?.amount).toBe(1150000);
  });

  it("a brokers' card with each broker's phone and e-mail on one line: the first broker, and the firm under them all", () => {
    const html = `<html><body><main><h1>700 Plinguet Street</h1><p>Winnipeg, MB R2J 2X1</p><p>$1,900,000</p><section class="brokers"><h2>Contact the Brokers</h2><div class="broker"><h3>Gregor Lindahl</h3><p>Vice President, Industrial</p><p>204-555-0191 · glindahl@example.ca</p></div><div class="broker"><h3>Tessa Ng</h3><p>Associate</p><p>204-555-0192 · tng@example.ca</p></div><p class="firm">Red River Commercial Realty Inc.</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Gregor Lindahl", "Red River Commercial Realty Inc."]);
  });

  it("a US 'Style Colonial' is a house; 'Listed by Name, Title' over 'Firm, Realtors - Town Office' names that firm (its branch office is no part of its name, normalise/firm.ts)", () => {
    const html = `<html><body><main><h1>12 Elm Ct</h1><p>Cranford, NJ 07016</p><p>$849,000</p><ul><li><span>Style</span><b>Colonial</b></li><li><span>Bedrooms</span><b>4</b></li></ul><section class="pd-agent"><h2>Listing Information</h2><p>Listed by <b>Maureen Kelleher</b>, Sales Associate</p><p>Hartwell, Realtors - Cranford Office</p></section></main></body></html>`;
    const got = facts(html, "https://example.com/12-elm-ct");
    expect([got?.propertyKind, got?.brokerageName]).toEqual(["house", "Hartwell, Realtors"]);
  });
});
