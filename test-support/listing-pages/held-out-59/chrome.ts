/**
 * Page chrome shared by the fifty-ninth held-out corpus only: menus, cookie bars, analytics stubs, mortgage widgets
 * and legal footers written the way these sites' saved pages carry them. None of it states a listing fact.
 */

export const nav = (links: string[]): string =>
  `<nav class="main-nav" aria-label="Main"><ul>${links.map((l) => `<li><a href="/${l.toLowerCase().replace(/[^a-z0-9]+/g, "-")}">${l}</a></li>`).join("")}</ul></nav>`;

export const cookieBar = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div id="cookie-consent" class="cc-banner" role="dialog" aria-live="polite"><p>${site} utilise des témoins (cookies) pour améliorer votre expérience, mesurer l'audience et personnaliser le contenu. En poursuivant votre navigation, vous acceptez leur utilisation conformément à notre politique de confidentialité.</p><button class="cc-accept">Accepter</button><button class="cc-settings">Paramètres</button></div>`
    : `<div id="cookie-consent" class="cc-banner" role="dialog" aria-live="polite"><p>${site} uses cookies to improve your experience, measure traffic and personalise content. By continuing to browse you agree to our use of cookies as described in our privacy policy.</p><button class="cc-accept">Accept all</button><button class="cc-settings">Cookie settings</button></div>`;

export const analytics = (id: string): string =>
  `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}',{anonymize_ip:true});</script>`;

export const newsletter = (lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<section class="newsletter"><h2>Restez informé</h2><p>Recevez nos nouveautés, nos lancements et nos offres en primeur. Désabonnement en tout temps.</p><form action="/infolettre" method="post"><label for="nl-email">Courriel</label><input id="nl-email" type="email" name="email" placeholder="vous@exemple.com"><button type="submit">M'abonner</button></form></section>`
    : `<section class="newsletter"><h2>Stay in the loop</h2><p>Get new listings, market reports and open house alerts in your inbox. Unsubscribe anytime.</p><form action="/subscribe" method="post"><label for="nl-email">Email</label><input id="nl-email" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button></form></section>`;

/** A payment calculator pre-filled with a placeholder loan that is not the asking price. */
export const mortgageWidget = (defaultPrice: string, rate: string, payment: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<section class="calc-hypo" data-default-price="${defaultPrice}"><h2>Calculatrice hypothécaire</h2><label>Prix de la propriété<input type="text" value="${defaultPrice}"></label><label>Mise de fonds<select><option>5 %</option><option>10 %</option><option selected>20 %</option></select></label><label>Taux d'intérêt<input type="text" value="${rate}"></label><label>Amortissement<select><option>25 ans</option><option>30 ans</option></select></label><p class="calc-result">Versement estimé : <strong>${payment}</strong> / mois</p><p class="fine">À titre indicatif seulement. Communiquez avec votre institution financière.</p></section>`
    : `<section class="mortgage-calc" data-default-price="${defaultPrice}"><h2>Mortgage calculator</h2><label>Home price<input type="text" value="${defaultPrice}"></label><label>Down payment<select><option>5%</option><option>10%</option><option selected>20%</option></select></label><label>Interest rate<input type="text" value="${rate}"></label><label>Amortization<select><option>25 years</option><option>30 years</option></select></label><p class="calc-result">Estimated payment: <strong>${payment}</strong> / month</p><p class="fine">For illustration only. Speak with a lender for an exact figure.</p></section>`;

export const legal = (lines: string[]): string => `<div class="legal">${lines.map((l) => `<p>${l}</p>`).join("")}</div>`;

export const social = (handle: string): string =>
  `<ul class="social"><li><a href="https://www.facebook.com/${handle}" aria-label="Facebook">Facebook</a></li><li><a href="https://www.instagram.com/${handle}" aria-label="Instagram">Instagram</a></li><li><a href="https://www.linkedin.com/company/${handle}" aria-label="LinkedIn">LinkedIn</a></li><li><a href="https://www.youtube.com/@${handle}" aria-label="YouTube">YouTube</a></li></ul>`;

export const gallery = (base: string, count: number, alt: string): string =>
  `<div class="gallery" data-count="${count}">${Array.from({ length: count }, (_, i) => `<figure class="slide${i === 0 ? " active" : ""}"><img src="${base}/${String(i + 1).padStart(2, "0")}.jpg" alt="${alt} photo ${i + 1}" loading="${i < 2 ? "eager" : "lazy"}" width="1200" height="800"></figure>`).join("")}<button class="prev" aria-label="Previous">‹</button><button class="next" aria-label="Next">›</button><span class="counter">1 / ${count}</span></div>`;

export const jsonScript = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;

export const stateScript = (name: string, value: unknown): string => `<script>${name} = ${JSON.stringify(value)};</script>`;
