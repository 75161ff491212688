/**
 * Page chrome shared by the eighty-ninth held-out corpus only: the pieces the other-than-desktop views carry
 * (smart app banners, sticky mobile action bars, AMP boilerplate, print headers and QR blocks, e-mail alert
 * banners, result-card grids and map markers behind a drawer), plus the usual calculators, lead forms, agent
 * panels, office blocks and footers. None of it states a fact of a page's own listing: every value it prints is
 * passed in by the page that uses it.
 */

const slugOf = (s: string): string =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** A JSON value inside a script body: "</" must not end the script. */
export const safeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

export const tagManager = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const nextState = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${safeJson(value)}</script>`;

export const globalState = (name: string, value: unknown): string =>
  `<script>window.${name}=${safeJson(value)};</script>`;

export const jsonBlock = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${safeJson(value)}</script>`;

/** The "open in the app" strip a phone browser shows above a shared link. */
export const appBanner = (app: string, line: string, store: string): string =>
  `<div class="smart-banner" role="region" aria-label="Get the app"><button class="smart-banner__close" aria-label="Close">×</button><img src="/static/app-icon-120.png" alt="" width="40" height="40"><div class="smart-banner__text"><strong>${app}</strong><span>${line}</span></div><a class="smart-banner__cta" href="${store}">Open</a></div>`;

export const mobileTop = (brand: string, back: string): string =>
  `<header class="m-header"><a class="m-header__back" href="#" aria-label="${back}">‹</a><a class="m-header__logo" href="/">${brand}</a><button class="m-header__menu" aria-label="Menu">☰</button></header>`;

export const desktopTop = (brand: string, links: string[], tools = ""): string =>
  `<header class="site-top"><a class="site-top__logo" href="/">${brand}</a><nav aria-label="Primary"><ul class="site-top__nav">${links.map((l) => `<li><a href="/${slugOf(l)}">${l}</a></li>`).join("")}</ul></nav><div class="site-top__tools">${tools}<a href="/login">Log in</a></div></header>`;

export const trail = (items: string[]): string =>
  `<ol class="crumbs" itemscope itemtype="https://schema.org/BreadcrumbList">${items.map((t, i) => `<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="#"><span itemprop="name">${t}</span></a><meta itemprop="position" content="${i + 1}"></li>`).join("")}</ol>`;

export const photoStrip = (base: string, count: number, alt: string): string =>
  `<div class="photos" data-count="${count}">${Array.from({ length: Math.min(count, 5) }, (_, i) => `<img src="${base}/${i + 1}.jpg" alt="${alt} – ${i + 1}/${count}"${i ? ' loading="lazy"' : ""}>`).join("")}<span class="photos__count">1 / ${count}</span></div>`;

export const payments = (heading: string, rows: [string, string][], total: string, note: string): string =>
  `<section class="calc"><h3>${heading}</h3><table class="calc__inputs">${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join("")}</table><p class="calc__result">${total}</p><p class="calc__fine">${note}</p></section>`;

export const leadForm = (heading: string, prefill: string, send: string, consent: string): string =>
  `<form class="lead" action="/api/leads" method="post"><h3>${heading}</h3><label>Name<input name="name" autocomplete="name"></label><label>Email<input name="email" type="email" autocomplete="email"></label><label>Phone<input name="phone" type="tel" autocomplete="tel"></label><textarea name="message">${prefill}</textarea><p class="lead__consent">${consent}</p><button>${send}</button></form>`;

/** A search-result card, with the data attributes result lists carry for their map pins. */
export type ResultCard = {
  id: string;
  price: string;
  street: string;
  place: string;
  facts: string;
  lat?: number;
  lng?: number;
  badge?: string;
  href: string;
};

export const resultCards = (heading: string, cards: ResultCard[], cls = "results"): string =>
  `<section class="${cls}"><h2 class="${cls}__title">${heading}</h2><ul class="${cls}__list">${cards
    .map(
      (c) =>
        `<li class="${cls}__item" data-listing-id="${c.id}"${c.lat !== undefined ? ` data-lat="${c.lat}" data-lng="${c.lng}"` : ""}><a href="${c.href}">${c.badge ? `<span class="${cls}__badge">${c.badge}</span>` : ""}<span class="${cls}__price">${c.price}</span><span class="${cls}__facts">${c.facts}</span><span class="${cls}__street">${c.street}</span><span class="${cls}__place">${c.place}</span></a></li>`,
    )
    .join("")}</ul></section>`;

/** Map pins as the map layer renders them: a short price label at a point. */
export const mapPins = (pins: { id: string; label: string; lat: number; lng: number; active?: boolean }[]): string =>
  `<div class="map-layer" aria-hidden="true">${pins.map((p) => `<button class="pin${p.active ? " pin--active" : ""}" data-id="${p.id}" data-lat="${p.lat}" data-lng="${p.lng}">${p.label}</button>`).join("")}</div>`;

export type Person = { name: string; title: string; phone: string; email?: string };

export const personCard = (heading: string, p: Person, firm: string, cls = "person"): string =>
  `<aside class="${cls}"><h3>${heading}</h3><img src="/img/people/${slugOf(p.name)}.jpg" alt="${p.name}" width="72" height="72"><p class="${cls}__name">${p.name}</p><p class="${cls}__title">${p.title}</p><p class="${cls}__firm">${firm}</p><p><a href="tel:${p.phone.replace(/\D/g, "")}">${p.phone}</a></p>${p.email ? `<p><a href="mailto:${p.email}">${p.email}</a></p>` : ""}</aside>`;

export const officeCard = (name: string, lines: string[]): string =>
  `<address class="office"><strong>${name}</strong>${lines.map((l) => `<br>${l}`).join("")}</address>`;

export const specList = (heading: string, rows: [string, string][], cls = "specs"): string =>
  `<section class="${cls}"><h3>${heading}</h3><dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl></section>`;

export const specTable = (heading: string, rows: [string, string][], cls = "spec-table"): string =>
  `<section class="${cls}"><h3>${heading}</h3><table><tbody>${rows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join("")}</tbody></table></section>`;

export const eventTable = (heading: string, head: string[], rows: string[][]): string =>
  `<section class="events"><h3>${heading}</h3><table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table></section>`;

/** The sticky bar a mobile view keeps at the bottom of the screen. */
export const actionBar = (items: [string, string][]): string =>
  `<nav class="m-actions">${items.map(([label, href]) => `<a href="${href}">${label}</a>`).join("")}</nav>`;

export const cookieNote = (text: string, ok: string): string =>
  `<div class="cookie-note" role="dialog"><p>${text}</p><button>${ok}</button></div>`;

export const siteBottom = (brand: string, links: string[], legal: string[]): string =>
  `<footer class="site-bottom"><nav>${links.map((l) => `<a href="/${slugOf(l)}">${l}</a>`).join(" · ")}</nav>${legal.map((l) => `<p class="site-bottom__legal">${l}</p>`).join("")}<p>© 2025 ${brand}</p></footer>`;
