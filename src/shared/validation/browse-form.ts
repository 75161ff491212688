// Issue 19 "Find": the browse pages' filter form (FilterPanel, loaded when first opened): every field a string as the
// inputs hold it, turned into the same filters as the address gives (browse.ts). Its messages are catalogue keys
// (messages.ts), translated by the form's resolver.
import * as z from "zod/mini";
import { Constants } from "../database.types.ts";
import { PROVINCE_CODES } from "../address/provinces.ts";
import { PROPERTY_KINDS } from "../link-intelligence/types.ts";
import { message } from "./messages.ts";
import { BROWSE_MIN_BATHS, BROWSE_MIN_BEDS, BROWSE_PARAMS, BROWSE_SORTS, PRICE_MAX, parseBrowseParams, parsePrice, type BrowseFilters } from "./browse.ts";

/** Price text as typed ("$650,000", "650000"): digits only; empty is none. */
const priceText = z.string().check(
  z.refine((raw) => raw.trim() === "" || /^\$?\s*[0-9][0-9,\s]*$/.test(raw.trim()), { message: message("validation.browse.priceWhole") }),
  z.refine((raw) => raw.trim() === "" || Number(raw.replace(/[^0-9]/g, "")) <= PRICE_MAX, { message: message("validation.browse.priceMax") }),
);

/** The filter form: every field a string as the inputs hold it ("" = any). */
export const browseFormSchema = z
  .object({
    minPrice: priceText,
    maxPrice: priceText,
    beds: z.enum(["", ...BROWSE_MIN_BEDS.map(String)]),
    baths: z.enum(["", ...BROWSE_MIN_BATHS.map(String)]),
    type: z.enum(["", ...PROPERTY_KINDS]),
    province: z.enum(["", ...PROVINCE_CODES]),
    city: z.string().check(z.maxLength(100, message("validation.browse.cityMax"))),
    category: z.enum(["", ...Constants.public.Enums.post_category]),
    sort: z.enum(BROWSE_SORTS),
  })
  .check(
    z.refine((form) => {
      const min = parsePrice(form.minPrice);
      const max = parsePrice(form.maxPrice);
      return min === undefined || max === undefined || min <= max;
    }, { message: message("validation.browse.priceRange"), path: ["maxPrice"] }),
  );
export type BrowseForm = z.infer<typeof browseFormSchema>;

export const EMPTY_BROWSE_FORM: BrowseForm = { minPrice: "", maxPrice: "", beds: "", baths: "", type: "", province: "", city: "", category: "", sort: "newest" };

/** The form's values for a set of filters. */
export function browseFormValues(filters: BrowseFilters): BrowseForm {
  return {
    minPrice: filters.minPrice === undefined ? "" : String(filters.minPrice),
    maxPrice: filters.maxPrice === undefined ? "" : String(filters.maxPrice),
    beds: filters.beds === undefined ? "" : String(filters.beds),
    baths: filters.baths === undefined ? "" : String(filters.baths),
    type: filters.type ?? "",
    province: filters.province ?? "",
    city: filters.city ?? "",
    category: filters.category ?? "",
    sort: filters.sort,
  };
}

/** The filters of a valid form (browseFormSchema): the same as its address would give. */
export function browseFiltersOf(form: BrowseForm): BrowseFilters {
  const params = new URLSearchParams();
  for (const key of BROWSE_PARAMS) if (key !== "bbox" && form[key] !== "") params.set(key, form[key]);
  return parseBrowseParams(params);
}
