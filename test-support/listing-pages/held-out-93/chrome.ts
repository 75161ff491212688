/**
 * Page chrome shared by the ninety-third held-out corpus only: the script tags and hydration blobs of the stacks
 * these proptech, discount-brokerage and data sites run on (Next.js pages and app router, Remix, Nuxt 2, Apollo,
 * urql, SvelteKit, Astro islands, Vue SSR), headers, breadcrumbs, galleries, rebate and commission-savings boxes,
 * mortgage calculators, lead forms, "similar homes" rails, the sites' own licensed agents and brokerage footers.
 * None of it states a fact of a page's own listing: every value it prints is passed in by the page that uses it.
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

/** JSON for an HTML attribute value (Astro's props="…"). */
export const attr = (s: string): string => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const gtag = (id: string): string =>
  `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}',{send_page_view:true});</script>`;

export const pixel = (id: string): string =>
  `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');</script>`;

/** Next.js pages router. */
export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

/** Next.js app router: React flight rows pushed as strings. */
export const nextFlight = (rows: string[]): string =>
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  rows.map((r) => `<script>self.__next_f.push([1,${esc(JSON.stringify(r))}])</script>`).join("");

/** window.NAME = {...}; (Vue SSR, Apollo, embeds). */
export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name}=${esc(JSON.stringify(value))};</script>`;

/** Remix's hydration context. */
export const remixContext = (value: unknown): string =>
  `<script>window.__remixContext = ${esc(JSON.stringify(value))};</script><script type="module" async>import "/build/manifest-7C1E4A0B.js";import * as route0 from "/build/root-HX2QK4TM.js";import * as route1 from "/build/routes/listings.$slug-4ZPW7D3N.js";window.__remixRouteModules = {"root":route0,"routes/listings.$slug":route1};import("/build/entry.client-QK3M1V9A.js");</script>`;

/** Nuxt 2: the state as a function of minified arguments. */
export const nuxtState = (params: string[], body: string, args: string[]): string =>
  `<script>window.__NUXT__=(function(${params.join(",")}){return ${body}}(${args.join(",")}));</script><script src="/_nuxt/7f3a21c.js" defer></script><script src="/_nuxt/app.4b9e0d2.js" defer></script>`;

/** urql's SSR cache: each operation's result as a JSON string. */
export const urqlData = (ops: Record<string, unknown>): string =>
  `<script>window.__URQL_DATA__=${esc(JSON.stringify(Object.fromEntries(Object.entries(ops).map(([k, v]) => [k, { data: JSON.stringify(v), hasNext: false }]))))};</script>`;

/** SvelteKit: a fetched response serialized for hydration, and the start call. */
export const svelteFetched = (url: string, body: unknown): string =>
  `<script type="application/json" data-sveltekit-fetched data-url="${url}">${esc(JSON.stringify({ status: 200, statusText: "", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }))}</script>`;

export const svelteStart = (nodes: number[], data: unknown[]): string =>
  `<script>{__sveltekit_1q8f2x={base:new URL(".",location).pathname.slice(0,-1),env:{}};const element=document.currentScript.parentElement;const data=${esc(JSON.stringify(data))};Promise.all([import("/_app/immutable/entry/start.D3kP1qA7.js"),import("/_app/immutable/entry/app.B8nT6vXe.js")]).then(([kit,app])=>{kit.start(app,element,{node_ids:${JSON.stringify(nodes)},data,form:null,error:null});});}</script>`;

/** An Astro island: props serialized as [type, value] pairs in an HTML attribute. */
export const astroIsland = (uid: string, component: string, props: Record<string, unknown>, inner = ""): string => {
  const wrap = (v: unknown): unknown => {
    if (Array.isArray(v)) return [1, v.map(wrap)];
    if (v !== null && typeof v === "object") return [0, Object.fromEntries(Object.entries(v).map(([k, x]) => [k, wrap(x)]))];
    return [0, v];
  };
  const serialized = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, wrap(v)]));
  return `<astro-island uid="${uid}" prefix="r${uid.slice(0, 2)}" component-url="/_astro/${component}.${uid.slice(0, 8)}.js" component-export="default" renderer-url="/_astro/client.D7k2Lm9Q.js" props="${attr(JSON.stringify(serialized))}" ssr client="visible" opts="${attr(JSON.stringify({ name: component, value: true }))}" await-children>${inner}<template data-astro-template></template></astro-island>`;
};

export const header = (brand: string, links: string[], extra = ""): string =>
  `<header class="topbar"><a class="topbar__logo" href="/" aria-label="${brand}"><svg width="28" height="28" aria-hidden="true"><use href="#logo"></use></svg><span>${brand}</span></a><nav class="topbar__nav"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><div class="topbar__actions">${extra}<a class="btn btn--ghost" href="/login">Log in</a><a class="btn" href="/signup">Sign up</a></div></header>`;

export const crumbs = (items: string[]): string =>
  `<nav class="crumbs" aria-label="breadcrumb"><ol itemscope itemtype="https://schema.org/BreadcrumbList">${items.map((i, n) => `<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="#"><span itemprop="name">${i}</span></a><meta itemprop="position" content="${n + 1}"></li>`).join("")}</ol></nav>`;

export const gallery = (base: string, n: number, alt: string): string =>
  `<section class="media"><div class="media__grid">${Array.from({ length: Math.min(n, 5) }, (_, i) => `<figure><img src="${base}/${i + 1}.webp" alt="${alt} - ${i + 1}" width="960" height="640"${i ? ' loading="lazy"' : ' fetchpriority="high"'}></figure>`).join("")}</div><button class="media__more" type="button">See all ${n} photos</button><button class="media__tour" type="button">3D tour</button></section>`;

/** A rebate or commission-savings box: the site's money, never the listing's price. */
export const savingsBox = (heading: string, lines: string[], cta: string): string =>
  `<aside class="savings"><h3>${heading}</h3>${lines.map((l) => `<p>${l}</p>`).join("")}<a class="btn btn--accent" href="#book">${cta}</a></aside>`;

export const calculator = (heading: string, rows: [string, string][], result: string, note = "Estimate only. Not a mortgage approval."): string =>
  `<section class="calc"><h2>${heading}</h2><table class="calc__inputs">${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td><input value="${v}" aria-label="${k}"></td></tr>`).join("")}</table><p class="calc__out">${result}</p><small>${note}</small></section>`;

export const leadForm = (heading: string, message: string, button: string, consent = "By submitting, you agree to be contacted by a licensed agent and to our Terms and Privacy Policy. Consent can be withdrawn at any time."): string =>
  `<form class="lead" method="post" action="/api/leads" id="book"><h3>${heading}</h3><label>Name<input name="name" autocomplete="name"></label><label>Email<input name="email" type="email" autocomplete="email"></label><label>Phone<input name="phone" type="tel" autocomplete="tel"></label><label>Message<textarea name="message">${message}</textarea></label><p class="lead__consent">${consent}</p><button type="submit">${button}</button></form>`;

export type Card = { price: string; street: string; place: string; facts: string; href: string; tag?: string };

export const cards = (heading: string, list: Card[], cls = "similar"): string =>
  `<section class="${cls}"><h2>${heading}</h2><ul class="${cls}__list">${list.map((c) => `<li class="card"><a href="${c.href}">${c.tag ? `<span class="card__tag">${c.tag}</span>` : ""}<span class="card__price">${c.price}</span><span class="card__facts">${c.facts}</span><span class="card__street">${c.street}</span><span class="card__place">${c.place}</span></a></li>`).join("")}</ul></section>`;

export type Person = { name: string; title: string; phone: string; email?: string };

/** The site's own licensed agent or advisor: the person a visitor is routed to. */
export const ownAgent = (heading: string, p: Person, blurb: string): string =>
  `<aside class="own-agent"><h3>${heading}</h3><img src="/team/${slug(p.name)}.jpg" alt="" width="72" height="72"><div class="own-agent__name">${p.name}</div><div class="own-agent__title">${p.title}</div><a href="tel:${p.phone.replace(/\D/g, "")}">${p.phone}</a>${p.email ? ` · <a href="mailto:${p.email}">${p.email}</a>` : ""}<p>${blurb}</p></aside>`;

export const rows = (heading: string, list: [string, string][], cls = "facts"): string =>
  `<section class="${cls}"><h2>${heading}</h2><dl>${list.map(([k, v]) => `<div><dt>${k}</dt><dd>${v}</dd></div>`).join("")}</dl></section>`;

export const table = (heading: string, head: string[], body: string[][], cls = "history"): string =>
  `<section class="${cls}"><h2>${heading}</h2><table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${body.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table></section>`;

export const footer = (brand: string, legal: string[], links = ["About", "How it works", "Pricing", "Careers", "Blog", "Help centre", "Privacy", "Terms", "Accessibility"]): string =>
  `<footer class="footer"><nav class="footer__links">${links.map((l) => `<a href="/${slug(l)}">${l}</a>`).join("")}</nav>${legal.map((l) => `<p class="footer__legal">${l}</p>`).join("")}<p class="footer__copy">© 2025 ${brand}</p></footer>`;
