/**
 * Site chrome shared by the fortieth held-out corpus's pages: a cookie banner, footer links, a newsletter form and
 * analytics scripts, in English or French. None of it carries a listing fact.
 */
export const chrome = (lang: "en" | "fr"): string =>
  lang === "fr"
    ? `<div class="bandeau-temoins" role="dialog" aria-label="Témoins"><p>Nous utilisons des témoins pour améliorer votre expérience, mesurer l'audience et personnaliser le contenu. Vous pouvez modifier vos préférences en tout temps.</p><button type="button">Accepter</button><button type="button">Personnaliser</button></div>
<form class="infolettre" action="/infolettre" method="post"><label for="nl">Recevez les nouvelles inscriptions par courriel</label><input id="nl" type="email" name="courriel" placeholder="vous@exemple.com"><button type="submit">S'abonner</button></form>
<nav class="liens-pied"><ul><li><a href="/a-propos">À propos</a></li><li><a href="/carrieres">Carrières</a></li><li><a href="/confidentialite">Confidentialité</a></li><li><a href="/conditions">Conditions d'utilisation</a></li><li><a href="/accessibilite">Accessibilité</a></li></ul></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-FR40XX");</script>`
    : `<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to personalise content, remember your searches and analyse our traffic. You can change your preferences at any time.</p><button type="button">Accept all</button><button type="button">Manage preferences</button></div>
<form class="newsletter" action="/subscribe" method="post"><label for="nl">Get new listings in your inbox</label><input id="nl" type="email" name="email" placeholder="you@example.com"><button type="submit">Subscribe</button><small>Unsubscribe anytime. We never share your email.</small></form>
<nav class="footer-links"><ul><li><a href="/about">About</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms of Use</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/sitemap">Sitemap</a></li></ul></nav>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-EN40XX");</script>`;
