/**
 * Page chrome shared by the seventy-first held-out corpus only: head scripts, navigation, consent bars, footers,
 * photo strips, calculators and the "other homes" cards listing pages carry. None of it states a listing fact by
 * itself: every value it prints is passed in by the page that uses it.
 */

export const esc = (s: string): string => s.replace(/</g, "\\u003c");

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

const slug = (s: string): string => s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export const topNav = (brand: string, links: string[]): string =>
  `<header class="site-header"><a class="logo" href="/">${brand}</a><nav aria-label="Main"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><button class="btn-login">Sign in</button></header>`;

export const crumbs = (items: string[]): string =>
  `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items.map((i) => `<li><a href="#">${i}</a></li>`).join("")}</ol></nav>`;

export const consent = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="cookie-banner" role="dialog"><p>${site} utilise des témoins pour améliorer votre expérience et personnaliser la publicité.</p><button>Accepter</button><button>Paramètres</button></div>`
    : `<div class="cookie-banner" role="dialog"><p>${site} uses cookies to improve your experience and personalise ads.</p><button>Accept</button><button>Settings</button></div>`;

export const footer = (lines: string[], lang: "en" | "fr" = "en"): string =>
  `<footer class="site-footer"><div class="footer-links">${(lang === "fr" ? ["À propos", "Carrières", "Confidentialité", "Conditions", "Plan du site"] : ["About", "Careers", "Privacy", "Terms", "Sitemap"]).map((l) => `<a href="/${slug(l)}">${l}</a>`).join("")}</div>${lines.map((l) => `<p class="legal">${l}</p>`).join("")}</footer>`;

export const photoStrip = (base: string, n: number, alt: string): string =>
  `<div class="gallery">${Array.from({ length: n }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} - ${i + 1}" loading="${i === 0 ? "eager" : "lazy"}">`).join("")}<button>View all ${n} photos</button></div>`;

export type Card = { address: string; place: string; price: string; facts: string[]; by?: string };

export const cards = (heading: string, list: Card[]): string =>
  `<section class="other-homes"><h2>${heading}</h2><ul>${list.map((c) => `<li class="home-card"><p class="hc-price">${c.price}</p><p class="hc-addr">${c.address}</p><p class="hc-place">${c.place}</p><p class="hc-facts">${c.facts.join(" · ")}</p>${c.by ? `<p class="hc-by">${c.by}</p>` : ""}</li>`).join("")}</ul></section>`;

export const calc = (heading: string, rows: [string, string][], result: string): string =>
  `<section class="calculator"><h2>${heading}</h2><dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl><p class="calc-result">${result}</p></section>`;

/** A sponsored box (mortgage, insurance, moving…) the page passes in whole. */
export const sponsored = (label: string, body: string): string =>
  `<aside class="sponsored" data-ad="true"><span class="ad-label">${label}</span>${body}</aside>`;
