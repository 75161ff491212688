/** Canadian postal codes, normalised to "A1A 1A1"; a US ZIP code stated alone in an address field, as its five digits. */

const FIRST = "ABCEGHJKLMNPRSTVXY";
const LETTER = "ABCEGHJKLMNPRSTVWXYZ";
const PATTERN = new RegExp(`([${FIRST}]\\d[${LETTER}])[\\s\\u00a0-]?(\\d[${LETTER}]\\d)`, "i");

/** A US ZIP code, the whole of a field ("05408", "98121-2207"): its five digits. Never found in running text. */
const ZIP = /^\s*(\d{5})(?:-\d{4})?\s*$/;
export const isZipCode = (code: string): boolean => /^\d{5}$/.test(code);

export function normalisePostalCode(text: string | null | undefined): string | null {
  if (!text) return null;
  const zip = ZIP.exec(text)?.[1];
  if (zip) return zip;
  const m = PATTERN.exec(text.toUpperCase());
  if (!m?.[1] || !m[2]) return null;
  return `${m[1]} ${m[2]}`;
}

/** Finds a postal code anywhere in text, requiring word boundaries around it. */
export function findPostalCode(text: string): string | null {
  const re = new RegExp(`(?:^|[^A-Za-z0-9])(${PATTERN.source})(?![A-Za-z0-9])`, "i");
  const m = re.exec(text);
  return m?.[1] ? normalisePostalCode(m[1]) : null;
}

/** Forward sortation area (first three characters) of a normalised or raw code. */
export function fsaOf(text: string): string | null {
  const m = new RegExp(`^\\s*([${FIRST}]\\d[${LETTER}])`, "i").exec(text);
  return m?.[1] ? m[1].toUpperCase() : null;
}

/** The province or territory a postal code's first letter belongs to ("X" is shared by NT and NU: none). */
export function provinceOfPostalCode(code: string): string | null {
  const first = /^\s*([A-Z])\d[A-Z]/i.exec(code)?.[1]?.toUpperCase();
  if (!first) return null;
  const byLetter: Record<string, string> = { A: "NL", B: "NS", C: "PE", E: "NB", G: "QC", H: "QC", J: "QC", K: "ON", L: "ON", M: "ON", N: "ON", P: "ON", R: "MB", S: "SK", T: "AB", V: "BC", Y: "YT" };
  return byLetter[first] ?? null;
}
