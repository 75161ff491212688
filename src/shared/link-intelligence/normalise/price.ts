/** Price normalisation for every Canadian listing format, English and French. */
import type { NormalisedPrice, PricePeriod } from "../types.ts";
import { parseLocaleNumber } from "./numbers.ts";

const NO_PRICE =
  /prix\s+sur\s+demande|price\s+on\s+request|upon\s+request|contact\s+(?:for|us)|call\s+for\s+price|sur\s+demande|\bpor\b|\bn\/a\b|^\s*-\s*$/i;

const PERIODS: Array<[RegExp, PricePeriod]> = [
  [/\/\s*(?:mo|month|mois)\b|per\s+month|par\s+mois|monthly|mensuel|\/\s*m\b|\bmo\.?$/i, "month"],
  [/\/\s*(?:wk|week|semaine)\b|per\s+week|par\s+semaine|weekly|hebdo/i, "week"],
  [/\/\s*(?:day|night|nuit|jour)\b|per\s+(?:day|night)|par\s+(?:jour|nuit)|nightly/i, "day"],
  [/\/\s*(?:yr|year|an|année)\b|per\s+(?:year|annum)|par\s+(?:an|année)|annually|annuel/i, "year"],
];

function currencyOf(text: string): string {
  if (/\bUS\s*\$|\bUSD\b|\bU\.S\./i.test(text)) return "USD";
  if (/€|\bEUR\b/i.test(text)) return "EUR";
  if (/£|\bGBP\b/i.test(text)) return "GBP";
  return "CAD";
}

const NUMBER = /(\d[\d\s\u00a0\u202f\u2009.,']*\d|\d)\s*(millions?|mil\b|mm\b|m\b|k\b|m\$|k\$)?/i;

/**
 * "$1,299,000", "1 299 000 $", "1 299 000,50 $", "$1.2M", "1,2 M$", "2 450 $/mois" (monthly),
 * "Prix sur demande" (null). Currency defaults to CAD.
 */
export function normalisePrice(text: string | number | null | undefined, currencyHint?: string | null): NormalisedPrice | null {
  if (text === null || text === undefined) return null;
  const hinted = currencyHint && /^[A-Z]{3}$/i.test(currencyHint) ? currencyHint.toUpperCase() : null;
  if (typeof text === "number") {
    return Number.isFinite(text) && text > 0 ? { amount: text, currency: hinted ?? "CAD", period: "sale" } : null;
  }
  const source = text.replace(/&nbsp;/g, " ").trim();
  if (source === "" || NO_PRICE.test(source)) return null;
  const m = NUMBER.exec(source);
  if (!m?.[1]) return null;
  // The first figure's own currency, written before or after it: a second figure's after it is that one's
  // ("1 690 000 CAD (≈ 1 065 000 €)" is in Canadian dollars).
  const firstEnd = (m.index ?? 0) + m[0].length;
  const next = source.slice(firstEnd).search(/\d/);
  const currency = hinted ?? currencyOf(next < 0 ? source : source.slice(0, firstEnd + next));
  const scaleWord = (m[2] ?? "").toLowerCase().replace("$", "");
  const scale = /^(m|mm|mil|millions?)$/.test(scaleWord) ? 1_000_000 : scaleWord === "k" ? 1_000 : 1;
  // "489.000" is four hundred and eighty-nine thousand (a thousands dot), never $489 with three decimals.
  const digits = scale === 1 && /^\d{1,3}(?:\.\d{3})+$/.test(m[1].trim()) ? m[1].trim().replace(/\./g, "") : m[1].trim();
  const base = parseLocaleNumber(digits, scale !== 1);
  if (base === null || base <= 0) return null;
  const amount = Math.round(base * scale * 100) / 100;
  const period = PERIODS.find(([re]) => re.test(source.slice((m.index ?? 0) + m[0].length)))?.[1] ?? "sale";
  return { amount, currency, period };
}

const CURRENCY_PREFIX: Record<string, string> = { CAD: "$", USD: "US$", EUR: "€", GBP: "£" };

/** Display text for a normalised price, e.g. "$1,299,000" or "$2,450/month". */
export function formatPrice(price: NormalisedPrice): string {
  const money = price.amount.toLocaleString("en-CA", { maximumFractionDigits: 2 });
  const prefix = CURRENCY_PREFIX[price.currency] ?? `${price.currency} `;
  return `${prefix}${money}${price.period === "sale" ? "" : `/${price.period}`}`;
}
