/** Offline autocomplete and place details over the gazetteer, in Google Places response shapes. */
import { PLACES, PROVINCE_NAMES } from "./data.ts";
import { parseCanadianAddress } from "@shared/address/canadian-address.ts";

export type Prediction = { description: string; place_id: string };
export type AddressComponent = { long_name: string; short_name: string; types: string[] };

type City = { name: string; province: string; folded: string; rank: number };

const THIRD = "ABCEGHJKLMNPRSTVWXYZ";
const fold = (s: string): string => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9 ]+/g, " ").replace(/\s+/g, " ").trim();

const CITIES: City[] = [];
const FSA_CITY = new Map<string, { city: City; specificity: number }>();

function expand(prefix: string): string[] {
  if (prefix.length === 3) return [prefix];
  if (prefix.length === 2) return [...THIRD].map((c) => prefix + c);
  return [..."0123456789"].flatMap((d) => expand(prefix + d));
}

for (const [province, list] of Object.entries(PLACES)) {
  list.split(";").forEach((entry, rank) => {
    const [name = "", prefixes = ""] = entry.split(":");
    const city: City = { name, province, folded: fold(name), rank };
    CITIES.push(city);
    for (const p of prefixes.split(",").filter(Boolean)) {
      for (const fsa of expand(p)) {
        const known = FSA_CITY.get(fsa);
        if (fsa[1] !== "0" && (!known || known.specificity < p.length)) FSA_CITY.set(fsa, { city, specificity: p.length });
      }
    }
  });
}

export function provinceOfFsa(fsa: string): string | null {
  const letter = fsa[0]?.toUpperCase() ?? "";
  if (letter === "X") return fsa.startsWith("X0A") || fsa.startsWith("X0B") || fsa.startsWith("X0C") ? "NU" : "NT";
  return Object.entries(PROVINCE_NAMES).find(([, p]) => p.fsa.includes(letter))?.[0] ?? null;
}

const POSTAL = /^([abceghjklmnprstvxy]\d[abceghjklmnprstvwxyz])\s?(\d[abceghjklmnprstvwxyz]\d)?$/i;

function encodeAddress(parts: Record<string, string>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(parts));
  return `gz:addr:${btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

function decodeAddress(value: string): Record<string, string> | null {
  try {
    const bin = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}

function matchCities(query: string, limit: number, province?: string): City[] {
  const q = fold(query);
  if (q.length === 0) return [];
  return CITIES.filter((c) => (!province || c.province === province) && (c.folded.startsWith(q) || c.folded.includes(` ${q}`)))
    .sort((a, b) => Number(b.folded.startsWith(q)) - Number(a.folded.startsWith(q)) || a.rank - b.rank)
    .slice(0, limit);
}

function matchProvince(text: string): string | null {
  const q = fold(text);
  for (const [code, p] of Object.entries(PROVINCE_NAMES)) {
    if (q === code.toLowerCase() || q === fold(p.en) || q === fold(p.fr)) return code;
  }
  return null;
}

const cityLine = (c: City): string => `${c.name}, ${c.province}, Canada`;

export function autocomplete(input: string, limit = 5): Prediction[] {
  const text = input.trim();
  if (text.length < 3) return [];
  const postal = POSTAL.exec(text);
  if (postal?.[1]) {
    const fsa = postal[1].toUpperCase();
    const province = provinceOfFsa(fsa);
    if (!province) return [];
    const city = FSA_CITY.get(fsa)?.city;
    const code = postal[2] ? `${fsa} ${postal[2].toUpperCase()}` : fsa;
    const where = city ? `${city.name}, ${province}` : (PROVINCE_NAMES[province]?.en ?? province);
    return [{ description: `${code}, ${where}, Canada`, place_id: postal[2] ? `gz:postal:${code.replace(" ", "")}` : `gz:fsa:${fsa}` }];
  }
  // A street address, however it was typed (English or French, with or without commas): the shared parser splits
  // it, and the city is looked up in the gazetteer (within the province when one was given).
  if (/^\d|^(?:unit|suite|apt|app)\b/i.test(text)) {
    const parsed = parseCanadianAddress(text);
    if (parsed.street) {
      const pc: Record<string, string> = parsed.postalCode ? { pc: parsed.postalCode } : {};
      const civic = /^(\S*\d\S*)\s+(.+)$/.exec(parsed.street);
      const road = civic?.[1] && civic[2] ? { n: civic[1], r: civic[2] } : { n: "", r: parsed.street };
      const cities = parsed.city ? matchCities(parsed.city, limit, parsed.province || undefined) : [];
      if (cities.length === 0) {
        const where = [parsed.city, parsed.province, parsed.postalCode].filter(Boolean).join(", ");
        const extra: Record<string, string> = { ...(parsed.city ? { c: parsed.city } : {}), ...(parsed.province ? { p: parsed.province } : {}) };
        return [{ description: `${parsed.street}, ${where ? `${where}, ` : ""}Canada`, place_id: encodeAddress({ ...road, ...extra, ...pc }) }];
      }
      return cities.map((c) => ({ description: `${parsed.street}, ${c.name}, ${c.province}${parsed.postalCode ? ` ${parsed.postalCode}` : ""}, Canada`, place_id: encodeAddress({ ...road, c: c.name, p: c.province, ...pc }) }));
    }
  }
  const out: Prediction[] = [];
  const [cityPart = "", provPart] = text.split(",");
  const province = provPart ? matchProvince(provPart) : null;
  for (const [code, p] of Object.entries(PROVINCE_NAMES)) {
    const q = fold(text);
    if (!provPart && (fold(p.en).startsWith(q) || fold(p.fr).startsWith(q))) out.push({ description: `${p.en}, Canada`, place_id: `gz:prov:${code}` });
  }
  for (const c of matchCities(cityPart, limit, province ?? undefined)) out.push({ description: cityLine(c), place_id: `gz:city:${c.province}:${c.name}` });
  return out.slice(0, limit);
}

const comp = (long_name: string, short_name: string, types: string[]): AddressComponent => ({ long_name, short_name, types });

function regionComponents(province: string | null | undefined, city?: string | null): AddressComponent[] {
  const out: AddressComponent[] = [];
  if (city) out.push(comp(city, city, ["locality", "political"]));
  const p = province ? PROVINCE_NAMES[province] : undefined;
  if (province && p) out.push(comp(p.en, province, ["administrative_area_level_1", "political"]));
  out.push(comp("Canada", "CA", ["country", "political"]));
  return out;
}

/** Google-shaped address components for a gazetteer place_id; null when unknown. */
export function placeDetails(placeId: string): AddressComponent[] | null {
  const [ns, kind, ...rest] = placeId.split(":");
  if (ns !== "gz") return null;
  const value = rest.join(":");
  if (kind === "prov") return PROVINCE_NAMES[value] ? regionComponents(value) : null;
  if (kind === "city") {
    const [province = "", ...nameParts] = value.split(":");
    const city = CITIES.find((c) => c.province === province && c.name === nameParts.join(":"));
    return city ? regionComponents(city.province, city.name) : null;
  }
  if (kind === "fsa" || kind === "postal") {
    const code = value.toUpperCase();
    const fsa = code.slice(0, 3);
    const province = provinceOfFsa(fsa);
    if (!POSTAL.test(code) || !province) return null;
    const city = FSA_CITY.get(fsa)?.city.name;
    const postal = code.length === 6 ? `${fsa} ${code.slice(3)}` : fsa;
    return [comp(postal, postal, kind === "fsa" ? ["postal_code", "postal_code_prefix"] : ["postal_code"]), ...regionComponents(province, city)];
  }
  if (kind === "addr") {
    const parts = decodeAddress(value);
    if (!parts || typeof parts["n"] !== "string" || typeof parts["r"] !== "string") return null;
    const postal = typeof parts["pc"] === "string" ? [comp(parts["pc"], parts["pc"], ["postal_code"])] : [];
    const civic = parts["n"] ? [comp(parts["n"], parts["n"], ["street_number"])] : [];
    return [...civic, comp(parts["r"], parts["r"], ["route"]), ...regionComponents(parts["p"], parts["c"]), ...postal];
  }
  return null;
}

export const GAZETTEER_SIZE = { places: CITIES.length, fsas: FSA_CITY.size };
