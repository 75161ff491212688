/** Category pages (spec §2): heading and tagline per route. */
export const CATEGORY_PAGES = {
  residential: { label: "Residential", heading: "Residential Listings", tagline: "Find your next home, from condos to family houses." },
  commercial: { label: "Commercial", heading: "Commercial Properties", tagline: "Explore office spaces, retail locations, and industrial properties." },
  land: { label: "Land", heading: "Land for Sale", tagline: "Browse raw land, development lots, and large parcels." },
  business: { label: "Business", heading: "Businesses for Sale", tagline: "Acquire an existing business or franchise opportunity." },
} as const;

export type CategoryRoute = keyof typeof CATEGORY_PAGES;
