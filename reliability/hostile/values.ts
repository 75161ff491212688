import fc from "fast-check";

/** Script payloads that must render as text wherever they are shown. */
export const XSS_PAYLOADS = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=1">`,
  `"><svg onload=window.__xss=1>`,
  `javascript:window.__xss=1`,
  `</title><script>window.__xss=1</script>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
] as const;

/** Strings that have broken parsers, databases and renderers before. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202eevil\u202c",
  "\u200b\u200c\u200d\ufeff",
  "שלום عربى",
  "🏠👨‍👩‍👧‍👦🇨🇦",
  "'; drop table public.posts;--",
  "' or '1'='1",
  "%' and 1=1 --",
  "\\",
  "$1",
  "{\"a\":1}",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "null",
  ...XSS_PAYLOADS,
] as const;

/** Mostly hostile strings, some random, some huge. */
export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 80, unit: "grapheme" }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: "binary" }) },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 200_000 }).map((n) => "x".repeat(n)) },
);

/** Numbers JSON cannot carry (NaN/Infinity become null) and ones Postgres may refuse. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.0001, 99999999999999.98),
  fc.double(),
  fc.integer(),
);

/** Any JSON-ish value a hostile client may send in place of a parameter. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, "00000000-0000-0000-0000-000000000000", "not-a-uuid", "2026-13-45", "infinity") },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { minLength: 0, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 5 }) },
);
