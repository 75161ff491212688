import { describe, expect, it } from "vitest";
import { isWhitelistedHost } from "../link-intelligence/whitelist.ts";
import { DOMAIN_NAME_CASES } from "./domain-name.cases.ts";
import { normaliseDomainName } from "./domain-name.ts";
import { whitelistSchema } from "./whitelist.ts";
import { issueText } from "./messages.ts";
import { en } from "@shared/i18n/messages/en.ts";

const fill = (s: string) => s.replace("%s", "example");

describe("normaliseDomainName (the cases the database runs too)", () => {
  it.each(DOMAIN_NAME_CASES.map((c) => [c.typed, c] as const))("%s", (_typed, c) => {
    const result = normaliseDomainName(fill(c.typed));
    if (c.stored) expect(result).toEqual({ ok: true, name: fill(c.stored) });
    else expect(result).toEqual({ ok: false, error: c.error });
  });

  it("every name it stores is one the composer's check matches, with or without www.", () => {
    for (const c of DOMAIN_NAME_CASES.filter((x) => x.stored)) {
      const result = normaliseDomainName(fill(c.typed));
      if (!result.ok) throw new Error(result.error);
      expect(isWhitelistedHost(`https://${result.name}/x`, [result.name])).toBe(true);
      expect(isWhitelistedHost(`https://www.${result.name}/x`, [result.name])).toBe(true);
    }
  });
});

describe("the admin whitelist form stores the normal form", () => {
  it("www.zillow.com is stored as zillow.com; a scheme is refused as the spec says; junk gets a sentence", () => {
    expect(whitelistSchema.parse({ domain_name: "www.Zillow.com/homes" }).domain_name).toBe("zillow.com");
    const scheme = whitelistSchema.safeParse({ domain_name: "https://zillow.com" });
    expect(scheme.success ? [] : scheme.error.issues.map((i) => issueText(i.message, (key) => en[key]))).toEqual(["Do not include http/https."]);
    const junk = whitelistSchema.safeParse({ domain_name: "zillow" });
    expect(junk.success ? [] : junk.error.issues.map((i) => issueText(i.message, (key) => en[key]))).toEqual(["Enter a domain like realtor.ca."]);
  });
});
