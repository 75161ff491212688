/** Plausibility checks: each case is a wrong value a held-out corpus's first measurement showed, or its kin. */
import { describe, expect, it } from "vitest";
import { parseBedrooms, parseCount } from "./numbers.ts";
import { conflicts, implausible, isBrokerageName, isPersonName, priceConflict, rentalBrokerageDoubt } from "./plausible.ts";

const YEAR = 2026;
const why = (key: string, value: unknown, source = "text:x"): string | null => implausible(key, { value, source }, YEAR);

describe("one value against its fact", () => {
  it("a province is a province or state code, never a postal code", () => {
    expect(why("province", "G6V 0B4")).toMatch(/province/);
    expect(why("province", "QC")).toBeNull();
    expect(why("province", "WA")).toBeNull();
  });
  it("a city carries no label, postal code or street", () => {
    expect(why("city", "Neighbourhood Deschênes")).toMatch(/city/);
    expect(why("city", "Vancouver, BC V6B 1P8")).toMatch(/city/);
    expect(why("city", "12 Main St")).toMatch(/city/);
    for (const ok of ["Saint-Jean-sur-Richelieu", "St. John's", "100 Mile House", "Rocky View County", "Québec"]) expect(why("city", ok), ok).toBeNull();
  });
  it("a neighbourhood is no place with its city in parentheses, no address line", () => {
    expect(why("neighbourhood", "Gatineau (Aylmer)")).toMatch(/neighbourhood/);
    expect(why("neighbourhood", "The Grace, Vancouver, BC V6B 1P8")).toMatch(/neighbourhood/);
    expect(why("neighbourhood", "Sub-Area Vi James Bay")).toMatch(/neighbourhood/);
    for (const ok of ["Entertainment District", "Church St. Corridor", "Killarney/Glengarry", "Waterfront Communities C1", "City Centre"]) expect(why("neighbourhood", ok), ok).toBeNull();
  });
  it("a street is more than a unit or a pad", () => {
    expect(why("street", "Lot 42")).toMatch(/unit/);
    expect(why("street", "Unit 5")).toMatch(/unit/);
    expect(why("street", "Lot 42, 10502 Evergreen Drive")).toBeNull();
    expect(why("street", "Rue des Pionniers")).toBeNull();
    expect(why("street", "PH03 - 200 Rideau St")).toBeNull();
  });
  it("an agent is a person: no caption, title, firm or one-word seller", () => {
    for (const bad of ["Primary Agent", "Listed by", "Particulier", "Owner", "Bluenose Residential Management", "Crescentwood Property Management", "REALTOR®", "Private Seller"]) {
      expect(isPersonName(bad), bad).toBe(false);
    }
    for (const ok of ["Marc-André Boisvert", "Geneviève Lachance", "Colleen MacIsaac", "Danielle Thériault"]) expect(isPersonName(ok), ok).toBe(true);
  });
  it("a brokerage is no title, caption, address line, two names in one, sentence or legal text", () => {
    for (const bad of [
      "REALTOR®", "Courtier immobilier résidentiel", "Courtière immobilière résidentielle", "Listed by Westcoast Homes Realty Ltd.",
      "Amrit Dhillon • Sutton Group-West Coast Realty", "12, rue Principale Nord, Sutton (Québec) J0E 2K0", "Verified landlord",
      "© 2026 Realty Inc. All rights reserved", "This listing is not brokered by us. Contact the owner.", "Crescentwood Property Management",
    ]) expect(isBrokerageName(bad), bad).toBe(false);
    for (const ok of ["RE/MAX 1er Choix", "Royal LePage Signature Realty, Brokerage", "Harbourview Realty (Nanaimo) Ltd.", "Windermere Manito, LLC", "Green Mountain Land Co.", "Groupe Sutton Inc. agence immobilière"]) {
      expect(isBrokerageName(ok), ok).toBe(true);
    }
  });
  it("numbers in range: a year 0, no bath, an area under 100 ft²", () => {
    expect(why("yearBuilt", 0)).toMatch(/year/);
    expect(why("yearBuilt", YEAR + 3)).toBeNull();
    expect(why("bathrooms", 0)).toMatch(/bathroom/);
    expect(why("bathrooms", 2.5)).toBeNull();
    expect(why("bedrooms", 45)).toMatch(/bedroom/);
    expect(why("squareFootage", 12)).toMatch(/area/);
    expect(why("lot", { value: 0, unit: "acres" })).toMatch(/lot/);
    expect(why("geo", { lat: 0, lng: 0 })).toMatch(/coordinates/);
  });
  it("a price, area or address read from an estimate, a history, another home or an office is not the listing's", () => {
    expect(why("price", { amount: 910_000, currency: "CAD", period: "sale" }, "embedded:state.estimatePrice")).toMatch(/not the listing's/);
    expect(why("squareFootage", 1780, "embedded:state.area.estimate")).toMatch(/not the listing's/);
    expect(why("postalCode", "J4N 1A2", "json-ld:Organization.address.postalCode")).toMatch(/another place/);
    expect(why("price", { amount: 910_000, currency: "CAD", period: "sale" }, "json-ld:Offer.price")).toBeNull();
  });
});

describe("facts against each other", () => {
  const c = (value: unknown): { value: unknown; source: string } => ({ value, source: "t" });
  const keys = (got: Parameters<typeof conflicts>[0]): string[] => conflicts(got).flatMap((x) => x.keys);
  it("a province and a postal code of two provinces: neither", () => {
    expect(keys({ province: c("ON"), postalCode: c("J4N 1A2") })).toEqual(["province", "postalCode"]);
    expect(keys({ province: c("QC"), postalCode: c("J4N 1A2") })).toEqual([]);
    expect(keys({ province: c("NY"), postalCode: c("J4N 1A2") })).toEqual(["postalCode"]);
  });
  it("a neighbourhood that is the city or the province is none", () => {
    expect(keys({ city: c("Granby"), neighbourhood: c("Québec") })).toEqual(["neighbourhood"]);
    expect(keys({ city: c("Laval"), neighbourhood: c("laval") })).toEqual(["neighbourhood"]);
    expect(keys({ city: c("Laval"), neighbourhood: c("Chomedey") })).toEqual([]);
  });
  it("more below-grade bedrooms than bedrooms, more full and half baths than the total", () => {
    expect(keys({ bedrooms: c(2), bedroomsBelowGrade: c(3) })).toEqual(["bedroomsBelowGrade"]);
    expect(keys({ bathrooms: c(1.5), bathroomsFull: c(4), bathroomsHalf: c(0) })).toEqual(["bathrooms", "bathroomsFull", "bathroomsHalf"]);
    expect(keys({ bathrooms: c(2.5), bathroomsFull: c(2), bathroomsHalf: c(1) })).toEqual([]);
  });
  it("a lot that is the living area, a condo's acre lot, coordinates abroad for a Canadian address", () => {
    expect(keys({ squareFootage: c(1200), lot: c({ value: 1200, unit: "ft2" }) })).toEqual(["lot", "lotSize", "squareFootage"]);
    expect(keys({ propertyKind: c("condo"), lot: c({ value: 2.1, unit: "acres" }) })).toEqual(["lot", "lotSize"]);
    expect(keys({ propertyKind: c("condo"), lot: c({ value: 14_449, unit: "ft2" }) })).toEqual([]);
    expect(keys({ province: c("ON"), geo: c({ lat: 48.85, lng: 2.35 }) })).toEqual(["geo"]);
  });
  it("a home's sale under $25,000, and a currency at odds with the country", () => {
    expect(priceConflict({ amount: 10_000, currency: "CAD", period: "sale" }, "house", "YT")).toMatch(/under/);
    expect(priceConflict({ amount: 2_600, currency: "CAD", period: "sale" }, null, "ON")).toMatch(/under/);
    expect(priceConflict({ amount: 15_000, currency: "CAD", period: "sale" }, "land", "NS")).toBeNull();
    expect(priceConflict({ amount: 2_600, currency: "CAD", period: "month" }, "townhouse", "ON")).toBeNull();
    expect(priceConflict({ amount: 389_000, currency: "CAD", period: "sale" }, "house", "ME")).toMatch(/US address/);
    expect(priceConflict({ amount: 389_000, currency: "USD", period: "sale" }, "house", "ON")).toMatch(/Canadian address/);
  });
  it("a rental's lister needs a brokerage's words", () => {
    expect(rentalBrokerageDoubt("Harbourview Properties Ltd.")).toMatch(/rental/);
    expect(rentalBrokerageDoubt("Urban Lease Realty Ltd.")).toBeNull();
    expect(rentalBrokerageDoubt("Groupe Immobilier Laurier inc.")).toBeNull();
  });
});

describe("a count with parts no rule read", () => {
  it("is no count: its first number may be a total of another kind", () => {
    expect(parseCount("2 Full / 1 Half")).toBeNull();
    expect(parseCount("3 (2 + 1 powder)")).toBeNull();
    expect(parseBedrooms("4 (3 main, 1 loft)")).toBeNull();
    expect(parseBedrooms("4 (3 up, 2 down)")).toBeNull();
  });
  it("a plain count, a decimal and a '3+1' are still read", () => {
    expect(parseCount("2.5")).toBe(2.5);
    expect(parseCount("3 baths")).toBe(3);
    expect(parseCount("2 (ensuite)")).toBe(2);
    expect(parseBedrooms("3 + 1")).toEqual({ above: 3, below: 1 });
    expect(parseBedrooms("4 (3 up, 1 down)")).toEqual({ above: 3, below: 1 });
    expect(parseBedrooms("4 (2 up / 2 down)")).toEqual({ above: 2, below: 2 });
    expect(parseBedrooms("4")).toEqual({ above: 4, below: null });
  });
});
