import { describe, expect, it } from "vitest";
import { extractFromHtml } from "../extract.ts";
import { parseHtml } from "../html/parse.ts";
import { embeddedStates } from "./embedded.ts";

const page = (state: string): string =>
  `<!DOCTYPE html><html><head><title>3 bed house</title></head><body><h1>12 Elm St</h1><script>window.__STATE__ = ${state};</script></body></html>`;

describe("embedded states are parsed once per page", () => {
  it("returns the same parsed objects to every reader of one page, and a page of its own to another", () => {
    const html = page(`{"listing":{"price":499000,"bedrooms":3,"bathrooms":2}}`);
    const root = parseHtml(html);
    const first = embeddedStates(root, []);
    expect(first).toHaveLength(1);
    expect(embeddedStates(root, [])).toBe(first);
    const other = embeddedStates(parseHtml(html), []);
    expect(other).not.toBe(first);
    expect(other[0]?.data).toEqual(first[0]?.data);
  });

  it("logs a state that cannot be parsed once, though a site's reader and the generic one both read the page's states", () => {
    const meta = extractFromHtml(page(`{"listing": {"price": 499000, "beds": [unterminated}`), "https://www.zillow.com/homedetails/12-Elm-St/123456_zpid/");
    expect(meta.logs.filter((line) => line === "embedded: __STATE__ could not be parsed")).toHaveLength(1);
  });
});
