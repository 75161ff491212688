/**
 * Page chrome shared by the ninety-fourth held-out corpus only: tag-manager and consent scripts, state-blob writers,
 * headers, breadcrumbs, photo strips, commercial-mortgage and lease-cost calculators, inquiry forms, "similar
 * properties" rails, the sites' own advisers, office and head-office blocks, tenancy and comparable-sale tables and
 * the legal footers Canadian and US sites carry. None of it states a fact of a page's own listing: every value it
 * prints is passed in by the page that uses it. Labels are passed in too, so the same helpers serve the English and
 * the French pages.
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

export const tags = (id: string): string =>
  `<script async src="https://www.googletagmanager.com/gtm.js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});</script>`;

export const dataLayer = (value: unknown): string =>
  `<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push(${esc(JSON.stringify(value))});</script>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name}=${esc(JSON.stringify(value))};</script>`;

export const jsonBlob = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const consent = (text: string, accept: string, manage: string): string =>
  `<div class="cookie-bar" role="dialog" aria-live="polite" hidden><p>${text}</p><button type="button" class="cookie-bar__ok">${accept}</button><a href="/cookies">${manage}</a></div>`;

export const topBar = (brand: string, links: string[], tools: string[]): string =>
  `<header class="topbar"><a class="topbar__logo" href="/"><img src="/static/img/logo.svg" alt="${brand}"></a><nav class="topbar__nav" aria-label="Main navigation"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><div class="topbar__tools">${tools.map((t) => `<a href="/${slug(t)}">${t}</a>`).join("")}</div></header>`;

export const crumbs = (items: string[]): string =>
  `<nav class="breadcrumbs" aria-label="breadcrumb"><ol itemscope itemtype="https://schema.org/BreadcrumbList">${items.map((i, n) => `<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="#"><span itemprop="name">${i}</span></a><meta itemprop="position" content="${n + 1}"></li>`).join("")}</ol></nav>`;

export const photos = (base: string, count: number, alt: string, more: string): string =>
  `<section class="photo-strip" aria-label="Photos">${Array.from({ length: Math.min(count, 5) }, (_, i) => `<figure><img src="${base}/${i + 1}.jpg" alt="${alt} — ${i + 1}/${count}" width="960" height="640"${i > 0 ? ' loading="lazy"' : ""}></figure>`).join("")}<button type="button" class="photo-strip__more">${more}</button></section>`;

/** A definition list of label/value rows. */
export const dl = (heading: string, rows: [string, string][], cls = "facts"): string =>
  `<section class="${cls}"><h2>${heading}</h2><dl>${rows.map(([k, v]) => `<div class="${cls}__row"><dt>${k}</dt><dd>${v}</dd></div>`).join("")}</dl></section>`;

/** A two-column table of label/value rows. */
export const table = (heading: string, rows: [string, string][], cls = "spec-table"): string =>
  `<section class="${cls}"><h2>${heading}</h2><table><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join("")}</tbody></table></section>`;

/** A table with a header row: tenancies, comparable sales, price history, available units. */
export const grid = (heading: string, head: string[], rows: string[][], cls = "data-grid"): string =>
  `<section class="${cls}"><h2>${heading}</h2><table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table></section>`;

export const calculator = (heading: string, rows: [string, string][], result: string, note: string): string =>
  `<section class="calc" data-widget="calculator"><h2>${heading}</h2><form class="calc__form">${rows.map(([k, v]) => `<label><span>${k}</span><input type="text" value="${v}"></label>`).join("")}</form><output class="calc__result">${result}</output><p class="calc__note">${note}</p></section>`;

export const inquiry = (heading: string, message: string, button: string, legal: string): string =>
  `<form class="inquiry" method="post" action="/api/inquiry"><h2>${heading}</h2><input name="name" autocomplete="name"><input name="email" type="email" autocomplete="email"><input name="phone" type="tel" autocomplete="tel"><textarea name="message">${message}</textarea><button type="submit">${button}</button><p class="inquiry__legal">${legal}</p></form>`;

export type Card = { price: string; title: string; address: string; facts: string; href: string; badge?: string };

export const rail = (heading: string, cards: Card[]): string =>
  `<section class="rail"><h2>${heading}</h2><ul class="rail__list">${cards.map((c) => `<li class="card"><a href="${c.href}">${c.badge ? `<span class="card__badge">${c.badge}</span>` : ""}<span class="card__price">${c.price}</span><span class="card__title">${c.title}</span><span class="card__address">${c.address}</span><span class="card__facts">${c.facts}</span></a></li>`).join("")}</ul></section>`;

export type Person = { name: string; title: string; phone: string; email?: string };

/** The site's own adviser: who the site routes a visitor to, not the listing's agent. */
export const adviser = (heading: string, p: Person, blurb: string, button: string): string =>
  `<aside class="adviser"><h2>${heading}</h2><img src="/static/people/${slug(p.name)}.jpg" alt="${p.name}"><p class="adviser__name">${p.name}</p><p class="adviser__title">${p.title}</p><p class="adviser__phone">${p.phone}</p>${p.email ? `<p class="adviser__email">${p.email}</p>` : ""}<p>${blurb}</p><button type="button">${button}</button></aside>`;

export const office = (name: string, lines: string[]): string =>
  `<div class="office" itemscope itemtype="https://schema.org/RealEstateAgent"><p class="office__name" itemprop="name">${name}</p><div itemprop="address">${lines.map((l) => `<p>${l}</p>`).join("")}</div></div>`;

export const footer = (brand: string, links: string[], legal: string[]): string =>
  `<footer class="site-footer"><nav class="site-footer__links">${links.map((l) => `<a href="/${slug(l)}">${l}</a>`).join("")}</nav><div class="site-footer__apps"><a href="https://apps.apple.com/">App Store</a><a href="https://play.google.com/">Google Play</a></div>${legal.map((l) => `<p class="site-footer__legal">${l}</p>`).join("")}<p class="site-footer__copy">© 2025 ${brand}</p></footer>`;
