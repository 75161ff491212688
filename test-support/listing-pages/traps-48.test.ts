/** The traps of the forty-eighth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/48") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 48)", () => {
  it("an agent's line with the BC designation and a phone ('Name Personal Real Estate Corporation 604-…') is the agent, the firm below the brokerage", () => {
    const html = `<html><body><main><h1>2201-455 Beach Cres</h1><p>$899,000</p><section><h2>Presented by</h2><div><b>Aman Gill</b> <span>Personal Real Estate Corporation</span> <span>604-555-0111</span></div><div><b>Lena Ortiz</b> <span>604-555-0122</span></div><p>Seawall Realty</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Aman Gill", "Seawall Realty"]);
  });

  it("agents' lines 'Name – 250-555-0164' under 'Listing agents', the firm after them: the first agent and the firm", () => {
    const html = `<html><body><main><h1>880 Orchard Rd</h1><p>$1,250,000</p><section><h2>Listing agents</h2><p>Tom Akers – 250-555-0100</p><p>Jen Wu – 250-555-0101</p><p>Okanagan Land Realty Ltd.</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Tom Akers", "Okanagan Land Realty Ltd."]);
  });

  it("an agent's line 'Name Salesperson (905) 555-0147' under the heading: the name without the title and phone", () => {
    const html = `<html><body><main><h1>14 Elm St</h1><p>$749,000</p><section><h2>Listed by</h2><div><span>Rita Bauer</span> <span>Salesperson</span> <span>(905) 555-0147</span></div><p>Escarpment Realty Inc., Brokerage</p></section></main></body></html>`;
    expect(facts(html)?.listingAgentName).toBe("Rita Bauer");
  });

  it("'Courtiers inscripteurs' over 'Name , courtier immobilier résidentiel · 418 555-0177': the first broker", () => {
    const html = `<html lang="fr"><body><main><h1>12, rue des Pins</h1><p>299 000 $</p><h3>Courtiers inscripteurs</h3><p>Luc Tremblay , courtier immobilier résidentiel · 418 555-0100</p><p>Anne Roy , courtier immobilier · 418 555-0101</p><p>Immeubles Laurentides inc., agence immobilière</p></main></body></html>`;
    expect(facts(html)?.listingAgentName).toBe("Luc Tremblay");
  });

  it("'Salles de bain: 1 complète + 1 salle d'eau' is one full and one half bath", () => {
    const html = `<html lang="fr"><body><main><h1>47, rue du Quai</h1><p>289 000 $</p><dl><dt>Chambres</dt><dd>3</dd><dt>Salles de bain</dt><dd>1 complète + 1 salle d'eau</dd></dl></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([1.5, 1, 1]);
  });

  it("a Québec rental's '4 ½ – ' before the civic number is its size, no part of the street; '4 ½ à louer' is an apartment", () => {
    const html = `<html lang="fr"><head><title>4 ½ à louer – 3300, rue Sherbrooke, app. 5, Montréal | Gestion X</title></head><body><main><h1>4 ½ – 3300, rue Sherbrooke, app. 5</h1><p>Montréal (Québec) H2X 1A1</p><p>1 450 $/mois</p></main></body></html>`;
    const got = facts(html);
    expect(got?.address?.street).toBe("3300, rue Sherbrooke, app. 5");
    expect(got?.propertyKind).toBe("condo");
  });

  it("a place line ending in its postal code alone after a 'Quartier': the city, and the quartier as the neighbourhood", () => {
    const html = `<html lang="fr"><body><main><h1>410, rue Saint-Jean, app. 4</h1><p>Québec (La Cité-Limoilou) · Quartier Saint-Jean-Baptiste · G1R 1P2</p><p>319 000 $</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address?.street, got?.address?.city, got?.neighbourhood]).toEqual(["410, rue Saint-Jean, app. 4", "Québec", "Saint-Jean-Baptiste"]);
  });

  it("a 'Frontage x Depth' row's '50 x 110 ft' is the lot", () => {
    const html = `<html><body><main><h1>1019 Elm Ave</h1><p>$389,000</p><dl><dt>Frontage x Depth</dt><dd>50 x 110 ft</dd></dl></main></body></html>`;
    expect(facts(html)?.lot).toMatchObject({ value: 5500, unit: "ft2" });
  });
});
