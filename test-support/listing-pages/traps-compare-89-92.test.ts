/**
 * The traps of the eighty-ninth held-out corpus's misses on a portal's "compare" view: the site's own agent on the card
 * that invites questions (a staff title naming the portal after a comma; a firm named for the site's host while the
 * listing is another firm's), and the kind of a unit in a tower that no word of the page names, each in a small page of
 * its own, with the pages where the rule must not reach.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url: string) => extractFromHtml(html, url).structuredData;
const pair = (html: string, url: string): [string | null, string | null] => {
  const got = facts(html, url);
  return [got?.listingAgentName ?? null, got?.brokerageName ?? null];
};
const page = (title: string, body: string): string =>
  `<html><head><title>${title}</title></head><body><main><h1>31 Tern Court</h1><p>$612,000</p><p>3 Beds · 2 Baths · 1,480 sq ft</p>${body}</main></body></html>`;
const listingFirm = (firm: string): string => `<dl><dt>Listing Brokerage</dt><dd>${firm}</dd></dl>`;
const card = (cls: string, lines: string[]): string =>
  `<aside class="${cls}"><h3>Questions about this home?</h3>${lines.map((l) => `<p>${l}</p>`).join("")}</aside>`;

describe("listing page traps (held-out corpora 89–92: a compare view's agent and kind)", () => {
  const portal = "https://www.zolo.ca/ottawa-real-estate/31-tern-court";

  it("a portal's card whose title names the portal after a comma ('Sales Representative, Zolo.ca'): no agent, the listing's firm", () => {
    const html = page("31 Tern Court, Kanata | Zolo.ca", `${listingFirm("Carp River Realty Inc., Brokerage")}</main><aside class="zl-agent"><h3>Questions about this home?</h3><p class="zl-agent__name">Dana Whitfield</p><p class="zl-agent__title">Sales Representative, Zolo.ca</p><p>613-555-0182</p></aside><main>`);
    expect(pair(html, portal)).toEqual([null, "Carp River Realty Inc., Brokerage"]);
  });

  it("a portal's card whose title names another firm after the comma: that agent still", () => {
    const html = page("31 Tern Court, Kanata | Zolo.ca", `${listingFirm("Carp River Realty Inc., Brokerage")}</main><aside class="zl-agent"><h3>Listing agent</h3><p class="zl-agent__name">Dana Whitfield</p><p class="zl-agent__title">Sales Representative, Carp River Realty</p><p>613-555-0182</p></aside><main>`);
    expect(pair(html, portal)[0]).toBe("Dana Whitfield");
  });

  it("a card whose firm is the site's own, named for its host, beside another firm's listing: no agent, the listing's firm", () => {
    const own = card("agent-card", ['<span class="name">Jordan Pike</span>', "Sales Representative", '<span class="office">Harbourline Realty Inc., Brokerage</span>', "613-555-0148"]);
    const html = page("31 Tern Court, Kanata | Harbourline Realty", `${listingFirm("Carp River Realty Inc., Brokerage")}${own}`);
    expect(pair(html, "https://www.harbourlinerealty.ca/listings/31-tern-court")).toEqual([null, "Carp River Realty Inc., Brokerage"]);
    // A portal's licensed firm with its domain in its name ("Zolo Realty Inc."): the same.
    const staff = card("agent-card", ['<span class="name">Jordan Pike</span>', "Sales Representative", '<span class="office">Zolo Realty Inc., Brokerage</span>']);
    expect(pair(page("31 Tern Court, Kanata | Zolo.ca", `${listingFirm("Carp River Realty Inc., Brokerage")}${staff}`), portal)).toEqual([null, "Carp River Realty Inc., Brokerage"]);
  });

  it("the site's own firm's card on its own listing (its firm the one listed, or none other named): the agent", () => {
    const own = card("agent-card", ['<span class="name">Jordan Pike</span>', "Sales Representative", '<span class="office">Harbourline Realty Inc., Brokerage</span>', "613-555-0148"]);
    const url = "https://www.harbourlinerealty.ca/listings/31-tern-court";
    expect(pair(page("31 Tern Court, Kanata | Harbourline Realty", `${listingFirm("Harbourline Realty Inc., Brokerage")}${own}`), url)).toEqual(["Jordan Pike", "Harbourline Realty Inc., Brokerage"]);
    expect(pair(page("31 Tern Court, Kanata | Harbourline Realty", own), url)).toEqual(["Jordan Pike", "Harbourline Realty Inc., Brokerage"]);
  });

  const tower = (street: string, particulars: string, title = `${street} | Example Homes`): string =>
    `<html><head><title>${title}</title></head><body><main><h1>${street}</h1><p>$589,000</p><p>2 Beds · 2 Baths · 850 sq ft</p><section class="building"><h2>The Meridian</h2><p>${particulars}</p></section></main></body></html>`;
  const kind = (html: string): string | null => facts(html, "https://example.com/listing/2204")?.propertyKind ?? null;

  it("a unit before its civic number in a building of 31 storeys, no kind named: a condo", () => {
    expect(kind(tower("2204-77 Lakeview Rd", "77 Lakeview Rd · 31 storeys · 2016"))).toBe("condo");
    expect(kind(tower("Unit 2204 at The Meridian", "31 storeys · 280 units · built 2016"))).toBe("condo");
  });

  it("a townhouse complex's unit (three storeys), a house's storeys, or a kind the title names: not the tower's rule", () => {
    expect(kind(tower("12-2241 Labieux Rd", "2241 Labieux Rd · 3 storeys · 48 units"))).toBeNull();
    expect(kind(tower("44 Birch Ave", "44 Birch Ave · 6 storeys · 2016"))).toBeNull();
    expect(kind(tower("1204-77 Lakeview Rd", "77 Lakeview Rd · 31 storeys · 2016", "Office space for lease - 1204-77 Lakeview Rd | Example Homes"))).toBe("commercial");
    // The storeys in a sentence, never a building's particulars.
    expect(kind(tower("2204-77 Lakeview Rd", "Views over the 31 storeys of the tower next door."))).toBeNull();
  });
});
