/** What a re-check saw, as one snapshot (issue 20): the source's status, its price and the key facts. */
import type { PoliteResult } from "./polite.ts";

export type SourceStatus = "live" | "sold" | "removed" | "expired" | "redirected";
export type SourceSnapshot = { status: SourceStatus; price: number | null; facts: Record<string, string> };

const SEARCH_PAGE = /^\/?$|\/(search|recherche|map|carte|results|resultats|listings|proprietes|properties)(\/|$)|[?&](q|query|search)=/i;
const SOLD = /\b(sold|vendu|vendue)\b/i;
const EXPIRED = /\b(expired|expir[ée]e?)\b/i;
const GONE = /no longer available|n['’]est plus disponible|listing (has been )?removed|annonce (a été )?retir[ée]e/i;

/** A fetched page as the status rules read it: the answer's status and where redirects ended, the page's words. */
export type SourcePage = { status: number; finalUrl: string; title: string | null; description: string | null; blocked?: boolean };

/**
 * The source's status from one fetch of the listing's link (the re-check, and the desktop app's bulk checks): gone
 * (404/410), redirected to a search page, or the page's own words (sold, expired, no longer available); null when the
 * fetch says nothing about the listing (a network error, a bot wall, a 5xx).
 */
export function sourceStatusOf(requestedUrl: string, page: SourcePage): SourceStatus | null {
  if (page.status === 404 || page.status === 410) return "removed";
  if (page.status === 0 || page.status >= 400 || page.blocked) return null;
  let from: URL;
  let to: URL;
  try {
    from = new URL(requestedUrl);
    to = new URL(page.finalUrl);
  } catch {
    return null;
  }
  if ((to.pathname !== from.pathname || to.host !== from.host) && SEARCH_PAGE.test(`${to.pathname}${to.search}`)) return "redirected";
  const words = `${page.title ?? ""} ${page.description ?? ""}`;
  if (GONE.test(words)) return "removed";
  if (SOLD.test(words)) return "sold";
  if (EXPIRED.test(words)) return "expired";
  return "live";
}

/** Null when the check says nothing about the listing (robots.txt, back-off, a network error, a bot wall, a 5xx). */
export function snapshotOf(requestedUrl: string, result: PoliteResult): SourceSnapshot | null {
  if (result.kind !== "page") return null;
  const { meta, status, finalUrl } = result;
  const sourceStatus = sourceStatusOf(requestedUrl, { status, finalUrl, title: meta.title, description: meta.description, blocked: meta.blocked });
  if (sourceStatus === null) return null;
  if (sourceStatus === "removed" && (status === 404 || status === 410)) return { status: "removed", price: null, facts: {} };
  if (sourceStatus === "redirected") return { status: "redirected", price: null, facts: {} };
  const sd = meta.structuredData;
  const amount = sd?.price && sd.price.period === "sale" ? sd.price.amount : null;
  const parsed = amount ?? (sd?.listingPrice ? Number.parseFloat(sd.listingPrice.replace(/[^0-9.]/g, "")) : Number.NaN);
  const price = Number.isFinite(parsed) && parsed > 0 ? Math.round(parsed * 100) / 100 : null;
  const facts: Record<string, string> = {};
  if (sd?.bedrooms != null) facts["bedrooms"] = String(sd.bedrooms);
  if (sd?.bathrooms != null) facts["bathrooms"] = String(sd.bathrooms);
  if (sd?.squareFootage != null) facts["squareFootage"] = String(sd.squareFootage);
  return { status: sourceStatus, price: sourceStatus === "removed" ? null : price, facts };
}
