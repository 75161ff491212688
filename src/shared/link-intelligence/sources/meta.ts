/** Open Graph, Twitter cards, standard meta, <title>, link rel=image_src, og:locale, og/product price. */
import type { HtmlDocument, HtmlElement } from "../html/parse.ts";
import { normalisePrice } from "../normalise/price.ts";
import type { Candidate, ListingFacts } from "../types.ts";
import { normalisePostalCode } from "../normalise/postal.ts";
import { provinceCode } from "../normalise/province.ts";
import { geoPoint } from "./geo.ts";

export type MetaScan = { metaTags: Record<string, string>; og: ListingFacts; twitter: ListingFacts; standard: ListingFacts; base: string | null; lang: string | null; refresh: string | null };

const IMAGE_KEYS = ["og:image", "og:image:url", "og:image:secure_url"];
const TWITTER_IMAGE = ["twitter:image", "twitter:image:src"];

const hasItemScope = (el: HtmlElement): boolean => {
  for (let p = el.parent; p; p = p.parent) if ("itemscope" in p.attrs) return true;
  return false;
};

export function scanMeta(root: HtmlDocument): MetaScan {
  const metaTags: Record<string, string> = {};
  const all: Array<[string, string]> = [];
  const og: ListingFacts = {};
  const twitter: ListingFacts = {};
  const standard: ListingFacts = {};
  let base: string | null = null;
  let lang: string | null = null;
  let refresh: string | null = null;
  let title: string | null = null;
  const imageSrc: string[] = [];
  const { index } = root;
  for (const el of index.metas) {
    const key = (el.attrs["property"] ?? el.attrs["name"] ?? el.attrs["itemprop"] ?? "").trim();
    const content = el.attrs["content"];
    const equiv = (el.attrs["http-equiv"] ?? "").toLowerCase();
    if (equiv === "refresh" && content !== undefined && refresh === null) refresh = content;
    if (key && content !== undefined) {
      const k = key.toLowerCase();
      if (!(k in metaTags)) metaTags[k] = content.trim();
      all.push([k, content.trim()]);
    }
  }
  if (index.title) title = index.title.children.filter((c): c is string => typeof c === "string").join("").replace(/\s+/g, " ").trim() || null;
  if (index.base?.attrs["href"]) base = index.base.attrs["href"];
  if (index.html?.attrs["lang"]) lang = index.html.attrs["lang"];
  for (const el of index.links) {
    if (/(^|\s)image_src(\s|$)/i.test(el.attrs["rel"] ?? "") && el.attrs["href"]) imageSrc.push(el.attrs["href"]);
  }
  const put = (facts: ListingFacts, key: "title" | "description" | "imageAlt" | "locale", value: string | undefined, source: string): void => {
    if (value && facts[key] === undefined) facts[key] = { value, source };
  };
  const get = (k: string): string | undefined => metaTags[k] || undefined;
  put(og, "title", get("og:title"), "meta:og:title");
  put(og, "description", get("og:description"), "meta:og:description");
  put(og, "imageAlt", get("og:image:alt"), "meta:og:image:alt");
  put(og, "locale", get("og:locale"), "meta:og:locale");
  const ogImages: Candidate<string>[] = all.filter(([k, v]) => IMAGE_KEYS.includes(k) && v).map(([k, v]) => ({ value: v, source: `meta:${k}` }));
  if (ogImages.length > 0) og.images = ogImages;
  for (const prefix of ["og:price", "product:price"]) {
    const amount = get(`${prefix}:amount`) ?? get(prefix);
    if (amount && og.price === undefined) {
      og.price = { value: normalisePrice(amount, get(`${prefix}:currency`)), source: `meta:${prefix}:amount` };
      og.priceText = { value: amount, source: `meta:${prefix}:amount` };
    }
  }
  // The page object's own address tags (Open Graph's legacy location properties); business:contact_data is the publisher's.
  for (const [key, fact] of [["og:street-address", "street"], ["og:locality", "city"], ["og:region", "province"], ["og:postal-code", "postalCode"]] as const) {
    const value = get(key);
    if (!value || og[fact] !== undefined) continue;
    const normalised = fact === "province" ? provinceCode(value) : fact === "postalCode" ? normalisePostalCode(value) : value;
    if (normalised) og[fact] = { value: normalised, source: `meta:${key}` };
  }
  for (const [lat, lng] of [["place:location:latitude", "place:location:longitude"], ["og:latitude", "og:longitude"]] as const) {
    const point = geoPoint(get(lat), get(lng));
    if (point && og.geo === undefined) og.geo = { value: point, source: `meta:${lat}` };
  }
  // A lone pair of itemprop="latitude"/"longitude" metas outside any item (Centris's head): the listing's coordinates.
  const loose = (name: string): string | undefined => {
    const el = index.metas.find((m) => m.attrs["itemprop"] === name && !hasItemScope(m));
    return el?.attrs["content"];
  };
  const lonePoint = geoPoint(loose("latitude"), loose("longitude"));
  if (lonePoint) standard.geo = { value: lonePoint, source: "meta:itemprop=latitude" };
  for (const key of ["geo.position", "icbm"]) {
    const [lat, lng] = (get(key) ?? "").split(/[;,]/);
    const point = geoPoint(lat, lng);
    if (point && standard.geo === undefined) standard.geo = { value: point, source: `meta:${key}` };
  }
  put(twitter, "title", get("twitter:title"), "meta:twitter:title");
  put(twitter, "description", get("twitter:description"), "meta:twitter:description");
  const twImages = all.filter(([k, v]) => TWITTER_IMAGE.includes(k) && v).map(([k, v]) => ({ value: v, source: `meta:${k}` }));
  if (twImages.length > 0) twitter.images = twImages;
  put(standard, "description", get("description"), "meta:description");
  put(standard, "title", title ?? undefined, "html:<title>");
  const stdImages = [...imageSrc.map((v) => ({ value: v, source: "html:link[rel=image_src]" })), ...(get("image") ? [{ value: get("image") ?? "", source: "meta:itemprop=image" }] : [])];
  if (stdImages.length > 0) standard.images = stdImages;
  return { metaTags, og, twitter, standard, base, lang, refresh };
}
