import { describe, expect, it } from "vitest";
import { findFirstUrl, postLinkError } from "./post-link.ts";

describe("post link rules", () => {
  it("finds the first link without trailing punctuation", () => {
    expect(findFirstUrl("Look: https://www.realtor.ca/listing/123. Also http://b.ca")).toBe("https://www.realtor.ca/listing/123");
    expect(findFirstUrl("no link here")).toBeNull();
  });

  it("gives the spec messages in order", () => {
    expect(postLinkError("just text", ["realtor.ca"])).toBe("A URL is required in the post content.");
    expect(postLinkError("https://realtor.ca/x", null)).toBe("Could not verify domain whitelist. Please try again.");
    expect(postLinkError("https://evil.example/x", ["realtor.ca"])).toBe("The URL is not from a whitelisted domain.");
    expect(postLinkError("see https://www.realtor.ca/x", ["realtor.ca"])).toBeNull();
    expect(postLinkError("see https://sub.realtor.ca/x", ["realtor.ca"])).toBe("The URL is not from a whitelisted domain.");
  });
});
