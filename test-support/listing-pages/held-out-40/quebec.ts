/**
 * Fortieth held-out corpus, Québec (in French): a Centris rural house on a well and septic field in Val-des-Monts,
 * and a DuProprio duplex in Québec City whose page gives each dwelling's rooms and then the totals.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { chrome } from "./chrome.ts";
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_40_QUEBEC: ListingPage[] = [
  {
    name: "ho40-centris-rurale-valdesmonts",
    site: "centris.ca",
    set: "held-out-40",
    traps: "a Centris rural house in French: 'puits artésien' and 'fosse septique' rows; the lot as '20 234 m²' with French spacing beside the living area in pi²; 'évaluation municipale' (land and building) and taxes beside the price; a '1 + 1' bathroom/powder-room count ('Salle de bain et salle d'eau'); the Centris No. beside an internal id in the markup; a second broker; the agency's office in the footer",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~val-des-monts/21458830",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à vendre, Val-des-Monts - 1285, chemin du Lac-Bataille - 21458830 | Centris.ca</title>
<meta name="description" content="Maison de plain-pied à vendre à Val-des-Monts, 3 chambres, 549 000 $. Terrain boisé de 20 234 m².">
<meta property="og:title" content="Maison de plain-pied à vendre à Val-des-Monts">
</head><body>
<header><a href="/fr">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a></nav></header>
<main class="property-summary" data-id="9923114">
<h1 itemprop="category"><span>Maison de plain-pied à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1285, chemin du Lac-Bataille, Val-des-Monts, Québec, J8N 4E6</h2>
<div class="price-container"><div class="price text-right"><span class="text-nowrap">549 000 $</span></div></div>
<div class="row teaser"><div class="piece">10 pièces</div><div class="cac">3 chambres</div><div class="sdb">1 salle de bain et 1 salle d'eau</div></div>
<div id="ListingDisplayId" class="d-none">21458830</div>
<div class="description"><p>Propriété de plain-pied sur un grand terrain boisé, à 5 minutes du lac Bataille. Foyer au bois dans le salon, verrière trois saisons, garage détaché chauffé. Sous-sol aménagé avec salle familiale. Idéal pour amateurs de plein air : sentiers de VTT et de motoneige à proximité.</p></div>
<div class="carac-container">
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value">Résidentielle</div>
<div class="carac-title">Style de bâtiment</div><div class="carac-value">Plain-pied, isolé</div>
<div class="carac-title">Année de construction</div><div class="carac-value">1987</div>
<div class="carac-title">Superficie habitable</div><div class="carac-value">1 520 pi²</div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value">20 234 m²</div>
<div class="carac-title">Approvisionnement en eau</div><div class="carac-value">Puits artésien</div>
<div class="carac-title">Système d'égouts</div><div class="carac-value">Fosse septique, champ d'épuration (2016)</div>
<div class="carac-title">Stationnement total</div><div class="carac-value">Allée (6), Garage (2)</div>
</div>
<table class="financial-details-table"><tr><th colspan="2">Évaluation municipale (2026)</th></tr><tr><td>Terrain</td><td>96 800 $</td></tr><tr><td>Bâtiment</td><td>315 500 $</td></tr><tr><td>Total</td><td>412 300 $</td></tr>
<tr><th colspan="2">Taxes</th></tr><tr><td>Municipales (2026)</td><td>3 744 $</td></tr><tr><td>Scolaires (2025)</td><td>298 $</td></tr></table>
<p class="centris-no">No Centris : 21458830</p>
<div class="broker-info"><h3>Courtiers inscripteurs</h3>
<div class="broker"><span class="broker-name">Geneviève Larocque</span><span>Courtier immobilier résidentiel</span><span class="agency">Les Immeubles Outaouais Vert inc., Agence immobilière</span><span>819-555-0147</span></div>
<div class="broker"><span class="broker-name">Patrick Séguin</span><span>Courtier immobilier</span><span class="agency">Les Immeubles Outaouais Vert inc., Agence immobilière</span></div></div>
<section class="similaires"><h3>Propriétés similaires</h3><div class="card">Val-des-Monts · 489 000 $ · 3 chambres</div><div class="card">Cantley · 615 000 $ · 4 chambres</div></section>
</main>
<footer><p>Les Immeubles Outaouais Vert inc., Agence immobilière · 480, boulevard de l'Hôpital, Gatineau (Québec) J8V 2P4. Centris® est une marque déposée de Centris inc.</p></footer>
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Maison de plain-pied à vendre - Val-des-Monts", sku: "21458830", offers: { "@type": "Offer", price: "549000", priceCurrency: "CAD" } })}
${chrome("fr")}
</body></html>`,
    expected: {
      price: { amount: 549000, currency: "CAD" },
      propertyKind: "house",
      street: "1285, chemin du Lac-Bataille",
      city: "Val-des-Monts",
      province: "QC",
      postalCode: "J8N 4E6",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1520,
      lot: { value: 20234, unit: "m2" },
      yearBuilt: 1987,
      mlsNumber: "21458830",
      listingAgentName: "Geneviève Larocque",
      brokerageName: "Les Immeubles Outaouais Vert inc., Agence immobilière",
    },
  },
  {
    name: "ho40-duproprio-duplex-limoilou",
    site: "duproprio.com",
    set: "held-out-40",
    traps: "a DuProprio duplex in French: each dwelling's own chambres and salles de bain (5 ½ with 3, 4 ½ with 2 and a salle d'eau) and then the building's totals; the rents per dwelling and gross revenue beside the price; 'Québec (La Cité-Limoilou)' with the borough in parentheses; the building's dimensions in feet (not an area); the lot in m² with a comma decimal; DuProprio's listing number, no MLS®, no broker",
    pageUrl: "https://duproprio.com/fr/quebec-rive-nord/quebec-la-cite-limoilou/duplex-a-vendre/hab-2315-2317-3e-avenue-1098473",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Duplex à vendre – Québec (La Cité-Limoilou) – 2315-2317, 3e Avenue | DuProprio</title>
<meta name="description" content="Duplex à vendre par le propriétaire à Québec (La Cité-Limoilou). 469 000 $. 5 chambres au total.">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "Duplex à vendre", address: { "@type": "PostalAddress", streetAddress: "2315-2317, 3e Avenue", addressLocality: "Québec", addressRegion: "QC", postalCode: "G1L 3A4" } })}
</head><body>
<header><a href="/fr">DuProprio</a><nav><a href="/fr/rechercher/liste">Rechercher</a><a href="/fr/vendre">Vendre</a><a href="/fr/connexion">Connexion</a></nav></header>
<main class="listing" data-listing-id="1098473">
<div class="listing-location__title"><h1>Duplex à vendre</h1>
<div class="listing-location__address"><span>2315-2317, 3e Avenue</span><span>Québec (La Cité-Limoilou), Québec</span><span>G1L 3A4</span></div></div>
<div class="listing-price"><div class="listing-price__amount">469 000 $</div></div>
<p class="listing-code">Numéro d'inscription : 1098473</p>
<section class="listing-main-characteristics"><h2>Caractéristiques principales</h2>
<div class="listing-main-characteristics__item"><span class="number">2</span> logements</div>
<div class="listing-main-characteristics__item"><span class="number">5</span> chambres (total)</div>
<div class="listing-main-characteristics__item"><span class="number">2</span> salles de bain (total)</div>
<div class="listing-main-characteristics__item"><span class="number">1</span> salle d'eau (total)</div>
<div class="listing-main-characteristics__item">Terrain : 312,5 m²</div>
</section>
<section class="listing-units"><h2>Logements</h2>
<table><tr><th>Logement</th><th>Taille</th><th>Chambres</th><th>Salles de bain</th><th>Salles d'eau</th><th>Loyer</th></tr>
<tr><td>2315 (rez-de-chaussée)</td><td>5 ½</td><td>3</td><td>1</td><td>0</td><td>Occupé par le propriétaire</td></tr>
<tr><td>2317 (étage)</td><td>4 ½</td><td>2</td><td>1</td><td>1</td><td>1 125 $/mois</td></tr></table>
<p>Revenus bruts potentiels : 27 600 $/an</p></section>
<section class="listing-box"><h2>Bâtiment</h2>
<dl><dt>Année de construction</dt><dd>1931</dd><dt>Dimensions du bâtiment</dt><dd>25 pi x 42 pi</dd><dt>Nombre d'étages</dt><dd>2</dd><dt>Évaluation municipale</dt><dd>401 200 $</dd><dt>Taxes municipales (2026)</dt><dd>4 356 $</dd><dt>Taxes scolaires</dt><dd>311 $</dd></dl></section>
<section class="listing-description"><h2>Description</h2><p>Duplex de caractère dans le Vieux-Limoilou, à deux pas de la 3e Avenue et de ses cafés. Boiseries d'origine, plafonds de 9 pieds, balcons avant et arrière. Rez-de-chaussée libre à l'achat. Toiture refaite en 2019, entrées électriques 200 A séparées.</p></section>
<section class="listing-owners"><h2>Contactez le propriétaire</h2><p>Vendu par le propriétaire</p><p>418-555-0126</p></section>
<section class="similaires"><h3>Propriétés semblables</h3><div class="card">Triplex · Québec (La Cité-Limoilou) · 589 000 $</div><div class="card">Duplex · Québec (Charlesbourg) · 439 000 $</div></section>
</main>
<footer><p>DuProprio inc. · 1000, route de l'Église, bureau 200, Québec (Québec) G1V 3V9. DuProprio n'est pas une agence immobilière.</p></footer>
${chrome("fr")}
</body></html>`,
    expected: {
      price: { amount: 469000, currency: "CAD" },
      propertyKind: "plex",
      street: "2315-2317, 3e Avenue",
      city: "Québec",
      province: "QC",
      postalCode: "G1L 3A4",
      neighbourhood: "La Cité-Limoilou",
      bedrooms: 5,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      lot: { value: 312.5, unit: "m2" },
      yearBuilt: 1931,
    },
  },
];
