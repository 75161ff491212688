/**
 * Fifth held-out corpus, Quebec pages in French: a Sutton Québec house sheet in Granby ("Prix demandé", "Nombre de
 * salles de bains et salles d'eau 1 + 1", areas in pi² with spaces, the agency's address under the broker), a LesPAC
 * classified for a private house in Rimouski (areas in m², the sector as the neighbourhood, the classified site's
 * Montréal address) and a Centris hobby farm in Saint-Hippolyte ("Fermette", a lot of more than a million pi²,
 * secondary buildings, microdata coordinates). Addresses, names and numbers are invented; the expected facts were
 * written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_5_QUEBEC: ListingPage[] = [
  {
    name: "h5-sutton-maison-granby-fr",
    site: "suttonquebec.com",
    set: "held-out-5",
    traps: "French broker sheet: 'Prix demandé 419 000 $' in microdata; 'Maison à un étage et demi'; 'Nombre de salles de bains et salles d'eau 1 + 1'; 'Superficie habitable 1 520 pi²' and 'Superficie du terrain 7 850 pi²'; municipal assessment and taxes; a mortgage estimate per month; the broker's title 'Courtier immobilier résidentiel' and her agency with its Granby address and postal code; 'No Centris' digits",
    pageUrl: "https://suttonquebec.com/fr/propriete/maison-a-un-etage-et-demi-a-vendre/granby/24567890",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à un étage et demi à vendre - 235, rue Dufferin, Granby - 24567890 | Groupe Sutton</title>
<meta name="description" content="Maison à un étage et demi à vendre à Granby, 235, rue Dufferin. 419 000 $. 4 chambres, 1 salle de bain, 1 salle d'eau.">
<meta property="og:image" content="https://photos.suttonquebec.example/24567890/1.jpg">
</head><body>
<header class="sutton-header"><a href="/fr">Groupe Sutton Québec</a><nav><a href="/fr/proprietes">Propriétés à vendre</a><a href="/fr/courtiers">Trouver un courtier</a><a href="/fr/agences">Nos agences</a></nav></header>
<main class="propriete" itemscope itemtype="https://schema.org/Product">
<div class="propriete-entete">
<div class="propriete-categorie" itemprop="category">Maison à un étage et demi à vendre</div>
<h1 class="propriete-adresse">235, rue Dufferin, Granby (Québec) J2G 4X3</h1>
<div class="propriete-prix" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span class="label">Prix demandé</span> <span itemprop="price" content="419000">419 000 $</span><meta itemprop="priceCurrency" content="CAD"></div>
<div class="propriete-centris">No Centris : 24567890</div>
</div>
<section class="propriete-caracteristiques"><h2>Caractéristiques</h2>
<dl>
<dt>Nombre de pièces</dt><dd>9</dd>
<dt>Nombre de chambres</dt><dd>4</dd>
<dt>Nombre de salles de bains et salles d'eau</dt><dd>1 + 1</dd>
<dt>Superficie habitable</dt><dd>1 520 pi²</dd>
<dt>Superficie du terrain</dt><dd>7 850 pi²</dd>
<dt>Année de construction</dt><dd>1978</dd>
<dt>Stationnement</dt><dd>Allée (2), Garage (1)</dd>
</dl>
</section>
<section class="propriete-finances"><h2>Évaluation et taxes</h2>
<table>
<tr><td>Évaluation municipale (2025)</td><td>312 400 $</td></tr>
<tr><td>Taxes municipales (2025)</td><td>3 412 $</td></tr>
<tr><td>Taxes scolaires (2025)</td><td>268 $</td></tr>
</table>
<p class="hypotheque">Paiement hypothécaire estimé : 1 854 $ / mois</p>
</section>
<section class="propriete-description"><h2>Addenda</h2><p>Maison de 1978 rénovée près du lac Boivin et de la piste cyclable : cuisine refaite en 2021, deux chambres à l'étage et deux au rez-de-chaussée, salle d'eau au sous-sol, garage détaché. Toiture 2019, fenêtres 2016.</p></section>
<aside class="courtier-fiche">
<div class="courtier-fiche__nom">Nathalie Bérubé</div>
<div class="courtier-fiche__titre">Courtier immobilier résidentiel</div>
<div class="courtier-fiche__agence">Groupe Sutton Synergie inc.</div>
<div class="courtier-fiche__adresse">1150, rue Principale, Granby (Québec) J2J 0M2</div>
<div class="courtier-fiche__tel">450 555-0139</div>
</aside>
</main>
<footer class="sutton-footer"><p>© 2026 Groupe Sutton Québec. Chaque agence est autonome et franchisée. Les données de cette fiche proviennent du système Centris®.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 419000 },
      propertyKind: "house",
      street: "235, rue Dufferin",
      city: "Granby",
      province: "QC",
      postalCode: "J2G 4X3",
      bedrooms: 4,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1520,
      lot: { value: 7850, unit: "ft2" },
      yearBuilt: 1978,
      mlsNumber: "24567890",
      listingAgentName: "Nathalie Bérubé",
      brokerageName: "Groupe Sutton Synergie inc.",
    },
  },
  {
    name: "h5-lespac-maison-rimouski-fr",
    site: "lespac.com",
    set: "held-out-5",
    traps: "French classified by a private seller: 'Prix : 289 000 $'; 'Superficie habitable : 124 m²' and 'Terrain : 1 115 m²'; 'Secteur : Pointe-au-Père' beside the city; 'Annonce no 13456789' (the site's id); a Product JSON-LD with the price and no address; other ads with prices; LesPAC's Montréal address and postal code in the footer; the region 'Bas-Saint-Laurent' in the breadcrumb",
    pageUrl: "https://www.lespac.com/rimouski/maison-a-vendre-pointe-au-pere_13456789k.jsa",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à vendre - Pointe-au-Père, Rimouski - 289 000 $ | LesPAC</title>
<meta name="description" content="Maison à vendre par le propriétaire à Rimouski (Pointe-au-Père). 3 chambres, 2 salles de bain, terrain de 1 115 m².">
<meta property="og:image" content="https://img.lespac.example/13456789/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Maison à vendre - Pointe-au-Père", sku: "13456789", offers: { "@type": "Offer", price: "289000", priceCurrency: "CAD", seller: { "@type": "Person", name: "Particulier" } } })}
</head><body>
<header class="lp-header"><a href="/">LesPAC</a><nav><a href="/immobilier">Immobilier</a><a href="/autos">Autos</a><a href="/deposer">Déposer une annonce</a></nav></header>
<div class="lp-breadcrumb"><a href="/">Accueil</a> › <a href="/bas-saint-laurent">Bas-Saint-Laurent</a> › <a href="/rimouski">Rimouski</a> › <a href="/rimouski/immobilier">Immobilier</a> › <a href="/rimouski/maisons-a-vendre">Maisons à vendre</a></div>
<main class="lp-annonce">
<h1 class="lp-annonce__titre">Maison à vendre - Pointe-au-Père</h1>
<div class="lp-annonce__prix">Prix : 289 000 $</div>
<ul class="lp-annonce__details">
<li><span class="lp-label">Type de propriété :</span> <span class="lp-valeur">Maison plain-pied</span></li>
<li><span class="lp-label">Adresse :</span> <span class="lp-valeur">48, rue du Phare</span></li>
<li><span class="lp-label">Ville :</span> <span class="lp-valeur">Rimouski</span></li>
<li><span class="lp-label">Secteur :</span> <span class="lp-valeur">Pointe-au-Père</span></li>
<li><span class="lp-label">Nombre de chambres :</span> <span class="lp-valeur">3</span></li>
<li><span class="lp-label">Nombre de salles de bain :</span> <span class="lp-valeur">2</span></li>
<li><span class="lp-label">Superficie habitable :</span> <span class="lp-valeur">124 m²</span></li>
<li><span class="lp-label">Terrain :</span> <span class="lp-valeur">1 115 m²</span></li>
<li><span class="lp-label">Année de construction :</span> <span class="lp-valeur">1985</span></li>
<li><span class="lp-label">Annonce no :</span> <span class="lp-valeur">13456789</span></li>
</ul>
<div class="lp-annonce__description"><h2>Description</h2><p>Plain-pied avec sous-sol aménagé à deux minutes du fleuve et du site historique maritime. Trois chambres, deux salles de bain complètes, thermopompe murale, remise et grand terrain paysagé. Libre rapidement. Aucun courtier s'il vous plaît.</p></div>
<div class="lp-annonce__vendeur"><h3>Vendeur</h3><div>Particulier</div><div>418 555-0197</div></div>
</main>
<aside class="lp-similaires"><h3>Annonces similaires</h3>
<div class="lp-mini"><span>Bungalow à Sainte-Blandine</span><span>245 000 $</span></div>
<div class="lp-mini"><span>Cottage à Rimouski-Est</span><span>339 900 $</span></div>
</aside>
<footer class="lp-footer"><p>© 2026 LesPAC. 1600, boulevard René-Lévesque Ouest, Montréal (Québec) H3H 1P9. LesPAC n'est pas responsable du contenu des annonces.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 289000 },
      propertyKind: "house",
      street: "48, rue du Phare",
      city: "Rimouski",
      province: "QC",
      neighbourhood: "Pointe-au-Père",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1334.7,
      lot: { value: 1115, unit: "m2" },
      yearBuilt: 1985,
    },
  },
  {
    name: "h5-centris-fermette-saint-hippolyte-fr",
    site: "centris.ca",
    set: "held-out-5",
    traps: "a hobby farm in French: 'Fermette à vendre'; '1 195 000 $' in a content attribute; 'Superficie du terrain 1 532 180 pi²' (35 acres); 'Bâtiments secondaires' with a barn and its size; 'Utilisation de la propriété Résidentielle et agricole'; teaser '10 pièces, 4 chambres, 2 salles de bain'; coordinates in microdata; the broker's agency with its Saint-Jérôme address; municipal assessment with land and building values",
    pageUrl: "https://www.centris.ca/fr/fermettes~a-vendre~saint-hippolyte/17654321",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Fermette à vendre à Saint-Hippolyte, Laurentides, 1820, chemin des Hauteurs, 17654321 - Centris.ca</title>
<meta name="description" content="Fermette à vendre à Saint-Hippolyte, Laurentides - 1 195 000 $. No Centris 17654321.">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DE5A2B1DDDDDDDDDDE1&amp;t=pi&amp;f=I">
</head><body>
<header><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/fermettes~a-vendre">Fermettes</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a></nav></header>
<div itemscope itemtype="http://schema.org/Product">
<div class="row property-tagline">
<div class="col"><h1 itemprop="category"><span data-id="PageTitle">Fermette à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1820, chemin des Hauteurs, Saint-Hippolyte</h2></div>
<div class="col-auto price-container"><div class="price text-right"><meta itemprop="price" content="1195000"><span class="text-nowrap">1 195 000 $</span></div></div>
</div>
<div itemprop="geo" itemscope itemtype="http://schema.org/GeoCoordinates"><meta itemprop="latitude" content="45.93214"><meta itemprop="longitude" content="-74.01587"></div>
<div class="row teaser">
<div class="col-lg-3 piece">10 pièces</div>
<div class="col-lg-3 cac">4 chambres</div>
<div class="col-lg-3 sdb">2 salles de bain</div>
</div>
<div class="row description"><div itemprop="description">Fermette de 35 acres entre deux lacs : maison centenaire rénovée avec goût, grange-étable de 40 x 60 pi avec six boxes, manège extérieur, pâturages clôturés et boisé avec sentiers. À 15 minutes de Saint-Jérôme.</div></div>
<div class="row">
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle et agricole</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Isolé</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>1920</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Superficie du terrain</div><div class="carac-value"><span>1 532 180 pi²</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Bâtiments secondaires</div><div class="carac-value"><span>Grange-étable (40 x 60 pi), Remise</span></div></div>
<div class="col-lg-3 col-sm-6 carac-container"><div class="carac-title">Stationnement (total)</div><div class="carac-value"><span>Allée (8)</span></div></div>
</div>
<div class="row financial-details">
<table class="table"><thead><tr><th colspan="2">Évaluation municipale</th></tr></thead><tbody>
<tr><td>Année</td><td>2025</td></tr><tr><td>Terrain</td><td>214 600 $</td></tr><tr><td>Bâtiment</td><td>487 300 $</td></tr><tr><td class="font-weight-bold">Total</td><td class="font-weight-bold">701 900 $</td></tr></tbody></table>
</div>
<div class="row"><div class="col-12" id="ListingDisplayId-container">No Centris <span id="ListingDisplayId">17654321</span></div></div>
</div>
<div class="broker-info legacy-reset">
<div class="broker-info__broker-title"><h1 class="broker-info__broker-name" itemprop="name">Geneviève Lachance</h1><p class="broker-info__broker-job">Courtier immobilier agréé DA</p></div>
<div class="broker-info__agency-name">RE/MAX Altitude Laurentides inc.</div>
<div class="broker-info__agency-address">500, boulevard des Laurentides, Saint-Jérôme (Québec) J7Z 4M2</div>
</div>
<footer><p>© 2026 Centris inc. Tous droits réservés. Les données de ce site sont fournies à titre informatif seulement.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1195000 },
      propertyKind: "farm",
      street: "1820, chemin des Hauteurs",
      city: "Saint-Hippolyte",
      province: "QC",
      bedrooms: 4,
      bathrooms: 2,
      lot: { value: 1532180, unit: "ft2" },
      yearBuilt: 1920,
      mlsNumber: "17654321",
      listingAgentName: "Geneviève Lachance",
      brokerageName: "RE/MAX Altitude Laurentides inc.",
      geo: { lat: 45.93214, lng: -74.01587 },
    },
  },
];
