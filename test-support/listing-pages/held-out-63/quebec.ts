/**
 * Sixty-third held-out corpus, Quebec in French: a Centris triplex in Verdun with its rent roll, potential gross
 * revenues and municipal assessment, and a DuProprio owner-sold duplex in Sherbrooke whose units' bedrooms add up to
 * the summary's total.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consent, footer, gtm, header, payment, photos, similar } from "./chrome.ts";

export const HELD_OUT_63_QUEBEC: ListingPage[] = [
  {
    name: "ho63-centris-triplex-verdun",
    site: "centris.ca",
    set: "held-out-63",
    traps: "French Centris plex page: '1 095 000 $' beside 'Revenus bruts potentiels 58 620 $' and an évaluation municipale (terrain, bâtiment, total 842 300 $); residential units as '1 x 5 ½, 2 x 4 ½' with per-unit bedrooms and rents in the addendum but no building total; civic range '4127 - 4131'; borough 'Verdun/Île-des-Soeurs' in parentheses; taxes and expenses tables; coordinates in microdata; similar plexes with other prices",
    pageUrl: "https://www.centris.ca/fr/triplex~a-vendre~montreal-verdun-ile-des-soeurs/14829360",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Triplex à vendre - 4127 - 4131, Rue Wellington, Montréal (Verdun/Île-des-Soeurs) - 14829360 | Centris.ca</title>
<meta name="description" content="Triplex à vendre à Montréal (Verdun/Île-des-Soeurs), 4127 - 4131, Rue Wellington. 3 logements, revenus bruts potentiels de 58 620 $. No Centris 14829360.">
<meta property="og:title" content="Triplex à vendre - Montréal (Verdun/Île-des-Soeurs) - 1 095 000 $">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.centris.ca/fr/triplex~a-vendre~montreal-verdun-ile-des-soeurs/14829360">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DEC14829360&t=pi&sm=m&w=1260&h=1024">
<link rel="alternate" hreflang="en" href="https://www.centris.ca/en/triplexes~for-sale~montreal-verdun-ile-des-soeurs/14829360">
${gtm("GTM-CNTR63")}
</head><body class="property-details">
${consent("Centris", "fr")}
${header("Centris", ["Acheter", "Louer", "Trouver un courtier", "Vendre", "Outils et calculatrices", "Blogue"], '<a href="/en/triplexes~for-sale~montreal-verdun-ile-des-soeurs/14829360" hreflang="en">English</a>')}
<main>
<div class="breadcrumb"><a href="/fr/propriete~a-vendre">Propriétés à vendre</a> › <a href="/fr/plex~a-vendre~montreal-ile">Plex à vendre à Montréal (Île)</a> › Triplex</div>
<div id="overview" itemscope itemtype="http://schema.org/Place">
<div class="col-lg-12 description">
<span data-id="PageTitle">Triplex à vendre</span>
<h2 itemprop="address" class="pt-1">4127 - 4131, Rue Wellington, Montréal (Verdun/Île-des-Soeurs)</h2>
<div class="price-container"><div class="price text-right"><meta itemprop="price" content="1095000"><span id="BuyPrice" class="text-nowrap">1 095 000 $</span></div></div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.45936"><meta itemprop="longitude" content="-73.56981"></div>
</div>
${photos("https://mspublic.centris.ca/media/14829360", 22, "Façade")}
<div class="row teaser"><div class="piece">3 logements</div><div class="piece">Jumelé</div></div>
<div class="carac-container">
<div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div>
<div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Jumelé</span></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>1928</span></div>
<div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>2 640 pi²</span></div>
<div class="carac-title">Unités résidentielles</div><div class="carac-value"><span>1 x 5 ½, 2 x 4 ½</span></div>
<div class="carac-title">Unité principale</div><div class="carac-value"><span>5 ½</span></div>
<div class="carac-title">Revenus bruts potentiels</div><div class="carac-value"><span>58 620 $</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Aucun</span></div>
<div class="carac-title">Date d'emménagement</div><div class="carac-value"><span>Selon les baux</span></div>
</div>
<div class="row description"><div itemprop="description">Triplex bien entretenu à deux pas de la rue Wellington piétonne et du métro De l'Église. Logement du propriétaire libre à l'acte de vente, idéal pour propriétaire occupant. Toiture refaite en 2019, fenêtres 2016, entrée électrique 200 A par logement. Cour arrière clôturée avec cabanon.</div></div>
<div class="addenda"><h3>Addenda</h3><p>Rôle des loyers au 1er juillet 2025 :</p><ul>
<li>4127 (rez-de-chaussée et sous-sol, 5 ½, 3 chambres, env. 1 150 pi²) : 1 650 $/mois, bail au 30 juin 2026</li>
<li>4129 (2e étage, 4 ½, 2 chambres, env. 850 pi²) : 1 435 $/mois, bail au 30 juin 2026</li>
<li>4131 (3e étage, 4 ½, 2 chambres, env. 850 pi²) : 1 800 $/mois, libre à l'acte de vente (loyer marchand)</li>
</ul><p>Taux d'inoccupation du secteur : 1,6 %. Prix par porte : 365 000 $. Multiplicateur du revenu brut : 18,7.</p></div>
<div class="financial-details">
<h3>Détails financiers</h3>
<table class="table"><thead><tr><th>Évaluation municipale</th><th></th></tr></thead><tbody>
<tr><td>Année</td><td>2023</td></tr><tr><td>Terrain</td><td>298 400 $</td></tr><tr><td>Bâtiment</td><td>543 900 $</td></tr><tr><td>Total</td><td>842 300 $</td></tr>
</tbody></table>
<table class="table"><thead><tr><th>Taxes</th><th></th></tr></thead><tbody>
<tr><td>Municipales (2025)</td><td>6 412 $</td></tr><tr><td>Scolaires (2025)</td><td>712 $</td></tr><tr><td>Total</td><td>7 124 $</td></tr>
</tbody></table>
<table class="table"><thead><tr><th>Dépenses (annuelles)</th><th></th></tr></thead><tbody>
<tr><td>Assurances</td><td>3 280 $</td></tr><tr><td>Énergie - Électricité (parties communes)</td><td>410 $</td></tr><tr><td>Total</td><td>3 690 $</td></tr>
</tbody></table>
</div>
<div class="broker-info" itemscope itemtype="http://schema.org/RealEstateAgent">
<h3 class="broker-info__broker-title" itemprop="name">Geneviève Tremblay-Ouellet</h3>
<p class="broker-info__broker-job">Courtier immobilier résidentiel et commercial</p>
<p class="broker-info-agency"><span itemprop="worksFor">Immeubles Fleuve inc.</span><br>Agence immobilière</p>
<p><a href="tel:5145550163">514 555-0163</a></p>
<p class="office-address">3890, rue Wellington, Montréal (Québec) H4G 1V2</p>
</div>
${payment("500 000 $", "100 000 $", "4,79 %", "2 282 $", "fr")}
${similar("Propriétés similaires", [
  { price: "1 249 000 $", address: "5880 - 5884, Rue Bannantyne, Montréal (Verdun/Île-des-Soeurs)", line: "Triplex · 3 logements", href: "/fr/triplex~a-vendre~montreal-verdun-ile-des-soeurs/22610487" },
  { price: "949 000 $", address: "1012 - 1014, Rue Egan, Montréal (Verdun/Île-des-Soeurs)", line: "Duplex · 2 logements", href: "/fr/duplex~a-vendre~montreal-verdun-ile-des-soeurs/17290034" },
  { price: "1 385 000 $", address: "2211 - 2217, Rue Hamilton, Montréal (Le Sud-Ouest)", line: "Quadruplex · 4 logements", href: "/fr/quadruplex~a-vendre~montreal-le-sud-ouest/9182736" },
])}
</div>
</main>
${footer({ "Centris": ["À propos", "Carrières", "Presse", "Nous joindre"], "Outils": ["Calculatrice hypothécaire", "Calculatrice de taxe de bienvenue", "Statistiques du marché"] }, ["© 2025 Centris inc. Tous droits réservés.", "Les données relatives aux propriétés sont fournies par les courtiers immobiliers membres et ne sont pas garanties. Centris® est une marque de commerce."])}
</body></html>`,
    expected: {
      price: { amount: 1095000, currency: "CAD" },
      propertyKind: "plex",
      street: "4127 - 4131, Rue Wellington",
      city: "Montréal",
      province: "QC",
      neighbourhood: "Verdun/Île-des-Soeurs",
      lot: { value: 2640, unit: "ft2" },
      yearBuilt: 1928,
      mlsNumber: "14829360",
      listingAgentName: "Geneviève Tremblay-Ouellet",
      brokerageName: "Immeubles Fleuve inc.",
      geo: { lat: 45.45936, lng: -73.56981 },
    },
  },
  {
    name: "ho63-duproprio-duplex-sherbrooke",
    site: "duproprio.com",
    set: "held-out-63",
    traps: "owner-sold duplex in French with no broker and no MLS (DuProprio's 'Code' is the site's id); summary '5 chambres' that the two units (3 + 2) add up to; 'Revenus annuels bruts 25 740 $' and per-unit rents; évaluation municipale 412 600 $ and taxes beside the price; 'commission économisée' figure; living area excluding basement and lot in pi²; sector in parentheses; JSON-LD Product offer and a Place with coordinates",
    pageUrl: "https://duproprio.com/fr/sherbrooke/fleurimont/duplex-a-vendre/hab-1245-1247-rue-king-est-1048312",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Duplex à vendre à Sherbrooke (Fleurimont) - 1245-1247, rue King Est - DuProprio - 1048312</title>
<meta name="description" content="Duplex à vendre à Sherbrooke (Fleurimont) par le propriétaire : 489 000 $. 5 chambres, 2 salles de bain, revenus de 25 740 $ par année. Code 1048312.">
<meta property="og:title" content="Duplex à vendre - 1245-1247, rue King Est, Sherbrooke">
<meta property="og:description" content="489 000 $ · 5 chambres · 2 salles de bain">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/1048312/large/01.jpg">
${gtm("GTM-DPRO63")}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Duplex à vendre - 1245-1247, rue King Est, Sherbrooke", sku: "1048312", offers: { "@type": "Offer", price: "489000", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
${ld({ "@context": "https://schema.org", "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "1245-1247, rue King Est", addressLocality: "Sherbrooke", addressRegion: "QC", postalCode: "J1G 1E4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.40418, longitude: -71.87236 } })}
</head><body>
${consent("DuProprio", "fr")}
${header("DuProprio", ["Acheter", "Vendre", "Forfaits", "Évaluer ma propriété", "Services financiers", "Conseils"], '<a href="/en/sherbrooke/fleurimont/duplex-for-sale/hab-1245-1247-rue-king-est-1048312">EN</a>')}
<main class="listing">
<div class="listing-main-characteristics">
<h1 class="listing-location__title"><span class="listing-location__type">Duplex à vendre</span> <span class="listing-location__address">1245-1247, rue King Est, Sherbrooke (Fleurimont), QC J1G 1E4</span></h1>
<div class="listing-price"><div class="listing-price__amount">489 000 $</div></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">5</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">2</span> salles de bain</div>
<div class="listing-main-characteristics__item">Aire habitable (s-sol exclu) <span>2 140 pi²</span></div>
<div class="listing-main-characteristics__item">Dimensions du terrain <span>5 812 pi²</span></div>
<p class="listing-code">Code : 1048312</p>
</div>
${photos("https://photos.duproprio.com/photos/public/1048312/large", 28, "Duplex rue King Est")}
<section class="listing-owners-comments"><h2>Commentaires du propriétaire</h2>
<p>Duplex propre et rentable sur une grande rue desservie par le transport en commun, à 5 minutes du CHUS Fleurimont et de l'Université de Sherbrooke. Idéal pour occuper le rez-de-chaussée et se faire aider par le loyer de l'étage, ou comme premier placement. Plusieurs rénovations : toiture 2020, chauffe-eaux 2022, salle de bain du rez-de-chaussée refaite.</p></section>
<section class="listing-box listing-box--units"><h2>Unités</h2>
<table><thead><tr><th>Logement</th><th>Chambres</th><th>Salle de bain</th><th>Loyer</th><th>Bail</th></tr></thead><tbody>
<tr><td>1245 (rez-de-chaussée et sous-sol)</td><td>3</td><td>1</td><td>1 150 $/mois</td><td>30 juin 2026</td></tr>
<tr><td>1247 (étage)</td><td>2</td><td>1</td><td>995 $/mois</td><td>30 juin 2026</td></tr>
</tbody></table>
<p>Revenus annuels bruts : <strong>25 740 $</strong></p></section>
<section class="listing-box"><h2>Caractéristiques</h2><ul class="listing-list">
<li>Type de bâtiment : Jumelé</li><li>Année de construction : 1962</li><li>Nombre d'unités : 2</li><li>Nombre d'étages : 2</li><li>Fondation : Béton coulé</li><li>Chauffage : Plinthes électriques</li><li>Stationnement : 4 places extérieures</li></ul></section>
<section class="listing-box listing-box--financial"><h2>Évaluation et taxes</h2><ul class="listing-list">
<li>Évaluation municipale (2024) : 412 600 $</li><li>Taxes municipales (2025) : 3 890 $</li><li>Taxes scolaires (2025) : 305 $</li><li>Hydro-Québec (moyenne mensuelle, parties communes) : 42 $</li></ul></section>
<aside class="savings"><p>En vendant sans courtier, ce propriétaire économise jusqu'à <strong>24 450 $</strong> en commission.*</p><small>*Basé sur une commission de 5 % sur le prix demandé.</small></aside>
<aside class="contact-owner"><h2>Contacter le propriétaire</h2><p>Vendu par le propriétaire — aucun courtier</p><form><label>Nom<input name="name"></label><label>Courriel<input name="email"></label><label>Message<textarea>Bonjour, je suis intéressé(e) par votre propriété (code 1048312).</textarea></label><button>Envoyer</button></form></aside>
${payment("350 000 $", "35 000 $", "4,99 %", "1 833 $", "fr")}
${similar("Propriétés semblables à Sherbrooke", [
  { price: "529 000 $", address: "842-844, rue Galt Ouest, Sherbrooke (Jacques-Cartier)", line: "Duplex · 6 chambres", href: "/fr/sherbrooke/jacques-cartier/duplex-a-vendre/hab-842-844-rue-galt-ouest-1041177" },
  { price: "615 000 $", address: "310-314, rue Wellington Sud, Sherbrooke (Mont-Bellevue)", line: "Triplex · 7 chambres", href: "/fr/sherbrooke/mont-bellevue/triplex-a-vendre/hab-310-314-rue-wellington-sud-1039904" },
])}
</main>
${footer({ "DuProprio": ["À propos", "Carrières", "Salle de presse", "Nous joindre"], "Vendre": ["Nos forfaits", "Photographe professionnel", "Évaluation en ligne"] }, ["© 2025 DuProprio inc. Siège social : 1500, rue Cunard, Laval (Québec) H7S 2B7.", "DuProprio n'est pas un courtier immobilier et n'agit pas à titre d'intermédiaire dans les transactions."])}
</body></html>`,
    expected: {
      price: { amount: 489000, currency: "CAD" },
      propertyKind: "plex",
      street: "1245-1247, rue King Est",
      city: "Sherbrooke",
      province: "QC",
      postalCode: "J1G 1E4",
      neighbourhood: "Fleurimont",
      bedrooms: 5,
      bathrooms: 2,
      squareFootage: 2140,
      lot: { value: 5812, unit: "ft2" },
      yearBuilt: 1962,
      geo: { lat: 45.40418, lng: -71.87236 },
    },
  },
];
