import { describe, expect, it } from "vitest";
import type { LinkMetadata } from "@shared/link-intelligence/types.ts";
import { postSchema } from "@shared/validation/post.ts";
import { buildPostRow, editableColumns } from "./build-post-row.ts";

const metadata: LinkMetadata = {
  title: "107 Maple Avenue, Montréal",
  description: "3 bed home",
  imageUrl: "https://img.example/1.jpg",
  images: [],
  metaTags: {},
  logs: ["fetched"],
  error: null,
  structuredData: {
    listingPrice: "$575,000",
    propertyType: "Single Family",
    address: { street: "107 Maple Avenue", city: "Montréal", province: "QC" },
    bedrooms: 3,
    bathrooms: 2,
    squareFootage: 1450,
    mlsNumber: "X1000007",
    listingAgentName: "Jo Agent",
    brokerageName: "Maple Realty",
    features: { yearBuilt: 1987 },
    yearBuilt: null,
    lotSize: "40 x 100 ft",
  },
};

describe("buildPostRow (issue 18: the facts as the member checked them)", () => {
  it("stores the form's facts, the page's image, price text, agent and brokerage, origins and coordinates", () => {
    const values = postSchema.parse({
      content: "See https://www.realtor.ca/x/1 now #montreal", category: "residential", title: "107 Maple Avenue, Montréal", manual_price: "$600,000",
      property_kind: "house", bedrooms: "3", bathrooms: "2", square_footage: "1450", year_built: "1987", lot_size: "40 x 100 ft", mls_number: "X1000007",
      street_address: "107 Maple Avenue", city: "Montréal", province: "Québec", postal_code: "h2x1y4",
    });
    const row = buildPostRow("user-1", { values, metadata, whitelist: ["realtor.ca"], origins: { title: "page", propertyType: "page", price: "member" }, location: { lat: 45.5, lng: -73.6, precision: "postal" } });
    expect(row).toMatchObject({
      user_id: "user-1",
      url: "https://www.realtor.ca/x/1",
      description: "See https://www.realtor.ca/x/1 now #montreal",
      title: "107 Maple Avenue, Montréal",
      og_image_url: "https://img.example/1.jpg",
      status: "approved",
      listing_price: "$575,000",
      property_kind: "house",
      property_type: "Single Family",
      bedrooms: "3",
      bathrooms: "2",
      square_footage: "1450",
      mls_number: "X1000007",
      listing_agent: "Jo Agent",
      brokerage: "Maple Realty",
      year_built: 1987,
      lot_size: "40 x 100 ft",
      street_address: "107 Maple Avenue",
      city: "Montréal",
      province: "QC",
      postal_code: "H2X 1Y4",
      manual_price: 600000,
      fact_origins: { title: "page", propertyType: "page", price: "member" },
      lat: 45.5,
      lng: -73.6,
      geo_precision: "postal",
    });
  });

  it("a failed preview: what the member typed, no page facts, no coordinates", () => {
    const values = postSchema.parse({ content: "https://www.realtor.ca/x/2", category: "land", title: "Lot on the lake", city: "Halifax", province: "NS" });
    const row = buildPostRow("user-2", { values, metadata: null, whitelist: [] });
    expect(row).toMatchObject({ title: "Lot on the lake", city: "Halifax", province: "NS", bedrooms: null, manual_price: null, og_image_url: null, lat: null, geo_precision: null, fact_origins: {} });
  });

  it("the site's words for the property type go when the member picked another kind", () => {
    const values = postSchema.parse({ content: "https://realtor.ca/x", category: "residential", title: "T", property_kind: "condo" });
    expect(editableColumns({ values, origins: { propertyType: "member" }, pagePropertyType: "Single Family" }).property_type).toBeNull();
  });
});
