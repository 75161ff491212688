/** The traps of the forty-ninth held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const URL_49 = "https://example.ca/listing/49";
const facts = (html: string, url = URL_49) => extractFromHtml(html, url).structuredData;
const sources = (html: string, url = URL_49) => extractFromHtml(html, url).sources ?? {};

describe("listing page traps (held-out corpus 49)", () => {
  it("'Washrooms: 2 × 3-pc (upper), 1 × 2-pc (ground)', the count before the pieces and the floor after: 2 full and 1 half", () => {
    const html = `<html><body><main><h1>7 - 310 Maple Grove Dr</h1><p>$684,000</p><table><tr><th>Type</th><td>Condo Townhouse</td></tr><tr><th>Washrooms</th><td>2 × 3-pc (upper), 1 × 2-pc (ground)</td></tr></table></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([2.5, 2, 1]);
    expect(sources(html)["structuredData.bathrooms"]).toBe("text:label:baths-split");
  });

  it("'Bathrooms: 3 x 4pc', the count before the pieces with an ASCII x: 3 full baths", () => {
    const html = `<html><body><main><h1>88 Cedar Ln</h1><p>$912,000</p><dl><dt>Bathrooms</dt><dd>3 x 4pc</dd></dl></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([3, 3, 0]);
  });

  it("'Listing provided by Firm Inc., Brokerage. Data deemed accurate but not warranted.': the firm without the notice", () => {
    const html = `<html><body><main><h1>52 Brock St</h1><p>$559,000</p><p>3 Bed · 2 Bath</p><p class="credit">Listing provided by Harbourline Realty Inc., Brokerage. Data deemed accurate but not warranted.</p></main></body></html>`;
    expect(facts(html)?.brokerageName).toBe("Harbourline Realty Inc., Brokerage");
  });

  it("an initial's stop ends no sentence: 'Listed by Anna M. Dubé · Firm Inc.' keeps the agent's whole name and the firm", () => {
    const html = `<html><body><main><h1>9 Ash Ave</h1><p>$459,000</p><p class="credit">Listed by Anna M. Dubé · Coastline Realty Inc.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Anna M. Dubé", "Coastline Realty Inc."]);
  });

  it("'Listed by' over the agent, a phone on its own line, then the firm: the agent and the firm", () => {
    const html = `<html><body><main><h1>Site 22 1150 Lakeshore Road</h1><p>$214,500</p><section><h2>Listed by</h2><p>Marta Kowalczyk</p><p>(778) 555-0162</p><p>Kootenay Shores Realty Ltd.</p><p>412 Baker St, Nelson, BC V1L 4H9</p></section></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Marta Kowalczyk", "Kootenay Shores Realty Ltd."]);
  });

  it("a classified's 'Call or text Name, Firm Inc., phone.': the agent and the firm", () => {
    const html = `<html><body><main><h1>Retail bay for sale – 1,480 sq ft</h1><p>$265,000</p><p>Street-front bay with two washrooms and a loading door. Call or text Dana Morrissette, Riverbend Commercial Realty Inc., 306-555-0174.</p></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Dana Morrissette", "Riverbend Commercial Realty Inc."]);
    expect(sources(html)["structuredData.listingAgentName"]).toBe("text:call-agent-sentence");
  });

  it("'a unit in a 1996 steel building' is the year built; 'a 2018 building permit' is none", () => {
    const page = (text: string) => `<html><body><main><h1>Bay 4 - 77 Industrial Rd</h1><p>$340,000</p><p>${text}</p></main></body></html>`;
    expect(facts(page("Warehouse unit in a 1996 steel building with a 14 ft overhead door."))?.yearBuilt).toBe(1996);
    expect(facts(page("Mezzanine added under a 2018 building permit; 14 ft overhead door."))?.yearBuilt ?? null).toBeNull();
  });

  it("Kijiji's Next.js pageProps.ad, its id the address's and its adLocation with coordinates: the ad's place", () => {
    const state = {
      props: {
        pageProps: {
          ad: { id: "1698765432", price: { amount: 27500000 }, adLocation: { mapAddress: "12-880 Plessis Rd, Winnipeg, MB R2C 3B4", latitude: 49.88412, longitude: -97.03157 } },
          similarAds: [{ id: "1690000001", price: { amount: 19900000 } }],
        },
      },
    };
    const url = "https://www.kijiji.ca/v-commercial-office-space/winnipeg/bay-for-sale/1698765432";
    const html = `<html><head><title>Bay for sale | Kijiji</title></head><body><main><h1>Bay for sale</h1></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script></body></html>`;
    const got = facts(html, url);
    expect(got?.geo).toEqual({ lat: 49.88412, lng: -97.03157 });
    expect(got?.price?.amount).toBe(275000);
    expect(got?.postalCode).toBe("R2C 3B4");
  });

  it("Centris's address ending in 'Quartier X' after a city with no borough: X is the neighbourhood; a borough in brackets stays it", () => {
    const page = (address: string) =>
      `<html lang="fr"><body><main itemscope itemtype="http://schema.org/Product"><h1 itemprop="category">Maison à vendre</h1><h2 itemprop="address">${address}</h2><div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="425000"><span>425 000 $</span></div></main></body></html>`;
    const lake = facts(page("310, Chemin du Lac-Gauvin, Saint-Donat, Quartier Lac-Gauvin"));
    expect([lake?.address?.city, lake?.neighbourhood]).toEqual(["Saint-Donat", "Lac-Gauvin"]);
    const borough = facts(page("4410, Rue Fabre, Montréal (Le Plateau-Mont-Royal), Quartier Saint-Louis"));
    expect([borough?.address?.city, borough?.neighbourhood]).toEqual(["Montréal", "Le Plateau-Mont-Royal"]);
  });
});
