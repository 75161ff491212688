/**
 * Shared helpers for the fifty-eighth corpus's pages: room dimensions printed in metres and feet the way each site
 * prints them, embedded-data scripts, a mortgage calculator widget and a generic footer nav. Office addresses, legal
 * text and every listing fact stay in each page.
 */

/** A room: its level, its name, its two sides in metres and an optional floor/notes column. */
export type Room = [level: string, name: string, widthM: number, lengthM: number, note?: string];

/** Metres as feet and inches, e.g. 4.27 → 14'0". */
export const feetInches = (metres: number): string => {
  const inches = Math.round(metres * 39.3701);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
};

/** Metres as decimal feet with a comma, as Quebec sites print them (13,5). */
export const feetFr = (metres: number): string => (Math.round(metres * 3.28084 * 10) / 10).toFixed(1).replace(".", ",");

const m2 = (n: number): string => n.toFixed(2);

/** realtor.ca-style rooms: one block per level, "4.27 m X 3.66 m" beside the feet. */
export const roomsByLevel = (rooms: Room[]): string => {
  const levels = [...new Set(rooms.map((r) => r[0]))];
  return levels
    .map(
      (level) =>
        `<div class="listingDetailsRoomDetails_Level"><div class="listingDetailsRoomDetails_LevelTitle">${level}</div>${rooms
          .filter((r) => r[0] === level)
          .map(
            (r) =>
              `<div class="listingDetailsRoomDetails_Row"><div class="listingDetailsRoomDetails_Room">${r[1]}</div><div class="listingDetailsRoomDetails_Dim">${m2(r[2])} m X ${m2(r[3])} m</div><div class="listingDetailsRoomDetails_DimImp">${feetInches(r[2])} x ${feetInches(r[3])}</div></div>`,
          )
          .join("")}</div>`,
    )
    .join("\n");
};

/** A plain table of rooms (level, room, metres, feet, notes). */
export const roomsTable = (rooms: Room[], cls = "rooms-table", headers = ["Level", "Room", "Metric", "Imperial", "Notes"]): string =>
  `<table class="${cls}"><thead><tr>${headers.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rooms
    .map(
      (r) =>
        `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${m2(r[2])} x ${m2(r[3])} m</td><td>${feetInches(r[2])} x ${feetInches(r[3])}</td><td>${r[4] ?? ""}</td></tr>`,
    )
    .join("")}</tbody></table>`;

/** Quebec-style rooms: "4,11 X 3,72 m (13,5 X 12,2 pi)". */
export const roomsTableFr = (rooms: Room[], cls = "pieces"): string =>
  `<table class="${cls}"><thead><tr><th>Niveau</th><th>Pièce</th><th>Dimensions</th><th>Revêtement de sol</th></tr></thead><tbody>${rooms
    .map(
      (r) =>
        `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${m2(r[2]).replace(".", ",")} X ${m2(r[3]).replace(".", ",")} m (${feetFr(r[2])} X ${feetFr(r[3])} pi)</td><td>${r[4] ?? ""}</td></tr>`,
    )
    .join("")}</tbody></table>`;

/** An embedded JSON island (Next.js data, Apollo cache…) written with a script id. */
export const jsonScript = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`;

/** An inline state assignment such as `window.__INITIAL_STATE__ = {...};`. */
export const stateScript = (variable: string, value: unknown): string => `<script>${variable} = ${JSON.stringify(value)};</script>`;

/** A mortgage calculator pre-filled from the price, as the sites render it server-side. */
export const mortgageCalc = (opts: { price: string; down: string; rate: string; years: number; payment: string; lang?: "en" | "fr" }): string =>
  opts.lang === "fr"
    ? `<section class="calculatrice-hypothecaire"><h2>Calculatrice hypothécaire</h2><label>Prix de la propriété<input type="text" value="${opts.price}"></label><label>Mise de fonds<input type="text" value="${opts.down}"></label><label>Taux d'intérêt<input type="text" value="${opts.rate}"></label><label>Amortissement<select><option selected>${opts.years} ans</option></select></label><p class="resultat">Versement mensuel estimé : <strong>${opts.payment}</strong></p><p class="avis">Ce calcul est fourni à titre indicatif seulement.</p></section>`
    : `<section class="mortgage-calculator"><h2>Mortgage calculator</h2><label>Home price<input type="text" value="${opts.price}"></label><label>Down payment<input type="text" value="${opts.down}"></label><label>Interest rate<input type="text" value="${opts.rate}"></label><label>Amortization<select><option selected>${opts.years} years</option></select></label><p class="result">Estimated monthly payment: <strong>${opts.payment}</strong></p><p class="disclaimer">For illustration only; speak with a lender for a quote.</p></section>`;

/** Footer links and analytics, without any address. */
export const footerNav = (brand: string, lang: "en" | "fr" = "en"): string =>
  lang === "fr"
    ? `<nav class="pied" aria-label="Pied de page"><a href="/fr/a-propos">À propos de ${brand}</a><a href="/fr/carrieres">Carrières</a><a href="/fr/aide">Aide</a><a href="/fr/confidentialite">Politique de confidentialité</a><a href="/fr/conditions">Conditions d'utilisation</a></nav>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"page_view",lang:"fr"});</script>`
    : `<nav class="footer-links" aria-label="Footer"><a href="/about">About ${brand}</a><a href="/careers">Careers</a><a href="/help">Help</a><a href="/privacy">Privacy policy</a><a href="/terms">Terms of use</a><a href="/accessibility">Accessibility</a></nav>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"page_view",lang:"en"});</script>`;
