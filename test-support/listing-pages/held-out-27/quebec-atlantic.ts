/**
 * Twenty-seventh held-out corpus, Quebec and Atlantic Canada: an Appartogo 4½ for rent in Montréal's Rosemont, a
 * Prével new condo unit in Griffintown (French) and a Killam apartment for rent in Moncton. Addresses, names and
 * numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_27_QUEBEC_ATLANTIC: ListingPage[] = [
  {
    name: "ho27-appartogo-4-et-demi-rosemont",
    site: "appartogo.com",
    set: "held-out-27",
    traps: "a French rental ad for a 4½ in Montréal (Rosemont–La Petite-Patrie): '1 450 $/mois' with '+ 45 $ stationnement'; '4 ½' vs '2 chambres'; the borough in the address line and the neighbourhood in the breadcrumb; 'Superficie 850 pi²'; an Appartogo ad number (not MLS); the owner's management company; a previous rent quoted for the TAL notice; similar rentals",
    pageUrl: "https://www.appartogo.com/fr/appartement-a-louer/montreal/rosemont/4-1-2/128844",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>4 ½ à louer – 5862, 3e Avenue, Montréal (Rosemont) | Appartogo</title>
<meta name="description" content="4 ½ à louer à Rosemont, Montréal. 1 450 $/mois. 2 chambres, 850 pi². Disponible le 1er février.">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "4 ½ à louer – Rosemont", numberOfRooms: 4.5, numberOfBedrooms: 2, address: { "@type": "PostalAddress", streetAddress: "5862, 3e Avenue", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H1Y 2X4" }, geo: { "@type": "GeoCoordinates", latitude: 45.55081, longitude: -73.58264 } })}
</head><body>
<header><a href="/fr/" class="logo">Appartogo</a><nav><a href="/fr/recherche">Trouver un logement</a><a href="/fr/proprietaires">Propriétaires</a><a href="/en/">English</a></nav></header>
<main>
<nav class="fil">Montréal › Rosemont–La Petite-Patrie › Rosemont › 4 ½</nav>
<h1>Magnifique 4 ½ rénové près du parc Molson</h1>
<p class="adresse">5862, 3e Avenue, Montréal (Rosemont–La Petite-Patrie), QC H1Y 2X4</p>
<p class="loyer"><strong>1&nbsp;450&nbsp;$</strong> / mois <span>+ 45&nbsp;$ stationnement</span></p>
<ul class="caracteristiques">
<li>Type : Appartement 4 ½</li><li>Chambres : 2</li><li>Salle de bain : 1</li><li>Superficie : 850 pi²</li><li>Étage : 1er (rez-de-chaussée surélevé)</li><li>Électros : Inclus</li><li>Chauffage : Non inclus (électrique)</li><li>Disponible : 1er février 2027</li><li>No d'annonce : 128844</li>
</ul>
<section class="description"><h2>Description</h2><p>Grand 4 ½ entièrement rénové en 2025 : cuisine ouverte, salle de bain avec douche en céramique, planchers de bois franc, laveuse-sécheuse incluses. À deux pas du parc Molson, de la Promenade Masson et de l'autobus 47. Bail jusqu'au 30 juin 2028.</p>
<p>Loyer le plus bas payé au cours des 12 derniers mois : 1&nbsp;310&nbsp;$ (avis de la section G du bail).</p></section>
<section class="gestionnaire"><h2>Publié par</h2><p>Gestion Immobilière Beaubien-Masson</p><p>514-555-0156</p></section>
<section class="similaires"><h2>Logements similaires</h2><div>3 ½ · Rosemont · 1 195 $/mois</div><div>5 ½ · Petite-Patrie · 1 890 $/mois</div></section>
<section class="inclusions"><h2>Inclusions et services</h2><ul><li>Laveuse et sécheuse</li><li>Réfrigérateur et cuisinière</li><li>Lave-vaisselle</li><li>Rangement au sous-sol</li><li>Balcon arrière</li><li>Cour partagée</li></ul></section>
<section class="quartier"><h2>Le quartier</h2><p>Rosemont est apprécié pour ses ruelles vertes, la Promenade Masson et ses nombreux parcs. Les stations de métro Rosemont et Beaubien sont à environ 15 minutes à pied; les lignes d'autobus 47 et 197 passent à proximité. Écoles primaires, CPE et épiceries dans un rayon de 500 mètres.</p></section>
<section class="conditions"><h2>Conditions de location</h2><ul><li>Enquête de crédit et références exigées</li><li>Non-fumeur</li><li>Petits animaux acceptés sur approbation</li><li>Aucun dépôt exigé, conformément à la loi</li></ul></section>
<section class="formulaire"><h2>Écrire au gestionnaire</h2><form><input placeholder="Votre nom"><input placeholder="Courriel"><textarea>Bonjour, le logement est-il toujours disponible?</textarea><button>Envoyer</button></form></section>
</main>
<footer><p>Appartogo · Plateforme de location résidentielle au Québec</p><nav class="liens"><a href="/fr/a-propos">À propos</a><a href="/fr/aide">Aide</a><a href="/fr/confidentialite">Confidentialité</a></nav></footer>
</body></html>`,
    expected: {
      price: { amount: 1450, period: "month" },
      propertyKind: "condo",
      street: "5862, 3e Avenue",
      city: "Montréal",
      province: "QC",
      postalCode: "H1Y 2X4",
      neighbourhood: "Rosemont",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 45.55081, lng: -73.58264 },
    },
  },
  {
    name: "ho27-prevel-condo-griffintown",
    site: "prevel.ca",
    set: "held-out-27",
    traps: "a Montréal developer's French page for a new condo unit in Griffintown: 'Unité 508' in the project; '579 900 $ + taxes' under the project's 'À partir de 349 900 $'; area '86,4 m² (930 pi²)' with a decimal comma; '2 chambres + bureau'; 'Livraison prévue automne 2028' (no year built); the sales office at another address; other units with their prices; no broker, no MLS",
    pageUrl: "https://www.prevel.ca/fr/projets/le-canal-ouest/unites/508",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Unité 508 – Le Canal Ouest, Griffintown | Prével</title>
<meta name="description" content="Condo neuf de 2 chambres + bureau à Griffintown. Unité 508, 930 pi², 579 900 $ + taxes.">
<meta property="og:site_name" content="Prével">
</head><body>
<header><a href="/fr/" class="logo">Prével</a><nav><a href="/fr/projets">Nos projets</a><a href="/fr/a-propos">À propos</a><a href="/en/">EN</a></nav></header>
<main>
<section class="projet"><p class="surtitre">Le Canal Ouest · Griffintown</p><p class="a-partir">Condos à partir de 349&nbsp;900&nbsp;$ + taxes</p>
<p class="adresse-projet">1455, rue Ottawa, Montréal (Le Sud-Ouest), QC H3C 0T7</p></section>
<section class="unite"><h1>Unité 508</h1>
<p class="prix">579&nbsp;900&nbsp;$ <span>+ taxes</span></p>
<table class="fiche">
<tr><th>Typologie</th><td>2 chambres + bureau</td></tr>
<tr><th>Salles de bain</th><td>2</td></tr>
<tr><th>Superficie</th><td>86,4 m² (930 pi²)</td></tr>
<tr><th>Terrasse</th><td>9,8 m² (105 pi²)</td></tr>
<tr><th>Étage</th><td>5</td></tr>
<tr><th>Orientation</th><td>Sud-ouest, vue sur le canal</td></tr>
<tr><th>Stationnement</th><td>En option : 45&nbsp;000&nbsp;$</td></tr>
<tr><th>Livraison prévue</th><td>Automne 2028</td></tr>
</table></section>
<section class="description"><h2>L'unité</h2><p>Coin lumineux avec fenestration sur deux faces, cuisine avec îlot en quartz et électroménagers encastrés, chambre principale avec salle d'eau attenante et douche vitrée, bureau fermé pour le télétravail. Accès à la terrasse sur le toit et à la piscine du 12e étage.</p></section>
<section class="autres"><h2>Autres unités disponibles</h2><div>Unité 304 · 1 chambre · 412 500 $ + taxes</div><div>Unité 1107 · 3 chambres · 849 900 $ + taxes</div></section>
<section class="bureau-ventes"><h2>Bureau des ventes</h2><p>1300, rue Ottawa, Montréal</p><p>Lun–jeu 12 h à 19 h · Sam–dim 11 h à 17 h</p></section>
<section class="inclusions"><h2>Inclusions</h2><ul><li>Plafonds de 9 pieds</li><li>Planchers de bois d'ingénierie</li><li>Comptoirs de quartz et dosseret en céramique</li><li>Électroménagers encastrés de marque Fisher &amp; Paykel</li><li>Climatisation murale et chauffage électrique</li><li>Fenestration à triple vitrage côté rue</li></ul></section>
<section class="projet-services"><h2>Les espaces communs</h2><p>Piscine extérieure et terrasse sur le toit, salle d'entraînement, chalet urbain avec cuisine, atelier de vélos et plus de 200 espaces de rangement pour vélos. Accès direct à la piste cyclable du canal de Lachine.</p></section>
<section class="depot"><h2>Structure de dépôt</h2><ul><li>5 % à la signature de la promesse d'achat</li><li>5 % à la réception du certificat de localisation</li><li>Solde à la livraison</li></ul><p>Garantie de construction GCR incluse.</p></section>
<section class="rdv"><h2>Prendre rendez-vous</h2><form><input placeholder="Nom complet"><input placeholder="Courriel"><input placeholder="Téléphone"><button>Réserver ma visite</button></form></section>
</main>
<footer><p>© 2026 Prével. Les prix et superficies sont approximatifs et sujets à changement sans préavis.</p><nav class="liens"><a href="/fr/carrieres">Carrières</a><a href="/fr/confidentialite">Confidentialité</a><a href="/fr/nous-joindre">Nous joindre</a></nav><p>Les illustrations sont des représentations artistiques.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 579900 },
      propertyKind: "condo",
      street: "1455, rue Ottawa",
      city: "Montréal",
      province: "QC",
      postalCode: "H3C 0T7",
      neighbourhood: "Griffintown",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 930,
    },
  },
  {
    name: "ho27-killam-apartment-moncton",
    site: "killamreit.com",
    set: "held-out-27",
    traps: "a Killam apartment REIT unit page in Moncton: '$1,685/month' with a 'first month free' incentive and a parking fee; 'Suite 304' in a named building; '2 Bed · 1.5 Bath'; '945 sq. ft.'; other floor plans' rents in the building; ApartmentComplex JSON-LD with geo; Killam's Halifax head office in the footer; no agent or MLS",
    pageUrl: "https://killamreit.com/apartments/moncton/brookside-terrace/suite-304",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Suite 304 – Brookside Terrace | 2 Bedroom Apartment for Rent in Moncton | Killam</title>
<meta name="description" content="2 bedroom, 1.5 bath apartment for rent at Brookside Terrace, 240 Elmwood Drive, Moncton. $1,685/month.">
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "Brookside Terrace", address: { "@type": "PostalAddress", streetAddress: "240 Elmwood Drive", addressLocality: "Moncton", addressRegion: "NB", postalCode: "E1A 2X9", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.10624, longitude: -64.75318 }, yearBuilt: 2019, petsAllowed: true })}
</head><body>
<header><a href="/" class="killam-logo">Killam Apartment REIT</a><nav><a href="/apartments">Find an Apartment</a><a href="/residents">Residents</a><a href="/investors">Investors</a></nav></header>
<main>
<nav class="crumbs">Apartments › New Brunswick › Moncton › Brookside Terrace › Suite 304</nav>
<section class="suite-hero"><h1>Suite 304 · 2 Bedroom</h1><p class="building">Brookside Terrace · 240 Elmwood Drive, Moncton, NB E1A 2X9</p>
<p class="rent">$1,685<span>/month</span></p><p class="promo">Limited time: first month free on 13-month leases</p></section>
<section class="suite-facts"><ul><li>2 Bed</li><li>1.5 Bath</li><li>945 sq. ft.</li><li>Available Jan 15, 2027</li><li>Underground parking $95/month</li></ul></section>
<section class="suite-desc"><p>Corner suite on the third floor with in-suite laundry, a balcony overlooking the Jonathan Creek trail and a walk-in closet in the primary bedroom. Heat and hot water included; tenant pays electricity. Built in 2019 with a fitness room and bike storage.</p></section>
<section class="floorplans"><h2>Other suites at Brookside Terrace</h2><table>
<tr><td>1 Bedroom</td><td>680 sq. ft.</td><td>$1,395/month</td></tr>
<tr><td>3 Bedroom</td><td>1,180 sq. ft.</td><td>$2,050/month</td></tr>
</table></section>
<section class="leasing"><h2>Contact leasing</h2><p>Leasing office: 240 Elmwood Drive, Suite 101</p><p>506-555-0138</p></section>
<section class="amenities"><h2>Building amenities</h2><ul><li>Fitness room</li><li>Secure bike storage</li><li>Elevator</li><li>Controlled entry</li><li>EV charging stations</li><li>On-site property manager</li><li>Pet-friendly (dogs under 25 lb)</li></ul></section>
<section class="suite-features"><h2>Suite features</h2><ul><li>In-suite washer and dryer</li><li>Stainless steel appliances</li><li>Luxury vinyl plank flooring</li><li>Private balcony</li><li>Walk-in closet</li></ul></section>
<section class="area"><h2>The neighbourhood</h2><p>Brookside Terrace sits in Moncton's north end near the Jonathan Creek trail system, with grocery stores, the CF Champlain mall and Codiac Transpo routes within a few minutes. Downtown Moncton and the Avenir Centre are a 10-minute drive.</p></section>
<section class="apply"><h2>Apply online</h2><p>Apply in minutes with our online application. Applicants are asked for photo ID and proof of income.</p><a href="/apply?suite=304" class="btn">Apply now</a></section>
</main>
<footer><p>Killam Apartment REIT · 3700 Kempt Road, Suite 100, Halifax, NS B3K 4X8</p><nav class="footer-links"><a href="/about">About Killam</a><a href="/careers">Careers</a><a href="/sustainability">Sustainability</a><a href="/privacy">Privacy</a></nav><p>Rents and incentives subject to change.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1685, period: "month" },
      propertyKind: "condo",
      street: "240 Elmwood Drive",
      city: "Moncton",
      province: "NB",
      postalCode: "E1A 2X9",
      bedrooms: 2,
      bathrooms: 1.5,
      squareFootage: 945,
      yearBuilt: 2019,
      geo: { lat: 46.10624, lng: -64.75318 },
    },
  },
];
