/** The traps of the forty-fourth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/44") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 44)", () => {
  it("'Listed by' over a team's name and its members' own cards (name, then title) names the first member; a roster under the team leaves the team", () => {
    const page = (members: string) => `<html><body><main><h1>88 Lakeshore Rd</h1><p>Timmins, ON P4N 2B7</p><p>$412,000</p><section class="listing-agents"><h2>Listed by</h2><p class="team-name">The Porcupine Lake Team</p>${members}<p>Northern Shield Realty Inc., Brokerage</p></section></main></body></html>`;
    const cards = facts(page(`<div class="agent"><p>Amélie Tremblay</p><p>Broker</p><p>705-555-0190</p></div><div class="agent"><p>Owen Kerr</p><p>Sales Representative</p></div>`));
    expect([cards?.listingAgentName, cards?.brokerageName]).toEqual(["Amélie Tremblay", "Northern Shield Realty Inc., Brokerage"]);
    const roster = facts(page(`<ul><li>Amélie Tremblay, Broker</li><li>Owen Kerr</li></ul>`));
    expect(roster?.listingAgentName).toBe("The Porcupine Lake Team");
  });

  it("a civic number's '½' stays ('57½ Bridge St'); a count's is its half ('1½ baths')", () => {
    const got = facts(`<html><body><main><h1>Upper flat for rent</h1><p>$1,450 /month</p><p>57½ Bridge St, Carleton Place, ON K7C 2V4</p><p>2 bedrooms, 1½ baths</p></main></body></html>`);
    expect([got?.address.street, got?.bathrooms]).toEqual(["57½ Bridge St", 1.5]);
  });

  it("'Listing Brokerage: Firm Inc., Brokerage — 350 Main St, Town, ON' is the firm without its office's address", () => {
    const got = facts(`<html><body><main><h1>12 Copperfield Way</h1><p>Barrhaven, Ottawa, ON K2J 5R1</p><p>Listed: $712,000</p><p>Listing Brokerage: Rideau Keystone Realty Inc., Brokerage — 120 Greenbank Rd, Nepean, ON K2H 8N5</p></main></body></html>`);
    expect(got?.brokerageName).toBe("Rideau Keystone Realty Inc., Brokerage");
  });

  it("'Listed by' over 'Name PREC* & Name' and the firm: the first agent without the designation, and the firm", () => {
    const got = facts(`<html><body><main><h1>3310 Fraser Street</h1><p>Vancouver, BC V5V 4C1</p><p>$1,899,000</p><section class="listed-by"><h3>Listed by</h3><p>Navdeep Gill PREC* &amp; Sofia Marchetti</p><p>Mountainview Realty Ltd.</p></section></main></body></html>`);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Navdeep Gill", "Mountainview Realty Ltd."]);
  });
});
