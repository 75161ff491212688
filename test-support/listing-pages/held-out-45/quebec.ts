/**
 * Forty-fifth held-out corpus, Québec (French): a newspaper real-estate section's house in Longueuil, a housing
 * co-op federation's 4 ½ in Montréal and a retirement residence's 3 ½ in Laval.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";

const chrome = (marque: string): string => `<div class="cookie-banner" role="dialog" aria-label="Témoins"><p>${marque} utilise des témoins (cookies) pour mesurer l'audience et personnaliser votre expérience. Consultez notre politique de confidentialité.</p><button type="button" class="accept">Tout accepter</button><button type="button" class="reject">Refuser</button></div>
<form class="infolettre" action="/infolettre" method="post"><label for="nl">Abonnez-vous à notre infolettre</label><input id="nl" type="email" name="courriel" placeholder="Votre courriel"><button type="submit">S'abonner</button><p class="fine">Vous pouvez vous désabonner en tout temps.</p></form>
<nav class="liens" aria-label="Site"><ul><li><a href="/a-propos">À propos</a></li><li><a href="/nous-joindre">Nous joindre</a></li><li><a href="/confidentialite">Confidentialité</a></li><li><a href="/conditions">Conditions d'utilisation</a></li></ul></nav>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li><li><a href="#" aria-label="LinkedIn">LinkedIn</a></li></ul>
<div class="partage"><span>Partager cette annonce</span><a href="#" class="partage-courriel">Courriel</a><a href="#" class="partage-imprimer" onclick="window.print();return false;">Imprimer</a><a href="#" class="partage-favori">Ajouter aux favoris</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-0000000");</script>`;

export const HELD_OUT_45_QUEBEC: ListingPage[] = [
  {
    name: "ho45-lapresse-maison-longueuil",
    site: "lapresse.ca",
    set: "held-out-45",
    traps: "a newspaper's real-estate section (French): Saint-Hubert borough vs the city of Longueuil; French number formats; municipal evaluation and municipal/school taxes beside the price; 'salle de bain' and 'salle d'eau' counts; habitable area and lot in m²; a Centris/MLS® number; the agency's office in the footer; an editorial sidebar with a sold price",
    pageUrl: "https://www.lapresse.ca/immobilier/maisons-a-vendre/21548763",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Maison à étages à vendre – 2847, rue de Monaco, Longueuil | La Presse Immobilier</title>
<meta name="description" content="Maison à étages, 4 chambres, 2 salles de bain, 649 000 $ à Longueuil (Saint-Hubert).">
</head><body>
<header><a href="/">La Presse</a><nav><a href="/actualites">Actualités</a><a href="/affaires">Affaires</a><a href="/immobilier">Immobilier</a></nav></header>
<main class="fiche">
<h1>2847, rue de Monaco</h1>
<p class="lieu">Longueuil (Saint-Hubert), QC J3Y 4K2</p>
<p class="prix">649 000 $</p>
<table class="caracteristiques">
<tr><th>Type de propriété</th><td>Maison à étages</td></tr>
<tr><th>No Centris® / MLS®</th><td>21548763</td></tr>
<tr><th>Arrondissement</th><td>Saint-Hubert</td></tr>
<tr><th>Chambres</th><td>4</td></tr>
<tr><th>Salles de bain</th><td>2</td></tr>
<tr><th>Salle d'eau</th><td>1</td></tr>
<tr><th>Superficie habitable</th><td>172 m²</td></tr>
<tr><th>Superficie du terrain</th><td>520 m²</td></tr>
<tr><th>Année de construction</th><td>1994</td></tr>
<tr><th>Évaluation municipale (2024)</th><td>512 300 $</td></tr>
<tr><th>Taxes municipales</th><td>4 215 $</td></tr>
<tr><th>Taxes scolaires</th><td>412 $</td></tr>
</table>
<section><h2>Description</h2><p>Maison familiale sur une rue paisible près du parc de la Cité. Cuisine rénovée en 2020, foyer au salon, quatre chambres à l'étage dont une suite parentale. Sous-sol aménagé, garage simple, cour clôturée avec piscine hors terre.</p></section>
<section class="courtier"><h2>Courtier inscripteur</h2><p>Isabelle Gagnon, courtier immobilier résidentiel</p><p>Les Immeubles Rive-Sud inc., agence immobilière</p><p>450 555-0164</p></section>
<aside class="chronique"><h3>Vendu récemment</h3><p>Une maison semblable, rue de Normandie, s'est vendue 621 500 $ en mars.</p></aside>
</main>
<footer><p>Les Immeubles Rive-Sud inc., agence immobilière · 1850, boulevard Roland-Therrien, Longueuil (Québec) J4J 4Y5</p><p>Les annonces immobilières sont fournies par nos partenaires. La Presse n'agit pas à titre de courtier.</p></footer>
${chrome("La Presse")}
</body></html>`,
    expected: {
      price: { amount: 649000, currency: "CAD" },
      propertyKind: "house",
      street: "2847, rue de Monaco",
      city: "Longueuil",
      province: "QC",
      postalCode: "J3Y 4K2",
      neighbourhood: "Saint-Hubert",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1851,
      lot: { value: 520, unit: "m2" },
      yearBuilt: 1994,
      mlsNumber: "21548763",
      listingAgentName: "Isabelle Gagnon",
      brokerageName: "Les Immeubles Rive-Sud inc., agence immobilière",
    },
  },
  {
    name: "ho45-fechimm-coop-montreal",
    site: "fechimm.coop",
    set: "held-out-45",
    traps: "a housing co-op federation's vacancy page (French): a 4 ½ with its monthly housing charge beside a 'loyer du marché' comparison and a one-time social share; Villeray within the long borough name and Montréal; area in m² only; the co-op's name and the federation's office, neither a brokerage; other co-ops' charges",
    pageUrl: "https://www.fechimm.coop/logements-disponibles/coop-des-ruelles-vertes-4-et-demi",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>4 ½ disponible – Coopérative d'habitation Les Ruelles vertes | FÉCHIMM</title>
<meta name="description" content="Logement 4 ½ en coopérative à Villeray, 985 $ par mois.">
</head><body>
<header><a href="/">FÉCHIMM</a><nav><a href="/logements-disponibles">Logements disponibles</a><a href="/devenir-membre">Devenir membre</a><a href="/services">Services aux coops</a></nav></header>
<main class="annonce" data-annonce="L-2291">
<h1>4 ½ — Coopérative d'habitation Les Ruelles vertes</h1>
<p class="adresse">7450, rue De Lanaudière, app. 2</p>
<p>Montréal (Villeray–Saint-Michel–Parc-Extension), QC H2R 2H7 · Quartier Villeray</p>
<div class="cout"><strong>985 $ / mois</strong> <span>(loyer du marché comparable : 1 350 $)</span></div>
<ul class="details">
<li>Chambres : 2</li><li>Salle de bain : 1</li><li>Superficie : 75 m²</li><li>Étage : 2<sup>e</sup></li>
<li>Part sociale : 500 $ (remboursable au départ)</li><li>Chauffage : inclus</li><li>Disponible : 1<sup>er</sup> juillet</li>
</ul>
<section><h2>La coopérative</h2><p>Coopérative de 24 logements fondée en 1987. Les membres participent à un comité et à l'assemblée générale. Cour commune, ruelle verte, espace de rangement au sous-sol.</p></section>
<section class="contact"><h2>Pour poser votre candidature</h2><p>Comité de sélection, Les Ruelles vertes</p><p>selection@example.org</p></section>
<section class="autres"><h2>Autres logements disponibles</h2><div>3 ½ · Coop du Marché, Rosemont · 760 $/mois</div><div>5 ½ · Coop Saint-Denis, Plateau · 1 120 $/mois</div></section>
</main>
<footer><p>FÉCHIMM · 7000, avenue du Parc, bureau 206, Montréal (Québec) H3N 1X1</p><p>La Fédération diffuse les logements disponibles de ses coopératives membres. Chaque coopérative gère sa propre sélection.</p></footer>
${chrome("La FÉCHIMM")}
</body></html>`,
    expected: {
      price: { amount: 985, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "7450, rue De Lanaudière, app. 2",
      city: "Montréal",
      province: "QC",
      postalCode: "H2R 2H7",
      neighbourhood: "Villeray",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 807,
    },
  },
  {
    name: "ho45-residencessoleil-appartement-laval",
    site: "residencessoleil.ca",
    set: "held-out-45",
    traps: "a retirement residence's unit page (French): monthly rent beside a meal-plan and care-services add-on and a tax-credit estimate; a 3 ½ with its area in m²; Chomedey vs Laval; a labelled construction year; other units' rents; head office in the footer; no agent or MLS®",
    pageUrl: "https://www.residencessoleil.ca/laval/appartements/512",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Appartement 3 ½ no 512 – Résidence Soleil Laval | Les Résidences Soleil</title>
<meta name="description" content="3 ½ pour retraités autonomes à Laval (Chomedey), 2 395 $ par mois.">
</head><body>
<header><a href="/">Les Résidences Soleil</a><nav><a href="/residences">Nos résidences</a><a href="/services">Services</a><a href="/visite">Planifier une visite</a></nav></header>
<main>
<h1>Appartement 3 ½ — no 512</h1>
<p class="adresse">1500, boulevard Saint-Martin Ouest, app. 512, Laval (Québec) H7S 1M9</p>
<p class="quartier">Secteur Chomedey</p>
<p class="loyer">Loyer : 2 395 $ / mois</p>
<dl>
<dt>Chambre</dt><dd>1</dd>
<dt>Salle de bain</dt><dd>1</dd>
<dt>Superficie</dt><dd>68 m²</dd>
<dt>Étage</dt><dd>5</dd>
<dt>Construit en</dt><dd>2009</dd>
<dt>Forfait repas (optionnel)</dt><dd>425 $ / mois</dd>
<dt>Soins et assistance</dt><dd>à partir de 190 $ / mois</dd>
<dt>Crédit d'impôt pour maintien à domicile estimé</dt><dd>jusqu'à 310 $ / mois</dd>
</dl>
<section><h2>Description</h2><p>Appartement lumineux avec balcon orienté sud, cuisinette équipée et salle de bain adaptée. Accès à la piscine intérieure, à la salle à manger, à la chapelle et aux activités quotidiennes. Personnel sur place 24 h.</p></section>
<section class="autres"><h2>Autres unités disponibles</h2><div>Studio no 208 · 1 795 $/mois</div><div>4 ½ no 714 · 3 150 $/mois</div></section>
</main>
<footer><p>Les Résidences Soleil – Siège social · 1111, rue Saint-Charles Ouest, Longueuil (Québec) J4K 5G4</p><p>Résidence privée pour aînés certifiée. Prix sujets à changement sans préavis.</p></footer>
${chrome("Les Résidences Soleil")}
</body></html>`,
    expected: {
      price: { amount: 2395, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1500, boulevard Saint-Martin Ouest, app. 512",
      city: "Laval",
      province: "QC",
      postalCode: "H7S 1M9",
      neighbourhood: "Chomedey",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 732,
      yearBuilt: 2009,
    },
  },
];
