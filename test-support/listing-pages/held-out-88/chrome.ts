/**
 * Page chrome shared by the eighty-eighth held-out corpus only: tag managers, headers, breadcrumbs, galleries,
 * payment calculators, tour and lead forms, "nearby homes" rails, the site's own agents, office blocks and the
 * compliance footers US and Canadian brokerages carry. None of it states a fact of a page's own listing: every value
 * it prints is passed in by the page that uses it.
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

export const gtm = (id: string): string =>
  `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const header = (brand: string, links: string[], extra = ""): string =>
  `<header class="site-header"><a class="brand" href="/" aria-label="${brand} home"><span class="brand__name">${brand}</span></a><nav class="site-nav" aria-label="Main"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><div class="site-header__tools">${extra}<a href="/account/favorites">Favorites</a><a href="/account/sign-in">Sign in</a></div></header>`;

export const crumbs = (items: string[]): string =>
  `<nav class="breadcrumb" aria-label="Breadcrumb"><ol>${items.map((i) => `<li><a href="#">${i}</a></li>`).join("")}</ol></nav>`;

export const gallery = (base: string, n: number, alt: string): string =>
  `<div class="photo-carousel">${Array.from({ length: Math.min(n, 6) }, (_, i) => `<img src="${base}/${String(i + 1).padStart(2, "0")}.jpg" alt="${alt}, photo ${i + 1} of ${n}" width="1024" height="683"${i > 1 ? ' loading="lazy"' : ""}>`).join("")}<button class="photo-carousel__all">View all ${n} photos</button></div>`;

export const calculator = (heading: string, rows: [string, string][], result: string): string =>
  `<section class="payment-calculator"><h2>${heading}</h2><dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl><p class="payment-calculator__total">${result}</p><small>Estimates are for illustration only and are not a loan commitment. Rates, taxes and insurance vary.</small></section>`;

export const tourForm = (heading: string, message: string, button: string): string =>
  `<form class="contact-form" method="post" action="/inquiry"><h3>${heading}</h3><input name="name" placeholder="Full name"><input name="email" type="email" placeholder="Email"><input name="phone" type="tel" placeholder="Phone"><textarea name="comments">${message}</textarea><label><input type="checkbox" name="optin"> Yes, I would like more information. By submitting you agree to our Terms of Use and Privacy Policy.</label><button type="submit">${button}</button></form>`;

export type Card = { price: string; address: string; place: string; facts: string; href: string; note?: string };

export const nearby = (heading: string, list: Card[]): string =>
  `<section class="nearby-homes"><h2>${heading}</h2><div class="nearby-homes__grid">${list.map((c) => `<article class="home-card"><a href="${c.href}"><div class="home-card__price">${c.price}</div><div class="home-card__facts">${c.facts}</div><div class="home-card__street">${c.address}</div><div class="home-card__place">${c.place}</div>${c.note ? `<div class="home-card__note">${c.note}</div>` : ""}</a></article>`).join("")}</div></section>`;

export type Agent = { name: string; role: string; phone: string; email?: string };

/** The site's own agent panel: the agent the site routes a visitor to, not necessarily the listing agent. */
export const agentPanel = (heading: string, a: Agent, blurb: string): string =>
  `<aside class="agent-panel"><h3>${heading}</h3><div class="agent-panel__card"><img src="/img/agents/${slug(a.name)}.jpg" alt="${a.name}"><p class="agent-panel__name">${a.name}</p><p class="agent-panel__role">${a.role}</p><p><a href="tel:${a.phone.replace(/\D/g, "")}">${a.phone}</a></p>${a.email ? `<p><a href="mailto:${a.email}">${a.email}</a></p>` : ""}<p class="agent-panel__blurb">${blurb}</p></div></aside>`;

export const officeBlock = (name: string, lines: string[]): string =>
  `<div class="office-block" itemscope itemtype="https://schema.org/RealEstateAgent"><p itemprop="name">${name}</p>${lines.map((l) => `<p>${l}</p>`).join("")}</div>`;

export const siteFooter = (brand: string, lines: string[]): string =>
  `<footer class="site-footer"><div class="site-footer__links">${["About us", "Offices", "Careers", "Contact", "Privacy policy", "Terms of use", "Accessibility", "Fair housing", "Sitemap"].map((l) => `<a href="/${slug(l)}">${l}</a>`).join("")}</div><ul class="site-footer__social"><li><a href="https://www.facebook.com/">Facebook</a></li><li><a href="https://www.instagram.com/">Instagram</a></li><li><a href="https://www.youtube.com/">YouTube</a></li></ul>${lines.map((l) => `<p class="site-footer__legal">${l}</p>`).join("")}<p class="site-footer__copy">© 2025 ${brand}. All rights reserved.</p></footer>`;

/** A dl of label/value rows, the way MLS-feed templates print a listing's fields. */
export const factRows = (heading: string, rows: [string, string][], cls = "detail-group"): string =>
  `<section class="${cls}"><h3>${heading}</h3><dl>${rows.map(([k, v]) => `<div class="${cls}__row"><dt>${k}</dt><dd>${v}</dd></div>`).join("")}</dl></section>`;

export type HistoryRow = [string, string, string];

export const history = (heading: string, rows: HistoryRow[]): string =>
  `<section class="price-history"><h2>${heading}</h2><table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>${rows.map(([d, e, p]) => `<tr><td>${d}</td><td>${e}</td><td>${p}</td></tr>`).join("")}</tbody></table></section>`;
