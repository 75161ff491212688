/**
 * Fifty-seventh held-out corpus, Quebec in French: a Ville-Marie condo on the brokers' portal and a Saint-Roch condo
 * in Quebec City sold by its owner.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { amenityChips, cookieNotice, footerLinks, paymentWidget, windowState } from "./chrome.ts";

export const HELD_OUT_57_FRENCH: ListingPage[] = [
  {
    name: "ho57-centris-condo-ville-marie",
    site: "centris.ca",
    set: "held-out-57",
    traps: "French: '1205, rue de Bleury, app. 1604'; 'Montréal (Ville-Marie)'; '549 000 $'; 'pi²' net area with m²; 1 salle de bain + 1 salle d'eau; frais de copropriété, taxes municipales et scolaires, évaluation municipale; the building's other units for sale and rent with a monthly rent; broker and agency",
    pageUrl: "https://www.centris.ca/fr/condo~a-vendre~montreal-ville-marie/19482736",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre, Montréal (Ville-Marie) - 1205, rue de Bleury, app. 1604 - 19482736 | Centris.ca</title>
<meta name="description" content="Condo à vendre à Montréal (Ville-Marie), 2 chambres, 1 salle de bain, 1 salle d'eau. 549 000 $. No Centris 19482736.">
<meta property="og:title" content="Condo à vendre - 1205, rue de Bleury, app. 1604, Montréal (Ville-Marie)">
<meta property="og:image" content="https://mspublic.centris.ca/media.ashx?id=ADDD250DB4A1B2F&t=pi&f=I">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Centris", url: "https://www.centris.ca", address: { "@type": "PostalAddress", streetAddress: "600, chemin du Golf", addressLocality: "Verdun", addressRegion: "QC", postalCode: "H3E 1A8" } })}
</head><body>
${cookieNotice("Centris", "fr")}
<header class="centris-header"><a class="logo" href="/fr">Centris</a><nav><a href="/fr/propriete~a-vendre">Acheter</a><a href="/fr/propriete~a-louer">Louer</a><a href="/fr/courtiers-immobiliers">Trouver un courtier</a><a href="/en">English</a></nav></header>
<main class="property-details" data-id="19482736">
<div class="photo-viewer"><img src="https://mspublic.centris.ca/media.ashx?id=ADDD250DB4A1B2F&t=pi&f=I" alt="Salon"></div>
<div class="row"><div class="col-lg-12 description-title"><h1 itemprop="category"><span data-id="PageTitle">Condo à vendre</span></h1>
<h2 class="pt-1" itemprop="address">1205, rue de Bleury, app. 1604, Montréal (Ville-Marie), Québec H3B 3J4</h2></div>
<div class="price-container"><div class="price text-right"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice" class="text-nowrap">549 000 $</span></div>
<p class="taxes-tvq">+ TPS/TVQ non applicables</p></div></div>
<div class="row teaser"><div class="col-lg-3 piece">2 chambres</div><div class="col-lg-3 sdb">1 salle de bain et 1 salle d'eau</div></div>
<div class="carac-container"><div class="carac-title">Utilisation de la propriété</div><div class="carac-value"><span>Résidentielle</span></div></div>
<div class="carac-container"><div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>En hauteur (16e étage sur 28)</span></div></div>
<div class="carac-container"><div class="carac-title">Année de construction</div><div class="carac-value"><span>2015</span></div></div>
<div class="carac-container"><div class="carac-title">Superficie nette habitable</div><div class="carac-value"><span>886 pi²</span></div></div>
<div class="carac-container"><div class="carac-title">Stationnement total</div><div class="carac-value"><span>Garage (1)</span></div></div>
<div class="carac-container"><div class="carac-title">Rangement</div><div class="carac-value"><span>Casier au sous-sol</span></div></div>
<div class="carac-container"><div class="carac-title">Orientation</div><div class="carac-value"><span>Sud-est</span></div></div>
<div class="carac-container"><div class="carac-title">Date d'emménagement</div><div class="carac-value"><span>60 jours PA/AP</span></div></div>
<section class="financial-details"><h3>Détails financiers</h3><table>
<tr><th colspan="2">Taxes</th></tr><tr><td>Municipales (2025)</td><td>3 286 $</td></tr><tr><td>Scolaires (2025)</td><td>398 $</td></tr><tr><td>Total</td><td>3 684 $</td></tr>
<tr><th colspan="2">Dépenses</th></tr><tr><td>Frais de copropriété</td><td>412 $/mois</td></tr><tr><td>Total</td><td>4 944 $/an</td></tr>
<tr><th colspan="2">Évaluation municipale</th></tr><tr><td>Année</td><td>2023</td></tr><tr><td>Terrain</td><td>61 200 $</td></tr><tr><td>Bâtiment</td><td>437 100 $</td></tr><tr><td>Total</td><td>498 300 $</td></tr></table></section>
<section class="description"><h3>Description</h3><p>Au 16e étage d'une tour de 2015 au cœur du Quartier des spectacles, ce condo de coin de 886 pi² (82,3 m²) offre deux chambres fermées, une salle de bain avec douche en verre et une salle d'eau. Cuisine avec îlot en quartz, fenestration pleine hauteur orientée sud-est et balcon de 65 pi². Garage intérieur (1) et casier inclus. À deux pas du métro Place-des-Arts et du Complexe Desjardins.</p></section>
<section class="pieces"><h3>Pièces</h3><table><tr><td>Salon</td><td>16e étage</td><td>16,2 X 12,8 p</td></tr><tr><td>Cuisine</td><td>16e étage</td><td>11,0 X 9,4 p</td></tr><tr><td>Chambre à coucher principale</td><td>16e étage</td><td>12,6 X 11,2 p</td></tr><tr><td>Chambre à coucher</td><td>16e étage</td><td>10,4 X 9,8 p</td></tr></table></section>
${amenityChips(["Piscine intérieure", "Salle d'entraînement", "Terrasse sur le toit", "Sécurité 24 h", "Ascenseurs", "Salle de réception"], "Caractéristiques de l'immeuble")}
<section class="building-units"><h3>Autres propriétés dans cet immeuble</h3><table><thead><tr><th>Unité</th><th>Statut</th><th>Prix</th><th>Chambres</th></tr></thead><tbody>
<tr><td>app. 802</td><td>À vendre</td><td>389 000 $</td><td>1</td></tr><tr><td>app. 2301</td><td>À vendre</td><td>1 150 000 $</td><td>3</td></tr>
<tr><td>app. 1110</td><td>À louer</td><td>2 350 $/mois</td><td>2</td></tr></tbody></table></section>
${paymentWidget("fr")}
<section class="broker-info"><div class="broker-name">Mathieu Bergeron-Lalonde</div><div class="broker-title">Courtier immobilier résidentiel</div>
<div class="agency">Immeubles Quartier Latin inc.</div><div class="agency-type">Agence immobilière</div><div class="phone">514 555-0147</div><div class="agency-address">1450, rue Saint-Denis, Montréal (Québec) H2X 3J8</div></section>
<p class="no-centris">No Centris : <span id="ListingDisplayId">19482736</span></p>
</main>
<footer>${footerLinks("Centris", "fr")}<p>© 2025 Centris inc. Tous droits réservés. Les renseignements proviennent du Système Centris, propriété de Centris inc.</p></footer>
${windowState("__centrisListing", { id: 19482736, price: 549000, lat: 45.50512, lng: -73.56718, municipality: "Montréal", borough: "Ville-Marie", postal: "H3B 3J4" })}
</body></html>`,
    expected: {
      price: { amount: 549000, currency: "CAD" },
      propertyKind: "condo",
      street: "1205, rue de Bleury, app. 1604",
      city: "Montréal",
      province: "QC",
      postalCode: "H3B 3J4",
      neighbourhood: "Ville-Marie",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 886,
      yearBuilt: 2015,
      mlsNumber: "19482736",
      listingAgentName: "Mathieu Bergeron-Lalonde",
      brokerageName: "Immeubles Quartier Latin inc.",
      geo: { lat: 45.50512, lng: -73.56718 },
    },
  },
  {
    name: "ho57-duproprio-condo-saint-roch-quebec",
    site: "duproprio.com",
    set: "held-out-57",
    traps: "French owner sale: '402-355, rue du Pont'; '339 000 $'; DuProprio's listing code beside no MLS®; area in pi² then m²; condo fees per year and per month; municipal evaluation; 'Québec (La Cité-Limoilou)' with Saint-Roch only in the remarks; 4th floor of 6; no agent or brokerage; the site's Quebec City office and other listings nearby",
    pageUrl: "https://duproprio.com/fr/quebec-rive-nord/quebec/condo-a-vendre/hab-402-355-rue-du-pont-1067845",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre Québec (La Cité-Limoilou) - 402-355, rue du Pont - DuProprio 1067845</title>
<meta name="description" content="Condo à vendre à Québec (La Cité-Limoilou). 2 chambres, 1 salle de bain, 947 pi². 339 000 $. Vendu sans commission par le propriétaire.">
<meta property="og:title" content="402-355, rue du Pont, Québec - 339 000 $">
<meta property="og:image" content="https://photos.duproprio.com/photos/1067845/1.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "Condo à vendre - 402-355, rue du Pont, Québec",
  sku: "1067845",
  offers: { "@type": "Offer", price: "339000", priceCurrency: "CAD", seller: { "@type": "Person", name: "Propriétaire" } },
})}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "DuProprio", address: { "@type": "PostalAddress", streetAddress: "2000, boulevard Lebourgneuf, bureau 300", addressLocality: "Québec", addressRegion: "QC", postalCode: "G2K 0B8" } })}
</head><body class="listing-page">
${cookieNotice("DuProprio", "fr")}
<header class="header"><a class="logo" href="/fr">DuProprio</a><nav><a href="/fr/rechercher/liste">Acheter</a><a href="/fr/vendre">Vendre</a><a href="/fr/services">Services</a><a href="/fr/connexion">Connexion</a></nav></header>
<main class="listing" data-listing-code="1067845">
<div class="listing-photos"><img src="https://photos.duproprio.com/photos/1067845/1.jpg" alt="Salon"></div>
<section class="listing-location"><h1 class="listing-location__title"><span>Condo à vendre</span></h1>
<div class="listing-location__address"><span class="listing-location__street">402-355, rue du Pont</span>, <span>Québec (La Cité-Limoilou)</span>, <span>G1K 6M4</span></div>
<div class="listing-price"><div class="listing-price__amount">339 000 $</div><p class="listing-price__note">Sans commission — vendu par le propriétaire</p></div>
<ul class="listing-main-characteristics"><li>2 chambres</li><li>1 salle de bain</li><li>947 pi²</li><li>4e étage</li></ul>
<p class="listing-code">Code de l'annonce : 1067845</p></section>
<section class="listing-box listing-characteristics"><h2>Caractéristiques</h2><dl>
<dt>Année de construction</dt><dd>2014</dd><dt>Superficie habitable</dt><dd>947 pi² (88 m²)</dd>
<dt>Étage de l'unité</dt><dd>4 (sur 6)</dd><dt>Nombre de chambres</dt><dd>2</dd><dt>Salle de bain</dt><dd>1</dd>
<dt>Stationnement</dt><dd>1 intérieur (inclus)</dd><dt>Rangement</dt><dd>Casier privatif</dd>
<dt>Orientation</dt><dd>Ouest</dd><dt>Occupation</dt><dd>Flexible</dd></dl></section>
<section class="listing-box listing-financial"><h2>Détails financiers</h2><dl>
<dt>Évaluation municipale (2025)</dt><dd>318 900 $</dd><dt>Taxes municipales</dt><dd>2 876 $ / an</dd><dt>Taxes scolaires</dt><dd>214 $ / an</dd>
<dt>Frais de copropriété</dt><dd>2 640 $ / an (220 $ / mois)</dd><dt>Fonds de prévoyance</dt><dd>186 000 $</dd></dl></section>
<section class="listing-owners-comments"><h2>Commentaires du propriétaire</h2><p>Condo lumineux au 4e étage d'un immeuble de 2014 en plein cœur de Saint-Roch, à deux pas de la rue Saint-Joseph, de la bibliothèque Gabrielle-Roy et des parcours d'autobus. Aire ouverte, plafonds de 9 pi, plancher de bois d'ingénierie, cuisine avec comptoirs de quartz, balcon de 60 pi² orienté ouest. Une place de stationnement intérieur et un casier inclus. Syndicat bien géré, fonds de prévoyance sain.</p></section>
${amenityChips(["Ascenseur", "Stationnement intérieur", "Terrasse commune", "Salle de vélos"], "L'immeuble")}
<section class="listing-contact"><h2>Contacter le propriétaire</h2><p>Appelez DuProprio au 1 866 555-0101 et mentionnez le code 1067845, ou écrivez au propriétaire.</p><form><input name="nom" placeholder="Nom"><input name="courriel" placeholder="Courriel"><textarea name="message">Bonjour, je souhaite visiter le condo 402-355, rue du Pont.</textarea><button>Envoyer</button></form></section>
${paymentWidget("fr")}
<section class="similar-listings"><h2>Propriétés similaires</h2><ul><li>305-600, rue Saint-Vallier Est, Québec · 299 000 $</li><li>701-120, boulevard Charest Est, Québec · 419 500 $</li></ul></section>
</main>
<footer class="footer">${footerLinks("DuProprio", "fr")}<p>DuProprio inc. — 2000, boulevard Lebourgneuf, bureau 300, Québec (Québec) G2K 0B8. DuProprio n'est pas une agence immobilière.</p></footer>
${windowState("dataLayer_listing", { listingCode: 1067845, price: 339000, city: "Québec", region: "Capitale-Nationale", lat: 46.81462, lng: -71.22583 })}
</body></html>`,
    expected: {
      price: { amount: 339000, currency: "CAD" },
      propertyKind: "condo",
      street: "402-355, rue du Pont",
      city: "Québec",
      province: "QC",
      postalCode: "G1K 6M4",
      neighbourhood: "La Cité-Limoilou",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 947,
      yearBuilt: 2014,
      geo: { lat: 46.81462, lng: -71.22583 },
    },
  },
];
