import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMediaType } from "./content-type.ts";

/** Pieces of real and hostile types, joined at random. */
const FRAGMENTS = ["image", "IMAGE", "text", "/", "png", "html", ";", ",", " ", "\t", "charset", "=", '"', "utf-8", "*", "'", "\u00a0", "\n"];

const normalized = (value: string) => parseMediaType(value)?.normalized;

describe("parseMediaType", () => {
  it.each([
    ["image/png", "image/png"],
    ["IMAGE/PNG", "image/png"],
    ["Image/Jpeg", "image/jpeg"],
    ["image/jpg", "image/jpg"],
    ["  image/webp\t", "image/webp"],
    ["image/png; charset=utf-8", "image/png"],
    ["image/png;charset=UTF-8", "image/png"],
    ['image/png; charset="utf-8"', "image/png"],
    ["image/png ; charset=utf-8", "image/png"],
    ["text/plain;charset=UTF-8", "text/plain; charset=utf-8"],
    ["text/plain", "text/plain"],
    ["application/octet-stream", "application/octet-stream"],
    ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ])("accepts %j as %j", (value, expected) => {
    expect(normalized(value)).toBe(expected);
  });

  it.each([
    ["the issue's type", "image/png;,text/html"],
    ["a list", "image/png, text/html"],
    ["a list without space", "image/png,text/html"],
    ["a comma inside a quoted charset", 'image/png; charset="utf-8,text/html"'],
    ["a parameter other than charset", "image/png;foo=bar"],
    ["a charset and another parameter", "image/png; charset=utf-8; foo=bar"],
    ["two charsets", "image/png; charset=utf-8; charset=utf-8"],
    ["an empty parameter", "image/png;"],
    ["a parameter without a value", "image/png; charset"],
    ["an empty charset", "image/png; charset="],
    ["a space around '='", "image/png; charset = utf-8"],
    ["a quoted charset with an escape", 'image/png; charset="utf\\-8"'],
    ["an unterminated quote", 'image/png; charset="utf-8'],
    ["a charset with a slash", "image/png; charset=text/html"],
    ["empty", ""],
    ["only spaces", "   "],
    ["no subtype", "image"],
    ["an empty subtype", "image/"],
    ["an empty type", "/png"],
    ["two slashes", "image/png/html"],
    ["a space after the slash", "image/ png"],
    ["a space before the slash", "image /png"],
    ["a space inside the subtype", "image/p ng"],
    ["a newline", "image/png\ntext/html"],
    ["a carriage return", "image/png\r"],
    ["a vertical tab", "\vimage/png"],
    ["a no-break space", "\u00a0image/png"],
    ["a fullwidth slash", "image\uff0fpng"],
    ["a NUL", "image/png\u0000"],
    ["an unregistered top-level type", "x-evil/png"],
    ["a wildcard", "image/*"],
    ["a wildcard type", "*/*"],
    ["a quote in the subtype", "image/png'"],
    ["multipart", "multipart/mixed"],
    ["message", "message/rfc822"],
    ["something very long", `application/${"a".repeat(300)}`],
  ])("refuses %s", (_label, value) => {
    expect(parseMediaType(value)).toBeUndefined();
  });

  it("never yields a type with a comma, a second type or a parameter other than a text charset", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 10 }).map((parts) => parts.join("")), (value) => {
        const media = parseMediaType(value);
        if (!media) return;
        expect(media.normalized).toMatch(/^[a-z]+\/[a-z0-9!#$&^_.+-]+(; charset=[a-z0-9._:+-]+)?$/);
        expect(media.normalized.split("/")).toHaveLength(2);
        if (media.type !== "text") expect(media.normalized).toBe(media.essence);
        expect(parseMediaType(media.normalized)).toEqual(media);
      }),
      { numRuns: 2000 },
    );
  });
});
