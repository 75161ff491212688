/** Image URL resolution and clean-up: base/final URL, protocol-relative, de-duplication, pixels and data: dropped. */
import type { HtmlDocument } from "./html/parse.ts";
import type { Candidate } from "./types.ts";
import { POST_TEXT_LIMITS } from "../validation/text-limits.ts";

const PIXEL = /(?:^|[/_.-])(?:pixel|spacer|blank|1x1|transparent|tracking|beacon)(?:[._-]|\.gif|$)|facebook\.com\/tr|google-analytics\.com|doubleclick\.net|bat\.bing\.com|\/b\/ss\/|\.svg(?:$|\?)/i;

export function resolveUrl(raw: string, base: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === "" || /^(?:data|javascript|blob|about):/i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    try {
      url = new URL(trimmed); // absolute URLs still resolve when the page URL is not usable (e.g. about:blank)
    } catch {
      return null;
    }
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  return url.href;
}

/** Body <img> candidates: src, data-src/data-lazy-src, the largest srcset entry; 1x1 images skipped. */
export function bodyImages(root: HtmlDocument, limit = 400): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const el of root.index.images) {
    if (out.length >= limit) break;
    const w = Number(el.attrs["width"] ?? NaN);
    const h = Number(el.attrs["height"] ?? NaN);
    if ((w > 0 && w <= 2) || (h > 0 && h <= 2)) continue;
    const srcset = el.attrs["srcset"] ?? el.attrs["data-srcset"];
    const fromSet = srcset
      ?.split(",")
      .map((s) => s.trim().split(/\s+/))
      .sort((a, b) => parseFloat(b[1] ?? "0") - parseFloat(a[1] ?? "0"))[0]?.[0];
    const src = el.attrs["data-src"] ?? el.attrs["data-lazy-src"] ?? el.attrs["data-original"] ?? fromSet ?? el.attrs["src"];
    if (src) out.push({ value: src, source: `html:<${el.tag}>` });
  }
  return out;
}

/** Resolves, filters and de-duplicates candidates, keeping order; at most `limit`; URLs longer than a post's og_image_url accepts are dropped. */
export function cleanImages(candidates: Candidate<string>[], base: string, limit = 60): Candidate<string>[] {
  const seen = new Set<string>();
  const out: Candidate<string>[] = [];
  for (const c of candidates) {
    const url = resolveUrl(c.value, base);
    if (!url || url.length > POST_TEXT_LIMITS.og_image_url || PIXEL.test(url) || seen.has(url)) continue;
    seen.add(url);
    out.push({ value: url, source: c.source });
    if (out.length >= limit) break;
  }
  return out;
}
