import type { Translate } from "@renderer/lib/i18n.tsx";

/**
 * The three JSON-LD blocks of the home page (spec §1): breadcrumb, website with search action, real-estate agent, in
 * the page's language. `home` is the home page's address in that language (https://site.ca/ or https://site.ca/fr).
 */
export function homeStructuredData(t: Translate, home: string): unknown[] {
  const base = home.replace(/\/$/, "");
  return [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ "@type": "ListItem", position: 1, name: t("breadcrumbs.home"), item: home }],
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: t("brand.name"),
      url: home,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${base}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      name: t("brand.name"),
      url: home,
      description: t("member.homeAgentDescription"),
      areaServed: { "@type": "Country", name: "Canada" },
    },
  ];
}
