/**
 * Page chrome shared by the sixty-eighth held-out corpus only: head scripts, navigation, consent bars, footers and
 * the furniture today's listing pages carry around a listing (sticky contact forms with placeholder names, agent
 * carousels, "similar homes" cards, school panels, history tables, calculators, badges). None of the chrome states a
 * listing fact by itself: every value it prints is passed in by the page that uses it.
 */

export const esc = (s: string): string => s.replace(/</g, "\\u003c");

export const nextData = (value: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${esc(JSON.stringify(value))}</script>`;

export const windowState = (name: string, value: unknown): string =>
  `<script>window.${name} = ${esc(JSON.stringify(value))};</script>`;

export const gtm = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;

export const analytics = (key: string): string =>
  `<script async src="https://cdn.segment.example/analytics.js/v1/${key}/analytics.min.js"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());</script>`;

const slug = (s: string): string => s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export const topNav = (brand: string, links: string[]): string =>
  `<header class="site-header"><a class="logo" href="/" aria-label="${brand} home">${brand}</a><nav aria-label="Main"><ul>${links.map((l) => `<li><a href="/${slug(l)}">${l}</a></li>`).join("")}</ul></nav><div class="header-actions"><button class="btn-fav" aria-label="Saved">&#9825;</button><button class="btn-login">Log in</button></div></header>`;

export const breadcrumbs = (items: string[]): string =>
  `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items.map((i) => `<li><a href="#">${i}</a></li>`).join("")}</ol></nav>`;

export const consent = (site: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<div id="cookie-banner" class="cookie-banner" role="dialog" aria-live="polite"><p>${site} utilise des témoins (cookies) pour améliorer votre expérience, mesurer l'audience et personnaliser la publicité.</p><button class="accept">Accepter</button><button class="settings">Paramètres</button></div>`
    : `<div id="cookie-banner" class="cookie-banner" role="dialog" aria-live="polite"><p>We use cookies to improve your experience, analyse traffic and personalise ads on ${site}. See our Privacy Policy.</p><button class="accept">Accept</button><button class="settings">Cookie settings</button></div>`;

export const footer = (lines: string[], lang: "en" | "fr" = "en"): string =>
  `<footer class="site-footer"><div class="footer-links">${(lang === "fr" ? ["À propos", "Carrières", "Confidentialité", "Conditions d'utilisation", "Accessibilité", "Plan du site"] : ["About", "Careers", "Privacy", "Terms of Use", "Accessibility", "Sitemap"]).map((l) => `<a href="/${slug(l)}">${l}</a>`).join("")}</div>${lines.map((l) => `<p class="legal">${l}</p>`).join("")}</footer>`;

export const photoStrip = (base: string, n: number, alt: string): string =>
  `<div class="gallery" data-count="${n}">${Array.from({ length: n }, (_, i) => `<img src="${base}/${i + 1}.webp" alt="${alt} - ${i + 1} of ${n}" loading="${i === 0 ? "eager" : "lazy"}" width="1024" height="683">`).join("")}<button class="gallery-all">View all ${n} photos</button></div>`;

export const badges = (list: string[]): string =>
  `<ul class="listing-badges">${list.map((b) => `<li class="badge badge-${slug(b)}">${b}</li>`).join("")}</ul>`;

export type ContactFormOptions = {
  heading: string;
  namePlaceholder: string;
  emailPlaceholder: string;
  phonePlaceholder: string;
  message: string;
  button: string;
  fine?: string;
  lang?: "en" | "fr";
};

/** A sticky "contact the agent" form; the page passes the pre-filled message. */
export const contactForm = (o: ContactFormOptions): string =>
  `<aside class="sticky-contact" data-sticky="true"><form class="lead-form" action="/api/leads" method="post"><h3>${o.heading}</h3>
<label>${o.lang === "fr" ? "Nom" : "Name"}<input type="text" name="name" placeholder="${o.namePlaceholder}"></label>
<label>${o.lang === "fr" ? "Courriel" : "Email"}<input type="email" name="email" placeholder="${o.emailPlaceholder}"></label>
<label>${o.lang === "fr" ? "Téléphone" : "Phone"}<input type="tel" name="phone" placeholder="${o.phonePlaceholder}"></label>
<label>Message<textarea name="message" rows="4">${o.message}</textarea></label>
<label class="consent"><input type="checkbox" name="optin"> ${o.fine ?? "I agree to receive emails and calls about this and similar properties."}</label>
<button type="submit">${o.button}</button></form></aside>`;

export type Agent = { name: string; title: string; office: string; phone: string; photo?: string };

export const agentCarousel = (heading: string, agents: Agent[]): string =>
  `<section class="agent-carousel"><h2>${heading}</h2><div class="carousel-track">${agents.map((a) => `<div class="agent-slide"><img src="${a.photo ?? "https://cdn.example/agents/placeholder.jpg"}" alt="${a.name}"><p class="agent-slide-name">${a.name}</p><p class="agent-slide-title">${a.title}</p><p class="agent-slide-office">${a.office}</p><a href="tel:${a.phone.replace(/[^0-9]/g, "")}">${a.phone}</a></div>`).join("")}</div><button class="prev" aria-label="Previous">&lsaquo;</button><button class="next" aria-label="Next">&rsaquo;</button></section>`;

export type Card = { address: string; place: string; price: string; facts: string[]; badge?: string; href: string };

/** "Similar homes" / "homes near this one" cards: other listings with their own numbers. */
export const cards = (heading: string, items: Card[]): string =>
  `<section class="similar-listings"><h2>${heading}</h2><div class="card-row">${items.map((c) => `<a class="listing-card" href="${c.href}">${c.badge ? `<span class="card-badge">${c.badge}</span>` : ""}<div class="card-price">${c.price}</div><div class="card-facts">${c.facts.map((f) => `<span>${f}</span>`).join(" · ")}</div><div class="card-address">${c.address}</div><div class="card-place">${c.place}</div></a>`).join("")}</div></section>`;

export type School = { name: string; grades: string; distance: string; rating?: string; kind?: string };

export const schoolsPanel = (heading: string, schools: School[], note?: string): string =>
  `<section class="schools"><h2>${heading}</h2><table><thead><tr><th>School</th><th>Grades</th><th>Type</th><th>Distance</th><th>Rating</th></tr></thead><tbody>${schools.map((s) => `<tr><td>${s.name}</td><td>${s.grades}</td><td>${s.kind ?? "Public"}</td><td>${s.distance}</td><td>${s.rating ?? "—"}</td></tr>`).join("")}</tbody></table>${note ? `<p class="note">${note}</p>` : ""}</section>`;

export const transitPanel = (heading: string, rows: string[]): string =>
  `<section class="transit"><h2>${heading}</h2><ul>${rows.map((r) => `<li>${r}</li>`).join("")}</ul></section>`;

export const historyTable = (heading: string, headers: string[], rows: string[][]): string =>
  `<section class="history"><h2>${heading}</h2><table class="history-table"><thead><tr>${headers.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table></section>`;

export type CalcOptions = { heading: string; priceLabel: string; price: string; down: string; rate: string; years: string; result: string; lang?: "en" | "fr" };

export const mortgageCalc = (o: CalcOptions): string =>
  `<section class="calculator mortgage-calc"><h2>${o.heading}</h2><form><label>${o.priceLabel}<input name="price" value="${o.price}"></label><label>${o.lang === "fr" ? "Mise de fonds" : "Down payment"}<input name="down" value="${o.down}"></label><label>${o.lang === "fr" ? "Taux d'intérêt" : "Interest rate"}<input name="rate" value="${o.rate}"></label><label>${o.lang === "fr" ? "Amortissement" : "Amortization"}<select name="years"><option selected>${o.years}</option></select></label></form><p class="calc-result">${o.result}</p><p class="calc-fine">${o.lang === "fr" ? "À titre indicatif seulement. Les taux et versements sont des estimations." : "For illustration only. Rates and payments are estimates and not an offer of credit."}</p></section>`;

export const landTransferCalc = (heading: string, price: string, rows: string[][], note: string, lang: "en" | "fr" = "en"): string =>
  `<section class="calculator ltt-calc"><h2>${heading}</h2><label>${lang === "fr" ? "Prix d'achat" : "Purchase price"}<input name="ltt-price" value="${price}"></label><label><input type="checkbox" name="ftb"> ${lang === "fr" ? "Premier acheteur" : "First-time buyer"}</label><table>${rows.map((r) => `<tr><th>${r[0]}</th><td>${r[1]}</td></tr>`).join("")}</table><p class="calc-fine">${note}</p></section>`;

export const aiSummary = (heading: string, text: string, disclaimer: string): string =>
  `<section class="ai-summary" data-generated="true"><h2>${heading} <span class="ai-chip">AI</span></h2><p>${text}</p><p class="ai-disclaimer">${disclaimer}</p></section>`;
