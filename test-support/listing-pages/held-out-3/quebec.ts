/**
 * Third held-out corpus, Quebec sites. Written by a third author after studying other real pages than the first
 * corpora: Centris's Matrix client portal (the page a broker sends a buyer: the sending broker's banner, an
 * "above ground + basement" bedroom count, "Bathrooms and Powder Rooms", building size beside an empty living area,
 * lot and building evaluations, a calculator link carrying the assessment), DuProprio's French plex page (units,
 * gross revenue, assessment) and Royal LePage's French page (Quebec "salle d'eau", French number formats).
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";

/** One label/value pair of the Matrix display: strong label, plain value, each in its own grid column. */
const mtx = (label: string, value: string): string =>
  `<div class="col-sm-3 col-xs-6">\n\n\n<span class="d-textStrong d-fontSize--smallest">${label}\n\n</span>\n\n</div>\n<div class="col-sm-3 col-xs-6">\n\n<span class="d-fontSize--smallest">${value}</span>\n\n</div>`;

export const HELD_OUT_3_QUEBEC: ListingPage[] = [
  {
    name: "h3-centris-matrix-semi-levis",
    site: "centris.ca",
    set: "held-out-3",
    traps: "Matrix client portal: the sending broker's banner with her office's address; type, neighbourhood and year in one sentence; 'No. of Bedrooms (above ground + basement) 3+1'; 'Bathrooms and Powder Rooms 1+1'; building size (not the living area, which is empty); lot size with 'irr' in ft and m beside the lot area; lot and building evaluations; calculator link with rawprice and evalprice; other listings' keys",
    pageUrl: "https://matrix.centris.ca/Matrix/Public/Portal.aspx?ID=0-2716483902-10&L=1",
    html: `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>Jumelés 3+ CAC Lévis - Sophie Garneau - Matrix Portal</title>
<script type="text/javascript">PortalResultsJs.setModel({isSearch: false,isClientSearch:false,printDisplay:20547,table:1,fullKey:'361220417',langid:1,isIDX:false,windowTitle: 'Jumelés 3+ CAC Lévis - Sophie Garneau - Matrix Portal',pageSize:1,isFull:true,isPILPView:true});</script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
</script>
</head>
<body class="mtx-body">
<form method="post" action="https://matrix.centris.ca/Matrix/Public/Portal.aspx?L=1&amp;k=31877213XKtR" id="ctl01">
<nav class="navbar navbar-default mtx-navbarWithBanner"><div class="container-fluid">
<div class="row mtx-navbarWithBanner-banner"><div class="col-xs-12">
<div id="m_ucBanner_m_ucAgentInfo_m_divAgentInfoContainer" class="mtx-navbarWithBanner-banner-agentInfo">
<div>Sophie Garneau</div>
<div>Residential and Commercial Real Estate Broker</div>
<div>GROUPE SUTTON - SUR LA RIVE INC.</div>
<div>5150, boulevard de la Rive-Sud, Lévis (QC) G6V 4Z6</div>
<div>418-555-0142 · <a href="mailto:sgarneau@example.com">sgarneau@example.com</a></div>
</div>
</div></div>
<ul class="nav navbar-nav"><li><a href="#">Results</a></li><li><a href="#">Favourites</a></li><li><a href="#">Possibilities</a></li><li><a href="#">Discarded</a></li><li><a href="#">Saved Searches</a></li></ul>
</div></nav>
<input type="hidden" name="_ctl0$m_hfKeys" id="_ctl0_m_hfKeys" value="361220417,358104233,360077451,359912006,361004518">
<div id="_ctl0_m_pnlRenderedDisplay" class="col-xs-12 j-resultsColumnDisplays">
<!--@Record:361220417@--><div class="multiLineDisplay ajax_display d20547m_show"><a id="aDisplay_361220417"></a><div id="wrapperTable" class="d-wrapperTable">
<div class="row d-bgcolor--systemLightest d-marginBottom--8 d-marginTop--6 d-paddingBottom--4">
<div class=" col-sm-6"><div class="row">
<div class="d-mega d-fontSize--mega d-color--brandDark col-sm-12">


<span class="d-mega">1457 Rue des Bouleaux</span></div>
<div class=" col-sm-12"><span class="formula J_formula">Lévis, Québec G6W 5M2</span></div>
<div class=" col-sm-12 d-textSoft">


<span class="formula J_formula">Two or more storey in the Saint-Romuald neighbourhood built in 2015</span>

</div>
<div class="col-sm-12"><span class="formula J_formula"><a href="https://www.centris.ca/en/tools/community-profile?city=1002" target="nw">Communities</a></span></div>
<div class="col-sm-12"><span class="d-textSoft">Centris No.: 21345678</span></div>
</div></div>
<div class=" col-sm-6 d-borderWidthLeft--1"><div class="row">
<div class="col-xs-9">


<span class="d-text d-fontSize--larger">$549,900</span>
</div>
<div class="col-xs-3 d-textAlign--right"><span class="formula J_formula"><a href="#" title="Save as Favorite" class="mtx-btn-link mtx-icon mtx-icon-bucketNone"></a></span></div>
</div>
<div class="row">
${mtx("Building Type", "Semi-detached")}
${mtx("Occupancy", "15 days PP/PR Accepted")}
</div>
<div class="row">
${mtx("Building Size", "24 X 36 ft irr / 7.32 X 10.97 m irr")}
${mtx("Lot Eval.", "$98,300")}
</div>
<div class="row">
${mtx("Living Area", "&nbsp;")}
${mtx("Building Eval.", "$301,700")}
</div>
<div class="row">
${mtx("Lot Size", "40 X 98.5 ft irr / 12.19 X 30.02 m irr")}
${mtx("Mun. Taxes", "$3,284 (2025)")}
</div>
<div class="row">
${mtx("Lot Area", "3,940 sqft / 366.04 sqm")}
${mtx("School Taxes", "$297 (2025)")}
</div>
<div class="row">
${mtx("Cert. of Location", "Yes (2023)")}
${mtx("Additional Rev.", "No")}
</div>
</div>
</div>
<div class="row d-bgcolor--systemLightest d-marginBottom--8">
<div class=" col-sm-4"><span class="formula J_formula"><a target="_blank" href="https://www.centris.ca/en/property/21345678/photos?etok=00517B21345678&amp;seq=1"><img class="IV_Image img-responsive" src="./portal_files/GetMedia.ashx"></a></span></div>
<div class=" col-sm-4"><span class="formula J_formula"><a target="_blank" href="https://www.centris.ca/en/property/21345678/photos?etok=00517B21345678&amp;seq=2"><img class="IV_Image img-responsive" src="./portal_files/GetMedia(1).ashx"></a></span></div>
</div>
<div class="row">
<div class="col-sm-4 d-textAlign--center"><span class="formula J_formula"><a href="https://www.centris.ca/en/property/21345678/photos?etok=00517B21345678" target="nw"> See all pictures (31)</a></span></div>
<div class="col-sm-4 d-textAlign--center"><span class="formula J_formula"><a href="https://www.centris.ca/mvc/calculator/calculatorPage?lang=en&amp;rawprice=549900&amp;evalprice=400000&amp;cityID=1002" target="nw">Financial Functions</a></span></div>
</div>
<div class="row"><div class="col-sm-6 d-bgcolor--systemLightest">
<div class="row"><div class="col-sm-12 d-paddingTop--10"><span class="d-section d-color--brandDark d-fontWeight--semibold">Rooms

</span></div>
<div class=" col-sm-12"><span class="formula J_formula"><div class="multiLineDisplay ajax_display d21547m_show"><div class="d-wrapperTable"><div class="row">
<div class=" col-xs-8 col-lg-2"><span class="d-textStrong d-fontSize--smallest">No. of Rooms</span></div><div class="col-xs-4 col-lg-1"><span class="d-fontSize--smallest">11</span></div>
<div class=" col-xs-8 col-lg-4"><span class="d-textStrong d-fontSize--smallest">No. of Bedrooms (above ground + basement)</span></div><div class="col-xs-4 col-lg-1"><span class="d-fontSize--smallest">3+1</span></div>
<div class=" col-xs-8 col-lg-3"><span class="d-textStrong d-fontSize--smallest">No. of Bathrooms and Powder Rooms</span></div><div class="col-xs-4 col-lg-1"><span class="d-fontSize--smallest">1+1</span></div>
</div>
<div class="row"><div class="col-sm-2"><span class="d-textStrong d-fontSize--smallest">Level</span></div><div class="col-sm-3"><span class="d-textStrong d-fontSize--smallest">Room</span></div><div class="col-sm-2"><span class="d-textStrong d-fontSize--smallest">Imperial<br>Dimens.</span></div><div class="col-sm-2"><span class="d-textStrong d-fontSize--smallest">Metric<br>Dimens.</span></div><div class="col-sm-3"><span class="d-textStrong d-fontSize--smallest">Floor Covering</span></div></div>
<div class="row"><div class="col-sm-2"><span class="d-fontSize--smallest">GF</span></div><div class="col-sm-3"><span class="d-fontSize--smallest">Living room</span></div><div class="col-sm-2"><span class="d-fontSize--smallest">13.2 X 12.6 ft irr</span></div><div class="col-sm-2"><span class="d-fontSize--smallest">4.01 X 3.81 m irr</span></div><div class="col-sm-3"><span class="d-fontSize--smallest">Wood</span></div></div>
<div class="row"><div class="col-sm-2"><span class="d-fontSize--smallest">GF</span></div><div class="col-sm-3"><span class="d-fontSize--smallest">Kitchen</span></div><div class="col-sm-2"><span class="d-fontSize--smallest">10 X 11.4 ft</span></div><div class="col-sm-2"><span class="d-fontSize--smallest">3.05 X 3.45 m</span></div><div class="col-sm-3"><span class="d-fontSize--smallest">Ceramic</span></div></div>
<div class="row"><div class="col-sm-2"><span class="d-fontSize--smallest">GF</span></div><div class="col-sm-3"><span class="d-fontSize--smallest">Powder room</span></div><div class="col-sm-2"><span class="d-fontSize--smallest">5.2 X 4.8 ft</span></div><div class="col-sm-2"><span class="d-fontSize--smallest">1.57 X 1.45 m</span></div><div class="col-sm-3"><span class="d-fontSize--smallest">Ceramic</span></div></div>
<div class="row"><div class="col-sm-2"><span class="d-fontSize--smallest">2</span></div><div class="col-sm-3"><span class="d-fontSize--smallest">Primary bedroom</span></div><div class="col-sm-2"><span class="d-fontSize--smallest">12.4 X 11.9 ft</span></div><div class="col-sm-2"><span class="d-fontSize--smallest">3.76 X 3.63 m</span></div><div class="col-sm-3"><span class="d-fontSize--smallest">Wood</span></div></div>
<div class="row"><div class="col-sm-2"><span class="d-fontSize--smallest">BA1</span></div><div class="col-sm-3"><span class="d-fontSize--smallest">Bedroom</span></div><div class="col-sm-2"><span class="d-fontSize--smallest">11.8 X 10.2 ft</span></div><div class="col-sm-2"><span class="d-fontSize--smallest">3.56 X 3.11 m</span></div><div class="col-sm-3"><span class="d-fontSize--smallest">Carpet</span></div></div>
</div></div></span></div>
</div></div></div>
<div class="row"><div class="col-sm-12 d-paddingTop--10"><span class="d-section d-color--brandDark d-fontWeight--semibold">Features

</span></div></div>
<div class="row">
<div class="col-sm-12 col-md-3"><span class="d-textStrong d-fontSize--smaller">Sewage System</span></div><div class="col-sm-12 col-md-9"><span class="d-fontSize--smaller">Municipality</span></div>
<div class="col-sm-12 col-md-3"><span class="d-textStrong d-fontSize--smaller">Water Supply</span></div><div class="col-sm-12 col-md-9"><span class="d-fontSize--smaller">Municipality</span></div>
<div class="col-sm-12 col-md-3"><span class="d-textStrong d-fontSize--smaller">Parking (total)</span></div><div class="col-sm-12 col-md-9"><span class="d-fontSize--smaller">Driveway (2)</span></div>
<div class="col-sm-12 col-md-3"><span class="d-textStrong d-fontSize--smaller">Heating System</span></div><div class="col-sm-12 col-md-9"><span class="d-fontSize--smaller">Electric baseboard units</span></div>
</div>
<div class="row"><div class="col-sm-12 d-paddingTop--10"><span class="d-section d-color--brandDark d-fontWeight--semibold">Listing Broker(s)</span></div>
<div class="col-sm-12"><span class="d-fontSize--smaller">Mathieu Roy, Residential Real Estate Broker</span></div>
<div class="col-sm-12"><span class="d-fontSize--smaller">ROYAL LEPAGE INTER-QUÉBEC</span></div>
</div>
</div></div>
</div>
<div class="mtx-footer"><p>The information contained herein is deemed reliable but is not guaranteed. Matrix™ Copyright 2025 by Centris®. All rights reserved.</p></div>
</form>
</body></html>`,
    expected: {
      price: { amount: 549900 },
      propertyKind: "semi-detached",
      street: "1457 Rue des Bouleaux",
      city: "Lévis",
      neighbourhood: "Saint-Romuald",
      province: "QC",
      postalCode: "G6W 5M2",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      lot: { value: 3940, unit: "ft2" },
      yearBuilt: 2015,
      mlsNumber: "21345678",
      listingAgentName: "Mathieu Roy",
      brokerageName: "ROYAL LEPAGE INTER-QUÉBEC",
    },
  },
  {
    name: "h3-duproprio-triplex-fr",
    site: "duproprio.com",
    set: "held-out-3",
    traps: "French plex page: price '549 000 $', gross annual revenue and municipal assessment in the same format; units '5 ½' and '4 ½' (no bedroom count for the building); lot in 'pi²' with a French decimal comma in m²; borough in parentheses; region breadcrumb; similar plexes",
    pageUrl: "https://duproprio.com/fr/trois-rivieres/cap-de-la-madeleine/triplex-a-vendre/hab-315-rue-saint-laurent-1023456",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Triplex à vendre Trois-Rivières (Cap-de-la-Madeleine), 315 Rue Saint-Laurent - DuProprio</title>
<meta name="description" content="Triplex à vendre à Trois-Rivières (Cap-de-la-Madeleine), Mauricie. Vendu par le propriétaire sur DuProprio, #1023456.">
<meta property="og:title" content="Triplex à vendre Trois-Rivières (Cap-de-la-Madeleine)">
<meta property="og:image" content="https://photos.duproprio.com/photos/public/for_sale/2025/09/1023456/large/1023456_01.jpg">
</head><body>
<header class="header"><nav><a href="/fr/rechercher/liste?is_for_sale=1">Propriétés à vendre</a><a href="/fr/rechercher/liste?type[]=plex">Plex à vendre</a><a href="/fr/vendre">Vendre votre propriété</a></nav></header>
<main class="listing">
<ol class="breadcrumb"><li><a href="/fr/quebec">Québec</a></li><li><a href="/fr/mauricie">Mauricie</a></li><li><a href="/fr/trois-rivieres">Trois-Rivières</a></li><li>Cap-de-la-Madeleine</li></ol>
<div class="listing-price"><div class="listing-price__amount">549 000 $</div></div>
<div class="listing-location">
<h3 class="listing-location__title"><a href="/fr/trois-rivieres/triplex-a-vendre">Triplex à vendre</a></h3>
<div class="listing-location__address"><a href="/fr/trois-rivieres/cap-de-la-madeleine">Trois-Rivières (Cap-de-la-Madeleine)</a></div>
<h1 class="listing-location__address-street">315 Rue Saint-Laurent</h1>
</div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span><span class="listing-main-characteristics__title">logements</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span><span class="listing-main-characteristics__title">niveaux</span></div>
<div class="listing-main-characteristics__item listing-main-characteristics__item--lot-dimensions"><span class="listing-main-characteristics__title">Superficie du terrain</span><span class="listing-main-characteristics__number">5 200 pi² (483,1 m²)</span></div>
</div>
<section class="listing-description"><h2>Description</h2><p>Triplex bien entretenu à deux pas du fleuve et du parc de l'Île-Saint-Quentin. Le 5 ½ du rez-de-chaussée se libère pour l'acheteur; les deux 4 ½ sont loués. Toiture refaite en 2020, entrées électriques 200 A.</p></section>
<div class="listing-list-characteristics"><div class="listing-list-characteristics__viewport">
<h2>Caractéristiques</h2>
<div class="listing-box__dotted-row"><div>Année de construction</div><div class="listing-box__dots"></div><div>1958</div></div>
<div class="listing-box__dotted-row"><div>Logements</div><div class="listing-box__dots"></div><div>1 x 5 ½, 2 x 4 ½</div></div>
<div class="listing-box__dotted-row"><div>Revenus bruts annuels</div><div class="listing-box__dots"></div><div>38 400 $</div></div>
<div class="listing-box__dotted-row"><div>Évaluation municipale</div><div class="listing-box__dots"></div><div>412 300 $</div></div>
<div class="listing-box__dotted-row"><div>Taxes municipales</div><div class="listing-box__dots"></div><div>4 118 $</div></div>
<div class="listing-box__dotted-row"><div>Taxes scolaires</div><div class="listing-box__dots"></div><div>302 $</div></div>
<div class="listing-box__dotted-row"><div>Dimensions du terrain</div><div class="listing-box__dots"></div><div>40 x 130 pi</div></div>
<div class="listing-box__dotted-row"><div>Stationnement</div><div class="listing-box__dots"></div><div>3 places extérieures</div></div>
</div></div>
<aside class="mortgage-calculator"><h3>Calculatrice hypothécaire</h3><div>Prix d'achat <span>549 000 $</span></div><div>Mise de fonds <span>109 800 $</span></div><div>Paiement mensuel estimé <strong>2 487 $</strong></div></aside>
<section class="similar-listings"><h2>Propriétés similaires</h2>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">489 000 $</div><div>Duplex à vendre - Trois-Rivières (Trois-Rivières-Ouest)</div><div>2 logements</div></div>
<div class="search-results-listings-list__item"><div class="search-results-listings-list__item-description__price">615 000 $</div><div>Quadruplex à vendre - Trois-Rivières (Cap-de-la-Madeleine)</div><div>4 logements</div></div>
</section>
</main>
<footer><p>DuProprio n'est pas une agence immobilière. Les propriétés affichées sur ce site sont celles de propriétaires qui vendent eux-mêmes.</p><p>© 2025 DuProprio inc. Tous droits réservés.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 549000 },
      propertyKind: "plex",
      street: "315 Rue Saint-Laurent",
      city: "Trois-Rivières",
      neighbourhood: "Cap-de-la-Madeleine",
      province: "QC",
      lot: { value: 5200, unit: "ft2" },
      yearBuilt: 1958,
    },
  },
  {
    name: "h3-royallepage-maison-laval-fr",
    site: "royallepage.ca",
    set: "held-out-3",
    traps: "French page: '849 000 $', 'Superficie habitable : 2 140 pi²', Quebec 'Salles d'eau' for half baths, Centris number as 'No MLS®', taxes with a year, office address with its own postal code in the agent card, estimated monthly payment",
    pageUrl: "https://www.royallepage.ca/fr/property/quebec/laval/2150-rue-des-patriotes/26104512/mls19283746/",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>2150, rue des Patriotes, Laval, QC H7L 2X4 | 19283746 | Royal LePage</title>
<meta name="description" content="Maison à étages de 4 chambres à vendre au 2150, rue des Patriotes, Laval (Québec). No MLS® 19283746.">
<meta property="og:title" content="2150, rue des Patriotes, Laval, Québec">
<meta property="og:image" content="https://rlp.ca/photos/19283746/2150-rue-des-patriotes-1.jpg">
</head><body>
<header><nav><a href="/fr/search/homes/">Propriétés à vendre</a><a href="/fr/agent/">Trouver un courtier</a><a href="/fr/office/">Trouver un bureau</a></nav></header>
<main>
<div class="address-bar"><div class="title--h2">2150, rue des Patriotes, Laval, Québec, H7L 2X4</div></div>
<div class="price-bar"><span class="title title--h1 price">849 000 $</span></div>
<div class="bed-bath-box">
<div class="bed-bath-box__item"><p class="bed-bath-box__value">4</p><p class="bed-bath-box__label">Chambres</p></div>
<div class="bed-bath-box__item"><p class="bed-bath-box__value">2</p><p class="bed-bath-box__label">Salles de bain</p></div>
<div class="bed-bath-box__item"><p class="bed-bath-box__value">1</p><p class="bed-bath-box__label">Salle d'eau</p></div>
</div>
<section class="property-description"><h2>Description</h2><p>Maison à étages sur une rue paisible de Sainte-Rose, près de la rivière des Mille Îles et des écoles. Cuisine rénovée, sous-sol aménagé, cour clôturée avec piscine hors terre.</p></section>
<section class="property-features"><h2>Détails de la propriété</h2>
<ul class="property-features-list">
<li><span class="label">No MLS® :</span> <span class="value">19283746</span></li>
<li><span class="label">Type de propriété :</span> <span class="value">Unifamiliale</span></li>
<li><span class="label">Type de bâtiment :</span> <span class="value">Maison</span></li>
<li><span class="label">Style :</span> <span class="value">2 étages</span></li>
<li><span class="label">Superficie habitable :</span> <span class="value">2 140 pi²</span></li>
<li><span class="label">Superficie du terrain :</span> <span class="value">6 458 pi²</span></li>
<li><span class="label">Année de construction :</span> <span class="value">1999</span></li>
<li><span class="label">Quartier :</span> <span class="value">Sainte-Rose</span></li>
<li><span class="label">Taxes :</span> <span class="value">5 212 $ (2025)</span></li>
<li><span class="label">Stationnement :</span> <span class="value">Garage (1), Allée (2)</span></li>
</ul></section>
<section class="mortgage-calculator"><h2>Calculatrice hypothécaire</h2><p>Paiement mensuel estimé : <strong>4 012 $</strong></p></section>
<aside class="agent-card"><h3>Courtier inscripteur</h3><div class="agent-card__name">Isabelle Charette</div><div class="agent-card__title">Courtier immobilier résidentiel</div><div class="agent-card__office">Royal LePage Humania</div><div class="agent-card__office-address">3100, boul. Le Carrefour, Laval (Québec) H7T 2K7</div><div class="agent-card__phone">450-555-0199</div></aside>
<section class="similar-homes"><h2>Propriétés semblables</h2><div class="card"><span class="price">829 000 $</span> 4 ch. 2 sdb · 2232, rue des Patriotes</div><div class="card"><span class="price">879 900 $</span> 3 ch. 2 sdb · 187, boul. Sainte-Rose</div></section>
</main>
<footer><p>Royal LePage® est une marque déposée de la Banque Royale du Canada, utilisée sous licence par Bridgemarq Real Estate Services Manager Limited. Chaque bureau est une entreprise indépendante.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 849000 },
      propertyKind: "house",
      street: "2150, rue des Patriotes",
      city: "Laval",
      neighbourhood: "Sainte-Rose",
      province: "QC",
      postalCode: "H7L 2X4",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2140,
      lot: { value: 6458, unit: "ft2" },
      yearBuilt: 1999,
      mlsNumber: "19283746",
      listingAgentName: "Isabelle Charette",
      brokerageName: "Royal LePage Humania",
    },
  },
];
