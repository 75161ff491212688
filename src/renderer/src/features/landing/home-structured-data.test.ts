import { describe, expect, it } from "vitest";
import { homeStructuredData } from "./home-structured-data.ts";

describe("home JSON-LD", () => {
  it("breadcrumb, website with a search action on /search?q=, agent serving Canada", () => {
    const [crumbs, site, agent] = homeStructuredData("https://example.ca") as Record<string, unknown>[];
    expect(crumbs?.["@type"]).toBe("BreadcrumbList");
    expect(site).toMatchObject({ "@type": "WebSite", potentialAction: { "@type": "SearchAction", target: { urlTemplate: "https://example.ca/search?q={search_term_string}" } } });
    expect(agent).toMatchObject({ "@type": "RealEstateAgent", areaServed: { name: "Canada" } });
  });
});
