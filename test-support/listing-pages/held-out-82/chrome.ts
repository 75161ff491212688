/**
 * Page chrome shared by the eighty-second held-out corpus only: bilingual menus and language switchers, cookie bars
 * in either language, analytics snippets, Next.js and SPA state scripts, photo strips, mortgage calculators,
 * "similar listings" / "propriétés similaires" rails, agents' rosters and footers with offices' addresses and legal
 * text. None of it states a fact of the page's own listing.
 */

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const dataLayer = (value: Record<string, unknown>): string =>
  `<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push(${JSON.stringify(value)});</script>`;

export const cookieBar = (text: string, accept: string, refuse: string, cls = "cookie-consent"): string =>
  `<div class="${cls}" role="dialog" aria-live="polite" hidden><p>${text}</p><button type="button" class="${cls}__accept">${accept}</button><button type="button" class="${cls}__refuse">${refuse}</button></div>`;

export const langSwitch = (current: string, other: string, otherHref: string): string =>
  `<div class="lang-switch"><span class="lang-switch__current" aria-current="true">${current}</span><a class="lang-switch__other" href="${otherHref}" hreflang="${other.toLowerCase()}">${other}</a></div>`;

export const nav = (items: [string, string][], cls = "site-nav"): string =>
  `<nav class="${cls}"><ul>${items.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join("")}</ul></nav>`;

export const photoStrip = (base: string, n: number, alt: string, cls = "gallery"): string =>
  `<div class="${cls}" data-photo-count="${n}">${Array.from({ length: n }, (_, i) => `<figure class="${cls}__item"><img loading="lazy" src="${base}/${i + 1}.jpg" alt="${alt} ${i + 1}" width="640" height="427"></figure>`).join("")}</div>`;

export type Card = { href: string; price: string; title: string; meta: string };

export const rail = (heading: string, cards: Card[], cls = "similar-listings"): string =>
  `<section class="${cls}"><h2>${heading}</h2><ul class="${cls}__list">${cards.map((c) => `<li class="${cls}__card"><a href="${c.href}"><span class="${cls}__price">${c.price}</span><span class="${cls}__title">${c.title}</span><span class="${cls}__meta">${c.meta}</span></a></li>`).join("")}</ul></section>`;

/** A mortgage calculator pre-filled from the price: its figures are the calculator's, not the listing's. */
export const calculator = (
  labels: { title: string; price: string; down: string; rate: string; result: string; note: string },
  price: string,
  down: string,
  rate: string,
  payment: string,
): string =>
  `<section class="mortgage-calculator"><h3>${labels.title}</h3><form><label>${labels.price} <input name="price" value="${price}"></label><label>${labels.down} <input name="down" value="${down}"></label><label>${labels.rate} <input name="rate" value="${rate}"></label></form><p class="mortgage-calculator__result">${labels.result} <strong>${payment}</strong></p><p class="mortgage-calculator__note">${labels.note}</p></section>`;

export const footer = (cols: string[], legal: string[], cls = "site-footer"): string =>
  `<footer class="${cls}"><div class="${cls}__cols">${cols.map((c) => `<div class="${cls}__col">${c}</div>`).join("")}</div><div class="${cls}__legal">${legal.map((l) => `<p>${l}</p>`).join("")}</div></footer>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

export const jsState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${JSON.stringify(value).replace(/</g, "\\u003c")};</script>`;

export const social = (): string =>
  `<ul class="social"><li><a href="https://www.facebook.com/" aria-label="Facebook">f</a></li><li><a href="https://www.instagram.com/" aria-label="Instagram">ig</a></li><li><a href="https://www.youtube.com/" aria-label="YouTube">yt</a></li></ul>`;

export const creaTrademarkFr =
  "Les marques de commerce MLS®, Multiple Listing Service® et les logos connexes sont la propriété de l'Association canadienne de l'immeuble (ACI) et désignent les services immobiliers fournis par des courtiers membres de l'ACI. Les marques REALTOR®, REALTORS® et le logo REALTOR® sont contrôlés par l'ACI.";

export const creaTrademarkEn =
  "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA. The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by CREA.";

export const centrisNoteEn =
  "The listing data is provided by Centris®, the inter-agency listing system of Québec's real estate brokers, and is deemed reliable but not guaranteed.";
