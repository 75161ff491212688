/**
 * Twenty-first held-out corpus, Québec, the Prairies and farm country: a Louer.ca 5½ for rent in Trois-Rivières and a
 * notary's sale-by-tender page for an estate bungalow in Rimouski (both in French), a Farms.com dairy farm in Perth
 * East, a Properly townhouse in Calgary, a Winnipeg REALTORS® public listing page for a bungalow in St. Vital, and a
 * plain-text by-owner classified in Regina with almost no markup. Addresses, names and numbers are invented; the
 * expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_21_REGIONAL: ListingPage[] = [
  {
    name: "ho21-louer-ca-5-et-demi-trois-rivieres-fr",
    site: "louer.ca",
    set: "held-out-21",
    traps: "Louer.ca's French page for a 5½ for rent in Trois-Rivières: '1 350 $ / mois'; '5 ½' with '3 chambres'; 'Superficie 97 m²' (1,044 ft²); the Cap-de-la-Madeleine sector; an embedded JSON config with the ad; Louer.ca's own subscription prices for landlords; similar ads",
    pageUrl: "https://www.louer.ca/fr/logement/trois-rivieres/cap-de-la-madeleine/5-1-2/1488213",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>5 1/2 à louer à Trois-Rivières – 742, rue Thibeau | Louer.ca</title>
<meta name="description" content="Logement 5 1/2 à louer, 742, rue Thibeau, Trois-Rivières (Cap-de-la-Madeleine). 1 350 $/mois. Libre le 1er février.">
<meta property="og:locale" content="fr_CA">
<script>var annonceConfig = ${JSON.stringify({ id: 1488213, type: "appartement", pieces: "5 1/2", loyer: 1350, frequence: "mensuel", adresse: { rue: "742, rue Thibeau", ville: "Trois-Rivières", secteur: "Cap-de-la-Madeleine", province: "QC", codePostal: "G8T 6Y4" }, lat: 46.37521, lng: -72.51409, chambres: 3, sallesDeBain: 1, superficieM2: 97 })};</script>
</head><body>
<header class="entete"><a href="/fr" class="logo">Louer.ca</a><nav><a href="/fr/logement">Logements</a><a href="/fr/proprietaires">Publier une annonce</a><a href="/en">EN</a></nav></header>
<main class="annonce">
<div class="fil"><a href="/fr/logement/trois-rivieres">Trois-Rivières</a> › <a href="/fr/logement/trois-rivieres/cap-de-la-madeleine">Cap-de-la-Madeleine</a> › 5 ½</div>
<h1>5 ½ à louer – Cap-de-la-Madeleine</h1>
<p class="adresse">742, rue Thibeau, Trois-Rivières, QC G8T 6Y4</p>
<p class="loyer">1 350 $ / mois</p>
<dl class="details">
<dt>Type</dt><dd>Appartement (rez-de-chaussée d'un triplex)</dd>
<dt>Pièces</dt><dd>5 ½</dd>
<dt>Chambres</dt><dd>3</dd>
<dt>Salle de bain</dt><dd>1</dd>
<dt>Superficie</dt><dd>97 m²</dd>
<dt>Disponible</dt><dd>1er février 2027</dd>
<dt>Électroménagers</dt><dd>Non inclus</dd>
<dt>Chauffage</dt><dd>Non inclus (électrique)</dd>
</dl>
<div class="description"><h2>Description</h2><p>Grand 5 ½ au rez-de-chaussée, trois chambres fermées, salon double, cour arrière partagée et remise. Entrée laveuse-sécheuse. Deux espaces de stationnement. À deux pas du boulevard Sainte-Madeleine et du parc Antoine-Gauthier. Non-fumeur. Bail de 12 mois, références demandées.</p></div>
<div class="contact"><h3>Propriétaire</h3><p>Immeubles Lemire-Duval</p><p>819 555-0193</p></div>
</main>
<aside class="forfaits"><h3>Propriétaires : annoncez ici</h3><p>Annonce de base 29,95 $ · Annonce vedette 59,95 $ pour 60 jours</p></aside>
<section class="similaires"><h2>Annonces semblables</h2>
<div class="vignette">4 ½ · 925 $/mois · rue Saint-Laurent, Trois-Rivières</div>
<div class="vignette">5 ½ · 1 495 $/mois · boul. des Forges, Trois-Rivières</div>
</section>
<footer class="pied"><p>Louer.ca · 1200, avenue McGill College, Montréal (Québec) H3B 4G7</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1350, period: "month" },
      propertyKind: "condo",
      street: "742, rue Thibeau",
      city: "Trois-Rivières",
      province: "QC",
      postalCode: "G8T 6Y4",
      neighbourhood: "Cap-de-la-Madeleine",
      bedrooms: 3,
      bathrooms: 1,
      squareFootage: 1044,
      geo: { lat: 46.37521, lng: -72.51409 },
    },
  },
  {
    name: "ho21-notaire-vente-soumission-rimouski-fr",
    site: "fortin-notaire.ca",
    set: "held-out-21",
    traps: "a Rimouski notary's own page in French for an estate bungalow sold by tender: 'Prix demandé 235 000 $' beside the municipal assessment and the tender deadline; the cadastre lot number (not an MLS number); 'Terrain 1 115,5 m²' with a decimal comma; 'Superficie habitable 1 008 pi²'; the notary is not a broker; the notary's office address in the footer",
    pageUrl: "https://www.fortin-notaire.ca/ventes/succession-bungalow-rue-de-la-cathedrale-rimouski",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Vente par soumissions – 1118, rue de l'Évêché Est, Rimouski | Me Isabelle Fortin, notaire</title>
<meta name="description" content="Succession : bungalow à vendre par soumissions à Rimouski. Prix demandé 235 000 $.">
${ld({ "@context": "https://schema.org", "@type": "LegalService", name: "Me Isabelle Fortin, notaire", address: { "@type": "PostalAddress", streetAddress: "92, rue Saint-Germain Ouest, bureau 300", addressLocality: "Rimouski", addressRegion: "QC", postalCode: "G5L 4B6" } })}
</head><body>
<div class="bandeau"><a href="/">Me Isabelle Fortin, notaire et conseillère juridique</a> | <a href="/services/">Services</a> | <a href="/ventes/">Ventes en cours</a> | <a href="/joindre/">Nous joindre</a></div>
<div class="contenu">
<h1>Vente par soumissions – Succession Roger Bélanger</h1>
<p><strong>Immeuble :</strong> maison unifamiliale de plain-pied (bungalow)<br>
<strong>Adresse :</strong> 1118, rue de l'Évêché Est, Rimouski (Québec) G5L 1Y3<br>
<strong>Désignation :</strong> lot 3 458 211 du cadastre du Québec, circonscription foncière de Rimouski</p>
<p><strong>Prix demandé : 235 000 $</strong></p>
<ul>
<li>Année de construction : 1962</li>
<li>Chambres : 2 (plus une pièce au sous-sol sans fenêtre réglementaire)</li>
<li>Salle de bain : 1</li>
<li>Superficie habitable : 1 008 pi²</li>
<li>Terrain : 1 115,5 m²</li>
<li>Évaluation municipale 2026 : 214 600 $ (terrain 61 300 $, bâtiment 153 300 $)</li>
<li>Taxes municipales et scolaires : 2 947 $</li>
</ul>
<p>L'immeuble est vendu sans garantie légale de qualité, aux risques et périls de l'acheteur. Visites sur rendez-vous seulement les samedis 5 et 12 décembre.</p>
<p>Les soumissions, accompagnées d'un chèque visé de 5 000 $, doivent être reçues à l'étude au plus tard le 18 décembre 2026 à 16 h. Les liquidateurs de la succession ne s'engagent à accepter ni la plus haute ni aucune des soumissions.</p>
</div>
<div class="pied">Étude de Me Isabelle Fortin, notaire · 92, rue Saint-Germain Ouest, bureau 300, Rimouski (Québec) G5L 4B6 · 418 555-0116</div>
</body></html>`,
    expected: {
      price: { amount: 235000 },
      propertyKind: "house",
      street: "1118, rue de l'Évêché Est",
      city: "Rimouski",
      province: "QC",
      postalCode: "G5L 1Y3",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1008,
      lot: { value: 1115.5, unit: "m2" },
      yearBuilt: 1962,
    },
  },
  {
    name: "ho21-farms-com-dairy-farm-perth-east",
    site: "farms.com",
    set: "held-out-21",
    traps: "a Farms.com real estate listing for a dairy farm in Perth East: '98 acres' total beside '91 acres workable' and '7 acres bush'; quota and equipment sold separately with their own dollar figures; a farmhouse with 4 bedrooms and 2 baths; a bank barn's square footage (not the house's); the Ontario board MLS number; agent and brokerage; Farms.com news and commodity prices in the sidebar",
    pageUrl: "https://www.farms.com/real-estate/farms-for-sale/ontario/perth/98-acre-dairy-farm-perth-east-41872/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>98 Acre Dairy Farm For Sale – 4127 Line 72, Perth East, ON | Farms.com Real Estate</title>
<meta name="description" content="98 acre dairy farm in Perth County with tie-stall barn and 4 bedroom farmhouse. $3,650,000.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "98 Acre Dairy Farm – Perth East", offers: { "@type": "Offer", price: 3650000, priceCurrency: "CAD" } })}
</head><body>
<header class="fc-top"><a href="/" class="fc-logo">Farms.com</a><nav><a href="/news/">News</a><a href="/markets/">Markets</a><a href="/real-estate/">Real Estate</a><a href="/classifieds/">Classifieds</a></nav></header>
<div class="fc-wrap">
<main class="fc-listing">
<p class="fc-crumbs"><a href="/real-estate/farms-for-sale/">Farms For Sale</a> › <a href="/real-estate/farms-for-sale/ontario/">Ontario</a> › <a href="/real-estate/farms-for-sale/ontario/perth/">Perth County</a></p>
<h1>98 Acre Dairy Farm – Perth East</h1>
<p class="fc-price">$3,650,000</p>
<p class="fc-address">4127 Line 72, Perth East, ON N0K 1M0</p>
<table class="fc-facts">
<tr><th>Farm Type</th><td>Dairy</td></tr>
<tr><th>Total Acres</th><td>98</td></tr>
<tr><th>Workable Acres</th><td>91 (systematically tiled)</td></tr>
<tr><th>Bush</th><td>7 acres</td></tr>
<tr><th>Soil</th><td>Perth clay loam</td></tr>
<tr><th>Barn</th><td>60-cow tie-stall bank barn, approx. 7,800 sq ft, 2019 milking system</td></tr>
<tr><th>House</th><td>1.5-storey brick farmhouse, 4 bedrooms, 2 bathrooms, built 1905</td></tr>
<tr><th>MLS®</th><td>40781126</td></tr>
</table>
<div class="fc-desc"><p>Well-kept dairy operation ten minutes from Milverton on a paved road. Tie-stall barn with a 2019 pipeline, 16x60 and 20x70 silos, manure storage with 300 days' capacity and a drive shed. Renovated brick farmhouse with a new kitchen and a propane furnace. 62 kg of quota (approx. $1,488,000 at the current exchange price) and the line of equipment are available separately and are not included in the price.</p></div>
<div class="fc-agent"><p>Listed by <strong>Jacob Martin</strong>, Broker</p><p>Stratford Farm &amp; Country Realty Inc., Brokerage</p><p>519-555-0120</p></div>
</main>
<aside class="fc-side"><h3>Markets</h3><ul><li>Corn (Chatham) $5.62/bu</li><li>Soybeans (Hamilton) $13.48/bu</li></ul><h3>Latest News</h3><ul><li>Ontario farmland values rise 6.8% in first half</li><li>Dairy Farmers of Ontario sets new quota exchange rules</li></ul></aside>
</div>
<footer class="fc-foot"><p>Farms.com Ltd. · 1 Dundas Street West, London, ON N6A 1G4</p></footer>
</body></html>`,
    expected: {
      price: { amount: 3650000 },
      propertyKind: "farm",
      street: "4127 Line 72",
      city: "Perth East",
      province: "ON",
      postalCode: "N0K 1M0",
      bedrooms: 4,
      bathrooms: 2,
      lot: { value: 98, unit: "acres" },
      yearBuilt: 1905,
      mlsNumber: "40781126",
      listingAgentName: "Jacob Martin",
      brokerageName: "Stratford Farm & Country Realty Inc., Brokerage",
    },
  },
  {
    name: "ho21-properly-townhouse-calgary-mahogany",
    site: "properly.ca",
    set: "held-out-21",
    traps: "a Properly page for a condo-title townhouse in Calgary's Mahogany: __NEXT_DATA__ with the listing; 'Properly Estimate' and a 'Guaranteed sale price' offer for sellers with their own dollar figures; '3 bd', '2.5 ba' (2 full, 1 half); '1,486 sqft' above grade; monthly condo fee; CREB MLS® number; listing agent and outside brokerage named in the courtesy line; Properly's own brokerage in the footer",
    pageUrl: "https://properly.ca/calgary/listing/12-mahogany-gardens-se-a2271904",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>12 Mahogany Gardens SE, Calgary, AB T3M 2T7 | Properly</title>
<meta name="description" content="3 bed, 2.5 bath townhouse for sale in Mahogany, Calgary. $539,900. MLS® A2271904.">
<meta property="og:type" content="website">
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { mlsNumber: "A2271904", board: "CREB", listPrice: 539900, status: "Active", propertyType: "Row/Townhouse", ownership: "Condominium", address: { line1: "12 Mahogany Gardens SE", city: "Calgary", province: "AB", postalCode: "T3M 2T7", community: "Mahogany" }, location: { lat: 50.89633, lon: -113.94121 }, beds: 3, bathsFull: 2, bathsHalf: 1, sqftAboveGrade: 1486, yearBuilt: 2017, condoFee: 318, listingAgent: "Nadia Boateng", listingOffice: "CIR Realty" }, estimate: { value: 531000, low: 512000, high: 549000 }, guaranteedOffer: { amount: 505000 } } } })}</script>
</head><body>
<header class="nav"><a href="/" class="logo">Properly</a><nav><a href="/buy">Buy</a><a href="/sell">Sell</a><a href="/buy-before-you-sell">Buy before you sell</a><a href="/estimate">Home estimate</a></nav></header>
<main class="listing-page">
<div class="crumbs"><a href="/calgary">Calgary</a> / <a href="/calgary/mahogany">Mahogany</a> / 12 Mahogany Gardens SE</div>
<section class="hero"><p class="price">$539,900</p><h1>12 Mahogany Gardens SE</h1><p>Calgary, AB T3M 2T7 · Mahogany</p>
<ul class="facts"><li>3 bd</li><li>2.5 ba</li><li>1,486 sqft</li><li>Townhouse</li></ul></section>
<section class="about"><h2>About this home</h2><p>End-unit townhouse a short walk from Mahogany's beach club and the lake. Open main floor with quartz island, three bedrooms upstairs including a primary with ensuite and walk-in closet, upper laundry. Double attached garage, unfinished basement ready for your ideas.</p></section>
<section class="details"><h2>Details</h2><table>
<tr><td>Property type</td><td>Row/Townhouse</td></tr>
<tr><td>Ownership</td><td>Condominium</td></tr>
<tr><td>Full baths</td><td>2</td></tr><tr><td>Half baths</td><td>1</td></tr>
<tr><td>Above grade area</td><td>1,486 sqft</td></tr>
<tr><td>Year built</td><td>2017</td></tr>
<tr><td>Condo fee</td><td>$318 / month</td></tr>
<tr><td>MLS® number</td><td>A2271904</td></tr>
</table></section>
<section class="estimate"><h2>Properly Estimate</h2><p>$531,000</p><p>Likely range $512,000 – $549,000</p></section>
<section class="guarantee"><h3>Selling a home in Mahogany?</h3><p>Get a guaranteed sale price, e.g. $505,000 for a home like this one, and buy before you sell.</p></section>
<p class="courtesy">Listed by Nadia Boateng, CIR Realty. Data supplied by CREB®.</p>
</main>
<footer><p>Properly Realty Inc., Brokerage · 1615 10 Avenue SW, Calgary, AB T3C 0J7</p></footer>
</body></html>`,
    expected: {
      price: { amount: 539900 },
      propertyKind: "townhouse",
      street: "12 Mahogany Gardens SE",
      city: "Calgary",
      province: "AB",
      postalCode: "T3M 2T7",
      neighbourhood: "Mahogany",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1486,
      yearBuilt: 2017,
      mlsNumber: "A2271904",
      listingAgentName: "Nadia Boateng",
      brokerageName: "CIR Realty",
      geo: { lat: 50.89633, lng: -113.94121 },
    },
  },
  {
    name: "ho21-winnipegrealtors-bungalow-st-vital",
    site: "winnipegrealtors.ca",
    set: "held-out-21",
    traps: "a Winnipeg REALTORS® public listing page for a bungalow in St. Vital: board MLS number '202429318' (no letter prefix); area code '2D' and neighbourhood 'Norberry'; '3' bedrooms above and '1' in the basement; baths '2' (1 full, 1 half as '1/1'); 'Living Area 1,062 sq.ft.' and 'Lot Frontage 50 ft' with 'Lot Size 5,500 sq.ft.'; a 'Market Snapshot' with the area's average sale price; the association's own address",
    pageUrl: "https://www.winnipegrealtors.ca/listing/202429318/47-alcrest-drive-winnipeg",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>47 Alcrest Drive, Winnipeg – MLS® 202429318 | WINNIPEG REALTORS®</title>
<meta name="description" content="Bungalow for sale in Norberry, St. Vital: 3+1 bedrooms, 2 bathrooms, $389,900.">
<script type="application/json" id="listing-data">${JSON.stringify({ mls: "202429318", status: "Active", price: 389900, address: { street: "47 Alcrest Drive", city: "Winnipeg", province: "MB", postal: "R2N 1K4" }, area: "2D", neighbourhood: "Norberry", coordinates: [49.82117, -97.10346], bedsAbove: 3, bedsBelow: 1, bathsFull: 1, bathsHalf: 1, livingArea: 1062, lot: { frontage: 50, area: 5500, unit: "sqft" }, yearBuilt: 1961, style: "Bungalow", type: "Single Family Detached" })}</script>
</head><body>
<header><a href="/" class="wr-logo">WINNIPEG REALTORS®</a><nav><a href="/search">Search Listings</a><a href="/market-stats">Market Statistics</a><a href="/find-a-realtor">Find a REALTOR®</a></nav></header>
<main class="wr-listing">
<h1>47 Alcrest Drive</h1>
<p class="wr-sub">Winnipeg, MB R2N 1K4 · Area 2D · Norberry</p>
<p class="wr-price">$389,900</p>
<div class="wr-grid">
<div><span>MLS®</span><b>202429318</b></div>
<div><span>Type</span><b>Single Family Detached</b></div>
<div><span>Style</span><b>Bungalow</b></div>
<div><span>Bedrooms</span><b>3 + 1</b></div>
<div><span>Bathrooms (F/H)</span><b>1/1</b></div>
<div><span>Living Area</span><b>1,062 sq.ft.</b></div>
<div><span>Lot Frontage</span><b>50 ft</b></div>
<div><span>Lot Size</span><b>5,500 sq.ft.</b></div>
<div><span>Year Built</span><b>1961</b></div>
<div><span>Taxes</span><b>$3,812 (2026)</b></div>
</div>
<div class="wr-remarks"><h2>Remarks</h2><p>Solid Norberry bungalow on a quiet crescent near Dakota Collegiate and the Red River trails. Three bedrooms on the main, fourth bedroom and two-piece bath in the developed basement. Newer shingles and windows, double detached garage off the back lane. Offers as received.</p></div>
<div class="wr-agent"><p>Listing REALTOR®: <strong>Priya Chaudhary</strong></p><p>Listing Brokerage: Century 21 Bachman &amp; Associates</p></div>
<section class="wr-market"><h3>Market Snapshot – Area 2D</h3><p>Average sale price (last 12 months): $372,450 · Average days on market: 21</p></section>
</main>
<footer><p>WINNIPEG REALTORS® Association · 1240 Portage Avenue, Winnipeg, MB R3G 0T6</p><p>The trademarks MLS® and REALTOR® are controlled by The Canadian Real Estate Association (CREA).</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389900 },
      propertyKind: "house",
      street: "47 Alcrest Drive",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R2N 1K4",
      neighbourhood: "Norberry",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1062,
      lot: { value: 5500, unit: "ft2" },
      yearBuilt: 1961,
      mlsNumber: "202429318",
      listingAgentName: "Priya Chaudhary",
      brokerageName: "Century 21 Bachman & Associates",
      geo: { lat: 49.82117, lng: -97.10346 },
    },
  },
  {
    name: "ho21-plain-text-fsbo-regina",
    site: "usedregina.com",
    set: "held-out-21",
    traps: "a by-owner classified with almost no markup (a pre block): price on its own line as '$259,900 OBO'; '3 bdrm up + 1 down' and '2 bath'; '1,040 sq ft'; '37 x 125 lot'; Cathedral area; a phone number and a garage-sale line with another dollar figure; the site's ad posting fee",
    pageUrl: "https://www.usedregina.com/classified-ad/House-for-sale-by-owner-Cathedral-area_50418822",
    html: `<html><head><title>House for sale by owner - Cathedral area - usedregina.com</title></head>
<body>
<pre>
HOUSE FOR SALE BY OWNER - CATHEDRAL AREA

$259,900 OBO

2347 Garnet Street, Regina SK  S4T 3A1

Character bungalow, built 1948, lovingly updated.
3 bdrm up + 1 down, 2 bath (4 pc up, 3 pc down)
1,040 sq ft main floor, full basement partly finished
37 x 125 lot, single detached garage off the lane
New furnace 2023, shingles 2020, 100 amp panel
Walk to the Cathedral Village shops and Wascana Park

No agents please. Viewings evenings and weekends.
Call or text Dale 306-555-0187

Also selling patio set and snowblower, $350 for both.
</pre>
<p>Posted Nov 22, 2026 | Ad ID 50418822 | Post your own ad: free, featured $9.99</p>
</body></html>`,
    expected: {
      price: { amount: 259900 },
      propertyKind: "house",
      street: "2347 Garnet Street",
      city: "Regina",
      province: "SK",
      postalCode: "S4T 3A1",
      neighbourhood: "Cathedral",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1040,
      lot: { value: 4625, unit: "ft2" },
      yearBuilt: 1948,
    },
  },
];
