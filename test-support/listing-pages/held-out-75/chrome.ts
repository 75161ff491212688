/**
 * Page chrome shared by the seventy-fifth held-out corpus only: the menus, cookie bars, analytics snippets, WordPress
 * heads, photo strips, "other listings" rails and footers that small regional sites' saved pages carry. None of it
 * states a fact of the page's own listing.
 */

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const navList = (items: string[], cls = "main-nav", base = "/"): string =>
  `<nav class="${cls}" aria-label="Main"><ul>${items.map((i) => `<li class="menu-item menu-item-${slug(i)}"><a href="${base}${slug(i)}/">${i}</a></li>`).join("")}</ul></nav>`;

export const cookieBar = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div id="cookie-law-info-bar" class="cli-bar" style="display:none"><span>Ce site utilise des témoins pour améliorer votre navigation. En poursuivant, vous acceptez leur utilisation sur ${site}.</span><a role="button" class="cli_action_button">J'accepte</a><a href="/politique-de-confidentialite/">En savoir plus</a></div>`
    : `<div id="cookie-law-info-bar" class="cli-bar" style="display:none"><span>${site} uses cookies to improve your experience. By continuing to browse you agree to our use of cookies.</span><a role="button" class="cli_action_button">Accept</a><a href="/privacy-policy/">Read more</a></div>`;

export const ga4 = (id: string): string =>
  `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;

export const fbPixel = (id: string): string =>
  `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');</script>`;

export const wpHead = (theme: string, version = "6.5.5"): string =>
  `<meta name="generator" content="WordPress ${version}"><link rel="stylesheet" id="${theme}-style-css" href="/wp-content/themes/${theme}/style.css?ver=${version}" media="all"><link rel="https://api.w.org/" href="/wp-json/"><link rel="EditURI" type="application/rsd+xml" title="RSD" href="/xmlrpc.php?rsd"><script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script><script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>`;

export const gallery = (base: string, n: number, alt: string, cls = "listing-gallery"): string =>
  `<div class="${cls}">${Array.from({ length: n }, (_, i) => `<figure class="${cls}__item"><a href="${base}/${String(i + 1).padStart(2, "0")}.jpg" data-lightbox="gallery"><img loading="lazy" src="${base}/${String(i + 1).padStart(2, "0")}-400x267.jpg" alt="${alt} ${i + 1}" width="400" height="267"></a></figure>`).join("")}</div>`;

export type Tile = { href: string; price: string; title: string; meta: string };

export const tiles = (heading: string, items: Tile[], cls = "related-listings"): string =>
  `<section class="${cls}"><h3 class="${cls}__title">${heading}</h3><div class="${cls}__grid">${items.map((t) => `<div class="${cls}__item"><a href="${t.href}"><span class="price">${t.price}</span><span class="title">${t.title}</span><span class="meta">${t.meta}</span></a></div>`).join("")}</div></section>`;

export const shareBar = (url: string): string =>
  `<div class="share-bar"><span>Share:</span><a href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}" target="_blank" rel="noopener">Facebook</a><a href="https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}" target="_blank" rel="noopener">X</a><a href="mailto:?body=${encodeURIComponent(url)}">Email</a><a href="javascript:window.print()">Print</a></div>`;

export const siteFooter = (cols: string[], fine: string[], cls = "site-footer"): string =>
  `<footer class="${cls}" role="contentinfo"><div class="${cls}__cols">${cols.map((c) => `<div class="${cls}__col">${c}</div>`).join("")}</div><div class="${cls}__fine">${fine.map((f) => `<p>${f}</p>`).join("")}</div></footer>`;

export const jsVar = (name: string, value: unknown): string =>
  `<script>var ${name} = ${JSON.stringify(value).replace(/</g, "\\u003c")};</script>`;

export const social = (): string =>
  `<ul class="social-icons"><li><a href="https://www.facebook.com/" aria-label="Facebook"><i class="fa fa-facebook"></i></a></li><li><a href="https://www.instagram.com/" aria-label="Instagram"><i class="fa fa-instagram"></i></a></li><li><a href="https://www.youtube.com/" aria-label="YouTube"><i class="fa fa-youtube"></i></a></li></ul>`;

export const weatherWidget = (town: string, temp: string): string =>
  `<div class="widget widget-weather"><h4>Weather</h4><p>${town}: <b>${temp}</b></p><small>Updated hourly</small></div>`;
