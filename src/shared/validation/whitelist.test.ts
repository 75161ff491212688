import { describe, expect, it } from "vitest";
import { whitelistSchema } from "./whitelist.ts";

function messages(input: unknown): string[] {
  const result = whitelistSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("whitelistSchema", () => {
  it("accepts a bare domain with an optional description", () => {
    expect(messages({ domain_name: "realtor.ca" })).toEqual([]);
    expect(messages({ domain_name: "zillow.com", description: "US listings" })).toEqual([]);
  });
  it("requires a domain name", () => {
    expect(messages({ domain_name: "  " })).toEqual(["Domain name is required."]);
  });
  it("rejects a scheme", () => {
    expect(messages({ domain_name: "https://realtor.ca" })).toEqual(["Do not include http/https."]);
  });
});
