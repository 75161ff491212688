/**
 * Shared page chrome for the sixtieth corpus's pages: a bilingual cookie banner, a language toggle, footer link rows
 * and the analytics and bundle scripts a saved page keeps. Every listing fact, office address and legal line stays in
 * each page.
 */

/** A cookie banner in the page's language. */
export const cookieBanner = (brand: string, lang: "en" | "fr"): string =>
  lang === "fr"
    ? `<div id="bandeau-temoins" class="cookie-banner" role="region" aria-label="Témoins"><p>${brand} utilise des témoins (cookies) pour améliorer votre expérience, mesurer l'audience et afficher des annonces pertinentes. En poursuivant votre navigation, vous acceptez leur utilisation.</p><button type="button" class="btn-accepter">J'accepte</button><button type="button" class="btn-parametres">Paramètres</button></div>`
    : `<div id="cookie-banner" class="cookie-banner" role="region" aria-label="Cookies"><p>${brand} uses cookies to improve your experience, measure traffic and show relevant ads. By continuing to browse you agree to their use.</p><button type="button" class="btn-accept">Accept all</button><button type="button" class="btn-settings">Cookie settings</button></div>`;

/** The English/French toggle most Canadian portals put in their header. */
export const langToggle = (frHref: string, enHref: string, current: "en" | "fr"): string =>
  current === "fr"
    ? `<a class="lang-toggle" href="${enHref}" hreflang="en" lang="en">English</a>`
    : `<a class="lang-toggle" href="${frHref}" hreflang="fr" lang="fr">Français</a>`;

/** Footer link rows and the scripts. */
export const footerLinks = (brand: string, lang: "en" | "fr"): string =>
  lang === "fr"
    ? `<nav class="pied-de-page-liens" aria-label="Liens utiles"><a href="/fr/a-propos">À propos de ${brand}</a><a href="/fr/nous-joindre">Nous joindre</a><a href="/fr/carrieres">Carrières</a><a href="/fr/politique-de-confidentialite">Politique de confidentialité</a><a href="/fr/conditions-utilisation">Conditions d'utilisation</a><a href="/fr/accessibilite">Accessibilité</a></nav>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"pageview",langue:"fr"});</script>
<script src="/assets/js/vendor.4e1a9c.js" defer></script><script src="/assets/js/fiche.77b0d2.js" defer></script>`
    : `<nav class="footer-links" aria-label="Useful links"><a href="/about">About ${brand}</a><a href="/contact">Contact us</a><a href="/careers">Careers</a><a href="/privacy">Privacy policy</a><a href="/terms">Terms of use</a><a href="/accessibility">Accessibility</a></nav>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"pageview",lang:"en"});</script>
<script src="/assets/js/vendor.9c02fe.js" defer></script><script src="/assets/js/listing.1d83aa.js" defer></script>`;

/** A JSON island such as __NEXT_DATA__ or an Apollo cache. */
export const jsonScript = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;

/** An inline assignment such as `window.__INITIAL_STATE__ = {...};`. */
export const stateScript = (variable: string, value: unknown): string =>
  `<script>${variable} = ${JSON.stringify(value)};</script>`;
