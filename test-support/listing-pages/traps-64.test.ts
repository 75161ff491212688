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
});
