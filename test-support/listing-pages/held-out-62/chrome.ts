/**
 * Page chrome shared by the sixty-second held-out corpus only: menus, consent banners, tag-manager stubs, payment
 * widgets, classified sidebars and legal footers the way these sites' saved pages carry them. None of it states a
 * fact of the page's own listing.
 */

export const menu = (items: string[], cls = "site-nav"): string =>
  `<nav class="${cls}"><ul>${items.map((i) => `<li><a href="/${i.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}">${i}</a></li>`).join("")}</ul></nav>`;

export const consent = (brand: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="consent" id="onetrust-banner-sdk" role="region" aria-label="Témoins"><p>Nous utilisons des témoins pour le fonctionnement de ${brand}, l'analyse d'audience et la publicité. Vous pouvez modifier vos préférences en tout temps.</p><button id="accept-all">Tout accepter</button><button id="reject-all">Refuser</button></div>`
    : `<div class="consent" id="onetrust-banner-sdk" role="region" aria-label="Cookies"><p>We use cookies to run ${brand}, understand how the site is used and show relevant ads. You can change your preferences at any time.</p><button id="accept-all">Accept All</button><button id="reject-all">Reject All</button></div>`;

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

/** A payment estimator whose pre-filled price is a site default, not the listing's. */
export const paymentCalc = (price: string, rate: string, monthly: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<aside class="calc" data-prix-defaut="${price}"><h3>Estimez vos paiements</h3><label>Montant du prêt <input value="${price}"></label><label>Taux <input value="${rate}"></label><label>Amortissement <input value="25 ans"></label><output>${monthly} par mois</output><small>Estimation seulement, ne constitue pas une offre de financement.</small></aside>`
    : `<aside class="calc" data-default-price="${price}"><h3>Estimate your payment</h3><label>Purchase price <input value="${price}"></label><label>Rate <input value="${rate}"></label><label>Amortization <input value="25 years"></label><output>${monthly} per month</output><small>Estimate only; not an offer of financing.</small></aside>`;

export const photos = (base: string, n: number, alt: string): string =>
  `<div class="photo-strip">${Array.from({ length: n }, (_, i) => `<img src="${base}/${i + 1}.webp" alt="${alt} - image ${i + 1} of ${n}" loading="lazy">`).join("")}</div>`;

export const footerLegal = (lines: string[]): string => `<footer class="site-footer">${lines.map((l) => `<p>${l}</p>`).join("")}</footer>`;

export const socialLinks = (handle: string): string =>
  `<ul class="social">${["facebook", "instagram", "x", "linkedin"].map((s) => `<li><a href="https://${s === "x" ? "x" : s}.com/${handle}">${s}</a></li>`).join("")}</ul>`;

export const jsonData = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;

export const windowState = (name: string, value: unknown): string => `<script>window.${name} = ${JSON.stringify(value)};</script>`;
