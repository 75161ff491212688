/**
 * Page chrome shared by the eighty-sixth held-out corpus only: luxury sites' menus, cookie bars, tag managers, data
 * layers and SPA state scripts, photo strips and virtual-tour buttons, "more luxury listings" rails with prices in
 * every short form, mortgage calculators, agents' and concierges' contact blocks, and footers with offices' addresses
 * and legal text. None of it states a fact of the page's own listing.
 */

export const gtm = (id: string): string =>
  `<script async src="https://www.googletagmanager.com/gtm.js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;

export const dataLayer = (value: Record<string, unknown>): string =>
  `<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push(${JSON.stringify(value)});</script>`;

export const cookieBar = (text: string, accept: string, more: string, cls = "consent-banner"): string =>
  `<div class="${cls}" role="region" aria-label="Cookies" hidden><p>${text}</p><button class="${cls}__ok" type="button">${accept}</button><a class="${cls}__more" href="/privacy">${more}</a></div>`;

export const nav = (items: [string, string][], cls = "main-nav"): string =>
  `<nav class="${cls}" aria-label="Main"><ul>${items.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join("")}</ul></nav>`;

export const langSwitch = (current: string, other: string, href: string): string =>
  `<div class="language-toggle"><strong aria-current="true">${current}</strong> | <a href="${href}">${other}</a></div>`;

export const photos = (base: string, n: number, alt: string, cls = "gallery"): string =>
  `<div class="${cls}" data-count="${n}">${Array.from({ length: n }, (_, i) => `<img class="${cls}__img" loading="lazy" src="${base}/${String(i + 1).padStart(2, "0")}.jpg" alt="${alt} – photo ${i + 1}">`).join("")}<button class="${cls}__tour" type="button">3D tour</button><button class="${cls}__video" type="button">Drone video</button></div>`;

export type Card = { href: string; price: string; title: string; meta: string };

export const rail = (heading: string, cards: Card[], cls = "related-listings"): string =>
  `<section class="${cls}"><h2>${heading}</h2><div class="${cls}__track">${cards.map((c) => `<article class="${cls}__card"><a href="${c.href}"><div class="${cls}__price">${c.price}</div><div class="${cls}__address">${c.title}</div><div class="${cls}__facts">${c.meta}</div></a></article>`).join("")}</div></section>`;

export type CalcLabels = { title: string; price: string; down: string; rate: string; amort: string; result: string; note: string };

/** A mortgage calculator pre-filled from the price: its figures are the calculator's, not the listing's. */
export const calculator = (l: CalcLabels, price: string, down: string, rate: string, years: string, payment: string): string =>
  `<section class="mortgage-widget"><h3>${l.title}</h3><div class="mortgage-widget__row"><label>${l.price}</label><input value="${price}"></div><div class="mortgage-widget__row"><label>${l.down}</label><input value="${down}"></div><div class="mortgage-widget__row"><label>${l.rate}</label><input value="${rate}"></div><div class="mortgage-widget__row"><label>${l.amort}</label><input value="${years}"></div><p class="mortgage-widget__out">${l.result} <b>${payment}</b></p><small>${l.note}</small></section>`;

export const calcEn: CalcLabels = {
  title: "Mortgage calculator",
  price: "Home price",
  down: "Down payment",
  rate: "Rate",
  amort: "Amortization",
  result: "Your payment:",
  note: "Estimate only; speak with a lender for your rate.",
};

export const calcFr: CalcLabels = {
  title: "Calculatrice hypothécaire",
  price: "Prix d'achat",
  down: "Mise de fonds",
  rate: "Taux",
  amort: "Amortissement",
  result: "Versement estimé :",
  note: "À titre indicatif seulement.",
};

export const footer = (cols: string[], legal: string[], cls = "page-footer"): string =>
  `<footer class="${cls}"><div class="${cls}__grid">${cols.map((c) => `<div class="${cls}__col">${c}</div>`).join("")}</div><div class="${cls}__fine-print">${legal.map((l) => `<p>${l}</p>`).join("")}</div></footer>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

export const jsState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${JSON.stringify(value).replace(/</g, "\\u003c")};</script>`;

export const socials = (): string =>
  `<ul class="socials"><li><a href="https://www.instagram.com/" aria-label="Instagram">IG</a></li><li><a href="https://www.facebook.com/" aria-label="Facebook">FB</a></li><li><a href="https://www.linkedin.com/" aria-label="LinkedIn">in</a></li></ul>`;

export const crea =
  "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA. The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by CREA and identify real estate professionals who are members of CREA.";

export const creaFr =
  "Les marques de commerce MLS®, Multiple Listing Service® et les logos connexes sont la propriété de l'Association canadienne de l'immeuble (ACI). Les marques REALTOR®, REALTORS® et le logo REALTOR® sont contrôlés par l'ACI.";
