/** The traps of the sixty-first to sixty-third held-out corpora's misses in price, agent and firm, and income properties' rent rolls, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/63") => extractFromHtml(html, url).structuredData;
const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe("listing page traps (held-out corpora 61 to 63: price, agent and firm, rent rolls)", () => {
  it("an agent's title with a role in the firm after a comma ('REALTOR®, Shore Team Lead') is no firm: the firm is the line under it", () => {
    const html = `<html><body><main><h1>14 Birch Lane, Antigonish, NS B2G 1K4</h1><p class="asking">$412,000</p><section class="agent-card"><h2>Listed by</h2><div class="agent"><p class="name">Colin Fraser</p><p class="title">REALTOR®, Shore Team Lead</p><p>Highland Coast Realty Ltd.</p><a href="tel:9025550111">902-555-0111</a></div></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Colin Fraser", "Highland Coast Realty Ltd."]);
  });

  it("a land brokerage's agent card ('Land Specialist' under the name) names the firm on the line under the title", () => {
    const html = `<html><body><main><h1>80 Acre Hunting Tract</h1><p>2210 Creek Road, Elkton, KY 42220</p><p class="price">$396,000</p><section class="agent"><h2>Contact Agent</h2><p class="name">Dale Hutchins</p><p>Land Specialist</p><p>Bluegrass Land &amp; Farm Properties</p></section></main></body></html>`;
    expect(facts(html, "https://example.com/land/80-acre-hunting-tract")?.brokerageName).toBe("Bluegrass Land & Farm Properties");
  });

  it("a JSON-LD AggregateOffer's lowPrice over several offers (offerCount 3, no highPrice) gives way to the page's own price", () => {
    const offer = { "@context": "https://schema.org", "@type": "Product", name: "The Linden", offers: { "@type": "AggregateOffer", lowPrice: 574900, priceCurrency: "CAD", offerCount: 3 } };
    const html = `<html><head>${ld(offer)}</head><body><main><h1>58 Heron Gate</h1><p class="place">Stittsville, Ottawa, Ontario</p><p class="price">$601,400</p><p>3 Bedrooms · 2 Full Baths · 1,720 Sq. Ft.</p><p>Model pricing from $574,900.</p></main></body></html>`;
    expect(facts(html)?.price?.amount).toBe(601400);
  });

  it("a plex's rent roll ('Unit 1 (2 bedrooms, 790 sq ft) $1,650/month'): one unit's bedrooms and area are none of the building's", () => {
    const en = `<html><body><main><h1>212 Cannon Street E, Hamilton, ON L8L 2A1</h1><p class="price">$1,089,000</p><p>Building Type: Triplex</p><p>Legal triplex near the GO station. Rent roll: Unit 1 (main floor, 2 bedrooms, 790 sq ft) $1,650/month; Unit 2 (upper, 3 bedrooms, 1,020 sq ft) $2,050/month; Unit 3 (lower level, 1 bedroom, 600 sq ft) $1,300/month.</p></main></body></html>`;
    const fr = `<html lang="fr"><body><main><h1>Triplex à vendre - 3320, Rue de Verdun, Montréal</h1><p>879 000 $</p><p>Rôle des loyers :</p><ul><li>3320 (rez-de-chaussée, 5 ½, 3 chambres, env. 1 050 pi²) : 1 500 $/mois</li><li>3322 (2e étage, 4 ½, 2 chambres, env. 800 pi²) : 1 250 $/mois</li></ul></main></body></html>`;
    const a = facts(en);
    const b = facts(fr);
    expect([a?.bedrooms ?? null, a?.squareFootage ?? null, b?.bedrooms ?? null, b?.squareFootage ?? null]).toEqual([null, null, null, null]);
  });

  it("another unit's row in a table, a cell a line ('Unit 905', '1+1 bd · 1 ba', 'For rent $2,195/mo'): its den is no bedroom below grade of the listing's", () => {
    const html = `<html><head><meta name="description" content="2 bed, 2 bath condo for rent at 77 Front Street W, Toronto. $2,700/mo."></head><body><main><h1>1202 - 77 Front Street W</h1><p>Toronto, ON M5J 1E3</p><div class="price">$2,700/mo</div><ul><li>2 Beds</li><li>2 Baths</li><li>760 sqft</li></ul><section><h2>Other units in the building</h2><table><tr><td>Unit 905</td><td>1+1 bd · 1 ba</td><td>For rent $2,195/mo</td></tr><tr><td>Unit 1410</td><td>3 bd · 2 ba</td><td>For sale $949,000</td></tr></table></section></main></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms, got?.bedroomsBelowGrade ?? null]).toEqual([2, null]);
  });

  it("a firm's branch office after a dash or a middle dot ('Crye-Leike, Inc., REALTORS · Germantown Office') is not the firm's name, wherever the firm was read", () => {
    const card = `<html><body><main><h1>7790 Poplar Pike, Germantown, TN 38138</h1><p>$612,000</p><section class="listing-agents"><h2>Listing Agents</h2><div><p class="name">Dana Holt</p><p>Crye-Leike, Inc., REALTORS · Germantown Office</p><p>901-555-0140</p></div></section></main></body></html>`;
    const dash = `<html><body><main><h1>38 Hawthorne Rd, Westfield, NJ 07090</h1><p>$1,149,000</p><section class="listing-agents"><h2>Listing Agents</h2><div><p class="name">Kay Orr</p><p>Weichert, Realtors - Westfield Office</p><p>908-555-0155</p></div></section></main></body></html>`;
    const head = `<html><body><main><h1>3 Elm Ct, Ajax, ON L1S 2E9</h1><p>$689,000</p><section class="listing-agents"><h2>Listing Agents</h2><div><p class="name">Sam Ortiz</p><p>Head Office Realty Inc.</p><p>905-555-0177</p></div></section></main></body></html>`;
    expect([facts(card)?.brokerageName, facts(dash)?.brokerageName, facts(head)?.brokerageName]).toEqual(["Crye-Leike, Inc., REALTORS", "Weichert, Realtors", "Head Office Realty Inc."]);
  });
});
