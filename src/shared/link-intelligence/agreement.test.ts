import { describe, expect, it } from "vitest";
import { disagreeing } from "./agreement.ts";
import type { ListingFacts } from "./types.ts";

const price = (amount: number, source: string): ListingFacts => ({ price: { value: { amount, currency: "CAD", period: "sale" }, source } });

describe("sources of like trust that disagree", () => {
  it("JSON-LD and embedded state with two prices disagree; the same price agrees", () => {
    const ld = { name: "json-ld", facts: price(1495, "json-ld:AggregateOffer.price") };
    const chosen = ld.facts.price;
    if (!chosen) throw new Error("no price");
    expect(disagreeing([ld, { name: "embedded", facts: price(1895, "embedded:state.price") }], "price", chosen, "json-ld")?.source).toBe("embedded:state.price");
    expect(disagreeing([ld, { name: "embedded", facts: price(1495, "e") }], "price", chosen, "json-ld")).toBeNull();
  });
  it("a site adapter's value and the page's text are other tiers: no disagreement", () => {
    const site = { name: "site", facts: price(689_000, "site:x") };
    const chosen = site.facts.price;
    if (!chosen) throw new Error("no price");
    expect(disagreeing([site, { name: "json-ld", facts: price(10_000, "json-ld:y") }], "price", chosen, "site")).toBeNull();
    const ld = { name: "json-ld", facts: price(689_000, "json-ld:y") };
    expect(disagreeing([ld, { name: "text", facts: price(10_000, "text:price") }], "price", ld.facts.price ?? chosen, "json-ld")).toBeNull();
  });
  it("a brokerage with or without its suffix is one name", () => {
    const a = { name: "json-ld", facts: { brokerageName: { value: "Harbourview Realty Inc.", source: "a" } } };
    const b = { name: "embedded", facts: { brokerageName: { value: "Harbourview Realty Inc., Brokerage", source: "b" } } };
    expect(disagreeing([a, b], "brokerageName", a.facts.brokerageName, "json-ld")).toBeNull();
  });
  it("a province by name and by code, a lot in two units, are one value", () => {
    const a = { name: "json-ld", facts: { province: { value: "ON", source: "a" }, lot: { value: { value: 20, unit: "acres" as const }, source: "a" } } };
    const b = { name: "embedded", facts: { province: { value: "Ontario", source: "b" }, lot: { value: { value: 871_200, unit: "ft2" as const }, source: "b" } } };
    expect(disagreeing([a, b], "province", a.facts.province, "json-ld")).toBeNull();
    expect(disagreeing([a, b], "lot", a.facts.lot, "json-ld")).toBeNull();
    const c = { name: "embedded", facts: { province: { value: "QC", source: "c" } } };
    expect(disagreeing([a, c], "province", a.facts.province, "json-ld")?.value).toBe("QC");
  });
});

