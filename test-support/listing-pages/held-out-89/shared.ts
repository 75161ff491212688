/**
 * Eighty-ninth held-out corpus, the pages members paste from a phone or an inbox: realtor.ca opened from the app's
 * share sheet (a Riverview NB house), kijiji.ca from the app's share button (a Halifax NS apartment for rent, its
 * price in cents in the Apollo state), zolo.ca's m. host (a vacant lot in Stratford PE) and realtor.com's
 * international page reached from a saved-search e-mail alert (a Kelowna BC condo among the alert's other
 * matches). Addresses, names, phone numbers and numbers are invented; the expected facts were written before any
 * extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  actionBar,
  appBanner,
  cookieNote,
  eventTable,
  leadForm,
  mobileTop,
  nextState,
  payments,
  personCard,
  photoStrip,
  resultCards,
  siteBottom,
  specList,
  specTable,
  tagManager,
  trail,
} from "./chrome.ts";

const realtorCa: ListingPage = {
  name: "ho89-realtorca-house-riverview-nb",
  site: "realtor.ca",
  set: "held-out-89",
  traps:
    "opened from the app's share sheet (?utm_source=share): thin mobile markup with a 'shared with you' note naming another street; '3 + 1' bedrooms; 'Bathrooms (Total) 3' with 'Partial 1'; 1,620 sq ft above grade beside 2,410 total finished; land in m²; the site's property id in the URL beside the MLS® number; demographics, a payment calculator and nearby listings; the brokerage's Moncton office address",
  pageUrl:
    "https://www.realtor.ca/real-estate/28931457/47-caledonia-crescent-riverview?utm_source=share&utm_medium=android_app&utm_campaign=listing_share",
  html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>For sale: 47 Caledonia Crescent, Riverview, New Brunswick E1B 4R7 - M164218 | REALTOR.ca</title>
<meta name="description" content="47 Caledonia Crescent, Riverview, New Brunswick E1B 4R7 - $384,900 - House for sale, Listing ID M164218 - 3 + 1 bedrooms, split entry, finished lower level, double lot.">
<meta property="og:type" content="website">
<meta property="og:title" content="47 Caledonia Crescent, Riverview, New Brunswick E1B 4R7 | REALTOR.ca">
<meta property="og:url" content="https://www.realtor.ca/real-estate/28931457/47-caledonia-crescent-riverview">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638992041/reb11/highres/8/m164218_1.jpg">
<meta name="apple-itunes-app" content="app-id=571555563, app-argument=realtorca://listing/28931457">
<link rel="canonical" href="https://www.realtor.ca/real-estate/28931457/47-caledonia-crescent-riverview">
<link rel="stylesheet" href="/Content/mobile-bundle.css?v=2025.11.3">
${tagManager("GTM-RCA89SH")}
<script>var pageContext = { PropertyId: "28931457", ReferenceNumber: "M164218", Culture: "en-CA", Source: "share", IsMobile: true };</script>
</head>
<body class="mobile listing-details">
${appBanner("REALTOR.ca", "Shared with you from the REALTOR.ca app", "https://app.adjust.com/rca-share?deep_link=realtorca%3A%2F%2Flisting%2F28931457")}
${mobileTop("REALTOR.ca", "Back to results")}
<div class="shareNote"><p><strong>Kevin D.</strong> shared a listing with you:</p><blockquote>"This one's two streets over from Aunt Lise at 12 Whitepine Rd — look at the yard!"</blockquote></div>
${photoStrip("https://cdn.realtor.ca/listings/TS638992041/reb11/highres/8", 34, "47 Caledonia Crescent")}
<div id="listingDetailsTopCon">
<div id="listingPrice" class="listingPrice"><div id="listingPriceValue">$384,900</div></div>
<h1 id="listingAddress" class="listingAddress">47 Caledonia Crescent<br>Riverview, New Brunswick E1B 4R7</h1>
<div class="listingIconCon">
<div class="listingIcon"><div class="listingIconNum">3 + 1</div><div class="listingIconText">Bedrooms</div></div>
<div class="listingIcon"><div class="listingIconNum">3</div><div class="listingIconText">Bathrooms</div></div>
<div class="listingIcon"><div class="listingIconNum">1620 sqft</div><div class="listingIconText">Square Footage</div></div>
</div>
<div id="listingMLSCon">MLS® Number: <span id="MLNumberVal">M164218</span></div>
</div>
${actionBar([["Call", "tel:5065550134"], ["Email", "#contactForm"], ["Directions", "#propertyDetailsMap"]])}
<div id="propertyDescriptionCon"><h2>Listing Description</h2>
<p id="propertyDescriptionText">Welcome to 47 Caledonia Crescent, a split-entry home on a quiet crescent in Riverview, minutes to the Gunningsville Bridge and downtown Moncton. The upper level has an open living room and kitchen with quartz counters, three bedrooms including the primary with its own two-piece ensuite, and the main bath. 1,620 sq ft above grade plus a bright finished lower level with a family room, the fourth bedroom, a full bath and laundry. Ductless heat pumps (2), paved drive, detached 16' x 24' garage/workshop and a fenced yard backing onto green space. Built in 2004 by the original owners' builder. Property taxes are based on the non-owner-occupied rate and will be lower for an owner-occupant.</p></div>
${specTable("Property Summary", [["Property Type", "Single Family"], ["Building Type", "House"], ["Storeys", "1"], ["Title", "Freehold"], ["Land Size", "929 m2"], ["Built in", "2004"], ["Annual Property Taxes", "$4,988"], ["Time on REALTOR.ca", "6 days"]], "propertyDetailsSectionCon summary")}
${specTable("Building", [["Bedrooms Above Ground", "3"], ["Bedrooms Below Ground", "1"], ["Bathrooms (Total)", "3"], ["Bathrooms (Partial)", "1"], ["Architectural Style", "Split level entry"], ["Basement Development", "Finished"], ["Size Interior", "1620 sqft"], ["Total Finished Area", "2410 sqft"], ["Heating", "Baseboard heaters, Heat Pump"], ["Exterior Finish", "Vinyl siding"], ["Flooring", "Laminate, Vinyl"]], "propertyDetailsSectionCon building")}
${eventTable("Rooms", ["Level", "Type", "Dimensions"], [["Main level", "Living room", "15 ft ,6 in x 13 ft"], ["Main level", "Kitchen", "11 ft x 12 ft"], ["Main level", "Primary Bedroom", "13 ft x 11 ft ,8 in"], ["Main level", "2pc Ensuite bath", "5 ft x 5 ft"], ["Main level", "Bedroom", "10 ft x 9 ft ,6 in"], ["Main level", "Bedroom", "10 ft x 9 ft"], ["Main level", "4pc Bathroom", "8 ft x 5 ft"], ["Basement", "Family room", "21 ft x 13 ft"], ["Basement", "Bedroom", "11 ft x 10 ft"], ["Basement", "3pc Bathroom", "7 ft x 6 ft"]])}
${specTable("Land", [["Land Size", "929 m2"], ["Acreage", "No"], ["Landscape Features", "Landscaped"], ["Fence", "Fully fenced"]], "propertyDetailsSectionCon land")}
${specTable("Parking", [["Parking Type", "Detached Garage, Paved driveway"], ["Total Parking Spaces", "4"]], "propertyDetailsSectionCon parking")}
<div id="propertyDetailsMap" class="mapCon" data-latitude="46.06312" data-longitude="-64.80457"><img src="https://maps.googleapis.com/maps/api/staticmap?center=46.06312,-64.80457&zoom=15&size=640x300&markers=46.06312,-64.80457" alt="Map of 47 Caledonia Crescent"></div>
<script>var propertyLat = 46.06312; var propertyLng = -64.80457;</script>
${specTable("Neighbourhood Demographics (Riverview)", [["Population", "21,840"], ["Median age", "43"], ["Average household income", "$98,412"], ["Homes built 2001–2010", "17%"], ["Average dwelling value", "$301,700"]], "demographics")}
${payments("Mortgage Calculator", [["Price", "$384,900"], ["Down payment", "$38,490 (10%)"], ["CMHC insurance", "$10,738"], ["Interest rate", "4.59%"], ["Amortization", "25 years"]], "Monthly payment: $1,986", "For estimation purposes only. Contact a lender for your actual rate.")}
<section id="listingAgentsCon"><h2>Listing Agents</h2>
<div class="realtorCardCon"><p class="realtorCardName">Natalie Cormier</p><p class="realtorCardTitle">REALTOR®</p><p class="realtorCardPhone">506-555-0134</p>
<div class="officeCard"><p class="officeCardName">Tidewater Realty Inc.</p><p class="officeCardAddress">1633 Mountain Road<br>Moncton, New Brunswick E1G 1A5</p><p>506-555-0100</p></div></div>
<div class="realtorCardCon"><p class="realtorCardName">Marc-André LeBlanc</p><p class="realtorCardTitle">REALTOR®</p><p class="realtorCardPhone">506-555-0171</p>
<div class="officeCard"><p class="officeCardName">Tidewater Realty Inc.</p><p class="officeCardAddress">1633 Mountain Road<br>Moncton, New Brunswick E1G 1A5</p></div></div>
</section>
<div id="contactForm">${leadForm("Contact the REALTOR®", "I would like more information about 47 Caledonia Crescent, Riverview (M164218).", "Send", "By sending, you agree to REALTOR.ca's Terms of Use and Privacy Policy.")}</div>
${resultCards("Nearby listings", [
  { id: "28910772", price: "$399,000", street: "12 Whitepine Road", place: "Riverview, New Brunswick E1B 4T2", facts: "4 bd · 2 ba · 1,780 sqft", href: "/real-estate/28910772/12-whitepine-road-riverview" },
  { id: "28927118", price: "$349,900", street: "219 Hillsborough Road", place: "Riverview, New Brunswick E1B 3W6", facts: "3 bd · 1 ba · 1,104 sqft", href: "/real-estate/28927118/219-hillsborough-road-riverview" },
  { id: "28933050", price: "$429,000", street: "3 Bromley Avenue", place: "Moncton, New Brunswick E1A 7K9", facts: "3 + 1 bd · 2 ba · 1,460 sqft", href: "/real-estate/28933050/3-bromley-avenue-moncton" },
], "similarListings")}
${cookieNote("REALTOR.ca uses cookies to improve your experience.", "Accept")}
${siteBottom("The Canadian Real Estate Association", ["About REALTOR.ca", "Terms of Use", "Privacy", "Accessibility", "Contact Us"], ["REALTOR®, REALTORS® and the REALTOR® logo are certification marks controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. MLS®, Multiple Listing Service® and the associated logos identify professional services rendered by REALTOR® members of CREA.", "Listing information supplied by the Greater Moncton REALTORS® du Grand Moncton. Data is deemed reliable but is not guaranteed accurate."])}
</body></html>`,
  expected: {
    price: { amount: 384900 },
    propertyKind: "house",
    street: "47 Caledonia Crescent",
    city: "Riverview",
    province: "NB",
    postalCode: "E1B 4R7",
    bedrooms: 3,
    bedroomsBelowGrade: 1,
    bathrooms: 2.5,
    bathroomsFull: 2,
    bathroomsHalf: 1,
    squareFootage: 1620,
    lot: { value: 929, unit: "m2" },
    yearBuilt: 2004,
    mlsNumber: "M164218",
    listingAgentName: "Natalie Cormier",
    brokerageName: "Tidewater Realty Inc.",
    geo: { lat: 46.06312, lng: -64.80457 },
  },
};

const kijijiAttrs = (pairs: [string, string, string][]): unknown[] =>
  pairs.map(([canonicalName, label, value]) => ({ __typename: "ListingAttribute", canonicalName, name: label, canonicalValues: [value], values: [value] }));

const kijijiState = {
  props: {
    pageProps: {
      __APOLLO_STATE__: {
        "RealEstateListing:1718824530": {
          __typename: "RealEstateListing",
          id: "1718824530",
          title: "Bright 2 Bed 2 Bath with Parking – Steps to Dal & the Hospitals",
          adSource: "ORGANIC",
          categoryId: 37,
          price: { __typename: "StandardAmountPrice", amount: 215000, type: "FIXED", surcharges: null },
          location: {
            __typename: "ListingLocation",
            id: 1700321,
            name: "City of Halifax",
            address: "5791 Inglis St, Halifax, NS B3H 1K3",
            coordinates: { __typename: "Coordinates", latitude: 44.63217, longitude: -63.57612 },
          },
          attributes: {
            all: kijijiAttrs([
              ["unittype", "Unit Type", "apartment"],
              ["numberbedrooms", "Bedrooms", "2"],
              ["numberbathrooms", "Bathrooms", "20"],
              ["numberparkingspots", "Parking Included", "1"],
              ["agreementtype", "Agreement Type", "one-year"],
              ["petsallowed", "Pet Friendly", "limited"],
              ["areainfeet", "Size (sqft)", "910"],
              ["furnished", "Furnished", "0"],
              ["heat", "Heat", "1"],
              ["water", "Water", "1"],
              ["hydro", "Hydro", "0"],
            ]),
          },
          posterInfo: { __ref: "Poster:4418207" },
          activationDate: "2025-11-17T14:02:11.000Z",
          sortingDate: "2025-11-17T14:02:11.000Z",
        },
        "Poster:4418207": { __typename: "Poster", id: "4418207", name: "Harbourline Property Management", type: "COMMERCIAL", memberSince: "2014-03-02", phone: null },
        "RealEstateListing:1719002211": {
          __typename: "RealEstateListing",
          id: "1719002211",
          title: "1 Bed in a Quiet Downtown Building",
          price: { __typename: "StandardAmountPrice", amount: 179500, type: "FIXED" },
          location: { __typename: "ListingLocation", name: "City of Halifax", address: "1330 Barrington St, Halifax, NS B3J 1Z1", coordinates: { __typename: "Coordinates", latitude: 44.64171, longitude: -63.57218 } },
        },
        "RealEstateListing:1718733906": {
          __typename: "RealEstateListing",
          id: "1718733906",
          title: "3 Bedroom Townhouse – Clayton Park – Dec 1",
          price: { __typename: "StandardAmountPrice", amount: 265000, type: "FIXED" },
          location: { __typename: "ListingLocation", name: "City of Halifax", address: "88 Willett St, Halifax, NS B3M 4C5", coordinates: { __typename: "Coordinates", latitude: 44.66325, longitude: -63.64791 } },
        },
        "RealEstateListing:1719140087": {
          __typename: "RealEstateListing",
          id: "1719140087",
          title: "Spacious 2 bed lower unit, Dartmouth, utilities incl.",
          price: { __typename: "StandardAmountPrice", amount: 199000, type: "FIXED" },
          location: { __typename: "ListingLocation", name: "Dartmouth", address: "41 Victoria Rd, Dartmouth, NS B3A 1T9", coordinates: { __typename: "Coordinates", latitude: 44.67102, longitude: -63.56883 } },
        },
      },
      listingId: "1718824530",
      userAgentType: "mobile",
      utm: { source: "share", medium: "ios_app", campaign: "socialbuttons" },
    },
  },
  page: "/v-[categorySeoUrl]/[locationSeoUrl]/[seoTitle]/[listingId]",
  query: { listingId: "1718824530" },
  buildId: "kj-web-2025.11.14-3",
  isFallback: false,
};

const kijiji: ListingPage = {
  name: "ho89-kijiji-rental-halifax-ns",
  site: "kijiji.ca",
  set: "held-out-89",
  traps:
    "app share link (?utm_source=share) to a mobile ad page for a rental: $2,150 a month shown, the Apollo state's price in cents (215000) and bathrooms as '20'; the ad id in the URL; a parking extra, a deposit and the landlord's other ads and similar ads with their own rents, addresses and coordinates; a property-management company as poster, no brokerage or MLS",
  pageUrl:
    "https://www.kijiji.ca/v-apartments-condos/city-of-halifax/bright-2-bed-2-bath-with-parking-steps-to-dal-the-hospitals/1718824530?utm_source=share&utm_medium=ios_app&utm_campaign=socialbuttons",
  html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bright 2 Bed 2 Bath with Parking – Steps to Dal &amp; the Hospitals | Long Term Rentals | City of Halifax | Kijiji</title>
<meta name="description" content="2 bed, 2 bath apartment for rent on Inglis St. Heat and water included, one parking spot, available December 1. $2,150">
<meta property="og:title" content="Bright 2 Bed 2 Bath with Parking – Steps to Dal &amp; the Hospitals">
<meta property="og:image" content="https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/4f/4f1c2e90-77aa-4d1f-9c3e-ffd0a3b1c722?rule=kijijica-640-webp">
<meta property="og:url" content="https://www.kijiji.ca/v-apartments-condos/city-of-halifax/bright-2-bed-2-bath-with-parking-steps-to-dal-the-hospitals/1718824530">
<link rel="canonical" href="https://www.kijiji.ca/v-apartments-condos/city-of-halifax/bright-2-bed-2-bath-with-parking-steps-to-dal-the-hospitals/1718824530">
${tagManager("GTM-KJ89MOB")}
</head>
<body>
<div id="__next">
${appBanner("Kijiji", "Buy and sell locally. Faster in the app.", "https://kijiji.app.link/vip-1718824530")}
<header class="sc-hdr-mobile"><a href="/" class="sc-logo">Kijiji</a><a href="/m-post-ad" class="sc-post">Post ad</a></header>
${trail(["Home", "Nova Scotia", "City of Halifax", "Real Estate", "For Rent", "Long Term Rentals", "Apartments & Condos"])}
${photoStrip("https://media.kijiji.ca/api/v1/ca-prod-fsbo-ads/images/4f", 14, "Bright 2 Bed 2 Bath with Parking")}
<div class="sc-vip-head" data-testid="vip-head">
<h1 class="sc-title">Bright 2 Bed 2 Bath with Parking – Steps to Dal &amp; the Hospitals</h1>
<div class="sc-price-wrap"><p class="sc-price" data-testid="vip-price">$2,150</p><span class="sc-utilities">Heat, Water included</span></div>
<div class="sc-location" data-testid="vip-location"><button type="button">5791 Inglis St, Halifax, NS B3H 1K3</button></div>
<p class="sc-date">Posted <time datetime="2025-11-17T14:02:11.000Z">3 days ago</time></p>
</div>
<ul class="sc-quick" data-testid="vip-quick-attributes"><li>Apartment</li><li>Bedrooms: 2</li><li>Bathrooms: 2</li><li>910 sqft</li></ul>
${specList("Overview", [["Unit Type", "Apartment"], ["Bedrooms", "2"], ["Bathrooms", "2"], ["Parking Included", "1"], ["Agreement Type", "1 Year"], ["Move-In Date", "December 1, 2025"], ["Pet Friendly", "Limited"], ["Size (sqft)", "910"], ["Furnished", "No"], ["Air Conditioning", "Yes"], ["Smoking Permitted", "No"]], "sc-attributes")}
${specList("Utilities", [["Hydro", "Not Included"], ["Heat", "Included"], ["Water", "Included"], ["Wi-Fi and More", "Not Included"]], "sc-utilities-list")}
<section class="sc-description" data-testid="vip-description"><h2>Description</h2>
<p>Fourth-floor corner unit in a well-kept elevator building on Inglis St, a ten-minute walk to Dalhousie, Saint Mary's and the QEII and IWK. Two bedrooms, two full bathrooms (ensuite off the primary), in-suite laundry, a new kitchen and a wall-mounted heat pump for A/C.</p>
<p>Rent is $2,150/month with heat and hot water included; tenant pays Nova Scotia Power. One outdoor parking spot is included — a second spot is available at $85/month. Security deposit of half a month's rent ($1,075). One-year lease starting December 1. Small pets considered with a pet deposit. No smoking of any kind.</p>
<p>Please message through Kijiji with your move-in date and how many people will live in the unit. Showings Tuesday and Thursday evenings.</p></section>
<section class="sc-poster" data-testid="vip-poster"><h2>Posted by</h2><p class="sc-poster-name">Harbourline Property Management</p><p>Professional · On Kijiji since 2014 · Usually responds within a few hours</p><a href="/o-profile/4418207">View profile</a></section>
${leadForm("Contact poster", "Hi, is this apartment still available? I'd like to book a viewing.", "Send message", "By sending you agree to Kijiji's Terms of Use and Privacy Policy. Never send a deposit before viewing a unit in person.")}
${resultCards("Other ads from this poster", [
  { id: "1719002211", price: "$1,795", street: "1330 Barrington St", place: "City of Halifax", facts: "1 Bed · 1 Bath · 640 sqft", href: "/v-apartments-condos/city-of-halifax/1-bed-in-a-quiet-downtown-building/1719002211" },
  { id: "1718733906", price: "$2,650", street: "88 Willett St", place: "City of Halifax", facts: "3 Bed · 1.5 Bath · Townhouse", href: "/v-apartments-condos/city-of-halifax/3-bedroom-townhouse-clayton-park-dec-1/1718733906" },
], "sc-poster-ads")}
${resultCards("Similar ads", [
  { id: "1719140087", price: "$1,990", street: "41 Victoria Rd", place: "Dartmouth", facts: "2 Bed · 1 Bath · Basement", badge: "Utilities incl.", href: "/v-apartments-condos/dartmouth/spacious-2-bed-lower-unit-dartmouth-utilities-incl/1719140087" },
  { id: "1718960042", price: "$2,400", street: "1034 Tower Rd", place: "City of Halifax", facts: "2 Bed · 2 Bath · 1,020 sqft", badge: "Top ad", href: "/v-apartments-condos/city-of-halifax/tower-rd-2-bed-2-bath/1718960042" },
], "sc-similar")}
<section class="sc-safety"><h3>Stay safe</h3><p>Meet the landlord and view the unit before you pay anything. Kijiji will never ask you for payment by gift card.</p><p>Ad ID 1718824530</p></section>
${actionBar([["Message", "#contact"], ["Save", "#save"], ["Share", "#share"]])}
${siteBottom("Adevinta Canada", ["Terms of Use", "Privacy Policy", "Posting Policy", "Help Desk", "Kijiji Autos"], ["Kijiji is a trademark of Adevinta Canada. The poster is responsible for the accuracy of this ad."])}
</div>
${nextState(kijijiState)}
</body></html>`,
  expected: {
    price: { amount: 2150, period: "month" },
    propertyKind: "condo",
    street: "5791 Inglis St",
    city: "Halifax",
    province: "NS",
    postalCode: "B3H 1K3",
    bedrooms: 2,
    bathrooms: 2,
    squareFootage: 910,
    geo: { lat: 44.63217, lng: -63.57612 },
  },
};

const zolo: ListingPage = {
  name: "ho89-zolo-land-stratford-pe",
  site: "zolo.ca",
  set: "held-out-89",
  traps:
    "the m. host's thin page for a vacant lot: no postal code, no bedrooms; lot '0.52 acres (22,651 sqft)'; a 9-digit PEI MLS® number beside Zolo's own listing id; price history with an earlier list price; a sign-in-gated sold lot on the same street; Zolo Realty's own agent and Toronto office; nearby listings with their own figures",
  pageUrl: "https://m.zolo.ca/stratford-pe-real-estate/lot-7-seawind-drive",
  html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Lot 7 Seawind Drive, Stratford, PE — Vacant Land For Sale — $119,900 | Zolo.ca</title>
<meta name="description" content="Vacant land for sale at Lot 7 Seawind Drive in Seawind Estates, Stratford for $119,900. 0.52 acre serviced building lot. MLS® 202508316.">
<link rel="canonical" href="https://www.zolo.ca/stratford-pe-real-estate/lot-7-seawind-drive">
<link rel="stylesheet" href="https://m.zolo.ca/css/m-listing.min.css?v=7712">
${tagManager("GTM-ZL89MOB")}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Lot 7 Seawind Drive, Stratford, PE", description: "0.52 acre serviced building lot in Seawind Estates.", sku: "202508316", offers: { "@type": "Offer", price: "119900", priceCurrency: "CAD", availability: "https://schema.org/InStock" } })}
${ld({ "@context": "https://schema.org", "@type": "Place", name: "Lot 7 Seawind Drive", address: { "@type": "PostalAddress", streetAddress: "Lot 7 Seawind Drive", addressLocality: "Stratford", addressRegion: "PE", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 46.21384, longitude: -63.08862 } })}
</head>
<body class="m-listing">
${mobileTop("Zolo", "Back")}
${photoStrip("https://photos.zolo.ca/lot-7-seawind-drive-stratford-202508316", 9, "Lot 7 Seawind Drive")}
<section class="listing-location">
<h1 class="address">Lot 7 Seawind Drive</h1>
<div class="area"><a href="/stratford-pe-real-estate/seawind-estates">Seawind Estates</a>, <a href="/stratford-pe-real-estate">Stratford</a>, PE</div>
</section>
<section class="listing-values">
<div class="listing-price"><span class="priv">$119,900</span><span class="listing-price-change">↓ $10,000</span></div>
<ul class="listing-values-list"><li>Vacant Land</li><li>0.52 acres</li><li>21 days on Zolo</li></ul>
</section>
${actionBar([["Call", "tel:9025550166"], ["Request info", "#request"], ["Save", "#save"]])}
<section class="section-listing-content"><h2>Description</h2>
<p>One of the last serviced building lots in Seawind Estates, 0.52 acres on a quiet cul-de-sac with a partial view of Hillsborough Bay. Municipal water and sewer at the lot line, underground power, and a gentle south-facing slope suited to a walk-out basement. About 8 minutes to Charlottetown over the Hillsborough Bridge and steps to the Stratford trail network. Restrictive covenants apply (minimum 1,400 sq ft single-family dwelling, no mini-homes); copy available on request. HST may apply.</p>
</section>
${specList("Key Facts", [["MLS®", "202508316"], ["Type", "Vacant Land"], ["Community", "Seawind Estates"], ["Municipality", "Stratford"], ["Lot Size", "0.52 acres (22,651 sqft)"], ["Frontage", "96 ft"], ["Zoning", "R1 – Low Density Residential"], ["Services", "Municipal water & sewer"], ["Taxes", "$612 (2025)"], ["PID", "1093845"], ["Days on Zolo", "21"], ["Zolo ID", "z-pe-3319027"]], "column-container key-facts")}
${eventTable("Price History", ["Date", "Event", "Price"], [["Nov 2025", "Listed", "$119,900"], ["Oct 2025", "Terminated", "$129,900"], ["Jun 2025", "Listed", "$129,900"]])}
<section class="sold-nearby"><h3>Sold on Seawind Drive</h3><ul><li>Lot 3 Seawind Drive · Vacant Land · 0.48 acres · <span class="blur">Sold $104,500</span> · <a href="/sign-in">Sign in to see sold price</a></li><li>14 Seawind Drive · 4 bd · 3 ba · <span class="blur">Sold $689,000</span></li></ul></section>
${payments("Mortgage", [["Price", "$119,900"], ["Down payment", "35%"], ["Rate", "5.19%"], ["Term", "10 years"]], "$836 / month", "Land loans usually need a larger down payment. Estimate only.")}
<section class="listing-brokerage"><p>Listed by <strong>Colin MacPhail</strong>, Islandview Realty Ltd.</p><p>Listing data provided by the PEI Association of REALTORS® MLS® System. Information deemed reliable but not guaranteed.</p></section>
${personCard("Ask a Zolo agent", { name: "Brianne Ferris", title: "Sales Representative, Zolo Realty", phone: "902-555-0166", email: "brianne.ferris@zolo.example" }, "Zolo Realty, Brokerage — Suite 905, 4711 Yonge St, Toronto, ON M2N 6K8", "zolo-agent")}
<div id="request">${leadForm("Request info", "I'm interested in Lot 7 Seawind Drive, Stratford.", "Request info", "By submitting you agree to be contacted by Zolo Realty, a brokerage not affiliated with the listing brokerage.")}</div>
${resultCards("Nearby Homes for Sale", [
  { id: "202508101", price: "$134,500", street: "Lot 12 Kinlock Road", place: "Stratford, PE", facts: "Vacant Land · 0.61 acres", lat: 46.20811, lng: -63.07355, href: "/stratford-pe-real-estate/lot-12-kinlock-road" },
  { id: "202507944", price: "$549,000", street: "22 Seawind Drive", place: "Stratford, PE", facts: "3 bd · 2 ba · 1,620 sqft", lat: 46.21433, lng: -63.08709, href: "/stratford-pe-real-estate/22-seawind-drive" },
  { id: "202508322", price: "$95,000", street: "Lot 2 Mason Road", place: "Stratford, PE", facts: "Vacant Land · 0.35 acres", lat: 46.22507, lng: -63.09916, href: "/stratford-pe-real-estate/lot-2-mason-road" },
], "similar-homes")}
${siteBottom("Zolo Realty Inc.", ["About", "Terms", "Privacy", "Full site"], ["Zolo Realty, Brokerage. Suite 905, 4711 Yonge St, Toronto, ON M2N 6K8. Not intended to solicit buyers or sellers currently under contract."])}
</body></html>`,
  expected: {
    price: { amount: 119900 },
    propertyKind: "land",
    street: "Lot 7 Seawind Drive",
    city: "Stratford",
    province: "PE",
    neighbourhood: "Seawind Estates",
    lot: { value: 0.52, unit: "acres" },
    mlsNumber: "202508316",
    listingAgentName: "Colin MacPhail",
    brokerageName: "Islandview Realty Ltd.",
    geo: { lat: 46.21384, lng: -63.08862 },
  },
};

const rdcAlertState = {
  props: {
    pageProps: {
      alert: {
        id: "ss-7712094",
        name: "Kelowna · Condos · $450K–$700K",
        frequency: "instant",
        newSince: "2025-11-12",
        matches: [
          { listingId: "104887351", featured: true },
          { listingId: "104879920", price: { amount: 579000, currency: "CAD" }, address: "805-1151 Sunset Drive, Kelowna, BC V1Y 9Z6", beds: 2, baths: 2, sqft: 968, lat: 49.89147, lng: -119.49788 },
          { listingId: "104891185", price: { amount: 689900, currency: "CAD" }, address: "302-3210 Lakeshore Road, Kelowna, BC V1W 3S9", beds: 2, baths: 2, sqft: 1120, lat: 49.85672, lng: -119.48101 },
          { listingId: "104890412", price: { amount: 499000, currency: "CAD" }, address: "214-2120 Ethel Street, Kelowna, BC V1Y 2Z6", beds: 1, baths: 1, sqft: 702, lat: 49.87455, lng: -119.48633 },
        ],
      },
      listing: {
        listingId: "104887351",
        country: "CA",
        status: "for_sale",
        propertyType: "Condo/Apartment",
        price: { amount: 629900, currency: "CAD" },
        convertedPrice: { amount: 449600, currency: "USD", rate: 0.7138 },
        address: { line: "1406-1088 Sunset Drive", city: "Kelowna", state: "BC", postalCode: "V1Y 9W6", neighbourhood: "Kelowna North" },
        coordinate: { lat: 49.89012, lon: -119.49655 },
        beds: 2,
        baths: 2,
        floorArea: { sqft: 1004, sqm: 93.3 },
        yearBuilt: 2009,
        mlsId: "10351872",
        strataFee: { amount: 512, currency: "CAD", period: "monthly" },
        agent: { name: "Priya Sandhu", office: "Okanagan Shoreline Realty Ltd.", phone: "250-555-0148" },
      },
      currency: "USD",
    },
  },
  page: "/international/[country]/[...slug]",
  query: { country: "ca", cid: "eml_alert_newlisting" },
  buildId: "intl-2025.46.1",
};

const realtorCom: ListingPage = {
  name: "ho89-realtorcom-condo-kelowna-bc",
  site: "realtor.com",
  set: "held-out-89",
  traps:
    "a saved-search e-mail alert's landing page: the named listing among the alert's three other new matches (own prices, addresses, sizes, points); price in CAD with a USD conversion the site prefers; 1,004 sqft beside 93.3 m²; a strata fee; a payment estimate in USD; the site's own 'connect with an agent' partner beside the listing agent",
  pageUrl:
    "https://www.realtor.com/international/ca/kelowna-british-columbia-v1y-9w6/1406-1088-sunset-drive-104887351/?cid=eml_alert_newlisting&utm_source=alerts&utm_medium=email&utm_campaign=saved_search_new_listing&alert_id=ss-7712094",
  html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1406-1088 Sunset Drive, Kelowna, British Columbia V1Y 9W6 — Condo for sale | realtor.com International</title>
<meta name="description" content="2 bed, 2 bath condo for sale in Kelowna, British Columbia, Canada. CAD $629,900 (about USD $449,600).">
<meta name="robots" content="noindex">
<link rel="canonical" href="https://www.realtor.com/international/ca/kelowna-british-columbia-v1y-9w6/1406-1088-sunset-drive-104887351/">
${tagManager("GTM-RDC89INT")}
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "1406-1088 Sunset Drive", numberOfRooms: 5, floorSize: { "@type": "QuantitativeValue", value: 1004, unitCode: "FTK" }, address: { "@type": "PostalAddress", streetAddress: "1406-1088 Sunset Drive", addressLocality: "Kelowna", addressRegion: "BC", postalCode: "V1Y 9W6", addressCountry: "CA" }, geo: { "@type": "GeoCoordinates", latitude: 49.89012, longitude: -119.49655 } })}
</head>
<body>
<div id="__next">
<header class="rdc-header"><a href="/" class="rdc-logo">realtor.com®</a><nav><a href="/international/">International</a><a href="/realestateandhomes-search/">Buy</a><a href="/apartments/">Rent</a><a href="/myhome">My Home</a></nav><a href="/myaccount/saved-searches" class="rdc-user">My saved searches</a></header>
<section class="alert-banner" data-testid="email-alert-banner"><p>From your saved search alert <strong>"Kelowna · Condos · $450K–$700K"</strong>: 4 new listings since Nov 12.</p><p><a href="/myaccount/saved-searches/ss-7712094">Edit this alert</a> · <a href="/myaccount/notifications?unsubscribe=ss-7712094">Unsubscribe</a></p></section>
${trail(["International", "Canada", "British Columbia", "Kelowna"])}
<article class="intl-ldp" data-listing-id="104887351">
${photoStrip("https://s3.amazonaws.com/rdc-intl/ca/104887351", 28, "1406-1088 Sunset Drive, Kelowna")}
<div class="intl-ldp__summary">
<span class="intl-ldp__flag">New</span>
<div class="intl-ldp__price" data-testid="price"><span class="primary">USD $449,600</span><span class="secondary">CAD $629,900</span></div>
<h1 class="intl-ldp__address">1406-1088 Sunset Drive, Kelowna, British Columbia V1Y 9W6</h1>
<ul class="intl-ldp__meta"><li><strong>2</strong> beds</li><li><strong>2</strong> baths</li><li><strong>1,004</strong> sqft (93.3 m²)</li><li>Condo/Apartment</li></ul>
<p class="intl-ldp__fx">Prices shown in USD at 1 CAD = 0.7138 USD. The seller's asking price is CAD $629,900.</p>
</div>
<section class="intl-ldp__desc"><h2>About this home</h2>
<p>Fourteenth-floor corner home in a concrete tower at the north end of downtown Kelowna, a block from the lake, the boardwalk and the Cultural District. Two bedrooms on opposite sides, two full bathrooms, an open kitchen with a gas range and a 180 sq ft covered deck facing the bridge and the mountains. Includes one secure parking stall and a storage locker. Amenities: outdoor pool and hot tub, gym, guest suite and a resident lounge. Rentals allowed (30-day minimum); two pets allowed.</p></section>
${specTable("Property details", [["Property type", "Condo/Apartment"], ["Neighbourhood", "Kelowna North"], ["Bedrooms", "2"], ["Bathrooms", "2"], ["Floor area", "1,004 sqft / 93.3 m²"], ["Year built", "2009"], ["Strata fee", "CAD $512 / month"], ["Parking", "1 secured stall"], ["MLS®", "10351872"], ["realtor.com ID", "104887351"]], "intl-ldp__details")}
${payments("Estimated monthly payment", [["Home price", "USD $449,600"], ["Down payment", "25%"], ["Rate", "6.38%"], ["Term", "30 years"]], "USD $2,104/mo", "Financing for Canadian property is usually arranged with a Canadian lender; this estimate is illustrative only.")}
<section class="intl-ldp__listed-by"><h3>Listing provided by</h3><p class="agent-name">Priya Sandhu</p><p class="office-name">Okanagan Shoreline Realty Ltd.</p><p><a href="tel:2505550148">250-555-0148</a></p><p class="office-address">1980 Harvey Avenue, Kelowna, BC V1Y 6G7</p></section>
${personCard("Connect with an international agent", { name: "Douglas Tremblay", title: "realtor.com® International Partner Agent", phone: "604-555-0119" }, "Cascadia Cross-Border Realty", "partner-agent")}
${leadForm("Ask about this home", "I saw 1406-1088 Sunset Drive in my alert e-mail and would like more details.", "Email agent", "By proceeding, you consent to receive calls and texts at the number you provided from realtor.com and its partners.")}
</article>
${resultCards("More new matches from this alert", [
  { id: "104879920", price: "CAD $579,000", street: "805-1151 Sunset Drive", place: "Kelowna, BC V1Y 9Z6", facts: "2 bd · 2 ba · 968 sqft", lat: 49.89147, lng: -119.49788, badge: "New", href: "/international/ca/kelowna-british-columbia-v1y-9z6/805-1151-sunset-drive-104879920/" },
  { id: "104891185", price: "CAD $689,900", street: "302-3210 Lakeshore Road", place: "Kelowna, BC V1W 3S9", facts: "2 bd · 2 ba · 1,120 sqft", lat: 49.85672, lng: -119.48101, badge: "New", href: "/international/ca/kelowna-british-columbia-v1w-3s9/302-3210-lakeshore-road-104891185/" },
  { id: "104890412", price: "CAD $499,000", street: "214-2120 Ethel Street", place: "Kelowna, BC V1Y 2Z6", facts: "1 bd · 1 ba · 702 sqft", lat: 49.87455, lng: -119.48633, badge: "Price reduced", href: "/international/ca/kelowna-british-columbia-v1y-2z6/214-2120-ethel-street-104890412/" },
], "alert-matches")}
${siteBottom("Move, Inc.", ["About us", "Careers", "Feedback", "Advertise", "Terms of Use", "Privacy", "Do Not Sell or Share My Personal Information"], ["International listings are supplied by partner portals and brokers; realtor.com does not verify them. Canadian MLS® listing content is provided under licence.", "realtor.com® is operated by Move, Inc. under licence from the National Association of REALTORS®."])}
</div>
${nextState(rdcAlertState)}
</body></html>`,
  expected: {
    price: { amount: 629900 },
    propertyKind: "condo",
    street: "1406-1088 Sunset Drive",
    city: "Kelowna",
    province: "BC",
    postalCode: "V1Y 9W6",
    neighbourhood: "Kelowna North",
    bedrooms: 2,
    bathrooms: 2,
    squareFootage: 1004,
    yearBuilt: 2009,
    mlsNumber: "10351872",
    listingAgentName: "Priya Sandhu",
    brokerageName: "Okanagan Shoreline Realty Ltd.",
    geo: { lat: 49.89012, lng: -119.49655 },
  },
};

export const HELD_OUT_89_SHARED: ListingPage[] = [realtorCa, kijiji, zolo, realtorCom];
