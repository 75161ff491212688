/**
 * Page chrome shared by the sixty-ninth held-out corpus only: menus, consent bars, tag managers, estimators, "more
 * listings" rails, map stubs and footers the way these sites' saved pages carry them. None of it states a fact of the
 * page's own listing.
 */

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const nav = (links: string[], cls = "main-nav"): string =>
  `<nav class="${cls}" aria-label="Main"><ul>${links.map((l) => `<li><a href="/${slug(l)}/">${l}</a></li>`).join("")}</ul></nav>`;

export const cookieNotice = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div id="cookie-notice" class="cookie-notice" role="dialog" aria-live="polite"><p>${site} utilise des témoins nécessaires au fonctionnement du site ainsi que des témoins de mesure d'audience. En poursuivant votre navigation, vous acceptez leur utilisation.</p><button type="button" class="accept">J'accepte</button><a href="/fr/politique-de-confidentialite/">En savoir plus</a></div>`
    : `<div id="cookie-notice" class="cookie-notice" role="dialog" aria-live="polite"><p>${site} uses cookies to improve your experience, analyse traffic and personalise content. By continuing to browse you agree to our use of cookies.</p><button type="button" class="accept">Got it</button><a href="/privacy-policy/">Learn more</a></div>`;

export const gtag = (id: string): string =>
  `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;

export const fbPixel = (id: string): string =>
  `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');</script>`;

export const gallery = (base: string, n: number, alt: string): string =>
  `<div class="gallery" data-count="${n}">${Array.from({ length: n }, (_, i) => `<figure><img src="${base}/${String(i + 1).padStart(2, "0")}.jpg" alt="${alt} ${i + 1}" loading="${i === 0 ? "eager" : "lazy"}"></figure>`).join("")}<button class="gallery-open">View all ${n} photos</button></div>`;

export type Tile = { href: string; price: string; title: string; meta: string };

export const tiles = (heading: string, items: Tile[], cls = "listing-tiles"): string =>
  `<section class="${cls}"><h2>${heading}</h2><ul>${items.map((t) => `<li class="tile"><a href="${t.href}"><span class="tile-price">${t.price}</span><span class="tile-title">${t.title}</span><span class="tile-meta">${t.meta}</span></a></li>`).join("")}</ul></section>`;

/** A mortgage calculator whose inputs are the calculator's defaults, not facts of the listing. */
export const mortgageCalc = (price: string, down: string, rate: string, years: string, payment: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<aside class="calc"><h3>Calculatrice hypothécaire</h3><label>Prix <input value="${price}"></label><label>Mise de fonds <input value="${down}"></label><label>Taux <input value="${rate}"></label><label>Amortissement <input value="${years}"></label><p class="calc-out">Versement estimé : <strong>${payment}</strong></p><small>À titre indicatif seulement.</small></aside>`
    : `<aside class="calc"><h3>Mortgage calculator</h3><label>Price <input value="${price}"></label><label>Down payment <input value="${down}"></label><label>Interest rate <input value="${rate}"></label><label>Amortization <input value="${years}"></label><p class="calc-out">Estimated payment: <strong>${payment}</strong></p><small>For illustration only. Contact a lender for a quote.</small></aside>`;

export const contactForm = (heading: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<form class="contact-form"><h3>${heading}</h3><input name="nom" placeholder="Nom"><input name="courriel" placeholder="Courriel"><input name="tel" placeholder="Téléphone"><textarea name="message">Bonjour, j'aimerais obtenir plus d'information sur cette propriété.</textarea><button>Envoyer</button></form>`
    : `<form class="contact-form"><h3>${heading}</h3><input name="name" placeholder="Name"><input name="email" placeholder="Email"><input name="phone" placeholder="Phone"><textarea name="message">Hi, I'd like more information about this property.</textarea><button>Send</button></form>`;

export const siteFooter = (cols: string[], legal: string): string =>
  `<footer class="site-footer"><div class="footer-cols">${cols.map((c) => `<div class="footer-col">${c}</div>`).join("")}</div><p class="legal">${legal}</p></footer>`;

export const stateScript = (name: string, value: unknown): string =>
  `<script>window.${name} = ${JSON.stringify(value).replace(/</g, "\\u003c")};</script>`;

export const dataScript = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
