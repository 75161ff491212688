/**
 * Page chrome shared by the sixty-fifth held-out corpus only: menus, consent bars, tag managers, payment widgets,
 * "more like this" cards and footers, written the way these sites' saved pages carry them. None of it states a fact
 * of the page's own listing.
 */

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export const menu = (links: string[], cls = "site-menu"): string =>
  `<nav class="${cls}" aria-label="Primary"><ul>${links.map((l) => `<li><a href="/${slug(l)}/">${l}</a></li>`).join("")}</ul></nav>`;

export const consent = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="consent-bar" role="region" aria-label="Témoins"><p>Nous utilisons des témoins pour le fonctionnement du site ${site}, l'analyse de la fréquentation et la publicité ciblée. Vous pouvez modifier vos préférences en tout temps.</p><button data-consent="all">Tout accepter</button><button data-consent="none">Refuser</button></div>`
    : `<div class="consent-bar" role="region" aria-label="Cookies"><p>${site} uses essential cookies to run this site and optional cookies for analytics and advertising. You can change your preferences at any time.</p><button data-consent="all">Accept</button><button data-consent="none">Reject optional</button></div>`;

export const tagManager = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

/** A payment estimator whose pre-filled loan amount is not the listing's price. */
export const paymentEstimator = (homePrice: string, downPct: string, rate: string, monthly: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<aside class="estimator"><h3>Estimez vos paiements</h3><form><label>Montant de l'achat <input name="p" value="${homePrice}"></label><label>Mise de fonds <input name="d" value="${downPct}"></label><label>Taux <input name="r" value="${rate}"></label></form><output>≈ ${monthly} par mois</output><small>Estimation non contractuelle.</small></aside>`
    : `<aside class="estimator"><h3>Estimate your payment</h3><form><label>Purchase price <input name="p" value="${homePrice}"></label><label>Down payment <input name="d" value="${downPct}"></label><label>Rate <input name="r" value="${rate}"></label></form><output>≈ ${monthly} per month</output><small>Estimate only; not a commitment to lend.</small></aside>`;

export type Card = { href: string; price: string; line: string; meta: string };

export const cards = (title: string, items: Card[]): string =>
  `<section class="more-like-this"><h2>${title}</h2><div class="card-row">${items.map((c) => `<article class="card"><a href="${c.href}"><span class="card-price">${c.price}</span><span class="card-addr">${c.line}</span><span class="card-meta">${c.meta}</span></a></article>`).join("")}</div></section>`;

export const photos = (base: string, n: number, alt: string): string =>
  `<div class="photo-strip">${Array.from({ length: n }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} ${i + 1}" loading="lazy" width="960" height="640">`).join("")}</div>`;

export const footer = (blocks: string[], copyright: string): string =>
  `<footer class="site-footer">${blocks.map((b) => `<div class="footer-col">${b}</div>`).join("")}<p class="copyright">${copyright}</p></footer>`;

export const stateAssign = (name: string, value: unknown): string => `<script>${name} = ${JSON.stringify(value)};</script>`;

export const jsonBlock = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;
