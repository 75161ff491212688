import { describe, expect, it } from "vitest";
import { en } from "@shared/i18n/messages/en.ts";
import { fr } from "@shared/i18n/messages/fr.ts";
import { whitelistSchema } from "./whitelist.ts";
import { issueText } from "./messages.ts";

function messages(input: unknown, catalogue: Record<string, string> = en): string[] {
  const result = whitelistSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issueText(issue.message, (key) => catalogue[key] ?? key));
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
  it("says so in French too", () => {
    expect(messages({ domain_name: "  " }, fr)).toEqual(["Le nom de domaine est obligatoire."]);
    expect(messages({ domain_name: "zillow" }, fr)).toEqual(["Entrez un domaine comme realtor.ca."]);
  });
});
