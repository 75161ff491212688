/**
 * Seventy-eighth held-out corpus, French outside Québec: an Acadian broker's bilingual site with a bungalow in
 * Dieppe (N.-B.), a Franco-Ontarian broker's WordPress page for a freehold townhouse in Orléans (Ottawa) and a
 * hand-built page from a small brokerage in Hearst. Addresses, names and numbers are invented; expected facts were
 * written before any run.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { calculatrice, gtag, metaPixel, navFr, partage, photos, piedDePage, reseaux, similaires, temoins, wpHead } from "./chrome.ts";

export const HELD_OUT_78_ACADIE_ONTARIO: ListingPage[] = [
  {
    name: "ho78-beausejourimmobilier-bungalow-dieppe",
    site: "beausejourimmobilier.ca",
    set: "held-out-78",
    traps:
      "an Acadian broker's bilingual site (French page): '58, rue Bellefleur, Dieppe (N.-B.)'; the board's 'M'-prefixed MLS® number beside the site's 'Réf. BS-0341'; '3 chambres + 1 au sous-sol'; '1 180 pi² (rez-de-chaussée)' with the finished basement's 1 050 pi² given apart; 'Terrain : 0,31 acre (13 500 pi²)' (acres first); New Brunswick's assessment and the owner-occupied and non-owner tax figures; the broker's card and the agency's Moncton office with its own postal code; the listing's map data attributes; other listings in Moncton and Shediac",
    pageUrl: "https://www.beausejourimmobilier.ca/fr/proprietes/58-rue-bellefleur-dieppe-M162274",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bungalow à vendre – 58, rue Bellefleur, Dieppe (N.-B.) – MLS® M162274 | Immobilier Beauséjour</title>
<meta name="description" content="Bungalow de 3 chambres + 1 au sous-sol, garage attaché, quartier familial de Dieppe. 324 900 $.">
<link rel="alternate" hreflang="en-CA" href="https://www.beausejourimmobilier.ca/en/properties/58-rue-bellefleur-dieppe-M162274">
<meta property="og:title" content="58, rue Bellefleur, Dieppe – 324 900 $">
<link rel="stylesheet" href="/assets/beausejour.css?v=19">
${gtag("G-BSJ162274D")}
</head><body class="propriete">
${temoins("beausejourimmobilier.ca")}
<div class="langue"><a href="/fr/" class="actif">Français</a> · <a href="/en/">English</a></div>
<header class="bsj-entete"><a href="/fr/"><img src="/assets/img/beausejour-logo.svg" alt="Immobilier Beauséjour"></a>
${navFr(["Propriétés", "Vendre", "Acheter", "Notre équipe", "Grand Moncton", "Péninsule acadienne", "Contact"], "bsj-menu", "/fr/")}
</header>
<main class="bsj-propriete">
<h1>58, rue Bellefleur, Dieppe (N.-B.) E1A 5T8</h1>
<p class="bsj-prix">324 900 $</p>
<p class="bsj-ids">MLS® M162274 <span class="bsj-ref">Réf. BS-0341</span></p>
${photos("/photos/M162274", 28, "58 rue Bellefleur Dieppe", "bsj-photos")}
<div class="bsj-resume"><span>Bungalow</span><span>3 chambres + 1 au sous-sol</span><span>2 salles de bain</span><span>Garage attaché</span></div>
<div class="bsj-description"><h2>Description</h2>
<p>Bungalow de 2004 dans un quartier familial de Dieppe, à distance de marche de l'école Sainte-Thérèse et du parc Rotary Saint-Anselme. Au rez-de-chaussée : aire ouverte avec plafond cathédrale, cuisine avec îlot et portes-patio vers la terrasse, 3 chambres dont la principale avec salle de bain attenante (douche), et une deuxième salle de bain complète. Le sous-sol entièrement aménagé comprend une 4e chambre, une salle familiale et une salle de lavage. Thermopompe murale (2022), échangeur d'air, garage simple attaché.</p></div>
<table class="bsj-details"><tbody>
<tr><th>Type de propriété</th><td>Bungalow (plain-pied)</td></tr>
<tr><th>Année de construction</th><td>2004</td></tr>
<tr><th>Chambres</th><td>3 chambres + 1 au sous-sol</td></tr>
<tr><th>Salles de bain</th><td>2</td></tr>
<tr><th>Superficie habitable</th><td>1 180 pi² (rez-de-chaussée)</td></tr>
<tr><th>Sous-sol</th><td>Aménagé, 1 050 pi²</td></tr>
<tr><th>Terrain</th><td>0,31 acre (13 500 pi²)</td></tr>
<tr><th>Chauffage</th><td>Plinthes électriques, thermopompe murale</td></tr>
<tr><th>Évaluation foncière (2025)</th><td>268 300 $</td></tr>
<tr><th>Impôt foncier (propriétaire occupant)</th><td>3 874 $</td></tr>
<tr><th>Impôt foncier (non occupant)</th><td>5 512 $</td></tr>
</tbody></table>
<div id="bsj-carte" class="bsj-carte" data-lat="46.09482" data-lng="-64.73608" data-zoom="16"></div>
<aside class="bsj-courtiere"><img src="/photos/equipe/natalie-leblanc.jpg" alt=""><p class="nom">Natalie LeBlanc</p><p>Courtière immobilière / REALTOR®</p><p>Immobilier Beauséjour Ltée</p><p>Cell. 506 555-0184</p><a class="bouton" href="/fr/contact/?mls=M162274">Demander une visite</a></aside>
${calculatrice(324900, 32490, "4,74", "1 657 $")}
${similaires("D'autres propriétés dans le Grand Moncton", [
  { href: "/fr/proprietes/214-avenue-murphy-moncton-M161980", prix: "289 000 $", titre: "214, avenue Murphy, Moncton", details: "3 chambres · 1 salle de bain · 1 ½ étage" },
  { href: "/fr/proprietes/37-rue-caissie-shediac-M162031", prix: "415 000 $", titre: "37, rue Caissie, Shediac", details: "3 + 1 chambres · 3 salles de bain · 2017" },
  { href: "/fr/proprietes/9-rue-champlain-dieppe-M161702", prix: "1,1 M$", titre: "9, rue Champlain, Dieppe", details: "Immeuble commercial · 8 400 pi²" },
], "bsj-autres")}
</main>
${piedDePage([
  `<h4>Immobilier Beauséjour Ltée</h4><p>Bureau de Moncton</p><address>1010, rue Main, bureau 202<br>Moncton (N.-B.) E1C 1H2</address><p>506 555-0100</p>`,
  `<h4>Bureau de Shippagan</h4><address>154, boulevard J.-D.-Gauthier<br>Shippagan (N.-B.) E8S 1N8</address>`,
  reseaux(),
], ["Les marques de commerce MLS®, Multiple Listing Service® et les logos connexes sont la propriété de l'Association canadienne de l'immeuble (ACI).", "© 2025 Immobilier Beauséjour Ltée. Renseignements jugés fiables mais non garantis."], "bsj-pied")}
</body></html>`,
    expected: {
      price: { amount: 324900 },
      propertyKind: "house",
      street: "58, rue Bellefleur",
      city: "Dieppe",
      province: "NB",
      postalCode: "E1A 5T8",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1180,
      lot: { value: 0.31, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "M162274",
      listingAgentName: "Natalie LeBlanc",
      brokerageName: "Immobilier Beauséjour Ltée",
      geo: { lat: 46.09482, lng: -64.73608 },
    },
  },
  {
    name: "ho78-maisonsorleans-maison-en-rangee-orleans",
    site: "maisonsorleans.ca",
    set: "held-out-78",
    traps:
      "a Franco-Ontarian broker's WordPress page for a freehold townhouse ('maison en rangée, propriété franche'): 'Orléans (Ottawa)' (the community before the city); the board's X-prefixed MLS® number beside the theme's property id; '2 salles de bain + 1 salle d'eau'; '1 820 pi² (selon le constructeur)'; 'Terrain : 22 x 105 pi'; the road-maintenance association fee per month and the taxes; 'Maison de courtage :' as a label before the brokerage; a recently-sold comparable with its price; JSON-LD with geo; the broker's Rockland office with its own postal code in the footer",
    pageUrl: "https://maisonsorleans.ca/propriete/436-promenade-vantage-orleans/",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>436, promenade Vantage, Orléans – Maison en rangée à vendre – Chantal Lalonde, courtière immobilière</title>
<meta name="description" content="Maison en rangée de 3 chambres à Orléans, sous-sol aménagé, garage. 589 900 $. MLS® X12214467.">
<meta property="og:title" content="436, promenade Vantage, Orléans – 589 900 $">
${wpHead("houzez", "6.6.2")}
${gtag("G-MOR1221446")}
${metaPixel("590128834410021")}
${ld({
  "@context": "https://schema.org",
  "@type": ["Product", "Residence"],
  name: "436, promenade Vantage, Orléans",
  description: "Maison en rangée de 3 chambres, 2 salles de bain + 1 salle d'eau.",
  address: { "@type": "PostalAddress", streetAddress: "436, promenade Vantage", addressLocality: "Ottawa", addressRegion: "ON", postalCode: "K4A 0T7", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 45.45391, longitude: -75.49822 },
  offers: { "@type": "Offer", price: 589900, priceCurrency: "CAD" },
})}
</head><body class="property-template-default single-property houzez-theme">
${temoins("maisonsorleans.ca")}
<header class="header-main-wrap"><a href="/" class="logo"><img src="/wp-content/uploads/2023/06/chantal-lalonde-logo.png" alt="Chantal Lalonde – Maisons Orléans"></a>
${navFr(["Propriétés", "Vendre", "Acheter", "Orléans", "Rockland", "Embrun", "À propos", "Contact"], "houzez-main-nav")}
<a class="btn-phone" href="tel:6135550177">613 555-0177</a></header>
<main class="property-detail-wrap">
<div class="page-title-wrap"><h1>436, promenade Vantage</h1><address class="item-address">Orléans (Ottawa), ON K4A 0T7</address>
<ul class="item-price-wrap"><li class="item-price">589 900 $</li></ul>
<p class="property-labels"><span class="label-status">À vendre</span><span class="label">Portes ouvertes dim. 14 h à 16 h</span></p></div>
${photos("/wp-content/uploads/properties/2291", 30, "436 promenade Vantage", "houzez-gallery")}
<div class="property-overview-wrap"><ul>
<li><strong>Maison en rangée</strong><span>Type</span></li>
<li><strong>3</strong><span>Chambres</span></li>
<li><strong>2 + 1</strong><span>Salles de bain + salle d'eau</span></li>
<li><strong>1 820 pi²</strong><span>Superficie</span></li>
<li><strong>2016</strong><span>Année de construction</span></li>
</ul></div>
<div class="property-description-wrap"><h2>Description</h2>
<p>Magnifique maison en rangée de coin (propriété franche) à Orléans, construite en 2016 par un constructeur reconnu. Au rez-de-chaussée : foyer au gaz, aire ouverte, cuisine avec îlot et quartz, salle d'eau. À l'étage : 3 chambres, dont la principale avec walk-in et salle de bain attenante, une 2e salle de bain et la buanderie. Sous-sol aménagé avec salle familiale. Garage simple et entrée pour deux voitures.</p>
<p>À quelques minutes des écoles francophones, du Centre récréatif François-Dupuis, de la station de train léger Trim et de l'autoroute 174.</p></div>
<div class="property-detail-wrap"><h2>Détails</h2><ul class="list-2-cols">
<li><strong>Numéro MLS® :</strong> <span>X12214467</span></li>
<li><strong>ID de la propriété :</strong> <span>HZ-2291</span></li>
<li><strong>Prix :</strong> <span>589 900 $</span></li>
<li><strong>Type :</strong> <span>Maison en rangée (propriété franche)</span></li>
<li><strong>Collectivité :</strong> <span>Orléans</span></li>
<li><strong>Chambres :</strong> <span>3</span></li>
<li><strong>Salles de bain :</strong> <span>2 salles de bain + 1 salle d'eau</span></li>
<li><strong>Superficie :</strong> <span>1 820 pi² (selon le constructeur)</span></li>
<li><strong>Terrain :</strong> <span>22 x 105 pi</span></li>
<li><strong>Année de construction :</strong> <span>2016</span></li>
<li><strong>Stationnement :</strong> <span>Garage attaché (1) + entrée (2)</span></li>
<li><strong>Frais d'association (entretien de la rue) :</strong> <span>95 $ / mois</span></li>
<li><strong>Impôts fonciers :</strong> <span>4 310 $ (2025)</span></li>
</ul></div>
<div class="agent-detail-wrap"><img src="/wp-content/uploads/2023/06/chantal-lalonde.jpg" alt=""><ul>
<li class="agent-name">Chantal Lalonde</li><li>Courtière immobilière / Sales Representative</li>
<li><span>Maison de courtage :</span> Groupe Immobilier Cumberland Inc.</li>
<li>Cell. 613 555-0177 · chantal@maisonsorleans.ca</li></ul></div>
<section class="comparables"><h3>Vendues récemment à proximité</h3><p>432, promenade Vantage (maison en rangée intérieure, 3 chambres) : vendue 575 000 $ en août 2025.</p></section>
${calculatrice(589900, 58990, "4,79", "3 028 $")}
${partage("https://maisonsorleans.ca/propriete/436-promenade-vantage-orleans/")}
${similaires("Propriétés similaires", [
  { href: "/propriete/1187-rue-tenth-line-orleans/", prix: "614 900 $", titre: "Maison jumelée – Orléans (Ottawa)", details: "3 chambres · 2 + 1 · 1 650 pi²" },
  { href: "/propriete/55-rue-laurier-rockland/", prix: "529 000 $", titre: "Bungalow – Rockland (Clarence-Rockland)", details: "2 + 1 chambres · 2 salles de bain" },
  { href: "/propriete/218-croissant-belcourt-orleans/", prix: "549 000 $", titre: "Maison en rangée – Orléans (Ottawa)", details: "3 chambres · 1 + 1" },
], "houzez-similar")}
</main>
${piedDePage([
  `<h4>Chantal Lalonde</h4><p>Courtière immobilière, Groupe Immobilier Cumberland Inc., maison de courtage</p><address>2785, rue Laurier<br>Rockland (Ontario) K4K 1A3</address><p>613 555-0177</p>`,
  `<h4>Secteurs</h4><p>Orléans · Rockland · Embrun · Cumberland · Navan · Limoges</p>`,
  reseaux(),
], ["MLS®, Multiple Listing Service® et les logos connexes sont des marques de commerce de l'Association canadienne de l'immeuble (ACI). Les renseignements proviennent du système MLS® et sont jugés fiables mais non garantis."], "footer-wrap")}
</body></html>`,
    expected: {
      price: { amount: 589900 },
      propertyKind: "townhouse",
      street: "436, promenade Vantage",
      city: "Ottawa",
      province: "ON",
      postalCode: "K4A 0T7",
      neighbourhood: "Orléans",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1820,
      lot: { value: 2310, unit: "ft2" },
      yearBuilt: 2016,
      mlsNumber: "X12214467",
      listingAgentName: "Chantal Lalonde",
      brokerageName: "Groupe Immobilier Cumberland Inc.",
      geo: { lat: 45.45391, lng: -75.49822 },
    },
  },
  {
    name: "ho78-immobilierhearst-maison-hearst",
    site: "immobilierhearst.ca",
    set: "held-out-78",
    traps:
      "a small northern-Ontario brokerage's hand-built HTML page (tables, font tags): 'Maison 1 ½ étage' for sale at '214 500 $' beside the yearly heating cost and taxes; '4 chambres (2 à l'étage, 2 au rez-de-chaussée)' (all above grade); '1 salle de bain complète + 1 salle d'eau'; 'Terrain : 75 pi x 120 pi'; 'Superficie : 1 320 pi ca'; the board's 'TM'-prefixed MLS® number beside the office's own listing number; the brokerage after 'Maison de courtage :' and the office's address sharing the town's postal code; other listings (Kapuskasing, a camp on a lake, a lot) with prices",
    pageUrl: "http://www.immobilierhearst.ca/inscriptions/917-rue-prince.html",
    html: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>917, rue Prince, Hearst - Immobilier Hearst</title>
<meta name="keywords" content="maison a vendre Hearst, immobilier Hearst, Kapuskasing, Mattice, Opasatika">
<link rel="stylesheet" href="../style.css" type="text/css">
<script type="text/javascript">var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-1188213-1']);_gaq.push(['_trackPageview']);</script>
</head>
<body bgcolor="#FFFFFF" topmargin="0" leftmargin="0">
<table width="900" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="2"><img src="../images/banniere.jpg" width="900" height="140" alt="Immobilier Hearst - Au service du Nord depuis 1979"></td></tr>
<tr><td colspan="2" class="menu"><a href="../index.html">Accueil</a> | <a href="../inscriptions.html">Nos inscriptions</a> | <a href="../vendre.html">Vendre</a> | <a href="../equipe.html">Notre équipe</a> | <a href="../liens.html">Liens utiles</a> | <a href="../contact.html">Nous joindre</a></td></tr>
<tr><td width="620" valign="top" class="contenu">
<h1><font face="Arial" color="#1B4F72">917, rue Prince, Hearst</font></h1>
<p><font face="Arial" size="5" color="#B03A2E"><b>214 500 $</b></font></p>
<p><img src="../photos/917prince/facade.jpg" width="600" height="400" alt="917 rue Prince"></p>
<p><a href="../photos/917prince/1.jpg">Photo 1</a> | <a href="../photos/917prince/2.jpg">Photo 2</a> | <a href="../photos/917prince/3.jpg">Photo 3</a> | <a href="../photos/917prince/4.jpg">Photo 4</a> | <a href="../photos/917prince/5.jpg">Photo 5</a></p>
<table width="100%" border="1" cellspacing="0" cellpadding="5" bordercolor="#CCCCCC">
<tr><td width="40%" bgcolor="#EEF2F5"><b>Adresse</b></td><td>917, rue Prince, Hearst, Ontario P0L 1N0</td></tr>
<tr><td bgcolor="#EEF2F5"><b>Genre</b></td><td>Maison 1 ½ étage</td></tr>
<tr><td bgcolor="#EEF2F5"><b>No d'inscription (bureau)</b></td><td>H-25-031</td></tr>
<tr><td bgcolor="#EEF2F5"><b>MLS®</b></td><td>TM253114</td></tr>
<tr><td bgcolor="#EEF2F5"><b>Année de construction</b></td><td>1948</td></tr>
<tr><td bgcolor="#EEF2F5"><b>Chambres</b></td><td>4 chambres (2 à l'étage, 2 au rez-de-chaussée)</td></tr>
<tr><td bgcolor="#EEF2F5"><b>Salles de bain</b></td><td>1 salle de bain complète + 1 salle d'eau</td></tr>
<tr><td bgcolor="#EEF2F5"><b>Superficie</b></td><td>1 320 pi ca</td></tr>
<tr><td bgcolor="#EEF2F5"><b>Terrain</b></td><td>75 pi x 120 pi</td></tr>
<tr><td bgcolor="#EEF2F5"><b>Sous-sol</b></td><td>Pleine hauteur, non fini</td></tr>
<tr><td bgcolor="#EEF2F5"><b>Chauffage</b></td><td>Fournaise à l'huile (2015) + poêle à bois — environ 2 850 $ / an</td></tr>
<tr><td bgcolor="#EEF2F5"><b>Taxes</b></td><td>2 611 $ (2025)</td></tr>
<tr><td bgcolor="#EEF2F5"><b>Garage</b></td><td>Détaché, 24 x 28 pi, chauffé</td></tr>
</table>
<p><font face="Arial" size="2">Belle maison familiale d'un étage et demi, au centre de Hearst, près de l'école secondaire catholique et de l'aréna. Cuisine rénovée en 2020, planchers de bois franc d'origine au salon. Deux chambres et la salle d'eau au rez-de-chaussée, deux chambres et la salle de bain complète à l'étage. Grand garage détaché chauffé 24 x 28 avec établi, idéal pour la motoneige. Fenêtres changées en 2017, toiture de bardeaux 2019. Possession rapide possible.</font></p>
<p><font face="Arial" size="2"><b>Pour une visite :</b> Réjean Fortier, courtier, 705 555-0119<br>
<b>Maison de courtage :</b> Immobilier Mattawishkwia Ltée</font></p>
</td>
<td width="280" valign="top" class="colonne">
<h3><font face="Arial" color="#1B4F72">Autres inscriptions</font></h3>
<p><font face="Arial" size="2"><a href="kapuskasing-rue-brunetville.html">Kapuskasing – 42, avenue Brunetville</a><br>159 000 $ · 3 chambres · bungalow</font></p>
<p><font face="Arial" size="2"><a href="camp-lac-sainte-therese.html">Camp – lac Sainte-Thérèse</a><br>89 900 $ · 2 chambres · accès par l'eau</font></p>
<p><font face="Arial" size="2"><a href="terrain-route-583.html">Terrain – route 583 Nord</a><br>35 000 $ · 4,9 acres</font></p>
<p><font face="Arial" size="2"><a href="mattice-rue-principale.html">Mattice – 11, rue Principale</a><br>124 500 $ · 3 chambres + 1</font></p>
<h3><font face="Arial" color="#1B4F72">Calculez vos paiements</font></h3>
<p><font face="Arial" size="2">Consultez votre caisse populaire ou votre institution financière. Exemple : 200 000 $ sur 25 ans à 5 % = 1 163 $ / mois.</font></p>
</td></tr>
<tr><td colspan="2" class="pied"><font face="Arial" size="1">Immobilier Mattawishkwia Ltée, maison de courtage · 800, rue George, Hearst (Ontario) P0L 1N0 · Tél. 705 555-0100 · Téléc. 705 555-0101<br>
MLS®, Multiple Listing Service® et les logos connexes sont des marques de commerce de l'Association canadienne de l'immeuble (ACI). © 2025 Immobilier Mattawishkwia Ltée</font></td></tr>
</table>
</body></html>`,
    expected: {
      price: { amount: 214500 },
      propertyKind: "house",
      street: "917, rue Prince",
      city: "Hearst",
      province: "ON",
      postalCode: "P0L 1N0",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1320,
      lot: { value: 9000, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "TM253114",
      listingAgentName: "Réjean Fortier",
      brokerageName: "Immobilier Mattawishkwia Ltée",
    },
  },
];
