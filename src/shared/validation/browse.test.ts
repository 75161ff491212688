import { describe, expect, it } from "vitest";
import { hasBrowseFilters, parseBrowseParams, parseBrowseView, serializeBrowseParams } from "./browse.ts";
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

  it("reads the map's box, rounded to 4 decimals, and ignores one that is not a box", () => {
    expect(parse("bbox=-79.51234,43.6,-79.2,43.85").bbox).toEqual([-79.5123, 43.6, -79.2, 43.85]);
    for (const bad of ["-79,43,-80,44", "-79,43,-78", "a,b,c,d", "-79,43,-78,95", "-200,43,-78,44", "1e2,0,2,3"]) {
      expect(parse(`bbox=${bad}`).bbox).toBeUndefined();
    }
    expect(serializeBrowseParams({ sort: "newest", bbox: [-79.5, 43.6, -79.2, 43.85], beds: 2 }).toString()).toBe("beds=2&bbox=-79.5%2C43.6%2C-79.2%2C43.85");
    expect(hasBrowseFilters(parse("bbox=-79.5,43.6,-79.2,43.85"))).toBe(true);
  });

  it("keeps the view, which is not a filter, and reads it as the list unless it says map", () => {
    expect(serializeBrowseParams({ sort: "price_asc" }, new URLSearchParams("view=map&sort=newest")).toString()).toBe("view=map&sort=price_asc");
    expect(parseBrowseView(new URLSearchParams("view=map"))).toBe("map");
    expect(parseBrowseView(new URLSearchParams("view=globe"))).toBe("list");
    expect(hasBrowseFilters(parse("view=map"))).toBe(false);
  });

  it("round-trips: parse(serialise(f)) is f, and the prerendered address has no filters", () => {
    const filters = parse("maxPrice=500000&type=house&province=QC&bbox=-74,45.4,-73.4,45.7&sort=price_asc");
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
    expect(words.error?.issues[0]?.message).toBe("validation.browse.priceWhole");
    const reversed = browseFormSchema.safeParse({ ...EMPTY_BROWSE_FORM, minPrice: "900000", maxPrice: "100000" });
    expect(reversed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["maxPrice"], "validation.browse.priceRange"]]);
  });
});
