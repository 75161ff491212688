/**
 * Page chrome shared by the sixty-third held-out corpus only: headers, consent bars, tag managers, payment and
 * investment calculators with default figures, "similar listings" strips and legal footers, written the way these
 * sites' saved pages carry them. None of it states the page's own listing facts.
 */

export const header = (brand: string, links: string[], extra = ""): string =>
  `<header class="site-header"><a class="brand" href="/">${brand}</a><nav aria-label="Primary"><ul>${links.map((l) => `<li><a href="/${l.toLowerCase().replace(/[^a-z0-9]+/g, "-")}">${l}</a></li>`).join("")}</ul></nav>${extra}<a class="sign-in" href="/login">Sign in</a></header>`;

export const consent = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="consent" role="dialog" aria-label="Témoins"><p>${site} et ses partenaires utilisent des témoins pour le fonctionnement du site, la mesure d'audience et la publicité. Vous pouvez modifier vos choix en tout temps.</p><button>Tout accepter</button><button>Tout refuser</button><a href="/fr/confidentialite">Gérer</a></div>`
    : `<div class="consent" role="dialog" aria-label="Cookies"><p>${site} and its partners use cookies and similar technologies to run the site, measure audiences and show relevant ads. You can change your choices at any time.</p><button>Accept all</button><button>Reject all</button><a href="/privacy">Manage</a></div>`;

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

/** A payment calculator whose pre-filled price is a site default, not the listing's. */
export const payment = (price: string, down: string, rate: string, monthly: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<section class="calc" data-prix-defaut="${price}"><h2>Calculez vos paiements</h2><label>Prix d'achat <input value="${price}"></label><label>Mise de fonds <input value="${down}"></label><label>Taux <input value="${rate}"></label><label>Amortissement <select><option>25 ans</option><option>30 ans</option></select></label><output>Paiement mensuel : ${monthly}</output><small>Estimation seulement, n'inclut pas les taxes ni l'assurance.</small></section>`
    : `<section class="calc" data-default-price="${price}"><h2>Mortgage calculator</h2><label>Purchase price <input value="${price}"></label><label>Down payment <input value="${down}"></label><label>Interest rate <input value="${rate}"></label><label>Amortization <select><option>25 years</option><option>30 years</option></select></label><output>Monthly payment: ${monthly}</output><small>Estimate only. Does not include taxes, insurance or fees.</small></section>`;

export type Similar = { price: string; address: string; line: string; href: string };

export const similar = (title: string, items: Similar[]): string =>
  `<section class="similar"><h2>${title}</h2><ul>${items.map((s) => `<li class="card"><a href="${s.href}"><span class="card-price">${s.price}</span><span class="card-address">${s.address}</span><span class="card-meta">${s.line}</span></a></li>`).join("")}</ul></section>`;

export const footer = (cols: Record<string, string[]>, legalLines: string[]): string =>
  `<footer class="site-footer"><div class="cols">${Object.entries(cols).map(([h, ls]) => `<div><h3>${h}</h3><ul>${ls.map((l) => `<li><a href="#">${l}</a></li>`).join("")}</ul></div>`).join("")}</div><div class="legal">${legalLines.map((l) => `<p>${l}</p>`).join("")}</div></footer>`;

export const photos = (base: string, n: number, alt: string): string =>
  `<div class="photos" data-total="${n}">${Array.from({ length: n }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} - photo ${i + 1}" ${i > 1 ? 'loading="lazy"' : ""}>`).join("")}<span class="count">${n} photos</span></div>`;

export const jsonData = (id: string, value: unknown): string => `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;

export const windowState = (name: string, value: unknown): string => `<script>window.${name} = ${JSON.stringify(value)};</script>`;
