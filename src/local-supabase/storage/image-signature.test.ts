import { describe, expect, it } from "vitest";
import { isKnownImageType, matchesSignature, StreamHead } from "./image-signature.ts";
import { TINY_IMAGES } from "@test-support/storage/images.ts";

describe("image signatures", () => {
  it("recognises each real image as its own type and no other", () => {
    for (const [type, bytes] of Object.entries(TINY_IMAGES)) {
      for (const other of Object.keys(TINY_IMAGES)) expect([type, other, matchesSignature(other, bytes)]).toEqual([type, other, type === other]);
    }
    expect(matchesSignature("image/jpg", TINY_IMAGES["image/jpeg"])).toBe(true);
  });

  it("refuses HTML, empty and truncated bodies declared as images", () => {
    const html = Buffer.from("<script>alert(1)</script>");
    for (const type of ["image/png", "image/jpeg", "image/jpg", "image/gif", "image/webp"]) {
      expect(matchesSignature(type, html)).toBe(false);
      expect(matchesSignature(type, new Uint8Array())).toBe(false);
    }
    expect(matchesSignature("image/png", TINY_IMAGES["image/png"].subarray(0, 7))).toBe(false);
    expect(matchesSignature("image/webp", Buffer.from("RIFF\0\0\0\0WAVE"))).toBe(false);
    expect(matchesSignature("image/gif", Buffer.from("GIF88a"))).toBe(false);
  });

  it("has no opinion on types without a known signature, and only those show inline", () => {
    expect(matchesSignature("image/svg+xml", Buffer.from("<svg/>"))).toBeUndefined();
    expect(matchesSignature("text/plain", Buffer.from("x"))).toBeUndefined();
    expect(["image/png", "image/jpeg", "image/jpg", "image/gif", "image/webp", "image/svg+xml", "text/html"].filter(isKnownImageType)).toEqual([
      "image/png", "image/jpeg", "image/jpg", "image/gif", "image/webp",
    ]);
  });

  it("keeps the first bytes of a stream however it is split", () => {
    const webp = TINY_IMAGES["image/webp"];
    const head = new StreamHead();
    for (let i = 0; i < webp.length; i += 3) head.push(webp.subarray(i, i + 3));
    expect(Buffer.from(head.bytes).equals(webp.subarray(0, 12))).toBe(true);
    expect(matchesSignature("image/webp", head.bytes)).toBe(true);
    const one = new StreamHead();
    one.push(new Uint8Array([0xff]));
    one.push(new Uint8Array());
    one.push(new Uint8Array([0xd8, 0xff, 0xe0]));
    expect(matchesSignature("image/jpeg", one.bytes)).toBe(true);
  });
});
