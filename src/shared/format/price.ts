/**
 * Prices (spec §9) and numbers in the reader's language: "$1,299,000" in English, "1 299 000 $" in French (no-break
 * spaces, decimal comma, as Intl's fr-CA writes them). The manual price is preferred over the listing price.
 * Without a locale argument the helpers use the active one (./locale.ts).
 */
import type { Locale } from "../i18n/locales.ts";
import { formatLocale } from "./locale.ts";

const NBSP = "\u00a0";

/**
 * A number as en-US text with thousands separators ("-1,234.5"), exactly as Intl.NumberFormat("en-US") writes it,
 * without Intl: a page's first Intl number format costs 35-70 ms of ICU set-up, a long task on a phone showing
 * prices. Rounds half away from zero on the shortest decimal form of the number, as ICU does.
 */
export function formatNumber(value: number, minFraction = 0, maxFraction = 3, locale: Locale = formatLocale()): string {
  const english = formatEnglishNumber(value, minFraction, maxFraction);
  return locale === "fr" ? toFrench(english) : english;
}

/** en-US digits to fr-CA's: the comma groups become no-break spaces and the point a comma. */
function toFrench(english: string): string {
  if (!/^-?[\d,]+(\.\d+)?$/.test(english)) return english;
  return english.replace(/[,.]/g, (c) => (c === "," ? NBSP : ","));
}

function formatEnglishNumber(value: number, minFraction: number, maxFraction: number): string {
  const abs = Math.abs(value);
  if (!Number.isFinite(value) || abs >= 1e15) {
    return new Intl.NumberFormat("en-US", { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value);
  }
  let [int = "0", frac = ""] = (abs < 1e-6 ? "0" : String(abs)).split(".");
  if (frac.length > maxFraction) {
    const roundUp = frac.charCodeAt(maxFraction) >= 53; // "5"
    frac = frac.slice(0, maxFraction);
    if (roundUp) {
      const digits = (BigInt(int + frac) + 1n).toString().padStart(int.length + maxFraction, "0");
      int = digits.slice(0, digits.length - maxFraction) || "0";
      frac = digits.slice(digits.length - maxFraction);
    }
  }
  frac = frac.replace(/0+$/, "").padEnd(minFraction, "0");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${frac ? `.${frac}` : ""}`;
}

/** Dollars as Intl's currency format writes them: "$1,234.5", "-$3" in English; "1 234,5 $", "-3 $" in French. */
function formatDollars(value: number, minFraction: number, maxFraction: number, locale: Locale): string {
  if (locale === "fr") {
    if (!Number.isFinite(value) || Math.abs(value) >= 1e15) {
      return new Intl.NumberFormat("fr-CA", { style: "currency", currency: "CAD", minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value);
    }
    return `${formatNumber(value, minFraction, maxFraction, "fr")}${NBSP}$`;
  }
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value);
  }
  const text = formatNumber(value, minFraction, maxFraction, "en");
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/** The number a price text holds ("$1,299,000" -> 1299000), or null when it holds none. */
export function parsePrice(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  const digits = raw.replace(/[^0-9.]/g, "");
  if (!/\d/.test(digits)) return null;
  const value = Number.parseFloat(digits);
  return Number.isFinite(value) ? value : null;
}

/** "$1,234,567" (cents kept when present); non-numeric text is returned trimmed; null when empty. */
export function formatPrice(raw: string | number | null | undefined, locale: Locale = formatLocale()): string | null {
  const value = parsePrice(raw);
  if (value !== null) return formatDollars(value, 0, 2, locale);
  const text = typeof raw === "string" ? raw.trim() : "";
  return text === "" ? null : text;
}

/** The price to show for a post: manual price first, then the listing price. */
export function displayPrice(post: { manual_price?: string | number | null; listing_price?: string | number | null }, locale: Locale = formatLocale()): string | null {
  return formatPrice(post.manual_price, locale) ?? formatPrice(post.listing_price, locale);
}

/** Currency input (spec §5): keeps digits and one decimal point (in French the decimal comma is read as one). */
export function sanitizeCurrencyInput(raw: string, locale: Locale = formatLocale()): string {
  const kept = (locale === "fr" ? raw.replace(/,/g, ".") : raw).replace(/[^0-9.]/g, "");
  const dot = kept.indexOf(".");
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, "");
}

/** Currency input shown on blur: "$1,234,567.89" ("1 234 567,89 $" in French); empty stays empty. */
export function formatCurrencyInput(raw: string, locale: Locale = formatLocale()): string {
  const clean = sanitizeCurrencyInput(raw, locale);
  if (clean === "" || clean === ".") return "";
  return formatDollars(Number(clean), 2, 2, locale);
}
