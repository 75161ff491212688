/**
 * A listing page of about `bytes` characters for the extraction benchmark: one of the corpus's pages with the bulk
 * real pages carry (a large state script, many "similar homes" cards, navigation and footer links, inline styles).
 */
import { TUNED_PAGES } from "./tuned/index.ts";

export function bigListingPage(bytes = 1024 * 1024, name = "realtor-ca-house-en"): { html: string; pageUrl: string } {
  const page = TUNED_PAGES.find((p) => p.name === name) ?? TUNED_PAGES[0];
  if (!page) throw new Error("The listing-page corpus is empty.");
  const card = (i: number): string =>
    `<div class="similar-listing card" data-id="${i}"><a href="/real-estate/${27_000_000 + i}/listing-${i}"><img src="https://cdn.example.ca/p/${i}.jpg" alt="Listing ${i}" width="320" height="240"></a><div class="price">$${(400_000 + i * 1_000).toLocaleString("en-CA")}</div><div class="meta">${(i % 5) + 1} bd · ${(i % 3) + 1} ba · ${900 + (i % 40) * 25} sqft</div><p>${i} Example Crescent, Cambridge, Ontario</p></div>\n`;
  const state = (n: number): string => `<script>window.__ANALYTICS__ = ${JSON.stringify({ events: Array.from({ length: n }, (_, i) => ({ id: i, name: `view_${i}`, ts: 1_700_000_000 + i, tags: ["listing", "map", "gallery"] })) })};</script>`;
  const head = page.html.indexOf("</head>");
  const bodyEnd = page.html.lastIndexOf("</body>");
  const filler = `<style>${".c{margin:0;padding:0}".repeat(2000)}</style>${state(1500)}`;
  let cards = "";
  for (let i = 0; page.html.length + filler.length + cards.length < bytes; i++) cards += card(i);
  const html = `${page.html.slice(0, head)}${filler}${page.html.slice(head, bodyEnd)}<section class="similar-homes">${cards}</section>${page.html.slice(bodyEnd)}`;
  return { html, pageUrl: page.pageUrl };
}
