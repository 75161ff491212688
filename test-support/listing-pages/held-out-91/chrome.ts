/**
 * Page chrome shared by the ninety-first held-out corpus only: the parts small brokerages', independent agents' and
 * teams' own websites repeat on every page whatever stack builds them — the contact bar with the office's address,
 * phone and e-mail, featured-listing rails, "recently sold" tables, market-stats blocks, testimonials, "meet the
 * team" grids, mortgage calculators, lead forms, office map embeds, the office's own JSON-LD and the footers with the
 * board's DDF®/MLS® trademark lines. None of it states a fact of a page's own listing: every value it prints is
 * passed in by the page that uses it.
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

export const fbPixel = (id: string): string =>
  `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');</script>`;

export const windowState = (name: string, value: unknown): string => `<script>window.${name} = ${json(value)};</script>`;

/** The thin bar above the header: the office's address, the team's phone and e-mail. */
export const contactBar = (address: string, phone: string, email: string, extra = ""): string =>
  `<div class="top-bar"><div class="top-bar__inner"><span class="top-bar__address"><i class="icon-pin" aria-hidden="true"></i> ${address}</span><a class="top-bar__phone" href="tel:${phone.replace(/\D/g, "")}"><i class="icon-phone" aria-hidden="true"></i> ${phone}</a><a class="top-bar__email" href="mailto:${email}"><i class="icon-mail" aria-hidden="true"></i> ${email}</a>${extra}</div></div>`;

export const header = (brand: string, tagline: string, links: string[], cta: string): string =>
  `<header class="site-header"><a class="site-header__logo" href="/"><img src="/assets/logo.svg" alt="${brand}"><span class="site-header__tagline">${tagline}</span></a><nav class="site-header__nav" aria-label="Primary"><ul>${links.map((l) => `<li><a href="/${slug(l)}/">${l}</a></li>`).join("")}</ul></nav><a class="btn btn--cta" href="/contact/">${cta}</a></header>`;

export const crumbs = (items: string[]): string =>
  `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items.map((i, n) => (n === items.length - 1 ? `<li aria-current="page">${i}</li>` : `<li><a href="#">${i}</a></li>`)).join("")}</ol></nav>`;

export const gallery = (base: string, n: number, alt: string, more = "View all photos"): string =>
  `<div class="gallery">${Array.from({ length: Math.min(n, 5) }, (_, i) => `<figure class="gallery__item"><img src="${base}/${i + 1}.jpg" alt="${alt} ${i + 1}" width="1280" height="853"${i > 0 ? ' loading="lazy"' : ""}></figure>`).join("")}<button type="button" class="gallery__more">${more} (${n})</button></div>`;

export type Card = { price: string; street: string; place: string; facts: string; href: string; badge?: string };

/** A "Featured listings" / "Similar homes" rail of other listings. */
export const rail = (heading: string, cards: Card[], cls = "featured-listings"): string =>
  `<section class="${cls}"><h2>${heading}</h2><div class="${cls}__track">${cards.map((c) => `<article class="listing-card"><a href="${c.href}"><div class="listing-card__photo"><img src="/photos${c.href.replace(/\/$/, "")}/1.jpg" alt="${c.street}" loading="lazy">${c.badge ? `<span class="listing-card__badge">${c.badge}</span>` : ""}</div><div class="listing-card__price">${c.price}</div><div class="listing-card__street">${c.street}</div><div class="listing-card__place">${c.place}</div><div class="listing-card__facts">${c.facts}</div></a></article>`).join("")}</div></section>`;

/** "Recently sold by our team": address, what sold, the sale price, days on market. */
export const soldTable = (heading: string, head: string[], rows: string[][]): string =>
  `<section class="recently-sold"><h2>${heading}</h2><table class="recently-sold__table"><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table></section>`;

/** A market-stats block: the town's figures, never the listing's. */
export const marketStats = (heading: string, stats: [string, string][], note: string): string =>
  `<section class="market-stats"><h2>${heading}</h2><ul class="market-stats__grid">${stats.map(([k, v]) => `<li><span class="market-stats__value">${v}</span><span class="market-stats__label">${k}</span></li>`).join("")}</ul><p class="market-stats__note">${note}</p></section>`;

export const testimonials = (heading: string, quotes: [string, string][]): string =>
  `<section class="testimonials"><h2>${heading}</h2><div class="testimonials__slider">${quotes.map(([q, who]) => `<blockquote class="testimonial"><p>“${q}”</p><footer>— ${who}</footer></blockquote>`).join("")}</div></section>`;

export type Member = { name: string; role: string; phone: string; email: string };

export const team = (heading: string, members: Member[]): string =>
  `<section class="meet-the-team"><h2>${heading}</h2><div class="meet-the-team__grid">${members.map((m) => `<div class="team-member"><img src="/team/${slug(m.name)}.jpg" alt="${m.name}" loading="lazy"><h3>${m.name}</h3><p class="team-member__role">${m.role}</p><p><a href="tel:${m.phone.replace(/\D/g, "")}">${m.phone}</a></p><p><a href="mailto:${m.email}">${m.email}</a></p></div>`).join("")}</div></section>`;

export const calculator = (heading: string, rows: [string, string][], result: string, note: string): string =>
  `<section class="mortgage-calculator"><h2>${heading}</h2><form class="mortgage-calculator__form">${rows.map(([k, v]) => `<label>${k}<input type="text" value="${v}"></label>`).join("")}</form><p class="mortgage-calculator__result">${result}</p><small>${note}</small></section>`;

export const leadForm = (heading: string, message: string, button: string, consent: string): string =>
  `<form class="lead-form" method="post" action="/lead"><h3>${heading}</h3><input name="first_name" placeholder="Name"><input name="email" type="email" placeholder="Email"><input name="phone" type="tel" placeholder="Phone"><textarea name="message">${message}</textarea><label class="lead-form__consent"><input type="checkbox" name="casl" required> ${consent}</label><button type="submit">${button}</button></form>`;

/** The office's Google map: its point, not the listing's. */
export const officeMap = (label: string, lat: number, lng: number): string =>
  `<div class="office-map"><iframe title="Map to ${label}" src="https://www.google.com/maps/embed/v1/place?key=AIzaSyD-office-embed&amp;q=${lat},${lng}&amp;zoom=15" width="100%" height="260" loading="lazy" allowfullscreen></iframe></div>`;

export type Office = {
  name: string;
  street: string;
  city: string;
  province: string;
  postal: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  url: string;
  agent?: string;
};

/** The office's own JSON-LD block (RealEstateAgent, or Organization for a brokerage). */
export const officeLd = (o: Office, type = "RealEstateAgent"): string =>
  `<script type="application/ld+json">${json({
    "@context": "https://schema.org",
    "@type": type,
    name: o.name,
    url: o.url,
    telephone: o.phone,
    email: o.email,
    ...(o.agent ? { employee: { "@type": "Person", name: o.agent, jobTitle: "REALTOR®" } } : {}),
    address: { "@type": "PostalAddress", streetAddress: o.street, addressLocality: o.city, addressRegion: o.province, postalCode: o.postal, addressCountry: "CA" },
    geo: { "@type": "GeoCoordinates", latitude: o.lat, longitude: o.lng },
    openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" }],
  })}</script>`;

export const officeCard = (heading: string, o: Office, hours: string): string =>
  `<div class="office-card"><h3>${heading}</h3><p class="office-card__name">${o.name}</p><address>${o.street}<br>${o.city}, ${o.province} ${o.postal}</address><p><a href="tel:${o.phone.replace(/\D/g, "")}">${o.phone}</a> · <a href="mailto:${o.email}">${o.email}</a></p><p class="office-card__hours">${hours}</p></div>`;

export const footer = (brand: string, o: Office, legal: string[], links = ["Home", "Search listings", "Buyers", "Sellers", "Communities", "Blog", "Contact", "Privacy"]): string =>
  `<footer class="site-footer"><div class="site-footer__cols"><div class="site-footer__brand"><img src="/assets/logo-white.svg" alt="${brand}"><p>${o.name}<br>${o.street}<br>${o.city}, ${o.province} ${o.postal}</p><p>${o.phone}<br>${o.email}</p></div><ul class="site-footer__links">${links.map((l) => `<li><a href="/${slug(l)}/">${l}</a></li>`).join("")}</ul><ul class="site-footer__social"><li><a href="https://www.facebook.com/">Facebook</a></li><li><a href="https://www.instagram.com/">Instagram</a></li></ul></div>${legal.map((l) => `<p class="site-footer__legal">${l}</p>`).join("")}<p class="site-footer__copy">© 2025 ${brand}</p></footer>`;

/** The trademark lines boards require on CREA DDF® and IDX feeds (wording invented, in the usual shape). */
export const DDF_LEGAL =
  "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA. The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by CREA and identify real estate professionals who are members of CREA.";

export const DDF_LEGAL_FR =
  "Les marques de commerce MLS®, Multiple Listing Service® et les logos connexes sont la propriété de l’Association canadienne de l’immeuble (ACI) et désignent la qualité des services fournis par les professionnels de l’immobilier membres de l’ACI. Les marques REALTOR®, REALTORS® et le logo REALTOR® sont contrôlés par l’ACI et désignent les professionnels de l’immobilier membres de l’ACI.";

export const IDX_RELIABLE =
  "Information deemed reliable but not guaranteed. The listing data on this website is provided for consumers' personal, non-commercial use and may not be used for any purpose other than to identify prospective properties consumers may be interested in purchasing.";
