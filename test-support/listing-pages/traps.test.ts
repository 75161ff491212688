/** Each trap of issue 18 on the page that carries it: the right value wins, with the source that gave it. */
import { describe, expect, it } from "vitest";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";
import type { LinkMetadata } from "@shared/link-intelligence/types.ts";
import { LISTING_PAGES } from "./index.ts";

function extract(name: string): LinkMetadata {
  const page = LISTING_PAGES.find((p) => p.name === name);
  if (!page) throw new Error(`No listing page named ${name}.`);
  return extractFromHtml(page.html, page.pageUrl);
}

describe("listing page traps", () => {
  it("a value on the line under a lot label is the lot, never the living area", () => {
    const html = `<html><head><title>Triplex à vendre</title></head><body><main>
      <div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>2 310 pc</span></div>
      <p>Triplex bien entretenu, 3 logements.</p></main></body></html>`;
    const sd = extractFromHtml(html, "https://www.centris.ca/fr/triplex~a-vendre~montreal/12345678").structuredData;
    expect(sd?.squareFootage ?? null).toBeNull();
    expect(sd?.lot).toEqual({ value: 2310, unit: "ft2" });
  });
  it("realtor.ca: the JSON-LD sku is the site's id, the labelled number is the MLS®", () => {
    const meta = extract("realtor-ca-house-en");
    expect(meta.structuredData?.mlsNumber).toBe("40612345");
    expect(meta.sources?.["structuredData.mlsNumber"]).toBe("text:label:mls");
  });
  it("HouseSigma: list price, not SigmaEstimate; the listing's address, not the office in Organization JSON-LD", () => {
    const sd = extract("housesigma-condo").structuredData;
    expect(sd?.price).toEqual({ amount: 1_199_000, currency: "CAD", period: "sale" });
    expect(sd?.address).toEqual({ street: "88 Harbour St #4805", city: "Toronto", province: "ON" });
    expect(sd?.postalCode).toBe("M5J 0C3");
  });
  it("Zolo and condos.ca: no brokerage from the footer's 'in the Province of Ontario.'", () => {
    expect(extract("zolo-detached").structuredData?.brokerageName).toBeNull();
    expect(extract("condos-ca-unit").structuredData?.brokerageName).toBe("Bosley Real Estate Ltd., Brokerage");
  });
  it("Zillow: price, not the Zestimate or the last sale; no brokerage from the legal footer", () => {
    const meta = extract("zillow-house");
    expect(meta.structuredData?.price).toEqual({ amount: 685_900, currency: "USD", period: "sale" });
    expect(meta.structuredData?.brokerageName).toBe("Evergreen Home Partners");
    expect(meta.sources?.["structuredData.brokerageName"]).toBe("site:zillow.com.property.attributionInfo.brokerName");
  });
  it("DuProprio: Montréal is the city, 'Rosemont / La Petite Patrie' the neighbourhood; no broker on a sale by owner", () => {
    const sd = extract("duproprio-condo-fr").structuredData;
    expect(sd?.address.city).toBe("Montréal");
    expect(sd?.neighbourhood).toBe("Rosemont / La Petite Patrie");
    expect(sd?.brokerageName).toBeNull();
    expect(sd?.listingAgentName).toBeNull();
    expect(sd?.mlsNumber).toBeNull();
  });
  it("Centris: the kind from the listing, not the 'Maisons à vendre' menu; the borough apart from Montréal", () => {
    const sd = extract("centris-house-fr").structuredData;
    expect(sd?.propertyKind).toBe("townhouse");
    expect(sd?.address.city).toBe("Montréal");
    expect(sd?.neighbourhood).toBe("Le Plateau-Mont-Royal");
    expect(sd?.bathroomsFull).toBe(1);
    expect(sd?.bathroomsHalf).toBe(1);
  });
  it("RE/MAX: a generic SingleFamilyResidence JSON-LD type does not beat the listing's Townhouse", () => {
    const meta = extract("remax-townhouse-next");
    expect(meta.structuredData?.propertyKind).toBe("townhouse");
    expect(meta.structuredData?.propertyType).toBe("Townhouse");
  });
  it("Point2: '489.000' in microdata is $489,000, and the publisher's address is not the listing's", () => {
    const sd = extract("point2homes-bungalow").structuredData;
    expect(sd?.price?.amount).toBe(489_000);
    expect(sd?.address.city).toBe("Barrie");
  });
  it("SeLoger and Rightmove: euro and pound prices", () => {
    expect(extract("seloger-house-eur").structuredData?.price).toEqual({ amount: 570_000, currency: "EUR", period: "sale" });
    expect(extract("rightmove-flat-gbp").structuredData?.price).toEqual({ amount: 425_000, currency: "GBP", period: "sale" });
  });
  it("realtor.ca French: 88 m² is 947 ft²", () => {
    expect(extract("realtor-ca-condo-fr").structuredData?.squareFootage).toBe(947);
  });
  it("Kijiji: the ad's own rent in cents is $2,450 a month, not another ad's price", () => {
    const meta = extract("kijiji-rental");
    expect(meta.structuredData?.price).toEqual({ amount: 2450, currency: "CAD", period: "month" });
    expect(meta.sources?.["structuredData.price"]).toBe("site:kijiji.ca.price.amount/100");
    expect(meta.structuredData?.geo).toEqual({ lat: 51.0437, lng: -114.0906 });
  });
  it("realtor.com: the listing's coordinates and city, not the advertiser's office", () => {
    const sd = extract("realtor-com-condo").structuredData;
    expect(sd?.address.city).toBe("San Francisco");
    expect(sd?.geo).toEqual({ lat: 37.794001, lng: -122.431811 });
  });
});
