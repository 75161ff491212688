/**
 * Sixty-first held-out corpus, Quebec in French: a Lac-Ouimet chalet in the municipality of Mont-Tremblant on
 * centris.ca (frontage in metres, lot in pc, CITQ rental revenues, municipal assessment) and an owner-sold Potton
 * chalet with a shared dock on Lac Memphrémagog on duproprio.com (lot in hectares, reduced price, site code only).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { calculator, consent, footer, menu, photos, similar, tags, windowState } from "./chrome.ts";

export const HELD_OUT_61_QUEBEC: ListingPage[] = [
  {
    name: "ho61-centris-chalet-mont-tremblant-lac-ouimet",
    site: "centris.ca",
    set: "held-out-61",
    traps: "French chalet page: municipality Mont-Tremblant with 'Lac-Ouimet' as quartier and the same name in the street; '2 salles de bains et 1 salle d'eau'; frontage '38 m' on the lake beside a lot in pc; CITQ short-term rental revenues; municipal assessment and municipal/school taxes; 'Nouveau prix' without an old price; 8-digit Centris number; other brokers' chalets",
    pageUrl: "https://www.centris.ca/fr/chalet~a-vendre~mont-tremblant/14567823",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Chalet à vendre à Mont-Tremblant, Laurentides, 1472, chemin du Lac-Ouimet - 14567823 - Centris.ca</title>
<meta name="description" content="Chalet à vendre, 3 chambres, 2 salles de bains, bord de l'eau au lac Ouimet, Mont-Tremblant. 749 000 $. No Centris 14567823.">
<meta property="og:title" content="Chalet à vendre à Mont-Tremblant - 749 000 $">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DC8F0A1B3&amp;t=pi&amp;w=640">
<meta property="og:locale" content="fr_CA">
${tags("GTM-CENTRIS")}
</head><body>
${consent("Centris", "fr")}
<header class="header">${menu(["Acheter", "Louer", "Vendre", "Trouver un courtier", "Conseils", "Mon Centris"])}<a href="/en/cottages~for-sale~mont-tremblant/14567823" hreflang="en">English</a></header>
<main id="overview">
${photos("https://mspublic.centris.ca/media/14567823", 45, "1472, chemin du Lac-Ouimet")}
<div class="row property-tagline">
<h1 itemprop="category"><span data-id="PageTitle">Chalet à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1472, chemin du Lac-Ouimet, Mont-Tremblant</h2>
<div class="price-container"><div class="price text-right"><meta itemprop="price" content="749000"><span class="text-nowrap">749 000 $</span></div><span class="new-price">Nouveau prix!</span></div>
<meta itemprop="latitude" content="46.17428"><meta itemprop="longitude" content="-74.57306">
</div>
<div class="row teaser"><div class="piece">8 pièces</div><div class="cac">3 chambres</div><div class="sdb">2 salles de bains et 1 salle d'eau</div></div>
<div class="row description"><div itemprop="description">Magnifique chalet de bois rond au bord du lac Ouimet, 38 m de frontage sur l'eau avec plage de sable et quai privé. Construit en 2006, foyer de pierre, mezzanine et spa extérieur. Puits artésien et fosse septique conforme (2020). Chemin municipal accessible à l'année, à 8 minutes du village piétonnier de Tremblant. Permis CITQ (résidence de tourisme) en règle : revenus bruts de location de 42 000 $ en 2024. Vendu meublé et équipé, sans garantie légale de qualité aux risques et périls de l'acheteur.</div></div>
<div class="row carac-container">
<div class="carac-title">Quartier</div><div class="carac-value">Lac-Ouimet</div>
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div>
<div class="carac-title">Style de bâtiment</div><div class="carac-value">Isolé</div>
<div class="carac-title">Année de construction</div><div class="carac-value">2006</div>
<div class="carac-title">Superficie habitable</div><div class="carac-value">1 650 pc</div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value">32 292 pc</div>
<div class="carac-title">Stationnement total</div><div class="carac-value">Allée (4)</div>
<div class="carac-title">Bord de l'eau</div><div class="carac-value">Lac Ouimet · 38 m</div>
<div class="carac-title">Approvisionnement en eau</div><div class="carac-value">Puits artésien</div>
<div class="carac-title">Système d'égouts</div><div class="carac-value">Fosse septique</div>
<div class="carac-title">Revenus bruts potentiels</div><div class="carac-value">42 000 $</div>
</div>
<div class="row financial-details">
<h3>Évaluation municipale</h3><table><tr><td>Année</td><td>2025</td></tr><tr><td>Terrain</td><td>231 400 $</td></tr><tr><td>Bâtiment</td><td>402 900 $</td></tr><tr><td>Total</td><td>634 300 $</td></tr></table>
<h3>Taxes</h3><table><tr><td>Municipales (2025)</td><td>5 126 $</td></tr><tr><td>Scolaires (2024)</td><td>498 $</td></tr><tr><td>Total</td><td>5 624 $</td></tr></table>
</div>
<div class="row legacy-reference"><span>No Centris</span> <span id="ListingDisplayId">14567823</span></div>
<div class="broker-info"><div class="broker-info-name"><h1 class="broker-info__broker-title" itemprop="name">Mélanie Desrosiers</h1><p class="broker-info__broker-function">Courtier immobilier résidentiel</p></div><div class="broker-info__agency"><p class="agency-name">Groupe Sommets Immobilier inc., Agence immobilière</p><p>1010, rue de Saint-Jovite, Mont-Tremblant (Québec) J8E 3J8</p><p>819 555-0163</p></div></div>
${calculator("450 000 $", "4,69 %", "2 536 $", "fr")}
${similar("Propriétés similaires", [
  { price: "1 195 000 $", address: "88, chemin des Castors, Mont-Tremblant", meta: "Chalet · 4 chambres · Lac-Tremblant", href: "/fr/chalet~a-vendre~mont-tremblant/26118874" },
  { price: "624 000 $", address: "311, rue du Couvent, Mont-Tremblant", meta: "Maison · 3 chambres", href: "/fr/maison~a-vendre~mont-tremblant/19930051" },
])}
</main>
${footer(["Centris inc. · 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8", "Les données de l'Inscription sont fournies par l'OACIQ et les courtiers membres. Centris® est une marque de commerce de Centris inc."])}
</body></html>`,
    expected: {
      price: { amount: 749000, currency: "CAD" },
      propertyKind: "house",
      street: "1472, chemin du Lac-Ouimet",
      city: "Mont-Tremblant",
      province: "QC",
      neighbourhood: "Lac-Ouimet",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1650,
      lot: { value: 32292, unit: "ft2" },
      yearBuilt: 2006,
      mlsNumber: "14567823",
      listingAgentName: "Mélanie Desrosiers",
      brokerageName: "Groupe Sommets Immobilier inc., Agence immobilière",
      geo: { lat: 46.17428, lng: -74.57306 },
    },
  },
  {
    name: "ho61-duproprio-chalet-potton",
    site: "duproprio.com",
    set: "held-out-61",
    traps: "owner-sold chalet in French: municipality Potton (Canton de Potton) and 'Vale Perkins' as secteur, with Lac Memphrémagog named; 'Prix réduit' 589 000 $ with 629 000 $ struck; lot '1,1 ha'; notarised lake access with a dock shared by four owners (not waterfront); site code, no MLS, no broker; municipal assessment and taxes",
    pageUrl: "https://duproprio.com/fr/estrie/potton/maison-de-campagne-a-vendre/hab-418-chemin-de-vale-perkins-1054321",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison de campagne à vendre Potton (Vale Perkins) — 418, chemin de Vale Perkins | DuProprio</title>
<meta name="description" content="Chalet 4 saisons avec accès notarié au lac Memphrémagog et quai partagé, 2 chambres, 1,1 ha boisé à Potton. 589 000 $ — Vendu sans courtier.">
<meta property="og:title" content="Maison de campagne à vendre — Potton — 589 000 $">
<meta property="og:image" content="https://photos.duproprio.com/photos/1054321/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "418, chemin de Vale Perkins, Potton", address: { "@type": "PostalAddress", streetAddress: "418, chemin de Vale Perkins", addressLocality: "Potton", addressRegion: "Québec", postalCode: "J0E 1X0" } })}
${tags("GTM-DUPROP")}
</head><body>
${consent("DuProprio", "fr")}
<header>${menu(["Acheter", "Vendre", "Services", "Outils", "Mon compte"])}</header>
<main class="listing">
${photos("https://photos.duproprio.com/photos/1054321", 30, "418, chemin de Vale Perkins")}
<section class="listing-location"><h1 class="listing-location__title">Maison de campagne à vendre</h1>
<div class="listing-location__address"><h2>418, chemin de Vale Perkins</h2><p>Potton, J0E 1X0 · Secteur Vale Perkins · Estrie</p></div></section>
<section class="listing-price"><div class="listing-price__amount">589 000 $</div><div class="listing-price__reduced"><span class="badge">Prix réduit</span> <del>629 000 $</del></div></section>
<section class="listing-main-characteristics"><ul>
<li><span class="value">2</span> chambres</li><li><span class="value">1</span> salle de bain</li><li><span class="value">1 020 pi²</span> superficie habitable</li><li><span class="value">1,1 ha</span> superficie du terrain</li></ul></section>
<section class="listing-owners-comments"><h2>Commentaires du propriétaire</h2><p>Chalet quatre saisons niché dans la forêt à Vale Perkins, avec accès notarié au lac Memphrémagog à 200 m et un quai partagé avec trois voisins (quatre propriétaires, frais d'entretien 300 $/an). La propriété n'est pas riveraine. Construit en 1978 et rénové en 2019 : toiture, fenêtres, poêle à combustion lente. Puits de surface et installation septique conforme (2015). Chemin municipal ouvert à l'année, déneigé. À 15 minutes du Mont Owl's Head et de Mansonville.</p></section>
<section class="listing-list-characteristics"><h2>Caractéristiques</h2><dl>
<dt>Année de construction</dt><dd>1978</dd>
<dt>Superficie habitable</dt><dd>1 020 pi² (94,8 m²)</dd>
<dt>Superficie du terrain</dt><dd>1,1 ha</dd>
<dt>Accès à l'eau</dt><dd>Accès notarié, quai partagé</dd>
<dt>Évaluation municipale</dt><dd>412 300 $</dd>
<dt>Taxes municipales</dt><dd>3 214 $ (2025)</dd>
<dt>Taxes scolaires</dt><dd>402 $ (2024)</dd>
<dt>Code de la propriété</dt><dd>1054321</dd>
</dl></section>
<section class="listing-contact"><h2>Contactez le propriétaire</h2><p>Cette propriété est vendue sans courtier. Demandez une visite par l'entremise de DuProprio.</p><button>Demander une visite</button></section>
${calculator("400 000 $", "4,59 %", "2 226 $", "fr")}
${similar("Propriétés similaires en Estrie", [
  { price: "475 000 $", address: "27, chemin Peabody, Potton", meta: "3 chambres · 1 salle de bain", href: "/fr/estrie/potton/maison-a-vendre/hab-27-chemin-peabody-1049912" },
  { price: "845 000 $", address: "1120, chemin du Lac, Austin", meta: "Bord de l'eau · 4 chambres", href: "/fr/estrie/austin/maison-de-campagne-a-vendre/hab-1120-chemin-du-lac-1052277" },
])}
</main>
${windowState("dataLayer", [{ listingId: 1054321, listingPrice: 589000, listingCity: "Potton", listingRegion: "Estrie", listingType: "Maison de campagne", lat: 45.06312, lng: -72.30148 }])}
${footer(["DuProprio inc. · 2954, boulevard Laurier, bureau 300, Québec (Québec) G1V 4T2", "DuProprio n'est pas une agence immobilière. Les renseignements sont fournis par les propriétaires."])}
</body></html>`,
    expected: {
      price: { amount: 589000, currency: "CAD" },
      propertyKind: "house",
      street: "418, chemin de Vale Perkins",
      city: "Potton",
      province: "QC",
      postalCode: "J0E 1X0",
      neighbourhood: "Vale Perkins",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1020,
      lot: { value: 1.1, unit: "hectares" },
      yearBuilt: 1978,
      geo: { lat: 45.06312, lng: -72.30148 },
    },
  },
];
