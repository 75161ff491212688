/**
 * Municipalities and their boroughs or districts: a borough is kept as the neighbourhood, the municipality is the city
 * ("Rosemont / La Petite Patrie" is in Montréal, "Chomedey" in Laval). And display addresses split into their parts.
 */
import { findPostalCode } from "./postal.ts";
import { provinceCode, PROVINCES } from "./province.ts";

const fold = (s: string): string => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]/g, "");

const BOROUGHS: Array<[string, string, string[]]> = [
  ["Montréal", "QC", [
    "Ahuntsic-Cartierville", "Anjou", "Côte-des-Neiges–Notre-Dame-de-Grâce", "Côte-des-Neiges/Notre-Dame-de-Grâce", "Lachine", "LaSalle",
    "Le Plateau-Mont-Royal", "Plateau-Mont-Royal", "Le Sud-Ouest", "L'Île-Bizard–Sainte-Geneviève", "Mercier–Hochelaga-Maisonneuve",
    "Mercier/Hochelaga-Maisonneuve", "Montréal-Nord", "Outremont", "Pierrefonds-Roxboro", "Rivière-des-Prairies–Pointe-aux-Trembles",
    "Rosemont–La Petite-Patrie", "Rosemont/La Petite-Patrie", "Rosemont / La Petite Patrie", "Saint-Laurent", "Saint-Léonard", "Verdun",
    "Ville-Marie", "Villeray–Saint-Michel–Parc-Extension", "Villeray/Saint-Michel/Parc-Extension",
  ]],
  ["Laval", "QC", ["Chomedey", "Duvernay", "Fabreville", "Laval-des-Rapides", "Laval-Ouest", "Pont-Viau", "Sainte-Dorothée", "Sainte-Rose", "Saint-François", "Saint-Vincent-de-Paul", "Vimont", "Auteuil", "Laval-sur-le-Lac", "Îles-Laval"]],
  ["Longueuil", "QC", ["Le Vieux-Longueuil", "Vieux-Longueuil", "Saint-Hubert", "Greenfield Park"]],
  ["Gatineau", "QC", ["Hull", "Aylmer", "Buckingham", "Masson-Angers"]],
  ["Québec", "QC", ["La Cité-Limoilou", "Les Rivières", "Sainte-Foy–Sillery–Cap-Rouge", "Sainte-Foy/Sillery/Cap-Rouge", "Charlesbourg", "Beauport", "La Haute-Saint-Charles"]],
  ["Toronto", "ON", ["North York", "Scarborough", "Etobicoke", "East York"]],
  ["Ottawa", "ON", ["Kanata", "Nepean", "Orléans", "Barrhaven", "Gloucester", "Vanier"]],
  ["Vancouver", "BC", ["Vancouver West", "Vancouver East"]],
];

const BOROUGH_OF = new Map<string, { city: string; province: string; borough: string }>();
for (const [city, province, boroughs] of BOROUGHS) for (const b of boroughs) BOROUGH_OF.set(fold(b), { city, province, borough: b });

/** The municipality of a borough or district name, with its province. */
export function municipalityOf(name: string | null | undefined): { city: string; province: string } | null {
  const hit = name ? BOROUGH_OF.get(fold(name)) : undefined;
  return hit ? { city: hit.city, province: hit.province } : null;
}

export type CityParts = { city: string; neighbourhood: string | null; province: string | null };

/** "Montréal (Le Plateau-Mont-Royal)" → Montréal + borough; "Chomedey" → Laval + Chomedey; "Calgary" → Calgary. */
export function splitCity(raw: string): CityParts {
  const text = raw.replace(/\s+/g, " ").trim();
  const paren = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(text);
  if (paren?.[1] && paren[2] && !/^\d/.test(paren[2])) {
    const inner = splitCity(paren[1]);
    return { city: inner.city, neighbourhood: paren[2].trim(), province: inner.province ?? municipalityOf(paren[2])?.province ?? null };
  }
  const m = municipalityOf(text);
  if (m) return { city: m.city, neighbourhood: text, province: m.province };
  return { city: text, neighbourhood: null, province: null };
}

const PROVINCE_WORDS = new RegExp(
  String.raw`^(?:${[...PROVINCES.flatMap((p) => [p.code, p.en, p.fr]), "Quebec", "PQ"].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`,
  "i",
);
const POSTAL = /\s*[ABCEGHJKLMNPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][\s\u00a0-]?\d[ABCEGHJ-NPRSTV-Z]\d\s*$/i;
const UNIT = /^(?:apt|app|appartement|unit|unité|suite|bureau|#)\.?\s*\S+$/i;
const COUNTRY = /^(?:canada|ca|can)$/i;

export type AddressParts = { street: string | null; city: string | null; neighbourhood: string | null; province: string | null; postalCode: string | null };

/** Whether a line starts like a civic address: "1510 Dunbar Road", "3-6210, rue …", "Lot 4 Highway 1", "#1203 - 480 Front". */
export function looksLikeStreet(s: string): boolean {
  return /^(?:#?\d+[A-Za-z]?(?:\s*-\s*\d+[A-Za-z]?)?\b|(?:lot|unit|suite|apt)\s+\d)/i.test(s.trim());
}

/**
 * Splits "1510 DUNBAR Road, Cambridge, Ontario N3H4P5", "3611, Avenue X, Montréal (Le Plateau-Mont-Royal), Quartier Y",
 * "Point Grey, Vancouver West, BC V6R 2X5" (no street) or "Toronto (Waterfront Communities), Ontario M5J0E1".
 * Returns null when the text has neither a street nor a province or postal code to anchor it.
 */
export function parseDisplayAddress(raw: string): AddressParts | null {
  const text = raw.replace(/\s+/g, " ").trim();
  if (text.length < 5 || text.length > 200) return null;
  const postalCode = findPostalCode(text);
  const parts = text.split(/\s*,\s*/).filter(Boolean);
  let province: string | null = null;
  // Trailing "Ontario M5J0E1", "QC", "Canada".
  while (parts.length > 0) {
    const last = (parts[parts.length - 1] ?? "").replace(POSTAL, "").trim();
    if (last === "" || COUNTRY.test(last)) {
      parts.pop();
      continue;
    }
    if (PROVINCE_WORDS.test(last)) {
      province = provinceCode(last);
      parts.pop();
    }
    break;
  }
  let street: string | null = null;
  if (parts.length > 0 && looksLikeStreet(parts[0] ?? "")) {
    const first = parts.shift() ?? "";
    // French civic numbers stand before a comma: "3611, Avenue de l'Hôtel-de-Ville".
    street = /^#?\d+[A-Za-z]?(?:\s*-\s*\d+[A-Za-z]?)?$/.test(first) && parts.length > 0 ? `${first}, ${parts.shift() ?? ""}` : first;
    while (parts.length > 0 && UNIT.test(parts[0] ?? "")) street = `${street}, ${parts.shift() ?? ""}`;
  }
  if (!street && !province && !postalCode) return null;
  // Drop a trailing "Quartier Saint-Louis" district after the city.
  const places = parts.filter((p) => !/^(?:quartier|secteur|district)\b/i.test(p));
  if (places.length === 0) return { street, city: null, neighbourhood: null, province, postalCode };
  if (!street && !province && places.length > 1) return { street, city: null, neighbourhood: null, province, postalCode };
  const cityText = places[places.length - 1] ?? "";
  if (/\d/.test(cityText) || cityText.length > 60) return { street, city: null, neighbourhood: null, province, postalCode };
  const city = splitCity(cityText);
  const before = places.length > 1 ? (places[places.length - 2] ?? null) : null;
  return {
    street,
    city: city.city,
    neighbourhood: before && !/\d/.test(before) ? before : city.neighbourhood,
    province: province ?? city.province,
    postalCode,
  };
}
