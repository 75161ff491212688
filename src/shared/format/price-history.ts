/** A post's history as the re-check recorded it (issue 20): the sentence under the chart and the status badge. */
import { formatPrice } from "./price.ts";

export type SourceStatus = "live" | "sold" | "removed" | "expired" | "redirected";

export interface PriceSnapshot {
  checkedAt: string;
  price: number | null;
  status: SourceStatus;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "12 Oct" (the day in UTC, as the re-check stamps it). */
export function shortDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ""}`;
}

const STATUS_WORDS: Record<Exclude<SourceStatus, "live">, string> = {
  sold: "sold",
  removed: "removed from the source",
  expired: "expired",
  redirected: "no longer on the source (it now shows a search page)",
};

/**
 * One step per change, oldest first: "Listed at $899,000 on 12 Oct; reduced to $869,000 on 3 Nov; sold on 20 Nov".
 * Null when there is nothing to say.
 */
export function priceHistorySteps(snapshots: readonly PriceSnapshot[]): string[] {
  const steps: string[] = [];
  let lastPrice: number | null = null;
  let lastStatus: SourceStatus = "live";
  for (const s of snapshots) {
    const when = shortDate(s.checkedAt);
    if (s.status !== "live" && s.status !== lastStatus) {
      steps.push(`${STATUS_WORDS[s.status]} on ${when}`);
    } else if (s.status === "live" && lastStatus !== "live" && steps.length > 0) {
      steps.push(`back on the market${s.price !== null ? ` at ${formatPrice(s.price) ?? ""}` : ""} on ${when}`);
    } else if (s.price !== null && s.price !== lastPrice) {
      if (lastPrice === null) steps.push(`listed at ${formatPrice(s.price) ?? ""} on ${when}`);
      else steps.push(`${s.price < lastPrice ? "reduced" : "raised"} to ${formatPrice(s.price) ?? ""} on ${when}`);
    }
    if (s.price !== null) lastPrice = s.price;
    lastStatus = s.status;
  }
  return steps.map((step, i) => (i === 0 ? step.charAt(0).toUpperCase() + step.slice(1) : step));
}

export function priceHistorySentence(snapshots: readonly PriceSnapshot[]): string | null {
  const steps = priceHistorySteps(snapshots);
  return steps.length === 0 ? null : steps.join("; ");
}

/** The badge for a source that no longer lists the home, or null while it does. */
export function sourceStatusBadge(status: string | null | undefined): string | null {
  switch (status) {
    case "sold":
      return "Sold";
    case "removed":
      return "Removed from source";
    case "expired":
      return "Expired";
    case "redirected":
      return "No longer on source";
    default:
      return null;
  }
}

/** The card's line when the latest price is below the first one seen: "Price reduced $30,000". */
export function priceReducedLabel(drop: number | string | null | undefined): string | null {
  const value = typeof drop === "string" ? Number.parseFloat(drop) : drop;
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  return `Price reduced ${formatPrice(value) ?? ""}`;
}
