/**
 * Shared chrome for the fifty-sixth corpus: the navigation, cookie notice, mortgage/payment widgets, "similar" cards,
 * footer links and analytics scripts that regional brokerage, board, builder, rental and classifieds sites wrap around a
 * listing. Every listing fact, office address and legal line stays in each page.
 */

export type Card = { href: string; price: string; line1: string; line2: string; meta: string };

/** A cookie notice bar, in English or French. */
export const cookieBar = (brand: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div class="cookie-bar" role="region" aria-label="Témoins"><p>${brand} utilise des témoins (cookies) essentiels et analytiques afin d'améliorer votre expérience de navigation. En poursuivant, vous acceptez notre <a href="/politique-de-confidentialite">politique de confidentialité</a>.</p><button type="button" class="cookie-ok">J'accepte</button><button type="button" class="cookie-pref">Préférences</button></div>`
    : `<div class="cookie-bar" role="region" aria-label="Cookies"><p>${brand} uses essential and analytics cookies to improve your browsing experience. By continuing you agree to our <a href="/privacy-policy">privacy policy</a>.</p><button type="button" class="cookie-ok">Got it</button><button type="button" class="cookie-pref">Preferences</button></div>`;

/** A grid of other listings' cards. */
export const cards = (title: string, items: Card[]): string =>
  `<section class="similar"><h2>${title}</h2><ul class="card-grid">${items
    .map(
      (c) =>
        `<li class="card"><a href="${c.href}"><div class="card-img" style="background-image:url('/img/placeholder-600x400.jpg')"></div><div class="card-price">${c.price}</div><div class="card-addr">${c.line1}</div><div class="card-city">${c.line2}</div><div class="card-meta">${c.meta}</div></a><button class="fav" aria-label="Save">♡</button></li>`,
    )
    .join("")}</ul></section>`;

/** A mortgage calculator form with its defaults (the defaults are the widget's own, not the listing's facts). */
export const mortgageWidget = (lang: "en" | "fr", defaults: { price: string; down: string; rate: string; years: string; payment: string }): string =>
  lang === "fr"
    ? `<section class="calc-hypo" aria-labelledby="calc-h"><h2 id="calc-h">Calculatrice hypothécaire</h2><form><label>Prix de la propriété<input name="prix" value="${defaults.price}"></label><label>Mise de fonds<input name="mise" value="${defaults.down}"></label><label>Taux d'intérêt (%)<input name="taux" value="${defaults.rate}"></label><label>Amortissement (ans)<select name="amort"><option>${defaults.years}</option><option>20</option><option>30</option></select></label><p class="calc-result">Versement mensuel estimé : <strong>${defaults.payment}</strong></p><p class="calc-note">Ce calcul est fourni à titre indicatif seulement et ne constitue pas une offre de financement.</p></form></section>`
    : `<section class="mortgage-calc" aria-labelledby="mc-h"><h2 id="mc-h">Mortgage calculator</h2><form><label>Home price<input name="price" value="${defaults.price}"></label><label>Down payment<input name="down" value="${defaults.down}"></label><label>Interest rate (%)<input name="rate" value="${defaults.rate}"></label><label>Amortization (years)<select name="amort"><option>${defaults.years}</option><option>30</option><option>20</option></select></label><p class="calc-result">Estimated monthly payment: <strong>${defaults.payment}</strong></p><p class="calc-note">Estimates are for illustration only and are not a commitment to lend.</p></form></section>`;

/** Footer link lists and the analytics scripts. */
export const footerLinks = (brand: string, lang: "en" | "fr" = "en"): string =>
  (lang === "fr"
    ? `<div class="footer-cols"><div><h3>Acheter</h3><a href="/proprietes">Propriétés à vendre</a><a href="/visites-libres">Visites libres</a><a href="/nouvelles-constructions">Nouvelles constructions</a></div><div><h3>Vendre</h3><a href="/evaluation-gratuite">Évaluation gratuite</a><a href="/conseils-vendeurs">Conseils aux vendeurs</a></div><div><h3>${brand}</h3><a href="/a-propos">À propos</a><a href="/carrieres">Carrières</a><a href="/joindre">Nous joindre</a><a href="/accessibilite">Accessibilité</a></div></div>`
    : `<div class="footer-cols"><div><h3>Buy</h3><a href="/listings">Listings</a><a href="/open-houses">Open houses</a><a href="/new-homes">New homes</a></div><div><h3>Sell</h3><a href="/home-evaluation">Free home evaluation</a><a href="/selling-tips">Selling tips</a></div><div><h3>${brand}</h3><a href="/about">About us</a><a href="/careers">Careers</a><a href="/contact">Contact</a><a href="/accessibility">Accessibility</a></div></div>`) +
  `<script async src="https://www.googletagmanager.com/gtag/js?id=G-56REGION"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-56REGION");</script><script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,"script","https://connect.facebook.net/en_US/fbevents.js");fbq("init","560056005600");fbq("track","PageView");</script>`;

/** An inline state assignment such as `window.__INITIAL_STATE__ = {...};`. */
export const stateScript = (variable: string, value: unknown): string =>
  `<script>${variable} = ${JSON.stringify(value)};</script>`;

/** A JSON island with a script id (Next.js data and the like). */
export const jsonScript = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;
