/**
 * Ninety-fourth held-out corpus, Quebec and the Atlantic: duproprio.com (a for-sale-by-owner commercial building
 * in downtown Trois-Rivières, in French), centris.ca (a storefront for lease by the month in Québec City's
 * La Cité-Limoilou, in French) and royallepage.ca (a mixed-use building — café at grade, two apartments above — on
 * Halifax's Quinpool Road, with its cap rate and NOI). Addresses, names, phone numbers and numbers are invented; the
 * expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { adviser, calculator, consent, crumbs, dataLayer, dl, footer, grid, inquiry, office, photos, rail, table, tags, topBar } from "./chrome.ts";

export const HELD_OUT_94_EAST: ListingPage[] = [
  {
    name: "ho94-duproprio-commercial-trois-rivieres-centre-ville",
    site: "duproprio.com",
    set: "held-out-94",
    traps: "French FSBO commercial building: '749 000 $'; 3 450 pi² total beside the boutique's 1 800 pi² and the offices' 1 650 pi², m² beside pi²; terrain 5 920 pi² (550 m²); 1948; évaluation municipale and its split; revenus bruts, dépenses and taxes; DuProprio's own property number (not an MLS) and its adviser; no agent or brokerage; map point in data-attributes",
    pageUrl: "https://duproprio.com/fr/mauricie/trois-rivieres/commercial-a-vendre/hab-1475-rue-royale-1054321",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bâtisse commerciale à vendre — 1475, rue Royale, Trois-Rivières | DuProprio | 1054321</title>
<meta name="description" content="Bâtisse commerciale à vendre à Trois-Rivières (Centre-ville) : 749 000 $. Rez-de-chaussée commercial loué et bureaux à l'étage. Vendue sans commission par le propriétaire.">
<meta property="og:locale" content="fr_CA">
${tags("GTM-DP94COM")}
${dataLayer({ event: "listing_view", listing_id: 1054321, category: "commercial", subcategory: "batisse-commerciale", region: "Mauricie", city: "Trois-Rivières", seller_type: "proprietaire" })}
</head><body class="listing-page">
${consent("DuProprio utilise des témoins pour améliorer votre expérience.", "J'accepte", "Gérer mes préférences")}
${topBar("DuProprio", ["Acheter", "Vendre", "Commercial", "Évaluer ma propriété", "Financement", "Conseils"], ["English", "Mes favoris", "Connexion"])}
<main>
${crumbs(["Accueil", "Commercial", "Mauricie", "Trois-Rivières", "Centre-ville"])}
<section class="listing-location-and-price">
<div class="listing-type">Bâtisse commerciale à vendre</div>
<h1 class="listing-location__title"><span class="listing-location__address">1475, rue Royale</span><span class="listing-location__city">Trois-Rivières (Centre-ville)</span></h1>
<div class="listing-price"><span class="listing-price__amount">749 000 $</span></div>
<p class="listing-location__postal">G9A 4J7</p>
</section>
${photos("https://photos.duproprio.com/photos/public/1054321", 31, "1475, rue Royale, Trois-Rivières", "Voir les 31 photos")}
<section class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="number">3 450</span> <span>pi² (320,5 m²) — superficie totale du bâtiment</span></div>
<div class="listing-main-characteristics__item"><span class="number">2</span> <span>étages</span></div>
<div class="listing-main-characteristics__item"><span class="number">2</span> <span>locaux</span></div>
</section>
<section class="listing-owners-comments"><h2>Commentaires du propriétaire</h2>
<p>Belle bâtisse de briques de deux étages au cœur du centre-ville, à deux pas de l'hôtel de ville et du parc portuaire. Le rez-de-chaussée (1 800 pi²) est loué à une boutique de vêtements établie depuis 2014, bail jusqu'en 2027. L'étage (1 650 pi²) est aménagé en bureaux — six fermés, salle de conférence, cuisinette — et libre à l'acheteur : idéal pour un propriétaire-occupant (professionnels, clinique, studio). Toiture refaite en 2020, fenêtres de l'étage changées en 2022, entrée électrique 400 A. Zonage C-12 (commercial centre-ville). Stationnement de 6 voitures à l'arrière.</p>
</section>
<section class="listing-box listing-box--characteristics">
<h2>Caractéristiques</h2>
${table("Bâtiment", [["Année de construction", "1948"], ["Superficie du bâtiment", "3 450 pi² (320,5 m²)"], ["Rez-de-chaussée (local commercial)", "1 800 pi²"], ["Étage (bureaux)", "1 650 pi²"], ["Nombre d'étages", "2"], ["Revêtement", "Brique"], ["Entrée électrique", "400 ampères"], ["Chauffage", "Électrique, thermopompes murales"]], "listing-box__table")}
${table("Terrain", [["Superficie du terrain", "5 920 pi² (550 m²)"], ["Dimensions", "40 pi x 148 pi"], ["Zonage", "C-12 — Commercial centre-ville"], ["Stationnement", "6 places extérieures"]], "listing-box__table")}
${table("Revenus et dépenses", [["Revenus bruts annuels", "58 200 $"], ["Taxes municipales (2025)", "9 842 $"], ["Taxes scolaires (2024-2025)", "612 $"], ["Assurances", "4 380 $"], ["Électricité (communs)", "1 150 $"], ["Revenu net estimé", "42 216 $"]], "listing-box__table")}
${table("Évaluation municipale", [["Terrain", "98 400 $"], ["Bâtiment", "413 900 $"], ["Total (2025)", "512 300 $"]], "listing-box__table")}
</section>
<div id="listing-map" class="listing-map" data-lat="46.34318" data-lng="-72.54362" data-listing="1054321"></div>
${calculator("Calculatrice hypothécaire", [["Prix de la propriété", "749 000 $"], ["Mise de fonds", "25 %"], ["Taux d'intérêt", "6,05 %"], ["Amortissement", "25 ans"]], "Versement mensuel estimé : 3 622 $", "Estimation à titre indicatif seulement. Les prêts commerciaux sont soumis à l'approbation du prêteur.")}
<section class="listing-contact"><h2>Contacter le propriétaire</h2><p>Cette propriété est vendue par son propriétaire. Le vendeur accepte de collaborer avec les courtiers immobiliers.</p>
${inquiry("Écrire au propriétaire", "Bonjour, je suis intéressé(e) par votre bâtisse au 1475, rue Royale.", "Envoyer", "Vos coordonnées sont transmises au propriétaire seulement.")}
</section>
<p class="listing-id">Numéro de la propriété : 1054321</p>
${adviser("Besoin d'aide pour votre achat?", { name: "Stéphanie Provencher", title: "Conseillère DuProprio — Mauricie", phone: "1 866 555-0155" }, "Nos conseillers vous guident à chaque étape : offre d'achat, inspection, financement commercial.", "Parler à une conseillère")}
${rail("Autres propriétés commerciales dans la région", [
  { price: "529 000 $", title: "Immeuble à revenus commercial", address: "820, boul. des Forges, Trois-Rivières", facts: "2 locaux · 2 600 pi²", href: "/fr/mauricie/trois-rivieres/commercial-a-vendre/hab-820-boul-des-forges-1049917" },
  { price: "1 195 000 $", title: "Bâtisse industrielle", address: "3900, rue Bellefeuille, Trois-Rivières", facts: "9 800 pi² · 1,1 acre", href: "/fr/mauricie/trois-rivieres/commercial-a-vendre/hab-3900-rue-bellefeuille-1051180" },
])}
${office("DuProprio inc.", ["Siège social : 200, boul. de la Concorde Est, bureau 500", "Laval (Québec) H7G 2E3"])}
</main>
${footer("DuProprio", ["À propos", "Nous joindre", "Carrières", "Conditions d'utilisation", "Politique de confidentialité"], ["DuProprio n'est pas une agence immobilière. Les renseignements sont fournis par les propriétaires et ne sont pas garantis."])}
</body></html>`,
    expected: {
      price: { amount: 749000 },
      propertyKind: "commercial",
      street: "1475, rue Royale",
      city: "Trois-Rivières",
      province: "QC",
      postalCode: "G9A 4J7",
      neighbourhood: "Centre-ville",
      squareFootage: 3450,
      lot: { value: 5920, unit: "ft2" },
      yearBuilt: 1948,
      geo: { lat: 46.34318, lng: -72.54362 },
    },
  },
  {
    name: "ho94-centris-storefront-lease-quebec-la-cite-limoilou",
    site: "centris.ca",
    set: "held-out-94",
    traps: "French storefront for lease: '3 950 $ /mois' beside 'soit 47 400 $ par année' and '≈ 25,62 $/pi²/an'; local 1 850 pi² beside the building's 7 400 pi² and the other local's 1 200 pi²; building 1912; Centris No. in microdata; 'Courtier immobilier agréé DA' and 'Agence immobilière' on their own lines; the agency's office postal code (the listing has none); microdata geo",
    pageUrl: "https://www.centris.ca/fr/espace-commercial~a-louer~quebec-la-cite-limoilou/19284736",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Espace commercial à louer, Québec (La Cité-Limoilou) - 412, rue Saint-Joseph Est, local 100 - 19284736 - Centris.ca</title>
<meta name="description" content="Espace commercial à louer à Québec (La Cité-Limoilou). 1 850 pi², vitrine sur rue. 3 950 $ /mois. No Centris 19284736.">
<link rel="alternate" hreflang="en" href="https://www.centris.ca/en/commercial-space~for-lease~quebec-la-cite-limoilou/19284736">
${tags("GTM-CEN94LOC")}
</head><body>
${topBar("Centris", ["Acheter", "Louer", "Commercial", "Trouver un courtier", "Outils", "Blogue"], ["English", "Mon Centris"])}
<main class="property-page" itemscope itemtype="https://schema.org/Place">
${crumbs(["Accueil", "Commercial", "À louer", "Québec", "La Cité-Limoilou"])}
<div class="header-pagination"><span>Résultat 3 de 41</span> <a href="#">Précédent</a> <a href="#">Suivant</a></div>
<div class="property-summary">
<h1 itemprop="category"><span data-id="PageTitle">Espace commercial à louer</span></h1>
<h2 itemprop="address" class="pt-1">412, rue Saint-Joseph Est, local 100, Québec (La Cité-Limoilou)</h2>
<div class="price-container"><div class="price text-right"><meta itemprop="priceCurrency" content="CAD"><span itemprop="price" content="3950">3 950 $</span> <span class="price-period">/mois</span> <span class="price-tax">+TPS/TVQ</span></div></div>
<div itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="46.81394"><meta itemprop="longitude" content="-71.22468"></div>
</div>
${photos("https://mspublic.centris.ca/media.ashx?id=ADDD250D9C4E7A9", 16, "412, rue Saint-Joseph Est, local 100", "Voir les 16 photos")}
<div class="row teaser"><div class="col-lg-12 description">
<h3>Description</h3>
<div itemprop="description">Local commercial en vitrine sur la rue Saint-Joseph, artère piétonne animée du quartier. 1 850 pi² au rez-de-chaussée, plafonds de 13 pi avec poutres d'origine, grande vitrine de 28 pi, entrée sans obstacle et entreposage au sous-sol. Idéal pour boutique, café sans cuisson, galerie ou bureau professionnel. Loyer de 3 950 $ par mois (soit 47 400 $ par année, environ 25,62 $/pi²/an), frais d'exploitation et taxes foncières inclus, électricité et chauffage aux frais du locataire. Bail minimal de 3 ans. Le bâtiment de 1912 compte deux locaux commerciaux et deux logements à l'étage.</div>
</div></div>
<div class="row carac-container">
<div class="col-lg-3 carac-title">Utilisation de la propriété</div><div class="col-lg-3 carac-value"><span>Commerciale</span></div>
<div class="col-lg-3 carac-title">Superficie disponible</div><div class="col-lg-3 carac-value"><span>1 850 pc</span></div>
<div class="col-lg-3 carac-title">Superficie du bâtiment</div><div class="col-lg-3 carac-value"><span>7 400 pc</span></div>
<div class="col-lg-3 carac-title">Année de construction</div><div class="col-lg-3 carac-value"><span>1912</span></div>
<div class="col-lg-3 carac-title">Nombre d'unités</div><div class="col-lg-3 carac-value"><span>Commercial (2), Résidentiel (2)</span></div>
<div class="col-lg-3 carac-title">Zonage</div><div class="col-lg-3 carac-value"><span>Commercial</span></div>
<div class="col-lg-3 carac-title">Stationnement</div><div class="col-lg-3 carac-value"><span>Aucun (stationnements publics à proximité)</span></div>
<div class="col-lg-3 carac-title">Date de disponibilité</div><div class="col-lg-3 carac-value"><span>1er décembre 2025</span></div>
</div>
${grid("Autres locaux dans l'immeuble", ["Local", "Usage", "Superficie", "Statut"], [["102", "Commercial (restaurant)", "1 200 pi²", "Loué jusqu'en 2028"], ["201-202", "Résidentiel", "—", "Loués"]], "units-table")}
${calculator("Coût d'occupation estimé", [["Loyer mensuel", "3 950 $"], ["TPS (5 %)", "197,50 $"], ["TVQ (9,975 %)", "394,01 $"], ["Électricité et chauffage (estimé)", "320 $"]], "Total mensuel estimé : 4 861,51 $", "Estimation fournie à titre indicatif seulement.")}
<div class="row"><div class="col-lg-12"><span class="listing-number">No Centris : <span id="ListingDisplayId">19284736</span></span></div></div>
<div class="broker-info">
<div class="broker-info__name" itemprop="name">Jean-Philippe Gagnon</div>
<div class="broker-info__title">Courtier immobilier agréé DA</div>
<div class="broker-info__phone">418 555-0176</div>
<div class="broker-info__agency">Immeubles Capitale Commerciale inc.</div>
<div class="broker-info__agency-type">Agence immobilière</div>
${office("Immeubles Capitale Commerciale inc.", ["2800, boul. Laurier, bureau 310", "Québec (Québec) G1V 4T3"])}
</div>
${inquiry("Demande d'information", "Bonjour, j'aimerais visiter le local au 412, rue Saint-Joseph Est (No Centris 19284736).", "Envoyer", "En soumettant ce formulaire, vous acceptez d'être contacté par le courtier.")}
${rail("Propriétés similaires", [
  { price: "24,00 $ /pc/an", title: "Espace commercial à louer", address: "655, rue Saint-Vallier Ouest, Québec (La Cité-Limoilou)", facts: "2 300 pc", href: "/fr/espace-commercial~a-louer~quebec-la-cite-limoilou/17764201" },
  { price: "2 750 $ /mois", title: "Espace commercial à louer", address: "1120, 3e Avenue, local B, Québec (La Cité-Limoilou)", facts: "1 100 pc", href: "/fr/espace-commercial~a-louer~quebec-la-cite-limoilou/24410683" },
  { price: "1 295 000 $", title: "Bâtisse commerciale à vendre", address: "380, rue de la Couronne, Québec (La Cité-Limoilou)", facts: "6 200 pc", href: "/fr/batisse-commerciale~a-vendre~quebec-la-cite-limoilou/21983377" },
])}
</main>
${footer("Centris inc.", ["À propos de Centris", "Conditions d'utilisation", "Confidentialité", "Nous joindre"], ["Centris® est la marque de commerce de Centris inc. Les renseignements sont fournis par les courtiers immobiliers et ne sont pas garantis.", "Centris inc., 600, chemin du Golf, Île-des-Sœurs (Québec) H3E 1A8"])}
</body></html>`,
    expected: {
      price: { amount: 3950, period: "month" },
      propertyKind: "commercial",
      street: "412, rue Saint-Joseph Est, local 100",
      city: "Québec",
      province: "QC",
      neighbourhood: "La Cité-Limoilou",
      squareFootage: 1850,
      yearBuilt: 1912,
      mlsNumber: "19284736",
      listingAgentName: "Jean-Philippe Gagnon",
      brokerageName: "Immeubles Capitale Commerciale inc.",
      geo: { lat: 46.81394, lng: -71.22468 },
    },
  },
  {
    name: "ho94-royallepage-mixed-use-halifax-west-end",
    site: "royallepage.ca",
    set: "held-out-94",
    traps: "mixed-use building (café at grade, two 2-bed apartments above): $1,395,000; building area 4,820 sq ft beside gross leasable 4,310 sq ft and the café's 1,650 sq ft; lot '40 x 90 ft'; building totals 4 bedrooms and 2 full + 1 half baths beside each apartment's own counts; NOI $78,400 and 5.6% cap rate; rent roll; 1927 and renovated 2019; CCIM agent; Royal LePage head office and Shelter Foundation; JSON-LD with geo",
    pageUrl: "https://www.royallepage.ca/en/property/nova-scotia/halifax/6148-quinpool-road/23804417/mls202524617/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>6148 Quinpool Road, Halifax, NS B3L 1A3 - MLS® 202524617 | Royal LePage</title>
<meta name="description" content="Mixed-use commercial building for sale at 6148 Quinpool Road, Halifax. $1,395,000. Café at grade with two residential units above.">
${tags("GTM-RLP94MXU")}
${ld({ "@context": "https://schema.org", "@type": ["Product", "Place"], name: "6148 Quinpool Road", description: "Mixed-use building: commercial at grade, two apartments above", offers: { "@type": "Offer", price: 1395000, priceCurrency: "CAD" }, address: { "@type": "PostalAddress", streetAddress: "6148 Quinpool Road", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3L 1A3", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.64721, longitude: -63.59528 } })}
</head><body class="property-details">
${topBar("Royal LePage", ["Buy", "Sell", "Commercial", "Find an Agent", "Find an Office", "Blog"], ["Français", "My Royal LePage"])}
<main>
${crumbs(["Home", "Nova Scotia", "Halifax", "West End", "6148 Quinpool Road"])}
<section class="property-hero">
<div class="property-hero__status">Commercial · For Sale</div>
<h1 class="address-1">6148 Quinpool Road</h1>
<p class="address-2">Halifax, Nova Scotia B3L 1A3</p>
<p class="property-hero__price">$1,395,000</p>
<ul class="property-hero__stats"><li><span class="value">4</span> Bedrooms</li><li><span class="value">2 + 1</span> Bathrooms</li><li><span class="value">4,820</span> Sq. Ft.</li></ul>
</section>
${photos("https://rlp.listings.example/202524617", 24, "6148 Quinpool Road", "View all 24 photos")}
<section class="property-description"><h2>Property Description</h2>
<p>Fully leased mixed-use building on Quinpool Road's busy retail strip. The ground floor (1,650 sq ft) is leased to an established café through 2030 with two five-year renewal options; above are two bright two-bedroom apartments with one full bath each, both renovated in 2019 with in-suite laundry. The café has its own two-piece washroom. Built in 1927 with a full structural and mechanical renovation in 2019: new roof, separate heat pumps and meters for every unit, and a sprinklered ground floor. Net operating income of $78,400 (2025 pro forma) for a 5.6% cap rate at the asking price. Rent roll and operating statements available with a signed confidentiality agreement.</p>
</section>
${dl("Property Details", [["MLS® #", "202524617"], ["Property Type", "Commercial — Mixed Use"], ["Neighbourhood", "West End"], ["Building Area", "4,820 sq. ft."], ["Gross Leasable Area", "4,310 sq. ft."], ["Lot Size", "40 x 90 ft"], ["Year Built", "1927"], ["Renovated", "2019"], ["Zoning", "CEN-1 (Centre)"], ["Bedrooms", "4"], ["Bathrooms", "2 full, 1 half"], ["Parking", "2 rear spaces"], ["Taxes", "$16,870 (2025)"]], "property-details-list")}
${grid("Rent Roll", ["Unit", "Use", "Area", "Beds / Baths", "Monthly Rent", "Lease Expiry"], [["Main", "Café", "1,650 sq ft", "— / 1 half", "$4,640 + HST", "Aug 2030"], ["201", "Residential", "1,330 sq ft", "2 / 1", "$2,395", "Jul 2026"], ["202", "Residential", "1,330 sq ft", "2 / 1", "$2,350", "Month to month"]], "rent-roll")}
${table("Income Summary", [["Gross Income", "$112,620"], ["Operating Expenses", "$34,220"], ["Net Operating Income", "$78,400"], ["Cap Rate", "5.6%"]], "income-summary")}
${calculator("Mortgage Calculator", [["Purchase price", "$1,395,000"], ["Down payment", "25%"], ["Interest rate", "5.74%"], ["Amortization", "25 years"]], "Your monthly payment: $6,536", "For illustration purposes only.")}
<section class="listing-agent"><h2>Listing Agent</h2>
<div class="agent-card"><p class="agent-card__name">Marie-Claude Arsenault, CCIM</p><p class="agent-card__title">REALTOR®, Commercial Division</p><p class="agent-card__phone">902-555-0147</p></div>
<p class="agent-card__office">Royal LePage Harbourview Realty</p>
${office("Royal LePage Harbourview Realty", ["1550 Bedford Hwy, Suite 300", "Bedford, Nova Scotia B4A 1E6", "902-555-0100"])}
</section>
${inquiry("Request more information", "I'm interested in 6148 Quinpool Road (MLS® 202524617).", "Submit", "By submitting this form you consent to be contacted by a Royal LePage REALTOR®.")}
${rail("Similar Properties", [
  { price: "$989,000", title: "Commercial — Mixed Use", address: "2590 Agricola Street, Halifax, NS", facts: "3,100 sq. ft. · 3 bd · 2 ba", href: "/en/property/nova-scotia/halifax/2590-agricola-street/23790042/mls202522981/" },
  { price: "$1,650,000", title: "Commercial — Retail", address: "5980 Spring Garden Road, Halifax, NS", facts: "2,900 sq. ft.", href: "/en/property/nova-scotia/halifax/5980-spring-garden-road/23811305/mls202525302/" },
])}
<section class="shelter-foundation"><p>Every Royal LePage transaction helps the Royal LePage Shelter Foundation support women's shelters and violence prevention programs across Canada.</p></section>
</main>
${footer("Bridgemarq Real Estate Services Inc.", ["About Royal LePage", "Careers", "Contact", "Privacy", "Terms of Use", "Accessibility"], ["Royal LePage head office: 39 Wynford Drive, Toronto, Ontario M3C 3K5.", "MLS® data supplied by the Nova Scotia Association of REALTORS®. Each office is independently owned and operated."])}
</body></html>`,
    expected: {
      price: { amount: 1395000 },
      propertyKind: "commercial",
      street: "6148 Quinpool Road",
      city: "Halifax",
      province: "NS",
      postalCode: "B3L 1A3",
      neighbourhood: "West End",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 4820,
      lot: { value: 3600, unit: "ft2" },
      yearBuilt: 1927,
      mlsNumber: "202524617",
      listingAgentName: "Marie-Claude Arsenault",
      brokerageName: "Royal LePage Harbourview Realty",
      geo: { lat: 44.64721, lng: -63.59528 },
    },
  },
];
