import { describe, expect, it } from "vitest";
import { detectBotWall } from "./botwall.ts";
import { decodeHtml, decodeWindows1252 } from "./charset.ts";
import { extractFromHtml } from "./extract.ts";
import { refreshTarget } from "./fetch/guarded-fetch.ts";
import { sniffBinary } from "./fetch/body.ts";
import { parseHtml } from "./html/parse.ts";
import { textContent } from "./html/query.ts";

const bytes = (...b: number[]) => Uint8Array.from(b);

describe("charset", () => {
  it("prefers a BOM over the header", () => {
    const utf16 = bytes(0xff, 0xfe, 0x3c, 0, 0x70, 0, 0x3e, 0, 0xe9, 0);
    expect(decodeHtml(utf16, "text/html; charset=iso-8859-1")).toMatchObject({ text: "<p>é", charset: "utf-16le", via: "BOM" });
  });
  it("reads <meta charset> when the header has none", () => {
    const html = new Uint8Array([...new TextEncoder().encode('<meta charset="windows-1252"><p>'), 0x93, 0x41, 0x94]);
    expect(decodeHtml(html, "text/html")).toMatchObject({ text: '<meta charset="windows-1252"><p>“A”', via: "meta" });
  });
  it("treats valid multi-byte UTF-8 under a Latin-1 header as UTF-8, and invalid UTF-8 as windows-1252", () => {
    const utf8 = new TextEncoder().encode("Montréal");
    expect(decodeHtml(utf8, "text/html; charset=ISO-8859-1").text).toBe("Montréal");
    expect(decodeHtml(bytes(0x4d, 0x6f, 0x6e, 0x74, 0x72, 0xe9, 0x61, 0x6c), "text/html; charset=utf-8").text).toBe("Montréal");
    expect(decodeWindows1252(bytes(0x80, 0x9c, 0xe9))).toBe("€œé");
  });
});

describe("bot walls", () => {
  it("does not flag listings that merely mention a vendor", () => {
    expect(detectBotWall("<title>Condo near Cloudflare HQ</title><p>We use Incapsula? No.</p>")).toBeNull();
    expect(detectBotWall("<title>Just a moment...</title>")).toBe("Cloudflare");
    expect(detectBotWall("<p>Access denied: captcha required</p>", 403)).toBe("generic bot wall");
  });
});

describe("refresh and sniffing", () => {
  it.each([
    ["0; url=/next", "/next"],
    ["5;URL='https://example.ca/x'", "https://example.ca/x"],
    ["0, url=/a b", "/a b"],
    ["390", null],
    ["", null],
    ["garbage", null],
  ])("refresh %j -> %j", (value, target) => expect(refreshTarget(value)).toBe(target));
  it("names binary payloads", () => {
    expect(sniffBinary(bytes(0x89, 0x50, 0x4e, 0x47))).toBe("PNG");
    expect(sniffBinary(bytes(0x25, 0x50, 0x44, 0x46))).toBe("PDF");
    expect(sniffBinary(new TextEncoder().encode("<!doctype html>"))).toBeNull();
  });
});

describe("HTML parsing", () => {
  it("tolerates unclosed tags, stray quotes, uppercase and comments", () => {
    const root = parseHtml(`<DIV class=a><p>One<p>Two <a title=don't href="/x">link</a><!-- <p>hidden</p> --><script>if (a < b) { "</div>" }</script></DIV>`);
    expect(textContent(root)).toBe("One\nTwo link");
    expect(root.index.scripts).toHaveLength(1);
  });
  it("survives very deep nesting", () => {
    const html = "<div>".repeat(20_000) + "deep" + "</div>".repeat(20_000);
    expect(() => extractFromHtml(html, "https://example.ca/")).not.toThrow();
  });
  it("keeps absolute images when the page URL is unusable", () => {
    expect(extractFromHtml("<img src='/a.jpg'><img src='https://cdn.example.ca/b.jpg'>", "about:blank").images).toEqual(["https://cdn.example.ca/b.jpg"]);
  });
  it("records where each field came from", () => {
    const meta = extractFromHtml(`<title>T</title><p>Price: $500,000</p><p>3 beds</p>`, "https://example.ca/");
    expect(meta.sources).toMatchObject({ title: "html:<title>", "structuredData.listingPrice": "text:price-label", "structuredData.bedrooms": "text:n-beds" });
  });
});
