/**
 * Page chrome shared by the seventy-second held-out corpus only: menus, consent banners, tag managers, lead forms,
 * "more listings" rails, calculators and footers the way these sites' saved pages carry them. None of it states a
 * fact of the page's own listing.
 */

const slugify = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const menu = (items: string[], cls = "primary-menu"): string =>
  `<nav class="${cls}" role="navigation"><ul class="menu">${items.map((i) => `<li class="menu-item"><a href="/${slugify(i)}/">${i}</a></li>`).join("")}</ul></nav>`;

export const consentBar = (brand: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="consent-bar" id="consent" hidden><p>${brand} utilise des témoins (cookies) pour améliorer votre expérience et mesurer l'audience.</p><button class="consent-ok">Accepter</button><button class="consent-no">Refuser</button></div>`
    : `<div class="consent-bar" id="consent" hidden><p>${brand} uses cookies to give you the best experience on our website. You can change your cookie settings at any time.</p><button class="consent-ok">Accept</button><button class="consent-settings">Settings</button></div>`;

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const wpHead = (theme: string): string =>
  `<meta name="generator" content="WordPress 6.6.2"><link rel="stylesheet" id="${theme}-style-css" href="/wp-content/themes/${theme}/style.css?ver=3.1.4" media="all"><link rel="https://api.w.org/" href="/wp-json/"><script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`;

export const photoStrip = (base: string, n: number, alt: string, cls = "photo-strip"): string =>
  `<div class="${cls}">${Array.from({ length: n }, (_, i) => `<a href="${base}/${i + 1}.jpg" data-index="${i}"><img src="${base}/${i + 1}_thumb.jpg" alt="${alt} - photo ${i + 1}" width="320" height="213"></a>`).join("")}</div>`;

export type Card = { href: string; price: string; line1: string; line2: string };

export const cards = (heading: string, items: Card[], cls = "more-listings"): string =>
  `<section class="${cls}"><h3>${heading}</h3><div class="cards">${items.map((c) => `<article class="card"><a href="${c.href}"><div class="card-price">${c.price}</div><div class="card-l1">${c.line1}</div><div class="card-l2">${c.line2}</div></a></article>`).join("")}</div></section>`;

export const payment = (price: string, down: string, rate: string, term: string, out: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="calc-hypo"><h4>Estimez vos paiements</h4><dl><dt>Prix</dt><dd>${price}</dd><dt>Mise de fonds</dt><dd>${down}</dd><dt>Taux</dt><dd>${rate}</dd><dt>Amortissement</dt><dd>${term}</dd></dl><p>Paiement mensuel estimé : <b>${out}</b></p></div>`
    : `<div class="payment-calc"><h4>Estimate your payment</h4><dl><dt>Home price</dt><dd>${price}</dd><dt>Down payment</dt><dd>${down}</dd><dt>Rate</dt><dd>${rate}</dd><dt>Term</dt><dd>${term}</dd></dl><p>Estimated monthly payment: <b>${out}</b></p><small>Estimates only; not a commitment to lend.</small></div>`;

export const leadForm = (heading: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<form class="lead-form" method="post"><h4>${heading}</h4><input type="text" name="prenom" placeholder="Prénom"><input type="text" name="nom" placeholder="Nom"><input type="email" name="courriel" placeholder="Courriel"><input type="tel" name="telephone" placeholder="Téléphone"><textarea name="message">Je souhaite visiter cette propriété.</textarea><button type="submit">Envoyer</button></form>`
    : `<form class="lead-form" method="post"><h4>${heading}</h4><input type="text" name="first_name" placeholder="First name"><input type="text" name="last_name" placeholder="Last name"><input type="email" name="email" placeholder="Email"><input type="tel" name="phone" placeholder="Phone"><textarea name="message">I would like to schedule a showing.</textarea><label><input type="checkbox" name="consent"> I agree to receive emails</label><button type="submit">Request info</button></form>`;

export const footerBlock = (cols: string[], fine: string[]): string =>
  `<footer id="colophon" class="footer"><div class="footer-widgets">${cols.map((c) => `<div class="widget">${c}</div>`).join("")}</div><div class="footer-fine">${fine.map((f) => `<p>${f}</p>`).join("")}</div></footer>`;

export const jsonScript = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

export const windowVar = (name: string, value: unknown): string =>
  `<script>var ${name} = ${JSON.stringify(value).replace(/</g, "\\u003c")};</script>`;

export const socialLinks = (): string =>
  `<ul class="social"><li><a href="https://www.facebook.com/" aria-label="Facebook">f</a></li><li><a href="https://www.instagram.com/" aria-label="Instagram">ig</a></li><li><a href="https://www.linkedin.com/" aria-label="LinkedIn">in</a></li><li><a href="https://www.youtube.com/" aria-label="YouTube">yt</a></li></ul>`;
