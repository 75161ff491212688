/**
 * Seventy-eighth held-out corpus, the rest of Québec: an Estrie rental classifieds site's 4 ½ in Sherbrooke's
 * Fleurimont borough, Mont-Laurier's sale of a municipal lot, a Gatineau housing co-op's vacancy page, a Laurentian
 * chalet-rental company's chalet for sale, an agricultural broker network's beef farm in the Matapédia valley and a
 * Mauricie business broker's convenience store in Trois-Rivières. Addresses, names and numbers are invented; expected
 * facts were written before any run.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  centrisAvis,
  gtag,
  jsVar,
  metaPixel,
  navFr,
  oaciq,
  partage,
  photos,
  piedDePage,
  reseaux,
  similaires,
  temoins,
  wpHead,
} from "./chrome.ts";

export const HELD_OUT_78_QUEBEC_AUTRES: ListingPage[] = [
  {
    name: "ho78-logementsestrie-4-et-demi-fleurimont",
    site: "logementsestrie.com",
    set: "held-out-78",
    traps:
      "a regional rental classifieds site's ad for a 4 ½: rent '1 095 $ / mois' beside the estimated heating per month and the site's average 4 ½ rent for Sherbrooke; 'Arrondissement : Fleurimont' beside the city; 'app. 3' after the street; '2 chambres' and '1 salle de bain'; '850 pi²'; the ad number and a property manager (no broker, no MLS®); the map's data attributes for the listing beside the site's city-centre default; other ads (a 3 ½, a 5 ½, a house for sale) with their prices",
    pageUrl: "https://www.logementsestrie.com/annonce/48213/4-1-2-a-louer-sherbrooke-fleurimont-rue-galt-est",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4 ½ à louer – 1587, rue Galt Est, Sherbrooke (Fleurimont) – 1 095 $/mois | Logements Estrie</title>
<meta name="description" content="4 ½ rénové, 2 chambres, libre le 1er juillet. Stationnement, laveuse-sécheuse. 1 095 $ par mois.">
<meta property="og:title" content="4 ½ à louer – Fleurimont – 1 095 $/mois"><meta property="og:site_name" content="Logements Estrie">
<link rel="stylesheet" href="/css/le-app.css?v=812">
${gtag("G-LESTRIE481")}
</head><body class="annonce">
${temoins("logementsestrie.com")}
<header class="le-entete"><a href="/" class="le-logo">Logements<span>Estrie</span></a>
${navFr(["Appartements", "Maisons à louer", "Chambres", "Stationnements", "Publier une annonce", "Mon compte"], "le-nav")}
</header>
<div class="le-recherche"><form action="/recherche"><select name="ville"><option>Sherbrooke</option><option>Magog</option><option>Granby</option><option>Coaticook</option></select><select name="type"><option>3 ½</option><option selected>4 ½</option><option>5 ½</option></select><input name="max" placeholder="Loyer max"><button>Rechercher</button></form></div>
<main class="le-annonce">
<nav class="le-fil"><a href="/">Accueil</a> › <a href="/sherbrooke/">Sherbrooke</a> › <a href="/sherbrooke/fleurimont/">Fleurimont</a> › Annonce #48213</nav>
<h1>4 ½ à louer – rue Galt Est</h1>
<p class="le-loyer">1 095 $ <small>/ mois</small></p>
<p class="le-dispo">Disponible le 1er juillet 2026 · Bail de 12 mois · Publiée il y a 3 jours</p>
${photos("/photos/annonces/48213", 9, "4 ½ rue Galt Est", "le-photos")}
<table class="le-fiche"><tbody>
<tr><th>Adresse</th><td>1587, rue Galt Est, app. 3, Sherbrooke (Québec) J1G 3H9</td></tr>
<tr><th>Arrondissement</th><td>Fleurimont</td></tr>
<tr><th>Type de logement</th><td>4 ½ (appartement au 2e étage d'un 6 logements)</td></tr>
<tr><th>Chambres</th><td>2</td></tr>
<tr><th>Salle de bain</th><td>1</td></tr>
<tr><th>Superficie</th><td>850 pi²</td></tr>
<tr><th>Chauffage</th><td>Non inclus (électrique, environ 85 $ / mois)</td></tr>
<tr><th>Eau chaude</th><td>Incluse</td></tr>
<tr><th>Électroménagers</th><td>Réfrigérateur, cuisinière, laveuse et sécheuse fournis</td></tr>
<tr><th>Stationnement</th><td>1 espace extérieur inclus (2e espace : 25 $ / mois)</td></tr>
<tr><th>Animaux</th><td>Chats acceptés</td></tr>
<tr><th>Non-fumeur</th><td>Oui</td></tr>
</tbody></table>
<div class="le-texte"><p>Beau 4 ½ rénové en 2024 : planchers de bois franc, cuisine neuve, salle de bain avec douche en céramique. Deux chambres fermées avec garde-robes, balcon arrière. Immeuble tranquille et bien entretenu, près du CHUS-Fleurimont, de l'Université de Sherbrooke (10 min en autobus) et de l'épicerie. Enquête de crédit exigée. Aucun dépôt demandé, conformément à la loi.</p></div>
<div class="le-proprietaire"><h3>Annonceur</h3><p>Gestion Immobilière Galt</p><p>Propriétaire-gestionnaire · Membre depuis 2019</p><a class="le-btn" href="/annonce/48213/contacter">Contacter l'annonceur</a></div>
<div id="le-carte" class="le-carte" data-lat="45.40812" data-lng="-71.86014" data-zoom="15"></div>
${jsVar("LE_CONFIG", { villeDefaut: "Sherbrooke", centre: { lat: 45.40042, lng: -71.88991 }, annonce: 48213 })}
<aside class="le-stat"><h4>Le marché à Sherbrooke</h4><p>Loyer moyen d'un 4 ½ : <strong>1 012 $</strong> · Taux d'inoccupation : 1,9 %</p></aside>
${similaires("Autres annonces dans Fleurimont", [
  { href: "/annonce/48190/3-1-2-a-louer-sherbrooke-fleurimont", prix: "895 $ / mois", titre: "3 ½ – rue King Est", details: "1 chambre · chauffé · libre le 1er juillet" },
  { href: "/annonce/48177/5-1-2-a-louer-sherbrooke-fleurimont", prix: "1 395 $ / mois", titre: "5 ½ – rue Bowen Sud", details: "3 chambres · 1 050 pi²" },
  { href: "/annonce/48102/maison-a-vendre-sherbrooke-fleurimont", prix: "419 000 $", titre: "Maison à vendre – rue des Grives", details: "3 chambres · vendue par le propriétaire" },
], "le-autres")}
</main>
${piedDePage([
  `<h4>Logements Estrie</h4><p>Le site d'annonces de logements de l'Estrie depuis 2009.</p><address>Case postale 1204, succursale Place de la Cité<br>Sherbrooke (Québec) J1H 5L6</address>`,
  `<h4>Villes</h4><p>Sherbrooke · Magog · Granby · Coaticook · Windsor · Lac-Mégantic</p>`,
  reseaux(),
], ["Les annonces sont publiées par leurs auteurs, qui en sont responsables. Consultez le Tribunal administratif du logement pour vos droits et obligations.", "© 2025 Logements Estrie."], "le-pied")}
</body></html>`,
    expected: {
      price: { amount: 1095, period: "month" },
      propertyKind: "condo",
      street: "1587, rue Galt Est, app. 3",
      city: "Sherbrooke",
      province: "QC",
      postalCode: "J1G 3H9",
      neighbourhood: "Fleurimont",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      geo: { lat: 45.40812, lng: -71.86014 },
    },
  },
  {
    name: "ho78-villemontlaurier-terrain-boise-lafontaine",
    site: "villemontlaurier.qc.ca",
    set: "held-out-78",
    traps:
      "a town's WordPress page selling one municipal residential lot: 'Prix de vente : 38 750 $ (taxes en sus)' beside the price per m², a 10 % deposit and a property-tax credit; the cadastre lot number '6 412 887' written with spaces like a price; 'Superficie : 1 440,0 m² (15 500 pi²)' (m² first) and a frontage in metres; the projected civic address; the subdivision 'Domaine du Boisé-Lafontaine'; a table of the other lots with their areas and prices (one sold); city hall's address and postal code in the footer; no broker",
    pageUrl: "https://www.villemontlaurier.qc.ca/citoyens/terrains-a-vendre/domaine-du-boise-lafontaine/terrain-14/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Terrain no 14 – Domaine du Boisé-Lafontaine | Terrains à vendre | Ville de Mont-Laurier</title>
<meta name="description" content="La Ville de Mont-Laurier met en vente des terrains résidentiels desservis dans le Domaine du Boisé-Lafontaine.">
${wpHead("ville-ml", "6.5.5")}
${gtag("G-VML0014TER")}
</head><body class="page-template-terrain">
<div class="alerte-municipale"><strong>Avis d'ébullition préventive</strong> levé pour le secteur des Cèdres. <a href="/avis/">Tous les avis</a></div>
<header class="vml-entete"><a href="/"><img src="/wp-content/themes/ville-ml/img/armoiries.png" alt="Ville de Mont-Laurier"></a>
${navFr(["Ma ville", "Citoyens", "Services en ligne", "Loisirs et culture", "Affaires", "Conseil municipal", "Nous joindre"], "vml-menu")}
</header>
<main class="vml-contenu">
<nav class="fil"><a href="/">Accueil</a> › <a href="/citoyens/">Citoyens</a> › <a href="/citoyens/terrains-a-vendre/">Terrains à vendre</a> › Domaine du Boisé-Lafontaine › Terrain no 14</nav>
<h1>Terrain no 14 – Domaine du Boisé-Lafontaine</h1>
<p class="vml-intro">Dans le cadre de son programme d'accès à la propriété, la Ville de Mont-Laurier vend des terrains résidentiels entièrement desservis (aqueduc et égout) dans le Domaine du Boisé-Lafontaine, phase 3, à 4 minutes du centre-ville et de l'hôpital.</p>
${photos("/wp-content/uploads/terrains/boise-lafontaine/14", 4, "Terrain no 14 Boisé-Lafontaine", "vml-photos")}
<table class="vml-terrain"><tbody>
<tr><th>Adresse civique projetée</th><td>1245, rue des Érables, Mont-Laurier (Québec)</td></tr>
<tr><th>Numéro de lot (cadastre du Québec)</th><td>6 412 887</td></tr>
<tr><th>Superficie</th><td>1 440,0 m² (15 500 pi²)</td></tr>
<tr><th>Frontage</th><td>30,5 m</td></tr>
<tr><th>Zonage</th><td>R-214 (résidentiel unifamilial et bifamilial)</td></tr>
<tr><th>Services</th><td>Aqueduc, égout sanitaire et pluvial, électricité en façade</td></tr>
<tr><th>Prix de vente</th><td><strong>38 750 $</strong> (taxes en sus)</td></tr>
<tr><th>Prix au mètre carré</th><td>26,91 $ / m²</td></tr>
<tr><th>Dépôt à l'offre</th><td>3 875 $ (10 %)</td></tr>
</tbody></table>
<h2>Conditions de vente</h2>
<ul><li>L'acheteur doit construire une résidence d'une valeur minimale de 250 000 $ dans les 24 mois suivant l'acte de vente.</li><li>Crédit de taxes foncières de 100 % la première année, 50 % la deuxième et 25 % la troisième.</li><li>Les frais de notaire et d'arpentage sont à la charge de l'acheteur.</li><li>Les offres sont analysées par ordre de réception par le Service de l'urbanisme.</li></ul>
<h2>Autres terrains de la phase 3</h2>
<table class="vml-liste-terrains"><thead><tr><th>Terrain</th><th>Rue</th><th>Superficie</th><th>Prix</th><th>Statut</th></tr></thead><tbody>
<tr><td>12</td><td>rue des Érables</td><td>1 312,4 m²</td><td>35 300 $</td><td>Vendu</td></tr>
<tr><td>13</td><td>rue des Érables</td><td>1 356,0 m²</td><td>36 200 $</td><td>Disponible</td></tr>
<tr><td>15</td><td>rue des Érables (coin des Merisiers)</td><td>1 688,7 m²</td><td>41 900 $</td><td>Disponible</td></tr>
<tr><td>16</td><td>rue des Merisiers</td><td>1 402,2 m²</td><td>37 600 $</td><td>Réservé</td></tr>
</tbody></table>
<p><a class="bouton" href="/wp-content/uploads/terrains/formulaire-offre-achat.pdf">Formulaire d'offre d'achat (PDF)</a> <a class="bouton" href="/wp-content/uploads/terrains/plan-phase-3.pdf">Plan de lotissement (PDF)</a></p>
<div class="vml-contact"><h3>Renseignements</h3><p>Service de l'urbanisme et du développement du territoire<br>819 555-0190, poste 4210 · urbanisme@villemontlaurier.qc.ca</p></div>
<iframe class="vml-carte" src="https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d2780.1!2d-75.4987!3d46.5523!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sfr!2sca" width="600" height="380" loading="lazy" title="Carte – hôtel de ville"></iframe>
</main>
${piedDePage([
  `<h4>Ville de Mont-Laurier</h4><address>Hôtel de ville<br>1150, rue de la Madone<br>Mont-Laurier (Québec) J9L 1S9</address><p>819 555-0190</p>`,
  `<h4>Heures d'ouverture</h4><p>Lundi au jeudi : 8 h 30 à 12 h et 13 h à 16 h 30<br>Vendredi : 8 h 30 à 12 h</p>`,
  reseaux(),
], ["© 2025 Ville de Mont-Laurier. Tous droits réservés.", "Les renseignements sur cette page n'ont aucune valeur légale; seul l'acte notarié fait foi."], "vml-pied")}
</body></html>`,
    expected: {
      price: { amount: 38750 },
      propertyKind: "land",
      street: "1245, rue des Érables",
      city: "Mont-Laurier",
      province: "QC",
      neighbourhood: "Domaine du Boisé-Lafontaine",
      lot: { value: 1440, unit: "m2" },
    },
  },
  {
    name: "ho78-coopjardinsdelariviere-5-et-demi-hull",
    site: "coopjardinsdelariviere.org",
    set: "held-out-78",
    traps:
      "a housing co-op's own vacancy page: a 5 ½ townhouse at '985 $ / mois' beside the member's share (part sociale), the income ceiling for rent assistance and a 3 ½ on the waiting list with its own rent; 'Gatineau (secteur Hull)'; 'unité 6' after the street; '3 chambres' and '1 salle de bain et 1 salle d'eau'; 'environ 1 100 pi² sur deux étages'; the co-op office's own address and postal code and the regional federation's in the footer; no broker, no MLS®",
    pageUrl: "https://coopjardinsdelariviere.org/logements-disponibles/",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Logements disponibles – Coopérative d'habitation Les Jardins de la Rivière</title>
<meta name="description" content="Un 5 ½ (maison de ville) est disponible à la Coopérative d'habitation Les Jardins de la Rivière, à Gatineau.">
<link rel="stylesheet" href="/style.css">
</head><body>
<div id="page">
<header><img src="/images/logo-coop.png" alt="Coop Les Jardins de la Rivière" width="220"><h2 class="slogan">Vivre ensemble, au bord du ruisseau de la Brasserie</h2>
<ul class="menu"><li><a href="/">Accueil</a></li><li><a href="/la-coop/">La coop</a></li><li><a href="/devenir-membre/">Devenir membre</a></li><li><a href="/logements-disponibles/" class="actif">Logements disponibles</a></li><li><a href="/comites/">Comités</a></li><li><a href="/nous-joindre/">Nous joindre</a></li></ul></header>
<div id="contenu">
<h1>Logements disponibles</h1>
<p class="maj">Mise à jour : 3 novembre 2025</p>
<div class="logement">
<h2>5 ½ – maison de ville sur deux étages – libre le 1er janvier 2026</h2>
<img src="/images/logements/unite-6-facade.jpg" alt="Façade de l'unité 6" width="360" class="flottant">
<table class="details" border="0" cellpadding="4">
<tr><td><b>Adresse :</b></td><td>312, rue Papineau, unité 6<br>Gatineau (secteur Hull), Québec J8X 3R7</td></tr>
<tr><td><b>Type :</b></td><td>Maison de ville (5 ½) en rangée</td></tr>
<tr><td><b>Chambres :</b></td><td>3 chambres à l'étage</td></tr>
<tr><td><b>Salles de bain :</b></td><td>1 salle de bain et 1 salle d'eau</td></tr>
<tr><td><b>Superficie :</b></td><td>environ 1 100 pi² sur deux étages, sous-sol non aménagé</td></tr>
<tr><td><b>Loyer :</b></td><td>985 $ / mois (chauffage et eau chaude non inclus)</td></tr>
<tr><td><b>Part sociale :</b></td><td>500 $ (remboursable au départ)</td></tr>
<tr><td><b>Stationnement :</b></td><td>1 case, 15 $ / mois</td></tr>
</table>
<p>Cette maison de ville d'angle donne sur la cour intérieure et le jardin communautaire. Au rez-de-chaussée : cuisine, salle à manger, salon et salle d'eau. À l'étage : trois chambres et la salle de bain. Laveuse et sécheuse non fournies (entrées au sous-sol). Idéal pour une famille.</p>
<p><b>Aide à la personne :</b> jusqu'à 40 % des unités bénéficient du Programme de supplément au loyer. Pour être admissible, le revenu du ménage ne doit pas dépasser 52 000 $ par année (ménage de 4 personnes). Le loyer est alors fixé à 25 % du revenu.</p>
<p><b>Engagement :</b> chaque membre s'engage à participer à au moins un comité et à environ 3 heures de tâches par mois, et à assister aux assemblées générales.</p>
</div>
<div class="logement attente">
<h2>3 ½ – liste d'attente</h2>
<p>Aucun 3 ½ n'est libre actuellement. Loyer actuel d'un 3 ½ : 640 $ / mois. Vous pouvez déposer votre candidature pour la liste d'attente en tout temps.</p>
</div>
<h2>Comment poser sa candidature</h2>
<ol><li>Remplir le <a href="/docs/formulaire-candidature.pdf">formulaire de candidature</a>.</li><li>Le déposer dans la boîte aux lettres du bureau de la coop ou l'envoyer à selection@coopjardinsdelariviere.org.</li><li>Le comité de sélection vous convoquera à une entrevue.</li></ol>
<p>Séance d'information pour les nouveaux membres : le jeudi 20 novembre 2025 à 19 h, salle communautaire.</p>
</div>
<div id="pied">
<p><b>Coopérative d'habitation Les Jardins de la Rivière</b> · Bureau : 300, rue Papineau, local 1, Gatineau (Québec) J8X 3R2 · 819 555-0124</p>
<p>Membre de la Fédération des coopératives d'habitation de l'Outaouais · 45, rue Leduc, Gatineau (Québec) J8X 3A4</p>
<p>Coopérative fondée en 1986 · 48 logements</p>
</div>
</div>
</body></html>`,
    expected: {
      price: { amount: 985, period: "month" },
      propertyKind: "townhouse",
      street: "312, rue Papineau, unité 6",
      city: "Gatineau",
      province: "QC",
      postalCode: "J8X 3R7",
      neighbourhood: "Hull",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1100,
    },
  },
  {
    name: "ho78-chaletsboreal-chalet-lac-superieur",
    site: "chaletsboreal.com",
    set: "held-out-78",
    traps:
      "a Laurentian chalet-rental company's page for one of its chalets now for sale: the asking price only as '1,2 M$' beside nightly rates ('à partir de 495 $ / nuit'), 2024 gross rental revenue and the CITQ establishment number; '4 chambres + mezzanine'; '3 salles de bain + 1 salle d'eau'; 'Terrain : 1,8 acre'; the broker's line with the agency and '– Bureau de Mont-Tremblant'; a LodgingBusiness JSON-LD with the company's office address and geo, beside the chalet's map data attributes; other chalets for rent with nightly prices",
    pageUrl: "https://www.chaletsboreal.com/fr/chalets-a-vendre/chalet-l-epinette/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chalet L'Épinette à vendre – Lac-Supérieur | Chalets Boréal</title>
<meta name="description" content="Notre chalet L'Épinette, au bord du lac Quenouille, est à vendre meublé et équipé : 1,2 M$. Rentabilité démontrée.">
<meta property="og:title" content="Chalet L'Épinette à vendre – 1,2 M$">
${wpHead("hello-elementor", "6.6.1")}
<link rel="stylesheet" href="/wp-content/plugins/motopress-hotel-booking/assets/css/mphb.min.css?ver=5.0.3">
${gtag("G-CHB2008EPN")}
${metaPixel("127733409981554")}
${ld({
  "@context": "https://schema.org",
  "@type": "LodgingBusiness",
  name: "Chalets Boréal",
  address: { "@type": "PostalAddress", streetAddress: "118, rue de Saint-Jovite", addressLocality: "Mont-Tremblant", addressRegion: "QC", postalCode: "J8E 2Z9", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 46.11833, longitude: -74.59627 },
  telephone: "+1-819-555-0111",
  priceRange: "295 $ – 895 $",
})}
</head><body class="page-template-elementor_header_footer">
${temoins("chaletsboreal.com")}
<header class="elementor-location-header"><a href="/fr/"><img src="/wp-content/uploads/2022/05/chalets-boreal-logo.png" alt="Chalets Boréal"></a>
${navFr(["Nos chalets", "Réserver", "Forfaits", "Chalets à vendre", "Activités", "FAQ", "Contact"], "elementor-nav-menu", "/fr/")}
<a class="elementor-button" href="/fr/reserver/">Réserver</a></header>
<main class="elementor">
<section class="elementor-section hero"><h1 class="elementor-heading-title">Chalet L'Épinette – à vendre</h1>
<p class="elementor-heading-title sous-titre">Prix demandé : 1,2 M$ · meublé, équipé et clé en main</p></section>
${photos("/wp-content/uploads/chalets/epinette", 26, "Chalet L'Épinette", "elementor-gallery")}
<section class="elementor-section texte">
<p>Après quinze belles années, nous mettons en vente L'Épinette, notre chalet le plus populaire. Construit en 2008 en bois rond, sur un terrain boisé de 1,8 acre avec 160 pieds de rive sur le lac Quenouille (lac navigable sans moteur), il accueille jusqu'à 10 personnes.</p>
<p>Le chalet compte 4 chambres + une mezzanine avec deux lits simples, 3 salles de bain complètes et une salle d'eau, une cuisine ouverte sur la grande pièce avec plafond cathédrale et foyer de pierre, un spa extérieur et un sauna. Le garage détaché sert de rangement pour les kayaks et les raquettes.</p>
<p>L'Épinette est vendu avec son mobilier, son équipement et son historique de réservations; les réservations confirmées seront honorées ou transférées à l'acheteur. Numéro d'établissement CITQ : 298765.</p>
</section>
<section class="elementor-section fiche"><h2>Fiche du chalet</h2>
<div class="elementor-icon-list">
<p><b>Adresse :</b> 1420, chemin du Lac-Quenouille, Lac-Supérieur (Québec) J0T 1P0</p>
<p><b>Chambres :</b> 4 chambres + mezzanine</p>
<p><b>Salles de bain :</b> 3 salles de bain + 1 salle d'eau</p>
<p><b>Superficie habitable :</b> 2 350 pi²</p>
<p><b>Terrain :</b> 1,8 acre</p>
<p><b>Année de construction :</b> 2008</p>
<p><b>Revenus locatifs bruts (2024) :</b> 98 400 $</p>
<p><b>Taux d'occupation (2024) :</b> 71 %</p>
<p><b>Évaluation municipale :</b> 742 000 $</p>
</div>
<div id="carte-epinette" class="carte" data-lat="46.25814" data-lng="-74.41527" data-titre="Chalet L'Épinette"></div>
</section>
<section class="elementor-section courtier"><h2>Pour visiter</h2>
<p>La vente est confiée à Julie Paquette, courtier immobilier résidentiel, Les Immeubles Tremblant-Nord inc. – Bureau de Mont-Tremblant. No Centris 19920537.</p>
<p><a href="tel:8195550138">819 555-0138</a> · julie.paquette@tremblantnord.ca</p>
<p class="petit">Les visites se font uniquement avec la courtière, entre deux séjours de location.</p></section>
<section class="elementor-section location"><h2>Encore envie de séjourner à L'Épinette?</h2><p>Le chalet reste en location jusqu'à la vente : à partir de 495 $ / nuit (minimum 2 nuits, 3 nuits pendant les Fêtes). Frais de ménage : 175 $.</p></section>
${similaires("Nos autres chalets à louer", [
  { href: "/fr/chalets/le-huard/", prix: "dès 395 $ / nuit", titre: "Le Huard – Lac-Supérieur", details: "4 chambres · 8 personnes · spa" },
  { href: "/fr/chalets/la-bruyere/", prix: "dès 295 $ / nuit", titre: "La Bruyère – Saint-Faustin-Lac-Carré", details: "2 chambres · 4 personnes" },
  { href: "/fr/chalets/le-grand-duc/", prix: "dès 895 $ / nuit", titre: "Le Grand-Duc – Mont-Tremblant", details: "6 chambres · 14 personnes · bord de l'eau" },
], "elementor-autres-chalets")}
</main>
${piedDePage([
  `<h4>Chalets Boréal</h4><address>118, rue de Saint-Jovite<br>Mont-Tremblant (Québec) J8E 2Z9</address><p>819 555-0111</p>`,
  `<h4>Établissements CITQ</h4><p>L'Épinette 298765 · Le Huard 301422 · La Bruyère 287310 · Le Grand-Duc 305008</p>`,
  reseaux(),
], ["© 2025 Chalets Boréal. Tous droits réservés.", oaciq])}
<script src="/wp-content/plugins/motopress-hotel-booking/assets/js/public/mphb.min.js?ver=5.0.3"></script>
</body></html>`,
    expected: {
      price: { amount: 1200000 },
      propertyKind: "house",
      street: "1420, chemin du Lac-Quenouille",
      city: "Lac-Supérieur",
      province: "QC",
      postalCode: "J0T 1P0",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2350,
      lot: { value: 1.8, unit: "acres" },
      yearBuilt: 2008,
      mlsNumber: "19920537",
      listingAgentName: "Julie Paquette",
      brokerageName: "Les Immeubles Tremblant-Nord inc.",
      geo: { lat: 46.25814, lng: -74.41527 },
    },
  },
  {
    name: "ho78-terresagricolesduquebec-ferme-matapedia",
    site: "terresagricolesduquebec.ca",
    set: "held-out-78",
    traps:
      "an agricultural broker network's page for a beef farm: 'Superficie totale : 84,5 hectares (208,8 acres)' (hectares first) beside the cultivable and maple-bush hectares; the price per hectare, municipal assessment and the MAPAQ tax credit; the farmhouse's year and living area beside the barn's and the shed's years; '4 chambres' and '1 salle de bain'; the network's own file number beside the No Centris; the broker's agency (the network is not the brokerage) with its Carleton-sur-Mer office; other farms for sale with prices and hectares",
    pageUrl: "https://www.terresagricolesduquebec.ca/fermes/bas-saint-laurent-gaspesie/ferme-bovine-saint-alexis-de-matapedia-TAQ-3318",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ferme bovine à vendre – Saint-Alexis-de-Matapédia – 84,5 ha | Terres agricoles du Québec</title>
<meta name="description" content="Ferme vache-veau de 84,5 hectares avec maison de ferme, étable et 42 hectares en culture. 685 000 $.">
<meta property="og:title" content="Ferme bovine – Saint-Alexis-de-Matapédia – 685 000 $">
<link rel="stylesheet" href="/static/taq.css?v=44">
${gtag("G-TAQ3318FRM")}
</head><body class="fiche-ferme">
${temoins("terresagricolesduquebec.ca")}
<header class="taq-entete"><a href="/"><img src="/static/taq-logo.svg" alt="Terres agricoles du Québec"></a>
${navFr(["Fermes à vendre", "Terres à bois", "Érablières", "Quotas", "Nos courtiers", "Vendre sa ferme", "Nous joindre"], "taq-menu")}
</header>
<main class="taq-fiche">
<nav class="taq-fil"><a href="/fermes/">Fermes à vendre</a> › <a href="/fermes/bas-saint-laurent-gaspesie/">Bas-Saint-Laurent–Gaspésie</a> › Dossier TAQ-3318</nav>
<h1>Ferme bovine (vache-veau) – Saint-Alexis-de-Matapédia</h1>
<div class="taq-prix-bloc"><p class="taq-prix">685 000 $</p><p class="taq-prix-ha">soit environ 8 107 $ / hectare</p><p class="taq-nos">No Centris 17744902 · Dossier TAQ-3318</p></div>
${photos("/media/fermes/3318", 16, "Ferme bovine Saint-Alexis-de-Matapédia", "taq-photos")}
<section class="taq-resume"><h2>Résumé</h2>
<p>Belle ferme vache-veau en opération au cœur de la vallée de la Matapédia : 84,5 hectares d'un seul tenant, dont 42 hectares en culture (foin et pâturage) et 31 hectares d'érablière et de boisé. Troupeau de 45 vaches de boucherie (vendu séparément, à négocier). Maison de ferme centenaire rénovée, étable, grange et garage.</p></section>
<section class="taq-details"><h2>La propriété</h2>
<table><tbody>
<tr><th>Adresse</th><td>212, rang Saint-Benoît, Saint-Alexis-de-Matapédia (Québec)</td></tr>
<tr><th>MRC</th><td>Avignon</td></tr>
<tr><th>Superficie totale</th><td>84,5 hectares (208,8 acres)</td></tr>
<tr><th>Superficie cultivable</th><td>42 hectares</td></tr>
<tr><th>Érablière et boisé</th><td>31 hectares (environ 3 500 entailles potentielles)</td></tr>
<tr><th>Zonage</th><td>Agricole (CPTAQ)</td></tr>
<tr><th>Évaluation municipale</th><td>512 000 $</td></tr>
<tr><th>Taxes (après remboursement MAPAQ)</th><td>2 940 $</td></tr>
</tbody></table>
<h2>La maison de ferme</h2>
<table><tbody>
<tr><th>Année de construction</th><td>1935</td></tr>
<tr><th>Superficie habitable</th><td>1 650 pi²</td></tr>
<tr><th>Chambres</th><td>4</td></tr>
<tr><th>Salle de bain</th><td>1</td></tr>
<tr><th>Chauffage</th><td>Bois et électricité</td></tr>
<tr><th>Rénovations</th><td>Toiture de tôle 2019, fenêtres 2016, cuisine 2021</td></tr>
</tbody></table>
<h2>Les bâtiments agricoles</h2>
<ul><li>Étable à stabulation libre 60 x 120 pi (1978), abreuvoirs chauffants</li><li>Grange-entrepôt 40 x 80 pi (1952)</li><li>Garage-atelier chauffé 30 x 40 pi (2004)</li><li>Silo-fosse et plateforme à fumier conforme</li></ul>
</section>
<aside class="taq-courtier"><h3>Courtier responsable</h3><img src="/media/courtiers/denis-arsenault.jpg" alt=""><p class="nom">Denis Arsenault</p><p>Courtier immobilier agricole et commercial</p><p>Immobilier Baie-des-Chaleurs inc., agence immobilière</p><p>Bureau de Carleton-sur-Mer · 418 555-0126</p><p class="petit">Terres agricoles du Québec est un réseau de courtiers spécialisés en propriétés agricoles; chaque inscription est confiée à l'agence du courtier.</p></aside>
${partage("https://www.terresagricolesduquebec.ca/fermes/bas-saint-laurent-gaspesie/ferme-bovine-saint-alexis-de-matapedia-TAQ-3318")}
${similaires("Autres fermes dans la région", [
  { href: "/fermes/bas-saint-laurent-gaspesie/ferme-laitiere-amqui-TAQ-3290", prix: "1 890 000 $", titre: "Ferme laitière – Amqui", details: "122 ha · quota 48 kg" },
  { href: "/fermes/bas-saint-laurent-gaspesie/terre-a-bois-causapscal-TAQ-3301", prix: "149 000 $", titre: "Terre à bois – Causapscal", details: "61 ha · sans bâtiment" },
  { href: "/fermes/bas-saint-laurent-gaspesie/erabliere-saint-andre-de-restigouche-TAQ-3275", prix: "395 000 $", titre: "Érablière – Saint-André-de-Restigouche", details: "7 800 entailles" },
], "taq-similaires")}
</main>
${piedDePage([
  `<h4>Terres agricoles du Québec</h4><p>Réseau de courtiers immobiliers agricoles</p><address>2600, boulevard Laurier, bureau 640<br>Québec (Québec) G1V 4T3</address>`,
  `<h4>Régions</h4><p>Montérégie · Estrie · Centre-du-Québec · Chaudière-Appalaches · Bas-Saint-Laurent–Gaspésie · Saguenay–Lac-Saint-Jean · Abitibi-Témiscamingue</p>`,
  reseaux(),
], [oaciq, centrisAvis], "taq-pied")}
</body></html>`,
    expected: {
      price: { amount: 685000 },
      propertyKind: "farm",
      street: "212, rang Saint-Benoît",
      city: "Saint-Alexis-de-Matapédia",
      province: "QC",
      bedrooms: 4,
      bathrooms: 1,
      squareFootage: 1650,
      lot: { value: 84.5, unit: "hectares" },
      yearBuilt: 1935,
      mlsNumber: "17744902",
      listingAgentName: "Denis Arsenault",
      brokerageName: "Immobilier Baie-des-Chaleurs inc., agence immobilière",
    },
  },
  {
    name: "ho78-commercesmauricie-depanneur-cap-de-la-madeleine",
    site: "commercesmauricie.ca",
    set: "held-out-78",
    traps:
      "a Mauricie business broker's page for a convenience store in leased premises: '225 000 $ + inventaire (environ 60 000 $)' beside sales, EBITDA, the monthly rent and the required down payment; 'Trois-Rivières (secteur Cap-de-la-Madeleine)'; the store's '2 400 pi²' beside the storage area; the firm's file number 'CM-1187' beside the No Centris; the brokerage named in the broker card with its head office's address and postal code; a JSON-LD Offer for the business; other businesses for sale with prices",
    pageUrl: "https://commercesmauricie.ca/entreprises-a-vendre/depanneur-permis-saq-cap-de-la-madeleine-cm-1187/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dépanneur avec permis SAQ à vendre – Trois-Rivières (Cap-de-la-Madeleine) | Commerces Mauricie</title>
<meta name="description" content="Dépanneur rentable, 7 jours sur 7, avec permis d'alcool et Loto-Québec. 225 000 $ + inventaire.">
${wpHead("astra", "6.6.2")}
${gtag("G-CM1187DEPN")}
${ld({
  "@context": "https://schema.org",
  "@type": "Offer",
  name: "Dépanneur avec permis SAQ – Cap-de-la-Madeleine",
  price: 225000,
  priceCurrency: "CAD",
  category: "Entreprise à vendre",
  seller: { "@type": "Organization", name: "Courtage Commercial Mauricie inc." },
})}
</head><body class="entreprise-template-default single-entreprise">
${temoins("commercesmauricie.ca")}
<header class="site-header"><a href="/"><img src="/wp-content/uploads/2021/09/commerces-mauricie.png" alt="Commerces Mauricie"></a>
${navFr(["Entreprises à vendre", "Immeubles commerciaux", "Locaux à louer", "Vendre mon entreprise", "Évaluation d'entreprise", "Nous joindre"], "main-header-menu")}
</header>
<main class="site-main">
<article class="entreprise">
<header class="entry-header"><p class="categorie">Commerce de détail · Dépanneur</p>
<h1 class="entry-title">Dépanneur avec permis SAQ – Trois-Rivières (secteur Cap-de-la-Madeleine)</h1>
<p class="prix">225 000 $ <span>+ inventaire (environ 60 000 $)</span></p>
<p class="references">Dossier CM-1187 · No Centris 23309841</p></header>
${photos("/wp-content/uploads/entreprises/cm-1187", 8, "Dépanneur Cap-de-la-Madeleine", "entreprise-photos")}
<div class="entry-content">
<p>Dépanneur bien établi depuis 1994 sur une artère passante du secteur Cap-de-la-Madeleine, ouvert 7 jours sur 7 de 7 h à 23 h. Permis de vente d'alcool, terminal Loto-Québec, comptoir de café et de mets préparés, guichet automatique. Le propriétaire prend sa retraite et offre une formation de 4 semaines.</p>
<p>Vente d'actifs : équipement, achalandage et nom commercial. Le local est loué (bail de 5 ans + option de 5 ans).</p>
<h2>Données financières</h2>
<table class="finances"><tbody>
<tr><th>Prix demandé</th><td>225 000 $ + inventaire</td></tr>
<tr><th>Inventaire (approx.)</th><td>60 000 $</td></tr>
<tr><th>Chiffre d'affaires (2024)</th><td>1 480 000 $</td></tr>
<tr><th>BAIIA normalisé</th><td>142 000 $</td></tr>
<tr><th>Loyer</th><td>3 200 $ / mois, taxes foncières incluses</td></tr>
<tr><th>Mise de fonds requise</th><td>75 000 $</td></tr>
<tr><th>Employés</th><td>6 à temps partiel</td></tr>
</tbody></table>
<h2>Le local</h2>
<table class="local"><tbody>
<tr><th>Adresse</th><td>780, boulevard Sainte-Madeleine, Trois-Rivières (Québec) G8T 3K9</td></tr>
<tr><th>Secteur</th><td>Cap-de-la-Madeleine</td></tr>
<tr><th>Superficie du magasin</th><td>2 400 pi²</td></tr>
<tr><th>Entrepôt et chambre froide</th><td>600 pi²</td></tr>
<tr><th>Stationnement</th><td>14 cases</td></tr>
</tbody></table>
</div>
<aside class="courtier-card"><img src="/wp-content/uploads/courtiers/luc-bergeron.jpg" alt=""><h3>Luc Bergeron</h3><p>Courtier immobilier commercial</p><p>Courtage Commercial Mauricie inc.</p><p>Agence immobilière commerciale</p><p>819 555-0145 · lbergeron@commercesmauricie.ca</p><p class="petit">Une entente de confidentialité est requise avant la remise des états financiers.</p></aside>
</article>
${similaires("Autres entreprises à vendre en Mauricie", [
  { href: "/entreprises-a-vendre/restaurant-shawinigan-cm-1179/", prix: "149 000 $", titre: "Restaurant familial – Shawinigan", details: "85 places · local loué" },
  { href: "/entreprises-a-vendre/salon-de-coiffure-trois-rivieres-cm-1183/", prix: "59 000 $", titre: "Salon de coiffure – Trois-Rivières", details: "6 chaises · clientèle établie" },
  { href: "/entreprises-a-vendre/quincaillerie-louiseville-cm-1171/", prix: "1 350 000 $", titre: "Quincaillerie avec bâtisse – Louiseville", details: "bâtisse de 9 800 pi² incluse" },
], "autres-entreprises")}
</main>
${piedDePage([
  `<h4>Courtage Commercial Mauricie inc.</h4><p>Agence immobilière commerciale</p><address>1350, rue Royale, bureau 500<br>Trois-Rivières (Québec) G9A 4J4</address><p>819 555-0140</p>`,
  `<h4>Secteurs</h4><p>Trois-Rivières · Shawinigan · Bécancour · Louiseville · La Tuque · Nicolet</p>`,
  reseaux(),
], [oaciq, "© 2025 Courtage Commercial Mauricie inc."], "site-footer")}
</body></html>`,
    expected: {
      price: { amount: 225000 },
      propertyKind: "business",
      street: "780, boulevard Sainte-Madeleine",
      city: "Trois-Rivières",
      province: "QC",
      postalCode: "G8T 3K9",
      neighbourhood: "Cap-de-la-Madeleine",
      squareFootage: 2400,
      mlsNumber: "23309841",
      listingAgentName: "Luc Bergeron",
      brokerageName: "Courtage Commercial Mauricie inc.",
    },
  },
];
