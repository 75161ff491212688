/** The traps of the forty-sixth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/46") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 46)", () => {
  it("a firm's legal name 'Agence immobilière X inc.' in lower case is the whole name, not a label before it", () => {
    const html = `<html lang="fr"><body><main><h1>Duplex à vendre</h1><p>489 000 $</p><div class="broker-info"><div class="broker-name">Luc Tremblay</div><p>Courtier immobilier résidentiel</p><div class="agency-name">Agence immobilière Les Deux Rives inc.</div><div class="agency-address">12, rue Principale, Granby (Québec) J2G 2T5</div></div></main></body></html>`;
    expect(facts(html, "https://www.centris.ca/fr/duplex~a-vendre~granby/12345678")?.brokerageName).toBe("Agence immobilière Les Deux Rives inc.");
  });

  it("DuProprio's city in a heading after the street's heading, the region in a span: the city, no neighbourhood", () => {
    const html = `<html lang="fr"><body><main><div class="listing-location"><h1 class="listing-location__title">Bungalow à vendre</h1><div class="listing-location__address"><h2>12, rue des Érables</h2><h3>Matane</h3><span>Bas-Saint-Laurent</span></div></div><div class="listing-price">249 000 $</div></main></body></html>`;
    const got = facts(html, "https://duproprio.com/fr/bas-saint-laurent/matane/bungalow-a-vendre/hab-12-rue-des-erables-1000001");
    expect(got?.address.city).toBe("Matane");
    expect(got?.neighbourhood ?? null).toBeNull();
  });

  it("a bathrooms total with its kinds named before their counts ('3 (Full: 2, Partial: 1)') is 2.5, over a '3 Bathrooms' badge", () => {
    const html = `<html><body><main><h1>18 Birch Ave</h1><p>$564,000</p><ul><li>4 Bedrooms</li><li>3 Bathrooms</li></ul><ul class="details"><li><span class="label">Bathrooms:</span> <span>3 (Full: 2, Partial: 1)</span></li></ul></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([2.5, 2, 1]);
    // Counts that do not add up to the total are no split of it.
    const odd = facts(html.replace("Full: 2, Partial: 1", "Full: 3, Partial: 1"));
    expect(odd?.bathroomsHalf ?? null).toBeNull();
  });

  it("a Centris listing that names no province is in Quebec (Centris is Quebec's listing system); another site's is not guessed", () => {
    const page = (place: string) => `<html lang="fr"><body><main itemscope itemtype="http://schema.org/Product"><h1>Triplex à vendre</h1><h2 itemprop="address">88, rue King, ${place}</h2><p>549 000 $</p></main></body></html>`;
    expect(facts(page("Sorel-Tracy"), "https://www.centris.ca/fr/triplex~a-vendre~sorel-tracy/12345678")?.address.province).toBe("QC");
    expect(facts(page("Sorel-Tracy"), "https://example.ca/listing/46")?.address.province ?? null).toBeNull();
  });

  it("a 'Listed by' card's lines with a phone after each name (and a comma): the agent and the brokerage", () => {
    const html = `<html><body><main><h1>22 Elm St, Brewer, ME 04412</h1><p>$259,900</p><div class="listing-attribution"><p>Listed by:</p><p>Dana Pelletier 207-555-0122,</p><p>Kenduskeag Realty Group 207-555-0190</p><p>Source: Maine Listings, MLS#: 1600001</p></div></main></body></html>`;
    const got = facts(html, "https://www.zillow.com/homedetails/22-Elm-St-Brewer-ME-04412/1_zpid/");
    expect(got?.listingAgentName).toBe("Dana Pelletier");
    expect(got?.brokerageName).toBe("Kenduskeag Realty Group");
    // A title between the name and the phone ("Name Salesperson (905) 555-0147") makes no name of the two.
    const titled = facts(html.replace("Dana Pelletier 207-555-0122,", "Dana Pelletier Salesperson (207) 555-0122"), "https://www.zillow.com/homedetails/22-Elm-St-Brewer-ME-04412/1_zpid/");
    expect(titled?.listingAgentName ?? null).not.toBe("Dana Pelletier Salesperson");
  });
});
