/**
 * Seventy-sixth held-out corpus, Quebec: a Centris page for a to-be-built condo in a Laval project and a DuProprio
 * owner's page for the assignment of a condo contract in Québec City. Addresses, names and numbers are invented;
 * expected facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { calculator, consent, crumbs, dataLayer, gallery, gtm, header, leadForm, similar, siteFooter, windowState } from "./chrome.ts";

const carac = (title: string, value: string): string =>
  `<div class="col-lg-12 col-sm-6 carac-container"><div class="carac-title">${title}</div><div class="carac-value"><span>${value}</span></div></div>`;

export const HELD_OUT_76_QUEBEC: ListingPage[] = [
  {
    name: "ho76-centris-new-condo-laval",
    site: "centris.ca",
    set: "held-out-76",
    traps:
      "a centris.ca page (French) for a condo in a new Laval project: '449 900 $ +TPS/TVQ'; the project's 'unités à partir de 329 900 $' and a table of other available units with their own prices and areas; 'Année de construction 2026, À construire' beside a delivery season; '1 salle de bain et 1 salle d'eau'; 'Superficie nette 1 012 pc'; the address with 'app. 407' and 'Laval (Chomedey)'; the builder's sales office on boulevard Le Carrefour; a co-listing second broker with their own card; the site's internal listing id in the dataLayer beside the No Centris; condo fees and the brokerage's office address",
    pageUrl: "https://www.centris.ca/fr/condo~a-vendre~laval-chomedey/19284716",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo à vendre, Laval (Chomedey), 1850, boulevard Chomedey, app. 407 - 19284716 | Centris.ca</title>
<meta name="description" content="Condo à vendre à Laval (Chomedey) - 2 chambres, 1 salle de bain, 1 salle d'eau. Nouvelle construction.">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DEC2A9E8DDDDDDDDDD2&amp;t=pi&amp;f=I">
<link rel="canonical" href="https://www.centris.ca/fr/condo~a-vendre~laval-chomedey/19284716">
${gtm("GTM-CTRS01")}
${dataLayer({ event: "pageview", listingId: "19284716", internalId: "3F8A21C4-77B0", category: "Condo", price: 449900, region: "Laval", municipality: "Laval", sector: "Chomedey" })}
</head><body>
${consent("Centris", "fr")}
${header("Centris", ["Propriétés", "Courtiers", "Ressources", "Calculatrices", "English"], "fr")}
${crumbs(["Accueil", "Laval", "Chomedey", "Condo à vendre"])}
<div class="row property-tagline" itemscope itemtype="http://schema.org/Place">
<h1 itemprop="category"><span data-id="PageTitle">Condo à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1850, boulevard Chomedey, app. 407, Laval (Chomedey)</h2>
<meta itemprop="addressRegion" content="QC">
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.54862"><meta itemprop="longitude" content="-73.75104"></div>
</div>
<div class="price-container"><div class="price text-right"><meta itemprop="price" content="449900"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice">449 900 $</span> <span class="text-nowrap">+TPS/TVQ</span></div></div>
${gallery("https://mspublic.centris.ca/media.ashx?id=19284716", 15, "1850, boulevard Chomedey", "fr")}
<div class="row teaser"><div class="col-lg-3 piece">2 chambres</div><div class="col-lg-3 sdb">1 salle de bain et 1 salle d'eau</div></div>
<div class="row description"><div itemprop="description">
<p>Projet Le Riverain Chomedey par Constructions Bellerive : condo de coin au 4e étage avec grande terrasse, 2 chambres, salle de bain avec douche en céramique, salle d'eau, cuisine avec îlot de quartz. Stationnement intérieur inclus. Livraison prévue à l'automne 2026. Unités à partir de 329 900 $ + taxes. Bureau des ventes : 3500, boulevard Le Carrefour, Laval, ouvert du lundi au jeudi de 13 h à 19 h.</p>
<table class="units-table"><thead><tr><th>Unité</th><th>Chambres</th><th>Superficie</th><th>Prix</th></tr></thead><tbody>
<tr><td>203</td><td>1</td><td>612 pc</td><td>329 900 $ + taxes</td></tr>
<tr><td>305</td><td>2</td><td>948 pc</td><td>424 900 $ + taxes</td></tr>
<tr><td>602 (PH)</td><td>3</td><td>1 388 pc</td><td>649 900 $ + taxes</td></tr>
</tbody></table>
</div></div>
<div class="row">
${carac("No Centris", '<span id="ListingDisplayId">19284716</span>')}
${carac("Utilisation de la propriété", "Résidentielle")}
${carac("Année de construction", "2026, À construire")}
${carac("Superficie nette", "1 012 pc")}
${carac("Stationnement total", "Garage (1)")}
${carac("Nombre de pièces", "5")}
${carac("Frais de copropriété", "285 $ (mensuel)")}
${carac("Caractéristiques additionnelles", "Nouvelle construction, Ascenseur")}
</div>
<div class="row broker-info">
<div class="broker-info__broker" itemscope itemtype="http://schema.org/Person"><img src="https://mspublic.centris.ca/media.ashx?id=BRK99120" alt="" width="90"><h1 class="broker-info__broker-title" itemprop="name">Sophie Gagnon-Leclerc</h1><p>Courtier immobilier résidentiel</p><p class="legacy-reset">Immeubles Rive-Nord Prestige inc.</p><p>Agence immobilière</p><a href="tel:4505550119">450 555-0119</a></div>
<div class="broker-info__broker" itemscope itemtype="http://schema.org/Person"><img src="https://mspublic.centris.ca/media.ashx?id=BRK99133" alt="" width="90"><h1 class="broker-info__broker-title" itemprop="name">Mathieu Roy</h1><p>Courtier immobilier</p><p class="legacy-reset">Immeubles Rive-Nord Prestige inc.</p><p>Agence immobilière</p><a href="tel:4505550121">450 555-0121</a></div>
<p class="office-address">2955, boulevard de la Concorde Est, bureau 200, Laval (Québec) H7E 2B5</p>
</div>
${leadForm("Demande d'information", "J'aimerais en savoir plus sur l'unité 407 du 1850, boulevard Chomedey.", "Envoyer", "fr")}
${calculator("Calculatrice hypothécaire", [["Prix", "449 900 $"], ["Mise de fonds", "89 980 $"], ["Taux", "4,69 %"], ["Amortissement", "25 ans"]], "Paiement mensuel : 2 032 $")}
${similar("Propriétés similaires", [
  { price: "389 000 $", address: "3100, boulevard Le Carrefour, app. 1102", place: "Laval (Chomedey)", facts: "2 chambres · 1 salle de bain", href: "/fr/condo~a-vendre~laval-chomedey/21877320" },
  { price: "559 000 $", address: "1660, rue de l'Avenir", place: "Laval (Chomedey)", facts: "Maison en rangée · 3 chambres", href: "/fr/maison-en-rangee~a-vendre~laval-chomedey/15220948" },
])}
${siteFooter(["© 2025 Centris inc. Tous droits réservés. Les marques de commerce MLS®, Multiple Listing Service® et les logos connexes sont la propriété de l'Association canadienne de l'immeuble (ACI).", "Centris inc., 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8."], "fr")}
</body></html>`,
    expected: {
      price: { amount: 449900 },
      propertyKind: "condo",
      street: "1850, boulevard Chomedey, app. 407",
      city: "Laval",
      province: "QC",
      neighbourhood: "Chomedey",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1012,
      yearBuilt: 2026,
      mlsNumber: "19284716",
      listingAgentName: "Sophie Gagnon-Leclerc",
      brokerageName: "Immeubles Rive-Nord Prestige inc.",
      geo: { lat: 45.54862, lng: -73.75104 },
    },
  },
  {
    name: "ho76-duproprio-assignment-condo-quebec",
    site: "duproprio.com",
    set: "held-out-76",
    traps:
      "a duproprio.com owner's page (French) for the assignment of a new-condo purchase contract: the price paid to the developer plus taxes, the deposits paid and the 'prix de cession'; 'Livraison prévue juin 2026' with no year built; the DuProprio listing code (not an MLS®) in the URL, a 'Code' line and the state; Charlesbourg beside Québec City in the breadcrumbs and location; 'Superficie habitable 1 054 pi² (97,9 m²)'; condo fees, estimated welcome tax and a mortgage calculator; similar properties with prices; the owner only, no broker",
    pageUrl: "https://duproprio.com/fr/quebec-rive-nord/charlesbourg/condo-a-vendre/hab-1245-rue-de-la-faune-1087342",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Condo à vendre Charlesbourg, 1245, rue de la Faune, app. 306 | DuProprio | 1087342</title>
<meta name="description" content="Cession de contrat – condo neuf de 2 chambres à Charlesbourg, livraison juin 2026. 414 900 $.">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1087342/1.jpg">
<link rel="canonical" href="https://duproprio.com/fr/quebec-rive-nord/charlesbourg/condo-a-vendre/hab-1245-rue-de-la-faune-1087342">
${gtm("GTM-DPRP55")}
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "1245, rue de la Faune, app. 306", address: { "@type": "PostalAddress", streetAddress: "1245, rue de la Faune, app. 306", addressLocality: "Québec", addressRegion: "QC", addressCountry: "CA" }, numberOfRooms: 5 })}
${windowState("dpListing", { id: 1087342, code: "1087342", type: "condo", price: 414900, city: "Québec", sector: "Charlesbourg", region: "Capitale-Nationale", bedrooms: 2, bathrooms: 1, powderRooms: 0, isAssignment: true })}
</head><body class="listing-page">
${consent("DuProprio", "fr")}
${header("DuProprio", ["Acheter", "Vendre", "Nos forfaits", "Services", "Blogue", "English"], "fr")}
${crumbs(["Accueil", "Capitale-Nationale", "Québec", "Charlesbourg", "Condo à vendre"])}
<section class="listing-location">
<h1 class="listing-location__title">Condo à vendre</h1>
<div class="listing-location__address"><h2 class="listing-location__title--address">1245, rue de la Faune, app. 306</h2><h3 class="listing-location__group-address">Charlesbourg, Québec</h3></div>
<div class="listing-price"><div class="listing-price__amount">414 900 $</div><span class="listing-price__note">Cession de contrat</span></div>
<div class="listing-code">Code : 1087342</div>
</section>
${gallery("https://photos.duproprio.com/photos/public/1087342", 11, "1245, rue de la Faune", "fr")}
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> <span class="listing-main-characteristics__label">chambres</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> <span class="listing-main-characteristics__label">salle de bain</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1 054 pi² (97,9 m²)</span> <span class="listing-main-characteristics__label">superficie habitable</span></div>
</div>
<section class="listing-owners-comments"><h2>Commentaires du propriétaire</h2>
<p>Je cède mon contrat d'achat pour un condo neuf au 3e étage du projet Les Jardins de la Faune, construit par Habitations Mont-Bleu. Unité traversante de 2 chambres, coin de travail, grande salle de bain avec douche vitrée et bain, balcon de 80 pi² orienté sud, stationnement intérieur et rangement inclus. Livraison prévue en juin 2026. Garantie GCR.</p>
<p>Prix payé au promoteur : 389 900 $ + taxes. Dépôts versés : 39 000 $. Prix de cession : 414 900 $ (l'acheteur me rembourse les dépôts et verse la différence; le solde est payable au promoteur à la livraison). Frais de cession exigés par le promoteur : 2 500 $.</p>
</section>
<section class="listing-box"><h2>Caractéristiques</h2>
<table class="listing-box__table"><tbody>
<tr><th>Étage</th><td>3e</td></tr><tr><th>Nombre d'étages de l'immeuble</th><td>6</td></tr><tr><th>Salles d'eau</th><td>0</td></tr><tr><th>Superficie habitable</th><td>1 054 pi² (97,9 m²)</td></tr><tr><th>Livraison prévue</th><td>juin 2026</td></tr><tr><th>Frais de copropriété</th><td>240 $ / mois (estimé par le promoteur)</td></tr><tr><th>Évaluation municipale</th><td>Non disponible (nouvelle construction)</td></tr><tr><th>Taxes de bienvenue (estimé)</th><td>4 470 $</td></tr>
</tbody></table></section>
<aside class="listing-contact"><h3>Contacter le propriétaire</h3><p>Propriétaire : Karine</p><p>Affiché depuis le 7 novembre 2025 · 318 visites</p>${leadForm("Écrire au propriétaire", "Bonjour, la cession du 1245, rue de la Faune est-elle toujours disponible?", "Envoyer", "fr")}</aside>
${calculator("Calculatrice hypothécaire", [["Prix", "414 900 $"], ["Mise de fonds", "41 490 $"], ["Taux", "4,79 %"]], "Paiement estimé : 2 128 $ / mois")}
${similar("Propriétés similaires", [
  { price: "339 000 $", address: "8420, boulevard Henri-Bourassa, app. 12", place: "Charlesbourg", facts: "2 chambres · 1 salle de bain", href: "/fr/quebec-rive-nord/charlesbourg/condo-a-vendre/hab-8420-boulevard-henri-bourassa-1081904" },
  { price: "459 000 $", address: "715, rue des Chênaies", place: "Lac-Beauport", facts: "Condo neuf · 2 chambres", href: "/fr/quebec-rive-nord/lac-beauport/condo-a-vendre/hab-715-rue-des-chenaies-1085511" },
])}
${siteFooter(["DuProprio inc., 2000, boulevard Lebourgneuf, bureau 320, Québec (Québec) G2K 0B8. DuProprio n'est pas un courtier immobilier.", "© 2025 DuProprio. Tous droits réservés."], "fr")}
</body></html>`,
    expected: {
      price: { amount: 414900 },
      propertyKind: "condo",
      street: "1245, rue de la Faune, app. 306",
      city: "Québec",
      province: "QC",
      neighbourhood: "Charlesbourg",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1054,
    },
  },
];
