/**
 * Page chrome shared by the seventieth held-out corpus only: tag managers, consent bars, menus, photo galleries,
 * "more homes" rails, contact forms and footers the way these sites' saved pages carry them around a thin listing.
 * None of it states a fact of the page's own listing: every value it prints is passed in by the page.
 */

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const esc = (s: string): string => s.replace(/</g, "\\u003c");

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const tagManager = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const pixel = (name: string): string =>
  `<script async src="https://static.${name}-cdn.example/beacon/v3/b.min.js" data-site="${name}"></script><noscript><img height="1" width="1" style="display:none" alt="" src="https://px.${name}-cdn.example/p.gif"></noscript>`;

export const masthead = (brand: string, links: string[], lang: "en" | "fr" = "en"): string =>
  `<header class="masthead"><a class="brand" href="/" aria-label="${brand}">${brand}</a><nav aria-label="Main"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><div class="masthead-actions"><button class="saved" aria-label="${lang === "fr" ? "Favoris" : "Saved homes"}">&#9825;</button><button class="signin">${lang === "fr" ? "Connexion" : "Sign in"}</button></div></header>`;

export const consentBar = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="consent-bar" role="dialog" aria-live="polite"><p>${site} utilise des témoins pour le fonctionnement du site, la mesure d'audience et la publicité. Vous pouvez modifier vos choix en tout temps.</p><button class="ok">Tout accepter</button><button class="prefs">Gérer mes choix</button></div>`
    : `<div class="consent-bar" role="dialog" aria-live="polite"><p>${site} uses cookies to run the site, measure audiences and show relevant ads. You can change your choices at any time.</p><button class="ok">Accept all</button><button class="prefs">Manage choices</button></div>`;

export const crumbs = (items: string[]): string =>
  `<nav class="crumbs" aria-label="Breadcrumb"><ol>${items.map((i) => `<li><a href="#">${i}</a></li>`).join("")}</ol></nav>`;

export const gallery = (base: string, n: number, alt: string, lang: "en" | "fr" = "en"): string =>
  `<div class="photo-gallery" data-total="${n}"><div class="hero"><img src="${base}/01.jpg" alt="${alt}" width="1280" height="853"></div><div class="thumbs">${Array.from({ length: n - 1 }, (_, i) => `<img src="${base}/${String(i + 2).padStart(2, "0")}.jpg" alt="${alt} ${i + 2}" loading="lazy" width="320" height="213">`).join("")}</div><button class="show-all">${lang === "fr" ? `Voir les ${n} photos` : `See all ${n} photos`}</button></div>`;

export type Tile = { place: string; price: string; line: string; href: string; tag?: string };

/** Other listings: their own prices, beds, baths and places. */
export const moreHomes = (heading: string, tiles: Tile[]): string =>
  `<section class="more-homes"><h2>${heading}</h2><ul class="tiles">${tiles.map((t) => `<li class="tile"><a href="${t.href}">${t.tag ? `<span class="tile-tag">${t.tag}</span>` : ""}<span class="tile-price">${t.price}</span><span class="tile-line">${t.line}</span><span class="tile-place">${t.place}</span></a></li>`).join("")}</ul></section>`;

export type LeadForm = { heading: string; message: string; button: string; lang?: "en" | "fr"; fine?: string };

export const leadForm = (o: LeadForm): string =>
  `<aside class="lead"><form method="post" action="/api/inquiry"><h3>${o.heading}</h3><input type="text" name="name" placeholder="${o.lang === "fr" ? "Nom complet" : "Full name"}"><input type="email" name="email" placeholder="${o.lang === "fr" ? "Courriel" : "Email"}"><input type="tel" name="phone" placeholder="${o.lang === "fr" ? "Téléphone" : "Phone"}"><textarea name="message" rows="3">${o.message}</textarea><p class="fine">${o.fine ?? (o.lang === "fr" ? "En soumettant ce formulaire, vous acceptez d'être contacté." : "By sending this message you agree to be contacted about this property.")}</p><button type="submit">${o.button}</button></form></aside>`;

export const siteFooter = (lines: string[], lang: "en" | "fr" = "en"): string =>
  `<footer class="site-footer"><ul class="footer-nav">${(lang === "fr" ? ["À propos", "Nous joindre", "Confidentialité", "Conditions d'utilisation", "Accessibilité"] : ["About us", "Contact", "Privacy", "Terms", "Accessibility"]).map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul>${lines.map((l) => `<p class="small">${l}</p>`).join("")}</footer>`;
