/**
 * Fifty-fourth held-out corpus, pages in French: a Québec builder's new condo in Lévis's Saint-Romuald sector, a
 * Moncton-area landlord's two-bedroom in Dieppe, New Brunswick, and a seniors' residence's 3 ½ in Terrebonne.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { chrome } from "./chrome.ts";

export const HELD_OUT_54_FRENCH: ListingPage[] = [
  {
    name: "ho54-samcon-condo-neuf-levis",
    site: "samcon.ca",
    set: "held-out-54",
    traps: "a builder's new-condo unit page in French: a 4 ½ with its area in pi² and m²; price per pi²; 'plus taxes'; other unit types with their own sizes and prices; delivery season, no year built; the sales office and the Montréal head office in JSON-LD; no MLS® or agent",
    pageUrl: "https://www.samcon.ca/fr/projets/le-jardin-saint-romuald/unites/412",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Unité 412 – 4½ | Le Jardin Saint-Romuald | Condos neufs à Lévis | Samcon</title>
<meta name="description" content="Condo neuf 4½ de 1 024 pi² au 4e étage du Jardin Saint-Romuald, à Lévis. 429 900 $ plus taxes. Livraison automne 2026.">
<meta property="og:locale" content="fr_CA">
<meta property="og:title" content="Le Jardin Saint-Romuald – Unité 412">
<meta property="og:image" content="https://www.samcon.ca/media/projets/jardin-saint-romuald/412-salon.jpg">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Samcon", url: "https://www.samcon.ca", address: { "@type": "PostalAddress", streetAddress: "1000, rue Sherbrooke Ouest, bureau 1500", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H3A 3G4" }, telephone: "514-555-0100" })}
${ld({ "@context": "https://schema.org", "@type": "LocalBusiness", name: "Bureau des ventes – Le Jardin Saint-Romuald", address: { "@type": "PostalAddress", streetAddress: "2200, boulevard de la Rive-Sud", addressLocality: "Lévis", addressRegion: "QC", postalCode: "G6W 2S5" }, telephone: "418-555-0177" })}
</head><body>
<header><a href="/fr" class="logo">Samcon</a><nav><a href="/fr/projets">Nos projets</a><a href="/fr/locatif">Locatif</a><a href="/fr/a-propos">À propos</a><a href="/fr/nous-joindre">Nous joindre</a></nav><a href="/en/projects/le-jardin-saint-romuald/units/412" hreflang="en">EN</a></header>
<main class="unite">
<p class="projet">Le Jardin Saint-Romuald · secteur Saint-Romuald</p>
<h1>Unité 412 – 4½</h1>
<p class="adresse">985, route des Rivières, Lévis (Québec) G6Z 3R5</p>
<p class="prix">429 900 $ <small>+ taxes</small></p>
<ul class="caracteristiques">
<li>2 chambres</li>
<li>1 salle de bain</li>
<li>1 024 pi² (95,1 m²)</li>
<li>420 $ / pi²</li>
<li>4e étage, orientation sud-ouest</li>
<li>Balcon de 96 pi²</li>
</ul>
<section><h2>L'unité</h2><p>Aire ouverte lumineuse avec cuisine à îlot en quartz, salle de bain avec douche en céramique et bain autoportant, laveuse-sécheuse superposées. Un espace de stationnement intérieur et un casier de rangement sont inclus dans le prix.</p>
<dl><dt>Livraison prévue</dt><dd>Automne 2026</dd><dt>Frais de copropriété estimés</dt><dd>0,28 $ / pi² / mois</dd><dt>Garantie</dt><dd>Garantie de construction résidentielle (GCR)</dd></dl></section>
<section class="autres"><h2>Autres unités disponibles</h2>
<table><tr><th>Type</th><th>Superficie</th><th>À partir de</th></tr>
<tr><td>3½</td><td>712 pi²</td><td>319 900 $</td></tr>
<tr><td>5½</td><td>1 310 pi²</td><td>539 900 $</td></tr>
<tr><td>Penthouse</td><td>1 585 pi²</td><td>749 900 $</td></tr></table></section>
<section class="bureau"><h2>Bureau des ventes</h2><p>2200, boulevard de la Rive-Sud, Lévis · 418-555-0177 · du lundi au jeudi de 12 h à 19 h, les fins de semaine de 11 h à 17 h</p></section>
</main>
<footer><p>Samcon · 1000, rue Sherbrooke Ouest, bureau 1500, Montréal (Québec) H3A 3G4</p><p>Les prix, superficies et disponibilités peuvent changer sans préavis. Les illustrations sont une représentation artistique. Détenteur d'une licence de la Régie du bâtiment du Québec.</p></footer>
${chrome("Samcon", "fr")}
</body></html>`,
    expected: {
      price: { amount: 429900, currency: "CAD" },
      propertyKind: "condo",
      street: "985, route des Rivières",
      city: "Lévis",
      province: "QC",
      postalCode: "G6Z 3R5",
      neighbourhood: "Saint-Romuald",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1024,
    },
  },
  {
    name: "ho54-questproperties-logement-dieppe",
    site: "questproperties.ca",
    set: "held-out-54",
    traps: "a New Brunswick landlord's apartment page in French: rent per month with indoor parking and storage fees; the building's year of construction; three unit types with their own rents and sizes; a deposit; the Moncton head office in JSON-LD; another building's units nearby",
    pageUrl: "https://www.questproperties.ca/fr/appartements/dieppe/les-jardins-amirault/214",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Appartement 214 – 2 chambres à louer à Dieppe | Les Jardins Amirault | Propriétés Quest</title>
<meta name="description" content="Appartement de 2 chambres et 2 salles de bain de 1 050 pi² aux Jardins Amirault, Dieppe (N.-B.). 1 695 $ par mois.">
<meta property="og:locale" content="fr_CA">
<meta property="og:title" content="Les Jardins Amirault – App. 214">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Quest Properties / Propriétés Quest", address: { "@type": "PostalAddress", streetAddress: "1273, rue Main, bureau 300", addressLocality: "Moncton", addressRegion: "NB", postalCode: "E1C 0P4" }, telephone: "506-555-0100" })}
</head><body>
<header><a href="/fr" class="logo">Propriétés Quest</a><nav><a href="/fr/appartements">Appartements</a><a href="/fr/commercial">Espaces commerciaux</a><a href="/fr/residents">Résidents</a><a href="/fr/contact">Contact</a></nav><a href="/en/apartments/dieppe/amirault-gardens/214" hreflang="en">English</a></header>
<main>
<p class="immeuble">Les Jardins Amirault</p>
<h1>Appartement 214 – 2 chambres, 2 salles de bain</h1>
<p class="adresse">275, rue Amirault, Dieppe (N.-B.) E1A 7T4</p>
<p class="loyer">1 695 $ <span>par mois</span></p>
<ul class="faits"><li>2 chambres</li><li>2 salles de bain</li><li>1 050 pi²</li><li>Libre le 1er janvier</li><li>Construit en 2022</li></ul>
<section><h2>Inclus</h2><ul><li>Eau chaude et chauffage</li><li>Thermopompe murale (climatisation)</li><li>Électroménagers en acier inoxydable, laveuse et sécheuse</li><li>Salle d'entraînement et salle communautaire</li></ul>
<h2>En sus</h2><ul><li>Stationnement intérieur : 125 $ / mois</li><li>Casier de rangement : 30 $ / mois</li><li>Électricité (Énergie NB)</li><li>Dépôt de garantie : 847,50 $</li></ul></section>
<section class="types"><h2>Types d'appartements dans l'immeuble</h2>
<div><h3>1 chambre</h3><p>720 pi² · à partir de 1 395 $</p></div>
<div><h3>2 chambres, 2 salles de bain</h3><p>1 050 pi² · à partir de 1 695 $</p></div>
<div><h3>3 chambres</h3><p>1 240 pi² · à partir de 2 050 $</p></div></section>
<section class="visite"><h2>Planifier une visite</h2><p>Bureau de location sur place · 506-555-0126 · du lundi au vendredi de 9 h à 17 h</p></section>
<section class="ailleurs"><h2>Aussi disponible</h2><article><h3>Place Champlain Ouest, Moncton</h3><p>2 chambres · 980 pi² · 1 625 $ par mois</p></article></section>
</main>
<footer><p>Propriétés Quest · 1273, rue Main, bureau 300, Moncton (N.-B.) E1C 0P4</p><p>Loyers et disponibilités sujets à changement. Les baux sont régis par la Loi sur la location de locaux d'habitation du Nouveau-Brunswick.</p></footer>
${chrome("Propriétés Quest", "fr")}
</body></html>`,
    expected: {
      price: { amount: 1695, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "275, rue Amirault",
      city: "Dieppe",
      province: "NB",
      postalCode: "E1A 7T4",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1050,
      yearBuilt: 2022,
    },
  },
  {
    name: "ho54-groupeselection-residence-terrebonne",
    site: "groupeselection.com",
    set: "held-out-54",
    traps: "a seniors' residence's apartment type in French: a 3 ½ rent per month with a meal plan and care packages priced on top; area in m² only; several apartment types with their own rents; the residence's year of construction; the Laval head office in JSON-LD; a tax-credit note with its own amounts; a sister residence",
    pageUrl: "https://www.groupeselection.com/fr/residences/le-boise-terrebonne/appartements/3-et-demi",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3 ½ à louer – Le Boisé Terrebonne | Résidence pour retraités | Groupe Sélection</title>
<meta name="description" content="Appartement 3 ½ avec balcon au Boisé Terrebonne, résidence pour retraités autonomes et semi-autonomes. À partir de 2 145 $ par mois.">
<meta property="og:locale" content="fr_CA">
<meta property="og:title" content="Le Boisé Terrebonne – Appartement 3 ½">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Groupe Sélection", address: { "@type": "PostalAddress", streetAddress: "3300, boulevard Le Carrefour, bureau 800", addressLocality: "Laval", addressRegion: "QC", postalCode: "H7T 2N8" }, telephone: "450-555-0100" })}
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "Le Boisé Terrebonne", address: { "@type": "PostalAddress", streetAddress: "3100, boulevard de la Pinière", addressLocality: "Terrebonne", addressRegion: "QC", postalCode: "J6X 0A9" } })}
</head><body>
<header><a href="/fr" class="logo">Groupe Sélection</a><nav><a href="/fr/residences">Nos résidences</a><a href="/fr/soins">Soins et services</a><a href="/fr/vivre-chez-nous">Vivre chez nous</a><a href="/fr/carrieres">Carrières</a></nav><a class="tel" href="tel:18555550199">1 855 555-0199</a></header>
<main>
<p class="residence">Le Boisé Terrebonne · Résidence pour retraités</p>
<h1>Appartement 3 ½</h1>
<p class="adresse">3100, boulevard de la Pinière, Terrebonne (Québec) J6X 0A9</p>
<p class="prix">À partir de <strong>2 145 $</strong> / mois</p>
<ul class="caract"><li>1 chambre</li><li>1 salle de bain avec douche de plain-pied</li><li>59,5 m²</li><li>Balcon privé</li><li>Résidence construite en 2019</li></ul>
<section><h2>Compris dans le loyer</h2><ul><li>Chauffage, climatisation et électricité</li><li>Système d'appel d'urgence</li><li>Activités et transport organisé</li><li>Piscine intérieure et salle d'entraînement</li></ul></section>
<section class="forfaits"><h2>Forfaits en sus</h2><ul><li>Forfait repas (un repas par jour) : 495 $ / mois</li><li>Entretien ménager aux deux semaines : 120 $ / mois</li><li>Soins d'assistance : de 350 $ à 1 200 $ / mois selon l'évaluation</li></ul>
<p class="credit">Vous pourriez avoir droit au crédit d'impôt pour maintien à domicile des aînés, qui peut couvrir jusqu'à 40 % de certaines dépenses, pour un maximum de 19 500 $ par année.</p></section>
<section class="autres"><h2>Autres appartements</h2>
<div><h3>Studio</h3><p>38 m² · à partir de 1 695 $ / mois</p></div>
<div><h3>4 ½</h3><p>82 m² · à partir de 2 795 $ / mois</p></div></section>
<section class="soeur"><h2>Résidence à proximité</h2><p>Les Jardins de Lachenaie – 3 ½ à partir de 2 045 $ / mois</p></section>
<section class="visite"><h2>Visitez-nous</h2><p>Conseillère en location sur place, 7 jours sur 7 · 450-555-0133</p></section>
</main>
<footer><p>Groupe Sélection · 3300, boulevard Le Carrefour, bureau 800, Laval (Québec) H7T 2N8</p><p>Résidence privée pour aînés certifiée par le ministère de la Santé et des Services sociaux. Prix sujets à changement sans préavis.</p></footer>
${chrome("Groupe Sélection", "fr")}
</body></html>`,
    expected: {
      price: { amount: 2145, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "3100, boulevard de la Pinière",
      city: "Terrebonne",
      province: "QC",
      postalCode: "J6X 0A9",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 640.5,
      yearBuilt: 2019,
    },
  },
];
