/**
 * Page furniture shared by the eighty-fifth held-out corpus only: the small sites' own stacks (a WordPress theme's
 * Yoast graph, Squarespace's and Wix's context scripts, Drupal's settings JSON, an Inertia data-page attribute, a
 * Nuxt state function, an ASP.NET view state), menus, featured-listing widgets, blog teasers, mortgage calculators and
 * footers with offices' addresses, phones and legal text. None of it states a fact of the page's own listing.
 */

export const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const json = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

export const nav = (items: [string, string][], cls = "menu"): string =>
  `<nav class="${cls}"><ul>${items.map(([label, href]) => `<li class="${cls}-item"><a href="${href}">${label}</a></li>`).join("")}</ul></nav>`;

export const gallery = (base: string, n: number, alt: string, cls = "gallery"): string =>
  `<div class="${cls}">${Array.from({ length: n }, (_, i) => `<a class="${cls}-item" href="${base}/${i + 1}.jpg"><img src="${base}/${i + 1}-thumb.jpg" alt="${alt} – photo ${i + 1}" loading="lazy"></a>`).join("")}</div>`;

export type Card = { href: string; price: string; title: string; meta: string; badge?: string };

export const cards = (heading: string, list: Card[], cls = "related"): string =>
  `<section class="${cls}"><h3 class="${cls}-title">${heading}</h3><div class="${cls}-grid">${list.map((c) => `<article class="${cls}-card">${c.badge ? `<span class="${cls}-badge">${c.badge}</span>` : ""}<a href="${c.href}"><div class="${cls}-price">${c.price}</div><div class="${cls}-name">${c.title}</div><div class="${cls}-meta">${c.meta}</div></a></article>`).join("")}</div></section>`;

export const blogTeasers = (heading: string, posts: [string, string, string][], cls = "blog-teasers"): string =>
  `<section class="${cls}"><h3>${heading}</h3>${posts.map(([title, href, excerpt]) => `<article><h4><a href="${href}">${title}</a></h4><p>${excerpt}</p></article>`).join("")}</section>`;

export const calculator = (
  l: { title: string; price: string; down: string; rate: string; years: string; result: string },
  price: string,
  down: string,
  rate: string,
  years: string,
  payment: string,
): string =>
  `<div class="mortgage-calc"><h4>${l.title}</h4><label>${l.price}<input type="text" name="mc_price" value="${price}"></label><label>${l.down}<input type="text" name="mc_down" value="${down}"></label><label>${l.rate}<input type="text" name="mc_rate" value="${rate}"></label><label>${l.years}<input type="text" name="mc_years" value="${years}"></label><p class="mortgage-calc-result">${l.result} <strong>${payment}</strong></p></div>`;

export const contactForm = (heading: string, button: string, message: string): string =>
  `<form class="contact-form" method="post" action="/contact"><h4>${heading}</h4><input type="text" name="name" placeholder="Name / Nom"><input type="email" name="email" placeholder="Email / Courriel"><input type="tel" name="phone" placeholder="Phone / Téléphone"><textarea name="message">${message}</textarea><button type="submit">${button}</button></form>`;

/** Yoast SEO's graph as a WordPress real-estate theme prints it: the page, the breadcrumb and the office. */
export const yoastGraph = (o: {
  url: string;
  title: string;
  site: string;
  orgName: string;
  orgAddress: { street: string; city: string; region: string; postal: string };
  phone: string;
  crumbs: [string, string][];
  lang: string;
}): string =>
  `<script type="application/ld+json" class="yoast-schema-graph">${json({
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebPage", "@id": o.url, url: o.url, name: o.title, isPartOf: { "@id": `${o.site}/#website` }, breadcrumb: { "@id": `${o.url}#breadcrumb` }, inLanguage: o.lang },
      { "@type": "BreadcrumbList", "@id": `${o.url}#breadcrumb`, itemListElement: o.crumbs.map(([name, item], i) => ({ "@type": "ListItem", position: i + 1, name, item })) },
      { "@type": "WebSite", "@id": `${o.site}/#website`, url: `${o.site}/`, name: o.orgName, publisher: { "@id": `${o.site}/#organization` }, inLanguage: o.lang },
      { "@type": "Organization", "@id": `${o.site}/#organization`, name: o.orgName, url: `${o.site}/`, telephone: o.phone, address: { "@type": "PostalAddress", streetAddress: o.orgAddress.street, addressLocality: o.orgAddress.city, addressRegion: o.orgAddress.region, postalCode: o.orgAddress.postal, addressCountry: "CA" } },
    ],
  })}</script>`;

export const wpFooterScripts = (theme: string): string =>
  `<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script><script src="/wp-content/themes/${theme}/js/custom.min.js?ver=2.8.6" id="${theme}-custom-js"></script><script src="/wp-includes/js/wp-emoji-release.min.js?ver=6.6.2" defer></script>`;

export const creaEn =
  "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA. The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by CREA and identify real estate professionals who are members of CREA.";

export const creaFr =
  "Les marques de commerce MLS®, Multiple Listing Service® et les logos connexes sont la propriété de l'Association canadienne de l'immeuble (ACI). Les marques REALTOR®, REALTORS® et le logo REALTOR® sont contrôlés par l'ACI et désignent des professionnels de l'immobilier membres de l'ACI.";

export const reliable = "Information deemed reliable but not guaranteed. All measurements are approximate and should be verified by the buyer.";
