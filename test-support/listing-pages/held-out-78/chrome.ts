/**
 * Page chrome shared by the seventy-eighth held-out corpus only: the French menus, cookie (témoins) bars, analytics
 * snippets, WordPress heads, photo strips, mortgage calculators, "propriétés similaires" rails and footers that
 * Québec, Acadian and Franco-Ontarian sites' saved pages carry. None of it states a fact of the page's own listing.
 */

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const navFr = (items: string[], cls = "menu-principal", base = "/"): string =>
  `<nav class="${cls}" aria-label="Menu principal"><ul>${items.map((i) => `<li class="menu-item menu-item-${slug(i)}"><a href="${base}${slug(i)}/">${i}</a></li>`).join("")}</ul></nav>`;

export const temoins = (site: string): string =>
  `<div id="cmplz-cookiebanner" class="cmplz-cookiebanner banner-hidden" role="dialog" aria-live="polite"><div class="cmplz-message">Nous utilisons des témoins (cookies) pour optimiser notre site web et notre service. En poursuivant votre navigation sur ${site}, vous acceptez leur utilisation conformément à la Loi 25.</div><div class="cmplz-buttons"><button class="cmplz-accept">Accepter</button><button class="cmplz-deny">Refuser</button><a href="/politique-de-confidentialite/">Politique de confidentialité</a></div></div>`;

export const gtag = (id: string): string =>
  `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;

export const metaPixel = (id: string): string =>
  `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/fr_CA/fbevents.js');fbq('init','${id}');fbq('track','PageView');</script>`;

export const wpHead = (theme: string, version = "6.6.2"): string =>
  `<meta name="generator" content="WordPress ${version}"><link rel="stylesheet" id="${theme}-style-css" href="/wp-content/themes/${theme}/style.css?ver=${version}" media="all"><link rel="https://api.w.org/" href="/wp-json/"><link rel="alternate" type="application/rss+xml" title="Flux" href="/feed/"><script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`;

export const photos = (base: string, n: number, alt: string, cls = "galerie"): string =>
  `<div class="${cls}" data-count="${n}">${Array.from({ length: n }, (_, i) => `<a class="${cls}__photo" href="${base}/${String(i + 1).padStart(2, "0")}.jpg" data-fancybox="galerie"><img loading="lazy" src="${base}/${String(i + 1).padStart(2, "0")}-480x320.jpg" alt="${alt} – photo ${i + 1}" width="480" height="320"></a>`).join("")}</div>`;

export type Carte = { href: string; prix: string; titre: string; details: string };

export const similaires = (titre: string, cartes: Carte[], cls = "proprietes-similaires"): string =>
  `<section class="${cls}"><h2 class="${cls}__titre">${titre}</h2><div class="${cls}__liste">${cartes.map((c) => `<article class="${cls}__carte"><a href="${c.href}"><span class="prix">${c.prix}</span><span class="titre">${c.titre}</span><span class="details">${c.details}</span></a></article>`).join("")}</div></section>`;

/** A mortgage calculator pre-filled with a price: its figures are the calculator's, not the listing's. */
export const calculatrice = (prix: number, mise: number, taux: string, mensualite: string): string =>
  `<section class="calculatrice-hypothecaire"><h3>Calculatrice hypothécaire</h3><form><label>Prix de la propriété <input type="text" name="prix" value="${prix}"></label><label>Mise de fonds <input type="text" name="mise" value="${mise}"></label><label>Taux d'intérêt (%) <input type="text" name="taux" value="${taux}"></label><label>Amortissement <select name="amort"><option>25 ans</option><option>30 ans</option></select></label></form><p class="resultat">Versement mensuel estimé : <strong>${mensualite}</strong></p><p class="avis">Ce calcul est fourni à titre indicatif seulement et ne constitue pas une offre de financement.</p></section>`;

export const partage = (url: string): string =>
  `<div class="partage"><span>Partager :</span><a href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}" target="_blank" rel="noopener">Facebook</a><a href="https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}" target="_blank" rel="noopener">LinkedIn</a><a href="mailto:?body=${encodeURIComponent(url)}">Courriel</a><a href="javascript:window.print()">Imprimer la fiche</a></div>`;

export const piedDePage = (cols: string[], mentions: string[], cls = "pied-de-page"): string =>
  `<footer class="${cls}" role="contentinfo"><div class="${cls}__colonnes">${cols.map((c) => `<div class="${cls}__col">${c}</div>`).join("")}</div><div class="${cls}__mentions">${mentions.map((m) => `<p>${m}</p>`).join("")}</div></footer>`;

export const jsVar = (name: string, value: unknown): string =>
  `<script>window.${name} = ${JSON.stringify(value).replace(/</g, "\\u003c")};</script>`;

export const reseaux = (): string =>
  `<ul class="reseaux-sociaux"><li><a href="https://www.facebook.com/" aria-label="Facebook"><i class="fab fa-facebook-f"></i></a></li><li><a href="https://www.instagram.com/" aria-label="Instagram"><i class="fab fa-instagram"></i></a></li><li><a href="https://www.linkedin.com/" aria-label="LinkedIn"><i class="fab fa-linkedin-in"></i></a></li></ul>`;

export const oaciq =
  "Courtier immobilier titulaire d'un permis délivré par l'Organisme d'autoréglementation du courtage immobilier du Québec (OACIQ). Les renseignements contenus dans cette fiche ne constituent pas une offre ou une promesse pouvant lier le vendeur.";

export const centrisAvis =
  "Les données relatives aux propriétés proviennent du système Centris® et sont réputées fiables, sans toutefois être garanties. Centris® est une marque de commerce de Centris inc.";
