/**
 * Fifty-ninth held-out corpus, Saskatchewan, Manitoba and Yukon: a commercial brokerage's Saskatoon industrial building
 * with lease rates all around it, a farm paper's classified for a grain farm sold by the acre, a Winnipeg landlord's
 * suite for rent among its building's other suites, and a Whitehorse daily's classified for a mobile home with pad rent.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";
import { analytics, cookieBar, gallery, jsonScript, legal, nav, newsletter, social } from "./chrome.ts";

export const HELD_OUT_59_PRAIRIES_NORTH: ListingPage[] = [
  {
    name: "ho59-icrcommercial-industrial-saskatoon",
    site: "icrcommercial.com",
    set: "held-out-59",
    traps: "commercial sale: building area in SF and site in acres; property taxes and additional rent of other listings; lease rates PSF on related listings; market-report averages; two listing partners; brokerage office downtown in the footer; MLS® in the SK format",
    pageUrl: "https://www.icrcommercial.com/listings/3026-faithfull-avenue/?listing_id=5817",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3026 Faithfull Avenue — Industrial Building For Sale | ICR Commercial Real Estate</title>
<meta name="description" content="12,480 SF freestanding industrial building on 1.18 acres in the North Industrial area of Saskatoon. For sale at $2,150,000.">
<meta property="og:title" content="For Sale: 3026 Faithfull Avenue, Saskatoon">
<meta property="og:type" content="article">
<meta property="og:image" content="https://www.icrcommercial.com/wp-content/uploads/2025/10/3026-faithfull-aerial.jpg">
${analytics("G-ICRCRE01")}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "ICR Commercial Real Estate", url: "https://www.icrcommercial.com", address: { "@type": "PostalAddress", streetAddress: "200 - 261 1st Avenue North", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7K 1X2" }, telephone: "306-555-0150" })}
</head><body class="listing-template-default single-listing">
${cookieBar("ICR Commercial Real Estate")}
<header class="site-header"><a href="/" class="logo">ICR Commercial Real Estate</a>${nav(["Listings", "Property Management", "Market Reports", "Our Team", "Insights", "Contact"])}</header>
<main>
<section class="listing-banner"><span class="status sale">For Sale</span><h1>3026 Faithfull Avenue</h1><p>North Industrial · Saskatoon, SK S7K 8B3</p></section>
${gallery("https://www.icrcommercial.com/wp-content/uploads/2025/10/3026-faithfull", 6, "3026 Faithfull Avenue")}
<section class="listing-details"><h2>Property details</h2>
<table>
<tr><th>Sale Price</th><td>$2,150,000</td></tr>
<tr><th>Building Size</th><td>12,480 SF (2,080 SF office, 10,400 SF warehouse)</td></tr>
<tr><th>Site Size</th><td>1.18 acres</td></tr>
<tr><th>Year Built</th><td>1998</td></tr>
<tr><th>Zoning</th><td>IL1 — General Light Industrial</td></tr>
<tr><th>Loading</th><td>Three 14' × 14' grade doors, one dock</td></tr>
<tr><th>Clear Height</th><td>22'</td></tr>
<tr><th>Property Taxes</th><td>$31,420 (2024)</td></tr>
<tr><th>MLS®</th><td>SK987321</td></tr>
</table></section>
<section class="listing-description"><h2>Highlights</h2><ul><li>Freestanding building with fenced, graveled yard</li><li>Two-storey office with reception, six private offices and a lunchroom</li><li>Make-up air and radiant heat in the warehouse; 400 amp 3-phase power</li><li>Quick access to Circle Drive and Idylwyld Drive</li><li>Vacant possession available on 60 days' notice</li></ul></section>
<section class="listing-agents"><h2>Contact</h2>
<div class="agent"><p class="name">Garrett Olesky</p><p>Partner</p><p>306-555-0161</p></div>
<div class="agent"><p class="name">Priya Mandal</p><p>Associate</p><p>306-555-0167</p></div>
<p class="firm">ICR Commercial Real Estate</p></section>
<section class="related"><h2>Related listings</h2>
<article><h3>2410 Millar Avenue — For Lease</h3><p>6,200 SF industrial bay · $13.50 PSF net · additional rent $4.25 PSF</p></article>
<article><h3>810 45th Street West — For Sale</h3><p>8,960 SF on 0.92 acres · $1,595,000</p></article>
<article><h3>3120 Faithfull Avenue — For Lease</h3><p>3,000 – 9,000 SF · $12.00 PSF net</p></article>
</section>
<section class="market"><h2>From our Q3 industrial market survey</h2><p>Average Saskatoon industrial net rental rate: $12.41 PSF. Vacancy: 4.9%.</p></section>
${newsletter()}
</main>
<footer class="site-footer"><p>ICR Commercial Real Estate · 200 - 261 1st Avenue North, Saskatoon, SK S7K 1X2 · 306-555-0150</p><p>Regina office: 2505 11th Avenue, Suite 300, Regina, SK S4P 0K6</p>${social("icrcommercial")}${legal(["The information contained herein was obtained from sources which we deem reliable and, while thought to be correct, is not guaranteed by ICR Commercial Real Estate.", "© 2025 ICR Commercial Real Estate."])}</footer>
${jsonScript("listing-map-data", { id: 5817, title: "3026 Faithfull Avenue", lat: 52.17489, lng: -106.66235, type: "industrial", transaction: "sale" })}
</body></html>`,
    expected: {
      price: { amount: 2150000, currency: "CAD" },
      propertyKind: "commercial",
      street: "3026 Faithfull Avenue",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7K 8B3",
      neighbourhood: "North Industrial",
      squareFootage: 12480,
      lot: { value: 1.18, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "SK987321",
      listingAgentName: "Garrett Olesky",
      brokerageName: "ICR Commercial Real Estate",
      geo: { lat: 52.17489, lng: -106.66235 },
    },
  },
  {
    name: "ho59-producer-farm-rosetown",
    site: "producer.com",
    set: "held-out-59",
    traps: "farm paper classified: price per acre and assessment beside the asking price; acres cultivated vs total; legal land descriptions instead of a street; yard-site bungalow size and year; the paper's own Saskatoon address in the footer; other classifieds with prices (land, equipment, a rent per acre)",
    pageUrl: "https://www.producer.com/classifieds/real-estate/farms-ranches/ad-1184532-grain-farm-rosetown-8-quarters/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Grain farm near Rosetown — 8 quarters — $4,200,000 | Western Producer Classifieds</title>
<meta name="description" content="1,280 acres, 1,120 cultivated, with yard site and 1,600 sq ft bungalow. RM of St. Andrews No. 287. Asking $4,200,000.">
<meta property="og:title" content="Grain farm near Rosetown — 8 quarters">
<meta property="og:site_name" content="The Western Producer">
<meta property="og:type" content="article">
${analytics("G-WPCLASS9")}
${ld({ "@context": "https://schema.org", "@type": "NewsMediaOrganization", name: "The Western Producer", url: "https://www.producer.com", address: { "@type": "PostalAddress", streetAddress: "PO Box 2500", addressLocality: "Saskatoon", addressRegion: "SK", postalCode: "S7K 2C4" } })}
</head><body class="classifieds ad-detail">
${cookieBar("The Western Producer")}
<header class="masthead"><a class="logo" href="/">The Western Producer</a>${nav(["News", "Markets", "Crops", "Livestock", "Machinery", "Classifieds", "Subscribe", "E-Edition"])}</header>
<div class="ad-leaderboard" data-ad-slot="wp-top">Advertisement</div>
<main class="classified">
<nav class="crumbs"><a href="/classifieds/">Classifieds</a> › <a href="/classifieds/real-estate/">Real Estate</a> › <a href="/classifieds/real-estate/farms-ranches/">Farms &amp; Ranches</a> › Saskatchewan</nav>
<article class="ad" data-ad-id="1184532">
<h1>Grain farm near Rosetown — 8 quarters</h1>
<p class="ad-price">$4,200,000</p>
<p class="ad-meta">Ad #1184532 · Posted Oct 29, 2025 · Location: Rosetown, SK</p>
${gallery("https://media.producer.com/classifieds/1184532", 4, "Rosetown grain farm")}
<div class="ad-body">
<p>Eight quarters of productive grain land in the RM of St. Andrews No. 287, 11 km north-west of Rosetown on grid road 655. <b>1,280 acres total, 1,120 cultivated</b>, balance in pasture and yard. Dark brown clay loam, SAMA soil final ratings 54–62. Total assessment $1,612,400. Works out to $3,281/acre.</p>
<p>Yard site on NE 22-31-15 W3 with a 1,600 sq ft bungalow built 1978 (3 bedrooms, 2 bathrooms, renovated kitchen 2019), 40 × 60 ft insulated shop, 48,000 bu of hopper-bottom bin storage, and a good well. Land legals: NE, NW, SE, SW 22-31-15 W3; NE, NW 21-31-15 W3; SE, SW 27-31-15 W3.</p>
<p>Will sell yard with 1 quarter separately. Rented for 2026 at $85/acre — tenant willing to continue.</p>
<p><b>Contact:</b> Dale Wiebe, Prairie Acres Realty Ltd., 306-555-0129.</p>
</div>
<ul class="ad-facts"><li>Category: Farms &amp; Ranches — Saskatchewan</li><li>Acres: 1,280</li><li>Price: $4,200,000</li><li>House: 1,600 sq ft, 3 bed, 2 bath, built 1978</li></ul>
</article>
<section class="more-ads"><h2>More in Farms &amp; Ranches</h2>
<div class="ad-teaser">3 quarters near Kindersley, 470 cult. acres — $1,390,000</div>
<div class="ad-teaser">Cow-calf ranch, 2,240 acres, Maple Creek — $5,850,000</div>
<div class="ad-teaser">Pasture for rent, 640 acres near Biggar — $28/acre</div>
<div class="ad-teaser">2019 John Deere S780 combine, 1,450 sep hrs — $412,000</div>
</section>
<div class="ad-box" data-ad-slot="wp-right">Advertisement</div>
${newsletter()}
</main>
<footer class="site-footer"><p>The Western Producer · PO Box 2500, Saskatoon, SK S7K 2C4 · Classifieds: 1-800-555-0198</p>${social("westernproducer")}${legal(["Classified advertisements are placed by third parties; The Western Producer does not verify their content.", "© 2025 The Western Producer. All rights reserved."])}</footer>
${jsonScript("ad-data", { adId: 1184532, category: "farms-ranches", province: "SK", locality: "Rosetown", price: 4200000, acres: 1280, cultivated: 1120, posted: "2025-10-29" })}
</body></html>`,
    expected: {
      price: { amount: 4200000, currency: "CAD" },
      propertyKind: "farm",
      city: "Rosetown",
      province: "SK",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1600,
      lot: { value: 1280, unit: "acres" },
      yearBuilt: 1978,
      listingAgentName: "Dale Wiebe",
      brokerageName: "Prairie Acres Realty Ltd.",
    },
  },
  {
    name: "ho59-sheltercanadian-rental-winnipeg",
    site: "sheltercanadian.ca",
    set: "held-out-59",
    traps: "landlord's suite page: rent per month with parking and storage fees per month; the building's other suite types as 'from' rents; suite number and building address written apart and together; deposit; the landlord's head office address; Osborne Village as the neighbourhood; building year",
    pageUrl: "https://www.sheltercanadian.ca/apartments/winnipeg/edgewater-tower/suite-1204",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Suite 1204 — 2 Bedroom at Edgewater Tower, Osborne Village | Shelter Canadian Properties</title>
<meta name="description" content="2 bedroom, 1 bathroom suite for rent at Edgewater Tower, 166 Roslyn Road, Winnipeg. $1,745/month. Available February 1.">
<meta property="og:title" content="Edgewater Tower — Suite 1204 — $1,745/month">
<meta property="og:site_name" content="Shelter Canadian Properties">
${analytics("G-SCPL-APT")}
${ld({ "@context": "https://schema.org", "@type": "ApartmentComplex", name: "Edgewater Tower", address: { "@type": "PostalAddress", streetAddress: "166 Roslyn Road", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3L 0G7" }, geo: { "@type": "GeoCoordinates", latitude: 49.87742, longitude: -97.14218 }, numberOfAccommodationUnits: 142, petsAllowed: "Cats only" })}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Shelter Canadian Properties Limited", address: { "@type": "PostalAddress", streetAddress: "2600 - 201 Portage Avenue", addressLocality: "Winnipeg", addressRegion: "MB", postalCode: "R3B 3K6" } })}
</head><body class="suite-page">
${cookieBar("Shelter Canadian Properties")}
<header><a href="/" class="logo">Shelter Canadian Properties</a>${nav(["Find an Apartment", "Commercial Space", "Residents", "Apply Online", "About Us", "Careers", "Contact"])}</header>
<main>
<nav class="crumbs"><a href="/apartments/winnipeg">Winnipeg</a> › <a href="/apartments/winnipeg/edgewater-tower">Edgewater Tower</a> › Suite 1204</nav>
<section class="suite-hero">
${gallery("https://www.sheltercanadian.ca/media/edgewater/1204", 6, "Suite 1204")}
<div class="suite-card">
<h1>Suite 1204 · 2 Bedroom</h1>
<p class="addr">1204-166 Roslyn Road, Winnipeg, MB R3L 0G7</p>
<p class="hood">Osborne Village</p>
<p class="rent">$1,745<span>/month</span></p>
<ul><li>2 bedrooms</li><li>1 bathroom</li><li>880 sq ft</li><li>River view, 12th floor</li><li>Available February 1</li></ul>
<p class="extras">Heat and water included · Hydro extra · Underground parking $75/month · Storage locker $25/month · Security deposit: half a month's rent</p>
<a class="btn" href="/apply?suite=EW-1204">Apply online</a></div></section>
<section class="about-building"><h2>About Edgewater Tower</h2><p>A 17-storey concrete tower built in 1969 on the bank of the Assiniboine River, steps from Osborne Street shops, the Legislative Grounds and downtown. Renovated suites feature new kitchens with quartz counters and stainless appliances, vinyl plank flooring and updated bathrooms. On-site resident manager, laundry on every floor, fitness room and heated underground parking.</p></section>
<section class="suite-types"><h2>Other suites in this building</h2>
<table><thead><tr><th>Type</th><th>Size</th><th>Rent</th><th>Available</th></tr></thead><tbody>
<tr><td>Bachelor</td><td>420 sq ft</td><td>from $1,095/mo</td><td>Now</td></tr>
<tr><td>1 Bedroom</td><td>640 sq ft</td><td>from $1,395/mo</td><td>March 1</td></tr>
<tr><td>2 Bedroom</td><td>880 sq ft</td><td>$1,695 – $1,795/mo</td><td>February 1</td></tr>
</tbody></table></section>
<section class="contact-office"><h2>Questions?</h2><p>Edgewater Tower rental office · Monday to Friday 9–5 · 204-555-0144</p></section>
${newsletter()}
</main>
<footer><p>Shelter Canadian Properties Limited · 2600 - 201 Portage Avenue, Winnipeg, MB R3B 3K6 · 204-555-0100</p>${social("sheltercanadian")}${legal(["Rents, availability and incentives are subject to change without notice. Photos may be of a similar suite.", "© 2025 Shelter Canadian Properties Limited."])}</footer>
${jsonScript("suite-data", { suiteId: "EW-1204", building: "Edgewater Tower", unit: "1204", street: "166 Roslyn Road", rent: 1745, beds: 2, baths: 1, sqft: 880, floor: 12, available: "2026-02-01", parking: 75 })}
</body></html>`,
    expected: {
      price: { amount: 1745, currency: "CAD", period: "month" },
      propertyKind: "condo",
      street: "1204-166 Roslyn Road",
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3L 0G7",
      neighbourhood: "Osborne Village",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 880,
      yearBuilt: 1969,
      geo: { lat: 49.87742, lng: -97.14218 },
    },
  },
  {
    name: "ho59-whitehorsestar-mobile-whitehorse",
    site: "whitehorsestar.com",
    set: "held-out-59",
    traps: "private classified: OBO price with pad rent per month beside it; a park name and lot number instead of a street; 16 × 76 dimensions and a year; the newspaper's own 2nd Avenue address; other classifieds with rents per month and prices; no agent or brokerage",
    pageUrl: "https://www.whitehorsestar.com/Classifieds/real-estate/mobile-homes/ad/73318",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3 bdrm mobile home in Lobird — $189,000 OBO | Whitehorse Daily Star Classifieds</title>
<meta name="description" content="1996 16x76 mobile, 3 bedrooms, 2 full baths, new roof 2022, large addition and fenced yard. Lobird Mobile Home Park. $189,000 OBO.">
<meta property="og:title" content="3 bdrm mobile home in Lobird — $189,000 OBO">
<meta property="og:site_name" content="Whitehorse Daily Star">
${analytics("G-WHSTAR01")}
</head><body class="classifieds">
${cookieBar("Whitehorse Daily Star")}
<header class="masthead"><a href="/" class="logo">Whitehorse Daily Star</a>${nav(["News", "Sports", "Letters", "Obituaries", "Classifieds", "Photo Galleries", "E-Edition", "Subscribe"])}<p class="dateline">Yukon's daily newspaper since 1900</p></header>
<main>
<nav class="crumbs"><a href="/Classifieds">Classifieds</a> › <a href="/Classifieds/real-estate">Real Estate</a> › Mobile Homes</nav>
<article class="classified-ad" id="ad-73318">
<h1>3 bdrm mobile home in Lobird</h1>
<p class="price">$189,000 OBO</p>
<p class="meta">Ad #73318 · Placed Nov 3, 2025 · Whitehorse, YT</p>
${gallery("https://www.whitehorsestar.com/uploads/classifieds/73318", 5, "mobile home Lobird")}
<div class="ad-text">
<p>1996 16x76 mobile home in Lobird Mobile Home Park, lot 47. 3 bedrooms, 2 full bathrooms, 1,216 sq ft plus a heated 12x20 addition used as mud room and workshop. New roof 2022, new oil furnace 2021, Toyotomi backup, upgraded windows. Fenced yard with garden boxes and a 10x12 shed. Pad rent $595/month includes water and garbage. Close to the bus route and trails. Park approval required.</p>
<p>Serious inquiries only, no agents please. Call or text 867-555-0172.</p>
</div>
</article>
<section class="other-ads"><h2>More Real Estate</h2>
<div class="ad-line">FOR RENT: 2 bdrm condo Riverdale, n/s n/p, $1,950/mo + utils. 867-555-0185</div>
<div class="ad-line">FOR SALE: 1.4 acre country residential lot, Mendenhall, $129,000. 867-555-0107</div>
<div class="ad-line">FOR RENT: room in shared house, Porter Creek, $900/mo all incl.</div>
<div class="ad-line">WANTED: mobile home in town, up to $150,000, cash buyer.</div>
</section>
<div class="place-ad"><a href="/Classifieds/place-ad">Place a classified ad</a> — 25 words for $12.50, or call 867-555-0111.</div>
${newsletter()}
</main>
<footer><p>Whitehorse Daily Star · 2210 2nd Avenue, Whitehorse, Yukon Y1A 1C8 · 867-555-0111</p>${social("whitehorsestar")}${legal(["Classified ads are the responsibility of the advertiser. The Whitehorse Daily Star reserves the right to edit or refuse any ad.", "© 2025 Whitehorse Star Ltd. All rights reserved."])}</footer>
</body></html>`,
    expected: {
      price: { amount: 189000, currency: "CAD" },
      propertyKind: "mobile",
      city: "Whitehorse",
      province: "YT",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1216,
      yearBuilt: 1996,
    },
  },
];
