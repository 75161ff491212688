/**
 * Page chrome shared by the seventy-sixth held-out corpus only: tag managers, app-state scripts, headers, consent
 * bars, galleries, mortgage calculators, lead forms, "similar homes" rails, agent rosters and footers the way the big
 * portals' saved pages carry them. None of it states a fact of a page's own listing: every value it prints is passed
 * in by the page that uses it.
 */

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const esc = (s: string): string => s.replace(/</g, "\\u003c");

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const dataLayer = (value: unknown): string =>
  `<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push(${esc(JSON.stringify(value))});</script>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const header = (brand: string, links: string[], lang: "en" | "fr" = "en"): string =>
  `<header class="site-header"><a class="brand" href="/" aria-label="${brand}"><span class="brand-mark">${brand}</span></a><nav aria-label="${lang === "fr" ? "Navigation principale" : "Main"}"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><a class="sign-in" href="/login">${lang === "fr" ? "Connexion" : "Sign in"}</a></header>`;

export const crumbs = (items: string[]): string =>
  `<nav class="breadcrumb" aria-label="Breadcrumb"><ol>${items.map((i, n) => `<li${n === items.length - 1 ? ' aria-current="page"' : ""}><a href="#">${i}</a></li>`).join("")}</ol></nav>`;

export const consent = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="cookie-consent" role="dialog" aria-live="polite"><p>${site} utilise des témoins (cookies) pour améliorer votre expérience, mesurer l'audience et personnaliser la publicité.</p><button class="accept">Tout accepter</button><button class="manage">Gérer mes préférences</button></div>`
    : `<div class="cookie-consent" role="dialog" aria-live="polite"><p>${site} uses cookies and similar technologies to improve your experience, measure traffic and personalise ads.</p><button class="accept">Accept all</button><button class="manage">Manage preferences</button></div>`;

export const gallery = (base: string, n: number, alt: string, lang: "en" | "fr" = "en"): string =>
  `<div class="photo-gallery">${Array.from({ length: n }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} - ${i + 1}" width="640" height="427" loading="${i < 2 ? "eager" : "lazy"}">`).join("")}<button class="all-photos">${lang === "fr" ? `Voir les ${n} photos` : `View all ${n} photos`}</button></div>`;

export const calculator = (heading: string, rows: [string, string][], result: string): string =>
  `<section class="mortgage-calculator"><h2>${heading}</h2><dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl><p class="calc-out">${result}</p><small>Estimates only. Not a commitment to lend.</small></section>`;

export const leadForm = (heading: string, message: string, button: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<form class="lead-form" method="post"><h3>${heading}</h3><input name="nom" placeholder="Nom complet"><input name="courriel" type="email" placeholder="Courriel"><input name="tel" type="tel" placeholder="Téléphone"><textarea name="message">${message}</textarea><label><input type="checkbox" name="infolettre"> Je veux recevoir des inscriptions semblables</label><button type="submit">${button}</button></form>`
    : `<form class="lead-form" method="post"><h3>${heading}</h3><input name="name" placeholder="Full name"><input name="email" type="email" placeholder="Email"><input name="phone" type="tel" placeholder="Phone"><textarea name="message">${message}</textarea><label><input type="checkbox" name="optin"> Send me similar listings</label><button type="submit">${button}</button></form>`;

export type Card = { price: string; address: string; place: string; facts: string; href: string };

export const similar = (heading: string, list: Card[], cls = "similar-homes"): string =>
  `<section class="${cls}"><h2>${heading}</h2><ul class="card-list">${list.map((c) => `<li class="home-card"><a href="${c.href}"><span class="hc-price">${c.price}</span><span class="hc-address">${c.address}</span><span class="hc-place">${c.place}</span><span class="hc-facts">${c.facts}</span></a></li>`).join("")}</ul></section>`;

export type Person = { name: string; title: string; phone: string };

export const roster = (heading: string, people: Person[]): string =>
  `<aside class="agent-roster"><h3>${heading}</h3><ul>${people.map((p) => `<li class="roster-agent"><img src="/img/agents/${slug(p.name)}.jpg" alt="" width="64" height="64"><span class="ra-name">${p.name}</span><span class="ra-title">${p.title}</span><a href="tel:${p.phone.replace(/\D/g, "")}">${p.phone}</a></li>`).join("")}</ul></aside>`;

export const siteFooter = (lines: string[], lang: "en" | "fr" = "en"): string =>
  `<footer class="site-footer"><div class="footer-nav">${(lang === "fr" ? ["À propos", "Carrières", "Nous joindre", "Confidentialité", "Conditions d'utilisation", "Plan du site"] : ["About us", "Careers", "Contact", "Privacy", "Terms of use", "Sitemap"]).map((l) => `<a href="/${slug(l)}">${l}</a>`).join("")}</div><ul class="social"><li><a href="https://www.facebook.com/">Facebook</a></li><li><a href="https://www.instagram.com/">Instagram</a></li><li><a href="https://www.youtube.com/">YouTube</a></li></ul>${lines.map((l) => `<p class="legal">${l}</p>`).join("")}</footer>`;

export const appBanner = (app: string): string =>
  `<div class="app-banner"><span>Get the ${app} app</span><a href="https://apps.apple.com/">App Store</a><a href="https://play.google.com/">Google Play</a><button class="dismiss" aria-label="Close">×</button></div>`;
