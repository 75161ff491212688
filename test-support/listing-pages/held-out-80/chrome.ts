/**
 * Page chrome shared by the eightieth held-out corpus only: tag managers, consent bars, headers, breadcrumbs,
 * galleries, mortgage calculators, lead forms, "similar properties" rails, "other units in this building" tables,
 * agent rosters and footers the way these sites' saved pages carry them. None of it states a fact of a page's own
 * listing: every value it prints is passed in by the page that uses it.
 */

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** JSON for a script body: no "</" may close the script early. */
export const esc = (s: string): string => s.replace(/</g, "\\u003c");

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const consent = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div id="onetrust-banner-sdk" class="otFlat" role="dialog" aria-label="Témoins"><p>${site} et ses partenaires utilisent des témoins pour personnaliser le contenu, mesurer l'audience et offrir des publicités pertinentes.</p><button id="onetrust-accept-btn-handler">Accepter</button><button id="onetrust-pc-btn-handler">Paramètres</button></div>`
    : `<div id="onetrust-banner-sdk" class="otFlat" role="dialog" aria-label="Cookies"><p>${site} and our partners use cookies to personalise content, measure traffic and show relevant ads. You can change your choices at any time.</p><button id="onetrust-accept-btn-handler">Accept all</button><button id="onetrust-pc-btn-handler">Cookie settings</button></div>`;

export const header = (brand: string, links: string[], lang: "en" | "fr" = "en"): string =>
  `<header class="site-header"><a class="logo" href="/" aria-label="${brand}"><span>${brand}</span></a><nav aria-label="${lang === "fr" ? "Navigation principale" : "Primary"}"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><div class="header-actions"><a href="/saved">${lang === "fr" ? "Favoris" : "Saved"}</a><a href="/login">${lang === "fr" ? "Connexion" : "Log in"}</a></div></header>`;

export const crumbs = (items: string[]): string =>
  `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol itemscope itemtype="https://schema.org/BreadcrumbList">${items.map((i, n) => `<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="#"><span itemprop="name">${i}</span></a><meta itemprop="position" content="${n + 1}"></li>`).join("")}</ol></nav>`;

export const gallery = (base: string, n: number, alt: string, lang: "en" | "fr" = "en"): string =>
  `<div class="media-gallery">${Array.from({ length: n }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} - ${lang === "fr" ? "photo" : "photo"} ${i + 1}" width="800" height="533" loading="${i < 2 ? "eager" : "lazy"}">`).join("")}<button class="gallery-all">${lang === "fr" ? `Voir les ${n} photos` : `See all ${n} photos`}</button></div>`;

export const calculator = (heading: string, rows: [string, string][], result: string, lang: "en" | "fr" = "en"): string =>
  `<section class="mortgage-calc"><h2>${heading}</h2><dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl><p class="calc-result">${result}</p><small>${lang === "fr" ? "À titre indicatif seulement." : "For illustration only. Rates subject to change."}</small></section>`;

export const leadForm = (heading: string, message: string, button: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<form class="lead-form" method="post"><h3>${heading}</h3><input name="prenom" placeholder="Prénom"><input name="nom" placeholder="Nom"><input name="courriel" type="email" placeholder="Courriel"><input name="telephone" type="tel" placeholder="Téléphone"><textarea name="message">${message}</textarea><button type="submit">${button}</button></form>`
    : `<form class="lead-form" method="post"><h3>${heading}</h3><input name="firstName" placeholder="First name"><input name="lastName" placeholder="Last name"><input name="email" type="email" placeholder="Email"><input name="phone" type="tel" placeholder="Phone"><textarea name="message">${message}</textarea><label><input type="checkbox" name="consent"> I agree to be contacted about this and similar properties</label><button type="submit">${button}</button></form>`;

export type Card = { price: string; address: string; place: string; facts: string; href: string };

export const similar = (heading: string, list: Card[]): string =>
  `<section class="similar-listings"><h2>${heading}</h2><ul>${list.map((c) => `<li class="listing-card"><a href="${c.href}"><span class="lc-price">${c.price}</span><span class="lc-address">${c.address}</span><span class="lc-place">${c.place}</span><span class="lc-facts">${c.facts}</span></a></li>`).join("")}</ul></section>`;

export type Person = { name: string; title: string; phone: string };

export const roster = (heading: string, people: Person[]): string =>
  `<section class="agent-roster"><h2>${heading}</h2><ul>${people.map((p) => `<li class="roster-agent"><span class="ra-name">${p.name}</span><span class="ra-title">${p.title}</span><a href="tel:${p.phone.replace(/\D/g, "")}">${p.phone}</a></li>`).join("")}</ul></section>`;

export const siteFooter = (lines: string[], lang: "en" | "fr" = "en"): string =>
  `<footer class="site-footer"><div class="footer-links">${(lang === "fr" ? ["À propos", "Carrières", "Nous joindre", "Politique de confidentialité", "Conditions d'utilisation", "Plan du site"] : ["About", "Careers", "Contact us", "Privacy policy", "Terms of use", "Accessibility", "Sitemap"]).map((l) => `<a href="/${slug(l)}">${l}</a>`).join("")}</div><ul class="footer-social"><li><a href="https://www.facebook.com/">Facebook</a></li><li><a href="https://www.instagram.com/">Instagram</a></li><li><a href="https://www.linkedin.com/">LinkedIn</a></li></ul>${lines.map((l) => `<p class="footer-legal">${l}</p>`).join("")}</footer>`;

export const pixel = (id: string): string =>
  `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');</script>`;

export const appBanner = (site: string): string =>
  `<div class="app-banner"><span>Get the ${site} app</span><a href="https://apps.apple.com/">App Store</a><a href="https://play.google.com/">Google Play</a></div>`;

export type Unit = { unit: string; status: string; price: string; beds: string; size: string; href: string };

/** The "other units in this building" table many condo pages carry: units for sale, for rent, sold or leased. */
export const buildingUnits = (heading: string, cols: [string, string, string, string, string], list: Unit[]): string =>
  `<section class="building-units"><h2>${heading}</h2><table class="building-units__table"><thead><tr>${cols.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>${list.map((u) => `<tr><td><a href="${u.href}">${u.unit}</a></td><td>${u.status}</td><td>${u.price}</td><td>${u.beds}</td><td>${u.size}</td></tr>`).join("")}</tbody></table></section>`;

/** A building's own fact box: name, year, storeys, units, amenities, the management office. */
export const buildingBox = (heading: string, rows: [string, string][]): string =>
  `<section class="building-info"><h2>${heading}</h2><dl class="building-info__list">${rows.map(([k, v]) => `<div class="building-info__row"><dt>${k}</dt><dd>${v}</dd></div>`).join("")}</dl></section>`;
