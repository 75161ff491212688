/**
 * Page chrome shared by the eighty-third held-out corpus only: tag managers, consent bars, headers, galleries and the
 * crowd of other listings real portals put around a detail page — agents' other listings, "recently sold nearby"
 * rails with sold prices and dates, "similar homes" cards, map-cluster points, price- and tax-history tables,
 * mortgage calculators with a down payment, "homes in this building" tables and nearby schools with their
 * addresses. None of it states a fact of a page's own listing: every value it prints is passed in by the page.
 */

/** JSON for a script body: no "</" may close the script early. */
export const esc = (s: string): string => s.replace(/</g, "\\u003c");

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const dataLayer = (value: Record<string, unknown>): string =>
  `<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push(${esc(JSON.stringify(value))});</script>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const consent = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="consent-bar" role="dialog" aria-label="Témoins"><p>${site} utilise des témoins pour améliorer votre expérience et mesurer l'audience.</p><button class="consent-bar__ok">Accepter</button><button class="consent-bar__more">Personnaliser</button></div>`
    : `<div class="consent-bar" role="dialog" aria-label="Cookies"><p>${site} uses cookies to improve your experience and measure traffic.</p><button class="consent-bar__ok">Accept</button><button class="consent-bar__more">Manage settings</button></div>`;

export const nav = (items: [string, string][], cls = "site-nav"): string =>
  `<nav class="${cls}"><ul>${items.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join("")}</ul></nav>`;

export const crumbs = (items: [string, string][]): string =>
  `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join("")}</ol></nav>`;

export const gallery = (base: string, n: number, alt: string, cls = "gallery"): string =>
  `<div class="${cls}" data-count="${n}">${Array.from({ length: n }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} ${i + 1}" width="800" height="533" loading="${i < 2 ? "eager" : "lazy"}">`).join("")}</div>`;

export type Card = { href: string; price: string; address: string; meta: string; badge?: string };

/** A rail of other listings' cards: similar homes, sold nearby, an agent's other listings. */
export const cards = (heading: string, list: Card[], cls = "listing-rail"): string =>
  `<section class="${cls}"><h2>${heading}</h2><ul class="${cls}__list">${list.map((c) => `<li class="${cls}__card"><a href="${c.href}">${c.badge ? `<span class="${cls}__badge">${c.badge}</span>` : ""}<span class="${cls}__price">${c.price}</span><span class="${cls}__address">${c.address}</span><span class="${cls}__meta">${c.meta}</span></a></li>`).join("")}</ul></section>`;

/** A table of rows: price history, tax history, units in a building, sold records. */
export const table = (heading: string, head: string[], rows: string[][], cls = "data-table"): string =>
  `<section class="${cls}"><h2>${heading}</h2><table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table></section>`;

export type School = { name: string; grades: string; address: string; distance: string; rating?: string };

export const schools = (heading: string, list: School[], cls = "nearby-schools"): string =>
  `<section class="${cls}"><h2>${heading}</h2><ul>${list.map((s) => `<li class="${cls}__item">${s.rating ? `<span class="${cls}__rating">${s.rating}</span>` : ""}<strong>${s.name}</strong> <span>${s.grades}</span><address>${s.address}</address><span class="${cls}__distance">${s.distance}</span></li>`).join("")}</ul></section>`;

export type CalcLabels = { title: string; price: string; down: string; rate: string; term: string; result: string; note: string };

export const calcEn: CalcLabels = {
  title: "Mortgage calculator",
  price: "Home price",
  down: "Down payment",
  rate: "Interest rate",
  term: "Amortization",
  result: "Monthly payment",
  note: "Estimates are for illustration only and are not a mortgage offer.",
};

export const calcFr: CalcLabels = {
  title: "Calculatrice hypothécaire",
  price: "Prix de la propriété",
  down: "Mise de fonds",
  rate: "Taux d'intérêt",
  term: "Amortissement",
  result: "Versement mensuel",
  note: "Montants fournis à titre indicatif seulement; ils ne constituent pas une offre de prêt.",
};

/** A mortgage calculator pre-filled from the price: its figures are the calculator's, not the listing's. */
export const calculator = (l: CalcLabels, price: string, down: string, rate: string, term: string, payment: string): string =>
  `<section class="mortgage-calc"><h2>${l.title}</h2><form><label>${l.price}<input name="price" value="${price}"></label><label>${l.down}<input name="down" value="${down}"></label><label>${l.rate}<input name="rate" value="${rate}"></label><label>${l.term}<input name="term" value="${term}"></label></form><p class="mortgage-calc__result">${l.result}: <strong>${payment}</strong></p><small>${l.note}</small></section>`;

export const footer = (cols: string[], legal: string[], cls = "site-footer"): string =>
  `<footer class="${cls}"><div class="${cls}__cols">${cols.map((c) => `<div class="${cls}__col">${c}</div>`).join("")}</div><div class="${cls}__legal">${legal.map((l) => `<p>${l}</p>`).join("")}</div></footer>`;

export const social = (): string =>
  `<ul class="social"><li><a href="https://www.facebook.com/" aria-label="Facebook">f</a></li><li><a href="https://www.instagram.com/" aria-label="Instagram">ig</a></li><li><a href="https://www.youtube.com/" aria-label="YouTube">yt</a></li></ul>`;

export const creaEn =
  "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA. The trademarks REALTOR®, REALTORS®, and the REALTOR® logo are controlled by CREA and identify real estate professionals who are members of CREA.";

export const centrisFr =
  "Les données relatives aux propriétés proviennent de Centris®, le système de mise en commun des courtiers immobiliers du Québec; elles sont jugées fiables mais ne sont pas garanties.";
