/**
 * Page chrome shared by the sixty-first held-out corpus only: menus, cookie bars, tag-manager stubs, payment
 * calculators pre-filled with placeholder figures, "similar properties" rails and legal footers, written the way
 * cottage-country listing pages carry them. None of it states the page's own listing facts.
 */

export const menu = (links: string[]): string =>
  `<nav class="site-nav" aria-label="Primary"><ul>${links.map((l) => `<li><a href="/${l.toLowerCase().replace(/[^a-z0-9]+/g, "-")}">${l}</a></li>`).join("")}</ul></nav>`;

export const consent = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="consent" role="dialog" aria-label="Témoins"><p>${site} et ses partenaires utilisent des témoins pour le fonctionnement du site, la mesure d'audience et la publicité. Vous pouvez modifier vos choix en tout temps.</p><button>Tout accepter</button><button>Refuser</button><a href="/confidentialite">Politique de confidentialité</a></div>`
    : `<div class="consent" role="dialog" aria-label="Cookies"><p>${site} and our partners use cookies to run the site, analyse traffic and show relevant ads. You can change your choices at any time.</p><button>Accept all</button><button>Reject non-essential</button><a href="/privacy">Privacy policy</a></div>`;

export const tags = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

/** A payment calculator whose default price, rate and payment are placeholders, not the listing's. */
export const calculator = (price: string, rate: string, payment: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<section class="calculatrice" data-prix-defaut="${price}"><h2>Calculez vos paiements</h2><label>Prix d'achat <input value="${price}"></label><label>Mise de fonds <input value="20 %"></label><label>Taux <input value="${rate}"></label><label>Amortissement <select><option>25 ans</option></select></label><p>Paiement mensuel estimé : <b>${payment}</b></p><small>Estimation seulement; ne constitue pas une offre de financement.</small></section>`
    : `<section class="payment-calculator" data-default-price="${price}"><h2>Estimate your payments</h2><label>Purchase price <input value="${price}"></label><label>Down payment <input value="20%"></label><label>Rate <input value="${rate}"></label><label>Amortization <select><option>25 years</option></select></label><p>Monthly payment: <b>${payment}</b></p><small>Estimate only. Not an offer of financing.</small></section>`;

export type Card = { price: string; address: string; meta: string; href: string };
export const similar = (title: string, cards: Card[]): string =>
  `<section class="similar"><h2>${title}</h2><ul>${cards.map((c) => `<li class="card"><a href="${c.href}"><span class="card-price">${c.price}</span><span class="card-address">${c.address}</span><span class="card-meta">${c.meta}</span></a></li>`).join("")}</ul></section>`;

export const footer = (lines: string[]): string =>
  `<footer class="site-footer">${lines.map((l) => `<p>${l}</p>`).join("")}<p>© 2025 All rights reserved.</p></footer>`;

export const photos = (base: string, count: number, alt: string): string =>
  `<div class="photo-carousel" data-total="${count}">${Array.from({ length: count }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} — photo ${i + 1} of ${count}" loading="${i === 0 ? "eager" : "lazy"}">`).join("")}<span class="photo-count">1/${count}</span></div>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

export const windowState = (name: string, value: unknown): string => `<script>window.${name} = ${JSON.stringify(value)};</script>`;
