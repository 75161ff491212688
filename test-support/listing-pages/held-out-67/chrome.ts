/**
 * Page chrome shared by the sixty-seventh held-out corpus only: headers, consent bars, saved-search prompts, mortgage
 * widgets, "browse by type" link lists, footers and the analytics stubs a saved page keeps. None of it states a
 * listing fact; the type words in the browse lists ("Townhouses for sale", "Condos near you", "Jumelés à vendre") are
 * navigation, not the listing's kind.
 */

export const esc = (s: string): string => s.replace(/</g, "\\u003c");

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const gtm = (id: string): string =>
  `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;

const slug = (s: string): string =>
  s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export const header = (brand: string, links: string[], extra = ""): string =>
  `<header class="site-header"><a class="logo" href="/" aria-label="${brand} home">${brand}</a><nav class="main-nav"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav>${extra}<a class="login" href="/login">Log in</a></header>`;

export const consent = (brand: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div id="cookie-consent" class="cookie-consent" role="dialog" aria-live="polite"><p>${brand} et ses partenaires utilisent des témoins (cookies) pour assurer le bon fonctionnement du site, mesurer l'audience et personnaliser la publicité.</p><button type="button">Accepter</button><button type="button">Refuser</button><a href="/fr/confidentialite">En savoir plus</a></div>`
    : `<div id="cookie-consent" class="cookie-consent" role="dialog" aria-live="polite"><p>${brand} and our partners use cookies to run the site, measure traffic and personalise ads.</p><button type="button">Accept</button><button type="button">Reject</button><a href="/privacy">Learn more</a></div>`;

/** A "browse by type / nearby" link block; the words are navigation only. */
export const browse = (title: string, links: string[]): string =>
  `<section class="browse-links"><h2>${title}</h2><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></section>`;

export const savedSearch = (lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="saved-search"><p>Recevez une alerte dès qu'une propriété semblable est inscrite.</p><input type="email" placeholder="Votre courriel"><button>Créer une alerte</button></div>`
    : `<div class="saved-search"><p>Get an alert when a home like this is listed.</p><input type="email" placeholder="Email address"><button>Create alert</button></div>`;

/** The mortgage widget, pre-filled from the price; its numbers are not listing facts. */
export const mortgage = (price: string, down: string, rate: string, payment: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<section class="mortgage-calc"><h2>Calculatrice hypothécaire</h2><label>Prix <input value="${price}"></label><label>Mise de fonds <input value="${down}"></label><label>Taux <input value="${rate}"></label><p class="payment">Paiement estimé : <strong>${payment}</strong> / mois</p><p class="fine">Estimation seulement.</p></section>`
    : `<section class="mortgage-calc"><h2>Mortgage calculator</h2><label>Price <input value="${price}"></label><label>Down payment <input value="${down}"></label><label>Rate <input value="${rate}"></label><p class="payment">Estimated payment: <strong>${payment}</strong>/mo</p><p class="fine">For illustration only.</p></section>`;

export const photos = (base: string, n: number, alt: string): string =>
  `<div class="gallery" data-count="${n}">${Array.from({ length: Math.min(n, 5) }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} ${i + 1}" loading="${i ? "lazy" : "eager"}">`).join("")}<button class="gallery-more">+${Math.max(n - 5, 0)}</button></div>`;

export type Card = { price: string; address: string; line: string; href: string };

export const cards = (title: string, items: Card[]): string =>
  `<section class="listing-cards"><h2>${title}</h2><div class="cards">${items.map((c) => `<a class="card" href="${c.href}"><span class="card-price">${c.price}</span><span class="card-address">${c.address}</span><span class="card-line">${c.line}</span></a>`).join("")}</div></section>`;

export const footer = (columns: Record<string, string[]>, fine: string[]): string =>
  `<footer class="site-footer"><div class="footer-cols">${Object.entries(columns).map(([h, ls]) => `<div class="footer-col"><h3>${h}</h3><ul>${ls.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></div>`).join("")}</div>${fine.map((f) => `<p class="fine">${f}</p>`).join("")}</footer>`;
