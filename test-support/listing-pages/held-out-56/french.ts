/**
 * Fifty-sixth held-out corpus, in French: a Québec City-area builder's townhouse in Lévis, an independent broker's
 * triplex in Trois-Rivières and an Acadian agent's house in Caraquet, New Brunswick.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { cards, cookieBar, footerLinks, mortgageWidget, stateScript } from "./chrome.ts";

export const HELD_OUT_56_FRENCH: ListingPage[] = [
  {
    name: "ho56-mondev-maison-de-ville-levis",
    site: "mondev.ca",
    set: "held-out-56",
    traps: "un constructeur : maison de ville « 489 900 $ + taxes » à côté du « À partir de 449 900 $ » du projet; unité avant l'adresse; 2 salles de bains et 1 salle d'eau; pi² puis m² en format français; livraison prévue, pas d'année; secteur de Lévis; aucun courtier ni Centris; le siège social du constructeur",
    pageUrl: "https://www.mondev.ca/projets/faubourg-chaudiere/maisons-de-ville/unite-14",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Unité 14 – Maison de ville à vendre à Lévis | Faubourg Chaudière | Mondev</title>
<meta name="description" content="Maison de ville neuve de 3 chambres au Faubourg Chaudière, secteur Saint-Nicolas à Lévis. 489 900 $ + taxes. Livraison automne 2025.">
<meta property="og:locale" content="fr_CA">
<meta property="og:title" content="Faubourg Chaudière – Unité 14 – 489 900 $ + tx">
<meta property="og:image" content="https://www.mondev.ca/wp-content/uploads/faubourg-chaudiere/unite-14-facade.jpg">
${ld({ "@context": "https://schema.org", "@type": "HomeAndConstructionBusiness", name: "Mondev", url: "https://www.mondev.ca", address: { "@type": "PostalAddress", streetAddress: "2750, chemin Sainte-Foy, bureau 210", addressLocality: "Québec", addressRegion: "QC", postalCode: "G1V 1V6" }, telephone: "418-555-0164" })}
</head><body class="single-unite">
${cookieBar("Mondev", "fr")}
<header class="entete"><a href="/" class="logo">Mondev</a><nav><a href="/projets">Nos projets</a><a href="/unites-disponibles">Unités disponibles</a><a href="/location">Location</a><a href="/a-propos">À propos</a><a href="/nous-joindre">Nous joindre</a></nav></header>
<main>
<section class="projet-bandeau"><p class="projet">Faubourg Chaudière · Maisons de ville · À partir de 449 900 $ + tx</p><p>Secteur Saint-Nicolas, Lévis</p></section>
<section class="unite"><div class="galerie"><img src="/wp-content/uploads/faubourg-chaudiere/unite-14-facade.jpg" alt="Façade"><img src="/wp-content/uploads/faubourg-chaudiere/unite-14-cuisine.jpg" alt="Cuisine"></div>
<div class="unite-info"><span class="statut">Disponible</span><h1>Unité 14 — 1248, rue du Faubourg</h1><p class="adresse">Lévis (Saint-Nicolas), QC G7A 0K3</p>
<p class="prix">489 900 $ <span>+ taxes</span></p>
<ul class="caracteristiques"><li>3 chambres</li><li>2 salles de bains + 1 salle d'eau</li><li>Superficie habitable : 1 684 pi² (156,4 m²)</li><li>Garage simple intégré</li><li>Unité de coin</li><li>Livraison prévue : automne 2025</li></ul>
<p>Maison de ville de coin sur trois niveaux avec garage intégré et cour privée. Aire ouverte lumineuse au rez-de-chaussée, cuisine avec îlot en quartz et comptoir lunch, salle d'eau; à l'étage, trois chambres dont la principale avec salle de bains attenante et walk-in. Sous-sol aménagé en salle familiale. Garantie de Construction Résidentielle (GCR). À deux minutes de l'autoroute 20 et des ponts.</p>
<p class="taxes-note">Prix sujet aux taxes applicables (TPS et TVQ). Remboursement partiel possible pour acheteurs admissibles.</p></div></section>
<section class="autres-unites"><h2>Autres unités disponibles</h2><table><tr><th>Unité</th><th>Chambres</th><th>Superficie</th><th>Prix</th></tr><tr><td>Unité 9</td><td>2</td><td>1 412 pi²</td><td>449 900 $ + tx</td></tr><tr><td>Unité 11</td><td>3</td><td>1 620 pi²</td><td>474 900 $ + tx</td></tr><tr><td>Unité 17</td><td>3</td><td>1 702 pi²</td><td>499 900 $ + tx</td></tr></table></section>
${mortgageWidget("fr", { price: "489 900 $", down: "48 990 $", rate: "4,69", years: "25", payment: "2 485 $" })}
<section class="bureau-ventes"><h2>Bureau des ventes</h2><p>1200, rue du Faubourg, Lévis · Sur rendez-vous et le week-end de 13 h à 17 h</p><p>418-555-0171 · ventes@mondev.ca</p></section>
${cards("Nos autres projets", [
  { href: "/projets/le-vallon", price: "À partir de 329 900 $ + tx", line1: "Le Vallon — condos", line2: "Québec (Lebourgneuf)", meta: "1 à 3 chambres" },
  { href: "/projets/boise-du-fleuve", price: "À partir de 619 900 $ + tx", line1: "Boisé du Fleuve — jumelés", line2: "Lévis (Desjardins)", meta: "3 chambres" },
])}
</main>
<footer class="pied"><p>Mondev · 2750, chemin Sainte-Foy, bureau 210, Québec (Québec) G1V 1V6 · Licence RBQ 5678-1234-01</p><p>Les prix, plans et superficies peuvent changer sans préavis. Les images sont à titre indicatif seulement.</p>
${footerLinks("Mondev", "fr")}</footer>
${stateScript("window.mondevUnite", { projet: "faubourg-chaudiere", unite: 14, adresse: "1248, rue du Faubourg", prix: 489900, taxes: "en sus", chambres: 3, sdb: 2, salleEau: 1, superficiePi2: 1684, lat: 46.69912, lng: -71.41438 })}
</body></html>`,
    expected: {
      price: { amount: 489900 },
      propertyKind: "townhouse",
      street: "1248, rue du Faubourg",
      city: "Lévis",
      province: "QC",
      postalCode: "G7A 0K3",
      neighbourhood: "Saint-Nicolas",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1684,
      geo: { lat: 46.69912, lng: -71.41438 },
    },
  },
  {
    name: "ho56-courtier-triplex-trois-rivieres",
    site: "sylvainbeaudrycourtier.com",
    set: "held-out-56",
    traps: "site IDX d'un courtier indépendant : triplex avec plage d'adresses, arrondissement entre parenthèses; revenus bruts, évaluation municipale et taxes près du prix; terrain en pi² au format français; numéro Centris à 8 chiffres; l'agence et son bureau du boulevard des Forges; autres inscriptions du courtier",
    pageUrl: "https://www.sylvainbeaudrycourtier.com/proprietes/triplex-trois-rivieres-27845612",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Triplex à vendre – 445-449, rue Fusey, Trois-Rivières – Centris 27845612 | Sylvain Beaudry, courtier immobilier</title>
<meta name="description" content="Triplex à vendre à Trois-Rivières (Cap-de-la-Madeleine) : 3 x 4½, entièrement loué. 429 000 $.">
<meta property="og:title" content="Triplex – 445-449, rue Fusey – 429 000 $">
<meta property="og:image" content="https://www.sylvainbeaudrycourtier.com/media/27845612/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Triplex à vendre – 445-449, rue Fusey, Trois-Rivières", sku: "27845612", offers: { "@type": "Offer", price: "429000", priceCurrency: "CAD" } })}
</head><body>
${cookieBar("Sylvain Beaudry", "fr")}
<header><a href="/" class="logo">Sylvain Beaudry <small>Courtier immobilier résidentiel</small></a><nav><a href="/proprietes">Mes propriétés</a><a href="/vendre">Vendre</a><a href="/evaluation">Évaluation gratuite</a><a href="/temoignages">Témoignages</a><a href="/contact">Contact</a></nav></header>
<main class="fiche">
<div class="fiche-entete"><h1>Triplex à vendre</h1><p class="adresse">445-449, rue Fusey, Trois-Rivières (Cap-de-la-Madeleine), QC G8T 2V5</p><p class="prix">429 000 $</p><p class="centris">No Centris : 27845612</p></div>
<div class="photos"><img src="/media/27845612/1.jpg" alt="Façade"><img src="/media/27845612/2.jpg" alt="Cour"><span>1 / 24</span></div>
<section class="caracteristiques"><h2>Caractéristiques</h2><table>
<tr><th>Genre de propriété</th><td>Triplex</td></tr>
<tr><th>Nombre d'unités</th><td>3 (3 x 4½)</td></tr>
<tr><th>Année de construction</th><td>1952</td></tr>
<tr><th>Superficie du terrain</th><td>4 520 pi²</td></tr>
<tr><th>Revenus bruts potentiels</th><td>31 860 $ (2025)</td></tr>
<tr><th>Évaluation municipale (2025)</th><td>352 400 $</td></tr>
<tr><th>Taxes municipales (2025)</th><td>3 912 $</td></tr>
<tr><th>Taxes scolaires (2024)</th><td>287 $</td></tr>
<tr><th>Chauffage</th><td>Plinthes électriques</td></tr>
<tr><th>Stationnement</th><td>Allée (3)</td></tr>
</table></section>
<section class="unites"><h2>Unités</h2><ul><li>445 — 4½, loué 865 $/mois, bail jusqu'au 30 juin 2025</li><li>447 — 4½, loué 910 $/mois</li><li>449 — 4½, loué 880 $/mois, occupé par le locataire depuis 2016</li></ul></section>
<section class="addenda"><h2>Description</h2><p>Beau triplex bien entretenu dans le secteur Cap-de-la-Madeleine, près du sanctuaire Notre-Dame-du-Cap, des écoles et de l'autoroute 40. Trois logements de 4½ avec entrées laveuse-sécheuse, toiture refaite en 2020, fenêtres changées en 2017, entrée électrique 200 ampères par logement. Cour arrière partagée et cabanons. Excellente occasion pour un premier investisseur ou un propriétaire occupant.</p></section>
<section class="courtier"><img src="/img/sylvain-beaudry.jpg" alt=""><h3>Sylvain Beaudry</h3><p>Courtier immobilier résidentiel</p><p>Groupe Immobilier Laviolette inc., agence immobilière</p><p>819-555-0143</p></section>
${mortgageWidget("fr", { price: "429 000 $", down: "85 800 $", rate: "4,89", years: "25", payment: "1 978 $" })}
${cards("Mes autres propriétés", [
  { href: "/proprietes/maison-shawinigan-19283746", price: "269 900 $", line1: "1532, 118e Rue", line2: "Shawinigan", meta: "3 chambres · 1 salle de bains" },
  { href: "/proprietes/duplex-trois-rivieres-23456781", price: "349 000 $", line1: "1712-1714, rue Saint-Paul", line2: "Trois-Rivières", meta: "Duplex · 2 x 5½" },
  { href: "/proprietes/condo-trois-rivieres-10928374", price: "1 295 $/mois", line1: "302-3500, boul. des Récollets", line2: "Trois-Rivières", meta: "À louer · 2 chambres" },
])}
</main>
<footer><p>Groupe Immobilier Laviolette inc., agence immobilière · 4500, boul. des Forges, Trois-Rivières (Québec) G8Y 1W4 · 819-555-0100</p><p>Les renseignements proviennent en partie du système Centris®. Ils sont jugés fiables mais ne sont pas garantis. Inscriptions sujettes à changement sans préavis.</p>
${footerLinks("Sylvain Beaudry", "fr")}</footer>
${stateScript("var fiche", { centris: "27845612", prix: 429000, genre: "Triplex", unites: 3, annee: 1952, terrainPi2: 4520, lat: 46.37422, lng: -72.53159 })}
</body></html>`,
    expected: {
      price: { amount: 429000 },
      propertyKind: "plex",
      street: "445-449, rue Fusey",
      city: "Trois-Rivières",
      province: "QC",
      postalCode: "G8T 2V5",
      neighbourhood: "Cap-de-la-Madeleine",
      lot: { value: 4520, unit: "ft2" },
      yearBuilt: 1952,
      mlsNumber: "27845612",
      listingAgentName: "Sylvain Beaudry",
      brokerageName: "Groupe Immobilier Laviolette inc., agence immobilière",
      geo: { lat: 46.37422, lng: -72.53159 },
    },
  },
  {
    name: "ho56-peninsule-maison-caraquet",
    site: "immobilierpeninsule.ca",
    set: "held-out-56",
    traps: "site d'une agente acadienne (N.-B.) : maison avec 1 salle de bains et 1 salle d'eau; évaluation foncière près du prix; terrain en acre au format « 0,56 »; numéro NB; l'agence et son bureau de Shippagan; autres propriétés avec prix et un chalet à louer à la semaine",
    pageUrl: "https://www.immobilierpeninsule.ca/fr/proprietes/NB108765",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>267, boulevard Saint-Pierre Ouest, Caraquet – 289 900 $ | Natalie Haché, Immobilier Péninsule</title>
<meta name="description" content="Maison de 3 chambres avec vue sur la baie à Caraquet, N.-B. MLS® NB108765. 289 900 $.">
<meta property="og:title" content="Maison à vendre – Caraquet – 289 900 $">
<meta property="og:image" content="https://www.immobilierpeninsule.ca/photos/NB108765/01.jpg">
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Natalie Haché", telephone: "506-555-0119", worksFor: { "@type": "Organization", name: "Immobilier Péninsule inc." }, address: { "@type": "PostalAddress", streetAddress: "123, boul. J.-D.-Gauthier", addressLocality: "Shippagan", addressRegion: "NB", postalCode: "E8S 1N8" } })}
</head><body>
${cookieBar("Immobilier Péninsule", "fr")}
<header><a href="/fr" class="logo">Natalie Haché · Immobilier Péninsule</a><nav><a href="/fr/proprietes">Propriétés</a><a href="/fr/vendre">Vendre</a><a href="/fr/a-propos">À propos</a><a href="/en/properties/NB108765" hreflang="en">English</a></nav></header>
<main>
<section class="entete-propriete"><h1>267, boulevard Saint-Pierre Ouest</h1><p>Caraquet (N.-B.) E1W 1A4</p><p class="prix">289 900 $</p><p>MLS® NB108765</p></section>
<section class="galerie"><img src="/photos/NB108765/01.jpg" alt="Vue de la baie"><img src="/photos/NB108765/02.jpg" alt="Cuisine"></section>
<section class="details"><h2>Détails</h2><dl>
<dt>Type</dt><dd>Maison unifamiliale (1 ½ étage)</dd>
<dt>Chambres</dt><dd>3</dd>
<dt>Salles de bains</dt><dd>1 salle de bains, 1 salle d'eau</dd>
<dt>Superficie habitable</dt><dd>1 480 pi²</dd>
<dt>Terrain</dt><dd>0,56 acre</dd>
<dt>Année de construction</dt><dd>1986</dd>
<dt>Évaluation foncière</dt><dd>198 600 $</dd>
<dt>Impôt foncier (2025)</dt><dd>2 946 $</dd>
<dt>Chauffage</dt><dd>Thermopompe murale, plinthes électriques</dd>
<dt>Fondation</dt><dd>Béton coulé</dd>
</dl></section>
<section class="description"><h2>Description</h2><p>Vue imprenable sur la baie des Chaleurs! Cette maison bien entretenue offre une cuisine ouverte sur la salle à manger, un salon lumineux avec poêle à bois, une chambre et une salle d'eau au rez-de-chaussée, et deux chambres avec salle de bains complète à l'étage. Garage détaché 24 x 28, grande galerie couverte. À distance de marche du Carrefour de la mer, du quai et des commerces du centre-ville.</p></section>
<section class="agente"><h2>Votre agente</h2><p class="nom">Natalie Haché</p><p>Agente immobilière</p><p>Immobilier Péninsule inc.</p><p>506-555-0119</p></section>
${mortgageWidget("fr", { price: "289 900 $", down: "14 495 $", rate: "4,99", years: "25", payment: "1 641 $" })}
${cards("Autres propriétés", [
  { href: "/fr/proprietes/NB107992", price: "174 500 $", line1: "88, rue du Portage", line2: "Lamèque", meta: "2 chambres · 1 salle de bains" },
  { href: "/fr/proprietes/NB108411", price: "415 000 $", line1: "1050, chemin Saint-Simon", line2: "Saint-Simon", meta: "4 chambres · 2 salles de bains" },
  { href: "/fr/proprietes/location-chalet-miscou", price: "1 100 $/semaine", line1: "Chalet à louer", line2: "Île Miscou", meta: "2 chambres · bord de mer" },
])}
</main>
<footer><p>Immobilier Péninsule inc. · 123, boul. J.-D.-Gauthier, Shippagan (N.-B.) E8S 1N8 · 506-555-0110</p><p>Les données MLS® sont fournies par la Chambre immobilière du Nord-Est du Nouveau-Brunswick et sont jugées fiables, mais non garanties.</p>
${footerLinks("Immobilier Péninsule", "fr")}</footer>
${stateScript("window.propriete", { mls: "NB108765", prix: 289900, ville: "Caraquet", chambres: 3, sdb: 1, salleEau: 1, pi2: 1480, terrainAcre: 0.56, annee: 1986, geo: { lat: 47.79244, lng: -64.96512 } })}
</body></html>`,
    expected: {
      price: { amount: 289900 },
      propertyKind: "house",
      street: "267, boulevard Saint-Pierre Ouest",
      city: "Caraquet",
      province: "NB",
      postalCode: "E1W 1A4",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1480,
      lot: { value: 0.56, unit: "acres" },
      yearBuilt: 1986,
      mlsNumber: "NB108765",
      listingAgentName: "Natalie Haché",
      brokerageName: "Immobilier Péninsule inc.",
      geo: { lat: 47.79244, lng: -64.96512 },
    },
  },
];
