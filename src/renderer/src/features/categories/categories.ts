import type { PostCategory } from "../../data/posts/keys.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";

type CategoryPageText = { label: MessageKey; heading: MessageKey; tagline: MessageKey };

/**
 * Category pages (spec §2): the message keys of each route's label, heading and tagline (the text is in the
 * catalogues, src/shared/i18n/messages); each a post category of the database (fsbo has none).
 */
export const CATEGORY_PAGES = {
  residential: { label: "category.residential.label", heading: "category.residential.heading", tagline: "category.residential.tagline" },
  commercial: { label: "category.commercial.label", heading: "category.commercial.heading", tagline: "category.commercial.tagline" },
  land: { label: "category.land.label", heading: "category.land.heading", tagline: "category.land.tagline" },
  business: { label: "category.business.label", heading: "category.business.heading", tagline: "category.business.tagline" },
} as const satisfies Partial<Record<PostCategory, CategoryPageText>>;

export type CategoryRoute = keyof typeof CATEGORY_PAGES;

/** The category routes, in the order of the header's links. */
export const CATEGORY_ROUTES = Object.keys(CATEGORY_PAGES) as CategoryRoute[];

/** For Sale By Owner (issue 19): a browse page like the four, not among the header's links (spec §2 names four). */
export const FSBO_PAGE: CategoryPageText = { label: "category.fsbo.label", heading: "category.fsbo.heading", tagline: "category.fsbo.tagline" };

/** Every category page: the four and /fsbo. */
export type BrowseCategory = CategoryRoute | "fsbo";
export const BROWSE_CATEGORY_ROUTES: readonly BrowseCategory[] = [...CATEGORY_ROUTES, "fsbo"];
export const browsePage = (category: BrowseCategory): CategoryPageText => (category === "fsbo" ? FSBO_PAGE : CATEGORY_PAGES[category]);
