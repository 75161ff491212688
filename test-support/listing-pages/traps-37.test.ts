/** The thirty-seventh held-out corpus's traps: each general rule its misses needed, on a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.com/listing/1") => extractFromHtml(html, url).structuredData;

describe("thirty-seventh held-out corpus traps", () => {
  it("a 'Listed by' heading over 'Name · Firm' (or 'Name, Firm') splits the agent from the firm", () => {
    const page = (line: string) => `<html><body><main><h1>88 Larch Street</h1><p>$419,900</p><section><h3>Listed by</h3><p>${line}</p></section></main></body></html>`;
    const dotted = facts(page("Ellen Marchetti · Harbourline Realty Inc., Brokerage"));
    expect([dotted?.listingAgentName, dotted?.brokerageName]).toEqual(["Ellen Marchetti", "Harbourline Realty Inc., Brokerage"]);
    const comma = facts(page("<b>Ellen Marchetti</b>, Harbourline Realty Ltd."));
    expect([comma?.listingAgentName, comma?.brokerageName]).toEqual(["Ellen Marchetti", "Harbourline Realty Ltd."]);
  });
  it("a facts table's 'Storeys 1.5' above 'Bedrooms 3', 'Full Bathrooms 1', 'Partial Bathrooms 1' reads each count after its label", () => {
    const html = `<html><body><main><h1>41 Cedar Row</h1><p>$364,900</p><table><tr><th>Storeys</th><td>1.5</td></tr><tr><th>Bedrooms</th><td>3</td></tr><tr><th>Full Bathrooms</th><td>1</td></tr><tr><th>Partial Bathrooms</th><td>1</td></tr><tr><th>Year Built</th><td>1948</td></tr></table></main></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms, got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([3, 1.5, 1, 1]);
  });
  it("a sold home's card ('6 Elm Court · Sold for $312,000 · 3 bd house') gives a lot no bedrooms", () => {
    const html = `<html><body><main><h1>21 Prairie Way</h1><p>$89,000</p><ul><li>Lot Size: 0.34 Acres</li><li>Property Type: Vacant Land</li></ul><h3>Recently sold nearby</h3><p>17 Prairie Way · Sold for $76,500 · 0.29 Acres</p><p>6 Elm Court · Sold for $312,000 · 3 bd house</p></main></body></html>`;
    expect(facts(html)?.bedrooms ?? null).toBeNull();
  });
  it("realtor.ca's 'Neighbourhood Name Wildwood' is the neighbourhood, without the label's 'Name'", () => {
    const html = `<html><body><main><h1>#12 410 Heritage Crescent</h1><p>$339,900</p><ul><li>Property Type Single Family</li><li>Neighbourhood Name Wildwood</li></ul></main></body></html>`;
    expect(facts(html)?.neighbourhood).toBe("Wildwood");
  });
  it("DuProprio's place span 'Rimouski (Pointe-au-Père), Québec' is the city, its district and the province", () => {
    const html = `<html lang="fr"><body><main><div class="listing-location"><h1 class="listing-location__title">Maison à étages à vendre</h1><div class="listing-location__address"><span>218, rue des Pinsons</span> <span>Rimouski (Pointe-au-Père), Québec</span></div></div><div>389 900 $</div></main></body></html>`;
    const got = extractFromHtml(html, "https://duproprio.com/fr/bas-saint-laurent/rimouski/maison-a-etages-a-vendre/hab-218-rue-des-pinsons-1000001").structuredData;
    expect([got?.address.city, got?.neighbourhood, got?.address.province]).toEqual(["Rimouski", "Pointe-au-Père", "QC"]);
  });
  it("a Quebec administrative region after the place ('Bas-Saint-Laurent') is never the city or the neighbourhood", () => {
    const html = `<html lang="fr"><body><main><h1>Maison à vendre</h1><div class="listing-location"><p>218, rue des Pinsons</p><p>Rimouski (Pointe-au-Père)</p><p>Bas-Saint-Laurent</p></div><div>389 900 $</div></main></body></html>`;
    const got = facts(html);
    expect([got?.address.city, got?.neighbourhood]).not.toContain("Bas-Saint-Laurent");
  });
});
