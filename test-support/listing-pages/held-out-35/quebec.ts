/**
 * Thirty-fifth held-out corpus, French Quebec pages: a DuProprio house in Sherbrooke and a RE/MAX Québec triplex in
 * Québec City, both in French. Addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_35_QUEBEC: ListingPage[] = [
  {
    name: "ho35-duproprio-maison-sherbrooke",
    site: "duproprio.com",
    set: "held-out-35",
    traps: "DuProprio by-owner house in Sherbrooke (Fleurimont sector), French: price '429 000 $' beside a monthly payment, taxes and assessment; 'Superficie habitable' vs 'Superficie totale (incl. sous-sol)' in pi² and m²; lot in pi² beside frontage; '3 + 1 chambres'; '1 salle de bain, 1 salle d'eau'; built vs renovated year; DuProprio listing number (no MLS)",
    pageUrl: "https://duproprio.com/fr/sherbrooke/fleurimont/maison-a-vendre/hab-1287-rue-des-cedres-1048213",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Maison à étages à vendre, 1287 rue des Cèdres, Sherbrooke (Fleurimont) | DuProprio</title>
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", address: { "@type": "PostalAddress", streetAddress: "1287 rue des Cèdres", addressLocality: "Sherbrooke", addressRegion: "QC", postalCode: "J1E 2W4" } })}
</head><body>
<header class="site-header"><a class="logo" href="/">DuProprio</a><nav><a href="#">Acheter</a><a href="#">Vendre</a><a href="#">Évaluer ma propriété</a><a href="#">Conseils</a><a href="#">Connexion</a></nav></header>
<nav class="breadcrumbs" aria-label="breadcrumb"><a href="/">Accueil</a> › <a href="#">Résidentiel</a></nav>
<div class="listing-location__title"><h1>Maison à étages à vendre</h1><h2 class="listing-location__address">1287 rue des Cèdres, Fleurimont, Sherbrooke, J1E 2W4</h2></div>
<div class="listing-price"><div class="listing-price__amount">429 000 $</div><div class="listing-price__mortgage">Paiement estimé : 1 987 $/mois</div></div>
<div class="listing-main-characteristics"><div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3 + 1</span> chambres</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle de bain</div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span> salle d'eau</div></div>
<div class="listing-box__dotted-row"><span>Superficie habitable</span><span>1 460 pi² (135,6 m²)</span></div>
<div class="listing-box__dotted-row"><span>Superficie totale (incl. sous-sol)</span><span>2 190 pi² (203,5 m²)</span></div>
<div class="listing-box__dotted-row"><span>Dimensions du terrain</span><span>65 pi de façade</span></div>
<div class="listing-box__dotted-row"><span>Superficie du terrain</span><span>7 800 pi²</span></div>
<div class="listing-box__dotted-row"><span>Année de construction</span><span>1996</span></div>
<div class="listing-box__dotted-row"><span>Rénovations (cuisine)</span><span>2019</span></div>
<div class="listing-box__dotted-row"><span>Évaluation municipale (2025)</span><span>361 300 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes municipales</span><span>3 912 $</span></div>
<div class="listing-box__dotted-row"><span>Taxes scolaires</span><span>298 $</span></div>
<div class="listing-contact"><p>Vendu par le propriétaire</p><p>Numéro de l'annonce : 1048213</p></div>
<footer>DuProprio inc., 3200 boul. Le Carrefour, Laval, QC H7T 2K9</footer>
<section class="proximite"><h3>À proximité</h3><ul><li>École primaire — 0,6 km</li><li>Épicerie — 1,1 km</li><li>Arrêt d'autobus — 0,3 km</li><li>Parc — 0,4 km</li></ul></section><div class="cookie-banner" role="dialog"><p>Nous utilisons des témoins pour personnaliser le contenu et analyser notre trafic. En poursuivant, vous acceptez leur utilisation.</p><button>Accepter</button><button>Gérer les préférences</button></div><div class="share-bar"><button>Sauvegarder</button><button>Partager</button><button>Imprimer</button><button>Signaler</button></div>
<form class="contact-form" action="#" method="post"><h3>Demande de renseignements</h3><label>Nom<input name="nom" type="text"></label><label>Courriel<input name="courriel" type="email"></label><label>Téléphone<input name="tel" type="tel"></label><label>Message<textarea name="message">J'aimerais obtenir plus de renseignements sur cette propriété.</textarea></label><label><input type="checkbox" name="consentement"> J'accepte d'être contacté au sujet de cette propriété.</label><button type="submit">Envoyer</button></form>
<footer class="site-footer"><p>Les informations de cette annonce sont fournies par le propriétaire-vendeur, qui en est seul responsable. DuProprio n'agit pas à titre de courtier immobilier. Tous droits réservés. Conditions d'utilisation · Politique de confidentialité · Témoins.</p><p>Aide · Carrières · Nous joindre · © 2026 DuProprio</p></footer>
</body></html>`,
    expected: {
      price: { amount: 429000, currency: "CAD" },
      propertyKind: "house",
      street: "1287 rue des Cèdres",
      city: "Sherbrooke",
      province: "QC",
      postalCode: "J1E 2W4",
      neighbourhood: "Fleurimont",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1460,
      lot: { value: 7800, unit: "ft2" },
      yearBuilt: 1996,
    },
  },
  {
    name: "ho35-remax-triplex-quebec-city",
    site: "remax.ca",
    set: "held-out-35",
    traps: "RE/MAX page in French for a triplex in Québec City (Limoilou): '685 000 $' beside gross revenue per year and taxes; '3 logements' with 6 chambres; '3 salles de bains'; area in m² and pi²; lot in pi² with frontage; built year beside assessment year; N° Centris beside the RE/MAX internal id",
    pageUrl: "https://www.remax.ca/fr/qc/quebec-real-estate/1455-3e-avenue-wp_idm73000003-27488103-lst",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>1455, 3e Avenue, Québec, QC G1J 3K8 - Triplex à vendre | RE/MAX</title>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"listing":{"id":"wp_idm73000003-27488103","listPrice":685000,"mlsNum":"27488103","city":"Québec","province":"QC"}}}}</script>
</head><body>
<header class="site-header"><a class="logo" href="/">RE/MAX</a><nav><a href="#">Acheter</a><a href="#">Vendre</a><a href="#">Trouver un courtier</a><a href="#">Ressources</a><a href="#">Blogue</a><a href="#">Connexion</a></nav></header>
<nav class="breadcrumbs" aria-label="breadcrumb"><a href="/">Accueil</a> › <a href="#">Résidentiel</a></nav>
<h1 class="listing-address">1455, 3e Avenue<span>Québec, QC G1J 3K8</span></h1>
<p class="listing-nbhd">Limoilou</p>
<div class="listing-price">685 000 $</div>
<ul class="listing-summary"><li>Triplex</li><li>6 chambres</li><li>3 salles de bains</li><li>3 logements</li></ul>
<dl class="listing-details">
<dt>Type de propriété</dt><dd>Triplex</dd>
<dt>Superficie habitable</dt><dd>246 m² (2 648 pi²)</dd>
<dt>Terrain</dt><dd>3 520 pi² (façade 32 pi)</dd>
<dt>Année de construction</dt><dd>1938</dd>
<dt>Revenus bruts potentiels</dt><dd>38 940 $ / an</dd>
<dt>Évaluation municipale (2025)</dt><dd>598 700 $</dd>
<dt>Taxes municipales (2026)</dt><dd>5 611 $</dd>
<dt>N° Centris</dt><dd>27488103</dd>
</dl>
<div class="agent-card"><p class="agent-name">Sophie Tremblay</p><p>Courtier immobilier résidentiel</p><p class="office">RE/MAX Capitale</p><p>825, boul. Lebourgneuf, Québec</p></div>
<section class="nearby"><h3>Propriétés à proximité</h3><div>Duplex 549 000 $</div><div>Quadruplex 829 000 $</div></section>
<section class="proximite"><h3>À proximité</h3><ul><li>École primaire — 0,6 km</li><li>Épicerie — 1,1 km</li><li>Arrêt d'autobus — 0,3 km</li><li>Parc — 0,4 km</li></ul></section><div class="cookie-banner" role="dialog"><p>Nous utilisons des témoins pour personnaliser le contenu et analyser notre trafic. En poursuivant, vous acceptez leur utilisation.</p><button>Accepter</button><button>Gérer les préférences</button></div><div class="share-bar"><button>Sauvegarder</button><button>Partager</button><button>Imprimer</button><button>Signaler</button></div>
<form class="contact-form" action="#" method="post"><h3>Demande de renseignements</h3><label>Nom<input name="nom" type="text"></label><label>Courriel<input name="courriel" type="email"></label><label>Téléphone<input name="tel" type="tel"></label><label>Message<textarea name="message">J'aimerais obtenir plus de renseignements sur cette propriété.</textarea></label><label><input type="checkbox" name="consentement"> J'accepte d'être contacté au sujet de cette propriété.</label><button type="submit">Envoyer</button></form>
<footer class="site-footer"><p>Chaque bureau RE/MAX est indépendant et exploité de façon autonome. Les renseignements sont jugés fiables, mais ne sont pas garantis. Les marques de commerce sont utilisées sous licence. Conditions d'utilisation · Politique de confidentialité · Accessibilité.</p><p>Aide · Carrières · Nous joindre · © 2026 RE/MAX</p></footer>
</body></html>`,
    expected: {
      price: { amount: 685000, currency: "CAD" },
      propertyKind: "plex",
      street: "1455, 3e Avenue",
      city: "Québec",
      province: "QC",
      postalCode: "G1J 3K8",
      neighbourhood: "Limoilou",
      bedrooms: 6,
      bathrooms: 3,
      squareFootage: 2648,
      lot: { value: 3520, unit: "ft2" },
      yearBuilt: 1938,
      mlsNumber: "27488103",
      listingAgentName: "Sophie Tremblay",
      brokerageName: "RE/MAX Capitale",
    },
  },
];
