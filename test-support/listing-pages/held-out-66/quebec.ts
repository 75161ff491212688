/**
 * Sixty-sixth held-out corpus, Quebec in French: a Centris condo on the Plateau (borough in the address, salle de
 * bain + salle d'eau, area in m² in the state) and a DuProprio private sale in Lévis (no broker, the site's own
 * advisor, listing code that is not an MLS® number). Addresses, names and numbers are invented; the expected facts
 * were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consent, footer, gtm, lazySection, photoStrip, skeleton, topNav, windowState } from "./chrome.ts";

export const HELD_OUT_66_QUEBEC: ListingPage[] = [
  {
    name: "ho66-centris-condo-plateau",
    site: "centris.ca",
    set: "held-out-66",
    traps: "French page; state with a translation dictionary (label keys) and several inscriptions (recently viewed first, current one by the URL's Centris number); net area in m² with a unit key; 'Salle de bain + salle d'eau 1 + 1'; borough in the address; 'Nombre de pièces 5'; municipal assessment and condo fees; map centre vs listing coordinates",
    pageUrl: "https://www.centris.ca/fr/condo~a-vendre~montreal-le-plateau-mont-royal/21458736",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo à vendre - Montréal (Le Plateau-Mont-Royal) - 4215, rue De Lanaudière, app. 3 - 21458736 | Centris.ca</title>
<meta name="description" content="Condo à vendre, 2 chambres, 4215, rue De Lanaudière, app. 3, Montréal (Le Plateau-Mont-Royal). 549 000 $. No Centris 21458736.">
<meta property="og:title" content="Condo à vendre - 549 000 $ - Montréal (Le Plateau-Mont-Royal)">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE1D4F5ADDD2&t=pi&sm=m&w=1260">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Condo à vendre", offers: { "@type": "Offer", price: "549000", priceCurrency: "CAD" } })}
${gtm("GTM-CTRS4")}
</head><body>
${consent("Centris", "fr")}
${topNav("Centris", ["Acheter", "Louer", "Trouver un courtier", "Outils", "Inscrire ma propriété", "English"])}
<main id="divMainResult">
<div class="header-property"><h1 itemprop="category">Condo à vendre</h1>
<h2 itemprop="address" class="pt-1">4215, rue De Lanaudière, app. 3, Montréal (Le Plateau-Mont-Royal), Québec H2J 3P2</h2>
<div class="price-container"><span class="price">549 000 $</span></div>
<ul class="teaser"><li class="cac">2 chambres</li><li class="sdb">1 + 1 salle de bain + salle d'eau</li></ul></div>
${photoStrip("https://mspublic.centris.ca/media/21458736", 4, "Condo 4215, rue De Lanaudière")}
<div class="description-carac">${skeleton(6, "Caractéristiques")}</div>
${lazySection("calculatrice", "Calculatrice hypothécaire")}
${lazySection("quartier", "Portrait du quartier")}
<div class="broker-info">${skeleton(3, "Courtier")}</div>
</main>
${footer(["Centris inc. · 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8", "Les renseignements proviennent des courtiers immobiliers membres de Centris. © 2025 Centris inc. Tous droits réservés."])}
${windowState("__CENTRIS_STATE__", {
  langue: "fr",
  i18n: {
    "lbl.chambres": "Chambres", "lbl.sdb": "Salle de bain + salle d'eau", "lbl.superficieNette": "Superficie nette", "lbl.anneeConstruction": "Année de construction",
    "lbl.nbPieces": "Nombre de pièces", "lbl.fraisCopro": "Frais de copropriété", "lbl.evaluation": "Évaluation municipale", "lbl.courtier": "Courtier immobilier résidentiel",
    "unit.m2": "m²", "unit.pc": "pi²", "genre.CONDO_APT": "Condo / appartement", "genre.SINGLE_FAMILY": "Maison unifamiliale",
  },
  carte: { centre: { lat: 45.5017, lng: -73.5673 }, zoom: 13 },
  inscriptions: [
    {
      noCentris: "17330492", source: "vusRecemment", prix: "615000", genre: "CONDO_APT",
      adresse: { ligne: "5012, avenue Papineau, app. 2", ville: "Montréal", arrondissement: "Le Plateau-Mont-Royal", codePostal: "H2H 1V7" },
      caracteristiques: { "lbl.chambres": "3", "lbl.sdb": "1 + 0", "lbl.superficieNette": { valeur: "98.2", unite: "unit.m2" } },
    },
    {
      noCentris: "21458736", source: "fiche", prix: "549000", devise: "CAD", genre: "CONDO_APT",
      adresse: { ligne: "4215, rue De Lanaudière, app. 3", ville: "Montréal", arrondissement: "Le Plateau-Mont-Royal", province: "QC", codePostal: "H2J 3P2" },
      caracteristiques: {
        "lbl.chambres": "2", "lbl.nbPieces": "5", "lbl.sdb": { sallesDeBain: "1", sallesEau: "1" },
        "lbl.superficieNette": { valeur: "81.94", unite: "unit.m2" }, "lbl.anneeConstruction": "2012",
        "lbl.fraisCopro": { montant: "2 784 $", periode: "annuel" }, "lbl.evaluation": { montant: "498 600 $", annee: "2024" },
      },
      geo: { lat: "45.53012", lng: "-73.58477" },
      courtiers: [{ nom: "Sophie Tremblay", titre: "lbl.courtier", agence: "Via Capitale du Mont-Royal", tel: "514-555-0194" }],
      addenda: "Condo de coin au 3e étage, lumineux, avec 2 chambres fermées, salle de bain complète et salle d'eau. Balcon arrière, rangement au sous-sol. À deux pas de la station Mont-Royal.",
    },
  ],
})}
</body></html>`,
    expected: {
      price: { amount: 549000, currency: "CAD" },
      propertyKind: "condo",
      street: "4215, rue De Lanaudière, app. 3",
      city: "Montréal",
      neighbourhood: "Le Plateau-Mont-Royal",
      province: "QC",
      postalCode: "H2J 3P2",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 882,
      yearBuilt: 2012,
      mlsNumber: "21458736",
      listingAgentName: "Sophie Tremblay",
      brokerageName: "Via Capitale du Mont-Royal",
      geo: { lat: 45.53012, lng: -73.58477 },
    },
  },
  {
    name: "ho66-duproprio-maison-levis",
    site: "duproprio.com",
    set: "held-out-66",
    traps: "French private sale: no broker and no MLS®; DuProprio listing code (#1098765) in the URL and the page; the site's own advisor card; living area in m² with a unit key in the state while the page shows pi²; 2 salles de bains + 1 salle d'eau; sector of Lévis as the neighbourhood; municipal assessment and taxes; similar properties in the state",
    pageUrl: "https://duproprio.com/fr/levis/saint-romuald/maison-a-etages-a-vendre/hab-1532-rue-des-pionniers-1098765",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Maison à étages à vendre, Lévis (Saint-Romuald) | DuProprio | 1098765</title>
<meta name="description" content="Maison à étages à vendre à Lévis (Saint-Romuald) — 4 chambres, 2 salles de bains, 1 salle d'eau. 489 000 $. Vente sans commission.">
<meta property="og:title" content="Maison à étages à vendre — 489 000 $">
${gtm("GTM-DPRP7")}
</head><body>
${consent("DuProprio", "fr")}
${topNav("DuProprio", ["Acheter", "Vendre", "Forfaits", "Évaluer ma propriété", "Conseils", "EN"])}
<main class="listing">
<div class="listing-location"><h1>Maison à étages à vendre</h1><p class="listing-location__address">1532, rue des Pionniers, Lévis (Saint-Romuald), QC G6W 5M3</p><p class="listing-location__code">Code de la propriété : 1098765</p></div>
<div class="listing-price"><span class="listing-price__amount">489 000 $</span></div>
<ul class="listing-main-characteristics"><li>4 chambres</li><li>2 salles de bains</li><li>1 salle d'eau</li><li>Aire habitable : 1 780 pi²</li><li>Terrain : 6 200 pi²</li></ul>
${photoStrip("https://photos.duproprio.com/1098765", 5, "Maison à étages Lévis")}
<div class="listing-characteristics">${skeleton(6, "Caractéristiques")}</div>
${lazySection("listing-financials", "Évaluation et taxes")}
<aside class="advisor"><h3>Une question? Votre conseiller DuProprio</h3><p class="advisor__name">Mathieu Bérubé</p><p>Conseiller en vente · 1 866 387-7677</p><p class="fine">Le conseiller DuProprio n'est pas un courtier immobilier. La propriété est vendue par son propriétaire.</p></aside>
</main>
${footer(["DuProprio inc. · 6465, boulevard Pierre-Bertrand, Québec (Québec) G2K 1M1", "DuProprio n'est pas une agence immobilière. © 2025 DuProprio inc."])}
${windowState("__DP_STATE__", {
  listingCode: "1098765",
  seller: { type: "PROPRIETAIRE", displayName: null, broker: null },
  advisor: { name: "Mathieu Bérubé", role: "conseiller" },
  similar: [
    { code: "1097301", price: "459000", city: "Lévis", sector: "Saint-Nicolas", type: "SINGLE_FAMILY", bedrooms: "3" },
    { code: "1099118", price: "529900", city: "Lévis", sector: "Saint-Romuald", type: "SINGLE_FAMILY", bedrooms: "4" },
  ],
  listing: {
    code: "1098765", price: { amount: "489000", currency: "CAD" }, type: "SINGLE_FAMILY", style: "À étages", mls: null,
    address: { street: "1532, rue des Pionniers", city: "Lévis", sector: "Saint-Romuald", province: "QC", postalCode: "G6W 5M3" },
    bedrooms: "4", bathrooms: "2", powderRooms: "1",
    livingArea: { value: "165.4", unit: "m2" }, lotArea: { value: "6200", unit: "sqft" }, yearBuilt: "1998",
    municipalAssessment: { amount: "412300", year: "2024" }, municipalTaxes: "3412", schoolTaxes: "298",
    coordinates: { latitude: 46.73291, longitude: -71.23645 },
  },
})}
</body></html>`,
    expected: {
      price: { amount: 489000, currency: "CAD" },
      propertyKind: "house",
      street: "1532, rue des Pionniers",
      city: "Lévis",
      neighbourhood: "Saint-Romuald",
      province: "QC",
      postalCode: "G6W 5M3",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1780,
      lot: { value: 6200, unit: "ft2" },
      yearBuilt: 1998,
      geo: { lat: 46.73291, lng: -71.23645 },
    },
  },
];
