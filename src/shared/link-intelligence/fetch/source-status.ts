/** What a re-check saw, as one snapshot (issue 20): the source's status, its price and the key facts. */
import type { PoliteResult } from "./polite.ts";

export type SourceStatus = "live" | "sold" | "removed" | "expired" | "redirected";
export type SourceSnapshot = { status: SourceStatus; price: number | null; facts: Record<string, string> };

const SEARCH_PAGE = /^\/?$|\/(search|recherche|map|carte|results|resultats|listings|proprietes|properties)(\/|$)|[?&](q|query|search)=/i;
const SOLD = /\b(sold|vendu|vendue)\b/i;
const EXPIRED = /\b(expired|expir[ée]e?)\b/i;
const GONE = /no longer available|n['’]est plus disponible|listing (has been )?removed|annonce (a été )?retir[ée]e/i;

/** Null when the check says nothing about the listing (robots.txt, back-off, a network error, a bot wall, a 5xx). */
export function snapshotOf(requestedUrl: string, result: PoliteResult): SourceSnapshot | null {
  if (result.kind !== "page") return null;
  const { meta, status, finalUrl } = result;
  if (status === 404 || status === 410) return { status: "removed", price: null, facts: {} };
  if (status === 0 || status >= 400 || meta.blocked) return null;
  const from = new URL(requestedUrl);
  const to = new URL(finalUrl);
  if ((to.pathname !== from.pathname || to.host !== from.host) && SEARCH_PAGE.test(`${to.pathname}${to.search}`)) {
    return { status: "redirected", price: null, facts: {} };
  }
  const words = `${meta.title ?? ""} ${meta.description ?? ""}`;
  const sd = meta.structuredData;
  const amount = sd?.price && sd.price.period === "sale" ? sd.price.amount : null;
  const parsed = amount ?? (sd?.listingPrice ? Number.parseFloat(sd.listingPrice.replace(/[^0-9.]/g, "")) : Number.NaN);
  const price = Number.isFinite(parsed) && parsed > 0 ? Math.round(parsed * 100) / 100 : null;
  const facts: Record<string, string> = {};
  if (sd?.bedrooms != null) facts["bedrooms"] = String(sd.bedrooms);
  if (sd?.bathrooms != null) facts["bathrooms"] = String(sd.bathrooms);
  if (sd?.squareFootage != null) facts["squareFootage"] = String(sd.squareFootage);
  if (GONE.test(words)) return { status: "removed", price: null, facts };
  if (SOLD.test(words)) return { status: "sold", price, facts };
  if (EXPIRED.test(words)) return { status: "expired", price, facts };
  return { status: "live", price, facts };
}
