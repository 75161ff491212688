/**
 * Forty-fourth held-out corpus, Quebec (in French): a Centris house on Lévis's avenue de Québec in Saint-Romuald with
 * two brokers from two agencies, and a DuProprio bungalow on a rang in Saint-Félix-de-Valois with a post-office box.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chromeFr } from "./chrome.ts";

export const HELD_OUT_44_QUEBEC: ListingPage[] = [
  {
    name: "ho44-centris-maison-levis-saint-romuald",
    site: "centris.ca",
    set: "held-out-44",
    traps: "Centris in French: a street named after another city ('1420, avenue de Québec') in Lévis with Saint-Romuald in parentheses; two brokers from two agencies; the first agency's office on rue Saint-Laurent in Lévis; 'évaluation municipale' and municipal/school taxes in French number format beside the price; '1 salle de bain et 1 salle d'eau'; pi² with French spacing; similar listings in Québec (Sainte-Foy)",
    pageUrl: "https://www.centris.ca/fr/maison~a-vendre~levis-saint-romuald/18345920",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre, Lévis (Saint-Romuald) - 1420, avenue de Québec - 18345920 | Centris.ca</title>
<meta name="description" content="Maison à étages à vendre à Lévis (Saint-Romuald), 3 chambres, 1 salle de bain et 1 salle d'eau. 489 000 $.">
<meta property="og:url" content="https://www.centris.ca/fr/maison~a-vendre~levis-saint-romuald/18345920">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "Maison à étages à vendre", address: { "@type": "PostalAddress", streetAddress: "1420, avenue de Québec", addressLocality: "Lévis", addressRegion: "QC", postalCode: "G6W 2K8" } })}
</head><body>
<header><a href="/fr" class="logo">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a></nav></header>
<main class="property-summary">
<div class="row"><h1 itemprop="category"><span data-id="PageTitle">Maison à étages à vendre</span></h1>
<h2 class="pt-1" itemprop="address">1420, avenue de Québec, Lévis (Saint-Romuald)</h2>
<div class="price-container"><div class="price text-right"><meta itemprop="price" content="489000"><span id="BuyPrice" class="text-nowrap">489 000 $</span></div></div></div>
<div class="carac-container">
<div class="row teaser"><div class="cac">3 chambres</div><div class="sdb">1 salle de bain et 1 salle d'eau</div></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>1978</span></div>
<div class="carac-title">Superficie habitable</div><div class="carac-value"><span>1 650 pi²</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>6 200 pi²</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Allée (2), Garage (1)</span></div>
<div class="carac-title">Code postal</div><div class="carac-value"><span>G6W 2K8</span></div>
</div>
<table class="financial-details-table"><tr><th colspan="2">Évaluation municipale (2024)</th></tr><tr><td>Terrain</td><td>98 000 $</td></tr><tr><td>Bâtiment</td><td>314 300 $</td></tr><tr><td>Total</td><td>412 300 $</td></tr>
<tr><th colspan="2">Taxes</th></tr><tr><td>Municipales (2025)</td><td>3 912 $</td></tr><tr><td>Scolaires (2024)</td><td>288 $</td></tr></table>
<div itemprop="description"><p>Maison à étages bien entretenue à deux pas du fleuve et du parc de la Rivière-Etchemin, à cinq minutes des ponts vers Québec. Trois chambres à l'étage, salle de bain rénovée, salle d'eau au rez-de-chaussée, sous-sol aménagé. Garage simple, cour clôturée.</p></div>
<div class="pieces"><table><tr><td>Salon</td><td>RDC</td><td>15,6 X 12,2 pi</td></tr><tr><td>Chambre à coucher principale</td><td>2e étage</td><td>14,1 X 11,9 pi</td></tr></table></div>
<div class="broker-info">
<div class="broker"><p class="broker-name">Isabelle Gagnon</p><p>Courtière immobilière résidentielle</p><p class="agency">Groupe Rive-Sud Immobilier inc., Agence immobilière</p><p class="agency-address">5955, rue Saint-Laurent, Lévis (Québec) G6V 3P5</p></div>
<div class="broker"><p class="broker-name">Mathieu Thériault</p><p>Courtier immobilier</p><p class="agency">Habitations Chaudière, Agence immobilière</p></div>
</div>
<div id="ListingDisplayId"><span>No Centris : </span><span>18345920</span></div>
<section class="similaires"><h3>Propriétés similaires</h3><div class="card">465 000 $ · 2210, rue Nolin, Québec (Sainte-Foy–Sillery–Cap-Rouge)</div><div class="card">509 000 $ · 77, rue de l'Anse, Lévis (Saint-Nicolas)</div></section>
</main>
<footer><p>Centris inc. · 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8</p><p>Les renseignements sont fournis par les courtiers et ne sont pas garantis.</p></footer>
${chromeFr("Centris")}
</body></html>`,
    expected: {
      price: { amount: 489000, currency: "CAD" },
      propertyKind: "house",
      street: "1420, avenue de Québec",
      city: "Lévis",
      province: "QC",
      postalCode: "G6W 2K8",
      neighbourhood: "Saint-Romuald",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1650,
      lot: { value: 6200, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "18345920",
      listingAgentName: "Isabelle Gagnon",
      brokerageName: "Groupe Rive-Sud Immobilier inc., Agence immobilière",
    },
  },
  {
    name: "ho44-duproprio-bungalow-rang-saint-felix",
    site: "duproprio.com",
    set: "held-out-44",
    traps: "DuProprio by owner in French: a rang address ('2180, 4e Rang') with a 'C.P. 118' post-office box mailing line; sold by the owner (no broker) beside DuProprio's own office; a DuProprio code that is no MLS® number; municipal assessment beside the asking price; living area in pi² and m²; lot in m² with its pi² equivalent; 'salles d'eau' as half baths; similar properties in Joliette",
    pageUrl: "https://duproprio.com/fr/lanaudiere/saint-felix-de-valois/maison-de-plain-pied-a-vendre/hab-2180-4e-rang-1078452",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison de plain-pied à vendre — 2180, 4e Rang, Saint-Félix-de-Valois | DuProprio</title>
<meta name="description" content="Maison de plain-pied à vendre par propriétaire à Saint-Félix-de-Valois, Lanaudière. 3 chambres, 429 000 $. Code 1078452.">
<script>window.dataLayer=[{"listing_id":"1078452","listing_price":429000,"listing_city":"Saint-Félix-de-Valois","listing_region":"Lanaudière","listing_type":"maison-de-plain-pied"}];</script>
</head><body>
<header><a href="/fr" class="logo">DuProprio</a><nav><a href="/fr/rechercher">Rechercher</a><a href="/fr/vendre">Vendre</a><a href="/fr/evaluation">Évaluation gratuite</a></nav></header>
<main class="listing">
<div class="listing-location"><h1 class="listing-location__title">Maison de plain-pied à vendre</h1>
<div class="listing-location__address"><span class="street">2180, 4e Rang</span><span class="city">Saint-Félix-de-Valois</span><span class="region">Lanaudière, Québec</span></div></div>
<div class="listing-price"><div class="listing-price__amount">429 000 $</div><div class="listing-price__eval">Évaluation municipale : 318 600 $</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="number">3</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="number">1</span> salle d'eau</div>
<div class="listing-main-characteristics__item"><span class="number">1 480</span> pi² (137,5 m²) aire habitable</div>
<div class="listing-main-characteristics__item"><span class="number">4 180</span> m² (44 993 pi²) terrain</div>
</div>
<div class="listing-box__dotted">
<div class="listing-list-characteristics__row"><span>Code de la propriété</span><span>1078452</span></div>
<div class="listing-list-characteristics__row"><span>Année de construction</span><span>1962</span></div>
<div class="listing-list-characteristics__row"><span>Code postal</span><span>J0K 2M0</span></div>
<div class="listing-list-characteristics__row"><span>Taxes municipales</span><span>2 684 $ (2025)</span></div>
<div class="listing-list-characteristics__row"><span>Taxes scolaires</span><span>212 $ (2024)</span></div>
<div class="listing-list-characteristics__row"><span>Chauffage</span><span>Bois et électricité</span></div>
</div>
<div class="listing-owners-comments"><h3>Commentaires du propriétaire</h3><p>Plain-pied rénové sur un grand terrain boisé de plus de 4 000 m² dans le 4e Rang, à 5 minutes du village et 20 minutes de Joliette. Poêle à bois, garage détaché, potager. Adresse postale : C.P. 118, Saint-Félix-de-Valois. Visites sur rendez-vous avec le propriétaire.</p></div>
<div class="listing-contact"><p>Vendu par le propriétaire</p><button>Contacter le propriétaire</button><p class="tel">450 555-0199</p></div>
<section class="similaires"><h3>Propriétés similaires</h3><div class="card">389 000 $ · Joliette</div><div class="card">455 000 $ · Saint-Jean-de-Matha</div></section>
</main>
<footer><p>DuProprio inc., 2000, avenue McGill College, Montréal (Québec). DuProprio n'est pas un courtier immobilier.</p></footer>
${chromeFr("DuProprio")}
</body></html>`,
    expected: {
      price: { amount: 429000, currency: "CAD" },
      propertyKind: "house",
      street: "2180, 4e Rang",
      city: "Saint-Félix-de-Valois",
      province: "QC",
      postalCode: "J0K 2M0",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1480,
      lot: { value: 4180, unit: "m2" },
      yearBuilt: 1962,
    },
  },
];
