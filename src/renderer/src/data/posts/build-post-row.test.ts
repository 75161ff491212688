import { describe, expect, it } from "vitest";
import type { LinkMetadata } from "../../../../shared/link-intelligence/types.ts";
import { postSchema } from "../../../../shared/validation/post.ts";
import { buildPostRow } from "./build-post-row.ts";

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

describe("buildPostRow", () => {
  it("stores the extractor's structured data in the property fields, bathrooms and price as text", () => {
    const values = postSchema.parse({ content: "See https://www.realtor.ca/x/1 now", category: "residential", manual_price: "$600,000" });
    const row = buildPostRow("user-1", { values, metadata, whitelist: ["realtor.ca"] });
    expect(row).toMatchObject({
      user_id: "user-1",
      url: "https://www.realtor.ca/x/1",
      description: "See https://www.realtor.ca/x/1 now",
      title: "107 Maple Avenue, Montréal",
      og_image_url: "https://img.example/1.jpg",
      status: "approved",
      listing_price: "$575,000",
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
      manual_price: 600000,
    });
  });

  it("prefers the address the member picked, and works without metadata", () => {
    const values = postSchema.parse({ content: "https://www.realtor.ca/x/2", category: "land", city: "Halifax", province: "NS" });
    const row = buildPostRow("user-2", { values, metadata: null, whitelist: [] });
    expect(row.city).toBe("Halifax");
    expect(row.title).toBeNull();
    expect(row.bedrooms).toBeNull();
    expect(row.manual_price).toBeNull();
  });
});
