import { describe, expect, it } from "vitest";
import { hasDotSegment, parseBucketAndKey, parseObjectKey } from "./object-key.ts";

describe("object keys", () => {
  it("accepts Storage's key characters", () => {
    expect(parseObjectKey("u1/1700000000000.png")).toBe("u1/1700000000000.png");
    expect(parseObjectKey("a%20b/(c)!&$@=;:+,'*.txt")).toBe("a b/(c)!&$@=;:+,'*.txt");
    expect(parseBucketAndKey("post_images/u/x.webp")).toEqual({ bucket: "post_images", key: "u/x.webp" });
  });

  it.each([
    ["..", "../x"],
    ["encoded dots", "%2e%2e%2fx"],
    ["dot segment", "a/./b"],
    ["absolute", "%2Fetc%2Fpasswd"],
    ["empty segment", "a//b"],
    ["trailing slash", "a/"],
    ["backslash", "a%5C..%5Cb"],
    ["NUL", "a%00b"],
    ["fullwidth dot", "%EF%BC%8E%EF%BC%8E%EF%BC%8Fx"],
    ["double encoding", "%252e%252e"],
    ["malformed escape", "%E0%A4%A"],
    ["empty", ""],
  ])("refuses %s", (_label, raw) => {
    expect(() => parseObjectKey(raw)).toThrow(expect.objectContaining({ status: 400, code: "InvalidKey" }));
  });

  it("refuses bad bucket names and a missing key", () => {
    expect(() => parseBucketAndKey("..%2F/x")).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => parseBucketAndKey("bucket")).toThrow(expect.objectContaining({ status: 400 }));
  });

  it("spots dot segments in a raw request target", () => {
    expect(hasDotSegment("/storage/v1/object/b/../x")).toBe(true);
    expect(hasDotSegment("/storage/v1/object/b/%2E%2e/x")).toBe(true);
    expect(hasDotSegment("/storage/v1/object/b/a..b/x")).toBe(false);
  });
});
