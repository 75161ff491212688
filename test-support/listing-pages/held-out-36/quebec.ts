/**
 * Thirty-sixth held-out corpus, Québec (in French): a housing cooperative's unit for rent in Montréal's Plateau,
 * a Saguenay regional brokerage's house and a by-owner board's duplex in Trois-Rivières.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_36_QUEBEC: ListingPage[] = [
  {
    name: "ho36-cqch-coop-plateau",
    site: "cqch.qc.ca",
    set: "held-out-36",
    traps: "a housing cooperative's vacancy notice in French: 'loyer mensuel' with a member share ('part sociale') one-time amount beside it; a '5 ½' dwelling size in rooms, not bedrooms ('2 chambres'); a borough (Le Plateau-Mont-Royal) beside Montréal; m² area with French number format; the federation's office in the footer",
    pageUrl: "https://www.cqch.qc.ca/logements-disponibles/coop-des-erables-5-et-demi",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Logement disponible – Coopérative d'habitation Les Érables | CQCH</title>
<meta name="description" content="5 ½ à louer en coopérative, Le Plateau-Mont-Royal, Montréal. 1 185 $ par mois.">
</head><body>
<header><a href="/">Confédération québécoise des coopératives d'habitation</a><nav><a href="/logements-disponibles">Logements disponibles</a><a href="/devenir-membre">Devenir membre</a></nav></header>
<main class="avis">
<h1>5 ½ disponible – Coopérative d'habitation Les Érables</h1>
<p class="adresse">4521, rue de Brébeuf, app. 3, Montréal (Québec) H2J 3L2</p>
<p class="quartier">Arrondissement : Le Plateau-Mont-Royal</p>
<table class="fiche">
<tr><th>Loyer mensuel</th><td>1 185 $</td></tr>
<tr><th>Part sociale (une fois)</th><td>500 $</td></tr>
<tr><th>Taille</th><td>5 ½</td></tr>
<tr><th>Chambres</th><td>2</td></tr>
<tr><th>Salle de bain</th><td>1</td></tr>
<tr><th>Superficie</th><td>92,5 m²</td></tr>
<tr><th>Étage</th><td>3e (dernier)</td></tr>
<tr><th>Libre le</th><td>1er février 2027</td></tr>
</table>
<section><h2>Description</h2><p>Grand logement traversant au dernier étage d'un triplex de la coopérative. Planchers de bois franc, balcon arrière, chauffage électrique à la charge du membre. Les membres participent à la vie de la coop (comités, assemblée générale, quelques heures de corvées par mois).</p><p>Subvention au loyer possible selon le revenu.</p></section>
<section class="contact"><h2>Pour poser votre candidature</h2><p>Comité de sélection, Coopérative d'habitation Les Érables</p><p>514-555-0187</p></section>
<section class="autres"><h3>Autres logements</h3><div>Coop Le Rucher, Rosemont · 4 ½ · 945 $/mois</div><div>Coop Mile End · 3 ½ · 780 $/mois</div></section>
</main>
<footer><p>CQCH · 840, rue Raoul-Jobin, bureau 202, Québec (Québec) G1N 1S7</p></footer>
<div class="bandeau-temoins" role="dialog" aria-label="Témoins"><p>Nous utilisons des témoins (cookies) pour mémoriser vos recherches, mesurer l'utilisation du site et vous proposer des annonces pertinentes. Vous pouvez modifier votre choix en tout temps dans les paramètres de confidentialité.</p><button type="button" class="accepter">Tout accepter</button><button type="button" class="refuser">Nécessaires seulement</button></div>
<nav class="liens-pied" aria-label="Site"><ul><li><a href="/a-propos">À propos</a></li><li><a href="/nous-joindre">Nous joindre</a></li><li><a href="/carrieres">Carrières</a></li><li><a href="/confidentialite">Politique de confidentialité</a></li><li><a href="/conditions">Conditions d'utilisation</a></li><li><a href="/accessibilite">Accessibilité</a></li><li><a href="/plan-du-site">Plan du site</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li></ul></nav>
<form class="infolettre" action="/abonnement" method="post"><label for="courriel">Recevez les nouvelles annonces par courriel</label><input id="courriel" type="email" name="courriel" placeholder="vous@exemple.com"><button type="submit">M'abonner</button><p class="petit">Désabonnement en tout temps. Votre adresse n'est jamais partagée.</p></form>
<div class="partager"><span>Partager</span><a href="#">Courriel</a><a href="#" onclick="window.print();return false;">Imprimer</a><a href="#">Sauvegarder</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".bandeau-temoins button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".bandeau-temoins").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 1185, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "4521, rue de Brébeuf, app. 3",
      city: "Montréal",
      province: "QC",
      postalCode: "H2J 3L2",
      neighbourhood: "Le Plateau-Mont-Royal",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 996,
    },
  },
  {
    name: "ho36-immobilierboreal-maison-chicoutimi",
    site: "immobilierboreal.ca",
    set: "held-out-36",
    traps: "a Saguenay regional brokerage in French: Centris® number beside a 'No fiche' internal id; 'Chicoutimi (Saguenay)' borough in parentheses; 'évaluation municipale' beside the price; lot in pi² with French spacing; '3 + 1 chambres'; 'salle d'eau' as the half bath; the agency's office in the footer",
    pageUrl: "https://www.immobilierboreal.ca/proprietes/maison-a-vendre-chicoutimi-18774421",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Maison à vendre – 1284, rue des Roitelets, Chicoutimi | Immobilier Boréal</title>
<meta name="description" content="Maison à étages à vendre à Chicoutimi (Saguenay). 3 + 1 chambres. 389 000 $.">
</head><body>
<header><a href="/">Immobilier Boréal</a><nav><a href="/proprietes">Propriétés</a><a href="/courtiers">Nos courtiers</a></nav></header>
<main class="fiche" data-fiche="IB-2271">
<h1>Maison à étages</h1>
<p class="adresse">1284, rue des Roitelets<br>Chicoutimi (Saguenay), QC G7H 6R2</p>
<p class="prix">389 000 $</p>
<table>
<tr><th>No Centris®</th><td>18774421</td></tr>
<tr><th>No fiche</th><td>IB-2271</td></tr>
<tr><th>Chambres</th><td>3 + 1</td></tr>
<tr><th>Salles de bain</th><td>1</td></tr>
<tr><th>Salles d'eau</th><td>1</td></tr>
<tr><th>Superficie habitable</th><td>1 640 pi²</td></tr>
<tr><th>Superficie du terrain</th><td>6 850 pi²</td></tr>
<tr><th>Année de construction</th><td>1998</td></tr>
<tr><th>Évaluation municipale (2026)</th><td>331 400 $</td></tr>
<tr><th>Taxes municipales</th><td>3 918 $</td></tr>
</table>
<section><h2>Addenda</h2><p>Belle maison familiale dans un secteur recherché près du Cégep et de l'UQAC. Cuisine rénovée, poêle au bois au sous-sol, quatrième chambre au sous-sol, garage attaché et cour clôturée avec piscine hors terre.</p></section>
<section class="courtier"><h2>Courtier inscripteur</h2><p>Mélanie Tremblay</p><p>Courtier immobilier résidentiel</p><p>Immobilier Boréal inc., agence immobilière</p></section>
</main>
<footer><p>Immobilier Boréal inc. · 255, rue Racine Est, Chicoutimi (Québec) G7H 1S4</p></footer>
<div class="bandeau-temoins" role="dialog" aria-label="Témoins"><p>Nous utilisons des témoins (cookies) pour mémoriser vos recherches, mesurer l'utilisation du site et vous proposer des annonces pertinentes. Vous pouvez modifier votre choix en tout temps dans les paramètres de confidentialité.</p><button type="button" class="accepter">Tout accepter</button><button type="button" class="refuser">Nécessaires seulement</button></div>
<nav class="liens-pied" aria-label="Site"><ul><li><a href="/a-propos">À propos</a></li><li><a href="/nous-joindre">Nous joindre</a></li><li><a href="/carrieres">Carrières</a></li><li><a href="/confidentialite">Politique de confidentialité</a></li><li><a href="/conditions">Conditions d'utilisation</a></li><li><a href="/accessibilite">Accessibilité</a></li><li><a href="/plan-du-site">Plan du site</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li></ul></nav>
<form class="infolettre" action="/abonnement" method="post"><label for="courriel">Recevez les nouvelles annonces par courriel</label><input id="courriel" type="email" name="courriel" placeholder="vous@exemple.com"><button type="submit">M'abonner</button><p class="petit">Désabonnement en tout temps. Votre adresse n'est jamais partagée.</p></form>
<div class="partager"><span>Partager</span><a href="#">Courriel</a><a href="#" onclick="window.print();return false;">Imprimer</a><a href="#">Sauvegarder</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".bandeau-temoins button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".bandeau-temoins").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "CAD" },
      propertyKind: "house",
      street: "1284, rue des Roitelets",
      city: "Saguenay",
      province: "QC",
      postalCode: "G7H 6R2",
      neighbourhood: "Chicoutimi",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1640,
      lot: { value: 6850, unit: "ft2" },
      yearBuilt: 1998,
      mlsNumber: "18774421",
      listingAgentName: "Mélanie Tremblay",
      brokerageName: "Immobilier Boréal inc., agence immobilière",
    },
  },
  {
    name: "ho36-achetezdirect-duplex-troisrivieres",
    site: "achetezdirect.ca",
    set: "held-out-36",
    traps: "a Québec by-owner board in French: a duplex with two dwellings' rents ('revenus bruts' per year) beside the asking price; 'Nombre de logements' not bedrooms; total bedrooms of both units; lot in m² with a comma decimal; a seller's first name only; the board's 'forfait' price in the sidebar",
    pageUrl: "https://www.achetezdirect.ca/annonce/duplex-trois-rivieres-60418",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Duplex à vendre par le propriétaire – Trois-Rivières | AchetezDirect</title>
${ld({ "@context": "https://schema.org", "@type": "Offer", price: "429000", priceCurrency: "CAD", itemOffered: { "@type": "Residence", name: "Duplex – 735-737, rue Saint-Paul", address: { "@type": "PostalAddress", streetAddress: "735-737, rue Saint-Paul", addressLocality: "Trois-Rivières", addressRegion: "QC", postalCode: "G9A 1H8" } } })}
</head><body>
<header><a href="/">AchetezDirect</a><nav><a href="/annonces">Annonces</a><a href="/vendre">Vendre sans courtier</a></nav></header>
<aside class="promo"><p>Affichez votre propriété : forfait 249 $</p></aside>
<main class="annonce" data-annonce="60418">
<h1>Duplex – 735-737, rue Saint-Paul, Trois-Rivières</h1>
<p class="prix">Prix demandé : <b>429 000 $</b></p>
<dl>
<dt>Type</dt><dd>Duplex</dd>
<dt>Nombre de logements</dt><dd>2</dd>
<dt>Revenus bruts annuels</dt><dd>26 400 $</dd>
<dt>Chambres (total)</dt><dd>5</dd>
<dt>Salles de bain (total)</dt><dd>2</dd>
<dt>Terrain</dt><dd>418,6 m²</dd>
<dt>Année de construction</dt><dd>1946</dd>
<dt>No d'annonce</dt><dd>60418</dd>
</dl>
<section><h2>Description</h2><p>Duplex bien entretenu au centre-ville, près du parc portuaire. Rez-de-chaussée 5 ½ occupé par le propriétaire (libre à l'acheteur), étage 4 ½ loué 1 050 $/mois. Toiture 2020, fenêtres 2018, entrées électriques séparées.</p></section>
<section class="vendeur"><h2>Contactez le propriétaire</h2><p>Sylvain</p><p>819-555-0173</p></section>
<section class="similaires"><h3>Annonces semblables</h3><div>Triplex, Cap-de-la-Madeleine · 515 000 $</div><div>Duplex, Shawinigan · 298 000 $</div></section>
</main>
<footer><p>AchetezDirect – annonces de propriétés à vendre sans courtier au Québec.</p></footer>
<div class="bandeau-temoins" role="dialog" aria-label="Témoins"><p>Nous utilisons des témoins (cookies) pour mémoriser vos recherches, mesurer l'utilisation du site et vous proposer des annonces pertinentes. Vous pouvez modifier votre choix en tout temps dans les paramètres de confidentialité.</p><button type="button" class="accepter">Tout accepter</button><button type="button" class="refuser">Nécessaires seulement</button></div>
<nav class="liens-pied" aria-label="Site"><ul><li><a href="/a-propos">À propos</a></li><li><a href="/nous-joindre">Nous joindre</a></li><li><a href="/carrieres">Carrières</a></li><li><a href="/confidentialite">Politique de confidentialité</a></li><li><a href="/conditions">Conditions d'utilisation</a></li><li><a href="/accessibilite">Accessibilité</a></li><li><a href="/plan-du-site">Plan du site</a></li></ul>
<ul class="social"><li><a href="#" aria-label="Facebook">Facebook</a></li><li><a href="#" aria-label="Instagram">Instagram</a></li><li><a href="#" aria-label="YouTube">YouTube</a></li></ul></nav>
<form class="infolettre" action="/abonnement" method="post"><label for="courriel">Recevez les nouvelles annonces par courriel</label><input id="courriel" type="email" name="courriel" placeholder="vous@exemple.com"><button type="submit">M'abonner</button><p class="petit">Désabonnement en tout temps. Votre adresse n'est jamais partagée.</p></form>
<div class="partager"><span>Partager</span><a href="#">Courriel</a><a href="#" onclick="window.print();return false;">Imprimer</a><a href="#">Sauvegarder</a></div>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config","G-XXXXXXX",{anonymize_ip:true});document.querySelectorAll(".bandeau-temoins button").forEach(function(b){b.addEventListener("click",function(){document.querySelector(".bandeau-temoins").remove();});});</script>
</body></html>`,
    expected: {
      price: { amount: 429000, currency: "CAD" },
      propertyKind: "plex",
      street: "735-737, rue Saint-Paul",
      city: "Trois-Rivières",
      province: "QC",
      postalCode: "G9A 1H8",
      bedrooms: 5,
      bathrooms: 2,
      lot: { value: 418.6, unit: "m2" },
      yearBuilt: 1946,
    },
  },
];
