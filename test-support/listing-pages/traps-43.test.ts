/** The traps of the forty-third held-out corpus's misses, each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/43") => extractFromHtml(html, url).structuredData;

describe("listing page traps (held-out corpus 43)", () => {
  it("HouseSigma's house_area {estimate} alone gives way to the page's stated size range (its lower bound)", () => {
    const state = { listing: { ml_num: "N12345678", price_int: 899000, bedroom: 3, washroom: 3, house_area: { estimate: 1750 } } };
    const page = (size: string) => `<html><body><main><h1>12 Elm St</h1><p>$899,000</p><div class="item"><span class="name">Size</span><span class="val">${size}</span></div></main><script>window.__INITIAL_STATE__=${JSON.stringify(state)};</script></body></html>`;
    expect(facts(page("1500-2000 feet²"), "https://housesigma.com/on/markham-real-estate/12-elm-st/home/abc")?.squareFootage).toBe(1500);
    // With no stated size on the page, the estimate is all there is.
    expect(facts(page("—"), "https://housesigma.com/on/markham-real-estate/12-elm-st/home/abc")?.squareFootage).toBe(1750);
  });

  it("condos.ca's breadcrumb ending on the building's page the unit sits under: the place before it is the neighbourhood", () => {
    const html = `<html><body><main><nav class="Breadcrumbs"><a href="/toronto">Toronto</a> › <a href="/toronto/downtown">Downtown</a> › <a href="/toronto/harbourfront">Harbourfront</a> › <a href="/toronto/the-pier-lofts-9-queens-quay">The Pier Lofts</a></nav><h1>1203-9 Queens Quay</h1><p>$2,600/mo</p></main></body></html>`;
    expect(facts(html, "https://condos.ca/toronto/the-pier-lofts-9-queens-quay/unit-1203-C12000001")?.neighbourhood).toBe("Harbourfront");
  });

  it("a neighbourhood element's 'Area · Neighbourhood' is its last, finest place; a community's kind after its name is none", () => {
    const page = (hood: string) => `<html><body><main><h1>44 Maple Crt</h1><p>$649,900</p><p class="neighbourhood">${hood}</p></main></body></html>`;
    expect(facts(page("Orleans – Cumberland · Avalon"))?.neighbourhood).toBe("Avalon");
    expect(facts(page("Maple Acres · Adult Lifestyle Community"))?.neighbourhood ?? null).toBeNull();
  });

  it("a Centris card's 'Agence Immobilière X inc.' is the firm's whole name, not a label before it", () => {
    const html = `<html lang="fr"><body><main><h1>Triplex à vendre</h1><p>1 049 000 $</p><div class="broker-info-broker"><h1>Julie Roy</h1><div class="legend">Courtier immobilier résidentiel</div><div class="broker-agency">Agence Immobilière Les Faubourgs inc.</div><div class="legend">Agence immobilière</div></div></main></body></html>`;
    expect(facts(html, "https://www.centris.ca/fr/triplex~a-vendre~montreal/12345678")?.brokerageName).toBe("Agence Immobilière Les Faubourgs inc.");
  });

  it("'Listing agent: Name' over 'Broker: Firm · phone': the firm without its caption or phone", () => {
    const html = `<html><body><main><h1>18 Lake St</h1><p>$329,000</p><section class="provider"><h3>Listing provided by</h3><p>Listing agent: <b>Jane Porter</b></p><p>Broker: <b>North Shore Realty</b> · 518-555-0100</p></section></main></body></html>`;
    const got = facts(html, "https://www.realtor.com/realestateandhomes-detail/18-Lake-St_Plattsburgh_NY_12901_M1-1");
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Jane Porter", "North Shore Realty"]);
  });

  it("DuProprio's place span 'Sector, City, Postal code': the city, the sector its neighbourhood, the postal code", () => {
    const html = `<html lang="fr"><body><main><div class="listing-location"><h1 class="listing-location__title">Maison à vendre</h1><div class="listing-location__address"><span class="listing-address">22, rue des Pins</span><span class="listing-location__group-address">Vimont, Laval, H7M 2K4</span></div></div><div class="listing-price__amount">489 000 $</div></main></body></html>`;
    const got = facts(html, "https://duproprio.com/fr/laval/vimont/maison-a-vendre/hab-22-rue-des-pins-1000001");
    expect([got?.address.city, got?.neighbourhood, got?.postalCode]).toEqual(["Laval", "Vimont", "H7M 2K4"]);
  });

  it("a classified's title 'Caption – Place – Caption' names the neighbourhood when the ad puts the listing in that place", () => {
    const page = (text: string) => `<html><head><title>1 Bedroom Suite – Garneau – Utilities Included | Long Term Rentals | Edmonton | Kijiji</title></head><body><main><h1>1 Bedroom Suite – Garneau – Utilities Included</h1><p>$1,295</p><p>Edmonton, AB T6G 1B2</p><div class="descriptionContainer"><p>${text}</p></div></main></body></html>`;
    expect(facts(page("Bright suite in a quiet walk-up in Garneau, steps from the university."), "https://www.kijiji.ca/v-apartments-condos/edmonton/x/1700000001")?.neighbourhood).toBe("Garneau");
    expect(facts(page("Bright suite in a quiet walk-up, steps from the university."), "https://www.kijiji.ca/v-apartments-condos/edmonton/x/1700000001")?.neighbourhood ?? null).toBeNull();
  });

  it("'Listing courtesy of Name, Title, at Firm, Brokerage': the firm after 'at', never the title with it", () => {
    const html = `<html><body><main><h1>12 Elm St</h1><p>$899,000</p><p class="listing-courtesy">Listing courtesy of Marta Silva, Sales Representative, at Elmwood Realty Inc., Brokerage</p></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Marta Silva", "Elmwood Realty Inc., Brokerage"]);
  });

  it("a credit line over 120 characters with the office's address after a dash: the agent's row before the address", () => {
    const html = `<html><body><main><h1>12 Elm St</h1><p>$899,000</p><p class="listing-courtesy">Listing courtesy of Marta Silva, Sales Representative, at Elmwood Realty Inc., Brokerage — 3300 Rutherford Rd Unit 12, Vaughan, ON L4K 5Z2</p></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Marta Silva", "Elmwood Realty Inc., Brokerage"]);
  });
});
