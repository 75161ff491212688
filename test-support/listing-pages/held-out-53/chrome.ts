/**
 * Shared site chrome for the fifty-third corpus's pages, as a browser saves today's client-rendered sites: a consent
 * wall over the page, a footer nav, a newsletter form and the analytics/bootstrap scripts. Office addresses, legal
 * text and every listing fact stay in each page.
 */

/** A consent wall of the kind a consent-management script injects before the app hydrates. */
export const consentWall = (brand: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div id="consent-wall" class="cmp-overlay" role="dialog" aria-modal="true" aria-labelledby="cmp-title"><div class="cmp-box"><h2 id="cmp-title">Votre vie privée nous importe</h2><p>${brand} et ses partenaires utilisent des témoins pour afficher les propriétés, mesurer l'audience et personnaliser les publicités. Cliquez sur « Accepter » pour continuer ou personnalisez vos choix.</p><button type="button" id="cmp-accept">Accepter</button><button type="button" id="cmp-refuse">Continuer sans accepter</button><a href="/fr/confidentialite">En savoir plus</a></div></div>`
    : `<div id="consent-wall" class="cmp-overlay" role="dialog" aria-modal="true" aria-labelledby="cmp-title"><div class="cmp-box"><h2 id="cmp-title">We value your privacy</h2><p>${brand} and our partners use cookies and similar technologies to show listings, measure audiences and personalise ads. Choose "Accept" to continue, or manage your preferences.</p><button type="button" id="cmp-accept">Accept</button><button type="button" id="cmp-manage">Manage preferences</button><a href="/privacy">Learn more</a></div></div>`;

/** A row of skeleton placeholders, as the page looks before a section's data arrives. */
export const skeleton = (label: string, rows = 3): string =>
  `<div class="skeleton" aria-busy="true" aria-label="${label}">${Array.from({ length: rows }, () => '<div class="skeleton-line shimmer"></div>').join("")}<span class="sr-only">Loading…</span></div>`;

/** Footer navigation, newsletter and the analytics and hydration scripts. */
export const siteChrome = (brand: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<form class="infolettre" action="/fr/infolettre" method="post"><label for="nl">Alertes de nouvelles propriétés</label><input id="nl" type="email" name="courriel" placeholder="courriel@exemple.ca"><button type="submit">S'inscrire</button></form>
<nav class="pied-liens" aria-label="Pied de page"><a href="/fr/a-propos">À propos de ${brand}</a><a href="/fr/aide">Centre d'aide</a><a href="/fr/carrieres">Carrières</a><a href="/fr/confidentialite">Confidentialité</a><a href="/fr/conditions">Conditions d'utilisation</a><a href="/fr/plan-du-site">Plan du site</a></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-QC53000",{anonymize_ip:true});</script>
<script src="/static/js/runtime.8c1f.js" defer></script><script src="/static/js/app.51d2.js" defer></script>`
    : `<form class="newsletter" action="/subscribe" method="post"><label for="nl">New listing alerts</label><input id="nl" type="email" name="email" placeholder="you@example.com"><button type="submit">Sign up</button></form>
<nav class="footer-nav" aria-label="Footer"><a href="/about">About ${brand}</a><a href="/help">Help centre</a><a href="/careers">Careers</a><a href="/privacy">Privacy</a><a href="/terms">Terms of use</a><a href="/accessibility">Accessibility</a><a href="/sitemap">Sitemap</a></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-CA53000",{anonymize_ip:true});</script>
<script src="/_next/static/chunks/webpack-3f2a.js" defer></script><script src="/_next/static/chunks/main-9b7e.js" defer></script>`;

/** An embedded JSON island (Next.js data, Apollo cache…) written with a script id. */
export const jsonScript = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;

/** An inline state assignment such as `window.__INITIAL_STATE__ = {...};`. */
export const stateScript = (variable: string, value: unknown): string =>
  `<script>${variable} = ${JSON.stringify(value)};</script>`;
