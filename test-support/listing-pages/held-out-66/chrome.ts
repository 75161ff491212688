/**
 * Page chrome shared by the sixty-sixth held-out corpus only: the thin server-rendered shells of single-page-app
 * listing sites (skeleton placeholders, lazy-section stubs, consent bars, app banners, tag-manager stubs) and the
 * helpers that write their embedded state. None of the chrome states a listing fact.
 */

export const esc = (s: string): string => s.replace(/</g, "\\u003c");

/** Next.js's page-data script as browsers save it. */
export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

/** A `window.X = {...};` assignment script. */
export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const jsonBlob = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const topNav = (brand: string, links: string[]): string =>
  `<header class="app-header"><a class="brand" href="/">${brand}</a><nav aria-label="Primary"><ul>${links.map((l) => `<li><a href="/${l.toLowerCase().replace(/[^a-z0-9]+/g, "-")}">${l}</a></li>`).join("")}</ul></nav><button class="sign-in">Sign in</button></header>`;

export const consent = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="consent-bar" role="dialog"><p>${site} utilise des témoins pour le fonctionnement du site, la mesure d'audience et la publicité. Vous pouvez modifier vos choix en tout temps.</p><button>Tout accepter</button><button>Personnaliser</button></div>`
    : `<div class="consent-bar" role="dialog"><p>${site} uses cookies and similar technologies for site functionality, analytics and advertising. You can change your choices at any time.</p><button>Accept all</button><button>Manage preferences</button></div>`;

/** Grey boxes the app fills in after hydration. */
export const skeleton = (rows: number, label = "Loading"): string =>
  `<div class="skeleton" aria-busy="true" aria-label="${label}">${Array.from({ length: rows }, (_, i) => `<div class="sk-line sk-w${(i % 3) + 1}"></div>`).join("")}</div>`;

/** A section the page loads on scroll; saved pages keep only its shell. */
export const lazySection = (id: string, title: string): string =>
  `<section id="${id}" class="lazy-section" data-lazy="true"><h2>${title}</h2>${skeleton(3, title)}</section>`;

export const appBanner = (app: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="app-banner"><p>Téléchargez l'application ${app} pour recevoir des alertes instantanées.</p><a href="#">Obtenir</a></div>`
    : `<div class="app-banner"><p>Get the ${app} app for instant alerts on new listings.</p><a href="#">Open app</a></div>`;

export const footer = (lines: string[]): string =>
  `<footer class="site-footer">${lines.map((l) => `<p>${l}</p>`).join("")}</footer>`;

export const photoStrip = (base: string, n: number, alt: string): string =>
  `<div class="photo-strip">${Array.from({ length: n }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} - photo ${i + 1}" loading="lazy">`).join("")}</div>`;
