/** A post's history as the re-check recorded it (issue 20): the sentence under the chart and the status badge. */
import type { Locale } from "../i18n/locales.ts";
import { formatLocale } from "./locale.ts";
import { formatPrice } from "./price.ts";

export type SourceStatus = "live" | "sold" | "removed" | "expired" | "redirected";

export interface PriceSnapshot {
  checkedAt: string;
  price: number | null;
  status: SourceStatus;
}

type Words = {
  months: string[];
  status: Record<Exclude<SourceStatus, "live">, string>;
  badge: Record<Exclude<SourceStatus, "live">, string>;
  on: (when: string) => string;
  at: (price: string) => string;
  listed: string;
  reduced: string;
  raised: string;
  back: string;
};

const WORDS: Record<Locale, Words> = {
  en: {
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    status: { sold: "sold", removed: "removed from the source", expired: "expired", redirected: "no longer on the source (it now shows a search page)" },
    badge: { sold: "Sold", removed: "Removed from source", expired: "Expired", redirected: "No longer on source" },
    on: (when) => ` on ${when}`,
    at: (price) => ` at ${price}`,
    listed: "listed",
    reduced: "reduced to",
    raised: "raised to",
    back: "back on the market",
  },
  fr: {
    months: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juill.", "août", "sept.", "oct.", "nov.", "déc."],
    status: { sold: "vendue", removed: "retirée de la source", expired: "expirée", redirected: "retirée de la source (qui affiche maintenant une page de recherche)" },
    badge: { sold: "Vendue", removed: "Retirée de la source", expired: "Expirée", redirected: "N’est plus sur la source" },
    on: (when) => ` le ${when}`,
    at: (price) => ` à ${price}`,
    listed: "affichée",
    reduced: "baissée à",
    raised: "augmentée à",
    back: "de retour sur le marché",
  },
};

/** "12 Oct" in English, "12 oct." in French (the day in UTC, as the re-check stamps it). */
export function shortDate(iso: string, locale: Locale = formatLocale()): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${WORDS[locale].months[d.getUTCMonth()] ?? ""}`;
}

/**
 * One step per change, oldest first: "Listed at $899,000 on 12 Oct; reduced to $869,000 on 3 Nov; sold on 20 Nov"
 * ("Affichée à 899 000 $ le 12 oct.; baissée à 869 000 $ le 3 nov.; vendue le 20 nov." in French).
 */
export function priceHistorySteps(snapshots: readonly PriceSnapshot[], locale: Locale = formatLocale()): string[] {
  const w = WORDS[locale];
  const price = (value: number) => formatPrice(value, locale) ?? "";
  const steps: string[] = [];
  let lastPrice: number | null = null;
  let lastStatus: SourceStatus = "live";
  for (const s of snapshots) {
    const on = w.on(shortDate(s.checkedAt, locale));
    if (s.status !== "live" && s.status !== lastStatus) {
      steps.push(`${w.status[s.status]}${on}`);
    } else if (s.status === "live" && lastStatus !== "live" && steps.length > 0) {
      steps.push(`${w.back}${s.price !== null ? w.at(price(s.price)) : ""}${on}`);
    } else if (s.price !== null && s.price !== lastPrice) {
      if (lastPrice === null) steps.push(`${w.listed}${w.at(price(s.price))}${on}`);
      else steps.push(`${s.price < lastPrice ? w.reduced : w.raised} ${price(s.price)}${on}`);
    }
    if (s.price !== null) lastPrice = s.price;
    lastStatus = s.status;
  }
  return steps.map((step, i) => (i === 0 ? step.charAt(0).toUpperCase() + step.slice(1) : step));
}

/** The steps as one sentence; null when there is nothing to say. */
export function priceHistorySentence(snapshots: readonly PriceSnapshot[], locale: Locale = formatLocale()): string | null {
  const steps = priceHistorySteps(snapshots, locale);
  return steps.length === 0 ? null : steps.join("; ");
}

/** The badge for a source that no longer lists the home, or null while it does. */
export function sourceStatusBadge(status: string | null | undefined, locale: Locale = formatLocale()): string | null {
  const badges = WORDS[locale].badge;
  return status && Object.hasOwn(badges, status) ? badges[status as keyof typeof badges] : null;
}
