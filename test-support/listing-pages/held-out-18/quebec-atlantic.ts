/**
 * Eighteenth held-out corpus, Québec and New Brunswick: a landlord's 4½ for rent on Kangalou in Sherbrooke, a jumelé
 * for sale on a Lévis broker team's own site in French, and an EXIT Realty townhouse in Dieppe. Addresses, names and
 * numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_18_QUEBEC_ATLANTIC: ListingPage[] = [
  {
    name: "ho18-kangalou-4-et-demi-sherbrooke",
    site: "kangalou.com",
    set: "held-out-18",
    traps: "Kangalou's French page for a 4½ for rent in Sherbrooke: '1 095 $/mois'; '4 ½' rooms meaning two bedrooms; 'Fleurimont' borough; the landlord company (no broker); a deposit-free note and the 'Loyer moyen du secteur' figure; Kangalou's head office in the footer; other rentals nearby",
    pageUrl: "https://www.kangalou.com/fr/location/appartement/sherbrooke/fleurimont/4-1-2/218447",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>4 1/2 à louer - 1125, rue Galt Est, Sherbrooke | Kangalou</title>
<meta name="description" content="Logement 4 1/2 à louer à Sherbrooke (Fleurimont), 1 095 $/mois, disponible le 1er janvier.">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "4 1/2 - 1125, rue Galt Est", numberOfRooms: 4.5, numberOfBedrooms: 2, address: { "@type": "PostalAddress", streetAddress: "1125, rue Galt Est", addressLocality: "Sherbrooke", addressRegion: "QC", postalCode: "J1G 1Y2", addressCountry: "CA" } })}
</head><body>
<header class="kg-header"><a href="/fr" class="kg-logo">Kangalou</a><nav><a href="/fr/location">Trouver un logement</a><a href="/fr/proprietaires">Propriétaires</a><a href="/en">English</a></nav></header>
<main class="kg-annonce">
<ol class="breadcrumb"><li><a href="/fr/location">Location</a></li><li><a href="/fr/location/appartement/sherbrooke">Sherbrooke</a></li><li>Fleurimont</li></ol>
<h1 class="kg-titre">4 ½ à louer</h1>
<p class="kg-adresse">1125, rue Galt Est, Sherbrooke (Fleurimont), QC J1G 1Y2</p>
<p class="kg-prix">1 095 $ <span>/mois</span></p>
<ul class="kg-caracteristiques">
<li><span>Pièces</span> 4 ½</li>
<li><span>Chambres</span> 2</li>
<li><span>Salle de bain</span> 1</li>
<li><span>Étage</span> 2e</li>
<li><span>Disponibilité</span> 1er janvier 2027</li>
<li><span>Animaux</span> Chats acceptés</li>
<li><span>Inclus</span> Eau chaude, déneigement</li>
</ul>
<section class="kg-description"><h2>Description</h2><p>Grand 4 ½ au 2e étage d'un immeuble de six logements, planchers de bois franc, cuisine rénovée, balcon arrière. Stationnement pour une voiture. Près du CHUS Fleurimont et des autobus de la STS. Aucun dépôt demandé, enquête de crédit obligatoire.</p></section>
<section class="kg-proprietaire"><h3>Annoncé par</h3><p>Gestion Immobilière Beaulieu</p><p>Répond habituellement en moins de 24 h</p></section>
<aside class="kg-stats"><p>Loyer moyen du secteur pour un 4 ½ : 1 020 $/mois</p></aside>
<section class="kg-similaires"><h3>Logements similaires</h3>
<div class="carte"><span>995 $/mois</span> 3 ½ · rue King Ouest, Sherbrooke</div>
<div class="carte"><span>1 250 $/mois</span> 5 ½ · rue Belvédère Sud, Sherbrooke</div>
</section>
</main>
<footer><p>Kangalou inc., 1100, boul. René-Lévesque Ouest, Montréal (Québec) H3B 4N4</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1095, period: "month" },
      propertyKind: "condo",
      street: "1125, rue Galt Est",
      city: "Sherbrooke",
      province: "QC",
      postalCode: "J1G 1Y2",
      neighbourhood: "Fleurimont",
      bedrooms: 2,
      bathrooms: 1,
    },
  },
  {
    name: "ho18-courtier-jumele-levis-fr",
    site: "equipemartineaulevis.com",
    set: "held-out-18",
    traps: "a Lévis broker team's own WordPress site in French for a jumelé (semi-detached): '389 000 $'; a Centris number 'No Centris 21873645'; 'Superficie habitable 1 240 pi²' and 'Terrain 3 950 pi²'; 'Chambres 3' and 'Salle de bain 1' plus 'Salle d'eau 1'; the Saint-Romuald sector; the team's own office address; an 'évaluation municipale' figure and mortgage calculator; other listings of the team",
    pageUrl: "https://equipemartineaulevis.com/proprietes/jumele-saint-romuald-21873645/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="UTF-8">
<title>Jumelé à vendre – 2217, rue des Grives, Lévis | Équipe Martineau</title>
<meta name="description" content="Jumelé à vendre à Lévis (Saint-Romuald), 3 chambres. Centris 21873645.">
<meta property="og:site_name" content="Équipe Martineau – Courtiers immobiliers Lévis">
<link rel="stylesheet" href="/wp-content/themes/immo-pro/style.css">
</head><body class="property-template-default single-property">
<header class="site-header"><a href="/" class="custom-logo-link">Équipe Martineau</a><nav class="menu"><a href="/proprietes/">Nos propriétés</a><a href="/vendre/">Vendre</a><a href="/equipe/">L'équipe</a><a href="/contact/">Contact</a></nav></header>
<main id="primary">
<article class="property">
<h1 class="entry-title">Jumelé à vendre – Saint-Romuald</h1>
<p class="property-address">2217, rue des Grives, Lévis (Saint-Romuald), QC G6W 5K8</p>
<p class="property-price">389 000 $</p>
<p class="property-centris">No Centris : 21873645</p>
<table class="property-specs">
<tr><th>Type de propriété</th><td>Maison à étages, jumelé</td></tr>
<tr><th>Année de construction</th><td>2009</td></tr>
<tr><th>Chambres</th><td>3</td></tr>
<tr><th>Salle de bain</th><td>1</td></tr>
<tr><th>Salle d'eau</th><td>1</td></tr>
<tr><th>Superficie habitable</th><td>1 240 pi²</td></tr>
<tr><th>Terrain</th><td>3 950 pi²</td></tr>
<tr><th>Évaluation municipale (2025)</th><td>341 200 $</td></tr>
<tr><th>Taxes municipales</th><td>3 288 $</td></tr>
</table>
<div class="entry-content"><p>Jumelé de deux étages bien entretenu dans un secteur familial près du parc des Chutes-de-la-Chaudière. Trois chambres à l'étage, salle de bain avec douche en céramique, salle d'eau au rez-de-chaussée. Sous-sol aménagé en salle familiale. Cour clôturée avec cabanon.</p></div>
<div class="courtier"><p>Inscription de <strong>Véronique Martineau</strong>, courtier immobilier résidentiel</p><p>RE/MAX 2001 inc., agence immobilière</p></div>
<div class="calculatrice"><h3>Calculatrice hypothécaire</h3><p>Versement estimé : 1 874 $ / mois (mise de fonds 10 %)</p></div>
</article>
<section class="autres-proprietes"><h2>Nos autres propriétés</h2>
<div class="carte"><span>459 000 $</span> 86, rue Saint-Laurent, Lévis</div>
<div class="carte"><span>279 900 $</span> 3400, avenue des Églises, app. 203, Lévis</div>
</section>
</main>
<footer class="site-footer"><p>Équipe Martineau · 5700, boul. de la Rive-Sud, bureau 210, Lévis (Québec) G6V 4Z2 · 418 555-0134</p><p>Propulsé par WordPress</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "semi-detached",
      street: "2217, rue des Grives",
      city: "Lévis",
      province: "QC",
      postalCode: "G6W 5K8",
      neighbourhood: "Saint-Romuald",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1240,
      lot: { value: 3950, unit: "ft2" },
      yearBuilt: 2009,
      mlsNumber: "21873645",
      listingAgentName: "Véronique Martineau",
      brokerageName: "RE/MAX 2001 inc., agence immobilière",
    },
  },
  {
    name: "ho18-exit-townhouse-dieppe-nb",
    site: "exitrealty.com",
    set: "held-out-18",
    traps: "an EXIT Realty page for a freehold townhouse in Dieppe: JSON-LD 'Product' offer with the price; '3 Beds' and '2.5 Baths' (2 full, 1 half); living area '1,520 SqFt'; lot '0.08 Acres'; an NB MLS® number; the agent and the franchise office; EXIT's 'residual income' recruitment banner with dollar figures; recently viewed listings",
    pageUrl: "https://www.exitrealty.com/listing/nb/dieppe/48-rue-amirault/NB131902",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>48 Rue Amirault, Dieppe, NB E1A 7V3 - $314,900 | EXIT Realty</title>
${ld({ "@context": "https://schema.org", "@type": "Product", name: "48 Rue Amirault, Dieppe, NB E1A 7V3", offers: { "@type": "Offer", price: 314900, priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
</head><body>
<header><a href="/" class="exit-logo">EXIT Realty</a><nav><a href="/search">Property Search</a><a href="/agents">Find an Agent</a><a href="/careers">Careers</a></nav></header>
<div class="recruit-banner">Earn residual income: EXIT agents shared over $1,200,000 last year. <a href="/careers">Learn more</a></div>
<main class="listing-detail">
<div class="listing-top"><h1>48 Rue Amirault</h1><h2>Dieppe, NB E1A 7V3</h2><div class="price">$314,900</div></div>
<div class="quick-stats"><span>3 Beds</span><span>2.5 Baths</span><span>1,520 SqFt</span><span>Townhouse</span></div>
<table class="listing-info">
<tr><td>MLS® #</td><td>NB131902</td></tr>
<tr><td>Property Type</td><td>Single Family</td></tr>
<tr><td>Building Type</td><td>Row / Townhouse</td></tr>
<tr><td>Full Bathrooms</td><td>2</td></tr>
<tr><td>Half Bathrooms</td><td>1</td></tr>
<tr><td>Lot Size</td><td>0.08 Acres</td></tr>
<tr><td>Year Built</td><td>2016</td></tr>
<tr><td>Heating</td><td>Mini-split heat pump, electric baseboard</td></tr>
</table>
<div class="remarks"><p>End-unit freehold townhouse, no condo fees, close to Dieppe Boulevard shopping and the Dieppe Arts and Culture Centre. Open main floor with patio doors to the deck, three bedrooms up including the primary with ensuite, finished basement family room. Paved driveway.</p></div>
<div class="agent-card"><p class="name">Chantal LeBlanc</p><p class="office">EXIT Realty Associates</p><p>1199 Main Street, Moncton, NB E1C 1H9</p></div>
<section class="recent"><h3>Recently Viewed</h3>
<div class="card">$269,000 · 15 Rue Gauvin, Dieppe</div>
<div class="card">$399,900 · 211 Elmwood Drive, Moncton</div>
</section>
</main>
<footer><p>Each EXIT Realty office is independently owned and operated. EXIT Realty Corp. International.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 314900 },
      propertyKind: "townhouse",
      street: "48 Rue Amirault",
      city: "Dieppe",
      province: "NB",
      postalCode: "E1A 7V3",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1520,
      lot: { value: 0.08, unit: "acres" },
      yearBuilt: 2016,
      mlsNumber: "NB131902",
      listingAgentName: "Chantal LeBlanc",
      brokerageName: "EXIT Realty Associates",
    },
  },
];
