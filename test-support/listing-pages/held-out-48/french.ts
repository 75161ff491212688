/**
 * Forty-eighth held-out corpus, French pages: a New Brunswick brokerage's house in Shediac, a Québec City brokerage's
 * condo in Sillery and a Montréal rental company's 4 ½ in Côte-des-Neiges.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_48_FRENCH: ListingPage[] = [
  {
    name: "ho48-royallepageatlantic-maison-shediac",
    site: "royallepageatlantic.com",
    set: "held-out-48",
    traps: "a New Brunswick brokerage's French page: French number formats (389 900 $, 134,7 m²); 1 salle de bain complète + 1 salle d'eau; lot in acres with a comma decimal; M-prefixed MLS®; évaluation foncière and taxes; the office in Dieppe in the footer",
    pageUrl: "https://www.royallepageatlantic.com/fr/propriete/M169842/47-chemin-pointe-du-chene-shediac",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>47, chemin Pointe-du-Chêne, Shediac (N.-B.) – Maison à vendre – M169842</title>
<meta name="description" content="Maison de plain-pied à Shediac, 3 chambres, à deux pas de la plage Parlee. 389 900 $.">
${ld({ "@context": "https://schema.org", "@type": "House", name: "47, chemin Pointe-du-Chêne", address: { "@type": "PostalAddress", streetAddress: "47, chemin Pointe-du-Chêne", addressLocality: "Shediac", addressRegion: "NB", postalCode: "E4P 2K8", addressCountry: "CA" } })}
</head><body>
<header><a href="/fr/">Royal LePage Atlantic</a><nav><a href="/fr/acheter">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/courtiers">Nos courtiers</a><a href="/en/">English</a></nav></header>
<main class="fiche">
<h1>47, chemin Pointe-du-Chêne</h1>
<p class="ville">Shediac (Nouveau-Brunswick) E4P 2K8</p>
<p class="prix">389 900 $</p>
<table class="caracteristiques">
<tr><th>N° MLS®</th><td>M169842</td></tr>
<tr><th>Type</th><td>Maison unifamiliale, plain-pied</td></tr>
<tr><th>Chambres</th><td>3</td></tr>
<tr><th>Salles de bain</th><td>1 complète + 1 salle d'eau</td></tr>
<tr><th>Superficie habitable</th><td>1 450 pi² (134,7 m²)</td></tr>
<tr><th>Terrain</th><td>0,62 acre</td></tr>
<tr><th>Année de construction</th><td>2003</td></tr>
<tr><th>Évaluation foncière</th><td>241 600 $</td></tr>
<tr><th>Taxes foncières</th><td>3 812 $ (2025)</td></tr>
</table>
<section><h2>Description</h2><p>Belle maison de plain-pied sur un grand terrain boisé, à 600 m de la plage Parlee. Cuisine ouverte sur la salle familiale, thermopompe murale, garage simple de 14 x 24 pi et remise. Sous-sol partiellement aménagé. Idéale comme résidence principale ou chalet quatre saisons.</p></section>
<section class="courtier"><h2>Courtier inscripteur</h2><p>Josée Cormier</p><p>Royal LePage Atlantic</p><p>506 555-0161</p></section>
<section class="semblables"><h2>Propriétés semblables</h2><p>12, rue Bellevue, Shediac — 349 000 $</p><p>8, allée des Dunes, Grand-Barachois — 429 500 $</p></section>
</main>
<footer><p>Royal LePage Atlantic · 1000, rue Champlain, bureau 120, Dieppe (N.-B.) E1A 1P5</p><p>Courtage indépendant et autonome, franchisé de Royal LePage. Les renseignements sont jugés fiables mais ne sont pas garantis.</p></footer>
${chrome("Royal LePage Atlantic", "fr")}
</body></html>`,
    expected: {
      price: { amount: 389900, currency: "CAD" },
      propertyKind: "house",
      street: "47, chemin Pointe-du-Chêne",
      city: "Shediac",
      province: "NB",
      postalCode: "E4P 2K8",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1450,
      lot: { value: 0.62, unit: "acres" },
      yearBuilt: 2003,
      mlsNumber: "M169842",
      listingAgentName: "Josée Cormier",
      brokerageName: "Royal LePage Atlantic",
    },
  },
  {
    name: "ho48-royallepagehumania-condo-quebec-sillery",
    site: "royallepagehumania.com",
    set: "held-out-48",
    traps: "a Québec City brokerage's condo: area in m² only (92,5 m²); 'app. 302' in the address; arrondissement and quartier vs the city of Québec; Centris/MLS® number; frais de copropriété, taxes and évaluation municipale; two brokers; the office on boulevard Laurier in the footer",
    pageUrl: "https://www.royallepagehumania.com/propriete/18273645-1280-avenue-maguire-app-302-quebec",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Condo à vendre – 1280, avenue Maguire, app. 302, Québec (Sillery) – 349 000 $</title>
<meta name="description" content="Condo de 2 chambres au 3e étage, avenue Maguire, Sillery. Centris 18273645.">
<meta property="og:locale" content="fr_CA">
</head><body>
<header><a href="/">Royal LePage Humania</a><nav><a href="/proprietes">Propriétés</a><a href="/courtiers">Courtiers</a><a href="/evaluation">Évaluation gratuite</a></nav></header>
<main class="propriete">
<h1>1280, avenue Maguire, app. 302</h1>
<p class="lieu">Québec (Sainte-Foy–Sillery–Cap-Rouge) · Quartier Sillery · G1T 1Y8</p>
<p class="prix">349 000 $</p>
<div class="infos">
<div><span>No MLS® / Centris</span><strong>18273645</strong></div>
<div><span>Genre de propriété</span><strong>Appartement en copropriété divise</strong></div>
<div><span>Chambres</span><strong>2</strong></div>
<div><span>Salle de bain</span><strong>1</strong></div>
<div><span>Superficie nette</span><strong>92,5 m²</strong></div>
<div><span>Année de construction</span><strong>2008</strong></div>
<div><span>Frais de copropriété</span><strong>285 $ / mois</strong></div>
<div><span>Taxes municipales</span><strong>2 914 $ (2025)</strong></div>
<div><span>Évaluation municipale</span><strong>301 500 $</strong></div>
<div><span>Stationnement</span><strong>Garage (1)</strong></div>
</div>
<section><h2>Addenda</h2><p>Lumineux condo de coin au 3e étage avec balcon de 4,2 m x 1,8 m. Cuisine avec îlot, planchers de bois franc, salle de lavage fermée. Ascenseur, casier et un espace de garage intérieur. Épiceries, cafés et autobus Métrobus à quelques pas sur l'avenue Maguire.</p></section>
<section class="courtiers"><h2>Courtiers inscripteurs</h2>
<p><strong>Marie-Ève Gagnon</strong>, courtier immobilier résidentiel · 418 555-0177</p>
<p><strong>Stéphane Roy</strong>, courtier immobilier · 418 555-0129</p>
<p class="agence">Royal LePage Humania, agence immobilière</p></section>
<section class="similaires"><h2>Propriétés similaires</h2><p>1355, rue Maguire, app. 104 — 319 900 $</p><p>2070, chemin Saint-Louis, app. 6 — 412 000 $ (vendu)</p></section>
</main>
<footer><p>Royal LePage Humania, agence immobilière · 2600, boulevard Laurier, bureau 100, Québec (Québec) G1V 4W1</p><p>Agence immobilière franchisée indépendante et autonome de Royal LePage. Les données proviennent de Centris inc. et ne sont pas garanties.</p></footer>
${chrome("Royal LePage Humania", "fr")}
</body></html>`,
    expected: {
      price: { amount: 349000, currency: "CAD" },
      propertyKind: "condo",
      street: "1280, avenue Maguire, app. 302",
      city: "Québec",
      province: "QC",
      postalCode: "G1T 1Y8",
      neighbourhood: "Sillery",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 996,
      yearBuilt: 2008,
      mlsNumber: "18273645",
      listingAgentName: "Marie-Ève Gagnon",
      brokerageName: "Royal LePage Humania, agence immobilière",
    },
  },
  {
    name: "ho48-shiller-4-et-demi-cotedesneiges",
    site: "shiller.ca",
    set: "held-out-48",
    traps: "a Montréal rental company's French page: '4 ½' meaning two bedrooms; rent as '1 695 $/mois' beside 3 ½ and 5 ½ rents in the same building; indoor parking fee; borough Côte-des-Neiges–Notre-Dame-de-Grâce vs the city of Montréal; an internal unit code; the head office on Sherbrooke in the footer",
    pageUrl: "https://www.shiller.ca/fr/appartements/5160-cote-des-neiges/4-et-demi-812",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>4 ½ à louer – 5160, chemin de la Côte-des-Neiges, app. 812, Montréal | Shiller</title>
<meta name="description" content="Grand 4 ½ au 8e étage près de l'Université de Montréal, 1 695 $ par mois, disponible le 1er décembre.">
<script>var unitData={"code":"CDN5160-0812","rent":1695,"floor":8,"available":"2025-12-01"};</script>
</head><body>
<header><a href="/fr/">Les Immeubles Shiller</a><nav><a href="/fr/appartements">Appartements</a><a href="/fr/quartiers">Quartiers</a><a href="/fr/locataires">Locataires</a><a href="/en/">English</a></nav></header>
<main class="logement">
<p class="quartier">Côte-des-Neiges–Notre-Dame-de-Grâce · Côte-des-Neiges</p>
<h1>4 ½ – 5160, chemin de la Côte-des-Neiges, app. 812</h1>
<p class="ville">Montréal (Québec) H3T 1X8</p>
<p class="loyer">1 695 $/mois</p>
<ul class="details">
<li>Code du logement : CDN5160-0812</li>
<li>Chambres : 2</li>
<li>Salle de bain : 1</li>
<li>Superficie : environ 780 pi²</li>
<li>Disponible : 1er décembre</li>
<li>Électroménagers inclus, chauffage et eau chaude inclus</li>
</ul>
<table class="autres"><caption>Autres logements dans l'immeuble</caption>
<tr><td>3 ½</td><td>1 395 $/mois</td></tr>
<tr><td>5 ½</td><td>2 150 $/mois</td></tr>
</table>
<section class="frais"><h2>Frais additionnels</h2><p>Stationnement intérieur : 125 $/mois · Rangement : 30 $/mois · Électricité aux frais du locataire</p></section>
<section><h2>L'immeuble</h2><p>Immeuble avec concierge résident, buanderie à chaque étage et piscine intérieure. À deux minutes du métro Côte-des-Neiges, de l'Université de Montréal et de l'Hôpital général juif.</p></section>
<section class="visite"><h2>Prendre rendez-vous</h2><p>Bureau de location · 514 555-0190</p></section>
</main>
<footer><p>Les Immeubles Shiller · 1455, rue Sherbrooke Ouest, bureau 300, Montréal (Québec) H3G 1L2</p><p>Les loyers et disponibilités peuvent changer sans préavis. Photos à titre indicatif.</p></footer>
${chrome("Shiller", "fr")}
</body></html>`,
    expected: {
      price: { amount: 1695, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "5160, chemin de la Côte-des-Neiges, app. 812",
      city: "Montréal",
      province: "QC",
      postalCode: "H3T 1X8",
      neighbourhood: "Côte-des-Neiges",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 780,
    },
  },
];
