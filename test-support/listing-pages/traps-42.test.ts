/** The traps of the forty-second held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/42") => extractFromHtml(html, url).structuredData;
const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe("listing page traps (held-out corpus 42)", () => {
  it("a lot sale's heading 'Lot 312: 45 Tamarack Drive' over 'Riverdale neighbourhood, Whitehorse, Yukon' is the street, and the place without its word", () => {
    const html = `<html><body><main><h1>Lot 312: 45 Tamarack Drive</h1><p>Riverdale neighbourhood, Whitehorse, Yukon</p><table><tr><th>Price</th><td>$98,400</td></tr><tr><th>Lot area</th><td>540 m²</td></tr></table></main></body></html>`;
    const got = facts(html);
    expect([got?.address.street, got?.address.city, got?.neighbourhood]).toEqual(["45 Tamarack Drive", "Whitehorse", "Riverdale"]);
  });

  it("a French address's '(N.-B.)' after the town is the province, no neighbourhood", () => {
    const html = `<html lang="fr"><body><main><h1>Maison à vendre</h1><p><strong>88, rue du Quai, Shippagan (N.-B.) E8S 1A4</strong></p><p>Prix : 189 000 $</p></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.address.province, got?.neighbourhood ?? null]).toEqual(["Shippagan", "NB", null]);
  });

  it("a card's 'Dana Wiebe PREC*' above a co-listing agent is the listing agent, without the designation; 'Harbour Real Estate Co. Ltd.' the firm", () => {
    const html = `<html><body><main><h1>205-1120 Alpine Way</h1><p>$899,000</p><section class="agents"><h2>Listed By</h2><div class="agent primary"><p class="name">Dana Wiebe PREC*</p><p>Listing Agent</p><p>604-555-0120</p></div><div class="agent"><p class="name">Omar Castell</p><p>Co-listing Agent</p><p>604-555-0188</p></div><p class="brokerage">Harbour Real Estate Co. Ltd.</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Dana Wiebe", "Harbour Real Estate Co. Ltd."]);
  });

  it("'Listed by The Tidewater Team' over its members' cards names the first member, a person, as the agent", () => {
    const page = (members: string) => `<html><body><main><h1>14 Birch Lane</h1><p>Antigonish, NS B2G 1K3</p><p>$329,900</p><section class="agents"><h2>Listed by The Tidewater Team</h2>${members}<p class="office">RE/MAX Coastal</p></section></main></body></html>`;
    expect(facts(page(`<div class="agent"><p class="name">Ruth Chisholm</p><p>REALTOR®</p><p>902-555-0144</p></div><div class="agent"><p class="name">Liam Boudreau</p></div>`))?.listingAgentName).toBe("Ruth Chisholm");
    // No person named: the team is the agent.
    expect(facts(page(""))?.listingAgentName).toBe("The Tidewater Team");
  });

  it("the unit's own line '410, rue des Érables, app. 305' beats a JSON-LD street without the unit", () => {
    const html = `<html lang="fr"><head>${ld({ "@context": "https://schema.org", "@type": "Residence", address: { "@type": "PostalAddress", streetAddress: "410, rue des Érables", addressLocality: "Sherbrooke", addressRegion: "QC", postalCode: "J1H 2P8" } })}</head><body><main><h1>Résidence des Érables</h1><p>410, rue des Érables, Sherbrooke (Québec) J1H 2P8</p><h2>Logement 305</h2><p>410, rue des Érables, app. 305</p><p>1 890 $ par mois</p></main></body></html>`;
    expect(facts(html)?.address.street).toBe("410, rue des Érables, app. 305");
  });

  it("a Canadian town's 'Village' before the town ('Sooke Village, Sooke, BC') is a neighbourhood; a US village is the municipality", () => {
    const ca = `<html><body><main><h1>6-250 Esplanade Ave</h1><p>Sooke Village, Sooke, BC V9Z 0A1</p><p>$549,000</p></main></body></html>`;
    expect(facts(ca)?.neighbourhood).toBe("Sooke Village");
    const us = `<html><body><main><h1>18 Elm St</h1><p>Pelham Village, Pelham, NY 10803</p><p>$749,000</p></main></body></html>`;
    expect(facts(us)?.neighbourhood ?? null).toBeNull();
  });

  it("titles name the kind: a farm's size before it, a classified's caption before it, a suite's or a unit's heading", () => {
    const kind = (title: string) => facts(`<html><head><title>${title}</title></head><body><main><h1>Listing</h1><p>$1,250</p></main></body></html>`)?.propertyKind ?? null;
    expect(kind("320 Acre Mixed Farm with Yard – RM of Laird | Prairie Land Co.")).toBe("farm");
    expect(kind("FOR SALE – House on the Ridge, Yellowknife – Classifieds")).toBe("house");
    expect(kind("Two-Bedroom Suite C | Maple Grove Retirement Residence | Kingston")).toBe("condo");
    expect(kind("Logement 204 – 3 ½ | Résidence du Parc")).toBe("condo");
    expect(kind("Garnet Street Notes | News")).toBeNull();
  });

  it("a classified's 'House on the Ridge, Yellowknife' names its neighbourhood when the ad says so too; a lake is none", () => {
    const page = (place: string) => `<html><head><meta property="og:title" content="FOR SALE – House on the ${place}, Yellowknife"></head><body><main><h1>FOR SALE – House on the ${place}, Yellowknife</h1><p><strong>12 Ptarmigan Road, Yellowknife, NT X1A 2N5</strong></p><p><strong>Asking $529,000</strong></p><p>Bright house on the ${place} with a deck.</p></main></body></html>`;
    expect(facts(page("Ridge"))?.neighbourhood).toBe("Ridge");
    expect(facts(page("Lake"))?.neighbourhood ?? null).toBeNull();
  });

  it("'one full bath and a half bath' in an ad's sentence, with no count elsewhere, is 1.5 baths", () => {
    const html = `<html><body><main><h1>4 Tundra Way</h1><p>Rankin Inlet, NU X0C 0G0</p><p>Asking $410,000</p><p>Detached house. 3 bedrooms, one full bath and a half bath, new furnace.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([1.5, 1, 1]);
  });

  it("a sentence summing up the home with its bedrooms states its area ('about 1,140 sq ft'); a lot's or a garage's area beside them is none", () => {
    const page = (sentence: string) => `<html><body><main><h1>9 Spruce Cres</h1><p>Hay River, NT X0E 0R6</p><p>Asking $289,000</p><p>Bungalow. ${sentence} Built in 1994.</p></main></body></html>`;
    expect(facts(page("3 bedrooms, 1 bath, about 1,140 sq ft on one level."))?.squareFootage).toBe(1140);
    expect(facts(page("Bungalow de 2 chambres, environ 1 020 pi² habitables."))?.squareFootage).toBe(1020);
    expect(facts(page("3 bedrooms, 1 bath, on a 7,200 sq ft lot."))?.squareFootage ?? null).toBeNull();
    expect(facts(page("3 bedrooms and a 480 sq ft garage."))?.squareFootage ?? null).toBeNull();
  });

  it("a French ad's 'Terrain de 1,2 acre' is the lot, and its 'Construite en 1975' the year built", () => {
    const html = `<html lang="fr"><body><main><h1>Maison à vendre</h1><p>22, chemin du Moulin, Bouctouche (N.-B.) E4S 3H2</p><p>Prix : 199 000 $</p><p>Maison de 3 chambres. Construite en 1975. Terrain de 1,2 acre avec vue sur la rivière.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.lot, got?.yearBuilt]).toEqual([{ value: 1.2, unit: "acres" }, 1975]);
  });

  it("a farm's 'Superficie totale : 86 hectares (70 ha en culture)' is the lot, never a living area", () => {
    const html = `<html lang="fr"><body><main><h1>Ferme à vendre – Saint-Liboire</h1><ul><li>Prix demandé : 1 450 000 $</li><li>Superficie totale : 86 hectares (70 ha en culture)</li></ul></main></body></html>`;
    const got = facts(html);
    expect([got?.lot, got?.squareFootage ?? null]).toEqual([{ value: 86, unit: "hectares" }, null]);
  });

  it("a room's rent '$875/month per room' is the price, though it has no thousands", () => {
    const html = `<html><body><main><h1>8-120 Albert Street</h1><p>Waterloo, ON N2L 3S8</p><div class="rent-box"><p class="rent">$875<span>/month per room</span></p></div></main></body></html>`;
    expect(facts(html)?.price).toEqual({ amount: 875, currency: "CAD", period: "month" });
  });

  it("'Pour information : Name, courtière immobilière agricole' over the agency's line names the agent and the agency", () => {
    const html = `<html lang="fr"><body><main><article><h1>Érablière à vendre – Upton</h1><p>Prix demandé : 1 250 000 $</p><div class="annonceur"><p>Pour information : <strong>Josée Lamontagne</strong>, courtière immobilière agricole</p><p>Terres et Fermes Montérégie inc.</p><p>450-555-0170</p></div></article></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Josée Lamontagne", "Terres et Fermes Montérégie inc."]);
  });
});
