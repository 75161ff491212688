import { describe, expect, it } from "vitest";
import { hasBrowseFilters, parseBrowseParams, serializeBrowseParams } from "./browse.ts";
import { browseFiltersOf, browseFormSchema, browseFormValues, EMPTY_BROWSE_FORM } from "./browse-form.ts";

const parse = (query: string) => parseBrowseParams(new URLSearchParams(query));

describe("browse filters in the address", () => {
  it("reads every filter and the sort", () => {
    expect(parse("minPrice=400000&maxPrice=900000&beds=3&baths=1.5&type=condo&province=on&city=%20Toronto%20&category=land&sort=price_desc")).toEqual({
      minPrice: 400000, maxPrice: 900000, beds: 3, baths: 1.5, type: "condo", province: "ON", city: "Toronto", category: "land", sort: "price_desc",
    });
  });

  it("ignores what is not a valid value, so any link still opens the page", () => {
    expect(parse("minPrice=cheap&beds=12&baths=0.25&type=castle&province=ZZ&category=boats&sort=random&city=%20%20")).toEqual({ sort: "newest" });
  });

  it("drops a maximum below the minimum", () => {
    expect(parse("minPrice=900000&maxPrice=100000")).toEqual({ minPrice: 900000, sort: "newest" });
  });

  it("writes the parameters in one order without the defaults, keeping q", () => {
    const base = new URLSearchParams("sort=newest&q=Toronto&beds=9");
    expect(serializeBrowseParams({ sort: "price_asc", city: "Ottawa", beds: 2 }, base).toString()).toBe("q=Toronto&beds=2&city=Ottawa&sort=price_asc");
    expect(serializeBrowseParams({ sort: "newest" }).toString()).toBe("");
  });

  it("round-trips: parse(serialise(f)) is f, and the prerendered address has no filters", () => {
    const filters = parse("maxPrice=500000&type=house&province=QC&sort=price_asc");
    expect(parseBrowseParams(serializeBrowseParams(filters))).toEqual(filters);
    expect(hasBrowseFilters(parse(""))).toBe(false);
    expect(hasBrowseFilters(parse("sort=price_asc"))).toBe(true);
  });
});

describe("the filter form", () => {
  it("turns into the same filters as its address", () => {
    const form = { ...EMPTY_BROWSE_FORM, minPrice: "$450,000", beds: "2", city: "Halifax" };
    expect(browseFormSchema.safeParse(form).success).toBe(true);
    expect(browseFiltersOf(form)).toEqual({ minPrice: 450000, beds: 2, city: "Halifax", sort: "newest" });
    expect(browseFormValues(browseFiltersOf(form))).toEqual({ ...form, minPrice: "450000" });
  });

  it("says what is wrong with a price", () => {
    const words = browseFormSchema.safeParse({ ...EMPTY_BROWSE_FORM, minPrice: "about 5" });
    expect(words.error?.issues[0]?.message).toBe("Price must be a whole number of dollars");
    const reversed = browseFormSchema.safeParse({ ...EMPTY_BROWSE_FORM, minPrice: "900000", maxPrice: "100000" });
    expect(reversed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["maxPrice"], "The maximum price must be at least the minimum price"]]);
  });
});
