/**
 * The traps of the seventieth to seventy-second held-out corpora's misses on the listing agent, the brokerage and the
 * MLS® number, each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/72") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpora 70 to 72: agent, brokerage, MLS® number)", () => {
  it("a card's name and office in inline elements under 'Listed by' ('Name Firm Ltd.' on one line): the office its markup names", () => {
    const html = `<html><body><main><h1>31 Front Street</h1><p>Pictou, NS B0K 1H0</p><p>$318,000</p><div class="agent-box"><h2>Listed by</h2><div class="agent"><span class="agent-name">Rowan Fraser</span><span class="agent-office">Northumberland Coast Realty Inc.</span><span class="agent-phone">(902) 555-0168</span></div></div></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Rowan Fraser", "Northumberland Coast Realty Inc."]);
  });

  it("a firm's line under the agent led by its own caption ('Brokered by Firm'): the firm without the caption", () => {
    const html = `<html><body><main><h1>12 Elm St, Augusta, ME 04330</h1><p>$264,500</p><section class="ldp-agent"><h2>Listed by</h2><div class="agent-branding"><p>Marisa Doucette</p><p>Brokered by Kennebec Valley Realty</p><p>(207) 555-0143</p></div></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Marisa Doucette", "Kennebec Valley Realty"]);
  });

  it("'Listing courtesy of Name of Firm LLC.': the agent, and the firm without the sentence's stop", () => {
    const html = `<html><body><main><h1>210 Pelican Way #4, Naples, FL 34102</h1><p>$415,000</p><p class="courtesy">Listing courtesy of Dana Whitley of Sunset Key Realty LLC.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Dana Whitley", "Sunset Key Realty LLC"]);
  });

  it("a private-sale portal's advisor card titled by the portal's name and a region ('Conseillère DuProprio, Estrie'): no agent", () => {
    const html = `<html><head><title>Maison à vendre, Magog | DuProprio | 1123456</title></head><body><main><h1>Maison à vendre</h1><p>112, rue Principale, Magog</p><p>389 000 $</p><section class="listing-advisor"><h2>Besoin d'aide?</h2><div class="advisor-card"><p class="advisor-name">Camille Bérubé</p><p class="advisor-title">Conseillère DuProprio, Estrie</p><p>1 800 555-0123</p></div></section></main></body></html>`;
    expect(facts(html, "https://duproprio.com/fr/magog/maison-a-vendre/hab-112-rue-principale-1123456")?.listingAgentName ?? null).toBeNull();
  });

  it("a team's members with their own name elements and phones (no title) are cards: the first member lists the home", () => {
    const page = (members: string) => `<html><body><main><h1>14-2210 Clearbrook Road</h1><p>Abbotsford, BC V2T 2X4</p><p>$649,000</p><section class="ld-agents"><h2>Listed by</h2><div class="team-card"><p class="team-name">The Sidhu Grewal Team</p>${members}<p class="office">Fraser Ridge Realty Ltd.</p></div></section></main></body></html>`;
    const cards = facts(page(`<ul class="team-members"><li><span class="agent-name">Harpreet Sidhu PREC*</span> <span class="agent-phone">604-555-0131</span></li><li><span class="agent-name">Jasleen Grewal</span> <span class="agent-phone">604-555-0187</span></li></ul>`));
    expect([cards?.listingAgentName, cards?.brokerageName]).toEqual(["Harpreet Sidhu", "Fraser Ridge Realty Ltd."]);
    // A roster of the members with their titles after the names stays the team's.
    const roster = facts(page(`<ul class="team-members"><li><span class="agent-name">Harpreet Sidhu</span>, Sales Representative · 604-555-0131</li><li><span class="agent-name">Jasleen Grewal</span>, Sales Representative · 604-555-0187</li></ul>`));
    expect(roster?.listingAgentName).toBe("The Sidhu Grewal Team");
  });

  it("a Centris agency's office after a dash in French (' - Bureau de Granby'): the agency without its office", () => {
    const html = `<html><body><main><h1>45, rue Dufferin, Granby</h1><p>329 000 $</p><div class="broker-card"><p class="broker-name">Sylvie Lemaire</p><p class="agency-name">Groupe Immobilier Yamaska Ltée - Bureau de Granby</p></div></main></body></html>`;
    expect(facts(html)?.brokerageName).toBe("Groupe Immobilier Yamaska Ltée");
  });

  it("an office's page with the agent's team under the name, then the brokerage: the brokerage, not the team", () => {
    const html = `<html><body><main><h1>88 Birchdale Avenue</h1><p>Winnipeg, MB R2H 1S4</p><p>$364,900</p><section class="listing-agent"><h2>Listing Agent</h2><div><p>Lorna Kowalczyk</p><p>Kowalczyk Home Group</p><p>204-555-0119</p><p>Prairie Gate Realty Inc.</p></div></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Lorna Kowalczyk", "Prairie Gate Realty Inc."]);
  });

  it("a rental page's block 'Also in <building>' with the building's suites for sale ('For sale · MLS® R…'): none of their numbers", () => {
    const html = `<html><body><main><h1>2104-1009 Harwood Street</h1><p>Vancouver, BC V6E 1R7</p><p>$2,850/month</p><p>1 bed · 1 bath · 590 sq ft</p><section class="building-units"><h3>Also in The Bellevue</h3><div class="card"><p>$799,000</p><p>#1502 · 1 bed · 1 bath</p><p>For sale · MLS® R3077123</p></div></section></main></body></html>`;
    expect(facts(html)?.mlsNumber ?? null).toBeNull();
  });
});
