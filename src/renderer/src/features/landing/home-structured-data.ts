/** The three JSON-LD blocks of the home page (spec §1): breadcrumb, website with search action, real-estate agent. */
export function homeStructuredData(origin: string): unknown[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` }],
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Real Estate Marketplace",
      url: `${origin}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      name: "Real Estate Marketplace",
      url: `${origin}/`,
      description: "A community marketplace for houses, condos, commercial properties, land and businesses for sale across Canada.",
      areaServed: { "@type": "Country", name: "Canada" },
    },
  ];
}
