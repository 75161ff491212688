/**
 * A site builder's context ("Static.SQUARESPACE_CONTEXT = { website: { siteTitle, location: { addressLine1, addressLine2,
 * mapLat, mapLng } } }"): the site's own place. On a single-property website, whose title is that street
 * ("5812 South Park Street"), the place is the listing's; on any other site it is the business's, and says nothing.
 */
import type { HtmlDocument } from "../html/parse.ts";
import { normalisePostalCode } from "../normalise/postal.ts";
import { parseDisplayAddress } from "../normalise/places.ts";
import type { ListingFacts } from "../types.ts";
import { bracketEnd } from "./embedded.ts";
import { geoPoint } from "./geo.ts";
import { isObject, parseScriptObject, text } from "./json.ts";

const CONTEXT = /\bSQUARESPACE_CONTEXT\s*=\s*\{/;

export function siteContextFacts(root: HtmlDocument): ListingFacts {
  const facts: ListingFacts = {};
  for (const script of root.index.scripts) {
    const raw = typeof script.children[0] === "string" ? script.children[0] : "";
    const m = CONTEXT.exec(raw);
    if (!m) continue;
    const start = (m.index ?? 0) + m[0].length - 1;
    const end = bracketEnd(raw, start);
    const data = end > start ? parseScriptObject(raw.slice(start, end + 1)) : undefined;
    const website = isObject(data) && isObject(data["website"]) ? data["website"] : null;
    const location = website && isObject(website["location"]) ? website["location"] : null;
    if (!website || !location) continue;
    const line1 = text(location["addressLine1"]) ?? "";
    const title = text(website["siteTitle"]) ?? "";
    const fold = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    if (line1 === "" || fold(line1) !== fold(title)) continue;
    const parts = parseDisplayAddress(`${line1}, ${text(location["addressLine2"]) ?? ""}`);
    const source = "embedded:SQUARESPACE_CONTEXT.website.location";
    if (parts?.street) facts.street = { value: parts.street, source };
    if (parts?.city) facts.city = { value: parts.city, source };
    if (parts?.province) facts.province = { value: parts.province, source };
    const postal = parts?.postalCode ? normalisePostalCode(parts.postalCode) : null;
    if (postal) facts.postalCode = { value: postal, source };
    const geo = geoPoint(location["mapLat"], location["mapLng"]);
    if (geo) facts.geo = { value: geo, source };
    break;
  }
  return facts;
}
