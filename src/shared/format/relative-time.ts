/**
 * Relative times in the reader's language: "5 minutes" / "5 minutes ago" in the wording of date-fns' formatDistance,
 * "5 minutes" / "il y a 5 minutes" in its fr-CA wording. Without a locale argument, the active one (./locale.ts).
 */
import type { Locale } from "../i18n/locales.ts";
import { formatLocale } from "./locale.ts";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

type Unit = "minute" | "hour" | "day" | "month" | "year";

const WORDS: Record<Locale, { lessThanAMinute: string; about: string; over: string; units: Record<Unit, [one: string, many: string]> }> = {
  en: {
    lessThanAMinute: "less than a minute",
    about: "about ",
    over: "over ",
    units: { minute: ["minute", "minutes"], hour: ["hour", "hours"], day: ["day", "days"], month: ["month", "months"], year: ["year", "years"] },
  },
  fr: {
    lessThanAMinute: "moins d’une minute",
    about: "environ ",
    over: "plus de ",
    units: { minute: ["minute", "minutes"], hour: ["heure", "heures"], day: ["jour", "jours"], month: ["mois", "mois"], year: ["an", "ans"] },
  },
};

/** The distance between a past date and now, e.g. "less than a minute", "about 2 hours", "3 days". */
export function timeDistance(date: string | number | Date, now: Date = new Date(), locale: Locale = formatLocale()): string {
  const words = WORDS[locale];
  const count = (n: number, unit: Unit) => `${n} ${words.units[unit][n === 1 ? 0 : 1]}`;
  const then = new Date(date).getTime();
  const seconds = Math.max(0, Math.round((now.getTime() - then) / 1000));
  if (seconds < 45) return words.lessThanAMinute;
  if (seconds < 90) return count(1, "minute");
  if (seconds < 45 * MINUTE) return count(Math.round(seconds / MINUTE), "minute");
  if (seconds < 90 * MINUTE) return `${words.about}${count(1, "hour")}`;
  if (seconds < DAY) return `${words.about}${count(Math.round(seconds / HOUR), "hour")}`;
  if (seconds < 42 * HOUR) return count(1, "day");
  if (seconds < MONTH) return count(Math.round(seconds / DAY), "day");
  if (seconds < 45 * DAY) return `${words.about}${count(1, "month")}`;
  if (seconds < YEAR) return count(Math.round(seconds / MONTH), "month");
  const years = Math.floor(seconds / YEAR);
  return years <= 1 ? `${words.about}${count(1, "year")}` : `${words.over}${count(years, "year")}`;
}

/** "3 days ago", "il y a 3 jours". */
export function timeAgo(date: string | number | Date, now: Date = new Date(), locale: Locale = formatLocale()): string {
  const distance = timeDistance(date, now, locale);
  return locale === "fr" ? `il y a ${distance}` : `${distance} ago`;
}
