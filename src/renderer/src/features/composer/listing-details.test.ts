import { describe, expect, it } from "vitest";
import type { LinkMetadata } from "@shared/link-intelligence/types.ts";
import { EMPTY_POST } from "./empty-post.ts";
import { factOrigins, foundDetails, foundFromOrigins, originOf, prefill } from "./listing-details.ts";

const metadata: LinkMetadata = {
  title: "100 King St W, Toronto",
  description: null,
  imageUrl: null,
  images: [],
  metaTags: {},
  logs: [],
  error: null,
  structuredData: {
    listingPrice: "$1,250,000",
    propertyType: "Condo Apartment",
    propertyKind: "condo",
    address: { street: "100 King St W", city: "Toronto", province: "Ontario" },
    postalCode: "m5v2t6",
    bedrooms: 2,
    bedroomsBelowGrade: 1,
    bathrooms: 2.5,
    bathroomsFull: 2,
    bathroomsHalf: 1,
    squareFootage: 1012.4,
    mlsNumber: "C1234567",
    listingAgentName: null,
    brokerageName: null,
    features: { yearBuilt: null },
    yearBuilt: 2009,
    lotSize: null,
    lot: { value: 0.25, unit: "acres" },
    price: { amount: 1250000, currency: "CAD", period: "sale" },
  },
};

describe("listing details (issue 18)", () => {
  it("reads the facts the page gave as the form's text, in the stored forms", () => {
    expect(foundDetails(metadata)).toEqual({
      title: "100 King St W, Toronto",
      manual_price: "1250000",
      property_kind: "condo",
      bedrooms: "2 + 1",
      bathrooms: "2.5",
      square_footage: "1012",
      lot_size: "0.25 acres",
      year_built: "2009",
      mls_number: "C1234567",
      street_address: "100 King St W",
      city: "Toronto",
      province: "ON",
      postal_code: "M5V 2T6",
    });
    expect(foundDetails(null)).toEqual({});
  });

  it("a rent or a foreign price is not a list price", () => {
    const rent = { ...metadata, structuredData: { ...metadata.structuredData!, price: { amount: 2400, currency: "CAD", period: "month" as const } } };
    expect(foundDetails(rent).manual_price).toBeUndefined();
  });

  it("marks a fact found on the page until the member changes it; an empty field has no mark", () => {
    const found = foundDetails(metadata);
    expect(originOf("title", "100 King St W, Toronto", found)).toBe("page");
    expect(originOf("title", "100 King Street West", found)).toBe("member");
    expect(originOf("province", "Ontario", found)).toBe("page");
    expect(originOf("postal_code", "m5v 2t6", found)).toBe("page");
    expect(originOf("manual_price", "1250000.00", found)).toBe("page");
    expect(originOf("bedrooms", "", found)).toBeNull();
    expect(originOf("lot_size", "40 x 100 ft", {})).toBe("member");
  });

  it("stores each origin under the database's fact names", () => {
    const found = foundDetails(metadata);
    expect(factOrigins({ title: "100 King St W, Toronto", bedrooms: "3", manual_price: "", street_address: "100 King St W", postal_code: "M5V 2T6" }, found)).toEqual({
      title: "page",
      bedrooms: "member",
      street: "page",
      postalCode: "page",
    });
  });

  it("a new preview fills empty fields and its own earlier facts, never what the member typed", () => {
    const first = foundDetails(metadata);
    const typed = { ...EMPTY_POST, title: "My title", bedrooms: first.bedrooms ?? "", city: "" };
    const next = { ...first, bedrooms: "4", city: "Mississauga", title: "Other page" };
    expect(prefill(typed, first, next)).toMatchObject({ bedrooms: "4", city: "Mississauga" });
    expect(prefill(typed, first, next)).not.toHaveProperty("title");
  });

  it("an edited post keeps the marks its stored origins give", () => {
    expect(foundFromOrigins({ title: "T", bedrooms: "3", city: "" }, { title: "page", bedrooms: "member", city: "page" })).toEqual({ title: "T" });
  });
});
