/** Canadian provinces and territories: codes, the names and abbreviations people write, and postal code letters. */
export const PROVINCE_CODES = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

// Folded (no accents, letters only) names and abbreviations, as posts.province_code reads them in the database.
const NAMES: Record<string, ProvinceCode> = {
  ab: "AB", alberta: "AB", alta: "AB",
  bc: "BC", britishcolumbia: "BC", colombiebritannique: "BC",
  mb: "MB", manitoba: "MB", man: "MB",
  nb: "NB", newbrunswick: "NB", nouveaubrunswick: "NB",
  nl: "NL", newfoundlandandlabrador: "NL", newfoundland: "NL", nfld: "NL", terreneuveetlabrador: "NL",
  ns: "NS", novascotia: "NS", nouvelleecosse: "NS",
  nt: "NT", northwestterritories: "NT", nwt: "NT", territoiresdunordouest: "NT",
  nu: "NU", nunavut: "NU",
  on: "ON", ontario: "ON", ont: "ON",
  pe: "PE", pei: "PE", princeedwardisland: "PE", ileduprinceedouard: "PE",
  qc: "QC", quebec: "QC", que: "QC", pq: "QC", provincedequebec: "QC",
  sk: "SK", saskatchewan: "SK", sask: "SK",
  yt: "YT", yukon: "YT", yukonterritory: "YT",
};

const fold = (s: string): string => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z]/g, "");

/** "Ontario", "ON", "Qué.", "Colombie-Britannique" → the two-letter code; null when not a province. */
export function provinceCode(text: string): ProvinceCode | null {
  return NAMES[fold(text)] ?? null;
}

const FIRST_LETTER: Record<string, ProvinceCode> = { A: "NL", B: "NS", C: "PE", E: "NB", G: "QC", H: "QC", J: "QC", K: "ON", L: "ON", M: "ON", N: "ON", P: "ON", R: "MB", S: "SK", T: "AB", V: "BC", Y: "YT" };

/** The province a postal code (or its first three characters) belongs to; X splits into Nunavut and the NWT. */
export function provinceOfPostalCode(code: string): ProvinceCode | null {
  const c = code.trim().toUpperCase();
  if (c.startsWith("X")) return /^X0[ABC]/.test(c) ? "NU" : "NT";
  return FIRST_LETTER[c[0] ?? ""] ?? null;
}
