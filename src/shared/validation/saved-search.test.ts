import { describe, expect, it } from "vitest";
import { savedSearchNameSchema, savedSearchPath, suggestedSearchName, toSavedFilters } from "./saved-search.ts";

describe("saved searches", () => {
  it("stores the text and the filters that narrow, without the default sort", () => {
    expect(toSavedFilters(" condo ", { sort: "newest", city: "Toronto", beds: 2 })).toEqual({ q: "condo", city: "Toronto", beds: 2 });
    expect(toSavedFilters("", { sort: "price_asc" })).toEqual({ sort: "price_asc" });
  });

  it("opens stored filters as a /search address, ignoring what the pages would not read", () => {
    expect(savedSearchPath({ q: "condo", city: "Toronto", beds: 2, sort: "price_desc" })).toBe("/search?q=condo&beds=2&city=Toronto&sort=price_desc");
    expect(savedSearchPath({})).toBe("/search");
    expect(savedSearchPath({ colour: "red", beds: 99 })).toBe("/search");
    expect(savedSearchPath(null)).toBe("/search");
    // The map's box, stored as [west, south, east, north], opens on the map of that area.
    expect(savedSearchPath({ bbox: [-79.5, 43.6, -79.2, 43.85] })).toBe("/search?view=map&bbox=-79.5%2C43.6%2C-79.2%2C43.85");
    expect(toSavedFilters("", { sort: "newest", bbox: [-79.5, 43.6, -79.2, 43.85] })).toEqual({ bbox: [-79.5, 43.6, -79.2, 43.85] });
  });

  it("names a search after its text and place, and asks for a name of up to 80 characters", () => {
    expect(suggestedSearchName("condo", { sort: "newest", city: "Toronto" })).toBe("condo, Toronto");
    expect(suggestedSearchName("", { sort: "newest" })).toBe("My search");
    expect(savedSearchNameSchema.safeParse({ name: "  " }).success).toBe(false);
    expect(savedSearchNameSchema.safeParse({ name: "x".repeat(81) }).success).toBe(false);
    expect(savedSearchNameSchema.parse({ name: " Lakeside " })).toEqual({ name: "Lakeside" });
  });
});
