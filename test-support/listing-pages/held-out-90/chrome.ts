/**
 * Page chrome shared by the ninetieth held-out corpus only: consent and tag-manager scripts, headers, breadcrumbs,
 * photo strips, mortgage and cost calculators, contact forms, "similar listings" rails, the site's own agents,
 * office and head-office blocks, room-dimension tables and the legal footers Canadian and US sites carry. None of it
 * states a fact of a page's own listing: every value it prints is passed in by the page that uses it. Labels are
 * passed in too, so the same helpers serve the English and the French pages.
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
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const consent = (text: string, accept: string): string =>
  `<div id="cookie-consent" class="consent-banner" role="dialog" hidden><p>${text}</p><button type="button" data-consent="accept">${accept}</button></div>`;

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const jsonScript = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const siteHeader = (brand: string, links: string[], tools: string[]): string =>
  `<header class="masthead"><a class="masthead__logo" href="/" title="${brand}">${brand}</a><nav class="masthead__nav" aria-label="primary"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><div class="masthead__tools">${tools.map((t) => `<a href="/${slug(t)}">${t}</a>`).join("")}</div></header>`;

export const trail = (items: string[]): string =>
  `<nav class="crumbs" aria-label="breadcrumb"><ol itemscope itemtype="https://schema.org/BreadcrumbList">${items.map((i, n) => `<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="#"><span itemprop="name">${i}</span></a><meta itemprop="position" content="${n + 1}"></li>`).join("")}</ol></nav>`;

export const photos = (base: string, n: number, alt: string, more: string): string =>
  `<section class="media-strip"><div class="media-strip__track">${Array.from({ length: Math.min(n, 5) }, (_, i) => `<figure><img src="${base}/${i + 1}.webp" alt="${alt} ${i + 1}/${n}"${i > 0 ? ' loading="lazy"' : ""}></figure>`).join("")}</div><button type="button" class="media-strip__more">${more}</button><button type="button" class="media-strip__tour">3D</button></section>`;

export const costCalc = (heading: string, rows: [string, string][], result: string, fine: string): string =>
  `<section class="cost-calculator"><h2>${heading}</h2><form>${rows.map(([k, v]) => `<label>${k}<input value="${v}"></label>`).join("")}</form><output>${result}</output><p class="fine">${fine}</p></section>`;

export const leadForm = (heading: string, message: string, button: string, consentText: string): string =>
  `<form class="lead-form" method="post" action="/leads"><h3>${heading}</h3><input name="name" autocomplete="name"><input name="email" type="email" autocomplete="email"><input name="phone" type="tel" autocomplete="tel"><textarea name="message">${message}</textarea><label class="lead-form__consent"><input type="checkbox" name="consent"> ${consentText}</label><button type="submit">${button}</button></form>`;

export type Tile = { price: string; line1: string; line2: string; facts: string; href: string; badge?: string };

export const tiles = (heading: string, list: Tile[]): string =>
  `<section class="listing-rail"><h2>${heading}</h2><ul>${list.map((t) => `<li class="listing-tile">${t.badge ? `<span class="listing-tile__badge">${t.badge}</span>` : ""}<a href="${t.href}"><strong class="listing-tile__price">${t.price}</strong><span class="listing-tile__facts">${t.facts}</span><span class="listing-tile__addr">${t.line1}</span><span class="listing-tile__city">${t.line2}</span></a></li>`).join("")}</ul></section>`;

export type Person = { name: string; title: string; phone: string; email?: string };

/** The site's own agent or adviser: the person the site routes a visitor to, not the listing agent. */
export const siteAgent = (heading: string, p: Person, blurb: string): string =>
  `<aside class="site-agent"><h3>${heading}</h3><img src="/img/people/${slug(p.name)}.jpg" alt="${p.name}"><p class="site-agent__name">${p.name}</p><p class="site-agent__title">${p.title}</p><a href="tel:${p.phone.replace(/\D/g, "")}">${p.phone}</a>${p.email ? `<a href="mailto:${p.email}">${p.email}</a>` : ""}<p>${blurb}</p></aside>`;

export const office = (name: string, lines: string[]): string =>
  `<address class="office-card"><strong>${name}</strong>${lines.map((l) => `<br>${l}`).join("")}</address>`;

export const legalFooter = (brand: string, links: string[], lines: string[], year = 2025): string =>
  `<footer class="legal-footer"><nav>${links.map((l) => `<a href="/${slug(l)}">${l}</a>`).join(" · ")}</nav>${lines.map((l) => `<p>${l}</p>`).join("")}<p>© ${year} ${brand}</p></footer>`;

/** Label/value pairs as a definition list. */
export const pairs = (heading: string, rows: [string, string][], cls = "facts"): string =>
  `<section class="${cls}"><h3>${heading}</h3><dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl></section>`;

/** Label/value pairs as a two-column table. */
export const grid = (heading: string, rows: [string, string][], cls = "spec-table"): string =>
  `<section class="${cls}"><h3>${heading}</h3><table><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join("")}</tbody></table></section>`;

/** A table with a header row. */
export const table = (heading: string, head: string[], rows: string[][], cls = "data-table"): string =>
  `<section class="${cls}"><h3>${heading}</h3><table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table></section>`;

export const schools = (heading: string, rows: [string, string, string][]): string =>
  `<section class="schools"><h2>${heading}</h2><ul>${rows.map(([n, g, d]) => `<li><span>${n}</span><span>${g}</span><span>${d}</span></li>`).join("")}</ul></section>`;
