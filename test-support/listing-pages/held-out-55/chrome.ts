/**
 * Shared page chrome for the fifty-fifth corpus: cookie banner, a mortgage calculator block, a "similar homes" strip,
 * a neighbourhood/schools panel, a footer link grid and the bootstrap scripts. Every listing fact, office address and
 * legal line stays in each page; these helpers carry only what all the sites repeat around a listing.
 */

export type Card = { href: string; price: string; address: string; beds?: string; baths?: string; size?: string; badge?: string };

/** A cookie notice pinned to the bottom of the page. */
export const cookieBar = (brand: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="cookie-bar" role="region" aria-label="Témoins"><p>${brand} utilise des témoins (cookies) pour améliorer votre expérience, analyser la fréquentation du site et afficher des publicités pertinentes. En poursuivant votre navigation, vous acceptez leur utilisation conformément à notre politique de confidentialité.</p><button type="button" class="cookie-ok">J'ai compris</button><a href="/fr/politique-temoins">Gérer mes préférences</a></div>`
    : `<div class="cookie-bar" role="region" aria-label="Cookies"><p>${brand} uses cookies and similar technologies to improve your experience, analyse traffic and show relevant advertising. By continuing to browse you agree to our use of cookies as described in our privacy policy.</p><button type="button" class="cookie-ok">Got it</button><a href="/cookie-policy">Cookie settings</a></div>`;

/** A mortgage calculator with its own inputs; the default down payment and rate are the site's, not the listing's. */
export const mortgageCalc = (priceInput: number, lang: "en" | "fr" = "en", currency = "$"): string =>
  lang === "fr"
    ? `<section class="calculatrice-hypothecaire" aria-labelledby="calc-titre"><h2 id="calc-titre">Calculatrice hypothécaire</h2>
<form class="calc"><label>Prix de la propriété <input type="text" name="prix" value="${priceInput}"></label><label>Mise de fonds (20 %) <input type="text" name="mise" value="${Math.round(priceInput * 0.2)}"></label><label>Taux d'intérêt <input type="text" name="taux" value="4,79"></label><label>Amortissement <select name="amort"><option>25 ans</option><option>30 ans</option></select></label><label>Fréquence <select><option>Mensuelle</option><option>Aux deux semaines</option></select></label></form>
<p class="calc-note">Le résultat est une estimation à titre indicatif seulement et ne constitue pas une offre de financement. Les taux affichés proviennent de nos partenaires et peuvent changer sans préavis. Communiquez avec un courtier hypothécaire pour une préapprobation.</p></section>`
    : `<section class="mortgage-calculator" aria-labelledby="calc-title"><h2 id="calc-title">Mortgage calculator</h2>
<form class="calc"><label>Home price <input type="text" name="homePrice" value="${priceInput}"></label><label>Down payment (20%) <input type="text" name="down" value="${Math.round(priceInput * 0.2)}"></label><label>Interest rate <input type="text" name="rate" value="4.89"></label><label>Amortization <select name="amort"><option>25 years</option><option>30 years</option></select></label><label>Payment frequency <select><option>Monthly</option><option>Bi-weekly</option></select></label></form>
<p class="calc-note">Estimated payments are for illustration only and do not include property taxes, insurance or ${currency === "US$" ? "HOA dues" : "condo fees"} unless entered. Rates shown are supplied by our lending partners and may change without notice. Speak with a mortgage professional for pre-approval.</p></section>`;

/** A strip of other listings (cards with their own prices and addresses). */
export const similarStrip = (title: string, cards: Card[]): string =>
  `<section class="similar-listings" aria-label="${title}"><h2>${title}</h2><ul class="card-list">${cards
    .map(
      (c) =>
        `<li class="listing-card"><a href="${c.href}">${c.badge ? `<span class="card-badge">${c.badge}</span>` : ""}<div class="card-price">${c.price}</div><div class="card-address">${c.address}</div><div class="card-meta">${[c.beds, c.baths, c.size].filter(Boolean).join(" · ")}</div></a></li>`,
    )
    .join("")}</ul></section>`;

/** A nearby schools / amenities panel (names and distances only). */
export const nearbyPanel = (title: string, rows: [string, string, string][]): string =>
  `<section class="nearby" aria-label="${title}"><h2>${title}</h2><table class="nearby-table"><tbody>${rows
    .map(([name, kind, dist]) => `<tr><td>${name}</td><td>${kind}</td><td>${dist}</td></tr>`)
    .join("")}</tbody></table></section>`;

/** Footer link grid and the analytics/bootstrap scripts. */
export const footerLinks = (brand: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<nav class="pied-de-page-liens" aria-label="Liens"><div><h3>${brand}</h3><a href="/fr/a-propos">À propos</a><a href="/fr/carrieres">Carrières</a><a href="/fr/presse">Salle de presse</a></div><div><h3>Ressources</h3><a href="/fr/guides/acheteur">Guide de l'acheteur</a><a href="/fr/guides/vendeur">Guide du vendeur</a><a href="/fr/calculatrices">Calculatrices</a></div><div><h3>Légal</h3><a href="/fr/conditions">Conditions d'utilisation</a><a href="/fr/confidentialite">Confidentialité</a><a href="/fr/accessibilite">Accessibilité</a></div></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-FR55C0A",{anonymize_ip:true});</script>
<script src="/static/build/vendors.4e21a.js" defer></script><script src="/static/build/fiche.91bc3.js" defer></script>`
    : `<nav class="footer-links" aria-label="Footer links"><div><h3>${brand}</h3><a href="/about">About us</a><a href="/careers">Careers</a><a href="/press">Press</a></div><div><h3>Resources</h3><a href="/guides/buying">Buying guide</a><a href="/guides/selling">Selling guide</a><a href="/calculators">Calculators</a><a href="/market-trends">Market trends</a></div><div><h3>Legal</h3><a href="/terms">Terms of use</a><a href="/privacy">Privacy</a><a href="/accessibility">Accessibility</a></div></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-EN55C0A",{anonymize_ip:true});</script>
<script src="/static/build/vendors.7a0c2.js" defer></script><script src="/static/build/listing.d81f4.js" defer></script>`;

/** A JSON island (Next.js, Nuxt, Apollo) with a script id. */
export const jsonIsland = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;

/** An inline assignment such as `window.__INITIAL_STATE__ = {...};`. */
export const assign = (variable: string, value: unknown): string => `<script>${variable} = ${JSON.stringify(value)};</script>`;
