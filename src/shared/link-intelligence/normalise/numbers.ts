/** Locale-tolerant number parsing for Canadian English and French listing text. */

const SPACES = /[\s\u00a0\u202f\u2009\u2007']/g;

/**
 * Parses "1,299,000", "1 299 000,50", "1.2", "1,2", "1.299.000" into a number.
 * `hasScale` marks a following M/K multiplier, which makes a lone comma a decimal separator.
 */
export function parseLocaleNumber(raw: string, hasScale = false): number | null {
  let s = raw.replace(SPACES, "");
  if (!/^\d[\d.,]*$/.test(s)) return null;
  s = s.replace(/[.,]+$/, "");
  const commas = (s.match(/,/g) ?? []).length;
  const dots = (s.match(/\./g) ?? []).length;
  if (commas > 0 && dots > 0) {
    const decimal = s.lastIndexOf(",") > s.lastIndexOf(".") ? "," : ".";
    const thousands = decimal === "," ? "." : ",";
    s = s.split(thousands).join("").replace(decimal, ".");
  } else if (commas > 1) {
    s = s.replace(/,/g, "");
  } else if (commas === 1) {
    const after = s.length - s.indexOf(",") - 1;
    s = after === 3 && !hasScale ? s.replace(",", "") : s.replace(",", ".");
  } else if (dots > 1) {
    s = s.replace(/\./g, "");
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** Integer or half-step count like "2.5", "2,5", "3", or with its half as a fraction: "1 1/2", "1½". */
export function parseCount(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "number") return Number.isFinite(raw) && raw >= 0 && raw < 100 ? raw : null;
  const mixed = /^\s*(\d{1,2})(?:\s+1\/2|\s?½)(?![\d/])/.exec(raw);
  if (mixed?.[1]) return Number(mixed[1]) + 0.5;
  const m = /(\d+(?:[.,]\d+)?)/.exec(raw);
  if (!m?.[1]) return null;
  // More counts after it, in parentheses or after a slash ("4 (3 + 1)", "2 Full / 1 Half"), that no rule split: the
  // first number alone may be a total of another kind, so none is read.
  if (/^\s*[(/]\s*[^)]*\d/.test(raw.slice((m.index ?? 0) + m[1].length).replace(/^\s*(?:full|complete|baths?|bathrooms?|beds?|bedrooms?)\b/i, ""))) return null;
  const n = Number(m[1].replace(",", "."));
  return Number.isFinite(n) && n < 100 ? n : null;
}

/** Counts a description writes in words ("four bedrooms", "two full baths"). */
export const COUNT_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** "3+1" → above 3, below 1; "4" → above 4. */
export function parseBedrooms(raw: string | number): { above: number; below: number | null } | null {
  if (typeof raw === "number") return Number.isFinite(raw) && raw >= 0 && raw < 100 ? { above: raw, below: null } : null;
  const m = /(\d+)\s*(?:\+\s*(\d+))?/.exec(raw);
  if (!m?.[1]) return null;
  const after = raw.slice((m.index ?? 0) + m[0].length);
  // A total with its split in parentheses ("4 (2 up / 2 down)", "4 (3 above grade, 1 below)"): the split, when it adds up.
  const split = /^\s*\(\s*(\d{1,2})\s*(?:up(?:stairs)?|above(?:\s+grade)?)\s*(?:[/,;&+]|and)\s*(\d{1,2})\s*(?:down(?:stairs)?|below(?:\s+grade)?|in\s+(?:the\s+)?basement)\s*\)/i.exec(after);
  if (split?.[1] && split[2] && !m[2] && Number(split[1]) + Number(split[2]) === Number(m[1])) return { above: Number(split[1]), below: Number(split[2]) };
  // A count with its parts in parentheses that no rule read ("4 (3 main, 1 loft)"): the total's split is unknown.
  if (/^\s*\([^)]*\d/.test(after)) return null;
  const above = Number(m[1]);
  if (above >= 100) return null;
  return { above, below: m[2] ? Number(m[2]) : null };
}

const SQM_TO_SQFT = 10.7639;

/** Floor area in square feet from "1,850 sq ft", "1 850 pi²", "172 m²", "1500 - 2000 sqft" (lower bound). */
export function parseArea(raw: string | number, unitCode?: string | null): number | null {
  // A unit code names its metres either way round ("SQUARE_METERS", or "METRES_SQUARED" as an Irish portal's data does).
  const metric = (unit: string): boolean => /^(m²|m2|mtk|sqm|square[\s_]*met|(?:metres?|meters?)[\s_]*squared|mètres?\s*carr|metres?\s*carr)/i.test(unit);
  if (typeof raw === "number") {
    if (!Number.isFinite(raw) || raw <= 0) return null;
    return Math.round(unitCode && metric(unitCode) ? raw * SQM_TO_SQFT : raw);
  }
  const m = /(\d[\d\s\u00a0\u202f,.]*\d|\d)\s*(?:-\s*\d[\d\s\u00a0\u202f,.]*)?\s*(m²|m2|sq\.?\s*ft|sqft|ft²|ft2|pi²|pi2|pc|p\.c\.|pieds?\s*carr|square\s*f|sq\.?\s*m|mètres?\s*carr)?/i.exec(
    raw,
  );
  if (!m?.[1]) return null;
  const n = parseLocaleNumber(m[1].trim());
  if (n === null || n <= 0) return null;
  const unit = m[2] ?? unitCode ?? "";
  return Math.round(metric(unit) || /^sq\.?\s*m$/i.test(unit) ? n * SQM_TO_SQFT : n);
}

export function parseYear(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const m = /\b(1[6-9]\d\d|20\d\d)\b/.exec(String(raw));
  const n = m?.[1] ? Number(m[1]) : null;
  return n !== null && n <= new Date().getFullYear() + 5 ? n : null;
}
