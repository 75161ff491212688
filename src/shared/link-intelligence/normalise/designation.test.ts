import { describe, expect, it } from "vitest";
import { withoutDesignation } from "./designation.ts";

describe("withoutDesignation", () => {
  it.each([
    ["Dana Wiebe PREC*", "Dana Wiebe"],
    ["Leona Varga, PREC*", "Leona Varga"],
    ["Kevin Lau P.R.E.C.", "Kevin Lau"],
    ["Tom Ng, Personal Real Estate Corporation", "Tom Ng"],
    ["Ellen MacPhee, REALTOR®", "Ellen MacPhee"],
    ["Dana Wu REALTOR®", "Dana Wu"],
    ["Sarah Locke, Broker", "Sarah Locke"],
    ["Raj Patel, Sales Representative", "Raj Patel"],
    ["Mia Chen · PREC*", "Mia Chen"],
    // Several at once, in either order.
    ["Kevin Lau PREC*, REALTOR®", "Kevin Lau"],
    ["Ana Costa, REALTOR®, Associate Broker", "Ana Costa"],
  ])("%s → %s", (given, name) => {
    expect(withoutDesignation(given)).toBe(name);
  });

  it.each([
    // A firm's plural "Realtors", a surname ending in the letters of one, a designation with no name before it.
    "Jaqua Realtors",
    "Weichert, Realtors",
    "Ivan Kaprec",
    "REALTOR®",
    "Bayfront Realty Partners Inc., Brokerage",
  ])("%s stays", (given) => {
    expect(withoutDesignation(given)).toBe(given);
  });
});
