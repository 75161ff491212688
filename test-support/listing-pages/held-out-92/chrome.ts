/**
 * Page chrome shared by the ninety-second held-out corpus only: the international portals' tag managers, cookie
 * banners, language and currency switchers, headers, breadcrumbs, galleries, "similar properties worldwide" rails,
 * the portal's own partner agents and relocation consultants, enquiry forms, currency and mortgage calculators and
 * footers. None of it states a fact of a page's own listing: every value it prints is passed in by the page using it.
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

export const tagManager = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const jsonBlob = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const cookieBanner = (text: string, accept: string, refuse: string): string =>
  `<div class="cookie-consent" role="dialog" aria-live="polite"><p>${text}</p><button class="cookie-consent__accept">${accept}</button><button class="cookie-consent__refuse">${refuse}</button></div>`;

/** Language and currency pickers as the portals print them in the header. */
export const switchers = (languages: string[], currentLanguage: string, currencies: string[], currentCurrency: string): string =>
  `<div class="locale-switch"><button class="locale-switch__lang" aria-haspopup="listbox">${currentLanguage}</button><ul role="listbox">${languages.map((l) => `<li role="option"${l === currentLanguage ? ' aria-selected="true"' : ""}>${l}</li>`).join("")}</ul><button class="locale-switch__currency" aria-haspopup="listbox">${currentCurrency}</button><ul role="listbox" class="currency-list">${currencies.map((c) => `<li role="option" data-currency="${c}"${c === currentCurrency ? ' aria-selected="true"' : ""}>${c}</li>`).join("")}</ul></div>`;

export const header = (brand: string, links: string[], tools = "", account = "Sign in"): string =>
  `<header class="top-bar"><a class="top-bar__logo" href="/" title="${brand}">${brand}</a><nav class="top-bar__nav"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><div class="top-bar__tools">${tools}<a class="top-bar__account" href="/account">${account}</a></div></header>`;

export const crumbs = (items: string[]): string =>
  `<nav class="crumbs" aria-label="breadcrumb"><ol itemscope itemtype="https://schema.org/BreadcrumbList">${items.map((i, n) => `<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="#"><span itemprop="name">${i}</span></a><meta itemprop="position" content="${n + 1}"></li>`).join("")}</ol></nav>`;

export const gallery = (base: string, n: number, alt: string, more = "photos"): string =>
  `<section class="media-gallery">${Array.from({ length: Math.min(n, 5) }, (_, i) => `<figure><img src="${base}/${i + 1}.webp" alt="${alt} — ${i + 1}/${n}"${i ? ' loading="lazy"' : ""}></figure>`).join("")}<button class="media-gallery__more">+${n - 5} ${more}</button></section>`;

export type Card = { price: string; title: string; place: string; facts?: string; href: string; badge?: string };

/** A "similar properties" rail: other listings, often in other countries, with their own facts. */
export const rail = (heading: string, cards: Card[]): string =>
  `<section class="similar-rail"><h2>${heading}</h2><ul>${cards.map((c) => `<li class="similar-card"><a href="${c.href}">${c.badge ? `<span class="similar-card__badge">${c.badge}</span>` : ""}<p class="similar-card__price">${c.price}</p><p class="similar-card__title">${c.title}</p><p class="similar-card__place">${c.place}</p>${c.facts ? `<p class="similar-card__facts">${c.facts}</p>` : ""}</a></li>`).join("")}</ul></section>`;

export type Person = { name: string; role: string; phone: string; email?: string };

/** The portal's own partner agent or consultant: not the listing's agent. */
export const partner = (heading: string, p: Person, blurb: string, button: string): string =>
  `<aside class="portal-partner"><h3>${heading}</h3><img src="/static/partners/${slug(p.name)}.jpg" alt="${p.name}"><p class="portal-partner__name">${p.name}</p><p class="portal-partner__role">${p.role}</p><p class="portal-partner__phone"><a href="tel:${p.phone.replace(/[^\d+]/g, "")}">${p.phone}</a></p>${p.email ? `<p><a href="mailto:${p.email}">${p.email}</a></p>` : ""}<p>${blurb}</p><button>${button}</button></aside>`;

export const enquiry = (heading: string, message: string, button: string, consent: string): string =>
  `<form class="enquiry" method="post" action="/enquiry"><h3>${heading}</h3><input name="name" autocomplete="name"><input name="email" type="email" autocomplete="email"><input name="phone" type="tel" autocomplete="tel"><textarea name="message">${message}</textarea><label class="enquiry__consent"><input type="checkbox" name="consent"> ${consent}</label><button type="submit">${button}</button></form>`;

export const calculator = (heading: string, rows: [string, string][], result: string, note: string): string =>
  `<section class="calc"><h2>${heading}</h2><table>${rows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join("")}</table><p class="calc__result">${result}</p><p class="calc__note">${note}</p></section>`;

/** A label/value list the way a portal prints its "key facts". */
export const keyFacts = (heading: string, rows: [string, string][], cls = "key-facts"): string =>
  `<section class="${cls}"><h2>${heading}</h2><dl>${rows.map(([k, v]) => `<div class="${cls}__item"><dt>${k}</dt><dd>${v}</dd></div>`).join("")}</dl></section>`;

export const footer = (brand: string, columns: [string, string[]][], legal: string[]): string =>
  `<footer class="site-foot"><div class="site-foot__cols">${columns.map(([h, ls]) => `<div><h4>${h}</h4><ul>${ls.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></div>`).join("")}</div>${legal.map((l) => `<p class="site-foot__legal">${l}</p>`).join("")}<p class="site-foot__copy">© 2025 ${brand}</p></footer>`;
