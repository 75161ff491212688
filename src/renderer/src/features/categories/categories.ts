import type { PostCategory } from "../../data/posts/keys.ts";

type CategoryPageText = { label: string; heading: string; tagline: string };

/** Category pages (spec §2): heading and tagline per route; each a post category of the database (fsbo has none). */
export const CATEGORY_PAGES = {
  residential: { label: "Residential", heading: "Residential Listings", tagline: "Find your next home, from condos to family houses." },
  commercial: { label: "Commercial", heading: "Commercial Properties", tagline: "Explore office spaces, retail locations, and industrial properties." },
  land: { label: "Land", heading: "Land for Sale", tagline: "Browse raw land, development lots, and large parcels." },
  business: { label: "Business", heading: "Businesses for Sale", tagline: "Acquire an existing business or franchise opportunity." },
} as const satisfies Partial<Record<PostCategory, CategoryPageText>>;

export type CategoryRoute = keyof typeof CATEGORY_PAGES;

/** The category routes, in the order of the header's links. */
export const CATEGORY_ROUTES = Object.keys(CATEGORY_PAGES) as CategoryRoute[];
