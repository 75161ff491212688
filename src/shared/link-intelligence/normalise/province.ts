/**
 * Canadian provinces and territories: names (English and French) to two-letter codes. `abroad` holds the names the
 * international portals write in their own languages where they differ (German, Italian, Spanish, Portuguese: an
 * immowelt page's "V8R 6K9 Oak Bay, Britisch-Kolumbien, Kanada"), so that such an address ends on its province as an
 * English one does.
 */
export const PROVINCES: ReadonlyArray<{ code: string; en: string; fr: string; abroad?: readonly string[] }> = [
  { code: "AB", en: "Alberta", fr: "Alberta" },
  { code: "BC", en: "British Columbia", fr: "Colombie-Britannique", abroad: ["Britisch-Kolumbien", "Columbia Britannica", "Columbia Británica", "Colúmbia Britânica"] },
  { code: "MB", en: "Manitoba", fr: "Manitoba" },
  { code: "NB", en: "New Brunswick", fr: "Nouveau-Brunswick", abroad: ["Neubraunschweig", "Nuovo Brunswick", "Nuevo Brunswick", "Novo Brunswick"] },
  { code: "NL", en: "Newfoundland and Labrador", fr: "Terre-Neuve-et-Labrador", abroad: ["Neufundland und Labrador", "Terranova e Labrador", "Terranova y Labrador", "Terra Nova e Labrador"] },
  { code: "NS", en: "Nova Scotia", fr: "Nouvelle-Écosse", abroad: ["Neuschottland", "Nuova Scozia", "Nueva Escocia", "Nova Escócia"] },
  { code: "NT", en: "Northwest Territories", fr: "Territoires du Nord-Ouest", abroad: ["Nordwest-Territorien", "Territori del Nord-Ovest", "Territorios del Noroeste", "Territórios do Noroeste"] },
  { code: "NU", en: "Nunavut", fr: "Nunavut" },
  { code: "ON", en: "Ontario", fr: "Ontario" },
  { code: "PE", en: "Prince Edward Island", fr: "Île-du-Prince-Édouard", abroad: ["Prinz-Edward-Insel", "Isola del Principe Edoardo", "Isla del Príncipe Eduardo", "Ilha do Príncipe Eduardo"] },
  { code: "QC", en: "Quebec", fr: "Québec" },
  { code: "SK", en: "Saskatchewan", fr: "Saskatchewan" },
  { code: "YT", en: "Yukon", fr: "Yukon" },
];

const fold = (s: string): string =>
  s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z]/g, "");

const BY_NAME = new Map<string, string>();
for (const p of PROVINCES) {
  BY_NAME.set(fold(p.code), p.code);
  BY_NAME.set(fold(p.en), p.code);
  BY_NAME.set(fold(p.fr), p.code);
  // "Newfoundland & Labrador": the name with its ampersand for its "and".
  BY_NAME.set(fold(p.en.replace(" and ", " & ")), p.code);
  for (const name of p.abroad ?? []) BY_NAME.set(fold(name), p.code);
}
BY_NAME.set("pq", "QC");
BY_NAME.set("nfld", "NL");
BY_NAME.set("newfoundland", "NL");
BY_NAME.set("pei", "PE");
BY_NAME.set("yukonterritory", "YT");

/**
 * The French abbreviations of the provinces a French address puts in brackets after the town ("Caraquet (N.-B.)",
 * "Moncton (N.-É.)"): written with their stops and hyphens, as folding them would make some another code ("N.-É." is no "NE").
 */
export const FRENCH_PROVINCE_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ["N.-B.", "NB"], ["N.-É.", "NS"], ["Î.-P.-É.", "PE"], ["T.-N.-L.", "NL"], ["C.-B.", "BC"], ["T.N.-O.", "NT"], ["Qc", "QC"], ["Ont.", "ON"], ["Man.", "MB"], ["Sask.", "SK"], ["Alb.", "AB"],
]);
const BY_ABBREVIATION = new Map([...FRENCH_PROVINCE_ABBREVIATIONS].map(([k, v]) => [k.toLowerCase(), v]));

/** "Ontario", "ON", "Québec", "qc", "N.-B." → two-letter code; unknown text is returned trimmed. */
export function provinceCode(text: string | null | undefined): string | null {
  if (!text) return null;
  const code = BY_ABBREVIATION.get(text.replace(/\s+/g, "").toLowerCase()) ?? BY_NAME.get(fold(text));
  return code ?? (text.trim() || null);
}

export function provinceName(code: string): string | null {
  return PROVINCES.find((p) => p.code === code)?.en ?? null;
}
