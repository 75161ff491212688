/**
 * Ninetieth held-out corpus, Québec, in French: duproprio.com (a Limoilou condo sold by its owner, "1445, 1re
 * Avenue, app. 302", area in pi² and m²), centris.ca (a Ville-Marie condo whose only area is "Superficie nette
 * 78,5 m²") and royallepage.ca (a Gatineau row house in the Hull sector with "Superficie habitable", "Aire de
 * bâtiment" and a lot in m²). Addresses, names, phone numbers and numbers are invented; the expected facts were
 * written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { consent, costCalc, grid, jsonScript, leadForm, legalFooter, office, pairs, photos, siteAgent, siteHeader, table, tagManager, tiles, trail } from "./chrome.ts";

export const HELD_OUT_90_QUEBEC: ListingPage[] = [
  {
    name: "ho90-duproprio-condo-limoilou-quebec",
    site: "duproprio.com",
    set: "held-out-90",
    traps: "French, sold by the owner (no MLS number, agent or brokerage; DuProprio's own listing number and adviser instead); 'Aire habitable 1 050 pi² (97,55 m²)' beside a 9 pi x 14 pi balcony, a 5 pi x 7 pi locker and the co-ownership's 6 458 pi² common lot; 3rd floor of a 4-storey, 12-unit building; 1 salle de bain + 1 salle d'eau; condo fees, municipal and school taxes and the municipal evaluation; rooms in feet and inches; similar condos",
    pageUrl: "https://duproprio.com/fr/ville-de-quebec/limoilou/condo-a-vendre/hab-1445-1re-avenue-1098234",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Condo à vendre Limoilou, Ville de Québec | 1445, 1re Avenue, app. 302 | DuProprio 1098234</title>
<meta name="description" content="Condo à vendre à Limoilou (Québec) : 2 chambres, 1 salle de bain, 1 salle d'eau, 1 050 pi². Vendu par le propriétaire sur DuProprio.">
<meta property="og:locale" content="fr_CA">
<link rel="alternate" hreflang="en" href="https://duproprio.com/en/quebec-city/limoilou/condo-for-sale/hab-1445-1re-avenue-1098234">
${tagManager("GTM-DP90QC")}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Condo à vendre — 1445, 1re Avenue, app. 302, Québec", sku: "1098234", offers: { "@type": "Offer", price: 289000, priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
${ld({ "@context": "https://schema.org", "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "1445, 1re Avenue, app. 302", addressLocality: "Québec", addressRegion: "QC", postalCode: "G1L 3K9" }, geo: { "@type": "GeoCoordinates", latitude: 46.82771, longitude: -71.22534 } })}
</head><body>
${consent("DuProprio utilise des témoins pour améliorer votre expérience.", "J'accepte")}
${siteHeader("DuProprio", ["Acheter", "Vendre", "Forfaits", "Évaluer ma propriété", "Financement", "Conseils"], ["English", "Mes favoris", "Connexion"])}
<main class="listing-page">
${trail(["Accueil", "Ville de Québec", "Limoilou", "Condo à vendre"])}
<section class="listing-location">
<h1 class="listing-location__title">Condo à vendre</h1>
<div class="listing-location__address"><p>1445, 1re Avenue, app. 302</p><p>Limoilou, Québec (QC) G1L 3K9</p></div>
<div class="listing-price"><span class="listing-price__amount">289 000 $</span></div>
<ul class="listing-main-characteristics"><li>2 chambres</li><li>1 salle de bain</li><li>1 salle d'eau</li><li>1 050 pi²</li></ul>
<p class="listing-owner">Vendu par le propriétaire · Numéro de l'annonce : 1098234</p>
</section>
${photos("https://photos.duproprio.com/photos/public/1098234", 32, "1445, 1re Avenue, app. 302", "Voir les 32 photos")}
<section class="listing-description"><h2>Description du propriétaire</h2>
<p>Lumineux condo de coin au 3e étage d'un petit immeuble de 4 étages et 12 unités construit en 2011, à deux pas de la 3e Avenue, de ses cafés et du parc Cartier-Brébeuf. Aire habitable de 1 050 pi² (97,55 m²) : salon et salle à manger à aire ouverte, cuisine avec îlot de quartz, deux chambres fermées, salle de bain avec douche vitrée et bain, salle d'eau avec laveuse-sécheuse. Balcon de 9 pi x 14 pi orienté sud-ouest et grande terrasse commune sur le toit. Stationnement intérieur (case no 14) et casier de rangement no 14 (5 pi x 7 pi) au sous-sol. Syndicat bien géré, fonds de prévoyance de 48 000 $.</p>
</section>
${pairs("Caractéristiques", [["Type de propriété", "Condo"], ["Année de construction", "2011"], ["Aire habitable (s-sol exclu)", "1 050 pi² (97,55 m²)"], ["Étage", "3e"], ["Nombre d'étages de l'immeuble", "4"], ["Nombre d'unités dans l'immeuble", "12"], ["Superficie du terrain de la copropriété (partie commune)", "6 458 pi²"], ["Chambres", "2"], ["Salles de bain", "1"], ["Salles d'eau", "1"], ["Balcon", "9 pi x 14 pi"], ["Stationnement", "1 intérieur (case no 14)"], ["Rangement", "Casier no 14, 5 pi x 7 pi"], ["Chauffage", "Plinthes électriques"], ["Orientation", "Sud-ouest"]], "listing-characteristics")}
${table("Pièces", ["Pièce", "Niveau", "Dimensions", "Revêtement"], [
  ["Salon", "3e étage", "14' 2\" x 12' 6\"", "Bois franc"],
  ["Salle à manger", "3e étage", "11' 0\" x 10' 4\"", "Bois franc"],
  ["Cuisine", "3e étage", "12' 8\" x 9' 6\"", "Céramique"],
  ["Chambre principale", "3e étage", "12' 0\" x 11' 3\"", "Bois franc"],
  ["Chambre", "3e étage", "10' 6\" x 9' 10\"", "Bois franc"],
  ["Salle de bain", "3e étage", "8' 4\" x 7' 10\"", "Céramique"],
  ["Salle d'eau", "3e étage", "6' 0\" x 5' 2\"", "Céramique"],
], "listing-rooms")}
${grid("Dépenses", [["Frais de copropriété", "230 $ / mois"], ["Taxes municipales (2025)", "2 614 $"], ["Taxes scolaires (2025-2026)", "218 $"], ["Évaluation municipale (2025)", "271 300 $"], ["Électricité (moyenne)", "92 $ / mois"]], "listing-expenses")}
<div id="listing-map" class="listing-map" data-lat="46.82771" data-lng="-71.22534"></div>
${costCalc("Calculatrice hypothécaire", [["Prix de la propriété", "289 000 $"], ["Mise de fonds", "28 900 $"], ["Taux d'intérêt", "4,59 %"], ["Amortissement", "25 ans"]], "Paiement mensuel estimé : 1 517 $", "À titre indicatif seulement.")}
${leadForm("Contacter le propriétaire", "Bonjour, votre condo au 1445, 1re Avenue m'intéresse. Est-il possible de le visiter?", "Envoyer", "J'accepte les conditions d'utilisation de DuProprio.")}
${siteAgent("Une question? Parlez à un conseiller DuProprio", { name: "Jérôme Gagnon-Roy", title: "Conseiller en accompagnement, DuProprio", phone: "1 866 555-0190" }, "Nos conseillers accompagnent acheteurs et vendeurs, sans commission.")}
${tiles("Propriétés similaires", [
  { price: "259 000 $", facts: "2 ch. · 1 s. de bain · 890 pi²", line1: "2e Avenue, app. 201", line2: "Limoilou, Québec", href: "/fr/ville-de-quebec/limoilou/condo-a-vendre/hab-2e-avenue-1097711" },
  { price: "334 900 $", facts: "2 ch. · 2 s. de bain · 1 180 pi²", line1: "8e Rue, app. 4", line2: "Limoilou, Québec", href: "/fr/ville-de-quebec/limoilou/condo-a-vendre/hab-8e-rue-1096530" },
  { price: "1 450 $ / mois", facts: "1 ch. · 1 s. de bain", line1: "4e Avenue", line2: "Limoilou, Québec", href: "/fr/ville-de-quebec/limoilou/condo-a-louer/hab-4e-avenue-1098011", badge: "À louer" },
])}
${office("DuProprio inc. — Siège social", ["2000, boulevard Industriel, Laval (Québec) H7S 2B6", "1 866 555-0100"])}
</main>
${legalFooter("DuProprio inc.", ["À propos", "Carrières", "Conditions d'utilisation", "Confidentialité", "Nous joindre"], ["DuProprio n'est pas une agence immobilière. Les renseignements sont fournis par le propriétaire et ne sont pas garantis."])}
</body></html>`,
    expected: {
      price: { amount: 289000 },
      propertyKind: "condo",
      street: "1445, 1re Avenue, app. 302",
      city: "Québec",
      province: "QC",
      postalCode: "G1L 3K9",
      neighbourhood: "Limoilou",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1050,
      yearBuilt: 2011,
      geo: { lat: 46.82771, lng: -71.22534 },
    },
  },
  {
    name: "ho90-centris-condo-ville-marie-montreal",
    site: "centris.ca",
    set: "held-out-90",
    traps: "French, the area only in m² ('Superficie nette 78,5 m²') beside a 6,2 m² balcony and a 2,3 m² locker; 'app. 1205' after the street; 12th floor of a 24-storey, 186-unit tower; 'Salles de bains et salles d'eau 1 + 0'; no postal code; the municipal evaluation (land, building, total), fees and taxes; a second broker; similar condos with their own Centris numbers and m²",
    pageUrl: "https://www.centris.ca/fr/condo~a-vendre~montreal-ville-marie/19283746",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Condo à vendre, Montréal (Ville-Marie) - 1420, rue Saint-Mathieu, app. 1205 - 19283746 | Centris.ca</title>
<meta name="description" content="Condo à vendre à Montréal (Ville-Marie), Montréal (Île), Québec. 2 chambres, 1 salle de bain. 429 000 $. No Centris 19283746.">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE54A2B8DDDDDDDDDD6&amp;t=pi&amp;sm=m&amp;w=1260&amp;h=1024">
${tagManager("GTM-CTR90MTL")}
${jsonScript("listing-meta", { id: "19283746", category: "Condo", transaction: "sale", region: "Montréal (Île)", price: 429000, lang: "fr" })}
</head><body>
${consent("Centris utilise des témoins de navigation.", "Accepter")}
${siteHeader("Centris", ["Acheter", "Louer", "Vendre", "Trouver un courtier", "Calculatrices", "Nouvelles"], ["English", "Mes favoris", "Se connecter"])}
<main id="divMainResult" itemscope itemtype="http://schema.org/Residence">
${trail(["Accueil", "Montréal (Île)", "Montréal (Ville-Marie)", "Condo à vendre"])}
<div class="row property-tagline">
<h1 itemprop="category"><span data-id="PageTitle">Condo à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1420, rue Saint-Mathieu, app. 1205, Montréal (Ville-Marie)</h2>
<meta itemprop="addressRegion" content="Québec">
<div class="price-container"><span class="text-nowrap" id="BuyPrice">429 000 $</span><meta itemprop="price" content="429000"><meta itemprop="priceCurrency" content="CAD"></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.49402"><meta itemprop="longitude" content="-73.57803"></div>
</div>
${photos("https://mspublic.centris.ca/media.ashx?id=19283746", 28, "1420, rue Saint-Mathieu, app. 1205", "28 photos")}
<div class="row teaser"><div class="piece">5 pièces</div><div class="cac">2 chambres</div><div class="sdb">1 salle de bain</div></div>
<div class="row description" itemprop="description">Condo de 2 chambres au 12e étage d'une tour de 24 étages et 186 unités construite en 2014, en plein cœur du Quartier des Grands Jardins. Superficie nette de 78,5 m², plafonds de 2,7 m, fenestration pleine hauteur vers le sud-est. Balcon de 6,2 m², casier de rangement de 2,3 m² (1,2 x 1,9 m) et stationnement intérieur no P2-117. Piscine sur le toit, salle d'entraînement, concierge 24 h. Métro Guy-Concordia à 4 minutes à pied.</div>
<section class="carac-section">
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Appartement</span></div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>2014</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie nette</div><div class="carac-value"><span>78,5 m²</span></div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value"><span>Garage (1)</span></div></div>
<div class="carac-container"><div class="carac-title">Salles de bains et salles d'eau</div><div class="carac-value"><span>1 + 0</span></div></div>
<div class="carac-container"><div class="carac-title">Caractéristiques additionnelles</div><div class="carac-value"><span>Ascenseur(s), Piscine sur le toit</span></div></div>
<div class="carac-container"><div class="carac-title">Date d'emménagement</div><div class="carac-value"><span>Selon les délais requis</span></div></div>
</section>
${table("Pièces", ["Niveau", "Pièce", "Dimensions", "Revêtement de sol"], [
  ["RC", "Hall d'entrée", "1,8 X 1,5 m", "Céramique"],
  ["RC", "Salon", "4,2 X 3,6 m", "Bois d'ingénierie"],
  ["RC", "Salle à manger", "3,0 X 2,7 m", "Bois d'ingénierie"],
  ["RC", "Cuisine", "3,3 X 2,4 m", "Céramique"],
  ["RC", "Chambre à coucher principale", "3,6 X 3,3 m", "Bois d'ingénierie"],
  ["RC", "Chambre à coucher", "3,0 X 2,9 m", "Bois d'ingénierie"],
  ["RC", "Salle de bains", "2,6 X 2,1 m", "Céramique"],
], "room-table")}
${grid("Évaluation municipale (2025)", [["Terrain", "51 200 $"], ["Bâtiment", "352 800 $"], ["Total", "404 000 $"]], "financial-details-table")}
${grid("Taxes et dépenses", [["Taxes municipales (2025)", "2 891 $"], ["Taxes scolaires (2025)", "312 $"], ["Frais de copropriété", "4 236 $ / an"], ["Électricité", "744 $ / an"], ["Total", "8 183 $ / an"]], "financial-details-table")}
${costCalc("Calculatrice hypothécaire", [["Prix", "429 000 $"], ["Mise de fonds", "85 800 $"], ["Taux", "4,49 %"], ["Amortissement", "25 ans"]], "Versement mensuel : 1 899 $", "Ces calculs sont fournis à titre indicatif.")}
<section class="broker-info">
<div class="broker-info__card"><h1 class="broker-info__broker-title">Nathalie Bergeron-Lefebvre</h1><p class="broker-info__job">Courtier immobilier résidentiel</p><p class="broker-info__agency">Groupe Immobilier Cité-Mont inc.</p><p class="broker-info__agency-type">Agence immobilière</p><a href="tel:5145550173">514 555-0173</a></div>
<div class="broker-info__card"><h2 class="broker-info__broker-title">Kevin Tanguay</h2><p class="broker-info__job">Courtier immobilier</p><p class="broker-info__agency">Groupe Immobilier Cité-Mont inc.</p><a href="tel:5145550181">514 555-0181</a></div>
</section>
${office("Groupe Immobilier Cité-Mont inc.", ["1250, boulevard René-Lévesque Ouest, bureau 2200, Montréal (Québec) H3B 4W8", "514 555-0100"])}
${leadForm("Demande d'information", "Je souhaite obtenir plus d'informations sur la propriété no Centris 19283746.", "Envoyer", "J'accepte que mes renseignements soient transmis au courtier.")}
${tiles("Propriétés similaires", [
  { price: "389 000 $", facts: "Condo · 2 chambres · 71 m²", line1: "1500, rue Saint-Mathieu, app. 806", line2: "Montréal (Ville-Marie)", href: "/fr/condo~a-vendre~montreal-ville-marie/24511038" },
  { price: "515 000 $", facts: "Condo · 2 chambres · 92,3 m²", line1: "2055, rue Tupper, app. 1902", line2: "Montréal (Ville-Marie)", href: "/fr/condo~a-vendre~montreal-ville-marie/11872946" },
  { price: "2 300 $/mois", facts: "Condo · 1 chambre · 54 m²", line1: "1425, rue Lambert-Closse, app. 701", line2: "Montréal (Ville-Marie)", href: "/fr/condo~a-louer~montreal-ville-marie/15560284", badge: "À louer" },
])}
</main>
${legalFooter("Centris inc.", ["À propos", "Conditions d'utilisation", "Politique de confidentialité", "Accessibilité", "Plan du site"], ["Les données relatives à cette propriété sont la propriété de l'Association professionnelle des courtiers immobiliers du Québec (APCIQ). Les renseignements sont jugés fiables mais ne sont pas garantis."])}
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "condo",
      street: "1420, rue Saint-Mathieu, app. 1205",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Ville-Marie",
      bedrooms: 2,
      bathrooms: 1,
      bathroomsFull: 1,
      bathroomsHalf: 0,
      squareFootage: 845,
      yearBuilt: 2014,
      mlsNumber: "19283746",
      listingAgentName: "Nathalie Bergeron-Lefebvre",
      brokerageName: "Groupe Immobilier Cité-Mont inc.",
      geo: { lat: 45.49402, lng: -73.57803 },
    },
  },
  {
    name: "ho90-royallepage-row-house-hull-gatineau",
    site: "royallepage.ca",
    set: "held-out-90",
    traps: "French, a freehold row house ('maison en rangée'): 'Superficie habitable 1 140 pi² (105,9 m²)' beside 'Aire de bâtiment (au sol) 53 m²', an ~480 pi² finished basement, a 12 x 14 pi patio and a lot '232,3 m²' with dimensions '6,1 x 38,1 m'; 1 salle de bain + 1 salle d'eau; the Centris/MLS number beside Royal LePage's own id in the URL; municipal evaluation; the agency's office and Royal LePage's head office; similar properties",
    pageUrl: "https://www.royallepage.ca/fr/property/quebec/gatineau/87-rue-de-cannes/24318870/mls21437865/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>87, rue de Cannes, Gatineau (Hull), QC J8Y 4R2 | Maison en rangée à vendre | MLS® 21437865 | Royal LePage</title>
<meta name="description" content="Maison en rangée à vendre, 87, rue de Cannes, Gatineau (Hull). 3 chambres, 1 salle de bain, 1 salle d'eau. 374 900 $.">
<link rel="alternate" hreflang="en" href="https://www.royallepage.ca/en/property/quebec/gatineau/87-rue-de-cannes/24318870/mls21437865/">
${tagManager("GTM-RLP90GA")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "87, rue de Cannes", address: { "@type": "PostalAddress", streetAddress: "87, rue de Cannes", addressLocality: "Gatineau", addressRegion: "QC", postalCode: "J8Y 4R2", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.43858, longitude: -75.72815 }, numberOfRooms: 8 })}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Royal LePage", address: { "@type": "PostalAddress", streetAddress: "2480 Sheppard Ave E, Suite 910", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M2J 5B3" } })}
</head><body>
${siteHeader("Royal LePage", ["Acheter", "Vendre", "Trouver un courtier", "Trouver un bureau", "Commercial", "Conseils"], ["English", "Mon compte"])}
<main class="property-page">
${trail(["Accueil", "Québec", "Gatineau", "Hull", "87, rue de Cannes"])}
<section class="property-heading">
<h1 class="property-heading__address">87, rue de Cannes</h1>
<p class="property-heading__city">Gatineau (Hull), Québec J8Y 4R2</p>
<p class="property-heading__price">374 900 $</p>
<ul class="property-heading__features"><li>3 chambres</li><li>1 salle de bain</li><li>1 salle d'eau</li><li>1 140 pi²</li></ul>
<p class="property-heading__mls">MLS® : 21437865</p>
</section>
${photos("https://rlp.azureedge.net/property-photos/21437865", 35, "87, rue de Cannes, Gatineau", "Voir les 35 photos")}
<section class="property-description"><h2>Description</h2>
<p>Maison en rangée (unité centrale) sur une rue tranquille du secteur Hull, à 10 minutes à vélo du centre-ville d'Ottawa par le pont du Portage. Construite en 1989 et rénovée avec goût : cuisine refaite (2022), planchers de bois au rez-de-chaussée, fenêtres (2020). 1 140 pi² habitables sur deux étages, plus un sous-sol aménagé d'environ 480 pi² avec salle familiale et rangement. Trois chambres à l'étage, salle de bain complète; salle d'eau au rez-de-chaussée. Cour arrière clôturée avec patio de 12 x 14 pi et remise. Stationnement pour deux voitures en tandem.</p>
</section>
${grid("Caractéristiques du bâtiment", [["Type de propriété", "Maison en rangée"], ["Style", "Deux étages, unité centrale"], ["Année de construction", "1989"], ["Superficie habitable", "1 140 pi² (105,9 m²)"], ["Aire de bâtiment (au sol)", "53 m²"], ["Sous-sol", "Aménagé (environ 480 pi²)"], ["Chambres", "3"], ["Salles de bain", "1"], ["Salles d'eau", "1"], ["Chauffage", "Plinthes électriques, poêle à bois"]], "property-features")}
${grid("Terrain", [["Superficie du terrain", "232,3 m²"], ["Dimensions du terrain", "6,1 x 38,1 m"], ["Patio", "12 x 14 pi"], ["Stationnement", "Allée (2, en tandem)"], ["Zonage", "Résidentiel"]], "property-features")}
${grid("Finances", [["Taxes municipales (2025)", "3 284 $"], ["Taxes scolaires (2025)", "241 $"], ["Évaluation municipale (2025)", "318 600 $"]], "property-features")}
${table("Pièces", ["Pièce", "Niveau", "Dimensions"], [
  ["Salon", "Rez-de-chaussée", "15 pi 2 po x 12 pi 0 po"],
  ["Cuisine", "Rez-de-chaussée", "11 pi 6 po x 9 pi 8 po"],
  ["Salle à manger", "Rez-de-chaussée", "10 pi 4 po x 9 pi 0 po"],
  ["Chambre principale", "2e étage", "13 pi 0 po x 11 pi 2 po"],
  ["Chambre", "2e étage", "10 pi 8 po x 9 pi 4 po"],
  ["Chambre", "2e étage", "9 pi 10 po x 8 pi 6 po"],
  ["Salle familiale", "Sous-sol", "17 pi 0 po x 12 pi 6 po"],
], "property-rooms")}
<div class="property-map" data-lat="45.43858" data-lng="-75.72815"></div>
<section class="property-agent"><h2>Courtier inscripteur</h2><p class="property-agent__name">Sophie Lavigne-Turcotte</p><p class="property-agent__title">Courtier immobilier résidentiel</p><p>819 555-0152</p><p class="property-agent__office">Royal LePage Rive-Outaouais</p><p class="property-agent__office-type">Agence immobilière indépendante et autonome</p></section>
${office("Royal LePage Rive-Outaouais", ["245, boulevard Saint-Joseph, Gatineau (Québec) J8Y 3X5", "819 555-0100"])}
${costCalc("Calculatrice de prêt hypothécaire", [["Prix d'achat", "374 900 $"], ["Mise de fonds", "37 490 $"], ["Taux d'intérêt", "4,54 %"], ["Amortissement", "25 ans"]], "Paiement mensuel : 1 963 $", "Les résultats sont fournis à titre indicatif seulement.")}
${leadForm("Demander plus de renseignements", "J'aimerais visiter le 87, rue de Cannes.", "Envoyer", "J'accepte de recevoir des communications de Royal LePage.")}
${siteAgent("Courtier en vedette", { name: "Mathieu Charbonneau", title: "Courtier immobilier, Royal LePage Rive-Outaouais", phone: "819 555-0164" }, "Premier achat à Gatineau? Je vous explique la taxe de bienvenue et les programmes d'aide.")}
${tiles("Propriétés semblables", [
  { price: "349 000 $", facts: "3 ch. · 1 s. de bain · 1 020 pi²", line1: "112, rue de Nancy", line2: "Gatineau (Hull), QC", href: "/fr/property/quebec/gatineau/112-rue-de-nancy/24310472/mls17702384/" },
  { price: "409 900 $", facts: "3 ch. · 2 s. de bain · 1 310 pi²", line1: "18, rue Jean-Dallaire", line2: "Gatineau (Hull), QC", href: "/fr/property/quebec/gatineau/18-rue-jean-dallaire/24316655/mls26118430/" },
])}
</main>
${legalFooter("Royal LePage", ["À propos", "Fondation Royal LePage pour l'Abri", "Confidentialité", "Conditions", "Accessibilité"], ["Chaque agence est indépendante et autonome. Les données MLS® sont fournies par Centris.", "Royal LePage — bureau national : 2480 Sheppard Ave E, bureau 910, Toronto (Ontario) M2J 5B3."])}
</body></html>`,
    expected: {
      price: { amount: 374900 },
      propertyKind: "townhouse",
      street: "87, rue de Cannes",
      city: "Gatineau",
      province: "QC",
      postalCode: "J8Y 4R2",
      neighbourhood: "Hull",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1140,
      lot: { value: 232.3, unit: "m2" },
      yearBuilt: 1989,
      mlsNumber: "21437865",
      listingAgentName: "Sophie Lavigne-Turcotte",
      brokerageName: "Royal LePage Rive-Outaouais",
      geo: { lat: 45.43858, lng: -75.72815 },
    },
  },
];
