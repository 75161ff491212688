/**
 * Eighty-sixth held-out corpus, luxury and unusual properties in Ontario, Alberta and British Columbia: realtor.ca for
 * a Lake Rosseau estate with a guest house and boathouse (Muskoka Lakes), zolo.ca for a Calgary penthouse with two
 * terraces, housesigma.com for a Niagara-on-the-Lake vineyard, remax.ca for an equestrian farm in Prince Edward
 * County, rew.ca for a Coal Harbour float home, condos.ca for a Leslieville hard loft and point2homes.com for a Kelowna
 * lakefront home with nine baths and a triple garage. Addresses, names and numbers are invented; expected facts were
 * written before any page markup.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import {
  calcEn,
  calculator,
  cookieBar,
  crea,
  dataLayer,
  footer,
  gtm,
  jsState,
  nav,
  nextData,
  photos,
  rail,
  socials,
} from "./chrome.ts";

export const HELD_OUT_86_ONTARIO_WEST: ListingPage[] = [
  {
    name: "ho86-realtorca-estate-muskoka-lakes",
    site: "realtor.ca",
    set: "held-out-86",
    traps:
      "realtor.ca's page for a Lake Rosseau estate: the remarks' 'offered at $12.9M' beside '$12,900,000'; 'Muskoka Lakes (Medora)' with the community in brackets; the main cottage's 6 + 1 bedrooms and 7 baths (2 partial) beside a two-bedroom guest house and a boathouse suite in the remarks; 6,850 sq ft in the main building beside 1,420 sq ft guest house and 1,160 sq ft boathouse; '3.2 ac|2 - 4.99 acres' and 410 ft of frontage; a rooms table over four levels and the guest house; the architect and the 2021 renovation beside 'Constructed 2008'; the estate manager's phone; a co-listing broker; other Muskoka luxury listings with '$8.45M' style prices",
    pageUrl: "https://www.realtor.ca/real-estate/28741093/1186-shadow-bay-road-muskoka-lakes-medora",
    html: `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1186 SHADOW BAY Road, Muskoka Lakes (Medora), Ontario P0B 1J0 - X12318406 | REALTOR.ca</title>
<meta name="description" content="For sale - 1186 SHADOW BAY Road, Muskoka Lakes (Medora), Ontario P0B 1J0 - $12,900,000 - House - 6 + 1 Beds - 7 Baths - MLS® Number X12318406">
<meta property="og:title" content="1186 SHADOW BAY Road, Muskoka Lakes (Medora), Ontario | REALTOR.ca">
<meta property="og:url" content="https://www.realtor.ca/real-estate/28741093/1186-shadow-bay-road-muskoka-lakes-medora">
<meta property="og:image" content="https://cdn.realtor.ca/listings/TS638890/reb82/highres/6/x12318406_1.jpg">
<link rel="alternate" hreflang="fr-ca" href="https://www.realtor.ca/fr/immobilier/28741093/1186-shadow-bay-road-muskoka-lakes-medora">
${gtm("GTM-RCA86")}
${dataLayer({ event: "listingDetails", PropertyID: "28741093", MLS: "X12318406", Price: 12900000, Province: "Ontario", City: "Muskoka Lakes", Board: 82 })}
${ld({
  "@context": "https://schema.org",
  "@type": "SingleFamilyResidence",
  name: "1186 SHADOW BAY Road, Muskoka Lakes (Medora), Ontario P0B 1J0",
  address: { "@type": "PostalAddress", streetAddress: "1186 SHADOW BAY Road", addressLocality: "Muskoka Lakes (Medora)", addressRegion: "Ontario", postalCode: "P0B 1J0", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 45.09126, longitude: -79.62814 },
  offers: { "@type": "Offer", price: "12900000", priceCurrency: "CAD" },
})}
</head><body class="listingDetailsPage">
${cookieBar("REALTOR.ca uses cookies to improve your experience. By continuing, you consent to our use of cookies.", "Got it", "Learn more")}
<header id="siteHeader"><a href="/" class="logo">REALTOR.ca</a>
${nav([["Map", "/map"], ["Find a REALTOR®", "/realtor-search"], ["Commercial", "https://www.realtorlink.ca/"], ["Blog", "/blog"], ["Log In", "/login"]], "headerNav")}
</header>
<main id="listingDetailsCon">
<div id="listingTopCon">
<div id="listingPriceCon"><div id="listingPrice"><span id="listingPriceValue">$12,900,000</span></div></div>
<h1 id="listingAddress">1186 SHADOW BAY Road<br><span class="listingAddressCity">Muskoka Lakes (Medora), Ontario P0B 1J0</span></h1>
<div id="listingMLSNumberCon"><span class="label">MLS® Number:</span> <span id="MLNumberVal">X12318406</span></div>
<div id="listingIconsCon">
<div class="listingIconCon"><span class="listingIconNum" id="BedroomIcon">6 + 1</span><span class="listingIconText">Bedrooms</span></div>
<div class="listingIconCon"><span class="listingIconNum" id="BathroomIcon">7</span><span class="listingIconText">Bathrooms</span></div>
<div class="listingIconCon"><span class="listingIconNum" id="SquareFootageIcon">6850</span><span class="listingIconText">sqft</span></div>
<div class="listingIconCon"><span class="listingIconNum" id="LandSizeIcon">3.2</span><span class="listingIconText">ac</span></div>
</div>
</div>
${photos("https://cdn.realtor.ca/listings/TS638890/reb82/highres/6", 60, "1186 Shadow Bay Road", "listingPhotos")}
<section id="propertyDescriptionCon"><h2>Listing Description</h2>
<div id="propertyDescriptionText">Offered at $12.9M, Shadow Bay Lodge is one of the finest estates on Lake Rosseau: 3.2 private acres with 410 feet of granite shoreline, deep water off the dock and long southwest views to Windermere. The main cottage (about 6,850 sq ft) was designed by architect Graeme Ashworth and completed in 2008, then fully renewed by Hollis &amp; Crane Interiors in 2021. Great room with a 28-foot fieldstone fireplace, chef's kitchen, screened Muskoka room, primary suite with lake-view sleeping porch, five further bedrooms and a lower-level guest room off the games room and wine cellar. The two-bedroom guest house (about 1,420 sq ft) sits above the tennis court, and the three-slip boathouse has a 1,160 sq ft one-bedroom suite with wet bar. Heated triple garage, generator, sand beach and boardwalk. Estate manager on site year-round; showings by appointment only through the listing brokerage.</div>
</section>
<section id="propertyDetailsSectionCon"><h2>Property Details</h2>
<div class="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Community Name</div><div class="propertyDetailsSectionContentValue">Medora</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Title</div><div class="propertyDetailsSectionContentValue">Freehold</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">3.2 ac|2 - 4.99 acres</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Frontage</div><div class="propertyDetailsSectionContentValue">410 ft (water)</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$41,880</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Parking Type</div><div class="propertyDetailsSectionContentValue">Attached Garage (3)</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Time on REALTOR.ca</div><div class="propertyDetailsSectionContentValue">21 days</div></div>
</div>
<h3>Building</h3>
<div class="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Bedrooms Above Ground</div><div class="propertyDetailsSectionContentValue">6</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Bedrooms Below Ground</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Bathrooms (Total)</div><div class="propertyDetailsSectionContentValue">7</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Bathrooms (Partial)</div><div class="propertyDetailsSectionContentValue">2</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Constructed Date</div><div class="propertyDetailsSectionContentValue">2008</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Size Interior</div><div class="propertyDetailsSectionContentValue">6850 sqft</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Exterior Finish</div><div class="propertyDetailsSectionContentValue">Wood, Stone</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Heating</div><div class="propertyDetailsSectionContentValue">Geothermal, radiant floors</div></div>
<div class="propertyDetailsSectionContentRow"><div class="propertyDetailsSectionContentLabel">Waterfront</div><div class="propertyDetailsSectionContentValue">Lake Rosseau, Waterfront</div></div>
</div>
<h3>Rooms</h3>
<table class="listingDetailsRoomDetails_Table"><thead><tr><th>Level</th><th>Type</th><th>Dimensions</th></tr></thead><tbody>
<tr><td>Second level</td><td>Primary Bedroom</td><td>18 ft x 22 ft</td></tr>
<tr><td>Second level</td><td>Bedroom 2</td><td>14 ft x 15 ft</td></tr>
<tr><td>Second level</td><td>Bedroom 3</td><td>13 ft x 14 ft</td></tr>
<tr><td>Second level</td><td>Bedroom 4</td><td>13 ft x 13 ft</td></tr>
<tr><td>Second level</td><td>Bunk Room</td><td>16 ft x 20 ft</td></tr>
<tr><td>Main level</td><td>Great room</td><td>26 ft x 30 ft</td></tr>
<tr><td>Main level</td><td>Kitchen</td><td>16 ft x 22 ft</td></tr>
<tr><td>Main level</td><td>Muskoka Room</td><td>18 ft x 24 ft</td></tr>
<tr><td>Main level</td><td>Bedroom</td><td>13 ft x 14 ft</td></tr>
<tr><td>Lower level</td><td>Games room</td><td>22 ft x 28 ft</td></tr>
<tr><td>Lower level</td><td>Wine Cellar</td><td>9 ft x 12 ft</td></tr>
<tr><td>Lower level</td><td>Bedroom</td><td>12 ft x 14 ft</td></tr>
<tr><td>Other</td><td>Guest house: Living room</td><td>16 ft x 20 ft</td></tr>
<tr><td>Other</td><td>Boathouse: Great room</td><td>20 ft x 32 ft</td></tr>
</tbody></table>
</section>
${calculator(calcEn, "12900000", "2580000", "4.69%", "25 years", "$57,514")}
<section id="realtorCardsCon"><h2>Listing Agents</h2>
<div class="realtorCardCon"><div class="realtorCardName">Charlotte Vance</div><div class="realtorCardTitle">Broker</div><div class="realtorCardPhone">705-555-0142</div>
<div class="officeCardCon"><div class="officeCardName">ROSSEAU SHORES REALTY INC., BROKERAGE</div><div class="officeCardAddress">118 Medora St<br>Port Carling, Ontario P0B 1J0</div><div class="officeCardPhone">705-555-0100</div></div></div>
<div class="realtorCardCon"><div class="realtorCardName">Owen Mitchell</div><div class="realtorCardTitle">Salesperson</div><div class="realtorCardPhone">705-555-0177</div>
<div class="officeCardCon"><div class="officeCardName">ROSSEAU SHORES REALTY INC., BROKERAGE</div><div class="officeCardAddress">118 Medora St<br>Port Carling, Ontario P0B 1J0</div></div></div>
<p class="estateManager">Estate manager (access and boat tours): Wes Daly, 705-555-0199</p>
</section>
${rail("Nearby Luxury Listings", [
  { href: "/real-estate/28702266/2042-juddhaven-road-muskoka-lakes", price: "$8,450,000", title: "2042 JUDDHAVEN Road, Muskoka Lakes, Ontario", meta: "5 + 0 Beds · 5 Baths · 2.1 ac" },
  { href: "/real-estate/28755108/11-fire-route-70-muskoka-lakes", price: "$15,750,000", title: "11 FIRE ROUTE 70, Muskoka Lakes (Windermere), Ontario", meta: "7 + 2 Beds · 9 Baths · 5.4 ac" },
  { href: "/real-estate/28690431/3-bigwin-island-lake-of-bays", price: "$4,195,000", title: "3 BIGWIN ISLAND, Lake of Bays, Ontario", meta: "4 Beds · 3 Baths · Island" },
], "nearbyListings")}
</main>
${footer([
  `<h4>REALTOR.ca</h4><ul><li><a href="/about">About</a></li><li><a href="/terms-of-use">Terms of use</a></li><li><a href="/privacy-policy">Privacy</a></li></ul>`,
  `<h4>The Canadian Real Estate Association</h4><address>200 Catherine Street, 6th Floor<br>Ottawa, Ontario K2P 2K9</address>`,
  socials(),
], [crea, "© 2025 The Canadian Real Estate Association. Listing data supplied by The Lakelands Association of REALTORS® through PropTx."], "siteFooter")}
</body></html>`,
    expected: {
      price: { amount: 12900000 },
      propertyKind: "house",
      street: "1186 SHADOW BAY Road",
      city: "Muskoka Lakes",
      province: "ON",
      postalCode: "P0B 1J0",
      neighbourhood: "Medora",
      bedrooms: 6,
      bedroomsBelowGrade: 1,
      bathrooms: 6,
      bathroomsFull: 5,
      bathroomsHalf: 2,
      squareFootage: 6850,
      lot: { value: 3.2, unit: "acres" },
      yearBuilt: 2008,
      mlsNumber: "X12318406",
      listingAgentName: "Charlotte Vance",
      brokerageName: "ROSSEAU SHORES REALTY INC., BROKERAGE",
      geo: { lat: 45.09126, lng: -79.62814 },
    },
  },
  {
    name: "ho86-zolo-penthouse-beltline",
    site: "zolo.ca",
    set: "held-out-86",
    traps:
      "zolo.ca's page for a Calgary penthouse: 'PH 3801 - 1010 10 Avenue SW' with the unit prefix; 'Beltline, Calgary'; 'Baths 4' as a count beside 'Full Baths 3' and 'Half Baths 1'; 2,480 sq ft inside beside a 1,150 sq ft south terrace and a 620 sq ft rooftop terrace (and a total 'with terraces' of 4,250 in the remarks); condo fees per month; the interior designer's name; the building's 2017 year beside its 2023 renovation of the suite; Zolo's own id; the price history with the developer's 2017 sale; other penthouses with '$2.1M' and '$4.65M' prices; the listing brokerage only",
    pageUrl: "https://www.zolo.ca/calgary-real-estate/1010-10-avenue-sw/ph-3801",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PH 3801 - 1010 10 Avenue SW, Calgary, AB - $3,395,000 | Zolo.ca</title>
<meta name="description" content="PH 3801 - 1010 10 Avenue SW, Calgary, AB T2R 1M4 - Apartment for sale - 3 beds, 4 baths, 2,480 sqft. MLS® A2251873.">
<meta property="og:title" content="PH 3801 - 1010 10 Avenue SW, Calgary - $3,395,000">
<meta property="og:image" content="https://photos.zolo.ca/1010-10-avenue-sw-calgary-A2251873-1.jpg">
${gtm("GTM-ZOLO86")}
${ld({
  "@context": "https://schema.org",
  "@type": ["Product", "Apartment"],
  name: "PH 3801 - 1010 10 Avenue SW",
  address: { "@type": "PostalAddress", streetAddress: "PH 3801 - 1010 10 Avenue SW", addressLocality: "Calgary", addressRegion: "AB", postalCode: "T2R 1M4", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 51.04297, longitude: -114.08311 },
  offers: { "@type": "Offer", price: 3395000, priceCurrency: "CAD" },
})}
</head><body class="listing-page">
${cookieBar("Zolo uses cookies to give you a better experience.", "OK", "Privacy")}
<header class="header"><a href="/" class="header-logo">Zolo</a>
${nav([["Buy", "/calgary-real-estate"], ["Sell", "/sell"], ["Sold", "/calgary-real-estate/sold"], ["Home Value", "/home-value"], ["Sign In", "/sign-in"]], "header-nav")}
</header>
<main class="listing-column">
<nav class="breadcrumb"><a href="/">Home</a> › <a href="/calgary-real-estate">Calgary</a> › <a href="/calgary-real-estate/beltline">Beltline</a> › <span>PH 3801 - 1010 10 Avenue SW</span></nav>
<section class="listing-location"><h1 class="address">PH 3801 - 1010 10 Avenue SW</h1><div class="area"><a href="/calgary-real-estate/beltline">Beltline</a>, <a href="/calgary-real-estate">Calgary</a>, AB T2R 1M4</div></section>
<section class="listing-price"><div class="listing-price-value"><span class="priv">$3,395,000</span></div><div class="listing-status">For Sale · 33 days on Zolo</div></section>
<ul class="listing-quick-facts"><li><span>3</span> beds</li><li><span>4</span> baths</li><li><span>2,480</span> sqft</li></ul>
${photos("https://photos.zolo.ca/1010-10-avenue-sw-calgary-A2251873", 44, "PH 3801 - 1010 10 Avenue SW", "listing-gallery")}
<section class="section-listing-content"><h2>Description</h2>
<div class="section-listing-content-pad"><p>The sky home of the Beltline. This full-floor penthouse on the 38th floor of The Alder offers 2,480 sq ft inside and two private terraces: a 1,150 sq ft south terrace with outdoor kitchen and fire table, and a 620 sq ft rooftop terrace with hot tub and 360° views from the Rockies to the Saddledome — some 4,250 sq ft of living in all. Completely redone in 2023 with interiors by Mira Castellanos Design: white oak, Calacatta slabs, Gaggenau appliances, a glass wine wall for 400 bottles. Three bedrooms each with an ensuite, plus a powder room off the gallery. Four side-by-side titled stalls, two storage lockers, 24-hour concierge. Building completed in 2017.</p></div>
</section>
<section class="section-listing-key-facts"><h2>Key Facts</h2>
<dl class="column"><dt class="label">MLS®#</dt><dd class="value">A2251873</dd></dl>
<dl class="column"><dt class="label">Type</dt><dd class="value">Apartment</dd></dl>
<dl class="column"><dt class="label">Style</dt><dd class="value">Penthouse</dd></dl>
<dl class="column"><dt class="label">Bedrooms</dt><dd class="value">3</dd></dl>
<dl class="column"><dt class="label">Baths</dt><dd class="value">4</dd></dl>
<dl class="column"><dt class="label">Full Baths</dt><dd class="value">3</dd></dl>
<dl class="column"><dt class="label">Half Baths</dt><dd class="value">1</dd></dl>
<dl class="column"><dt class="label">Size</dt><dd class="value">2,480 sqft</dd></dl>
<dl class="column"><dt class="label">Year Built</dt><dd class="value">2017</dd></dl>
<dl class="column"><dt class="label">Condo Fees</dt><dd class="value">$2,140 monthly</dd></dl>
<dl class="column"><dt class="label">Taxes</dt><dd class="value">$19,402 (2025)</dd></dl>
<dl class="column"><dt class="label">Parking</dt><dd class="value">4 (Titled, Heated Underground)</dd></dl>
<dl class="column"><dt class="label">Community</dt><dd class="value">Beltline</dd></dl>
<dl class="column"><dt class="label">Building</dt><dd class="value">The Alder</dd></dl>
<dl class="column"><dt class="label">Zolo ID</dt><dd class="value">22417905</dd></dl>
</section>
<section class="section-price-history"><h2>Price History</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th></tr></thead><tbody>
<tr><td>Aug 2025</td><td>Listed</td><td>$3,395,000</td></tr>
<tr><td>Nov 2017</td><td>Sold (developer)</td><td>$2,260,000</td></tr>
</tbody></table></section>
${calculator(calcEn, "$3,395,000", "$679,000", "4.49%", "25 years", "$15,032")}
<p class="listing-brokerage">Listing courtesy of Bow River Luxury Realty</p>
${rail("Other Calgary penthouses", [
  { href: "/calgary-real-estate/510-6-avenue-se/ph-3402", price: "$2.1M", title: "PH 3402 - 510 6 Avenue SE, Calgary", meta: "2 bd · 3 ba · 1,960 sqft" },
  { href: "/calgary-real-estate/738-1-avenue-sw/ph-2", price: "$4.65M", title: "PH 2 - 738 1 Avenue SW, Calgary (Eau Claire)", meta: "3 bd · 4 ba · 3,310 sqft" },
  { href: "/calgary-real-estate/1025-5-avenue-sw/2901", price: "$8,500/mo", title: "2901 - 1025 5 Avenue SW, Calgary (For Rent)", meta: "2 bd · 2 ba" },
], "nearby-listings")}
</main>
${footer([
  `<h4>Zolo Realty</h4><p>Zolo Realty Inc., Brokerage</p><address>5700 Yonge St, Suite 1500<br>Toronto, ON M2M 4K2</address>`,
  `<h4>Explore</h4><ul><li><a href="/calgary-real-estate">Calgary Real Estate</a></li><li><a href="/edmonton-real-estate">Edmonton Real Estate</a></li></ul>`,
  socials(),
], [crea, "Data supplied by the Calgary Real Estate Board (CREB®) through Pillar 9™. Information is deemed reliable but not guaranteed."], "footer")}
</body></html>`,
    expected: {
      price: { amount: 3395000 },
      propertyKind: "condo",
      street: "PH 3801 - 1010 10 Avenue SW",
      city: "Calgary",
      province: "AB",
      postalCode: "T2R 1M4",
      neighbourhood: "Beltline",
      bedrooms: 3,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 2480,
      yearBuilt: 2017,
      mlsNumber: "A2251873",
      brokerageName: "Bow River Luxury Realty",
      geo: { lat: 51.04297, lng: -114.08311 },
    },
  },
  {
    name: "ho86-housesigma-vineyard-niagara-on-the-lake",
    site: "housesigma.com",
    set: "held-out-86",
    traps:
      "housesigma.com's page for a Niagara-on-the-Lake vineyard listed as a Farm: 'Listed $4,750,000' beside 'SigmaEstimate $4.41M' and a 2011 sale with its own MLS® number; 'Lot Size 24.60 Acres' and '18 acres under vine'; the house's '3500-5000 feet²' band beside a 4,800 sq ft production barn and a 1,200 sq ft tasting pavilion; 'Bedrooms 4+1'; 'Bathrooms 5' with no split; 'Age 16-30 years' beside 'built in 2004' in the remarks; the winemaker's contact; 'Community 106 - Rural'; HouseSigma's own id in the URL and the state; sold farms nearby with '$3.9M' prices",
    pageUrl: "https://housesigma.com/on/niagara-on-the-lake-real-estate/1472-concession-6-rd/home/Zr8Wq2nKpL5xYt4B/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1472 Concession 6 Rd, Niagara-on-the-Lake, ON L0S 1J0 | X12207715 | HouseSigma</title>
<meta name="description" content="1472 Concession 6 Rd, Niagara-on-the-Lake - Farm for sale, listed at $4,750,000. See sold price history and SigmaEstimate on HouseSigma.">
<meta property="og:title" content="1472 Concession 6 Rd, Niagara-on-the-Lake - $4,750,000">
<meta property="og:image" content="https://cache.housesigma.com/Live/photos/FULL/1/715/X12207715.jpg">
${gtm("GTM-HSIG86")}
</head><body>
<div id="app">
${cookieBar("HouseSigma uses cookies to provide a better experience.", "Accept", "Decline")}
<header class="hs-header"><a href="/" class="hs-logo">HouseSigma</a>
${nav([["Map Search", "/on/map/"], ["Market Trends", "/on/market/"], ["Home Valuation", "/on/home-valuation/"], ["Agents", "/on/agents/"], ["Log in", "/on/login/"]], "hs-nav")}
</header>
<main class="listing-detail">
<div class="listing-header">
<h1 class="address">1472 Concession 6 Rd</h1>
<p class="municipality">Niagara-on-the-Lake, ON L0S 1J0</p>
<div class="price-block"><div class="price-listed"><span class="label">Listed</span> <span class="value">$4,750,000</span></div><div class="price-estimate"><span class="label">SigmaEstimate</span> <span class="value">$4.41M</span> <span class="date">Sep 2025</span></div></div>
<p class="status">For Sale · 48 days on market</p>
</div>
${photos("https://cache.housesigma.com/Live/photos/FULL/1/715", 50, "1472 Concession 6 Rd", "hs-gallery")}
<section class="key-facts"><h2>Key Facts</h2>
<ul>
<li><span class="k">Tax</span><span class="v">$14,926 / 2025</span></li>
<li><span class="k">Type</span><span class="v">Farm</span></li>
<li><span class="k">Style</span><span class="v">2-Storey</span></li>
<li><span class="k">Bedrooms</span><span class="v">4+1</span></li>
<li><span class="k">Bathrooms</span><span class="v">5</span></li>
<li><span class="k">Size</span><span class="v">3500-5000 feet²</span></li>
<li><span class="k">Lot Size</span><span class="v">24.60 Acres</span></li>
<li><span class="k">Age</span><span class="v">16-30 years</span></li>
<li><span class="k">Parking</span><span class="v">12 (3 garage)</span></li>
<li><span class="k">Listing #</span><span class="v">X12207715</span></li>
<li><span class="k">Data Source</span><span class="v">PropTx (NRAR)</span></li>
<li><span class="k">Community</span><span class="v">106 - Rural</span></li>
</ul></section>
<section class="description"><h2>Description</h2>
<p>A turnkey Niagara estate vineyard on the Four Mile Creek bench: 24.6 acres with 18 acres under vine (Riesling, Chardonnay, Cabernet Franc and Vidal for icewine), sold as a going concern with equipment and a grape contract through 2027. The French country-style residence, built in 2004, has four bedrooms upstairs including a primary with a vineyard-view balcony, a nanny suite in the finished lower level, five bathrooms, a great room with a limestone fireplace and a chef's kitchen opening to the loggia. Separate 4,800 sq ft production barn with crush pad and a 1,200 sq ft tasting pavilion licensed for 60. Winemaker consultant Julien Aubert (905-555-0166) is available to new owners. Minutes to Old Town Niagara-on-the-Lake and the Shaw Festival.</p>
</section>
<section class="listing-history"><h2>Listing History</h2>
<table><thead><tr><th>Date</th><th>Event</th><th>Price</th><th>Listing #</th></tr></thead><tbody>
<tr><td>2025-07-24</td><td>For Sale</td><td>$4,750,000</td><td>X12207715</td></tr>
<tr><td>2011-05-12</td><td>Sold</td><td>$2,180,000</td><td>30582114</td></tr>
</tbody></table></section>
<section class="comparables"><h2>Comparable Sold Homes</h2>
${rail("Sold nearby", [
  { href: "/on/niagara-on-the-lake-real-estate/1250-line-3-rd/home/Q4tNc7RmYb2HsKw9/", price: "Sold $3.9M", title: "1250 Line 3 Rd, Niagara-on-the-Lake", meta: "4 bd · 4 ba · Farm · 19.8 ac" },
  { href: "/on/niagara-on-the-lake-real-estate/18-queen-st/home/Hx2Lp9WsKv6RbTn3/", price: "Sold $2,675,000", title: "18 Queen St, Niagara-on-the-Lake", meta: "4 bd · 3 ba · Detached" },
], "hs-comparables")}
</section>
<p class="listing-brokerage">Listing Brokerage: Niagara Estates Realty Inc., Brokerage</p>
</main>
${footer([
  `<h4>HouseSigma Inc.</h4><p>Brokerage</p><address>15 Allstate Parkway, Suite 629<br>Markham, ON L3R 5B4</address>`,
  `<h4>Links</h4><ul><li><a href="/on/terms/">Terms of Use</a></li><li><a href="/on/privacy/">Privacy</a></li></ul>`,
  socials(),
], [crea, "Listing data comes in part from the MLS® System of PropTx and the Niagara Association of REALTORS®. Estimates are not appraisals."], "hs-footer")}
</div>
${jsState("__INITIAL_STATE__", {
  listing: {
    id_listing: "Zr8Wq2nKpL5xYt4B",
    ml_num: "X12207715",
    price: 4750000,
    estimate: { value: 4410000, date: "2025-09" },
    address: "1472 Concession 6 Rd",
    municipality: "Niagara-on-the-Lake",
    province: "ON",
    postal_code: "L0S 1J0",
    house_type: "Farm",
    bedroom: "4+1",
    washroom: 5,
    house_area: { estimate: 4200, range: "3500-5000" },
    land: { acres: 24.6 },
    map: { lat: 43.15472, lon: -79.14036 },
    brokerage: "Niagara Estates Realty Inc., Brokerage",
  },
})}
</body></html>`,
    expected: {
      price: { amount: 4750000 },
      propertyKind: "farm",
      street: "1472 Concession 6 Rd",
      city: "Niagara-on-the-Lake",
      province: "ON",
      postalCode: "L0S 1J0",
      bedrooms: 4,
      bedroomsBelowGrade: 1,
      bathrooms: 5,
      squareFootage: 3500,
      lot: { value: 24.6, unit: "acres" },
      yearBuilt: 2004,
      mlsNumber: "X12207715",
      brokerageName: "Niagara Estates Realty Inc., Brokerage",
      geo: { lat: 43.15472, lng: -79.14036 },
    },
  },
  {
    name: "ho86-remax-equestrian-prince-edward-county",
    site: "remax.ca",
    set: "held-out-86",
    traps:
      "remax.ca's page for an equestrian farm in Prince Edward County: the municipality 'Prince Edward County' with the ward 'Hillier' as the community; '98.5 acres' beside the arena's '72 x 180 ft' and the barn's '60 x 120 ft' with 14 box stalls; the house's 2,900 sq ft beside the barn apartment's 640 sq ft; the farmhouse's 1998 year beside the 1872 stone foundation of the bank barn; 'Farm' as the property type; remax.ca's own id in the URL and __NEXT_DATA__; the barn manager's phone; the office's Belleville address; other farms with '$1.95M' prices",
    pageUrl: "https://www.remax.ca/on/prince-edward-county-real-estate/2218-county-road-1-wp_idm72000041-X12190334-lst",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>2218 County Road 1, Prince Edward County, ON K0K 1G0 - Farm for sale | RE/MAX Canada</title>
<meta name="description" content="Farm for sale at 2218 County Road 1, Prince Edward County. 4 beds, 3 baths, 98.5 acres. Price: $2,875,000. MLS® X12190334.">
<meta property="og:title" content="2218 County Road 1, Prince Edward County, ON - $2,875,000">
<meta property="og:image" content="https://i.remax.ca/listings/X12190334/main.jpg">
${gtm("GTM-RMX86")}
</head><body>
<div id="__next">
${cookieBar("RE/MAX uses cookies to improve your browsing experience.", "Accept all", "Manage")}
<header class="header_root"><a href="/" class="header_logo">RE/MAX</a>
${nav([["Buy", "/on/real-estate"], ["Sell", "/sell"], ["Find an agent", "/agents"], ["Find an office", "/offices"], ["Luxury", "/luxury"]], "header_nav")}
</header>
<main class="listing-detail_root">
<div class="listing-summary_root">
<div class="listing-summary_price" data-cy="listing-price">$2,875,000</div>
<h1 class="listing-summary_address"><span data-cy="listing-address-line-1">2218 County Road 1</span>, <span data-cy="listing-address-line-2">Prince Edward County, ON K0K 1G0</span></h1>
<div class="listing-summary_stats"><span data-cy="property-beds">4 bed</span> · <span data-cy="property-baths">3 bath</span> · <span data-cy="property-sqft">2,900 sqft</span> · <span data-cy="property-type">Farm</span></div>
</div>
${photos("https://i.remax.ca/listings/X12190334", 47, "2218 County Road 1", "listing-gallery")}
<section class="listing-description"><h2>Description</h2>
<p>Windrow Farm — a world-class equestrian facility on 98.5 rolling acres in Hillier, minutes from Wellington and the County's wineries. A 72 x 180 ft indoor arena with viewing lounge, a 60 x 120 ft barn with 14 box stalls, wash and tack rooms and a 640 sq ft groom's apartment above, plus the original 1872 stone-foundation bank barn for hay. Twelve paddocks with run-in sheds, an outdoor sand ring and a cross-country course. The 1998 farmhouse (2,900 sq ft) has four bedrooms, three full baths, a sunroom overlooking the paddocks and a wraparound porch. Barn manager Tess Ruland (613-555-0181) will stay on with new owners if desired.</p>
</section>
<section class="listing-details"><h2>Property Details</h2>
<table class="listing-details_table"><tbody>
<tr><th>MLS®</th><td>X12190334</td></tr>
<tr><th>Property Type</th><td>Farm</td></tr>
<tr><th>Building Type</th><td>House</td></tr>
<tr><th>Community</th><td>Hillier</td></tr>
<tr><th>Bedrooms</th><td>4</td></tr>
<tr><th>Bathrooms</th><td>3</td></tr>
<tr><th>Square Footage</th><td>2,900 sqft</td></tr>
<tr><th>Lot Size</th><td>98.5 acres</td></tr>
<tr><th>Year Built</th><td>1998</td></tr>
<tr><th>Outbuildings</th><td>Indoor arena (72 x 180 ft), Barn (60 x 120 ft), Bank barn, Run-in sheds (4)</td></tr>
<tr><th>Annual Taxes</th><td>$9,318 (2025)</td></tr>
</tbody></table>
</section>
${calculator(calcEn, "$2,875,000", "$575,000", "4.59%", "25 years", "$12,871")}
<section class="listing-agent_root"><h2>Listing Agent</h2>
<div class="agent-card"><p class="agent-card_name">Jonathan Pryce</p><p class="agent-card_title">Broker</p><p class="agent-card_office">RE/MAX Quinte Ltd., Brokerage</p><address>211 Front St, Belleville, ON K8N 2Z4</address><a href="tel:6135550122">613-555-0122</a></div>
</section>
${rail("Similar Listings", [
  { href: "/on/prince-edward-county-real-estate/540-danforth-rd-wp_idm72000041-X12177012-lst", price: "$1.95M", title: "540 Danforth Rd, Prince Edward County", meta: "3 bed · 2 bath · 52 acres" },
  { href: "/on/stirling-rawdon-real-estate/88-harmony-rd-wp_idm72000041-X12201558-lst", price: "$3,250,000", title: "88 Harmony Rd, Stirling-Rawdon", meta: "5 bed · 4 bath · Farm · 140 acres" },
], "similar-listings")}
</main>
${footer([
  `<h4>RE/MAX Ontario-Atlantic Canada</h4><p>Each office independently owned and operated.</p>`,
  `<h4>Contact</h4><address>7101 Syntex Dr<br>Mississauga, ON L5N 6H5</address>`,
  socials(),
], [crea, "© 2025 RE/MAX, LLC. All rights reserved."], "footer_root")}
</div>
${nextData({
  props: {
    pageProps: {
      listing: {
        listingId: "X12190334",
        id: "wp_idm72000041-X12190334",
        mlsNum: "X12190334",
        listPrice: 2875000,
        address: "2218 County Road 1",
        city: "Prince Edward County",
        province: "ON",
        postalCode: "K0K 1G0",
        beds: 4,
        baths: 3,
        sqft: 2900,
        lotSize: "98.5 acres",
        location: { lat: 44.01723, lng: -77.36942 },
        agent: { name: "Jonathan Pryce", officeName: "RE/MAX Quinte Ltd., Brokerage" },
      },
    },
  },
  page: "/[province]/[city]/[listing]",
  buildId: "rmx-web-2025-09",
})}
</body></html>`,
    expected: {
      price: { amount: 2875000 },
      propertyKind: "farm",
      street: "2218 County Road 1",
      city: "Prince Edward County",
      province: "ON",
      postalCode: "K0K 1G0",
      neighbourhood: "Hillier",
      bedrooms: 4,
      bathrooms: 3,
      squareFootage: 2900,
      lot: { value: 98.5, unit: "acres" },
      yearBuilt: 1998,
      mlsNumber: "X12190334",
      listingAgentName: "Jonathan Pryce",
      brokerageName: "RE/MAX Quinte Ltd., Brokerage",
      geo: { lat: 44.01723, lng: -77.36942 },
    },
  },
  {
    name: "ho86-rew-float-home-coal-harbour",
    site: "rew.ca",
    set: "held-out-86",
    traps:
      "rew.ca's page for a Coal Harbour float home: 'Float Home' as the type; the berth written '12-1525 Coal Harbour Quay'; moorage (water lease) per month and no lot; 1,840 sq ft over two floors beside a 420 sq ft roof deck; 'Sub-Area Coal Harbour' beside 'Area Vancouver West'; the builder and naval architect named; 'Built 2011' beside a 2022 refit; the agent's 'PREC*'; the marina office's phone; other float homes with '$1.2M' prices and a houseboat rental",
    pageUrl: "https://www.rew.ca/properties/R3034128/12-1525-coal-harbour-quay-vancouver-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>12-1525 Coal Harbour Quay, Vancouver, BC V6G 3E7 | R3034128 | REW</title>
<meta name="description" content="2 bed, 3 bath Float Home for sale at 12-1525 Coal Harbour Quay, Vancouver. Listed at $2,495,000. MLS® R3034128.">
<meta property="og:title" content="12-1525 Coal Harbour Quay, Vancouver - $2,495,000">
<meta property="og:image" content="https://e3.rew.ca/listings/R3034128/1.jpg">
${gtm("GTM-REW86")}
${dataLayer({ listing_id: "R3034128", listing_price: 2495000, listing_city: "Vancouver", listing_type: "Other" })}
</head><body class="listing-page">
${cookieBar("REW uses cookies to give you the best experience.", "Accept", "Preferences")}
<header class="header"><a href="/" class="header-logo">REW</a>
${nav([["Buy", "/properties/areas/vancouver-bc"], ["Rent", "/rentals"], ["Sold", "/sold"], ["Agents", "/agents"], ["News", "/news"]], "header-nav")}
</header>
<main class="listing">
<div class="listingheader">
<h1 class="listingheader-address">12-1525 Coal Harbour Quay</h1>
<div class="listingheader-city">Vancouver, BC V6G 3E7</div>
<div class="listingheader-price">$2,495,000</div>
<ul class="listingheader-details"><li>2 Bed</li><li>3 Bath</li><li>1,840 Sqft</li><li>Float Home</li></ul>
</div>
${photos("https://e3.rew.ca/listings/R3034128", 38, "12-1525 Coal Harbour Quay", "listing-gallery")}
<section class="listing-description"><h2>Description</h2>
<p>Live on the water in the heart of the city. This contemporary float home at Berth 12 was built in 2011 by Salish Floathome Works to a design by naval architect Pieter Van Loon, and refitted in 2022: new galley kitchen, heat pump and lithium house batteries. Two bedrooms on the upper floor, each with an ensuite, a powder room on the main, 1,840 sq ft over two floors plus a 420 sq ft roof deck with views of Stanley Park and the North Shore mountains. Moorage is a water lease with the marina at $1,860/month, including water, sewer and security; no land is included. Marina office: 604-555-0135. Steps to the Seawall, Coal Harbour Community Centre and the Convention Centre.</p>
</section>
<section class="listing-overview"><h2>Property Overview</h2>
<table><tbody>
<tr><th>MLS®</th><td>R3034128</td></tr>
<tr><th>Property Type</th><td>Float Home</td></tr>
<tr><th>Bedrooms</th><td>2</td></tr>
<tr><th>Full Baths</th><td>2</td></tr>
<tr><th>Half Baths</th><td>1</td></tr>
<tr><th>Floor Area</th><td>1,840 Sq. Ft.</td></tr>
<tr><th>Year Built</th><td>2011</td></tr>
<tr><th>Ownership</th><td>Other (Float Home, Water Lease)</td></tr>
<tr><th>Moorage Fee</th><td>$1,860 / month</td></tr>
<tr><th>Taxes</th><td>$3,912.40 (2025)</td></tr>
<tr><th>Area</th><td>Vancouver West</td></tr>
<tr><th>Sub-Area</th><td>Coal Harbour</td></tr>
</tbody></table></section>
<section class="listing-insights"><h2>Insights</h2><ul><li>Days on REW: 19</li><li>Last sold: $1,380,000 (June 2014)</li></ul></section>
<div id="listing-map" class="listing-map" data-lat="49.29108" data-lng="-123.12957"></div>
${calculator(calcEn, "$2,495,000", "$499,000", "4.39%", "25 years", "$10,927")}
<section class="listing-agents"><h2>Listed By</h2>
<div class="agent-card"><div class="agent-card-name">Derek Huang PREC*</div><div class="agent-card-brokerage">Harbourline Realty Ltd.</div><div class="agent-card-phone">604-555-0126</div></div>
<address class="brokerage-address">1055 W Hastings St, Suite 300, Vancouver, BC V6E 2E9</address>
</section>
${rail("More on the water", [
  { href: "/properties/R3029011/4-1525-coal-harbour-quay-vancouver-bc", price: "$1.2M", title: "4-1525 Coal Harbour Quay, Vancouver", meta: "1 Bed · 1 Bath · Float Home" },
  { href: "/properties/R3031452/22-2301-mariner-walk-vancouver-bc", price: "$1,749,000", title: "22-2301 Mariner Walk, Vancouver", meta: "2 Bed · 2 Bath · Float Home" },
  { href: "/rentals/8841206/houseboat-granville-island", price: "$4,200/mo", title: "Houseboat, Granville Island (For Rent)", meta: "1 Bed · 1 Bath" },
], "related-listings")}
</main>
${footer([
  `<h4>REW.ca</h4><ul><li><a href="/about">About</a></li><li><a href="/terms">Terms</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  `<h4>Real Estate Wire</h4><address>1090 W Georgia St, Suite 1200<br>Vancouver, BC V6E 3V7</address>`,
  socials(),
], ["*Personal Real Estate Corporation.", "This representation is based in whole or in part on data generated by the Greater Vancouver REALTORS®, which assumes no responsibility for its accuracy.", crea], "footer")}
</body></html>`,
    expected: {
      price: { amount: 2495000 },
      propertyKind: "other",
      street: "12-1525 Coal Harbour Quay",
      city: "Vancouver",
      province: "BC",
      postalCode: "V6G 3E7",
      neighbourhood: "Coal Harbour",
      bedrooms: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1840,
      yearBuilt: 2011,
      mlsNumber: "R3034128",
      listingAgentName: "Derek Huang",
      brokerageName: "Harbourline Realty Ltd.",
      geo: { lat: 49.29108, lng: -123.12957 },
    },
  },
  {
    name: "ho86-condosca-hard-loft-leslieville",
    site: "condos.ca",
    set: "held-out-86",
    traps:
      "condos.ca's page for a Leslieville hard loft: the unit written '305 - 88 Logan Ave'; 'Wallace Knitting Lofts' as the building; '1+1 Bd' with the den; '1400-1599 sqft' (a band) beside the remarks' 16-ft ceilings and 220 sq ft mezzanine; the mill's 1912 beside the 1998 conversion; maintenance per month; condos.ca's estimate and the unit's 2016 sale; other units in the building for sale and lease; the listing brokerage only; __NEXT_DATA__ with the building's point",
    pageUrl: "https://condos.ca/toronto/wallace-knitting-lofts-88-logan-ave/unit-305-E12176402",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>305 - 88 Logan Ave, Toronto | Wallace Knitting Lofts | For Sale $1,649,000 | Condos.ca</title>
<meta name="description" content="Unit 305 at Wallace Knitting Lofts, 88 Logan Ave, Toronto. 1+1 beds, 2 baths, 1400-1599 sqft. Listed for $1,649,000. MLS® E12176402.">
<meta property="og:title" content="305 - 88 Logan Ave - $1,649,000 | Condos.ca">
<meta property="og:image" content="https://condos.ca/public/listings/E12176402/1.jpg">
${gtm("GTM-CDS86")}
</head><body>
<div id="__next">
${cookieBar("We use cookies to improve your experience on Condos.ca.", "Accept", "Reject")}
<header class="styles___Header"><a href="/" class="styles___Logo">Condos.ca</a>
${nav([["Buy", "/toronto/condos-for-sale"], ["Rent", "/toronto/condos-for-rent"], ["Sell", "/sell"], ["Lofts", "/toronto/lofts"], ["Insights", "/blog"]], "styles___Nav")}
</header>
<main class="styles___ListingPage">
<div class="styles___Top">
<h1 class="styles___Address">305 - 88 Logan Ave</h1>
<p class="styles___Building"><a href="/toronto/wallace-knitting-lofts-88-logan-ave">Wallace Knitting Lofts</a> · <a href="/toronto/leslieville">Leslieville</a>, Toronto, ON M4M 2M8</p>
<div class="styles___Price">$1,649,000</div>
<ul class="styles___Summary"><li>1+1 Bd</li><li>2 Ba</li><li>1400-1599 sqft</li><li>1 Parking</li><li>$1,118/mo maint.</li></ul>
</div>
${photos("https://condos.ca/public/listings/E12176402", 32, "305 - 88 Logan Ave", "styles___Gallery")}
<section class="styles___Description"><h2>About this unit</h2>
<p>A true hard loft in the 1912 Wallace knitting mill, converted to just 42 lofts in 1998. Sixteen-foot ceilings, original timber posts and beams, exposed brick and factory windows facing south over Logan. Open living and dining under a 220 sq ft mezzanine den, a chef's kitchen with a 12-ft island, the bedroom with a spa ensuite and a second full bath off the den. Parking and locker. Walk to Queen East, Jimmie Simpson Park and the future Ontario Line.</p>
</section>
<section class="styles___KeyFacts"><h2>Key facts</h2>
<dl>
<dt>MLS®</dt><dd>E12176402</dd>
<dt>Type</dt><dd>Condo Apartment</dd>
<dt>Style</dt><dd>Loft</dd>
<dt>Bedrooms</dt><dd>1+1</dd>
<dt>Bathrooms</dt><dd>2</dd>
<dt>Size</dt><dd>1400-1599 sqft</dd>
<dt>Exposure</dt><dd>S</dd>
<dt>Maintenance fees</dt><dd>$1,118/mo</dd>
<dt>Taxes</dt><dd>$6,204 (2025)</dd>
<dt>Days on market</dt><dd>6</dd>
</dl></section>
<section class="styles___Estimate"><h3>Condos.ca estimate</h3><p>$1,598,000 <span>(±5%)</span></p></section>
<section class="styles___History"><h3>Unit history</h3><table><tbody><tr><td>Apr 2016</td><td>Sold</td><td>$982,000</td></tr></tbody></table></section>
${calculator(calcEn, "$1,649,000", "$329,800", "4.49%", "25 years", "$7,301")}
${rail("Other units at Wallace Knitting Lofts", [
  { href: "/toronto/wallace-knitting-lofts-88-logan-ave/unit-410-E12160337", price: "$1,389,000", title: "410 - 88 Logan Ave", meta: "1 Bd · 1 Ba · 1200-1399 sqft" },
  { href: "/toronto/wallace-knitting-lofts-88-logan-ave/unit-201-E12171190", price: "$4,900/mo", title: "201 - 88 Logan Ave (For Rent)", meta: "2 Bd · 2 Ba · 1400-1599 sqft" },
], "styles___BuildingUnits")}
<p class="styles___Brokerage">Listing Brokerage: Riverside Loft Realty Inc., Brokerage</p>
</main>
${footer([
  `<h4>Condos.ca</h4><p>Condos.ca Real Estate Corp., Brokerage</p><address>130 Queens Quay E, Suite 506<br>Toronto, ON M5A 0P6</address>`,
  `<h4>Neighbourhoods</h4><ul><li><a href="/toronto/leslieville">Leslieville</a></li><li><a href="/toronto/riverside">Riverside</a></li></ul>`,
  socials(),
], [crea, "Listing data provided by PropTx Innovations Inc. Information is deemed reliable but not guaranteed."], "styles___Footer")}
</div>
${nextData({
  props: {
    pageProps: {
      listing: {
        mlsNumber: "E12176402",
        unitNumber: "305",
        streetAddress: "88 Logan Ave",
        city: "Toronto",
        neighbourhood: "Leslieville",
        postal: "M4M 2M8",
        price: 1649000,
        bedrooms: "1+1",
        bathrooms: 2,
        sqftRange: "1400-1599",
        maintenance: 1118,
        brokerage: "Riverside Loft Realty Inc., Brokerage",
        estimate: 1598000,
      },
      building: { name: "Wallace Knitting Lofts", address: "88 Logan Ave", type: "Hard loft", lat: 43.66021, lng: -79.34287, units: 42 },
      buildingListings: [
        { unit: "410", price: 1389000, beds: "1" },
        { unit: "201", price: 4900, type: "lease" },
      ],
    },
  },
  page: "/[city]/[building]/[unit]",
  buildId: "cdc-2025-09-4",
})}
</body></html>`,
    expected: {
      price: { amount: 1649000 },
      propertyKind: "condo",
      street: "305 - 88 Logan Ave",
      city: "Toronto",
      province: "ON",
      postalCode: "M4M 2M8",
      neighbourhood: "Leslieville",
      bedrooms: 1,
      bedroomsBelowGrade: 1,
      bathrooms: 2,
      squareFootage: 1400,
      yearBuilt: 1912,
      mlsNumber: "E12176402",
      brokerageName: "Riverside Loft Realty Inc., Brokerage",
      geo: { lat: 43.66021, lng: -79.34287 },
    },
  },
  {
    name: "ho86-point2homes-lakefront-kelowna",
    site: "point2homes.com",
    set: "held-out-86",
    traps:
      "point2homes.com's page for a Kelowna lakefront home: 'Baths 9' as a count beside 'Full Baths 7' and 'Half Baths 2'; 'Beds 5 + 2'; 8,950 sq ft finished beside 4,620 sq ft on the main and a 1,050 sq ft triple garage; '0.74 ac' and 112 ft of beach; the architect and builder named, the 2019 year beside a 2024 pool house; 'Lower Mission' as the neighbourhood; Point2's own listing id beside the MLS®; a property manager's contact for the suite; JSON-LD with geo; other lakefront homes with '$6.2M' prices",
    pageUrl: "https://www.point2homes.com/CA/Home-For-Sale/BC/Kelowna/Lower-Mission/4410-Lakeshore-Rd/149320117.htm",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>4410 Lakeshore Rd, Kelowna, British Columbia V1W 1X2 | House for sale | Point2</title>
<meta name="description" content="4410 Lakeshore Rd, Kelowna, British Columbia - Single Family for sale - $9,850,000 - 5 + 2 beds - 9 baths - MLS® 10351842">
<meta property="og:title" content="4410 Lakeshore Rd, Kelowna, BC - $9,850,000">
<meta property="og:image" content="https://images.point2homes.com/listings/149320117/1.jpg">
${gtm("GTM-P2H86")}
${ld({
  "@context": "http://schema.org",
  "@type": "SingleFamilyResidence",
  name: "4410 Lakeshore Rd, Kelowna, British Columbia V1W 1X2",
  address: { "@type": "PostalAddress", streetAddress: "4410 Lakeshore Rd", addressLocality: "Kelowna", addressRegion: "BC", postalCode: "V1W 1X2", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 49.83402, longitude: -119.49178 },
  floorSize: { "@type": "QuantitativeValue", value: 8950, unitText: "sqft" },
})}
</head><body class="listing-details-page">
${cookieBar("We use cookies to personalize content and analyze traffic.", "Got it", "Settings")}
<header class="p2-header"><a href="/" class="p2-logo">Point2</a>
${nav([["Homes for sale", "/CA/Real-Estate-Listings.html"], ["Homes for rent", "/CA/Rentals.html"], ["Luxury homes", "/CA/Luxury-Homes.html"], ["Find an agent", "/CA/Real-Estate-Agents.html"]], "p2-nav")}
</header>
<main class="listing-details">
<nav class="breadcrumbs"><a href="/CA">Canada</a> › <a href="/CA/Real-Estate-Listings/BC.html">British Columbia</a> › <a href="/CA/Real-Estate-Listings/BC/Kelowna.html">Kelowna</a> › <a href="/CA/Real-Estate-Listings/BC/Kelowna/Lower-Mission.html">Lower Mission</a></nav>
<div class="details-top">
<div class="address-container" data-address="4410 Lakeshore Rd, Kelowna, British Columbia V1W 1X2"><h1>4410 Lakeshore Rd</h1><div class="address-city">Kelowna, British Columbia V1W 1X2</div></div>
<div class="price" data-price="9850000"><span>$9,850,000</span></div>
<ul class="characteristics-cnt"><li class="ic-beds"><strong>5 + 2</strong> Beds</li><li class="ic-baths"><strong>9</strong> Baths</li><li class="ic-sqft"><strong>8,950</strong> Sqft</li><li class="ic-lotsize"><strong>0.74</strong> ac Lot</li></ul>
</div>
${photos("https://images.point2homes.com/listings/149320117", 72, "4410 Lakeshore Rd", "media-gallery")}
<section class="description"><h2>Description</h2>
<p>Okanagan Lake living at its most complete. Designed by architect Rhea Sandoval and built in 2019 by Tessellate Custom Homes, this 8,950 sq ft residence sits on 0.74 acre with 112 feet of sandy beach, a permitted dock with boat lift and a 2024 pool house. Main floor of 4,620 sq ft with 20-ft glass walls to the lake, a chef's and a scullery kitchen, and the primary wing with two walk-ins and a spa ensuite. Four more bedrooms on the upper level, each with an ensuite, and two bedrooms in the walk-out lower level with a theatre, gym, wine room and a legal one-bedroom suite managed by Okanagan Stays (250-555-0188). Seven full baths and two powder rooms in all. Heated triple garage (1,050 sq ft) with EV chargers, plus a motor court for six.</p>
</section>
<section class="details-charcs"><h2>Details</h2>
<dl><dt>MLS® #</dt><dd>10351842</dd><dt>Type</dt><dd>Single Family</dd><dt>Style</dt><dd>2 Storey with walkout basement</dd><dt>Year Built</dt><dd>2019</dd><dt>Lot Size</dt><dd>0.74 ac</dd><dt>Waterfront</dt><dd>112 ft, Okanagan Lake</dd><dt>Neighborhood</dt><dd>Lower Mission</dd><dt>Garage</dt><dd>Triple attached</dd><dt>Full Baths</dt><dd>7</dd><dt>Half Baths</dt><dd>2</dd><dt>Listing ID</dt><dd>149320117</dd><dt>Updated</dt><dd>5 days ago</dd></dl>
</section>
<section class="rooms"><h2>Rooms</h2>
<table><thead><tr><th>Level</th><th>Room</th><th>Size</th></tr></thead><tbody>
<tr><td>Main</td><td>Primary Bedroom</td><td>20' x 24'</td></tr>
<tr><td>Main</td><td>Great Room</td><td>26' x 32'</td></tr>
<tr><td>Upper</td><td>Bedroom</td><td>14' x 16'</td></tr>
<tr><td>Upper</td><td>Bedroom</td><td>14' x 15'</td></tr>
<tr><td>Upper</td><td>Bedroom</td><td>13' x 15'</td></tr>
<tr><td>Upper</td><td>Bedroom</td><td>13' x 14'</td></tr>
<tr><td>Lower</td><td>Bedroom</td><td>13' x 13'</td></tr>
<tr><td>Lower</td><td>Bedroom (suite)</td><td>12' x 13'</td></tr>
<tr><td>Lower</td><td>Media Room</td><td>18' x 22'</td></tr>
</tbody></table></section>
${calculator(calcEn, "$9,850,000", "$1,970,000", "4.74%", "25 years", "$44,670")}
<section class="agent-summary"><h2>Listed by</h2>
<div class="agent-info"><div class="agent-name">Sienna Holt</div><div class="agent-title">Personal Real Estate Corporation</div><div class="agent-company">Okanagan Lakefront Realty Ltd.</div><div class="agent-address">1630 Pandosy St, Kelowna, BC V1Y 1P7</div><div class="agent-phone">250-555-0114</div></div>
</section>
${rail("Nearby lakefront homes", [
  { href: "/CA/Home-For-Sale/BC/Kelowna/Lower-Mission/3988-Hobson-Rd/149301552.htm", price: "$6.2M", title: "3988 Hobson Rd, Kelowna, BC", meta: "4 beds · 5 baths · 5,400 sqft" },
  { href: "/CA/Home-For-Sale/BC/Lake-Country/15720-Carrs-Landing-Rd/149288710.htm", price: "$12,495,000", title: "15720 Carrs Landing Rd, Lake Country, BC", meta: "6 beds · 8 baths · 2.1 ac" },
], "nearby-listings")}
</main>
${footer([
  `<h4>Point2</h4><ul><li><a href="/about">About</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/privacy">Privacy</a></li></ul>`,
  `<h4>Point2, a Yardi company</h4><address>410 22nd St E, Suite 700<br>Saskatoon, SK S7K 5T6</address>`,
  socials(),
], [crea, "Listing data provided by the Association of Interior REALTORS®. © 2025 Point2. All rights reserved."], "p2-footer")}
</body></html>`,
    expected: {
      price: { amount: 9850000 },
      propertyKind: "house",
      street: "4410 Lakeshore Rd",
      city: "Kelowna",
      province: "BC",
      postalCode: "V1W 1X2",
      neighbourhood: "Lower Mission",
      bedrooms: 5,
      bedroomsBelowGrade: 2,
      bathrooms: 8,
      bathroomsFull: 7,
      bathroomsHalf: 2,
      squareFootage: 8950,
      lot: { value: 0.74, unit: "acres" },
      yearBuilt: 2019,
      mlsNumber: "10351842",
      listingAgentName: "Sienna Holt",
      brokerageName: "Okanagan Lakefront Realty Ltd.",
      geo: { lat: 49.83402, lng: -119.49178 },
    },
  },
];
