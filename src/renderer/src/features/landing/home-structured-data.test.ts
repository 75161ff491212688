import { describe, expect, it } from "vitest";
import { en } from "@shared/i18n/messages/en.ts";
import { fr } from "@shared/i18n/messages/fr.ts";
import { compileCatalogue, formatCompiled } from "@shared/i18n/compile.ts";
import type { Translate } from "@renderer/lib/i18n.tsx";
import { homeStructuredData } from "./home-structured-data.ts";

const translator = (catalogue: typeof en | typeof fr): Translate => {
  const compiled = compileCatalogue(catalogue);
  return (key, values) => formatCompiled(compiled[key], values);
};

describe("home JSON-LD", () => {
  it("breadcrumb, website with a search action on /search?q=, agent serving Canada", () => {
    const [crumbs, site, agent] = homeStructuredData(translator(en), "https://example.ca/") as Record<string, unknown>[];
    expect(crumbs?.["@type"]).toBe("BreadcrumbList");
    expect(site).toMatchObject({ "@type": "WebSite", name: "Real Estate Marketplace", url: "https://example.ca/", potentialAction: { "@type": "SearchAction", target: { urlTemplate: "https://example.ca/search?q={search_term_string}" } } });
    expect(agent).toMatchObject({ "@type": "RealEstateAgent", areaServed: { name: "Canada" } });
  });

  it("in French on /fr: French names and the French search address", () => {
    const [crumbs, site, agent] = homeStructuredData(translator(fr), "https://example.ca/fr") as Record<string, unknown>[];
    expect(crumbs).toMatchObject({ itemListElement: [{ name: "Accueil", item: "https://example.ca/fr" }] });
    expect(site).toMatchObject({ name: "Marché immobilier", potentialAction: { target: { urlTemplate: "https://example.ca/fr/search?q={search_term_string}" } } });
    expect(agent).toMatchObject({ description: expect.stringContaining("à vendre partout au Canada") });
  });
});
