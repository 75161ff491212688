import { describe, expect, it } from "vitest";
import { propertyKindOf, propertyKindOfTitle, refineKind } from "./kind.ts";
import { parseLot } from "./lot.ts";
import { mlsNumberOf } from "./mls.ts";
import { parseDisplayAddress, splitCity } from "./places.ts";
import { normalisePrice } from "./price.ts";

describe("prices from every format", () => {
  it.each([
    ["489.000", 489_000, "CAD"],
    ["$489,000", 489_000, "CAD"],
    ["570 000 €", 570_000, "EUR"],
    ["£425,000", 425_000, "GBP"],
    ["1,2 M$", 1_200_000, "CAD"],
    ["US$685,900", 685_900, "USD"],
  ] as const)("%s", (text, amount, currency) => {
    expect(normalisePrice(text)).toEqual({ amount, currency, period: "sale" });
  });
});

describe("property kinds", () => {
  it.each([
    ["Detached", "house"], ["Maison à étages", "house"], ["Bungalow", "house"], ["Semi-Detached", "semi-detached"], ["Jumelé", "semi-detached"],
    ["Condo Townhouse", "townhouse"], ["En rangée", "townhouse"], ["Condo Apt", "condo"], ["Appartement", "condo"], ["Flat", "condo"],
    ["Triplex", "plex"], ["Multi-family", "plex"], ["Vacant Land", "land"], ["Terrain", "land"], ["Hobby Farm", "farm"], ["Mobile Home", "mobile"],
    ["Retail", "commercial"], ["Business", "business"],
  ] as const)("%s is %s", (words, kind) => expect(propertyKindOf(words)).toBe(kind));
  it.each(["Single Family", "Maison unifamiliale", "Residential", "Nombre d'unités 1", ""])("%s says no kind", (words) => expect(propertyKindOf(words)).toBeNull());
  it("reads the kind before 'for sale' in a title, not navigation words", () => {
    expect(propertyKindOfTitle("Condo à vendre - Rosemont / La Petite Patrie - 459 000 $")).toBe("condo");
    expect(propertyKindOfTitle("2 bedroom flat for sale in Marine Parade, Brighton")).toBe("condo");
    expect(propertyKindOfTitle("118 Elgin St, Ottawa, ON")).toBeNull();
  });
  it("refines a generic house by an attached style", () => {
    expect(refineKind(["house", "townhouse"])).toBe("townhouse");
    expect(refineKind(["plex", "semi-detached"])).toBe("plex");
  });
});

describe("lot sizes", () => {
  it.each([
    ["50 x 132 FT", { value: 6600, unit: "ft2", widthFt: 50, depthFt: 132 }],
    ["33 ft x 122 ft", { value: 4026, unit: "ft2", widthFt: 33, depthFt: 122 }],
    ["0.52 ac", { value: 0.52, unit: "acres" }],
    ["5.06 ha", { value: 5.06, unit: "hectares" }],
    ["1 722 pc", { value: 1722, unit: "ft2" }],
    ["3,230 ft² (300.08 m²)", { value: 3230, unit: "ft2" }],
    ["450 m²", { value: 450, unit: "m2" }],
  ] as const)("%s", (text, lot) => expect(parseLot(text)).toEqual(lot));
  it("turns metric frontage and depth into square metres with feet kept", () => {
    expect(parseLot("15,24 m x 30,48 m")).toEqual({ value: 464.52, unit: "m2", widthFt: 50, depthFt: 100 });
  });
  it.each(["Beautiful large lot backing onto the ravine with mature trees and a pool, steps to the lake", "4 Highway 1", ""])("%s is no lot size", (text) => {
    expect(parseLot(text)).toBeNull();
  });
});

describe("MLS® numbers", () => {
  it.each([["C12345678", false], ["W7654321", false], ["R2891234", false], ["A2123456", false], ["SK912345", false], ["18699470", true], ["40612345", true], ["202421345", true]] as const)(
    "%s (labelled: %s) is one",
    (value, labelled) => expect(mlsNumberOf(value, labelled)).toBe(value),
  );
  it("refuses a site's internal id given without an MLS® label", () => {
    expect(mlsNumberOf("27012345", false)).toBeNull();
    expect(mlsNumberOf("945123", false)).toBeNull();
    expect(mlsNumberOf("not-an-id", true)).toBeNull();
  });
});

describe("addresses and municipalities", () => {
  it("keeps the municipality as the city and the borough apart", () => {
    expect(splitCity("Rosemont / La Petite Patrie")).toEqual({ city: "Montréal", neighbourhood: "Rosemont / La Petite Patrie", province: "QC" });
    expect(splitCity("Laval (Chomedey)")).toEqual({ city: "Laval", neighbourhood: "Chomedey", province: "QC" });
    expect(splitCity("Westmount")).toEqual({ city: "Westmount", neighbourhood: null, province: null });
  });
  it.each([
    ["100 King St W, Toronto, ON M5V 2T6", { street: "100 King St W", city: "Toronto", neighbourhood: null, province: "ON", postalCode: "M5V 2T6" }],
    ["3611, Avenue de l'Hôtel-de-Ville, Montréal (Le Plateau-Mont-Royal), Quartier Saint-Louis", { street: "3611, Avenue de l'Hôtel-de-Ville", city: "Montréal", neighbourhood: "Le Plateau-Mont-Royal", province: "QC", postalCode: null }],
    ["Point Grey, Vancouver West, BC V6R 2X5", { street: null, city: "Vancouver", neighbourhood: "Point Grey", province: "BC", postalCode: "V6R 2X5" }],
  ])("%s", (text, parts) => expect(parseDisplayAddress(text)).toEqual(parts));
});

describe("city only in meta tags", () => {
  it("reads the page's own og:locality and og:region", async () => {
    const { extractFromHtml } = await import("../extract.ts");
    const meta = extractFromHtml(
      `<html><head><meta property="og:title" content="Bright bungalow"><meta property="og:locality" content="Sherbrooke"><meta property="og:region" content="Québec"><meta property="og:postal-code" content="j1h5n4"></head><body><p>Price: $389,000</p></body></html>`,
      "https://example.ca/listing/1",
    );
    expect(meta.structuredData?.address).toEqual({ street: null, city: "Sherbrooke", province: "QC" });
    expect(meta.structuredData?.postalCode).toBe("J1H 5N4");
    expect(meta.sources?.["structuredData.address.city"]).toBe("meta:og:locality");
  });
});

describe("the listing's own text", () => {
  it("leaves out footers, menus and similar homes, not a wrapper whose class mentions a menu or sidebar", async () => {
    const { parseHtml } = await import("../html/parse.ts");
    const { pageText } = await import("../sources/page-text.ts");
    const html = `<body class="menu-closed"><div class="layout sidebar-left"><h1>12 Oak St</h1><div class="price">$500,000</div>
<section class="similar-listings"><span>$450,000</span></section><div class="site-footer">Brokerage licensed in the Province of Ontario.</div>
<nav>Maisons à vendre</nav><footer>Legal</footer></div></body>`;
    expect(pageText(parseHtml(html)).text).toBe("12 Oak St\n$500,000");
  });
});
