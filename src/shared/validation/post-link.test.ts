import { describe, expect, it } from "vitest";
import { en } from "../i18n/messages/en.ts";
import { fr } from "../i18n/messages/fr.ts";
import { findFirstUrl, findLinks, postLinkError } from "./post-link.ts";

/** The rule's message as the English form shows it (postLinkError returns a catalogue key; the database says the same). */
const linkError = (...args: Parameters<typeof postLinkError>) => {
  const key = postLinkError(...args);
  return key === null ? null : en[key];
};

describe("post link rules", () => {
  it("finds the first link without trailing punctuation", () => {
    expect(findFirstUrl("Look: https://www.realtor.ca/listing/123. Also http://b.ca")).toBe("https://www.realtor.ca/listing/123");
    expect(findFirstUrl("no link here")).toBeNull();
  });

  it("gives the spec messages in order", () => {
    expect(linkError("just text", ["realtor.ca"])).toBe("A URL is required in the post content.");
    expect(fr[postLinkError("just text", ["realtor.ca"]) ?? "brand.name"]).toBe("Le contenu de la publication doit contenir un lien.");
    expect(linkError("https://realtor.ca/x", null)).toBe("Could not verify domain whitelist. Please try again.");
    expect(linkError("https://evil.example/x", ["realtor.ca"])).toBe("The URL is not from a whitelisted domain.");
    expect(linkError("see https://www.realtor.ca/x", ["realtor.ca"])).toBeNull();
    expect(linkError("see https://sub.realtor.ca/x", ["realtor.ca"])).toBe("The URL is not from a whitelisted domain.");
  });

  it("refuses a backslash, whitespace or control character in the link", () => {
    expect(linkError("see https://evil.example\\@realtor.ca/x", ["realtor.ca"])).toBe("The URL is not from a whitelisted domain.");
    expect(linkError("see https://realtor.ca\\@evil.example/x", ["realtor.ca"])).toBe("The URL is not from a whitelisted domain.");
    expect(linkError("see https://realtor.ca/\u0001x", ["realtor.ca"])).toBe("The URL is not from a whitelisted domain.");
  });

  it("refuses any non-whitelisted link in the content or the custom description, not only the first", () => {
    const domains = ["realtor.ca"];
    expect(linkError("https://realtor.ca/x and https://phish.example/login", domains)).toBe("The URL is not from a whitelisted domain.");
    expect(linkError("https://realtor.ca/x and HTTP://phish.example", domains)).toBe("The URL is not from a whitelisted domain.");
    expect(linkError("https://realtor.ca/x and https://.", domains)).toBe("The URL is not from a whitelisted domain.");
    expect(linkError("https://realtor.ca/x", domains, "call https://phish.example now")).toBe("The URL is not from a whitelisted domain.");
    expect(linkError("https://realtor.ca/x, also https://www.realtor.ca/y.", domains, "more at https://realtor.ca/z")).toBeNull();
    expect(linkError("https://realtor.ca/x", domains, null)).toBeNull();
  });

  it("finds every link as the feed linkifies it, trailing punctuation removed", () => {
    expect(findLinks("a https://realtor.ca/1). b (http://zolo.ca/2?x=1), HTTPS://x.ca/\"q\" <https://y.ca>")).toEqual([
      "https://realtor.ca/1", "http://zolo.ca/2?x=1", "HTTPS://x.ca/", "https://y.ca",
    ]);
    expect(findLinks("no links, http:/ nor ftp://x.ca")).toEqual([]);
  });
});
