/**
 * Twenty-fourth held-out corpus, Atlantic Canada and Quebec: a Nova Scotia brokerage's house in Wolfville, a
 * French by-owner page for a duplex in Sherbrooke and a Logis Québec 4½ for rent in Québec City. Addresses, names
 * and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_24_ATLANTIC_QUEBEC: ListingPage[] = [
  {
    name: "ho24-parkerrealty-house-wolfville",
    site: "parkerrealty.ca",
    set: "held-out-24",
    traps: "a Nova Scotia brokerage's listing page in Wolfville (Annapolis Valley): nine-digit NSAR MLS number; assessed value and taxes beside the list price; '3 Bed / 2 Bath' with '1 Full, 1 Half' in the detail grid; lot '0.42 Acres'; year built; mortgage calculator with a default price; office address in Halifax in the footer",
    pageUrl: "https://www.parkerrealty.ca/listings/202528814-27-highland-avenue-wolfville",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>27 Highland Avenue, Wolfville NS | MLS® 202528814 | Parker Realty</title>
<meta name="description" content="3 bedroom family home on 0.42 acres in Wolfville. Listed at $574,900.">
<meta property="og:title" content="27 Highland Avenue, Wolfville">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "27 Highland Avenue", address: { "@type": "PostalAddress", streetAddress: "27 Highland Avenue", addressLocality: "Wolfville", addressRegion: "NS", postalCode: "B4P 1V6" }, numberOfRooms: 8 })}
</head><body>
<header class="site-header"><a href="/" class="brand">Parker Realty</a><nav><a href="/listings/">Listings</a><a href="/team/">Our Team</a><a href="/sell/">Sell With Us</a></nav></header>
<main>
<section class="hero"><h1>27 Highland Avenue</h1><p class="locale">Wolfville, Nova Scotia B4P 1V6 · Annapolis Valley</p><p class="list-price">$574,900</p></section>
<section class="quick"><span>3 Bed</span><span>2 Bath</span><span>1,864 Sq.Ft.</span><span>0.42 Acres</span></section>
<section class="grid"><h2>Property Details</h2><dl>
<dt>MLS® #</dt><dd>202528814</dd>
<dt>Type</dt><dd>Single Family, Detached</dd>
<dt>Style</dt><dd>2 Storey</dd>
<dt>Year Built</dt><dd>1978</dd>
<dt>Bathrooms</dt><dd>1 Full, 1 Half</dd>
<dt>Lot Size</dt><dd>0.42 Acres</dd>
<dt>Assessment (2026)</dt><dd>$398,600</dd>
<dt>Taxes</dt><dd>$5,210</dd>
<dt>Heating</dt><dd>Heat pump, wood stove</dd>
</dl></section>
<section class="remarks"><h2>Remarks</h2><p>Walk to Acadia and Main Street from this updated two-storey on a quiet hillside street. Three bedrooms up, renovated kitchen with quartz, ductless heat pumps and a woodstove in the family room. Mature apple trees and a view over the Minas Basin dykelands.</p></section>
<section class="agent"><h2>Listed By</h2><p class="name">Colleen MacIsaac</p><p>REALTOR®</p><p>Parker Realty Ltd.</p><p>902-555-0147</p></section>
<section class="calc"><h2>Mortgage Calculator</h2><label>Price <input value="574900"></label><label>Down payment <input value="114980"></label><p>Estimated payment: $2,687/month</p></section>
</main>
<footer><p>Parker Realty Ltd. · 1660 Hollis Street, Halifax, NS B3J 1V7</p><p>Listing data © Nova Scotia Association of REALTORS®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 574900 },
      propertyKind: "house",
      street: "27 Highland Avenue",
      city: "Wolfville",
      province: "NS",
      postalCode: "B4P 1V6",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1864,
      lot: { value: 0.42, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "202528814",
      listingAgentName: "Colleen MacIsaac",
      brokerageName: "Parker Realty Ltd.",
    },
  },
  {
    name: "ho24-vendezvotremaison-duplex-sherbrooke",
    site: "vendezvotremaison.ca",
    set: "held-out-24",
    traps: "a French by-owner page for a duplex in Sherbrooke (arrondissement Fleurimont): prices with spaces ('489 000 $'); municipal evaluation and gross yearly income beside the asking price; bedrooms given in total and per unit; living area in m² (182 m²); lot in pi²; a seller's first name only, no brokerage, no MLS; 'Propriétés similaires' rail",
    pageUrl: "https://www.vendezvotremaison.ca/fiche/duplex-a-vendre-sherbrooke-48217",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Duplex à vendre – 1184-1186, rue Galt Est, Sherbrooke | VendezVotreMaison.ca</title>
<meta name="description" content="Duplex à vendre par le propriétaire à Sherbrooke (Fleurimont). 489 000 $.">
<meta property="og:locale" content="fr_CA">
</head><body>
<header><a href="/" class="logo">VendezVotreMaison.ca</a><nav><a href="/recherche">Rechercher</a><a href="/vendre">Afficher ma propriété</a></nav></header>
<main class="fiche">
<nav class="fil">Accueil › Estrie › Sherbrooke › Duplex</nav>
<h1>Duplex à vendre par le propriétaire</h1>
<p class="adresse">1184-1186, rue Galt Est, Sherbrooke (Fleurimont), QC J1G 1Y2</p>
<p class="prix">Prix demandé : 489&nbsp;000&nbsp;$</p>
<table class="caracteristiques">
<tr><th>Type de propriété</th><td>Duplex</td></tr>
<tr><th>Année de construction</th><td>1962</td></tr>
<tr><th>Chambres</th><td>4 (2 par logement)</td></tr>
<tr><th>Salles de bain</th><td>2</td></tr>
<tr><th>Aire habitable</th><td>182 m²</td></tr>
<tr><th>Superficie du terrain</th><td>5&nbsp;920 pi²</td></tr>
<tr><th>Évaluation municipale</th><td>412&nbsp;300&nbsp;$</td></tr>
<tr><th>Revenus bruts</th><td>31&nbsp;200&nbsp;$/an</td></tr>
<tr><th>Taxes municipales</th><td>4&nbsp;318&nbsp;$</td></tr>
</table>
<section class="description"><h2>Description</h2><p>Duplex bien entretenu près du CHUS Fleurimont et des écoles. Rez-de-chaussée libre à l'acheteur (5½), étage loué 1 050 $/mois chauffé. Toiture refaite en 2021, fenêtres 2018. Grand terrain clôturé avec remise.</p></section>
<section class="vendeur"><h2>Contacter le vendeur</h2><p>Propriétaire : Martin</p><p>819-555-0168</p></section>
<section class="similaires"><h2>Propriétés similaires</h2><div class="carte">Triplex · Sherbrooke · 629 000 $</div><div class="carte">Duplex · Magog · 455 000 $</div></section>
</main>
<footer><p>VendezVotreMaison.ca – Vente sans courtier au Québec</p></footer>
</body></html>`,
    expected: {
      price: { amount: 489000 },
      propertyKind: "plex",
      street: "1184-1186, rue Galt Est",
      city: "Sherbrooke",
      province: "QC",
      postalCode: "J1G 1Y2",
      neighbourhood: "Fleurimont",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 1959,
      lot: { value: 5920, unit: "ft2" },
      yearBuilt: 1962,
    },
  },
  {
    name: "ho24-logisquebec-4-et-demi-quebec",
    site: "logisquebec.com",
    set: "held-out-24",
    traps: "a Logis Québec rental ad for a 4½ in Québec City (Limoilou): '1 095 $/mois' with heating included; '4 ½' room count vs '2 chambres'; borough and city; availability date '1er juillet'; Residence JSON-LD with geo; landlord phone; 'Logements similaires' with other rents",
    pageUrl: "https://www.logisquebec.com/fr/logement/quebec/limoilou/4-et-demi/58821",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>4 ½ à louer – 2145, 3e Avenue, Québec (Limoilou) | Logis Québec</title>
<meta name="description" content="Logement 4 ½ à louer à Québec, Limoilou. 1 095 $/mois, chauffé. Libre le 1er juillet.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "4 ½ à louer – Limoilou", address: { "@type": "PostalAddress", streetAddress: "2145, 3e Avenue", addressLocality: "Québec", addressRegion: "QC", postalCode: "G1L 3R5" }, geo: { "@type": "GeoCoordinates", latitude: 46.82573, longitude: -71.22418 } })}
</head><body>
<header><a href="/fr/">Logis Québec</a><nav><a href="/fr/recherche">Chercher un logement</a><a href="/fr/proprietaires">Propriétaires</a></nav></header>
<main>
<nav class="fil">Québec › La Cité-Limoilou › Limoilou</nav>
<h1>4 ½ à louer – Limoilou</h1>
<p class="adresse">2145, 3e Avenue, Québec, QC G1L 3R5</p>
<p class="loyer">1&nbsp;095&nbsp;$ / mois</p>
<ul class="details"><li>Grandeur : 4 ½</li><li>Chambres : 2</li><li>Salle de bain : 1</li><li>Étage : 2e</li><li>Chauffé : Oui</li><li>Eau chaude : Oui</li><li>Animaux : Chats acceptés</li><li>Disponibilité : 1er juillet</li></ul>
<section class="texte"><h2>Description</h2><p>Beau 4 ½ au 2e étage d'un triplex, planchers de bois franc, balcon arrière, rangement au sous-sol. Près de la 3e Avenue, des épiceries et des parcours d'autobus. Bail de 12 mois, enquête de crédit requise.</p></section>
<section class="contact"><h2>Contacter le propriétaire</h2><p>Gestion Cartier-Lavoie</p><p>418-555-0133</p></section>
<section class="similaires"><h2>Logements similaires</h2><div>3 ½ · Limoilou · 895 $/mois</div><div>5 ½ · Saint-Sauveur · 1 350 $/mois</div></section>
</main>
<footer><p>Logis Québec · Répertoire de logements à louer</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1095, period: "month" },
      propertyKind: "condo",
      street: "2145, 3e Avenue",
      city: "Québec",
      province: "QC",
      postalCode: "G1L 3R5",
      neighbourhood: "Limoilou",
      bedrooms: 2,
      bathrooms: 1,
      geo: { lat: 46.82573, lng: -71.22418 },
    },
  },
];
