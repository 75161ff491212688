/**
 * Splits a Canadian address as people type it, in English or French, into street, city, province code and postal
 * code (issue 18): "100 King St W, Toronto, ON M5V 2T6", "1200, rue Sainte-Catherine Ouest, Montréal (Québec) H3B 1K9",
 * "Unit 5 - 50 Charles St E Toronto Ontario". A unit goes before the civic number ("5-50 Charles St E", Canada Post's
 * form). Runtime-neutral: the composer and the maps proxy's gazetteer both use it. Parts it cannot tell are "".
 */
import { PROVINCE_CODES, provinceCode, provinceOfPostalCode } from "./provinces.ts";

export type ParsedAddress = { street: string; city: string; province: string; postalCode: string };

export { PROVINCE_CODES, provinceCode, provinceOfPostalCode };

const POSTAL = /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)\b/gi;

/** "m5v2t6", "M5V-2T6" → "M5V 2T6"; null when not a Canadian postal code. */
export function formatPostalCode(text: string): string | null {
  const m = /^\s*([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)\s*$/i.exec(text);
  return m?.[1] && m[2] ? `${m[1]} ${m[2]}`.toUpperCase() : null;
}

// English street types come after the name ("King St W"); French ones before it ("rue Sainte-Catherine O").
const EN_TYPES = "st|street|ave|av|avenue|rd|road|blvd|boulevard|dr|drive|cres|crescent|crt|ct|court|way|lane|ln|pl|place|terr|terrace|pkwy|parkway|hwy|highway|cir|circle|trail|trl|gate|gt|sq|square|line|sideroad|conc|concession|row|grove|grv|heights|hts|hill|landing|mews|close|common|green|path|run|walk|park|pt|point|bay|cove|vista|view|glen|ridge|rise|manor|gardens|gdns|esplanade|promenade|quay|wharf";
const DIRECTIONS = "n|s|e|w|ne|nw|se|sw|north|south|east|west|o|ouest|est|nord|sud|no|so";
const EN_STREET_THEN_CITY = new RegExp(`^(.*?\\b(?:${EN_TYPES})\\.?(?:\\s+(?:${DIRECTIONS})\\.?)?)\\s+([^\\d].*)$`, "i");
const UNIT_WORDS = /^(?:unit|suite|ste|apt|apartment|app|appartement|bureau|#)\.?\s*#?\s*([0-9a-z]+(?:-[0-9a-z]+)?)$/i;
const UNIT_SUFFIX = /^(.*?)[,\s]+(?:unit|suite|ste|apt|app|#)\.?\s*#?\s*([0-9a-z]+)$/i;
const UNIT_DASH = /^(?:unit|suite|apt|app)?\.?\s*#?\s*([0-9a-z]+)\s*-\s*(\d+[a-z]?\s+.+)$/i;

const clean = (s: string): string => s.replace(/\s+/g, " ").replace(/^[\s,;-]+|[\s,;-]+$/g, "");

/** The province at the end of the text: "(Québec)", ", ON", " Ontario", " Colombie-Britannique". */
function takeProvince(text: string): { rest: string; province: string } {
  const paren = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(text);
  if (paren?.[1] !== undefined && paren[2]) {
    const code = provinceCode(paren[2]);
    if (code) return { rest: paren[1], province: code };
  }
  const words = text.split(/([\s,]+)/);
  // Try the last 1 to 5 words (separators kept at odd indexes), longest first.
  for (let n = 5; n >= 1; n--) {
    const start = words.length - (2 * n - 1);
    if (start < 0) continue;
    const tail = words.slice(start).join("");
    const code = provinceCode(tail);
    if (code) return { rest: words.slice(0, Math.max(0, start - 1)).join(""), province: code };
  }
  return { rest: text, province: "" };
}

function withUnit(unit: string | null, street: string): string {
  return unit ? `${unit}-${street}` : street;
}

function splitStreetAndCity(parts: string[]): { street: string; city: string } {
  let unit: string | null = null;
  const list = parts.map(clean).filter(Boolean);
  // "app. 4, 3450 boul. Saint-Laurent": a unit on its own before the street.
  const first = list[0];
  const unitOnly = first !== undefined ? UNIT_WORDS.exec(first) : null;
  if (unitOnly?.[1] && list.length > 1) {
    unit = unitOnly[1];
    list.shift();
  }
  // "1200, rue Sainte-Catherine Ouest": the civic number on its own (the French way).
  if (list.length > 1 && /^\d+[a-z]?$/i.test(list[0] ?? "")) list.splice(0, 2, `${list[0]} ${list[1]}`);
  let street = list[0] ?? "";
  let city = list.length > 1 ? (list[list.length - 1] ?? "") : "";
  if (list.length > 2) street = list.slice(0, -1).join(", ");
  if (list.length === 1) {
    if (!/^\d/.test(street) && !UNIT_DASH.test(street)) return { street: "", city: street };
    const m = EN_STREET_THEN_CITY.exec(street);
    if (m?.[1] && m[2]) {
      street = m[1];
      city = m[2];
    }
  }
  const dashed = UNIT_DASH.exec(street);
  if (dashed?.[1] && dashed[2]) {
    unit = dashed[1];
    street = dashed[2];
  }
  const suffixed = UNIT_SUFFIX.exec(street);
  if (suffixed?.[1] && suffixed[2] && /^\d/.test(suffixed[1])) {
    unit = suffixed[2];
    street = suffixed[1];
  }
  return { street: clean(withUnit(unit, street)), city: clean(city) };
}

/** The parts of a typed Canadian address; every part "" when nothing was recognised. */
export function parseCanadianAddress(input: string): ParsedAddress {
  let text = input.replace(/\s+/g, " ").trim();
  text = text.replace(/[,\s]+(?:canada)\.?$/i, "").replace(/^canada$/i, "");
  let postalCode = "";
  const postals = [...text.matchAll(POSTAL)];
  const last = postals[postals.length - 1];
  if (last?.[1] && last[2] && last.index !== undefined) {
    postalCode = `${last[1]} ${last[2]}`.toUpperCase();
    text = `${text.slice(0, last.index)} ${text.slice(last.index + last[0].length)}`;
  }
  text = clean(text);
  const { rest, province: named } = takeProvince(text);
  const { street, city } = splitStreetAndCity(clean(rest).split(/\s*,\s*/));
  const province = named || (postalCode ? (provinceOfPostalCode(postalCode) ?? "") : "");
  return { street, city, province, postalCode };
}

/** True when the text reads as a whole address: a street, and a city or a postal code. */
export function isCompleteAddress(parsed: ParsedAddress): boolean {
  return /^\S*\d/.test(parsed.street) && (parsed.city !== "" || parsed.postalCode !== "") && (parsed.province !== "" || parsed.postalCode !== "");
}
