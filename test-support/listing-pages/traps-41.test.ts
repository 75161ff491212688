/** The traps of the forty-first held-out corpus's misses (facts in embedded data), each in a small page of its own. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/41") => extractFromHtml(html, url).structuredData;
const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const state = (name: string, data: unknown): string => `<script>window.${name}=${JSON.stringify(data)};</script>`;

describe("listing page traps (held-out corpus 41)", () => {
  it("an @graph offer's seller named by its @id alone is the agent of that id, and the agency it works for", () => {
    const html = `<html><head>${ld({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Apartment", "@id": "#home", name: "Condo", address: { "@type": "PostalAddress", streetAddress: "88, rue Fabre", addressLocality: "Montréal", postalCode: "H2J 3V4" } },
        { "@type": "Offer", price: 399000, priceCurrency: "CAD", itemOffered: { "@id": "#home" }, seller: { "@id": "#agent-1" } },
        { "@type": "RealEstateAgent", "@id": "#agent-1", name: "Lucie Gagnon", worksFor: { "@id": "#agency" } },
        { "@type": "RealEstateAgent", "@id": "#agent-2", name: "Paul Roy", worksFor: { "@id": "#agency" } },
        { "@type": "Organization", "@id": "#agency", name: "Immeubles Fabre inc., Agence immobilière" },
      ],
    })}</head><body><main><h1>88, rue Fabre</h1></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Lucie Gagnon", "Immeubles Fabre inc., Agence immobilière"]);
  });

  it("an agent's name with BC's 'PREC*' after it is the name alone", () => {
    const html = `<html><head>${ld({
      "@context": "https://schema.org",
      "@type": "Offer",
      price: 899000,
      priceCurrency: "CAD",
      offeredBy: { "@type": "RealEstateAgent", name: "Dana Wu PREC*", worksFor: { "@type": "Organization", name: "Harbourline Realty Ltd." } },
    })}</head><body><main><h1>5-1180 Oak St</h1></main></body></html>`;
    const got = facts(html);
    expect([got?.listingAgentName, got?.brokerageName]).toEqual(["Dana Wu", "Harbourline Realty Ltd."]);
  });

  it("a brokers' card whose 'broker' holds a name over a title is no brokerage: the agent, and the agency under the brokers", () => {
    const html = `<html lang="fr"><body><main><h1>Condo à vendre</h1><p>349 000 $</p>
      <div class="brokers"><div class="broker"><h3>Lucie Gagnon</h3><p>Courtier immobilier résidentiel</p></div><p class="agence">Immeubles Fabre inc., Agence immobilière</p></div></main></body></html>`;
    const got = facts(html);
    expect(got?.brokerageName).toBe("Immeubles Fabre inc., Agence immobilière");
    expect(got?.listingAgentName).toBe("Lucie Gagnon");
  });

  it("'1 salle de bain et 1 salle d'eau' under 'Salles de bain' is one full bath and one powder room", () => {
    const html = `<html lang="fr"><body><main><h1>Condo à vendre</h1><p>349 000 $</p><div><span>Salles de bain</span> <span>1 salle de bain et 1 salle d'eau</span></div></main></body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([1.5, 1, 1]);
  });

  it("'3 chambres' beside 'Chambres à l'étage : 2' and 'Chambre au sous-sol : 1' is two above grade and one below", () => {
    const html = `<html lang="fr"><body><main><h1>Jumelé à vendre</h1><p>429 900 $</p><div><span>3</span> chambres</div>
      <ul><li>Chambres à l'étage : 2</li><li>Chambre au sous-sol : 1</li></ul></main></body></html>`;
    const got = facts(html);
    expect([got?.bedrooms, got?.bedroomsBelowGrade]).toEqual([2, 1]);
  });

  it("an Apollo state's office by reference ({ __ref: 'Office:9' }) is the listing's brokerage", () => {
    const html = `<html><body><main><h1>12 Elm Cove NW</h1></main>${state("__APOLLO_STATE__", {
      "Listing:1": { __typename: "Listing", id: "1", listPrice: 650000, beds: 3, baths: 2, office: { __ref: "Office:9" } },
      "Office:9": { __typename: "Office", name: "Summit Ridge Realty" },
    })}</body></html>`;
    expect(facts(html)?.brokerageName).toBe("Summit Ridge Realty");
  });

  it("a 'Bi-Level' style names a house", () => {
    const html = `<html><body><main><h1>319 Elm Crescent</h1><p>$524,900</p><ul><li>Bedrooms: 2+2</li><li>Style: Bi-Level</li></ul></main></body></html>`;
    expect(facts(html)?.propertyKind).toBe("house");
  });

  it("a badge whose label is only its data-label ('33 x 118 ft' as data-label='Lot') is the lot; '4 Beds' names its own", () => {
    const html = `<html><body><main><h1>688 Elm St</h1><p>$459,900</p><ul><li data-label="Beds">4 Beds</li><li data-label="Lot">33 x 118 ft</li></ul></main></body></html>`;
    const got = facts(html);
    expect(got?.lot).toMatchObject({ value: 3894, unit: "ft2" });
    expect(got?.bedrooms).toBe(4);
  });

  it("a condos.ca unit's building's year built is the unit's", () => {
    const html = `<html><body><main><h1>1907-55 Elm Cres</h1></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
      props: { pageProps: { listing: { id: 1, price: 3150, unit: "1907", address: "55 Elm Cres", bedrooms: 2, bathrooms: 2 }, building: { id: 2, name: "The Elm", year_built: 2019 } } },
    })}</script></body></html>`;
    expect(facts(html, "https://condos.ca/toronto/the-elm-55-elm-cres/unit-1907-C1")?.yearBuilt).toBe(2019);
  });

  it("a Kijiji ad's own object deeper in window.__data (viewItemPage.viewItemData) places the ad; a similar ad does not", () => {
    const html = `<html><body><main><h1>2 Bedroom - 708-1190 Elm St</h1></main>${state("__data", {
      viewItemPage: { viewItemData: { adId: 1719284455, price: { amount: 239500 }, adLocation: { mapAddress: "708-1190 Elm St, Halifax, NS B3H 2W9", latitude: 44.63802, longitude: -63.57841 } } },
      similarAds: [{ adId: 1719003321, price: 179500 }],
    })}</body></html>`;
    expect(facts(html, "https://www.kijiji.ca/v-apartments-condos/city-of-halifax/2-bedroom/1719284455")?.geo).toEqual({ lat: 44.63802, lng: -63.57841 });
  });

  it("Zillow's neighborhoodRegion and resoFacts.yearBuilt are the home's neighbourhood and year built", () => {
    const property = { zpid: 1, price: 574900, bedrooms: 3, livingArea: 1912, streetAddress: "1 Elm Dr", neighborhoodRegion: { name: "West Valley" }, resoFacts: { yearBuilt: 2004 } };
    const html = `<html><body><main><h1>1 Elm Dr</h1></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
      props: { pageProps: { componentProps: { gdpClientCache: JSON.stringify({ q: { property } }) } } },
    })}</script></body></html>`;
    const got = facts(html, "https://www.zillow.com/homedetails/1-Elm-Dr/1_zpid/");
    expect([got?.neighbourhood, got?.yearBuilt]).toEqual(["West Valley", 2004]);
  });

  it("realtor.com's 'MLS/Source ID: 73401287' is the MLS number", () => {
    const html = `<html><body><main><h1>14 Elm Rd</h1><p>$1,100,000</p><p>MLS/Source ID: 73401287 · Source: MLS PIN</p></main></body></html>`;
    expect(facts(html)?.mlsNumber).toBe("73401287");
  });
});
