import { describe, expect, it } from "vitest";
import { domainState, type WhitelistStatus } from "./domain-state.ts";

const loaded = (names: string[]): WhitelistStatus => ({ names, pending: false, failed: false, fetching: false });
const URL_ = "https://www.realtor.ca/real-estate/1";

describe("composer domain state", () => {
  it("is none without a link, whatever the whitelist", () => {
    expect(domainState(null, { names: undefined, pending: false, failed: true, fetching: false })).toBe("none");
  });

  it("checks while the whitelist loads, then says whitelisted or not", () => {
    expect(domainState(URL_, { names: undefined, pending: true, failed: false, fetching: true })).toBe("checking");
    expect(domainState(URL_, loaded(["realtor.ca"]))).toBe("whitelisted");
    expect(domainState(URL_, loaded(["zillow.com"]))).toBe("not-whitelisted");
  });

  it("a whitelist that failed to load is unverified, not 'not whitelisted' (spec §5), and checking again while retried", () => {
    expect(domainState(URL_, { names: undefined, pending: false, failed: true, fetching: false })).toBe("unverified");
    expect(domainState(URL_, { names: undefined, pending: false, failed: true, fetching: true })).toBe("checking");
    // A background refetch that failed after a success keeps the names: still unverified, never trusted silently.
    expect(domainState(URL_, { names: ["realtor.ca"], pending: false, failed: true, fetching: false })).toBe("unverified");
  });
});
