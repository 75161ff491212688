/**
 * Page chrome shared by the eighty-seventh held-out corpus only: tag-manager and analytics snippets, cookie bars,
 * menus, status ribbons, photo strips, price-history tables, mortgage calculators, open-house blocks, "similar
 * listings" rails and footers with offices' addresses and legal text. None of it states a fact of the page's own
 * listing unless the page passes that fact in.
 */

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const dataLayer = (value: Record<string, unknown>): string =>
  `<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push(${JSON.stringify(value)});</script>`;

export const cookieBar = (text: string, accept: string, more: string): string =>
  `<div class="cookie-banner" role="dialog" aria-live="polite" hidden><p>${text}</p><button type="button" class="cookie-banner__ok">${accept}</button><a class="cookie-banner__more" href="/privacy">${more}</a></div>`;

export const nav = (items: [string, string][], cls = "site-nav"): string =>
  `<nav class="${cls}"><ul>${items.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join("")}</ul></nav>`;

export const ribbon = (text: string, cls = "status-ribbon"): string =>
  `<div class="${cls}" role="status"><span class="${cls}__label">${text}</span></div>`;

export const photoStrip = (base: string, n: number, alt: string, cls = "photo-carousel"): string =>
  `<div class="${cls}" data-count="${n}">${Array.from({ length: n }, (_, i) => `<img loading="lazy" class="${cls}__img" src="${base}/${String(i + 1).padStart(2, "0")}.jpg" alt="${alt} - photo ${i + 1}" width="800" height="533">`).join("")}</div>`;

/** Rows of [date, event, price] in the site's own words. */
export const historyTable = (heading: string, head: [string, string, string], rows: [string, string, string][], cls = "price-history"): string =>
  `<section class="${cls}"><h2>${heading}</h2><table><thead><tr><th>${head[0]}</th><th>${head[1]}</th><th>${head[2]}</th></tr></thead><tbody>${rows.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td></tr>`).join("")}</tbody></table></section>`;

export type Card = { href: string; price: string; title: string; meta: string; badge?: string };

export const rail = (heading: string, cards: Card[], cls = "similar-rail"): string =>
  `<section class="${cls}"><h2>${heading}</h2><ul>${cards.map((c) => `<li class="${cls}__card"><a href="${c.href}">${c.badge ? `<span class="${cls}__badge">${c.badge}</span>` : ""}<span class="${cls}__price">${c.price}</span><span class="${cls}__title">${c.title}</span><span class="${cls}__meta">${c.meta}</span></a></li>`).join("")}</ul></section>`;

export const calculator = (
  labels: { title: string; price: string; down: string; rate: string; amort: string; result: string; note: string },
  price: string,
  down: string,
  rate: string,
  amort: string,
  payment: string,
): string =>
  `<section class="mortgage-calc"><h3>${labels.title}</h3><form class="mortgage-calc__form"><label>${labels.price}<input name="price" value="${price}"></label><label>${labels.down}<input name="down" value="${down}"></label><label>${labels.rate}<input name="rate" value="${rate}"></label><label>${labels.amort}<input name="amort" value="${amort}"></label></form><p class="mortgage-calc__out">${labels.result} <b>${payment}</b></p><small>${labels.note}</small></section>`;

export const calcEn = {
  title: "Mortgage calculator",
  price: "Home price",
  down: "Down payment",
  rate: "Interest rate",
  amort: "Amortization",
  result: "Your estimated payment:",
  note: "Estimates only; not a mortgage offer. Rates vary by lender.",
};

export const calcFr = {
  title: "Calculatrice hypothécaire",
  price: "Prix de la propriété",
  down: "Mise de fonds",
  rate: "Taux d'intérêt",
  amort: "Amortissement",
  result: "Versement estimé :",
  note: "À titre indicatif seulement. Ne constitue pas une offre de prêt.",
};

export const footer = (cols: string[], legal: string[], cls = "site-footer"): string =>
  `<footer class="${cls}"><div class="${cls}__cols">${cols.map((c) => `<div class="${cls}__col">${c}</div>`).join("")}</div><div class="${cls}__legal">${legal.map((l) => `<p>${l}</p>`).join("")}</div></footer>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

export const jsState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${JSON.stringify(value).replace(/</g, "\\u003c")};</script>`;

export const social = (): string =>
  `<ul class="social-links"><li><a href="https://www.facebook.com/" aria-label="Facebook">Facebook</a></li><li><a href="https://www.instagram.com/" aria-label="Instagram">Instagram</a></li><li><a href="https://www.linkedin.com/" aria-label="LinkedIn">LinkedIn</a></li></ul>`;

export const creaEn =
  "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA. The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by CREA and identify real estate professionals who are members of CREA.";

export const creaFr =
  "Les marques de commerce MLS®, Multiple Listing Service® et les logos connexes sont la propriété de l'Association canadienne de l'immeuble (ACI). Les marques REALTOR®, REALTORS® et le logo REALTOR® sont contrôlés par l'ACI et désignent les professionnels de l'immobilier membres de l'ACI.";
