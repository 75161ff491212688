/**
 * Shared page chrome for the fifty-seventh corpus: a cookie notice, a mortgage/affordability widget with blank inputs,
 * a building-amenities strip, a footer link grid and the trailing analytics scripts. Every listing fact, office address
 * and legal line stays in each page; nothing here names a price, an address or a person.
 */

/** A cookie notice as a consent script injects it at the top of the body. */
export const cookieNotice = (brand: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="cookie-notice" role="region" aria-label="Témoins"><p>${brand} utilise des témoins (cookies) pour améliorer votre expérience, mesurer l'audience et vous proposer des contenus adaptés. En poursuivant la navigation, vous acceptez leur utilisation conformément à notre politique de confidentialité.</p><button type="button" class="cookie-accept">J'accepte</button><button type="button" class="cookie-settings">Paramètres</button></div>`
    : `<div class="cookie-notice" role="region" aria-label="Cookies"><p>${brand} uses cookies to improve your experience, remember your searches and measure how our site is used. By continuing to browse you agree to our use of cookies as described in our privacy policy.</p><button type="button" class="cookie-accept">Got it</button><button type="button" class="cookie-settings">Cookie settings</button></div>`;

/** A payment calculator whose inputs the page's script fills after load (blank as saved). */
export const paymentWidget = (lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<section class="calculatrice" aria-labelledby="calc-titre"><h2 id="calc-titre">Calculatrice hypothécaire</h2>
<form class="calc-form"><label>Prix de la propriété <input type="text" name="prix" inputmode="numeric" value=""></label>
<label>Mise de fonds <input type="text" name="miseDeFonds" value=""> <select name="miseType"><option>%</option><option>$</option></select></label>
<label>Taux d'intérêt <input type="text" name="taux" value=""> %</label>
<label>Amortissement <select name="amortissement"><option>15 ans</option><option>20 ans</option><option selected>25 ans</option><option>30 ans</option></select></label>
<label>Fréquence <select name="frequence"><option>Mensuelle</option><option>Aux deux semaines</option><option>Hebdomadaire</option></select></label></form>
<output class="calc-resultat" aria-live="polite">—</output>
<p class="calc-avis">Les résultats sont fournis à titre indicatif seulement et ne constituent pas une offre de prêt. Communiquez avec un professionnel du crédit hypothécaire pour obtenir une préapprobation.</p></section>`
    : `<section class="calculator" aria-labelledby="calc-title"><h2 id="calc-title">Mortgage calculator</h2>
<form class="calc-form"><label>Home price <input type="text" name="price" inputmode="numeric" value=""></label>
<label>Down payment <input type="text" name="down" value=""> <select name="downType"><option>%</option><option>$</option></select></label>
<label>Interest rate <input type="text" name="rate" value=""> %</label>
<label>Amortization <select name="amort"><option>15 years</option><option>20 years</option><option selected>25 years</option><option>30 years</option></select></label>
<label>Payment frequency <select name="freq"><option>Monthly</option><option>Bi-weekly</option><option>Weekly</option></select></label></form>
<output class="calc-result" aria-live="polite">—</output>
<p class="calc-note">Estimates are for illustration only and are not an offer of credit. Rates, insurance premiums and eligibility vary; speak with a mortgage professional for a pre-approval.</p></section>`;

/** A list of building amenities as icon chips. */
export const amenityChips = (items: string[], heading = "Building amenities"): string =>
  `<section class="amenities"><h2>${heading}</h2><ul class="chips">${items.map((item) => `<li class="chip"><i class="icon icon-${item.toLowerCase().replace(/[^a-z]+/g, "-")}" aria-hidden="true"></i>${item}</li>`).join("")}</ul></section>`;

/** The footer's link grid and the scripts a saved page keeps at the end of its body. */
export const footerLinks = (brand: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<nav class="footer-grid" aria-label="Liens du pied de page"><div><h3>${brand}</h3><a href="/fr/a-propos">À propos</a><a href="/fr/carrieres">Carrières</a><a href="/fr/presse">Presse</a><a href="/fr/nous-joindre">Nous joindre</a></div><div><h3>Outils</h3><a href="/fr/calculatrices">Calculatrices</a><a href="/fr/evaluation">Évaluation en ligne</a><a href="/fr/alertes">Alertes</a><a href="/fr/guides">Guides d'achat</a></div><div><h3>Légal</h3><a href="/fr/conditions">Conditions d'utilisation</a><a href="/fr/confidentialite">Politique de confidentialité</a><a href="/fr/accessibilite">Accessibilité</a><a href="/fr/plan-du-site">Plan du site</a></div></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-QX81TZ04KP',{anonymize_ip:true});</script>
<script src="/static/js/vendors.7c1e04.js" defer></script><script src="/static/js/app.f3a912.js" defer></script>`
    : `<nav class="footer-grid" aria-label="Footer links"><div><h3>${brand}</h3><a href="/about">About us</a><a href="/careers">Careers</a><a href="/press">Press</a><a href="/contact">Contact</a></div><div><h3>Tools</h3><a href="/calculators">Calculators</a><a href="/home-value">Home value</a><a href="/alerts">Saved searches</a><a href="/guides">Buying guides</a></div><div><h3>Legal</h3><a href="/terms">Terms of use</a><a href="/privacy">Privacy policy</a><a href="/accessibility">Accessibility</a><a href="/sitemap">Sitemap</a></div></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-QX81TZ04KP',{anonymize_ip:true});</script>
<script src="/static/js/vendors.7c1e04.js" defer></script><script src="/static/js/app.f3a912.js" defer></script>`;

/** An inline script assigning a JSON value to a window global, as server-rendered apps ship their state. */
export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${JSON.stringify(value)};</script>`;

/** A JSON script tag with an id (Next.js and similar). */
export const jsonTag = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;
