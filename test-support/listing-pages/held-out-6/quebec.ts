/**
 * Sixth held-out corpus, Quebec in French: a RE/MAX Québec condo in Gatineau (French numbers with narrow spaces, the
 * unit before the civic number, the condo fees, the municipal assessment and the school tax beside the price, the
 * listing broker's agency with its Gatineau address) and a Proprio Direct house in Sherbrooke ("4 (dont 1 au sous-sol)",
 * a lot area with a decimal comma, the site's own "PD-" listing number and a Product JSON-LD `sku` beside the Centris
 * number, a commission saving in dollars). Addresses, names and numbers are invented; the expected facts were written
 * before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_6_QUEBEC: ListingPage[] = [
  {
    name: "h6-remax-quebec-condo-gatineau",
    site: "remax-quebec.com",
    set: "held-out-6",
    traps: "French: '389 000 $' with narrow no-break spaces; '1102-345, rue Laurier' then 'Gatineau (Hull) J8X 0E3'; 'Nombre de salles de bains 1' and 'Nombre de salles d'eau 1'; 'Superficie habitable 1 085 pi²'; condo fees '285 $ / mois', municipal and school taxes and 'Évaluation municipale (2025) 342 500 $'; the 'Courtier inscripteur' block with the agency's address and postal code in Gatineau; an 'Outaouais' breadcrumb; a map link",
    pageUrl: "https://www.remax-quebec.com/fr/proprietes/condo-a-vendre/gatineau/1102-345-rue-laurier/27654321",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Condo à vendre – 1102-345, rue Laurier, Gatineau (Hull) | RE/MAX Québec</title>
<meta name="description" content="Condo à vendre à Gatineau (Hull) : 2 chambres, 1 salle de bains, 1 salle d'eau. 389 000 $. No Centris 27654321.">
<meta property="og:image" content="https://media.remax-quebec.example/27654321/1.jpg">
</head><body>
<header class="entete"><a href="/fr/">RE/MAX Québec</a><nav><a href="/fr/proprietes/">Propriétés</a><a href="/fr/courtiers/">Trouver un courtier</a><a href="/fr/agences/">Agences</a></nav></header>
<nav class="fil-ariane"><a href="/fr/proprietes/">Propriétés</a> › <a href="/fr/proprietes/outaouais/">Outaouais</a> › <a href="/fr/proprietes/outaouais/gatineau/">Gatineau</a> › No Centris 27654321</nav>
<main class="fiche-propriete">
<section class="fiche-entete">
<h1 class="fiche-titre">Condo à vendre</h1>
<div class="fiche-adresse"><span class="fiche-adresse-rue">1102-345, rue Laurier</span><br><span class="fiche-adresse-ville">Gatineau (Hull) J8X 0E3</span></div>
<div class="fiche-prix">389&#8239;000&nbsp;$</div>
<div class="fiche-centris">No Centris 27654321</div>
</section>
<section class="fiche-caracteristiques">
<h2>Caractéristiques</h2>
<dl>
<dt>Type de propriété</dt><dd>Appartement en copropriété (condo)</dd>
<dt>Nombre de chambres</dt><dd>2</dd>
<dt>Nombre de salles de bains</dt><dd>1</dd>
<dt>Nombre de salles d'eau</dt><dd>1</dd>
<dt>Superficie habitable</dt><dd>1&#8239;085 pi²</dd>
<dt>Étage</dt><dd>11e de 14</dd>
<dt>Année de construction</dt><dd>2016</dd>
<dt>Stationnement</dt><dd>Garage (1)</dd>
</dl>
</section>
<section class="fiche-finances">
<h2>Détails financiers</h2>
<dl>
<dt>Frais de copropriété</dt><dd>285&nbsp;$ / mois</dd>
<dt>Taxes municipales (2026)</dt><dd>3&#8239;412&nbsp;$</dd>
<dt>Taxes scolaires (2025)</dt><dd>268&nbsp;$</dd>
<dt>Évaluation municipale (2025)</dt><dd>342&#8239;500&nbsp;$</dd>
</dl>
</section>
<section class="fiche-description"><h2>Description</h2><p>Condo lumineux au 11e étage avec vue sur la rivière des Outaouais et le Parlement. Deux chambres, salle de bains avec douche en céramique et salle d'eau près de l'entrée. Garage intérieur, rangement, gym et terrasse sur le toit. À deux pas du parc Jacques-Cartier et des pistes cyclables.</p></section>
<a class="fiche-carte" href="https://www.google.com/maps?q=45.42611,-75.71902">Voir sur la carte</a>
<aside class="courtier-inscripteur">
<h3>Courtier inscripteur</h3>
<div class="courtier-nom">Geneviève Laroche</div>
<div class="courtier-titre">Courtière immobilière résidentielle</div>
<div class="courtier-agence">RE/MAX Vision Outaouais, Agence immobilière</div>
<div class="courtier-adresse">1100, boul. Maloney Ouest, Gatineau (Québec) J8T 6G3</div>
<div class="courtier-telephone">819 555-0146</div>
</aside>
</main>
<footer class="pied"><p>© 2026 RE/MAX Québec. Chaque agence est autonome et indépendante. Les données proviennent de Centris.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389000 },
      propertyKind: "condo",
      street: "1102-345, rue Laurier",
      city: "Gatineau",
      neighbourhood: "Hull",
      province: "QC",
      postalCode: "J8X 0E3",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1085,
      yearBuilt: 2016,
      mlsNumber: "27654321",
      listingAgentName: "Geneviève Laroche",
      brokerageName: "RE/MAX Vision Outaouais, Agence immobilière",
      geo: { lat: 45.42611, lng: -75.71902 },
    },
  },
  {
    name: "h6-propriodirect-house-sherbrooke",
    site: "propriodirect.com",
    set: "held-out-6",
    traps: "French: 'Prix demandé : 529 000 $'; 'Chambres : 4 (dont 1 au sous-sol)'; 'Salles de bain : 2' and 'Salle d'eau : 1'; 'Superficie du terrain : 6 458,3 pi²' (a decimal comma); the site's 'Numéro d'inscription : PD-48213' and a Product JSON-LD whose sku is that number, beside 'No Centris : 19283746'; assessment and taxes; 'économisez jusqu'à 15 000 $' in commission; the broker card with the agency's Sherbrooke address and postal code",
    pageUrl: "https://www.propriodirect.com/fr/propriete/maison-a-etages-a-vendre-sherbrooke-fleurimont/48213",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à étages à vendre – 1420, rue des Pins, Sherbrooke (Fleurimont) | Proprio Direct</title>
<meta name="description" content="Maison à étages à vendre à Sherbrooke (Fleurimont) : 4 chambres, 2 salles de bain, 1 salle d'eau. 529 000 $.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Maison à étages – 1420, rue des Pins, Sherbrooke", sku: "PD-48213", offers: { "@type": "Offer", price: "529000", priceCurrency: "CAD" } })}
</head><body>
<header class="header"><a href="/fr/">Proprio Direct</a><nav><a href="/fr/acheter/">Acheter</a><a href="/fr/vendre/">Vendre</a><a href="/fr/courtiers/">Nos courtiers</a></nav></header>
<main class="propriete">
<section class="propriete-entete">
<div class="propriete-type">Maison à étages à vendre</div>
<h1 class="propriete-adresse">1420, rue des Pins</h1>
<div class="propriete-ville">Sherbrooke (Fleurimont), QC J1E 2K8</div>
<div class="propriete-prix">Prix demandé : 529 000 $</div>
<div class="propriete-economie">Avec Proprio Direct, économisez jusqu'à 15 000 $ en commission.</div>
</section>
<section class="propriete-details">
<h2>Détails de la propriété</h2>
<ul>
<li><span class="etiquette">Numéro d'inscription :</span> <span class="valeur">PD-48213</span></li>
<li><span class="etiquette">No Centris :</span> <span class="valeur">19283746</span></li>
<li><span class="etiquette">Chambres :</span> <span class="valeur">4 (dont 1 au sous-sol)</span></li>
<li><span class="etiquette">Salles de bain :</span> <span class="valeur">2</span></li>
<li><span class="etiquette">Salle d'eau :</span> <span class="valeur">1</span></li>
<li><span class="etiquette">Superficie habitable :</span> <span class="valeur">1 640 pi²</span></li>
<li><span class="etiquette">Superficie du terrain :</span> <span class="valeur">6 458,3 pi²</span></li>
<li><span class="etiquette">Année de construction :</span> <span class="valeur">1992</span></li>
<li><span class="etiquette">Évaluation municipale (2025) :</span> <span class="valeur">412 300 $</span></li>
<li><span class="etiquette">Taxes municipales :</span> <span class="valeur">4 118 $ / an</span></li>
<li><span class="etiquette">Chauffage :</span> <span class="valeur">Plinthes électriques, poêle à bois</span></li>
</ul>
</section>
<section class="propriete-description"><h2>Description</h2><p>Belle maison à étages dans un secteur familial de Fleurimont, près du CHUS, des écoles et du parc Lucien-Blanchard. Trois chambres à l'étage, une quatrième au sous-sol aménagé, cuisine rénovée en 2020, garage simple et cour clôturée avec piscine hors terre.</p></section>
<aside class="courtier-fiche">
<h3>Votre courtier pour cette propriété</h3>
<div class="courtier-nom">Marc-André Boisvert</div>
<div class="courtier-titre">Courtier immobilier résidentiel</div>
<div class="courtier-agence">Proprio Direct Inc., agence immobilière</div>
<div class="courtier-adresse">2885, boul. de Portland, Sherbrooke (Québec) J1L 1K2</div>
<div class="courtier-telephone">819 555-0172</div>
</aside>
</main>
<footer class="footer"><p>© 2026 Proprio Direct Inc., agence immobilière. Tous droits réservés.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 529000 },
      propertyKind: "house",
      street: "1420, rue des Pins",
      city: "Sherbrooke",
      neighbourhood: "Fleurimont",
      province: "QC",
      postalCode: "J1E 2K8",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1640,
      lot: { value: 6458.3, unit: "ft2" },
      yearBuilt: 1992,
      mlsNumber: "19283746",
      listingAgentName: "Marc-André Boisvert",
      brokerageName: "Proprio Direct Inc., agence immobilière",
    },
  },
];
