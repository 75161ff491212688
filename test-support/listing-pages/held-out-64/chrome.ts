/**
 * Page chrome shared by the sixty-fourth held-out corpus only: menus, consent bars, tag-manager stubs, payment
 * calculators with their own default figures, agent-free legal footers. None of it states a listing fact.
 */

export const menu = (items: string[]): string =>
  `<nav class="site-menu" role="navigation"><ul>${items.map((i) => `<li class="menu-item"><a href="/${i.toLowerCase().replace(/[^a-z0-9]+/g, "-")}">${i}</a></li>`).join("")}</ul></nav>`;

export const consent = (site: string, lang: "en" | "bi" = "en"): string =>
  lang === "bi"
    ? `<div class="consent-bar" role="region" aria-label="Cookies"><p>${site} uses cookies to run the site and measure its audience. / ${site} utilise des témoins pour faire fonctionner le site et mesurer son audience.</p><button>OK / D'accord</button><a href="/privacy">Privacy / Confidentialité</a></div>`
    : `<div class="consent-bar" role="region" aria-label="Cookies"><p>We use cookies and similar technologies to run ${site}, remember your preferences and understand how the site is used. You can change your choices at any time.</p><button>Accept</button><button>Manage preferences</button></div>`;

export const tags = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

/** A payment calculator whose loan amount and rate are the widget's own defaults, not the listing's. */
export const calculator = (price: string, down: string, rate: string, monthly: string): string =>
  `<section class="calc" data-widget="payment"><h2>Mortgage payment calculator</h2><div class="calc-row"><label>Purchase price</label><input value="${price}"></div><div class="calc-row"><label>Down payment</label><input value="${down}"></div><div class="calc-row"><label>Rate</label><input value="${rate}"></div><div class="calc-row"><label>Amortization</label><select><option>25 years</option><option>30 years</option></select></div><p>Your payment: <b>${monthly}</b> per month</p><small>Estimate only; not a commitment to lend.</small></section>`;

export const photos = (base: string, n: number, alt: string): string =>
  `<div class="photo-carousel">${Array.from({ length: n }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} - photo ${i + 1} of ${n}" loading="lazy">`).join("")}<span class="photo-count">${n} photos</span></div>`;

export const fine = (lines: string[]): string => `<div class="fine-print">${lines.map((l) => `<p>${l}</p>`).join("")}</div>`;

export const dataScript = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;

export const windowState = (name: string, value: unknown): string => `<script>window.${name} = ${JSON.stringify(value)};</script>`;

export const follow = (handle: string): string =>
  `<div class="follow"><a href="https://facebook.com/${handle}">Facebook</a> <a href="https://instagram.com/${handle}">Instagram</a> <a href="https://x.com/${handle}">X</a></div>`;
