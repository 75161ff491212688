/**
 * Ninety-second held-out corpus, the luxury aggregators and networks: jamesedition.com (a Whistler chalet shown in
 * euros, the dealer's CAD price beside it), luxuryestate.com (a Muskoka Lakes estate in European number formats,
 * m² first), mansionglobal.com (a Coal Harbour penthouse in Vancouver, US$ headline and the C$ list price),
 * christiesrealestate.com (an Outremont house in Montréal from a Christie's affiliate), luxuryportfolio.com (a Forest
 * Hill house in Toronto, JSON-LD carrying the USD conversion) and leadingre.com (oceanfront land in Halifax from a
 * LeadingRE member firm). Addresses, names, phone numbers and numbers are invented; the expected facts were written
 * before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { calculator, cookieBanner, crumbs, enquiry, footer, gallery, header, keyFacts, nextData, rail, switchers, tagManager, windowState } from "./chrome.ts";

export const HELD_OUT_92_LUXURY: ListingPage[] = [
  {
    name: "ho92-jamesedition-chalet-whistler",
    site: "jamesedition.com",
    set: "held-out-92",
    traps: "headline price in the visitor's currency (€4,379,000) with the dealer's 'CA$6,950,000' beside it and __NEXT_DATA__ carrying both; '5 Beds · 6 Baths' in the summary while the dealer's text says five full baths and a powder room; the site's own listing id; 'Listing courtesy of' the Whistler brokerage in small print; a second Whistler chalet and chalets in Verbier, Aspen and Niseko in the rail with their own points",
    pageUrl: "https://www.jamesedition.com/real_estate/whistler-canada/5-bedroom-chalet-for-sale-in-whistler-british-columbia-14729381",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>5 bedroom chalet for sale in Whistler, British Columbia, Canada - €4,379,000 - JamesEdition</title>
<meta name="description" content="Luxury 5 bedroom chalet for sale in Whistler, British Columbia, Canada. Price €4,379,000. Ski-in ski-out chalet on Blueberry Hill. Listed by Sea to Sky Summit Realty Ltd.">
<meta property="og:title" content="Chalet in Whistler, British Columbia, Canada — €4,379,000">
<meta property="og:image" content="https://img.jamesedition.com/listing_images/2025/10/14729381/01.webp">
<meta property="og:type" content="website">
<link rel="canonical" href="https://www.jamesedition.com/real_estate/whistler-canada/5-bedroom-chalet-for-sale-in-whistler-british-columbia-14729381">
<link rel="alternate" hreflang="de" href="https://www.jamesedition.com/de/immobilien/whistler-kanada/chalet-14729381">
<link rel="alternate" hreflang="fr" href="https://www.jamesedition.com/fr/immobilier/whistler-canada/chalet-14729381">
${tagManager("GTM-JE92WHS")}
</head><body class="listing-page">
${cookieBanner("We use cookies to personalise content, show prices in your currency and analyse our traffic.", "Accept all", "Manage preferences")}
${header("JamesEdition", ["Real Estate", "Cars", "Yachts", "Jets", "Watches", "Helicopters", "Magazine"], switchers(["English", "Deutsch", "Français", "Español", "Italiano", "中文"], "English", ["EUR", "USD", "GBP", "CHF", "CAD", "AED"], "EUR"), "Log in")}
<main>
${crumbs(["Real Estate", "Canada", "British Columbia", "Whistler", "Chalets"])}
<section class="listing-hero">
<h1 class="listing-hero__title">Ski-in ski-out chalet on Blueberry Hill</h1>
<p class="listing-hero__location">Whistler, British Columbia, Canada</p>
<div class="listing-hero__price"><span class="price-main" data-currency="EUR">€4,379,000</span><span class="price-original" title="Price set by the dealer">CA$6,950,000</span></div>
<ul class="listing-hero__summary"><li>5 Beds</li><li>6 Baths</li><li>5,420 sqft</li><li>Chalet</li></ul>
<p class="listing-hero__id">Listing ID: 14729381 · Listed 23 days ago</p>
</section>
${gallery("https://img.jamesedition.com/listing_images/2025/10/14729381", 41, "Chalet in Whistler")}
<section class="listing-description"><h2>Description</h2>
<p>Set on a quiet cul-de-sac at 2947 Snowridge Crescent, this timber-and-stone chalet sits above Whistler Village with direct ski-in ski-out access by the Snowridge trail. Completed in 2016 by a local custom builder, the home offers five bedrooms, five full bathrooms and a powder room across three levels, with a great room under 24-foot vaulted ceilings and a wall of glass framing Whistler Mountain.</p>
<p>The lower level is built for après: a boot room with heated lockers, a wine room, a media lounge and a hot tub terrace. Radiant in-floor heating throughout, a heated driveway and a double garage. Nightly rentals are permitted under the property's zoning, with a strong rental history available on request. The lot measures 0.42 acres.</p>
<p class="listing-description__credit">Listing courtesy of Sea to Sky Summit Realty Ltd. · MLS® R3019447. Information deemed reliable but not guaranteed. Prices in currencies other than the dealer's are converted at the daily rate for convenience only.</p>
</section>
${keyFacts("Property details", [["Property type", "Chalet"], ["Bedrooms", "5"], ["Bathrooms", "6"], ["Living area", "5,420 sqft"], ["Lot size", "0.42 acres"], ["Year built", "2016"], ["Parking", "Double garage"], ["Views", "Mountain, Ski slopes"], ["Price per sqft", "€808"]])}
<aside class="dealer-card"><h3>Contact the dealer</h3><img src="https://img.jamesedition.com/dealers/sea-to-sky-summit-realty/logo.png" alt="Sea to Sky Summit Realty Ltd."><p class="dealer-card__name">Sea to Sky Summit Realty Ltd.</p><p class="dealer-card__agent">Lachlan Devereaux · Personal Real Estate Corporation</p><p class="dealer-card__address">4314 Main St, Unit 12, Whistler, BC V8E 1B4</p><p><a href="tel:+16045550188">+1 604-555-0188</a></p><p>Member since 2019 · 64 listings on JamesEdition</p></aside>
${enquiry("Request more information", "Hello, I am interested in the chalet in Whistler (ID 14729381). Please send me more details.", "Send request", "I agree to the Terms of Use and Privacy Policy, and to my data being shared with the dealer.")}
${rail("Similar chalets worldwide", [
  { price: "€3,650,000", title: "Timber chalet with mountain views", place: "Whistler, British Columbia, Canada", facts: "4 Beds · 4 Baths · 3,980 sqft", href: "/real_estate/whistler-canada/chalet-14702263" },
  { price: "€9,800,000", title: "Chalet near the Medran gondola", place: "Verbier, Valais, Switzerland", facts: "6 Beds · 6 Baths · 480 sqm", href: "/real_estate/verbier-switzerland/chalet-14611870" },
  { price: "€12,400,000", title: "Red Mountain ski home", place: "Aspen, Colorado, United States", facts: "6 Beds · 7 Baths · 6,900 sqft", href: "/real_estate/aspen-co-usa/house-14690412" },
  { price: "€2,950,000", title: "Hirafu ski-in chalet", place: "Niseko, Hokkaido, Japan", facts: "4 Beds · 4 Baths · 290 sqm", href: "/real_estate/niseko-japan/chalet-14655018" },
])}
</main>
${footer("JamesEdition B.V.", [["Marketplace", ["Real Estate", "Cars", "Yachts", "Jets"]], ["Company", ["About", "Careers", "Press", "Contact"]], ["For dealers", ["Advertise", "Pricing", "Dealer login"]]], ["JamesEdition is a marketplace. Listings are provided by independent dealers, who are responsible for their content.", "JamesEdition B.V., Keizersgracht 555, 1017 DR Amsterdam, the Netherlands."])}
${nextData({ props: { pageProps: { listing: { id: 14729381, category: "real_estate", subtype: "chalet", title: "Ski-in ski-out chalet on Blueberry Hill", price: { amount: 4379000, currency: "EUR", originalAmount: 6950000, originalCurrency: "CAD", onRequest: false }, bedrooms: 5, bathrooms: 6, livingArea: { value: 5420, unit: "sqft" }, landArea: { value: 0.42, unit: "acres" }, yearBuilt: 2016, location: { city: "Whistler", region: "British Columbia", country: "Canada", countryCode: "CA", lat: 50.11284, lng: -122.96811 }, dealer: { id: 88213, name: "Sea to Sky Summit Realty Ltd.", agent: "Lachlan Devereaux", phone: "+1 604-555-0188" } }, similar: [{ id: 14702263, price: { amount: 3650000, currency: "EUR" }, location: { city: "Whistler", lat: 50.12637, lng: -122.93408 } }, { id: 14611870, price: { amount: 9800000, currency: "EUR" }, location: { city: "Verbier", lat: 46.0961, lng: 7.2286 } }], currency: "EUR", locale: "en" } }, page: "/real_estate/[location]/[slug]", buildId: "je-2025-10-31" })}
</body></html>`,
    expected: {
      price: { amount: 6950000 },
      propertyKind: "house",
      street: "2947 Snowridge Crescent",
      city: "Whistler",
      province: "BC",
      neighbourhood: "Blueberry Hill",
      bedrooms: 5,
      bathrooms: 5.5,
      bathroomsFull: 5,
      bathroomsHalf: 1,
      squareFootage: 5420,
      lot: { value: 0.42, unit: "acres" },
      yearBuilt: 2016,
      mlsNumber: "R3019447",
      listingAgentName: "Lachlan Devereaux",
      brokerageName: "Sea to Sky Summit Realty Ltd.",
      geo: { lat: 50.11284, lng: -122.96811 },
    },
  },
  {
    name: "ho92-luxuryestate-estate-muskoka-lakes",
    site: "luxuryestate.com",
    set: "held-out-92",
    traps: "European formats ('CAD 8.900.000', '€ 5.607.000', '465 m²'); area only in m²; land '9.308 m²' in the table before the prose's lake frontage; '12 rooms' beside 5 bedrooms; the agency's reference beside the MLS® number; price per m²; currency switcher with GBP and USD figures; a second Muskoka estate and Lake Como and Lake Geneva villas in the rail; the agency's Toronto office",
    pageUrl: "https://www.luxuryestate.com/p108732145-villa-for-sale-muskoka-lakes",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Villa for sale in Muskoka Lakes, Ontario, Canada - 108732145 | LuxuryEstate.com</title>
<meta name="description" content="Lake Rosseau estate in Muskoka Lakes, Ontario: 465 m², 5 bedrooms, 6 bathrooms, boathouse. CAD 8.900.000. Ref. LLR-2291.">
<meta property="og:image" content="https://pic.le-cdn.com/thumbs/1024x768/04/1/properties/Property-108732145-01.jpg">
<link rel="canonical" href="https://www.luxuryestate.com/p108732145-villa-for-sale-muskoka-lakes">
<link rel="alternate" hreflang="it" href="https://www.luxuryestate.com/it/p108732145-villa-in-vendita-muskoka-lakes">
${tagManager("GTM-LE92MSK")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "Villa for sale in Muskoka Lakes", numberOfRooms: 12, floorSize: { "@type": "QuantitativeValue", value: 465, unitCode: "MTK" }, address: { "@type": "PostalAddress", streetAddress: "1074 Sunset Bluff Rd", addressLocality: "Muskoka Lakes", addressRegion: "Ontario", postalCode: "P0B 1J0", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.14172, longitude: -79.61953 } })}
${ld({ "@context": "https://schema.org", "@type": "Offer", priceCurrency: "CAD", price: 8900000, availability: "https://schema.org/InStock", seller: { "@type": "RealEstateAgent", name: "Lakelands Legacy Realty Inc., Brokerage" } })}
</head><body>
${cookieBanner("LuxuryEstate uses technical and profiling cookies. By continuing to browse you accept their use.", "Accept", "Customise")}
${header("LuxuryEstate", ["Properties for sale", "Properties for rent", "New developments", "Agencies", "Magazine"], switchers(["English", "Italiano", "Deutsch", "Français", "Español", "Русский"], "English", ["CAD", "EUR", "USD", "GBP", "CHF"], "CAD"), "My area")}
<main class="property-page">
${crumbs(["Home", "Canada", "Ontario", "District Municipality of Muskoka", "Muskoka Lakes"])}
<div class="property-head">
<h1>Villa for sale in Muskoka Lakes</h1>
<p class="property-head__address">1074 Sunset Bluff Rd, Minett, Muskoka Lakes, Ontario, Canada</p>
<div class="property-head__price">CAD 8.900.000 <small class="conversions">€ 5.607.000 · US$ 6.408.000 · £ 4.806.000</small></div>
</div>
${gallery("https://pic.le-cdn.com/thumbs/1024x768/04/1/properties/Property-108732145", 36, "Villa in Muskoka Lakes")}
<section class="property-features"><h2>Features</h2>
<table class="features-table">
<tr><th>Price</th><td>CAD 8.900.000</td></tr>
<tr><th>Price per m²</th><td>CAD 19.140</td></tr>
<tr><th>Type</th><td>Villa</td></tr>
<tr><th>Surface</th><td>465 m²</td></tr>
<tr><th>Rooms</th><td>12</td></tr>
<tr><th>Bedrooms</th><td>5</td></tr>
<tr><th>Bathrooms</th><td>6</td></tr>
<tr><th>Land</th><td>9.308 m²</td></tr>
<tr><th>Year of construction</th><td>2008</td></tr>
<tr><th>Condition</th><td>Excellent</td></tr>
<tr><th>Heating</th><td>Geothermal, radiant floors</td></tr>
<tr><th>Energy class</th><td>Not applicable</td></tr>
<tr><th>Ref.</th><td>LLR-2291</td></tr>
<tr><th>MLS®</th><td>X12367021</td></tr>
</table>
</section>
<section class="property-description"><h2>Description</h2>
<p>On the western shore of Lake Rosseau in the Minett area, this shingle-style family compound has 410 feet of deep, sandy frontage facing the sunset. The main cottage holds five bedrooms and six bathrooms, a great room with a fieldstone fireplace, a screened Muskoka room and a chef's kitchen; a two-slip boathouse carries a one-bedroom guest suite with its own kitchenette above the water.</p>
<p>Ten minutes by boat to Port Carling and the marinas of Windermere, two hours from Toronto by road. Year-round municipal road access, a gentle path to the water and a granite point for swimming.</p>
</section>
<aside class="agency-box"><h3>Agency</h3><img src="https://pic.le-cdn.com/agencies/lakelands-legacy.png" alt="Lakelands Legacy Realty"><p class="agency-box__name">Lakelands Legacy Realty Inc., Brokerage</p><p class="agency-box__contact">Contact: Carys Whitfield, Broker</p><p class="agency-box__address">Offices: 85 Joseph St, Port Carling, ON P0B 1J0 · 2200 Yonge St, Suite 1701, Toronto, ON M4S 2C6</p><p><a href="tel:+17055550137">+1 705-555-0137</a></p><button>Show phone</button></aside>
${enquiry("Contact the agency", "I would like to receive more information about the property ref. LLR-2291.", "Send", "I have read the privacy notice and agree to be contacted by the agency.")}
${rail("Similar luxury properties", [
  { price: "CAD 6.250.000", title: "Lake Joseph cottage with boathouse", place: "Muskoka Lakes, Ontario, Canada", facts: "340 m² · 4 bedrooms", href: "/p108690211-cottage-for-sale-muskoka-lakes" },
  { price: "€ 7.900.000", title: "Lakefront villa with private dock", place: "Bellagio, Lombardy, Italy", facts: "620 m² · 7 bedrooms", href: "/p107955420-villa-for-sale-bellagio" },
  { price: "CHF 11.500.000", title: "Manor on Lake Geneva", place: "Nyon, Vaud, Switzerland", facts: "540 m² · 6 bedrooms", href: "/p108122008-villa-for-sale-nyon" },
])}
</main>
${footer("LuxuryEstate.com", [["LuxuryEstate", ["About us", "Contact us", "Work with us"]], ["Services", ["Advertise", "For agencies", "Magazine"]], ["Countries", ["Italy", "France", "Spain", "Canada", "United States"]]], ["Prices in other currencies are indicative, calculated at the current exchange rate.", "LuxuryEstate.com is a trademark of Immobiliare.it Group. VAT no. IT 0555 0000 000."])}
</body></html>`,
    expected: {
      price: { amount: 8900000 },
      propertyKind: "house",
      street: "1074 Sunset Bluff Rd",
      city: "Muskoka Lakes",
      province: "ON",
      postalCode: "P0B 1J0",
      neighbourhood: "Minett",
      bedrooms: 5,
      bathrooms: 6,
      squareFootage: 5005,
      lot: { value: 9308, unit: "m2" },
      yearBuilt: 2008,
      mlsNumber: "X12367021",
      listingAgentName: "Carys Whitfield",
      brokerageName: "Lakelands Legacy Realty Inc., Brokerage",
      geo: { lat: 45.14172, lng: -79.61953 },
    },
  },
  {
    name: "ho92-mansionglobal-penthouse-coal-harbour-vancouver",
    site: "mansionglobal.com",
    set: "held-out-92",
    traps: "a news publisher's listing page: US$7,240,000 headline with the 'C$9,980,000' list price; JSON-LD Offer in USD; window state with both; 3 full and 1 half baths; 3,480 sq ft beside 323 m² and a 1,150 sq ft terrace; related articles on a C$19.5 million penthouse sale and a Toronto mansion; the strata fee; 'Listing courtesy of' the brokerage",
    pageUrl: "https://www.mansionglobal.com/listings/canada/british-columbia/vancouver/ph1-1650-bayshore-walk/MG4417820",
    html: `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PH1 - 1650 Bayshore Walk, Vancouver, BC V6G 0C4 | Luxury Penthouse for Sale | Mansion Global</title>
<meta name="description" content="3 bed, 3.5 bath penthouse in Coal Harbour, Vancouver, British Columbia. US$7,240,000. View photos and details on Mansion Global.">
<meta name="article.section" content="Listings">
<meta property="og:site_name" content="Mansion Global">
<link rel="canonical" href="https://www.mansionglobal.com/listings/canada/british-columbia/vancouver/ph1-1650-bayshore-walk/MG4417820">
${tagManager("GTM-MG92VAN")}
${ld({ "@context": "https://schema.org", "@type": "RealEstateListing", name: "PH1 - 1650 Bayshore Walk", url: "https://www.mansionglobal.com/listings/canada/british-columbia/vancouver/ph1-1650-bayshore-walk/MG4417820", offers: { "@type": "Offer", price: 7240000, priceCurrency: "USD" }, about: { "@type": "Apartment", numberOfBedrooms: 3, numberOfBathroomsTotal: 4, floorSize: { "@type": "QuantitativeValue", value: 3480, unitText: "sq ft" }, address: { "@type": "PostalAddress", streetAddress: "PH1 - 1650 Bayshore Walk", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6G 0C4", addressCountry: "CA" } } })}
${ld({ "@context": "https://schema.org", "@type": "NewsMediaOrganization", name: "Mansion Global", parentOrganization: { "@type": "Organization", name: "Dow Jones & Company" }, address: { "@type": "PostalAddress", streetAddress: "1211 Avenue of the Americas", addressLocality: "New York", addressRegion: "NY", postalCode: "10036" } })}
</head><body class="mg-listing">
<div class="mg-ticker">Sponsored · Explore the world's finest homes with Mansion Global</div>
${header("Mansion Global", ["News", "Luxury Homes", "Market Intel", "Design", "Experience", "Listings", "Newsletters"], switchers(["English", "中文"], "English", ["USD", "CAD", "GBP", "EUR", "HKD", "CNY"], "USD"), "Sign In")}
<main class="mg-listing__main">
${crumbs(["Listings", "Canada", "British Columbia", "Vancouver"])}
<div class="mg-listing__hero">
<h1>PH1 - 1650 Bayshore Walk</h1>
<p class="mg-listing__city">Coal Harbour · Vancouver, BC V6G 0C4 · Canada</p>
<div class="mg-listing__price"><span class="usd">US$7,240,000</span> <span class="local">List price C$9,980,000</span></div>
<ul class="mg-listing__specs"><li><b>3</b> Bedrooms</li><li><b>3</b> Full Baths</li><li><b>1</b> Half Bath</li><li><b>3,480</b> Sq. Ft. (323 m²)</li></ul>
</div>
${gallery("https://images.mansionglobal.com/listings/MG4417820", 28, "Penthouse at 1650 Bayshore Walk")}
<section class="mg-listing__about"><h2>About This Property</h2>
<p>A full-floor penthouse at the top of a 2019 waterfront tower, with floor-to-ceiling glass on all four sides taking in the North Shore mountains, Stanley Park and the floatplanes landing in the harbour. Three en-suite bedrooms and a powder room, a walnut-panelled library, a Gaggenau kitchen and a 1,150 sq ft wraparound terrace with an outdoor kitchen and a gas fire table.</p>
<p>Two private elevators, four side-by-side parking stalls and a storage room; the building offers a 24-hour concierge, a lap pool and a guest suite. Strata fees C$3,870 per month.</p>
</section>
${keyFacts("Property Details", [["Property Type", "Penthouse"], ["Year Built", "2019"], ["Interior", "3,480 sq ft"], ["Terrace", "1,150 sq ft"], ["Parking", "4 stalls"], ["Strata fee", "C$3,870/month"], ["MLS® #", "R3028815"], ["Mansion Global ID", "MG4417820"]])}
<p class="mg-listing__courtesy">Listing courtesy of Marcus Lindqvist, Harbourfront Prestige Realty Ltd., 1055 W Hastings St, Suite 300, Vancouver, BC. Prices in currencies other than CAD are approximate conversions.</p>
${enquiry("Contact Agent", "I would like more information about PH1 - 1650 Bayshore Walk.", "Send Message", "By sending a message you agree to Dow Jones's Terms of Use and Privacy Notice.")}
<section class="mg-related"><h2>Related News</h2>
<article><h3>A Vancouver Penthouse Fetches C$19.5 Million, the City's Priciest Condo Sale This Year</h3><p>The 5,900-square-foot unit in the West End sold for about US$14.1 million…</p></article>
<article><h3>Toronto Mansion in Forest Hill Lists for C$24 Million</h3><p>The seven-bedroom home sits on nearly an acre…</p></article>
<article><h3>Market Watch: Vancouver's Luxury Condo Inventory Hits a Five-Year High</h3><p>Median prices for homes above C$5 million slipped 4%…</p></article>
</section>
${rail("More Listings in Vancouver", [
  { price: "US$4,150,000", title: "2402 - 1480 Harbourfront Pl", place: "Vancouver, BC", facts: "2 Beds · 2.5 Baths · 2,110 Sq. Ft.", href: "/listings/canada/british-columbia/vancouver/2402-1480-harbourfront-pl/MG4409124" },
  { price: "US$11,600,000", title: "4870 Marine Crest Dr", place: "West Vancouver, BC", facts: "6 Beds · 8 Baths · 7,450 Sq. Ft.", href: "/listings/canada/british-columbia/west-vancouver/4870-marine-crest-dr/MG4398871" },
])}
</main>
${footer("Dow Jones &amp; Company, Inc.", [["Mansion Global", ["About", "Contact", "Advertise", "Newsletters"]], ["Dow Jones", ["The Wall Street Journal", "Barron's", "MarketWatch"]]], ["Listing information is provided by third parties and has not been verified by Mansion Global.", "Currency conversions use the previous day's closing rate."])}
${windowState("__MG_STATE__", { listing: { id: "MG4417820", address: "PH1 - 1650 Bayshore Walk", city: "Vancouver", state: "BC", zip: "V6G 0C4", neighborhood: "Coal Harbour", price: { usd: 7240000, local: 9980000, localCurrency: "CAD" }, beds: 3, bathsFull: 3, bathsHalf: 1, sqft: 3480, yearBuilt: 2019, latitude: 49.29083, longitude: -123.12566, mls: "R3028815", agent: { name: "Marcus Lindqvist", office: "Harbourfront Prestige Realty Ltd." } }, currency: "USD" })}
</body></html>`,
    expected: {
      price: { amount: 9980000 },
      propertyKind: "condo",
      street: "PH1 - 1650 Bayshore Walk",
      city: "Vancouver",
      province: "BC",
      postalCode: "V6G 0C4",
      neighbourhood: "Coal Harbour",
      bedrooms: 3,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 3480,
      yearBuilt: 2019,
      mlsNumber: "R3028815",
      listingAgentName: "Marcus Lindqvist",
      brokerageName: "Harbourfront Prestige Realty Ltd.",
      geo: { lat: 49.29083, lng: -123.12566 },
    },
  },
  {
    name: "ho92-christiesrealestate-house-outremont-montreal",
    site: "christiesrealestate.com",
    set: "held-out-92",
    traps: "an affiliate's listing on the network's site: 'CAD 4,795,000' with a USD/EUR/GBP dropdown; '4 + 1' bedrooms; 3 full and 1 partial baths; 4,150 sq ft beside 385.6 m²; lot in sq ft; Centris number as 'MLS® #'; a co-listing broker; the network's head office and an auction-house banner; Westmount and Mont-Royal listings in the rail",
    pageUrl: "https://www.christiesrealestate.com/sales/detail/170-l-2291-2510134612/1487-avenue-bellefleur-montreal-qc-h2v-2k4",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1487 Avenue Bellefleur, Montréal, QC H2V 2K4 | Christie's International Real Estate</title>
<meta name="description" content="Montréal (Outremont) luxury home for sale: 1487 Avenue Bellefleur. 4+1 bedrooms, 3.5 bathrooms, 4,150 sq. ft. CAD 4,795,000.">
<link rel="canonical" href="https://www.christiesrealestate.com/sales/detail/170-l-2291-2510134612/1487-avenue-bellefleur-montreal-qc-h2v-2k4">
${tagManager("GTM-CIRE92M")}
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "1487 Avenue Bellefleur", address: { "@type": "PostalAddress", streetAddress: "1487 Avenue Bellefleur", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H2V 2K4", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 45.51694, longitude: -73.60902 }, numberOfRooms: 14 })}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Christie's International Real Estate", address: { "@type": "PostalAddress", streetAddress: "18 Park Crest Plaza, Suite 500", addressLocality: "New York", addressRegion: "NY", postalCode: "10020" } })}
</head><body>
${header("Christie's International Real Estate", ["Buy", "Sell", "Find an Agent", "Find an Affiliate", "Luxury Defined", "Magazine"], switchers(["English", "Français", "Español", "Deutsch", "中文"], "English", ["CAD", "USD", "EUR", "GBP", "HKD"], "CAD"), "My Account")}
<div class="auction-banner">Christie's Auctions · Fine Art, Jewellery and Watches this season — <a href="#">view the calendar</a></div>
<main class="detail">
${crumbs(["Home", "Canada", "Québec", "Montréal", "Outremont"])}
<section class="detail__summary">
<h1>1487 Avenue Bellefleur</h1>
<p class="detail__locality">Outremont, Montréal, QC H2V 2K4, Canada</p>
<div class="detail__price"><span data-price-cad="4795000">CAD 4,795,000</span><select class="detail__currency" aria-label="Show price in"><option>CAD 4,795,000</option><option>USD 3,465,000</option><option>EUR 2,989,000</option><option>GBP 2,592,000</option></select></div>
<ul class="detail__stats"><li>4 + 1 Bedrooms</li><li>3 Full Baths</li><li>1 Partial Bath</li><li>4,150 sq. ft. (385.6 m²)</li><li>Lot 6,200 sq. ft.</li></ul>
</section>
${gallery("https://cdn.christiesrealestate.com/listings/2510134612", 45, "1487 Avenue Bellefleur, Outremont")}
<section class="detail__remarks"><h2>Property Description</h2>
<p>On one of Outremont's most sought-after tree-lined avenues, steps from the Parc Joyce and the boutiques of avenue Laurier, this 1926 stone residence has been restored with great care. Four bedrooms on the upper floors including a primary suite with a dressing room and marble bath, plus a fifth bedroom in the finished lower level; three full bathrooms and a powder room. Formal living and dining rooms with original plaster mouldings, a library with a wood-burning fireplace, and a kitchen opening onto a landscaped south-facing garden.</p>
<p>Detached double garage at the lane. Close to the French and English private schools, the Université de Montréal and the Mont-Royal.</p>
</section>
${keyFacts("Details", [["MLS® #", "13468922"], ["Property Type", "Single Family Home"], ["Year Built", "1926"], ["Bedrooms", "4 + 1"], ["Full Bathrooms", "3"], ["Partial Bathrooms", "1"], ["Interior", "4,150 sq. ft."], ["Lot Size", "6,200 sq. ft."], ["Municipal Taxes", "CAD 28,410 (2025)"], ["School Taxes", "CAD 3,122 (2025)"], ["Garage", "2, detached"]])}
<section class="detail__agents"><h2>Listed By</h2>
<div class="agent"><p class="agent__name">Isabelle Vachon-Leclerc</p><p class="agent__title">Residential Real Estate Broker</p><p><a href="tel:+15145550164">+1 514-555-0164</a></p></div>
<div class="agent"><p class="agent__name">Gregory Amsel</p><p class="agent__title">Real Estate Broker</p><p><a href="tel:+15145550171">+1 514-555-0171</a></p></div>
<div class="affiliate"><p class="affiliate__name">Agence Mont-Royal Christie's International Real Estate</p><p>1250 Avenue Greene, Westmount, QC H3Z 2A3</p><p>Each office is independently owned and operated.</p></div>
</section>
${calculator("Mortgage Calculator", [["Home price", "CAD 4,795,000"], ["Down payment (25%)", "CAD 1,198,750"], ["Interest rate", "4.79%"], ["Term", "25 years"]], "Estimated monthly payment: CAD 20,410", "For illustration only.")}
${enquiry("Inquire About This Property", "I am interested in 1487 Avenue Bellefleur, Montréal.", "Submit", "I consent to be contacted by Christie's International Real Estate and its affiliates.")}
${rail("Nearby Properties", [
  { price: "CAD 6,250,000", title: "38 Chemin Belvedere Ridge", place: "Westmount, QC H3Y 1P3", facts: "5 Beds · 4 Full / 2 Partial Baths", href: "/sales/detail/170-l-2291-2509982247/38-chemin-belvedere-ridge-westmount-qc" },
  { price: "CAD 2,390,000", title: "602-3470 Rue Redpath Terrace", place: "Montréal, QC H3G 2G3", facts: "2 Beds · 2 Full Baths · 1,840 sq. ft.", href: "/sales/detail/170-l-2291-2510066105/602-3470-rue-redpath-terrace-montreal-qc" },
])}
</main>
${footer("Christie's International Real Estate", [["Explore", ["Buy", "Sell", "Rent", "Luxury Defined"]], ["Company", ["About", "Affiliates", "Newsroom", "Careers"]]], ["Listing information provided by Centris® and the Québec Professional Association of Real Estate Brokers. Conversions are approximate.", "Christie's International Real Estate, 18 Park Crest Plaza, Suite 500, New York, NY 10020. Each affiliate is independently owned and operated."])}
</body></html>`,
    expected: {
      price: { amount: 4795000 },
      propertyKind: "house",
      street: "1487 Avenue Bellefleur",
      city: "Montréal",
      province: "QC",
      postalCode: "H2V 2K4",
      neighbourhood: "Outremont",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 4150,
      lot: { value: 6200, unit: "ft2" },
      yearBuilt: 1926,
      mlsNumber: "13468922",
      listingAgentName: "Isabelle Vachon-Leclerc",
      brokerageName: "Agence Mont-Royal Christie's International Real Estate",
      geo: { lat: 45.51694, lng: -73.60902 },
    },
  },
  {
    name: "ho92-luxuryportfolio-house-forest-hill-toronto",
    site: "luxuryportfolio.com",
    set: "held-out-92",
    traps: "headline 'USD 8,525,000' (the visitor's currency) with 'CAD 11,800,000' as the listing price; JSON-LD Offer in USD; '5 + 2' bedrooms; 7 full and 1 half baths; 6,850 sq ft beside 636 m²; lot '75 x 180 ft'; an earlier price 'CAD 12,900,000' in the history; the member brokerage's co-agent and head office; London and Dubai homes in the rail",
    pageUrl: "https://www.luxuryportfolio.com/property/ca/on/toronto/c12408813/48-dunvegan-heights",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>48 Dunvegan Heights, Toronto, Ontario | Luxury Portfolio International®</title>
<meta name="description" content="Forest Hill South residence in Toronto, Ontario, Canada. 5+2 bedrooms, 7 full and 1 half baths, 6,850 sq. ft. Presented by Ashbury Heights Realty Inc., Brokerage.">
<meta property="og:image" content="https://media.luxuryportfolio.com/listings/C12408813/01.jpg">
<link rel="canonical" href="https://www.luxuryportfolio.com/property/ca/on/toronto/c12408813/48-dunvegan-heights">
${tagManager("GTM-LPI92TO")}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "48 Dunvegan Heights, Toronto, Ontario", image: "https://media.luxuryportfolio.com/listings/C12408813/01.jpg", offers: { "@type": "Offer", price: "8525000", priceCurrency: "USD", url: "https://www.luxuryportfolio.com/property/ca/on/toronto/c12408813/48-dunvegan-heights" } })}
${ld({ "@context": "https://schema.org", "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "48 Dunvegan Heights", addressLocality: "Toronto", addressRegion: "ON", postalCode: "M5P 2N7", addressCountry: "Canada" }, geo: { "@type": "GeoCoordinates", latitude: 43.69251, longitude: -79.40538 } })}
</head><body>
${header("Luxury Portfolio International®", ["Search Homes", "Our Members", "Luxury Living", "Magazine", "Sell With Us"], switchers(["English", "Español", "Français", "Italiano", "日本語", "简体中文"], "English", ["USD", "CAD", "EUR", "GBP", "AUD", "JPY"], "USD"), "Sign In")}
<main class="lpi-detail">
${crumbs(["Home", "Canada", "Ontario", "Toronto", "Forest Hill South"])}
<section class="lpi-detail__header">
<h1>48 Dunvegan Heights</h1>
<h2 class="lpi-detail__location">Toronto, Ontario M5P 2N7, Canada</h2>
<div class="lpi-detail__price"><span class="converted">USD 8,525,000</span><span class="listed">Listed at CAD 11,800,000</span></div>
<ul class="lpi-detail__quick"><li>5 + 2 Bedrooms</li><li>7 Full | 1 Half Baths</li><li>6,850 Sq. Ft. | 636 m²</li></ul>
</section>
${gallery("https://media.luxuryportfolio.com/listings/C12408813", 52, "48 Dunvegan Heights")}
<section class="lpi-detail__description"><h2>Welcome Home</h2>
<p>Commissioned in 2014 from one of the city's leading residential architects, this limestone Georgian residence on a coveted Forest Hill South crescent pairs classical proportions with a thoroughly modern plan. Five bedrooms upstairs, each with its own bath; a lower level with two further bedrooms, a nanny suite, a gym, a golf simulator and a 1,200-bottle wine cellar. Heated three-car garage, an elevator serving all four levels, and a 75 by 180 foot lot with a saltwater pool and a cabana.</p>
<p>Walk to Upper Canada College and Bishop Strachan School, the Forest Hill Village shops and the Beltline trail.</p>
</section>
${keyFacts("Property Features", [["Property Type", "Single Family Residence"], ["MLS® Number", "C12408813"], ["Year Built", "2014"], ["Bedrooms", "5 + 2"], ["Full Baths", "7"], ["Half Baths", "1"], ["Living Area", "6,850 Sq. Ft."], ["Lot Size", "75 x 180 ft"], ["Neighbourhood", "Forest Hill South"], ["Annual Taxes", "CAD 54,820 (2025)"], ["Garage", "3 Car, Heated"]])}
${keyFacts("Listing History", [["Oct 2025", "Price change: CAD 12,900,000 → CAD 11,800,000"], ["Jun 2025", "Listed: CAD 12,900,000"]], "history")}
<section class="lpi-detail__presented"><h2>Presented By</h2>
<div class="presenter"><p class="presenter__name">Priya Ramaswamy</p><p>Broker of Record</p><p><a href="tel:+14165550156">+1 416-555-0156</a></p></div>
<div class="presenter"><p class="presenter__name">Julian Thorne</p><p>Sales Representative</p><p><a href="tel:+14165550163">+1 416-555-0163</a></p></div>
<div class="member"><p class="member__name">Ashbury Heights Realty Inc., Brokerage</p><p>Head Office: 1 Bloor St W, Suite 2550, Toronto, ON M4W 1A3</p><p>A Luxury Portfolio International® member since 2012</p></div>
</section>
${enquiry("Request Information", "Please send me more information about 48 Dunvegan Heights, Toronto.", "Submit", "I agree to the Luxury Portfolio International® terms and privacy policy.")}
${rail("You May Also Like", [
  { price: "USD 14,900,000", title: "Holland Park Villa", place: "London, United Kingdom", facts: "6 Beds · 6 Baths · 7,100 Sq. Ft.", href: "/property/gb/london/lp-8830124" },
  { price: "USD 9,750,000", title: "Emirates Hills Mansion", place: "Dubai, United Arab Emirates", facts: "7 Beds · 9 Baths · 14,300 Sq. Ft.", href: "/property/ae/dubai/lp-8841770" },
  { price: "USD 6,120,000", title: "112 Glenavon Crescent", place: "Toronto, Ontario, Canada", facts: "5 Beds · 6 Baths · 5,200 Sq. Ft.", href: "/property/ca/on/toronto/c12366520/112-glenavon-crescent" },
])}
</main>
${footer("Luxury Portfolio International®", [["Search", ["Homes for Sale", "Luxury Rentals", "Countries"]], ["About", ["Our Members", "Leading Real Estate Companies of the World®", "Press"]]], ["All prices are shown in the currency you select, converted from the listing currency at the daily rate; the listing currency prevails.", "Listing information is provided by the member brokerage and the Toronto Regional Real Estate Board. MLS®, REALTOR® and the associated logos are trademarks of The Canadian Real Estate Association."])}
</body></html>`,
    expected: {
      price: { amount: 11800000 },
      propertyKind: "house",
      street: "48 Dunvegan Heights",
      city: "Toronto",
      province: "ON",
      postalCode: "M5P 2N7",
      neighbourhood: "Forest Hill South",
      bedrooms: 5,
      bedroomsBelowGrade: 2,
      bathrooms: 7.5,
      bathroomsFull: 7,
      bathroomsHalf: 1,
      squareFootage: 6850,
      lot: { value: 13500, unit: "ft2" },
      yearBuilt: 2014,
      mlsNumber: "C12408813",
      listingAgentName: "Priya Ramaswamy",
      brokerageName: "Ashbury Heights Realty Inc., Brokerage",
      geo: { lat: 43.69251, lng: -79.40538 },
    },
  },
  {
    name: "ho92-leadingre-land-purcells-cove-halifax",
    site: "leadingre.com",
    set: "held-out-92",
    traps: "oceanfront land with no rooms; '$1,195,000 CAD' with a USD toggle; lot '2.18 acres (approx. 94,960 sq ft)' and 310 ft of frontage; a 2,800 sq ft 'suggested home' in the plans; the network's relocation form and its list of other Canadian member firms with their offices; a neighbouring house listing in the rail",
    pageUrl: "https://www.leadingre.com/property/ns/halifax/lot-7-purcells-cove-road/202427815",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lot 7 Purcells Cove Road, Halifax, NS B3P 2G5 — Land for Sale | Leading Real Estate Companies of the World®</title>
<meta name="description" content="2.18 acre oceanfront building lot on the Northwest Arm approach, Purcells Cove, Halifax. $1,195,000 CAD. MLS® 202427815.">
<link rel="canonical" href="https://www.leadingre.com/property/ns/halifax/lot-7-purcells-cove-road/202427815">
${tagManager("GTM-LRE92HX")}
${ld({ "@context": "https://schema.org", "@type": "Place", name: "Lot 7 Purcells Cove Road", address: { "@type": "PostalAddress", streetAddress: "Lot 7 Purcells Cove Road", addressLocality: "Halifax", addressRegion: "NS", postalCode: "B3P 2G5", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 44.60617, longitude: -63.57744 } })}
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Leading Real Estate Companies of the World®", address: { "@type": "PostalAddress", streetAddress: "500 N Dearborn Pkwy, Suite 900", addressLocality: "Chicago", addressRegion: "IL", postalCode: "60654" } })}
</head><body>
${header("LeadingRE", ["Find a Home", "Find an Agent", "Member Firms", "Relocation", "Luxury Portfolio", "About"], switchers(["English", "Français", "Español"], "English", ["CAD", "USD", "EUR", "GBP"], "CAD"), "Member Login")}
<main class="property">
${crumbs(["Home", "Canada", "Nova Scotia", "Halifax", "Purcells Cove"])}
<section class="property__top">
<h1>Lot 7 Purcells Cove Road</h1>
<p>Halifax, NS B3P 2G5</p>
<p class="property__price" data-listing-currency="CAD">$1,195,000 CAD <button class="toggle-currency" data-alt="≈ $862,000 USD">Show in USD</button></p>
<p class="property__type">Land · Oceanfront · Active</p>
</section>
${gallery("https://photos.leadingre.com/ns/202427815", 14, "Lot 7 Purcells Cove Road")}
<section class="property__remarks"><h2>Property Description</h2>
<p>A rare chance to build on the water within fifteen minutes of downtown Halifax. This 2.18 acre lot (approx. 94,960 sq ft) slopes gently to 310 feet of granite shoreline at the mouth of the Northwest Arm, facing McNabs Island and the harbour traffic. Municipal water at the road, power and fibre at the lot line; a septic design has been approved for a four-bedroom home.</p>
<p>Architect's concept plans for a 2,800 sq ft contemporary home with a walk-out lower level are available to buyers. The neighbouring parcels are privately held and treed for privacy.</p>
</section>
${keyFacts("Property Facts", [["MLS® Number", "202427815"], ["Property Type", "Vacant Land"], ["Lot Size", "2.18 acres"], ["Water Frontage", "310 ft"], ["Community", "Purcells Cove"], ["Zoning", "R-1 (HRM)"], ["Services", "Municipal water; power and fibre at lot line"], ["Annual Taxes", "$6,214 (2025)"]])}
<section class="property__listed"><h2>Listing Provided By</h2><p class="agent-name">Fiona MacKenzie-Doyle</p><p>REALTOR®</p><p>Harbourstone Realty Ltd.</p><p>5640 Spring Garden Rd, Suite 210, Halifax, NS B3J 1G9 · <a href="tel:+19025550129">902-555-0129</a></p><p class="member-badge">A LeadingRE member firm</p></section>
<section class="relocation"><h2>Moving to Halifax?</h2><p>LeadingRE's relocation network connects you with a vetted agent in more than 70 countries. Tell us your timeline and we'll match you within 24 hours.</p>${enquiry("Start your relocation", "I'm relocating and interested in Lot 7 Purcells Cove Road.", "Connect me", "I agree to be contacted by a LeadingRE member firm.")}</section>
${keyFacts("Other LeadingRE Member Firms in Canada", [["Pacific Tide Realty Ltd.", "Vancouver, BC · 1201 W Pender St"], ["Prairie Crest Realty Inc.", "Calgary, AB · 801 6 Ave SW"], ["Rivermont Immobilier inc.", "Québec, QC · 1175 Grande Allée O"]], "member-firms")}
${rail("Nearby Listings", [
  { price: "$1,480,000 CAD", title: "1480 Purcells Cove Road", place: "Halifax, NS B3P 2G4", facts: "4 Beds · 3 Baths · 3,120 Sq Ft", href: "/property/ns/halifax/1480-purcells-cove-road/202425540" },
  { price: "$429,000 CAD", title: "Lot 12B Ferguson's Cove Road", place: "Halifax, NS B3V 1K4", facts: "Land · 1.05 acres", href: "/property/ns/halifax/lot-12b-fergusons-cove-road/202426018" },
])}
</main>
${footer("Leading Real Estate Companies of the World®", [["Network", ["Member Firms", "Luxury Portfolio International®", "Relocation"]], ["Company", ["About", "Newsroom", "Contact"]]], ["The data relating to real estate on this website comes in part from the Nova Scotia Association of REALTORS®. MLS® and REALTOR® are trademarks of The Canadian Real Estate Association.", "Leading Real Estate Companies of the World®, 500 N Dearborn Pkwy, Suite 900, Chicago, IL 60654."])}
</body></html>`,
    expected: {
      price: { amount: 1195000 },
      propertyKind: "land",
      street: "Lot 7 Purcells Cove Road",
      city: "Halifax",
      province: "NS",
      postalCode: "B3P 2G5",
      neighbourhood: "Purcells Cove",
      lot: { value: 2.18, unit: "acres" },
      mlsNumber: "202427815",
      listingAgentName: "Fiona MacKenzie-Doyle",
      brokerageName: "Harbourstone Realty Ltd.",
      geo: { lat: 44.60617, lng: -63.57744 },
    },
  },
];
