/**
 * Page chrome shared by the seventy-seventh held-out corpus only: the menus, cookie bars, tag-manager snippets,
 * embedded-state script tags, mortgage calculators, "similar homes" rails and footers that large listing portals'
 * saved pages carry. None of it states a fact of the page's own listing.
 */

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const safe = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

export const topNav = (items: string[], cls = "site-nav", base = "/"): string =>
  `<nav class="${cls}" aria-label="Primary"><ul>${items.map((i) => `<li class="${cls}__item"><a href="${base}${slug(i)}">${i}</a></li>`).join("")}</ul></nav>`;

export const cookieBanner = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div id="onetrust-banner-sdk" class="otFlat" role="dialog" aria-label="Témoins" style="display:none"><p>${site} utilise des témoins pour personnaliser le contenu et analyser la fréquentation. Consultez notre politique de confidentialité.</p><button id="onetrust-accept-btn-handler">Tout accepter</button><button id="onetrust-reject-all-handler">Refuser</button></div>`
    : `<div id="onetrust-banner-sdk" class="otFlat" role="dialog" aria-label="Cookie banner" style="display:none"><p>${site} uses cookies to personalise content and analyse traffic. See our privacy policy for details.</p><button id="onetrust-accept-btn-handler">Accept All Cookies</button><button id="onetrust-pc-btn-handler">Cookie Settings</button></div>`;

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const gtmNoscript = (id: string): string =>
  `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${id}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`;

/** A `<script>` assigning a JSON value to a window property, as server-rendered single-page apps do. */
export const windowState = (name: string, value: unknown): string => `<script>window.${name} = ${safe(value)};</script>`;

/** A `<script type="application/json">` island (Next.js `__NEXT_DATA__` and the like). */
export const jsonIsland = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${safe(value)}</script>`;

export type Card = { href: string; price: string; address: string; meta: string; badge?: string };

export const cardRail = (heading: string, cards: Card[], cls = "similar-rail"): string =>
  `<section class="${cls}"><h2 class="${cls}__heading">${heading}</h2><ul class="${cls}__list">${cards
    .map(
      (c) =>
        `<li class="${cls}__card"><a href="${c.href}">${c.badge ? `<span class="${cls}__badge">${c.badge}</span>` : ""}<span class="${cls}__price">${c.price}</span><span class="${cls}__addr">${c.address}</span><span class="${cls}__meta">${c.meta}</span></a></li>`,
    )
    .join("")}</ul></section>`;

export const mortgageCalc = (label: string, downPct: number, rate: string, monthly: string): string =>
  `<section class="mortgage-calc"><h2>${label}</h2><form><label>Down payment <input type="number" value="${downPct}">%</label><label>Interest rate <input type="text" value="${rate}"></label><label>Amortization <select><option>25 years</option><option>30 years</option></select></label></form><p class="mortgage-calc__result">Estimated payment <b>${monthly}</b>/month</p><p class="mortgage-calc__fine">For illustration only. Rates shown are not an offer of credit.</p></section>`;

export const photoStrip = (base: string, n: number, alt: string, cls = "photo-strip"): string =>
  `<div class="${cls}">${Array.from({ length: n }, (_, i) => `<img loading="lazy" src="${base}/${i + 1}.jpg" alt="${alt} - photo ${i + 1}" width="640" height="427">`).join("")}</div>`;

export const portalFooter = (cols: { title: string; links: string[] }[], fine: string[], cls = "portal-footer"): string =>
  `<footer class="${cls}"><div class="${cls}__cols">${cols.map((c) => `<div class="${cls}__col"><h3>${c.title}</h3><ul>${c.links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></div>`).join("")}</div><div class="${cls}__legal">${fine.map((f) => `<p>${f}</p>`).join("")}</div></footer>`;

export const appBanner = (app: string): string =>
  `<aside class="app-banner"><p>Get the ${app} app for instant alerts on price changes and new listings.</p><a href="https://apps.apple.com/">App Store</a><a href="https://play.google.com/">Google Play</a></aside>`;
