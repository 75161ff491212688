import { describe, expect, it } from "vitest";
import { decodeHtml } from "./charset.ts";
import { extractFromHtml } from "./extract.ts";
import { FIXTURES, fixtureBytes } from "@test-support/link-fixtures/index.ts";

describe("fixture corpus", () => {
  it("has at least 25 listing pages", () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(FIXTURES.map((f) => f.name)).size).toBe(FIXTURES.length);
  });

  it.each(FIXTURES.map((f) => [f.name, f] as const))("%s", (_name, fixture) => {
    const bytes = fixtureBytes(fixture);
    const { text } = decodeHtml(bytes, fixture.contentType ?? "text/html; charset=utf-8");
    const result = extractFromHtml(text, fixture.pageUrl);
    const { structuredData, images, imagesCount, sources, ...plain } = fixture.expected;
    expect(result).toMatchObject(plain);
    if (images) expect(result.images).toEqual(images);
    if (imagesCount !== undefined) expect(result.images).toHaveLength(imagesCount);
    if (sources) expect(result.sources).toMatchObject(sources);
    if (structuredData === null) expect(result.structuredData).toBeNull();
    else if (structuredData) expect(result.structuredData).toMatchObject(structuredData);
    expect(result.error ?? null).toBe(fixture.expected.error ?? null);
  });
});
