import { describe, expect, it } from "vitest";
import { extractFromHtml } from "../extract.ts";
import { snapshotOf, sourceStatusOf } from "./source-status.ts";

const link = "https://www.realtor.ca/real-estate/123/100-king-st-w";
const page = (fields: Partial<Parameters<typeof sourceStatusOf>[1]>) => ({ status: 200, finalUrl: link, title: "100 King St W, Toronto", description: null, ...fields });

describe("the source's status from one fetch", () => {
  it("reads gone, sent to a search page, sold, expired and no-longer-available pages, in English and French", () => {
    expect(sourceStatusOf(link, page({}))).toBe("live");
    expect(sourceStatusOf(link, page({ status: 404 }))).toBe("removed");
    expect(sourceStatusOf(link, page({ status: 410 }))).toBe("removed");
    expect(sourceStatusOf(link, page({ finalUrl: "https://www.realtor.ca/map?q=toronto" }))).toBe("redirected");
    expect(sourceStatusOf(link, page({ finalUrl: "https://www.realtor.ca/" }))).toBe("redirected");
    expect(sourceStatusOf(link, page({ title: "SOLD - 100 King St W" }))).toBe("sold");
    expect(sourceStatusOf(link, page({ description: "Propriété vendue" }))).toBe("sold");
    expect(sourceStatusOf(link, page({ title: "Listing expired" }))).toBe("expired");
    expect(sourceStatusOf(link, page({ description: "This listing is no longer available." }))).toBe("removed");
    expect(sourceStatusOf(link, page({ description: "Cette annonce n’est plus disponible" }))).toBe("removed");
  });

  it("says nothing on a failed fetch, a 5xx, a bot wall or a redirect to another listing", () => {
    expect(sourceStatusOf(link, page({ status: 0 }))).toBeNull();
    expect(sourceStatusOf(link, page({ status: 503 }))).toBeNull();
    expect(sourceStatusOf(link, page({ status: 403 }))).toBeNull();
    expect(sourceStatusOf(link, page({ blocked: true }))).toBeNull();
    expect(sourceStatusOf(link, page({ finalUrl: "https://www.realtor.ca/real-estate/124/102-king-st-w" }))).toBe("live");
  });

  it("the re-check's snapshot keeps the page's price unless the listing is gone", () => {
    const ld = { "@context": "https://schema.org", "@type": "RealEstateListing", name: "100 King St W", offers: { "@type": "Offer", price: 869000, priceCurrency: "CAD" } };
    const meta = extractFromHtml(`<title>SOLD: 100 King St W</title><meta property="og:title" content="SOLD: 100 King St W"><script type="application/ld+json">${JSON.stringify(ld)}</script>`, link);
    expect(snapshotOf(link, { kind: "page", meta, status: 200, finalUrl: link })).toEqual({ status: "sold", price: 869000, facts: {} });
    expect(snapshotOf(link, { kind: "page", meta, status: 404, finalUrl: link })).toEqual({ status: "removed", price: null, facts: {} });
    expect(snapshotOf(link, { kind: "robots", message: "disallowed" })).toBeNull();
  });
});
