/**
 * The traps of the eighty-sixth to eighty-eighth held-out corpora's misses on the listing agent, the brokerage and the
 * price (an IDX credit of the firm with the agent's own label after a comma, a phone after a comma ending the firm's
 * piece, a state's bare amount that the page shows as a rent, a brokerage's own site naming itself only in its
 * footer's copyright line), each in a small page of its own, with the pages where the site's owner is not the firm.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/8688") => extractFromHtml(html, url).structuredData;
const pair = (html: string, url?: string): [string | null, string | null] => {
  const got = facts(html, url);
  return [got?.listingAgentName ?? null, got?.brokerageName ?? null];
};
const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

/** A brokerage's own site: its listing, the agent in a "Listed by" line, the firm in the footer's copyright only. */
const ownSite = (agentLines: string, footer = "<p><strong>Bayfield Shore Realty Ltd.</strong><br>12 Main Street, Bayfield, ON N0M 1G0</p><p>© 2025 Bayfield Shore Realty Ltd.</p>"): string =>
  `<html><head><title>44 Jowett Street, Bayfield — Bayfield Shore Realty</title></head><body><header><a href="/">Bayfield Shore Realty</a></header><main><h1>44 Jowett Street, Bayfield</h1><h2>$689,000</h2><p>3 Bedrooms · 2 Baths · 1,420 sq ft</p><p>A brick bungalow two blocks from the beach, with a detached garage and a deep lot.</p>${agentLines}<a href="/contact">Book a Showing</a></main><footer>${footer}</footer></body></html>`;

describe("listing page traps (held-out corpora 86–88: agent, brokerage and price)", () => {
  it("an IDX credit of the firm with the agent's label after a comma ('Listing courtesy of Firm LLC, listed by Name'), the site's own agent in a panel below: that agent and firm", () => {
    const html = `<html><head><title>12 Egret Way #201, Naples, FL 34102 | Gulfside Homes</title></head><body><main><h1>12 Egret Way #201</h1><p>$412,000</p><p>2 bd · 2 ba · 1,104 sqft</p><section class="courtesy"><p>Listing courtesy of <strong>Mangrove Bay Realty LLC</strong>, listed by <strong>Tessa Ruiz-Whitman</strong>, 239-555-0181.</p></section><aside class="agent-panel"><h3>Your Gulfside agent</h3><div class="agent-panel__name">Oren Delacroix</div><div class="agent-panel__role">REALTOR®</div><a href="tel:2395550144">239-555-0144</a></aside></main></body></html>`;
    expect(pair(html)).toEqual(["Tessa Ruiz-Whitman", "Mangrove Bay Realty LLC"]);
  });

  it("an IDX credit of the agent and the firm, the firm's phone after a comma ('Name, Firm Realty, (360) 555-0144'): the firm without the comma", () => {
    const html = `<html><body><main><h1>902 Alder Lane</h1><p>$515,000</p><p>3 bd · 2 ba</p><p>Listing Courtesy of: Noel Brandvold, Pacific Crest Realty, (360) 555-0144</p></main></body></html>`;
    expect(pair(html)).toEqual(["Noel Brandvold", "Pacific Crest Realty"]);
  });

  it("a structured price with no period that the page's labelled price shows as a rent ('Listed $2,450/month' beside 'Leased $2,350'): the rent, never a sale price", () => {
    const html = `<html><head><title>805 - 30 Elm Drive, Mississauga - Leased | Example</title>${ld({ "@context": "https://schema.org", "@type": "Product", name: "805 - 30 Elm Drive", offers: { "@type": "Offer", price: 2450, priceCurrency: "CAD" } })}</head><body><main><h1>805 - 30 Elm Drive</h1><div class="sold-price"><span class="label">Leased</span> <span class="value">$2,350</span></div><div class="list-price"><span class="label">Listed</span> <span class="value">$2,450</span><span class="unit">/month</span></div><dl><dt>Bedroom</dt><dd>1</dd><dt>Bathroom</dt><dd>1</dd></dl></main></body></html>`;
    expect(facts(html)?.price).toMatchObject({ amount: 2450, period: "month" });
  });

  it("a brokerage's own site whose agent line names no firm, the firm only in the footer's copyright line, its host the firm's name: that firm", () => {
    expect(pair(ownSite("<p>Listed by <strong>Marta Jovanovic</strong>, REALTOR® · cell 519-555-0123</p>"), "https://www.bayfieldshorerealty.ca/listings/44-jowett-street")).toEqual(["Marta Jovanovic", "Bayfield Shore Realty Ltd."]);
  });

  it("the same page on another host (an IDX site of its own, not the firm's name): no firm", () => {
    expect(pair(ownSite("<p>Listed by <strong>Marta Jovanovic</strong>, REALTOR® · cell 519-555-0123</p>"), "https://www.huroncountyhomes.ca/listings/44-jowett-street")).toEqual(["Marta Jovanovic", null]);
  });

  it("the firm's own site with a co-listing agent of another firm beside its agent: the site's owner is not taken for the firm", () => {
    const lines = "<p>Listed by <strong>Marta Jovanovic</strong>, REALTOR® · cell 519-555-0123</p><p>Co-listed with Dev Aulakh, Lakeshore Huron Realty Inc.</p>";
    expect(pair(ownSite(lines), "https://www.bayfieldshorerealty.ca/listings/44-jowett-street")[1]).not.toBe("Bayfield Shore Realty Ltd.");
  });

  it("a copyright holder that is no brokerage by its name ('© 2025 Bayfield Shore Homes Inc.' on bayfieldshorehomes.ca): no firm", () => {
    const footer = "<p>© 2025 Bayfield Shore Homes Inc.</p>";
    expect(pair(ownSite("<p>Listed by <strong>Marta Jovanovic</strong>, REALTOR® · cell 519-555-0123</p>", footer), "https://www.bayfieldshorehomes.ca/listings/44-jowett-street")).toEqual(["Marta Jovanovic", null]);
  });

  it("a portal's footer naming its own licence ('Zolo Realty Inc., Brokerage', '© 2025 Zolo Realty Inc.'): never the listing's firm", () => {
    const footer = "<p>Zolo Realty Inc., Brokerage</p><p>© 2025 Zolo Realty Inc.</p>";
    expect(pair(ownSite("<p>Listed by <strong>Marta Jovanovic</strong>, REALTOR® · cell 519-555-0123</p>", footer), "https://www.zolo.ca/bayfield-real-estate/44-jowett-street")).toEqual(["Marta Jovanovic", null]);
  });
});
