import { describe, expect, it } from "vitest";
import { findFirstUrl, findLinks, postLinkError } from "./post-link.ts";

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

  it("refuses a backslash, whitespace or control character in the link", () => {
    expect(postLinkError("see https://evil.example\\@realtor.ca/x", ["realtor.ca"])).toBe("The URL is not from a whitelisted domain.");
    expect(postLinkError("see https://realtor.ca\\@evil.example/x", ["realtor.ca"])).toBe("The URL is not from a whitelisted domain.");
    expect(postLinkError("see https://realtor.ca/\u0001x", ["realtor.ca"])).toBe("The URL is not from a whitelisted domain.");
  });

  it("refuses any non-whitelisted link in the content or the custom description, not only the first", () => {
    const domains = ["realtor.ca"];
    expect(postLinkError("https://realtor.ca/x and https://phish.example/login", domains)).toBe("The URL is not from a whitelisted domain.");
    expect(postLinkError("https://realtor.ca/x and HTTP://phish.example", domains)).toBe("The URL is not from a whitelisted domain.");
    expect(postLinkError("https://realtor.ca/x and https://.", domains)).toBe("The URL is not from a whitelisted domain.");
    expect(postLinkError("https://realtor.ca/x", domains, "call https://phish.example now")).toBe("The URL is not from a whitelisted domain.");
    expect(postLinkError("https://realtor.ca/x, also https://www.realtor.ca/y.", domains, "more at https://realtor.ca/z")).toBeNull();
    expect(postLinkError("https://realtor.ca/x", domains, null)).toBeNull();
  });

  it("finds every link as the feed linkifies it, trailing punctuation removed", () => {
    expect(findLinks("a https://realtor.ca/1). b (http://zolo.ca/2?x=1), HTTPS://x.ca/\"q\" <https://y.ca>")).toEqual([
      "https://realtor.ca/1", "http://zolo.ca/2?x=1", "HTTPS://x.ca/", "https://y.ca",
    ]);
    expect(findLinks("no links, http:/ nor ftp://x.ca")).toEqual([]);
  });
});
