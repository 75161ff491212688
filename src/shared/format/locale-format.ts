/**
 * Per-language formatting of areas, dates and places (issue 22). Without a locale argument, the active one
 * (./locale.ts). Numbers go through formatNumber, which needs no Intl set-up on the first screen.
 */
import { LOCALE_TAGS, type Locale } from "../i18n/locales.ts";
import { formatLocale } from "./locale.ts";
import { formatNumber } from "./price.ts";

/** "1,200 sq ft" in English, "1 200 pi²" in French (no-break spaces). */
export function formatArea(squareFeet: number, locale: Locale = formatLocale()): string {
  const value = formatNumber(squareFeet, 0, 0, locale);
  return locale === "fr" ? `${value}\u00a0pi²` : `${value} sq ft`;
}

/** A calendar date: "Jan 5, 2026" in English, "5 janv. 2026" in French. */
export function formatDate(date: string | number | Date, locale: Locale = formatLocale()): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { year: "numeric", month: "short", day: "numeric" }).format(new Date(date));
}

/** A calendar date written out: "November 22, 2026" in English, "22 novembre 2026" in French (admin tables, logs). */
export function formatLongDate(date: string | number | Date, locale: Locale = formatLocale()): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { year: "numeric", month: "long", day: "numeric" }).format(new Date(date));
}

const PROVINCES: Record<string, { en: string; fr: string }> = {
  AB: { en: "Alberta", fr: "Alberta" },
  BC: { en: "British Columbia", fr: "Colombie-Britannique" },
  MB: { en: "Manitoba", fr: "Manitoba" },
  NB: { en: "New Brunswick", fr: "Nouveau-Brunswick" },
  NL: { en: "Newfoundland and Labrador", fr: "Terre-Neuve-et-Labrador" },
  NS: { en: "Nova Scotia", fr: "Nouvelle-Écosse" },
  NT: { en: "Northwest Territories", fr: "Territoires du Nord-Ouest" },
  NU: { en: "Nunavut", fr: "Nunavut" },
  ON: { en: "Ontario", fr: "Ontario" },
  PE: { en: "Prince Edward Island", fr: "Île-du-Prince-Édouard" },
  QC: { en: "Quebec", fr: "Québec" },
  SK: { en: "Saskatchewan", fr: "Saskatchewan" },
  YT: { en: "Yukon", fr: "Yukon" },
};

/** A province or territory by its code or either name ("QC", "Quebec", "Québec"); other text is returned trimmed. */
export function provinceName(province: string, locale: Locale = formatLocale()): string {
  const text = province.trim();
  const key = text.toUpperCase();
  const entry = PROVINCES[key] ?? Object.values(PROVINCES).find((p) => p.en.toLowerCase() === text.toLowerCase() || p.fr.toLowerCase() === text.toLowerCase());
  return entry ? entry[locale] : text;
}

const LOT_UNITS_FR: Record<string, string> = { ft: "pi", "sq ft": "pi²", sqft: "pi²", "ft²": "pi²", acre: "acre", acres: "acres", hectares: "hectares", hectare: "hectare", "m²": "m²" };
const LOT_TEXT = /^(\d[\d,]*(?:\.\d+)?)(?:\s*x\s*(\d[\d,]*(?:\.\d+)?))?\s*(ft|sq ft|sqft|ft²|acres?|hectares?|m²)$/i;

/**
 * A lot size as stored (the composer writes "40 x 120 ft", "5,000 sq ft", "0.5 acres"; a member may write anything)
 * in the reader's language: in French the units and decimal marks of those forms ("40 x 120 pi", "5 000 pi²",
 * "0,5 acres"); any other text as written.
 */
export function formatLotSize(text: string, locale: Locale = formatLocale()): string {
  const lot = text.trim();
  const match = locale === "fr" ? LOT_TEXT.exec(lot) : null;
  if (!match) return lot;
  const number = (value: string) => value.replace(/,/g, "\u00a0").replace(".", ",");
  const [, first = "", second, unit = ""] = match;
  const size = second === undefined ? number(first) : `${number(first)} x ${number(second)}`;
  return `${size}\u00a0${LOT_UNITS_FR[unit.toLowerCase()] ?? unit}`;
}
