import { describe, expect, it } from "vitest";
import { extractFromHtml } from "../link-intelligence/extract.ts";
import { clipText, EXTRACTED_TEXT_MAX, POST_TEXT_LIMITS } from "./text-limits.ts";

describe("text limits", () => {
  it("clips by code points and never splits a surrogate pair", () => {
    expect(clipText("abc", 5)).toBe("abc");
    expect(clipText("abcdef", 3)).toBe("abc");
    expect(clipText("🏠🏠🏠", 2)).toBe("🏠🏠");
    expect(clipText("a🏠", 1)).toBe("a");
  });

  it("keeps what the extractor hands the composer within the post columns", () => {
    const long = "Maison ".repeat(200);
    const image = `https://img.example/${"x".repeat(POST_TEXT_LIMITS.og_image_url)}.jpg`;
    const html = `<html><head><meta property="og:title" content="${long}"><meta property="og:image" content="${image}">
      <script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "RealEstateListing",
        category: long,
        offers: { "@type": "Offer", price: 500000, priceCurrency: "CAD", offeredBy: { "@type": "RealEstateAgent", name: long } },
        about: { "@type": "House", address: { "@type": "PostalAddress", streetAddress: long, addressLocality: "Ottawa", addressRegion: "ON" } },
      })}</script></head><body></body></html>`;
    const result = extractFromHtml(html, "https://www.realtor.ca/x");
    expect(result.title?.length).toBe(POST_TEXT_LIMITS.title);
    expect(result.imageUrl).toBeNull();
    expect(result.structuredData?.propertyType?.length).toBe(EXTRACTED_TEXT_MAX);
    // A 1,400-character street or agent's name is none at all (link-intelligence/normalise/plausible.ts), not a clipped one.
    expect(result.structuredData?.address.street ?? null).toBeNull();
    expect(result.structuredData?.listingAgentName ?? null).toBeNull();
  });
});
