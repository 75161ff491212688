/**
 * Page chrome shared by the eighty-fourth held-out corpus only: tag managers, consent bars, headers, breadcrumbs,
 * galleries, mortgage and cash-flow calculators, lead forms, "similar properties" rails, rent rolls (per-unit tables),
 * income-and-expense statements and footers the way these sites' saved pages carry them. None of it states a fact of
 * a page's own listing by itself: every value it prints is passed in by the page that uses it.
 */

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

type Lang = "en" | "fr";

/** JSON for a script body: no "</" may close the script early. */
export const esc = (s: string): string => s.replace(/</g, "\\u003c");

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const consent = (site: string, lang: Lang = "en"): string =>
  lang === "fr"
    ? `<div class="cookie-bar" role="dialog" aria-label="Témoins"><p>${site} utilise des témoins pour améliorer votre expérience et mesurer l'audience. En poursuivant votre navigation, vous acceptez leur utilisation.</p><button class="cookie-bar__ok">J'accepte</button><a href="/temoins">En savoir plus</a></div>`
    : `<div class="cookie-bar" role="dialog" aria-label="Cookies"><p>${site} uses cookies to improve your experience and measure traffic. By continuing to browse you accept their use.</p><button class="cookie-bar__ok">Got it</button><a href="/cookies">Learn more</a></div>`;

export const header = (brand: string, links: string[], lang: Lang = "en"): string =>
  `<header class="site-header"><a class="brand" href="/" aria-label="${brand}">${brand}</a><nav aria-label="${lang === "fr" ? "Menu principal" : "Main menu"}"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><div class="account"><a href="/favorites">${lang === "fr" ? "Mes favoris" : "Favourites"}</a><a href="/signin">${lang === "fr" ? "Se connecter" : "Sign in"}</a></div></header>`;

export const crumbs = (items: string[]): string =>
  `<nav class="crumbs" aria-label="Breadcrumb"><ol>${items.map((i) => `<li><a href="#">${i}</a></li>`).join("")}</ol></nav>`;

export const gallery = (base: string, n: number, alt: string, lang: Lang = "en"): string =>
  `<div class="photo-strip">${Array.from({ length: n }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} ${i + 1}" width="1024" height="683" loading="${i < 3 ? "eager" : "lazy"}">`).join("")}<button class="photo-strip__all">${lang === "fr" ? `${n} photos` : `${n} photos`}</button></div>`;

export const calculator = (heading: string, rows: [string, string][], result: string, lang: Lang = "en"): string =>
  `<section class="calc"><h2>${heading}</h2><dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl><p class="calc__result">${result}</p><small>${lang === "fr" ? "Estimation seulement; communiquez avec votre institution financière." : "Estimate only. Speak to your lender for a quote."}</small></section>`;

export const leadForm = (heading: string, message: string, button: string, lang: Lang = "en"): string =>
  lang === "fr"
    ? `<form class="contact-form" method="post"><h3>${heading}</h3><input name="nom" placeholder="Nom complet"><input name="courriel" type="email" placeholder="Courriel"><input name="tel" type="tel" placeholder="Téléphone"><textarea name="message">${message}</textarea><button type="submit">${button}</button></form>`
    : `<form class="contact-form" method="post"><h3>${heading}</h3><input name="name" placeholder="Full name"><input name="email" type="email" placeholder="Email"><input name="phone" type="tel" placeholder="Phone"><textarea name="message">${message}</textarea><label><input type="checkbox" name="optin"> Send me similar listings</label><button type="submit">${button}</button></form>`;

export type Card = { price: string; address: string; place: string; facts: string; href: string };

export const similar = (heading: string, list: Card[]): string =>
  `<section class="rail"><h2>${heading}</h2><ul>${list.map((c) => `<li class="rail-card"><a href="${c.href}"><span class="rail-card__price">${c.price}</span><span class="rail-card__address">${c.address}</span><span class="rail-card__place">${c.place}</span><span class="rail-card__facts">${c.facts}</span></a></li>`).join("")}</ul></section>`;

/** A rent roll: one row per unit, its own rooms, size, rent, lease and state. */
export const rentRoll = (heading: string, cols: string[], rows: string[][], note = ""): string =>
  `<section class="rent-roll"><h2>${heading}</h2><table class="rent-roll__table"><thead><tr>${cols.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((v) => `<td>${v}</td>`).join("")}</tr>`).join("")}</tbody></table>${note ? `<p class="rent-roll__note">${note}</p>` : ""}</section>`;

/** An income-and-expense statement: revenue, each expense, net operating income, cap rate. */
export const statement = (heading: string, rows: [string, string][], note = ""): string =>
  `<section class="income-statement"><h2>${heading}</h2><table><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join("")}</tbody></table>${note ? `<p class="income-statement__note">${note}</p>` : ""}</section>`;

export const siteFooter = (lines: string[], lang: Lang = "en"): string =>
  `<footer class="footer"><div class="footer__links">${(lang === "fr" ? ["À propos", "Emplois", "Nous joindre", "Confidentialité", "Conditions d'utilisation", "Plan du site"] : ["About us", "Careers", "Contact", "Privacy", "Terms", "Accessibility", "Sitemap"]).map((l) => `<a href="/${slug(l)}">${l}</a>`).join("")}</div>${lines.map((l) => `<p class="footer__legal">${l}</p>`).join("")}</footer>`;

export const pixel = (id: string): string =>
  `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');</script>`;
