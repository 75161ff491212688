// The shared extraction core under Deno: every fixture of the corpus gives the same expected extraction as in Node.
import assert from "node:assert/strict";
import { decodeHtml } from "@shared/link-intelligence/charset.ts";
import { extractFromHtml } from "@shared/link-intelligence/extract.ts";
import { FIXTURES, fixtureBytes } from "@test-support/link-fixtures/index.ts";

/** Asserts that every key of `expected` (recursively) has the same value in `actual`. */
function assertSubset(actual: unknown, expected: unknown, path: string): void {
  if (expected !== null && typeof expected === "object" && !Array.isArray(expected)) {
    assert.ok(actual !== null && typeof actual === "object", `${path} should be an object`);
    for (const [key, value] of Object.entries(expected)) assertSubset((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
    return;
  }
  assert.deepEqual(actual, expected, path);
}

for (const fixture of FIXTURES) {
  Deno.test(`fixture ${fixture.name}`, () => {
    const { text } = decodeHtml(fixtureBytes(fixture), fixture.contentType ?? "text/html; charset=utf-8");
    const result = extractFromHtml(text, fixture.pageUrl);
    const { structuredData, imagesCount, ...rest } = fixture.expected;
    assertSubset(result, rest, fixture.name);
    if (imagesCount !== undefined) assert.equal(result.images.length, imagesCount);
    if (structuredData === null) assert.equal(result.structuredData, null);
    else if (structuredData) assertSubset(result.structuredData, structuredData, `${fixture.name}.structuredData`);
  });
}
