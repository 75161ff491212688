/**
 * Sixty-second held-out corpus, Atlantic Canada and Quebec: an independent Nova Scotia brokerage's Kentville house
 * in label/value tables, a regional newspaper's classified for a Summerside mini home in prose only, a Quebec City
 * team's French Limoilou triplex, and a landlord's Gatineau two-bedroom suite in a Next.js state blob.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { consent, footerLegal, gtm, jsonData, menu, paymentCalc, photos, socialLinks } from "./chrome.ts";

export const HELD_OUT_62_ATLANTIC_QUEBEC: ListingPage[] = [
  {
    name: "ho62-keyrealtygroup-house-kentville",
    site: "keyrealtygroup.ca",
    set: "held-out-62",
    traps: "independent brokerage page with only an Organization JSON-LD (Halifax office address); facts in label/value tables; above-grade vs total finished area; lot in sq ft and acres; assessed value and taxes; 2+1 bedrooms; similar listings with prices; calculator default",
    pageUrl: "https://www.keyrealtygroup.ca/listings/27-orchard-hill-crescent-kentville-202418765",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8">
<title>27 Orchard Hill Crescent, Kentville NS | $549,900 | Key Realty Group</title>
<meta name="description" content="Family home on a quiet crescent in Kentville, Annapolis Valley. 2+1 bedrooms, 2.5 baths, double garage. Listed by Meredith Cole, Key Realty Group Inc.">
<meta property="og:type" content="website">
<meta property="og:title" content="27 Orchard Hill Crescent, Kentville">
<meta property="og:image" content="https://media.keyrealtygroup.ca/202418765/1.webp">
${gtm("GTM-KRG4N8")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Key Realty Group Inc.", telephone: "+1-902-555-0148", address: { "@type": "PostalAddress", streetAddress: "1801 Hollis Street, Suite 300", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3J 3N4", addressCountry: "CA" }, url: "https://www.keyrealtygroup.ca" })}
</head><body class="listing-single">
${consent("Key Realty Group")}
<header class="top"><a href="/" class="brand">Key Realty Group</a>${menu(["Buy", "Sell", "Our Agents", "Valley Homes", "HRM Homes", "Blog", "Contact"])}<a class="phone" href="tel:9025550148">902-555-0148</a></header>
<main>
<div class="breadcrumbs"><a href="/listings">Listings</a> › <a href="/listings?area=annapolis-valley">Annapolis Valley</a> › 27 Orchard Hill Crescent</div>
${photos("https://media.keyrealtygroup.ca/202418765", 8, "27 Orchard Hill Crescent")}
<div class="listing-head">
<h1>27 Orchard Hill Crescent</h1>
<p class="sub">Kentville, Nova Scotia B4N 3K9</p>
<p class="status">Active · New this week</p>
<p class="asking">$549,900</p>
</div>
<section class="overview"><h2>Overview</h2>
<table class="kv"><tbody>
<tr><th>MLS® Number</th><td>202418765</td></tr>
<tr><th>Property Type</th><td>Single Family · Detached</td></tr>
<tr><th>Style</th><td>2 Storey</td></tr>
<tr><th>Bedrooms</th><td>2+1</td></tr>
<tr><th>Bathrooms</th><td>2 full, 1 half</td></tr>
<tr><th>Above Grade Living Area</th><td>1,860 sq ft</td></tr>
<tr><th>Total Finished Area</th><td>2,640 sq ft</td></tr>
<tr><th>Lot Size</th><td>18,295 sq ft (0.42 acres)</td></tr>
<tr><th>Year Built</th><td>2004</td></tr>
<tr><th>Garage</th><td>Double attached, 24 x 24</td></tr>
</tbody></table></section>
<section class="remarks"><h2>About this home</h2><p>Set at the top of a quiet crescent a short walk from the Kentville trail and Miners Marsh, this 2004 two-storey has been lovingly kept by its original owners. The main floor is open from the maple kitchen to a bright family room with propane fireplace, with a half bath and laundry off the garage entry. Upstairs are two generous bedrooms including a primary with walk-in closet and ensuite, plus the main bath. The finished lower level adds a third bedroom, a rec room and walk-out to the fenced back yard with apple trees. Heat pump (2021), new shingles (2019), paved drive.</p></section>
<section class="details"><h2>Building &amp; Utilities</h2>
<table class="kv"><tbody>
<tr><th>Foundation</th><td>Poured concrete</td></tr>
<tr><th>Heating</th><td>Ductless heat pump, electric baseboard</td></tr>
<tr><th>Water / Sewer</th><td>Municipal / Municipal</td></tr>
<tr><th>Assessed Value (2024)</th><td>$386,400</td></tr>
<tr><th>Annual Taxes</th><td>$4,912</td></tr>
<tr><th>PID</th><td>55281734</td></tr>
</tbody></table></section>
<section class="agent-card"><h2>Listed by</h2><div class="agent"><img src="/team/meredith-cole.jpg" alt="Meredith Cole"><p class="name">Meredith Cole</p><p class="title">REALTOR®, Valley Team Lead</p><p>Key Realty Group Inc.</p><a href="tel:9025550193">902-555-0193</a></div></section>
${paymentCalc("$450,000", "4.89%", "$2,587")}
<section class="similar"><h2>Similar Valley listings</h2>
<article><a href="/listings/14-prospect-avenue-kentville-202417702">14 Prospect Avenue, Kentville</a><p>$489,000 · 3 bd · 2 ba</p></article>
<article><a href="/listings/312-main-street-wolfville-202419010">312 Main Street, Wolfville</a><p>$629,000 · 4 bd · 3 ba</p></article>
<article><a href="/listings/8-cornwallis-lane-coldbrook-202416644">8 Cornwallis Lane, Coldbrook</a><p>$515,000 · 3 bd · 2.5 ba</p></article>
</section>
</main>
${footerLegal(["Key Realty Group Inc. · 1801 Hollis Street, Suite 300, Halifax, NS B3J 3N4 · Valley office: 400 Main Street, Kentville", "The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA). Listing data courtesy of the Nova Scotia Association of REALTORS®. Information deemed reliable but not guaranteed.", "© 2025 Key Realty Group Inc. All rights reserved."])}
${socialLinks("keyrealtygroup")}
</body></html>`,
    expected: {
      price: { amount: 549900, currency: "CAD" },
      propertyKind: "house",
      street: "27 Orchard Hill Crescent",
      city: "Kentville",
      province: "NS",
      postalCode: "B4N 3K9",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1860,
      lot: { value: 18295, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "202418765",
      listingAgentName: "Meredith Cole",
      brokerageName: "Key Realty Group Inc.",
    },
  },
  {
    name: "ho62-saltwire-mobile-summerside",
    site: "saltwire.com",
    set: "held-out-62",
    traps: "newspaper classified in prose only: mini home with its width and a reduced-from price; taxes; ad id and posting date; sidebar classifieds with rents and prices; newspaper head office in Halifax in the footer; no structured data for the ad",
    pageUrl: "https://www.saltwire.com/classifieds/real-estate/homes-for-sale/ad-77310452",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Mini home on own lot – Summerside | SaltWire Classifieds</title>
<meta name="description" content="Classified ad: 2011 mini home on a half-acre lot in Summerside, PEI. Now $134,900.">
<meta property="og:site_name" content="SaltWire">
<meta property="og:title" content="Mini home on own lot – Summerside">
${ld({ "@context": "https://schema.org", "@type": "NewsMediaOrganization", name: "SaltWire Network", address: { "@type": "PostalAddress", streetAddress: "2717 Joseph Howe Drive", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3L 4T9" } })}
${gtm("GTM-SW22PE")}
</head><body class="classifieds ad-detail">
${consent("SaltWire")}
<header class="masthead"><a href="/">SaltWire</a>${menu(["News", "Sports", "Opinion", "Business", "Obituaries", "Classifieds", "E-Edition", "Subscribe"])}</header>
<div class="ad-slot leaderboard" data-ad-unit="/2233/saltwire/classifieds">Advertisement</div>
<main class="classified">
<p class="crumbs">Classifieds › Real Estate › Homes for Sale › Prince Edward Island</p>
<h1>Mini home on own lot – Summerside</h1>
<p class="meta">Ad #77310452 · Posted March 3, 2025 · Summerside, PE</p>
<div class="ad-body">
<p><strong>PRICE REDUCED – now $134,900</strong> (was $149,900).</p>
<p>Well-kept 2011 mini home for sale by owner at 118 Granville Street, Summerside. Sits on its own half-acre lot (0.5 acres), so no park fees. 2 bedrooms, 1 full bathroom, about 1,040 sq ft of living space in a 16 ft wide unit with a built-on porch. Open kitchen and living room, new vinyl plank flooring, heat pump and oil backup, 12 x 16 baby barn. Municipal water and sewer. Property taxes about $1,180 a year.</p>
<p>Close to the Credit Union Place, schools and the waterfront boardwalk. Appliances stay. Serious inquiries only, viewings by appointment. Call or text 902-555-0177 after 5 pm.</p>
</div>
${photos("https://classifieds.saltwire.com/img/77310452", 5, "Mini home")}
</main>
<aside class="more-ads"><h2>More in Real Estate</h2>
<ul>
<li><a href="/classifieds/ad-77309981">2 bdrm apartment, Charlottetown – $1,150/month heat incl.</a></li>
<li><a href="/classifieds/ad-77308830">Building lot, Kensington, 1.2 acres – $39,900</a></li>
<li><a href="/classifieds/ad-77307415">Cottage, North Rustico – $289,000</a></li>
</ul></aside>
${footerLegal(["SaltWire Network Inc., 2717 Joseph Howe Drive, Halifax, NS B3L 4T9", "SaltWire is not responsible for the content of classified advertisements. Buyers should verify all information.", "© 2025 SaltWire Network Inc."])}
</body></html>`,
    expected: {
      price: { amount: 134900, currency: "CAD" },
      propertyKind: "mobile",
      street: "118 Granville Street",
      city: "Summerside",
      province: "PE",
      bedrooms: 2,
      bathrooms: 1,
      bathroomsFull: 1,
      squareFootage: 1040,
      lot: { value: 0.5, unit: "acres" },
      yearBuilt: 2011,
    },
  },
  {
    name: "ho62-equipelaberge-plex-limoilou",
    site: "equipelaberge.com",
    set: "held-out-62",
    traps: "French team site: triplex with a civic-number range; JSON-LD without a price but with geo; gross revenues, municipal assessment and taxes; per-unit room counts and no single bedroom figure; lot in m²; Centris number beside the team's internal code; the agency's office address",
    pageUrl: "https://www.equipelaberge.com/proprietes/triplex-limoilou-8e-avenue-14582936",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Triplex à vendre – 1245-1249, 8e Avenue, Québec (Limoilou) | Équipe Laberge</title>
<meta name="description" content="Triplex à vendre à Limoilou, Québec : 3 logements loués, revenus bruts 38 460 $. Centris 14582936. Prix demandé 629 000 $.">
<meta property="og:locale" content="fr_CA">
<meta property="og:title" content="Triplex – 8e Avenue, Limoilou – 629 000 $">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "Triplex – 1245-1249, 8e Avenue", address: { "@type": "PostalAddress", streetAddress: "1245-1249, 8e Avenue", addressLocality: "Québec", addressRegion: "QC", postalCode: "G1L 3P4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.82915, longitude: -71.22687 } })}
${gtm("GTM-EQLB01")}
</head><body class="fiche-propriete">
${consent("Équipe Laberge", "fr")}
<header><a class="logo" href="/">Équipe Laberge <span>courtiers immobiliers</span></a>${menu(["Propriétés", "Plex et revenus", "Vendre", "L'équipe", "Évaluation gratuite", "Nous joindre"])}</header>
<main>
<div class="entete">
<p class="type">Triplex à vendre</p>
<h1>1245-1249, 8e Avenue</h1>
<p class="lieu">Limoilou, Québec (QC) G1L 3P4</p>
<p class="prix">629 000 $</p>
<p class="codes">No Centris : 14582936 · Réf. interne : EL-2025-031</p>
</div>
${photos("https://cdn.equipelaberge.com/14582936", 10, "Triplex 8e Avenue")}
<section class="description"><h2>Description</h2><p>Beau triplex de 1931 en brique, dans le cœur de Limoilou, à deux pas de la 3e Avenue et de ses cafés. Trois logements bien entretenus : un 5½ au rez-de-chaussée avec accès au sous-sol et à la cour, et deux 4½ aux étages. Toiture refaite en 2018, fenêtres remplacées en 2016, entrées électriques de 200 A. Idéal pour propriétaire occupant.</p></section>
<section class="caracteristiques"><h2>Caractéristiques</h2>
<dl>
<dt>Type de propriété</dt><dd>Triplex</dd>
<dt>Année de construction</dt><dd>1931</dd>
<dt>Superficie du terrain</dt><dd>312,5 m²</dd>
<dt>Nombre d'unités</dt><dd>3 résidentielles</dd>
<dt>Stationnement</dt><dd>Rue (vignette)</dd>
</dl></section>
<section class="unites"><h2>Unités</h2>
<table><thead><tr><th>Unité</th><th>Pièces</th><th>Chambres</th><th>Loyer</th><th>Échéance du bail</th></tr></thead><tbody>
<tr><td>1245</td><td>5½</td><td>3</td><td>1 290 $</td><td>30 juin 2025</td></tr>
<tr><td>1247</td><td>4½</td><td>2</td><td>945 $</td><td>30 juin 2025</td></tr>
<tr><td>1249</td><td>4½</td><td>2</td><td>970 $</td><td>30 juin 2025</td></tr>
</tbody></table></section>
<section class="finances"><h2>Revenus et dépenses</h2>
<dl>
<dt>Revenus bruts potentiels</dt><dd>38 460 $ / an</dd>
<dt>Évaluation municipale (2025)</dt><dd>498 300 $ (terrain 96 700 $, bâtiment 401 600 $)</dd>
<dt>Taxes municipales</dt><dd>5 214 $</dd>
<dt>Taxes scolaires</dt><dd>402 $</dd>
</dl></section>
<section class="courtier"><h2>Votre courtier</h2><p class="nom">Jean-François Laberge</p><p>Courtier immobilier résidentiel</p><p>RE/MAX 1er Choix inc., agence immobilière</p><p>1000, route de l'Église, bureau 210, Québec (QC) G1V 3V9</p><a href="tel:4185550126">418 555-0126</a></section>
${paymentCalc("500 000 $", "4,79 %", "2 842 $", "fr")}
<section class="autres"><h2>Autres plex de l'équipe</h2>
<p><a href="/proprietes/duplex-saint-sauveur-19203847">Duplex, Saint-Sauveur – 489 000 $</a></p>
<p><a href="/proprietes/quadruplex-vanier-21456093">Quadruplex, Vanier – 745 000 $</a></p>
</section>
</main>
${footerLegal(["Équipe Laberge – RE/MAX 1er Choix inc., agence immobilière. Les renseignements sont fournis à titre indicatif et ne constituent pas une offre ou une promesse pouvant lier le vendeur.", "Centris® est une marque de commerce de Centris inc."])}
</body></html>`,
    expected: {
      price: { amount: 629000, currency: "CAD" },
      propertyKind: "plex",
      street: "1245-1249, 8e Avenue",
      city: "Québec",
      neighbourhood: "Limoilou",
      province: "QC",
      postalCode: "G1L 3P4",
      lot: { value: 312.5, unit: "m2" },
      yearBuilt: 1931,
      mlsNumber: "14582936",
      listingAgentName: "Jean-François Laberge",
      brokerageName: "RE/MAX 1er Choix inc., agence immobilière",
      geo: { lat: 46.82915, lng: -71.22687 },
    },
  },
  {
    name: "ho62-hazelview-rental-gatineau",
    site: "hazelviewproperties.com",
    set: "held-out-62",
    traps: "landlord suite page in __NEXT_DATA__: the selected two-bedroom plan beside one- and three-bedroom plans with other rents; parking and storage fees; deposit; bilingual labels; head office address in Toronto; coordinates only in the state blob",
    pageUrl: "https://www.hazelviewproperties.com/en/apartments/gatineau/les-jardins-laurier/2-bedroom",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom Apartment for Rent – Les Jardins Laurier, Gatineau | Hazelview</title>
<meta name="description" content="Rent a 2 bedroom apartment at Les Jardins Laurier, 185 Rue Laurier, Gatineau. $1,795/month. Steps from the Portage Bridge to Ottawa.">
<meta property="og:title" content="Les Jardins Laurier – 2 Bedroom | Hazelview Properties">
<meta property="og:image" content="https://images.hazelview.com/jardins-laurier/hero.jpg">
${gtm("GTM-HZLV9Q")}
</head><body>
<div id="__next">
${consent("Hazelview Properties")}
<header><a href="/en" class="logo">Hazelview</a>${menu(["Find a Home", "Cities", "Residents", "About", "Careers", "FR"])}</header>
<main>
<section class="hero"><p class="building">Les Jardins Laurier</p><h1>2 Bedroom Suite</h1>
<p class="address">185 Rue Laurier, Gatineau, QC J8X 3W1</p><p class="area">Hull sector · Secteur de Hull</p></section>
<section class="plan-summary"><ul>
<li><span>Rent / Loyer</span><strong>$1,795/month</strong></li>
<li><span>Bedrooms / Chambres</span><strong>2</strong></li>
<li><span>Bathrooms / Salles de bain</span><strong>1</strong></li>
<li><span>Size / Superficie</span><strong>860 sq ft</strong></li>
<li><span>Available / Disponible</span><strong>May 1</strong></li>
</ul><a class="cta" href="/en/apply?plan=2br-jl">Apply now</a></section>
<section class="about"><h2>About this suite</h2><p>Bright two-bedroom apartment on an upper floor with a balcony facing the Ottawa River. Updated kitchen with dishwasher, in-suite storage, heat and hot water included. Hydro extra. Pet-friendly building with on-site management, laundry on every floor and a fitness room.</p></section>
<section class="fees"><h2>Additional fees</h2><ul><li>Indoor parking: $95/month</li><li>Storage locker: $40/month</li><li>Security deposit: none (Quebec); first month's rent at signing</li></ul></section>
<section class="other-plans"><h2>Other suites at Les Jardins Laurier</h2>
<div class="plan"><h3>1 Bedroom</h3><p>From $1,495/month · 610 sq ft</p></div>
<div class="plan"><h3>3 Bedroom</h3><p>From $2,150/month · 1,140 sq ft</p></div>
</section>
<section class="nearby"><h2>Nearby</h2><ul><li>Musée canadien de l'histoire – 6 min walk</li><li>Université du Québec en Outaouais – 12 min walk</li><li>Parliament Hill – 8 min by bus</li></ul></section>
</main>
${footerLegal(["Hazelview Properties · 1133 Yonge Street, Toronto, ON M4T 2Y7", "Rents, availability and incentives are subject to change without notice. Photos may show a representative suite.", "© 2025 Hazelview Investments Inc."])}
</div>
${jsonData("__NEXT_DATA__", { props: { pageProps: { property: { id: "jl-185", name: "Les Jardins Laurier", address: { street: "185 Rue Laurier", city: "Gatineau", province: "QC", postal: "J8X 3W1", sector: "Hull" }, location: { lat: 45.42781, lng: -75.71436 }, amenities: ["Fitness room", "Laundry on each floor", "Elevator", "On-site management"], parking: { indoor: 95, outdoor: 65 } }, selectedPlan: { code: "2br-jl", beds: 2, baths: 1, sqft: 860, rent: 1795, available: "2025-05-01" }, plans: [{ code: "1br-jl", beds: 1, baths: 1, sqft: 610, rent: 1495 }, { code: "2br-jl", beds: 2, baths: 1, sqft: 860, rent: 1795 }, { code: "3br-jl", beds: 3, baths: 2, sqft: 1140, rent: 2150 }] } }, page: "/[lang]/apartments/[city]/[property]/[plan]", query: { lang: "en", city: "gatineau", property: "les-jardins-laurier", plan: "2-bedroom" }, buildId: "hzv-7f3a21" })}
</body></html>`,
    expected: {
      price: { amount: 1795, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "185 Rue Laurier",
      city: "Gatineau",
      neighbourhood: "Hull",
      province: "QC",
      postalCode: "J8X 3W1",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 860,
      geo: { lat: 45.42781, lng: -75.71436 },
    },
  },
];
