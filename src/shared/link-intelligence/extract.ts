/** extractFromHtml: pure, synchronous extraction of link metadata from an HTML string. */
import { detectBotWall } from "./botwall.ts";
import { parseHtml } from "./html/parse.ts";
import { bodyImages, cleanImages, resolveUrl } from "./images.ts";
import { buildStructured, describeYield, firstFact, PRIVATE_SALE, RENTAL_DESCRIPTION, RENTAL_PAGE, ROOM_RENTAL } from "./merge.ts";
import type { NamedFacts } from "./merge.ts";
import { embeddedFacts } from "./sources/embedded.ts";
import { jsonLdFacts } from "./sources/jsonld.ts";
import { scanMeta } from "./sources/meta.ts";
import { microdataFacts, rdfaFacts } from "./sources/microdata.ts";
import { pageText } from "./sources/page-text.ts";
import { siteContextFacts } from "./sources/site-context.ts";
import { isListingPortal, siteFacts, siteProvince } from "./sources/sites.ts";
import { textFacts } from "./sources/text.ts";
import type { Candidate, ExtractOptions, LinkMetadata } from "./types.ts";
import { isWhitelistedHost } from "./whitelist.ts";
import { clipText, POST_TEXT_LIMITS } from "../validation/text-limits.ts";

const FACT_ORDER = ["site", "json-ld", "embedded", "microdata", "rdfa", "og", "twitter", "meta", "text"];
const PREVIEW_ORDER = ["og", "json-ld", "twitter", "microdata", "rdfa", "embedded", "meta"];

export function emptyMetadata(logs: string[] = [], error: string | null = null): LinkMetadata {
  return { title: null, description: null, imageUrl: null, images: [], metaTags: {}, structuredData: null, logs, error };
}

/** The page's host name, or nothing for an address that is not a URL. */
const hostOf = (pageUrl: string): string | undefined => {
  try {
    return new URL(pageUrl).hostname.toLowerCase();
  } catch {
    return undefined;
  }
};

export function extractFromHtml(html: string, pageUrl: string, opts: ExtractOptions = {}): LinkMetadata {
  const logs = [...(opts.logs ?? [])];
  const root = parseHtml(html);
  const meta = scanMeta(root);
  const base = (meta.base && resolveUrl(meta.base, pageUrl)) || pageUrl;
  logs.push(`parse: ${html.length} characters of HTML, ${Object.keys(meta.metaTags).length} meta tags`);
  const result: LinkMetadata = { ...emptyMetadata(logs), metaTags: meta.metaTags, finalUrl: pageUrl, sources: {} };
  if (opts.whitelist && opts.requestedUrl && isWhitelistedHost(opts.requestedUrl, opts.whitelist) && !isWhitelistedHost(pageUrl, opts.whitelist)) {
    result.offWhitelistRedirect = true;
    logs.push(`whitelist: ${opts.requestedUrl} landed on ${pageUrl}, which is not whitelisted`);
  }
  const wall = detectBotWall(html, opts.status);
  if (wall) {
    logs.push(`bot wall: ${wall} challenge page, not a listing`);
    return { ...result, blocked: true, error: `Blocked by bot protection (${wall}).` };
  }
  const page = pageText(root);
  const sources: NamedFacts[] = [
    { name: "site", facts: siteFacts(root, pageUrl, logs) },
    { name: "json-ld", facts: jsonLdFacts(root, logs) },
    { name: "embedded", facts: { ...siteContextFacts(root), ...embeddedFacts(root, logs, pageUrl) } },
    { name: "microdata", facts: microdataFacts(root, logs) },
    { name: "rdfa", facts: rdfaFacts(root, logs) },
    { name: "og", facts: meta.og },
    { name: "twitter", facts: meta.twitter },
    { name: "meta", facts: meta.standard },
    { name: "text", facts: textFacts(page.text, { ...page, portal: isListingPortal(pageUrl), host: hostOf(pageUrl), head: [meta.og.title?.value, meta.standard.title?.value, meta.standard.description?.value].filter((s): s is string => !!s) }) },
  ];
  for (const s of sources) logs.push(`${s.name} yielded: ${describeYield(s.facts)}`);
  const record: Record<string, string> = {};
  const pickText = (key: "title" | "description"): string | null => {
    const c = firstFact(sources, key, PREVIEW_ORDER);
    if (!c) return null;
    record[key] = c.source;
    return c.value.replace(/\s+/g, " ").trim() || null;
  };
  const title = pickText("title");
  result.title = title === null ? null : clipText(title, POST_TEXT_LIMITS.title);
  result.description = pickText("description");
  const candidates: Candidate<string>[] = [];
  for (const name of PREVIEW_ORDER) candidates.push(...(sources.find((s) => s.name === name)?.facts.images ?? []));
  candidates.push(...bodyImages(root));
  const images = cleanImages(candidates, base);
  result.images = images.map((c) => c.value);
  result.imageUrl = images[0]?.value ?? null;
  if (images[0]) record["imageUrl"] = images[0].source;
  const alt = meta.og.imageAlt?.value;
  if (alt) result.metaTags["og:image:alt"] = alt;
  const locale = firstFact(sources, "locale")?.value ?? meta.lang;
  result.locale = locale ? locale.replace("-", "_") : null;
  if (result.locale && /^fr/i.test(result.locale)) logs.push(`locale: ${result.locale} (French listing)`);
  const titles = [meta.og.title, meta.standard.title].filter((c): c is Candidate<string> => c !== undefined);
  let path = "";
  try {
    path = decodeURIComponent(new URL(pageUrl).pathname);
  } catch {
    path = "";
  }
  const description = meta.standard.description?.value ?? meta.og.description?.value ?? "";
  const rentalPage = RENTAL_PAGE.test(path) || titles.some((t) => RENTAL_PAGE.test(t.value)) || RENTAL_DESCRIPTION.test(description.trim());
  const roomRental = ROOM_RENTAL.test(path) || titles.some((t) => ROOM_RENTAL.test(t.value));
  const privateSale = titles.some((t) => PRIVATE_SALE.test(t.value)) || PRIVATE_SALE.test(description) || PRIVATE_SALE.test(page.text);
  result.structuredData = buildStructured(sources.filter((s) => FACT_ORDER.includes(s.name)), record, titles, { rentalPage, roomRental, privateSale, logs, description, siteProvince: siteProvince(pageUrl), locale });
  logs.push(`images: ${images.length} kept of ${candidates.length} candidates`);
  result.sources = record;
  return result;
}
