/**
 * Page chrome shared by the seventy-third held-out corpus only: head scripts, headers, consent bars, breadcrumbs,
 * photo galleries, rental application boxes, "other rentals" rails and footers the way these sites' saved pages carry
 * them. None of it states a fact of a page's own listing: every value it prints is passed in by the page using it.
 */

export const esc = (s: string): string => s.replace(/</g, "\\u003c");

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const jsonBlob = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const analytics = (site: string): string =>
  `<script async src="https://cdn.${site}/assets/analytics.min.js"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-${site.replace(/[^a-z]/gi, "").slice(0, 6).toUpperCase()}73');</script>`;

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const header = (brand: string, links: string[], lang: "en" | "fr" = "en"): string =>
  `<header class="site-header"><a class="logo" href="/" aria-label="${brand}">${brand}</a><nav aria-label="${lang === "fr" ? "Principale" : "Main"}"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><a class="signin" href="/login">${lang === "fr" ? "Connexion" : "Sign in"}</a></header>`;

export const crumbs = (items: string[]): string =>
  `<nav class="breadcrumb" aria-label="Breadcrumb"><ol>${items.map((i, n) => `<li${n === items.length - 1 ? ' aria-current="page"' : ""}><a href="#">${i}</a></li>`).join("")}</ol></nav>`;

export const consent = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div id="onetrust-banner" class="consent" role="dialog" aria-label="Témoins"><p>${site} et ses partenaires utilisent des témoins pour faire fonctionner le site, mesurer l'audience et personnaliser le contenu.</p><button class="accept">Tout accepter</button><button class="reject">Refuser</button><a href="/confidentialite">Gérer mes préférences</a></div>`
    : `<div id="onetrust-banner" class="consent" role="dialog" aria-label="Cookies"><p>${site} and its partners use cookies to run the site, measure audience and personalise content.</p><button class="accept">Accept all</button><button class="reject">Reject</button><a href="/privacy">Manage preferences</a></div>`;

export const gallery = (base: string, n: number, alt: string, lang: "en" | "fr" = "en"): string =>
  `<div class="gallery" data-count="${n}">${Array.from({ length: Math.min(n, 6) }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} - ${i + 1}" loading="${i === 0 ? "eager" : "lazy"}" width="640" height="427">`).join("")}<button class="all-photos">${lang === "fr" ? `Voir les ${n} photos` : `View all ${n} photos`}</button></div>`;

export type Card = { href: string; price: string; address: string; facts: string[]; note?: string };

export const cards = (heading: string, list: Card[], cls = "similar"): string =>
  `<section class="${cls}"><h2>${heading}</h2><ul class="card-list">${list.map((c) => `<li class="card"><a href="${c.href}"><span class="card-price">${c.price}</span><span class="card-address">${c.address}</span><span class="card-facts">${c.facts.join(" · ")}</span>${c.note ? `<span class="card-note">${c.note}</span>` : ""}</a></li>`).join("")}</ul></section>`;

export const contactForm = (heading: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<form class="contact-form" method="post" action="/contact"><h3>${heading}</h3><input name="nom" placeholder="Nom complet"><input name="courriel" type="email" placeholder="Courriel"><input name="tel" type="tel" placeholder="Téléphone"><textarea name="message">Bonjour, j'aimerais obtenir plus d'information et planifier une visite.</textarea><button type="submit">Envoyer</button></form>`
    : `<form class="contact-form" method="post" action="/contact"><h3>${heading}</h3><input name="name" placeholder="Full name"><input name="email" type="email" placeholder="Email"><input name="phone" type="tel" placeholder="Phone"><textarea name="message">Hi, I am interested in this rental and would like to book a viewing.</textarea><label><input type="checkbox" name="optin"> Send me similar rentals</label><button type="submit">Send message</button></form>`;

export const tenantTips = (lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<aside class="conseils"><h3>Conseils aux locataires</h3><ul><li>Ne versez jamais d'argent avant d'avoir visité le logement.</li><li>Au Québec, le propriétaire ne peut exiger de dépôt de garantie : seul le premier mois peut être demandé à la signature.</li><li>Consultez le Tribunal administratif du logement pour connaître vos droits.</li></ul></aside>`
    : `<aside class="renter-tips"><h3>Renter safety tips</h3><ul><li>Never send money before you have seen the unit in person.</li><li>Ask for a written lease and a receipt for any deposit.</li><li>Check your province's residential tenancy rules on deposits and rent increases.</li></ul></aside>`;

export const footer = (lines: string[], lang: "en" | "fr" = "en"): string =>
  `<footer class="site-footer"><div class="footer-cols">${(lang === "fr" ? ["À propos", "Carrières", "Nous joindre", "Confidentialité", "Conditions d'utilisation", "Accessibilité"] : ["About", "Careers", "Contact", "Privacy", "Terms of Use", "Accessibility"]).map((l) => `<a href="/${slug(l)}">${l}</a>`).join("")}</div>${lines.map((l) => `<p class="fine">${l}</p>`).join("")}</footer>`;
