/**
 * Seventy-first held-out corpus, Quebec in French: a Centris plain-pied in Saint-Jean-sur-Richelieu (Iberville)
 * inscribed by two brokers of the same agency, the first a "Courtier immobilier agréé DA", beside a mortgage adviser's
 * ad; and a DuProprio condo in Sherbrooke sold by its owner (first name only), with the site's own advisor and an
 * insurance broker's ad. Addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calc, cards, consent, crumbs, footer, gtm, photoStrip, sponsored, topNav, windowState } from "./chrome.ts";

export const HELD_OUT_71_QUEBEC: ListingPage[] = [
  {
    name: "ho71-centris-plainpied-iberville",
    site: "centris.ca",
    set: "held-out-71",
    traps: "two broker cards of one agency (the first 'Courtier immobilier agréé DA', the second 'Courtière immobilière résidentielle'); the agency with 'inc.' and its office after a dash in the state; a mortgage adviser's sponsored card; '1 salle de bain et 1 salle d'eau'; 'Superficie habitable' and 'Superficie du terrain' in pi²; sector in parentheses after the city; municipal assessment; similar properties with their brokers",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~saint-jean-sur-richelieu/17482915",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison de plain-pied à vendre - Saint-Jean-sur-Richelieu (Iberville) - 187, rue Mercier - 17482915 | Centris.ca</title>
<meta name="description" content="Maison de plain-pied à vendre, 3 chambres, 187, rue Mercier, Saint-Jean-sur-Richelieu (Iberville). 429 000 $. No Centris 17482915.">
<meta property="og:title" content="Maison de plain-pied à vendre - 429 000 $ - Saint-Jean-sur-Richelieu">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Maison de plain-pied à vendre", offers: { "@type": "Offer", price: "429000", priceCurrency: "CAD" } })}
${gtm("GTM-CTRS71")}
</head><body>
${consent("Centris", "fr")}
${topNav("Centris", ["Acheter", "Louer", "Trouver un courtier", "Outils", "English"])}
<main id="divMainResult">
${crumbs(["Accueil", "Montérégie", "Saint-Jean-sur-Richelieu", "Maison à vendre"])}
<div class="header-property"><h1 itemprop="category">Maison de plain-pied à vendre</h1>
<h2 itemprop="address" class="pt-1">187, rue Mercier, Saint-Jean-sur-Richelieu (Iberville), Québec J2X 2L8</h2>
<div class="price-container"><span class="price">429 000 $</span></div></div>
${photoStrip("https://mspublic.centris.ca/media/17482915", 5, "Maison 187, rue Mercier")}
<div class="description-carac">
<div class="row teaser"><div class="cac">3 chambres</div><div class="sdb">1 salle de bain et 1 salle d'eau</div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>1987</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie habitable</div><div class="carac-value"><span>1 196 pi²</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>7 520 pi²</span></div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (3), Garage (1)</span></div></div>
<div class="carac-container"><div class="carac-title">Nombre de pièces</div><div class="carac-value"><span>10</span></div></div>
</div>
<div class="property-description"><p>Plain-pied rénové sur une rue tranquille d'Iberville, à deux minutes du pont Gouin : trois chambres au rez-de-chaussée, salle de bain refaite en 2020, sous-sol aménagé avec salle familiale et salle d'eau, garage simple et cour clôturée avec piscine hors terre.</p></div>
<div class="financial-details"><h3>Évaluation municipale</h3><table><tr><td>Terrain</td><td>98 400 $</td></tr><tr><td>Bâtiment</td><td>251 300 $</td></tr><tr><td>Total (2024)</td><td>349 700 $</td></tr></table><h3>Taxes</h3><table><tr><td>Municipales (2025)</td><td>3 214 $</td></tr><tr><td>Scolaires (2025)</td><td>276 $</td></tr></table></div>
<div class="broker-info">
<div class="broker-card"><p class="broker-name" itemprop="name">Marc-André Vézina</p><p class="broker-title">Courtier immobilier agréé DA</p><p class="broker-agency">Via Capitale Haut-Richelieu inc.</p><p class="broker-phone">450 555-0143</p></div>
<div class="broker-card"><p class="broker-name">Chloé Bessette</p><p class="broker-title">Courtière immobilière résidentielle</p><p class="broker-agency">Via Capitale Haut-Richelieu inc.</p><p class="broker-phone">450 555-0187</p></div>
</div>
${sponsored("Publicité", `<div class="hypo"><p>Besoin d'un financement? Laurent Tessier, conseiller hypothécaire, Caisse Haut-Richelieu · 450 555-0102</p></div>`)}
${calc("Calculatrice hypothécaire", [["Prix", "429 000 $"], ["Mise de fonds", "42 900 $"], ["Taux", "4,59 %"]], "Paiement mensuel : 2 157 $")}
${cards("Propriétés similaires", [
  { address: "412, rue Loyola", place: "Saint-Jean-sur-Richelieu (Iberville)", price: "399 000 $", facts: ["3 chambres", "1 salle de bain"], by: "Sophie Langevin, Royal LePage Évolution" },
  { address: "95, 5e Avenue", place: "Saint-Jean-sur-Richelieu (Iberville)", price: "459 900 $", facts: ["4 chambres", "2 salles de bain"] },
])}
</main>
${footer(["Centris inc. · Les renseignements proviennent des courtiers immobiliers membres de Centris.", "© 2025 Centris inc. Tous droits réservés."], "fr")}
${windowState("__CENTRIS_STATE__", {
  fiche: {
    noCentris: "17482915", prix: "429000", genre: "MAISON_PLAIN_PIED",
    adresse: { ligne: "187, rue Mercier", ville: "Saint-Jean-sur-Richelieu", secteur: "Iberville", codePostal: "J2X 2L8", province: "QC" },
    geo: { lat: "45.31174", lng: "-73.23588" },
    courtiers: [
      { nom: "Marc-André Vézina", titre: "Courtier immobilier agréé DA", agence: "Via Capitale Haut-Richelieu inc. - Bureau d'Iberville", principal: true },
      { nom: "Chloé Bessette", titre: "Courtière immobilière résidentielle", agence: "Via Capitale Haut-Richelieu inc. - Bureau d'Iberville", principal: false },
    ],
  },
  carte: { centre: { lat: 45.3075, lng: -73.2626 }, zoom: 13 },
})}
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "house",
      street: "187, rue Mercier",
      city: "Saint-Jean-sur-Richelieu",
      neighbourhood: "Iberville",
      province: "QC",
      postalCode: "J2X 2L8",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1196,
      lot: { value: 7520, unit: "ft2" },
      yearBuilt: 1987,
      mlsNumber: "17482915",
      listingAgentName: "Marc-André Vézina",
      brokerageName: "Via Capitale Haut-Richelieu inc.",
      geo: { lat: 45.31174, lng: -73.23588 },
    },
  },
  {
    name: "ho71-duproprio-condo-sherbrooke",
    site: "duproprio.com",
    set: "held-out-71",
    traps: "private sale: 'Propriétaire : Geneviève' (a first name, no broker); the site's own sales advisor; an insurance broker's ad ('cabinet en assurance de dommages') and a mortgage partner; DuProprio's listing code (no MLS®); 'Aire habitable (excluant le sous-sol)' in pi² and m²; condo fees; borough in parentheses; similar properties, one with a broker",
    pageUrl: "https://duproprio.com/fr/sherbrooke/jacques-cartier/condo-a-vendre/hab-1275-rue-prospect-app-6-1104512",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo à vendre, Sherbrooke (Jacques-Cartier) | DuProprio | 1104512</title>
<meta name="description" content="Condo à vendre à Sherbrooke (Jacques-Cartier) — 2 chambres, 1 salle de bains. 264 900 $. Vente sans commission.">
<meta property="og:title" content="Condo à vendre — 264 900 $">
${ld({ "@context": "https://schema.org", "@type": "Offer", price: "264900", priceCurrency: "CAD", itemOffered: { "@type": "Apartment", name: "Condo à vendre, Sherbrooke" } })}
${gtm("GTM-DPRP71")}
</head><body>
${consent("DuProprio", "fr")}
${topNav("DuProprio", ["Acheter", "Vendre", "Forfaits", "Évaluer ma propriété", "Conseils", "EN"])}
<main class="listing">
<div class="listing-location"><h1>Condo à vendre</h1><p class="listing-location__address">1275, rue Prospect, app. 6, Sherbrooke (Jacques-Cartier), QC J1J 1J7</p><p class="listing-location__code">Code de la propriété : 1104512</p></div>
<div class="listing-price"><span class="listing-price__amount">264 900 $</span></div>
${photoStrip("https://photos.duproprio.com/1104512", 6, "Condo Sherbrooke")}
<ul class="listing-main-characteristics"><li>2 chambres</li><li>1 salle de bains</li><li>Aire habitable (excluant le sous-sol) : 1 024 pi² (95,13 m²)</li><li>Année de construction : 2009</li><li>Étage : 3</li></ul>
<div class="listing-characteristics"><h2>Caractéristiques</h2><dl><dt>Frais de copropriété</dt><dd>215 $ / mois</dd><dt>Évaluation municipale</dt><dd>238 500 $ (2024)</dd><dt>Taxes municipales</dt><dd>2 412 $</dd><dt>Stationnement</dt><dd>Extérieur (1)</dd></dl>
<p class="description">Condo de coin au dernier étage près de l'Université Bishop's et du parc Jacques-Cartier : deux chambres, cuisine ouverte, balcon plein sud et espace de rangement. Libre rapidement.</p></div>
<div class="listing-owner"><h3>Contactez le propriétaire</h3><p class="owner">Propriétaire : Geneviève</p><p>819 555-0164</p><button>Écrire au propriétaire</button></div>
<aside class="advisor"><h3>Votre conseillère DuProprio</h3><p class="advisor__name">Isabelle Nadeau</p><p>Conseillère en vente · 1 866 387-7677</p><p class="fine">La conseillère DuProprio n'est pas une courtière immobilière.</p></aside>
${sponsored("Partenaire", `<p>Assurance habitation pour copropriétaires — Assurances Beaulieu &amp; Fils inc., cabinet en assurance de dommages. Demandez Éric Beaulieu, courtier en assurance de dommages.</p>`)}
${sponsored("Partenaire hypothécaire", `<p>Taux préférentiels pour les acheteurs DuProprio. Parlez à un conseiller hypothécaire.</p>`)}
${cards("Propriétés similaires", [
  { address: "Sherbrooke (Fleurimont)", place: "Condo", price: "239 000 $", facts: ["2 chambres"] },
  { address: "Sherbrooke (Mont-Bellevue)", place: "Condo", price: "289 500 $", facts: ["2 chambres", "1 salle de bains"], by: "Inscrit par un courtier : Julien Paradis, RE/MAX Estrie" },
])}
</main>
${footer(["DuProprio inc. · DuProprio n'est pas une agence immobilière.", "© 2025 DuProprio inc. Tous droits réservés."], "fr")}
${windowState("__DP_STATE__", {
  listingCode: "1104512",
  seller: { type: "PROPRIETAIRE", firstName: "Geneviève", broker: null },
  advisor: { name: "Isabelle Nadeau", role: "conseillere" },
  listing: {
    code: "1104512", price: { amount: "264900", currency: "CAD" }, type: "CONDO", mls: null,
    address: { street: "1275, rue Prospect, app. 6", city: "Sherbrooke", sector: "Jacques-Cartier", province: "QC", postalCode: "J1J 1J7" },
    bedrooms: "2", bathrooms: "1", powderRooms: "0", livingArea: { value: "1024", unit: "sqft" }, yearBuilt: "2009",
    coordinates: { latitude: 45.39052, longitude: -71.90731 },
  },
})}
</body></html>`,
    expected: {
      price: { amount: 264900 },
      propertyKind: "condo",
      street: "1275, rue Prospect, app. 6",
      city: "Sherbrooke",
      neighbourhood: "Jacques-Cartier",
      province: "QC",
      postalCode: "J1J 1J7",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1024,
      yearBuilt: 2009,
      geo: { lat: 45.39052, lng: -71.90731 },
    },
  },
];
