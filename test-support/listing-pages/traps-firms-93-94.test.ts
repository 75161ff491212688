/**
 * The traps of the ninety-third and ninety-fourth held-out corpora's misses on the listing agent and brokerage (a credit
 * line with a "®" after its label, a credit's notice after the firm's legal form, a brokerage's credit with its agent
 * under the agent's own label, the site's helper who does not act for the seller, a blog post's author, a title's
 * division, a rental's agency captioned as one, a portal's own company), each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const firm = (html: string, url = "https://example.ca/listing/9394"): [string | null, string | null] => {
  const got = extractFromHtml(html, url).structuredData;
  return [got?.listingAgentName ?? null, got?.brokerageName ?? null];
};

describe("listing page traps (held-out corpora 93 and 94: listing agent and brokerage)", () => {
  it("a credit 'Listing courtesy of Name, Firm Ltd. · MLS® … · CREA's DDF®.' (a '®' after the label): the agent's whole name and the firm", () => {
    const html = `<html><body><main><h1>5-210 Pier Road</h1><p>$619,000</p><p>Listing courtesy of Odette Lamarre, Tidewater Bay Realty Ltd. · MLS® R3000417 · Data from CREA's DDF®.</p></main></body></html>`;
    expect(firm(html)).toEqual(["Odette Lamarre", "Tidewater Bay Realty Ltd."]);
  });

  it("a credit 'Listed by Name, Firm Ltd. This listing is provided through the MLS® System …' on one long line: the firm ends on its legal form", () => {
    const html = `<html><body><main><h1>44 Quarry Lane</h1><p>$1,049,000</p><p>Listed by Ansel Brightwater, Northgate Shore Realty Ltd. This listing is provided through the MLS® System of the regional board of REALTORS®. Data deemed reliable but not guaranteed.</p></main></body></html>`;
    expect(firm(html)).toEqual(["Ansel Brightwater", "Northgate Shore Realty Ltd."]);
  });

  it("a French credit 'Courtier inscripteur : Name, courtier immobilier, Agence … Inc. Source : Centris®.': the broker and the agency without the source", () => {
    const html = `<html lang="fr"><body><main><h1>88, rue des Érables</h1><p>529 000 $</p><p>Courtier inscripteur : Rosalie Vanier-Pratte, courtier immobilier résidentiel, Agence immobilière Boréale Inc. Source : Centris®.</p></main></body></html>`;
    expect(firm(html)).toEqual(["Rosalie Vanier-Pratte", "Agence immobilière Boréale Inc."]);
  });

  it("a brokerage's credit 'Listing Brokerage: Firm Inc., Brokerage · Listing agent: Name. MLS® data from …' on a long line: the firm and its agent", () => {
    const html = `<html><body><main><h1>17 Fernbrook Way</h1><p>$742,000</p><p>Listing Brokerage: Ridgeline Capital Realty Inc., Brokerage · Listing agent: Corbin Ashdown-Fife. MLS® data from the regional real estate board, deemed reliable.</p></main></body></html>`;
    expect(firm(html)).toEqual(["Corbin Ashdown-Fife", "Ridgeline Capital Realty Inc., Brokerage"]);
  });

  it("a 'Listing brokerage: Firm Ltd. MLS® data from the … Association' line: the firm without the board's notice", () => {
    const html = `<html><body><main><h1>9 Harbour View Dr</h1><p>$455,000</p><p>Listing brokerage: Saltmarsh Coast Realty Ltd. MLS® data from the provincial association of REALTORS®.</p></main></body></html>`;
    expect(firm(html)[1]).toBe("Saltmarsh Coast Realty Ltd.");
  });

  it("the site's own card ('ab-agent') whose person 'doesn't represent buyers or sellers': no listing agent", () => {
    const html = `<html><body><main><h1>31 Bayview Court</h1><p>$509,000</p><aside class="ab-agent"><h3>Your Home Helper</h3><div class="ab-agent__name">Tobin Marchand</div><div>REALTOR®, Keyway Direct Realty Ltd.</div><p>Helpers answer questions about offers; they don't represent buyers or sellers in the negotiation.</p></aside></main></body></html>`;
    expect(firm(html)[0]).toBeNull();
  });

  it("a blog post's JSON-LD Article with its author, the listing embedded with its own brokerage: the author lists nothing", () => {
    const ld = { "@context": "https://schema.org", "@type": "Article", headline: "For lease: a suite at The Larkspur", author: { "@type": "Person", name: "Delphine Okafor" } };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><main><h1>For lease: Suite 904 at The Larkspur</h1><p>$2,300/month</p><p>Listed by Cedarline Key Realty Ltd., Brokerage.</p></main></body></html>`;
    expect(firm(html)[0]).toBeNull();
  });

  it("a 'Listing Agent' card 'Name, CCIM' over 'REALTOR®, Commercial Division' and the office under it: the office, never the division", () => {
    const html = `<html><body><main><h1>240 Water Street</h1><p>$1,150,000</p><section class="listing-agent"><h2>Listing Agent</h2><p>Lucienne Barrow, CCIM</p><p>REALTOR®, Commercial Division</p><p>902-555-0161</p><p>Harbourside Crest Realty</p></section></main></body></html>`;
    expect(firm(html)).toEqual(["Lucienne Barrow", "Harbourside Crest Realty"]);
  });

  it("a lease whose broker's card names the firm over its caption 'Agence immobilière' ('Immeubles X inc.', no brokerage word in its name): that agency", () => {
    const html = `<html lang="fr"><body><main><h1>Local commercial à louer</h1><p>2 800 $ /mois</p><div class="broker-info"><div class="broker-info__name">Anatole Beaupré</div><div class="broker-info__title">Courtier immobilier agréé DA</div><div class="broker-info__agency">Immeubles Laurentides Commerce inc.</div><div class="broker-info__agency-type">Agence immobilière</div><div class="broker-info__phone">819 555-0142</div></div></main></body></html>`;
    expect(firm(html)[1]).toBe("Immeubles Laurentides Commerce inc.");
  });

  it("a portal's own company on its head office's card ('Listovia inc.' on a page titled '… | Listovia | 8812'): no brokerage", () => {
    const html = `<html lang="fr"><head><title>Bâtisse commerciale à vendre — 12, rue Notre-Dame | Listovia | 8812</title></head><body><main><h1>12, rue Notre-Dame</h1><p>599 000 $</p><p>Cette propriété est vendue par son propriétaire.</p><div class="office"><p class="office__name">Listovia inc.</p><p>Siège social : 100, boul. Central, Laval</p></div></main></body></html>`;
    expect(firm(html, "https://duproprio.com/fr/trois-rivieres/batisse-commerciale-a-vendre-8812")[1]).toBeNull();
  });
});
