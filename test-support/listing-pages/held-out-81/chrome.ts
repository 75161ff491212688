/**
 * Page chrome shared by the eighty-first held-out corpus only: the furniture agents' and brokerages' own websites
 * carry around an IDX or hand-built listing — tag managers, chat widgets, consent bars, headers, "featured listings"
 * widgets, agent bio cards with designations, mortgage widgets, lead forms and office footers with the board's
 * disclaimer. None of it states a fact of a page's own listing: every value it prints is passed in by the page.
 */

const slug = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** JSON for a script body: no "</" may close the script early. */
export const esc = (s: string): string => s.replace(/</g, "\\u003c");

export const json = (value: unknown): string => esc(JSON.stringify(value));

export const gtm = (id: string): string =>
  `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;

export const chat = (vendor: string): string =>
  `<div id="chat-widget-container" data-vendor="${vendor}"><button class="chat-launcher" aria-label="Chat with us">Questions? Text us</button></div>`;

export const cookieBar = (site: string): string =>
  `<div class="cookie-notice" role="dialog" aria-live="polite"><p>${site} uses cookies to improve your browsing experience and to analyse site traffic. By continuing you accept our use of cookies.</p><button class="cookie-accept">Got it</button></div>`;

export const nav = (brand: string, links: string[], phone: string): string =>
  `<header class="site-header"><div class="topbar"><a href="tel:${phone.replace(/\D/g, "")}">${phone}</a><a href="/login">Sign in</a><a href="/register">Create account</a></div><a class="brand" href="/">${brand}</a><nav class="main-nav"><ul>${links.map((l) => `<li><a href="/${slug(l)}/">${l}</a></li>`).join("")}</ul></nav></header>`;

export type Card = { price: string; address: string; place: string; facts: string; href: string; mls?: string };

export const featured = (heading: string, cards: Card[], cls = "featured-listings"): string =>
  `<section class="${cls}"><h2>${heading}</h2><div class="fl-grid">${cards.map((c) => `<article class="fl-card"><a href="${c.href}"><div class="fl-price">${c.price}</div><div class="fl-address">${c.address}</div><div class="fl-place">${c.place}</div><div class="fl-facts">${c.facts}</div>${c.mls ? `<div class="fl-mls">MLS® ${c.mls}</div>` : ""}</a></article>`).join("")}</div></section>`;

export type Bio = { name: string; designations?: string; title: string; phone: string; email: string; text: string };

export const bioCard = (b: Bio): string =>
  `<aside class="agent-bio"><img src="/wp-content/uploads/${slug(b.name)}-headshot.jpg" alt="${b.name}"><h3 class="agent-name">${b.name}${b.designations ? `<span class="designations">, ${b.designations}</span>` : ""}</h3><p class="agent-title">${b.title}</p><p><a href="tel:${b.phone.replace(/\D/g, "")}">${b.phone}</a> · <a href="mailto:${b.email}">${b.email}</a></p><p class="agent-about">${b.text}</p></aside>`;

export const mortgage = (rows: [string, string][], result: string, sponsor?: string): string =>
  `<section class="mortgage-widget"><h3>Mortgage Calculator</h3><form>${rows.map(([k, v]) => `<label>${k}<input value="${v}"></label>`).join("")}</form><p class="mw-result">${result}</p>${sponsor ? `<p class="mw-sponsor">${sponsor}</p>` : ""}<small>Estimates only; not a commitment to lend.</small></section>`;

export const leadForm = (heading: string, message: string, button = "Request info"): string =>
  `<form class="lead-form" method="post" action="/lead"><h3>${heading}</h3><input name="first_name" placeholder="First name"><input name="last_name" placeholder="Last name"><input name="email" type="email" placeholder="Email"><input name="phone" type="tel" placeholder="Phone"><textarea name="comments">${message}</textarea><label><input type="checkbox" name="casl"> Yes, I'd like to receive emails about properties and market updates. You can unsubscribe at any time.</label><button type="submit">${button}</button></form>`;

export const footer = (office: string[], legal: string[], powered?: string): string =>
  `<footer class="site-footer"><div class="footer-office">${office.map((l) => `<p>${l}</p>`).join("")}</div><ul class="footer-links">${["Home", "Search", "Sell", "About", "Blog", "Contact", "Privacy Policy"].map((l) => `<li><a href="/${slug(l)}/">${l}</a></li>`).join("")}</ul>${legal.map((l) => `<p class="footer-legal">${l}</p>`).join("")}${powered ? `<p class="powered-by">${powered}</p>` : ""}</footer>`;
