import { CATEGORY_PAGES, CATEGORY_ROUTES } from "../../features/categories/categories.ts";

/** The four category links of the header and footer (spec §2), from the category pages' table (label: a message key). */
export const CATEGORY_LINKS = CATEGORY_ROUTES.map((category) => ({ to: `/${category}`, label: CATEGORY_PAGES[category].label }));
