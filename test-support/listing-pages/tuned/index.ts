/** Tuned pages: the extraction rules were developed against these. */
import type { ListingPage } from "../types.ts";
import { ABROAD_PAGES } from "./abroad.ts";
import { CANADA_PAGES } from "./canada.ts";
import { QUEBEC_PAGES } from "./quebec.ts";

export const TUNED_PAGES: ListingPage[] = [...CANADA_PAGES, ...QUEBEC_PAGES, ...ABROAD_PAGES];
