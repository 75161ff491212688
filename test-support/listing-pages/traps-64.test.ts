/**
 * The traps of the sixty-sixth held-out corpus's misses: listings whose facts live in a single-page app's embedded state,
 * each in a small page of its own.
 */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";

const facts = (html: string, url = "https://example.ca/listing/66") => extractFromHtml(html, url).structuredData;
const state = (name: string, data: unknown): string => `<script>window.${name} = ${JSON.stringify(data)};</script>`;

/** A CREA-style record: its parts as objects of their own. */
const record = (id: string, beds: string, size: string, year: string, agent: string, lat: string) => ({
  Id: id,
  MlsNumber: `M${id}`,
  Property: { Price: "$610,000", Address: { AddressText: "7 Elm Row|Guelph, Ontario N1E 2K4", Latitude: lat, Longitude: "-80.2481" } },
  Building: { Bedrooms: beds, BathroomTotal: "3", HalfBathTotal: "1", SizeInterior: size, ConstructedDate: year },
  Land: { SizeTotal: "40 x 100 FT" },
  Individual: [{ Name: agent, Organization: { Name: `${agent} Realty Inc.` } }],
});

describe("listing page traps (held-out corpus 66)", () => {
  it("a state's listings keyed by id, another one first: the record whose id the page's address names, with its parts", () => {
    const data = { listings: { byId: { "31000111": record("31000111", "5", "2900 sqft", "1988", "Other Agent", "43.5601"), "31000222": record("31000222", "2", "1180 sqft", "2015", "Dana Whitlock", "43.5522") } } };
    const html = `<html><body><main><h1>7 Elm Row, Guelph</h1><div class="skeleton"></div></main>${state("__INITIAL_STATE__", data)}</body></html>`;
    const got = facts(html, "https://example.ca/real-estate/31000222/7-elm-row-guelph");
    expect([got?.bedrooms, got?.squareFootage, got?.yearBuilt, got?.listingAgentName, got?.brokerageName, got?.geo?.lat, got?.lot]).toEqual([2, 1180, 2015, "Dana Whitlock", "Dana Whitlock Realty Inc.", 43.5522, expect.objectContaining({ value: 4000, unit: "ft2" })]);
  });

  it("a state's bathroom total beside its half baths ('BathroomTotal': '3', 'HalfBathTotal': '1') is two full and one half", () => {
    const html = `<html><body><main><h1>7 Elm Row, Guelph</h1></main>${state("__INITIAL_STATE__", { listing: { MlsNumber: "G4400123", Price: "$610,000", Bedrooms: "3", BathroomTotal: "3", HalfBathTotal: "1" } })}</body></html>`;
    const got = facts(html);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([2.5, 2, 1]);
  });

  it("a 'Neighbourhood' heading whose section loads later, then the next section's 'Mortgage Calculator': no neighbourhood", () => {
    const html = `<html><body><main><h1>7 Elm Row, Guelph, ON N1E 2K4</h1><p>$610,000</p><section><h2>Neighbourhood</h2><div class="skeleton"></div></section><section><h2>Mortgage Calculator</h2><p>Monthly payment: $2,900</p></section></main></body></html>`;
    expect(facts(html)?.neighbourhood ?? null).toBeNull();
  });

  it("a listing agent's object holding its brokerage ('listingAgent': { name, brokerage }), and an office's holding its agent", () => {
    const agent = facts(`<html><body><h1>9 Birch Lane</h1>${state("__STATE__", { listing: { mls: "X5500123", price: "525000", beds: "3", listingAgent: { name: "Priya Raman", brokerage: "Lakeshore Realty Inc." } } })}</body></html>`);
    const office = facts(`<html><body><h1>9 Birch Lane</h1>${state("__STATE__", { listing: { mls: "X5500124", price: "525000", beds: "3", listingOffice: { agent: "Tom Byrne", brokerage: "Harbour Homes Ltd." } } })}</body></html>`);
    expect([agent?.listingAgentName, agent?.brokerageName, office?.listingAgentName, office?.brokerageName]).toEqual(["Priya Raman", "Lakeshore Realty Inc.", "Tom Byrne", "Harbour Homes Ltd."]);
  });

  it("a building's page of one unit ('/…/88-quay-street/1204'): the unit whose number the address ends in, among the building's units", () => {
    const unit = (n: string, price: string, agent: string) => ({ unit: n, mls: `C77${n}`, listPrice: price, beds: "2", baths: "1", address: { street: `${n} - 88 Quay Street`, city: "Kingston", province: "ON", postal: "K7L 3N5" }, listingOffice: { agent, brokerage: `${agent} Realty` } });
    const data = { props: { pageProps: { building: { name: "Quay Towers", units: [unit("0803", "455000", "Ann Lee"), unit("1204", "512000", "Raj Patel")] } } } };
    const html = `<html><body><main><h1>Quay Towers</h1></main><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
    const got = facts(html, "https://example.ca/kingston-real-estate/88-quay-street/1204");
    expect([got?.price?.amount, got?.address?.street, got?.address?.city, got?.listingAgentName]).toEqual([512000, "1204 - 88 Quay Street", "Kingston", "Raj Patel"]);
  });

  it("a French state's characteristics under its dictionary's label keys ('lbl.sdb', 'lbl.superficieNette' in 'unit.m2') and its courtiers", () => {
    const data = {
      i18n: { "lbl.sdb": "Salle de bain + salle d'eau", "lbl.superficieNette": "Superficie nette", "unit.m2": "m²" },
      fiche: {
        noCentris: "19900123", prix: "415000",
        adresse: { ville: "Montréal", arrondissement: "Villeray", codePostal: "H2R 1X4" },
        caracteristiques: { "lbl.sdb": { sallesDeBain: "2", sallesEau: "1" }, "lbl.superficieNette": { valeur: "100", unite: "unit.m2" }, "lbl.anneeConstruction": "1998" },
        courtiers: [{ nom: "Luc Bérubé", agence: "Agence Nord inc." }],
      },
    };
    const got = facts(`<html lang="fr"><body><h1>Condo à vendre</h1>${state("__STATE__", data)}</body></html>`, "https://example.ca/fr/condo/19900123");
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf, got?.squareFootage, got?.yearBuilt, got?.neighbourhood, got?.listingAgentName, got?.brokerageName]).toEqual([2.5, 2, 1, 1076, 1998, "Villeray", "Luc Bérubé", "Agence Nord inc."]);
  });

  it("a French state's salles de bain beside its salles d'eau ('sdb': 1, 'salleEau': 1) is one full and one half", () => {
    const got = facts(`<html><body><h1>Maison à vendre</h1>${state("propriete", { mls: "NB100200", prix: 259000, sdb: 1, salleEau: 1 })}</body></html>`);
    expect([got?.bathrooms, got?.bathroomsFull, got?.bathroomsHalf]).toEqual([1.5, 1, 1]);
  });

  it("a lot's sides each with its unit ('lot': { frontage: '40 ft', depth: '125 ft' }): their product", () => {
    const got = facts(`<html><body><h1>12 Ash Street</h1>${state("__INITIAL_STATE__", { property: { mlsNumber: "202400123", listPrice: 299000, bedrooms: "3", lot: { frontage: "40 ft", depth: "125 ft" } } })}</body></html>`);
    expect(got?.lot).toEqual(expect.objectContaining({ value: 5000, unit: "ft2" }));
  });

  it("JSON-LD's building address ('128 Pine Ave') beside a state's unit of it ('904 - 128 Pine Ave'): the unit's street", () => {
    const building = `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "The Pines", address: { "@type": "PostalAddress", streetAddress: "128 Pine Ave", addressLocality: "Toronto", addressRegion: "ON" } })}</script>`;
    const html = `<html><head>${building}</head><body><h1>The Pines</h1>${state("__STATE__", { listing: { mls: "C8800904", price: 799000, beds: 2, address: { street: "904 - 128 Pine Ave", city: "Toronto" } } })}</body></html>`;
    expect(facts(html)?.address?.street).toBe("904 - 128 Pine Ave");
  });
});
