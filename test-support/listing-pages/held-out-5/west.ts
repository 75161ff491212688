/**
 * Fifth held-out corpus, western Canada: a Keller Williams listing in Calgary (the listing in a Next.js state beside
 * the page's own KW agent), a Sotheby's International Realty Canada luxury home in West Vancouver (schema.org
 * RealEstateListing with the home under `about`, the publisher's office), an Ovlix classified for a mobile home on a
 * rented pad in Grande Prairie, and a realtor.ca commercial building in Saskatoon (no bedrooms, "Total Finished Area",
 * a land size in square feet). Addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

const nextData = (value: unknown): string => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(value)}</script>`;

const kwListing = {
  id: "ca-creb-A2198765",
  mls_number: "A2198765",
  mls_name: "CREB",
  status: "Active",
  list_price: 849900,
  original_list_price: 879900,
  estimated_value: { low: 812000, value: 861000, high: 905000 },
  address: { street_address: "2719 33 Street SW", city: "Calgary", state_or_province: "AB", postal_code: "T3E 2T4", country: "CA" },
  subdivision_name: "Killarney/Glengarry",
  property_type: "Residential",
  property_sub_type: "Detached",
  beds_total: 4,
  baths_full: 3,
  baths_half: 1,
  living_area: 1845,
  living_area_units: "Square Feet",
  lot_size_area: 0.07,
  lot_size_units: "Acres",
  year_built: 2014,
  coordinates: { lat: 51.02983, lng: -114.13021 },
  list_agent_full_name: "Priya Raman",
  list_office_name: "CIR Realty",
  tax_annual_amount: 5214,
};

export const HELD_OUT_5_WEST: ListingPage[] = [
  {
    name: "h5-kw-house-calgary",
    site: "kw.com",
    set: "held-out-5",
    traps: "Next.js state with list_price beside original_list_price and a KW value estimate (low/value/high); the page's own KW agent and her Crowfoot office address in a contact card and in the state; 'Listing courtesy of Priya Raman, CIR Realty'; subdivision 'Killarney/Glengarry'; baths_full and baths_half; lot 0.07 acres; nearby listings with prices",
    pageUrl: "https://www.kw.com/property/search/detail/ca-creb-A2198765/2719-33-street-sw-calgary-ab-t3e-2t4",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2719 33 Street SW, Calgary, AB T3E 2T4 | MLS# A2198765 | Keller Williams</title>
<meta name="description" content="4 bed, 3.5 bath, 1,845 sq ft home for sale at 2719 33 Street SW, Calgary, AB. Listed for $849,900.">
<meta property="og:title" content="2719 33 Street SW, Calgary, AB T3E 2T4">
<meta property="og:image" content="https://kwcdn.example/photos/creb/A2198765/1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Keller Williams Realty, Inc.", url: "https://www.kw.com", address: { "@type": "PostalAddress", streetAddress: "1221 South MoPac Expressway, Suite 400", addressLocality: "Austin", addressRegion: "TX", postalCode: "78746" } })}
</head><body>
<div id="__next">
<header class="KWHeader"><a href="/">kw</a><nav><a href="/search">Buy</a><a href="/sell">Sell</a><a href="/agent/search">Find an Agent</a></nav></header>
<main class="PropertyDetail">
<section class="PropertyHero">
<div class="PropertyHero__status">Active</div>
<h1 class="PropertyHero__address">2719 33 Street SW</h1>
<div class="PropertyHero__city">Calgary, AB T3E 2T4</div>
<div class="PropertyHero__price">$849,900</div>
<div class="PropertyHero__reduced">Price reduced by $30,000</div>
<ul class="PropertyHero__stats">
<li><span class="stat-value">4</span> <span class="stat-label">Beds</span></li>
<li><span class="stat-value">3.5</span> <span class="stat-label">Baths</span></li>
<li><span class="stat-value">1,845</span> <span class="stat-label">Sq Ft</span></li>
</ul>
</section>
<section class="KWValue"><h2>KW Home Value Estimate</h2><div class="KWValue__amount">$861,000</div><div class="KWValue__range">$812,000 – $905,000</div></section>
<section class="PropertyDescription"><h2>About this home</h2><p>Infill with a legal basement suite on a quiet Killarney street: open main floor, quartz kitchen, three bedrooms up and one down, detached double garage off the lane. Walk to the 17 Ave shops and the LRT.</p></section>
<section class="PropertyFacts"><h2>Property Details</h2>
<div class="Fact"><span class="Fact__label">Property Type</span><span class="Fact__value">Residential</span></div>
<div class="Fact"><span class="Fact__label">Style</span><span class="Fact__value">Detached, 2 Storey</span></div>
<div class="Fact"><span class="Fact__label">Subdivision</span><span class="Fact__value">Killarney/Glengarry</span></div>
<div class="Fact"><span class="Fact__label">Full Baths</span><span class="Fact__value">3</span></div>
<div class="Fact"><span class="Fact__label">Half Baths</span><span class="Fact__value">1</span></div>
<div class="Fact"><span class="Fact__label">Lot Size</span><span class="Fact__value">0.07 Acres</span></div>
<div class="Fact"><span class="Fact__label">Year Built</span><span class="Fact__value">2014</span></div>
<div class="Fact"><span class="Fact__label">Annual Taxes</span><span class="Fact__value">$5,214</span></div>
<div class="Fact"><span class="Fact__label">MLS#</span><span class="Fact__value">A2198765</span></div>
</section>
<section class="ListingAttribution"><p>Listing courtesy of Priya Raman, CIR Realty</p><p>Source: CREB® (Calgary Real Estate Board). Information deemed reliable but not guaranteed.</p></section>
<aside class="AgentContactCard">
<h3>Contact your KW agent</h3>
<div class="AgentContactCard__name">Travis Olsen</div>
<div class="AgentContactCard__office">Keller Williams BigSky Real Estate</div>
<div class="AgentContactCard__address">1140 - 200 Crowfoot Crescent NW, Calgary, AB T3G 5N5</div>
<div class="AgentContactCard__phone">403-555-0142</div>
</aside>
<section class="NearbyListings"><h2>Nearby homes for sale</h2>
<div class="ListingCard"><div class="ListingCard__price">$729,000</div><div class="ListingCard__address">2604 35 Street SW, Calgary, AB</div><div>3 Beds · 2.5 Baths</div></div>
<div class="ListingCard"><div class="ListingCard__price">$1,049,000</div><div class="ListingCard__address">3012 28 Avenue SW, Calgary, AB</div><div>4 Beds · 4 Baths</div></div>
</section>
</main>
<footer class="KWFooter"><p>© 2026 Keller Williams Realty, Inc. Each office is independently owned and operated. Keller Williams Realty Canada, 2500 - 150 King Street West, Toronto, ON M5H 1J9.</p></footer>
</div>
${nextData({ props: { pageProps: { listing: kwListing, agent: { name: "Travis Olsen", office: "Keller Williams BigSky Real Estate", officeAddress: "1140 - 200 Crowfoot Crescent NW, Calgary, AB T3G 5N5" }, nearby: [{ list_price: 729000, beds_total: 3 }, { list_price: 1049000, beds_total: 4 }] } }, page: "/property/search/detail/[id]" })}
</body></html>`,
    expected: {
      price: { amount: 849900 },
      propertyKind: "house",
      street: "2719 33 Street SW",
      city: "Calgary",
      province: "AB",
      postalCode: "T3E 2T4",
      neighbourhood: "Killarney/Glengarry",
      bedrooms: 4,
      bathrooms: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      squareFootage: 1845,
      lot: { value: 0.07, unit: "acres" },
      yearBuilt: 2014,
      mlsNumber: "A2198765",
      listingAgentName: "Priya Raman",
      brokerageName: "CIR Realty",
      geo: { lat: 51.02983, lng: -114.13021 },
    },
  },
  {
    name: "h5-sothebys-house-west-vancouver",
    site: "sothebysrealty.ca",
    set: "held-out-5",
    traps: "JSON-LD RealEstateListing whose home is under 'about' (SingleFamilyResidence with floorSize in FTK and a PostalAddress) and whose price is in 'offers'; the brokerage as RealEstateAgent JSON-LD with its Vancouver office address and postal code; 'British Properties' as the neighbourhood; lot in sq. ft.; property taxes with a year; 'Independently owned and operated' footer; the price also shown as '$6,880,000 CAD'",
    pageUrl: "https://sothebysrealty.ca/en/property/british-columbia/west-vancouver-real-estate/british-properties/1248-chartwell-place-r3087654/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>1248 Chartwell Place, West Vancouver | Sotheby's International Realty Canada</title>
<meta name="description" content="Contemporary residence in the British Properties with a panoramic view of the city, the harbour and the Gulf Islands.">
<meta property="og:type" content="website">
<meta property="og:image" content="https://sothebysrealty.ca/media/r3087654/hero.jpg">
${ld({
  "@context": "https://schema.org",
  "@type": "RealEstateListing",
  name: "1248 Chartwell Place",
  url: "https://sothebysrealty.ca/en/property/british-columbia/west-vancouver-real-estate/british-properties/1248-chartwell-place-r3087654/",
  datePosted: "2026-10-02",
  offers: { "@type": "Offer", price: "6880000", priceCurrency: "CAD" },
  about: {
    "@type": "SingleFamilyResidence",
    name: "1248 Chartwell Place",
    numberOfRooms: 11,
    numberOfBedrooms: 5,
    numberOfBathroomsTotal: 6,
    floorSize: { "@type": "QuantitativeValue", value: 5410, unitCode: "FTK" },
    address: { "@type": "PostalAddress", streetAddress: "1248 Chartwell Place", addressLocality: "West Vancouver", addressRegion: "BC", postalCode: "V7S 2R9", addressCountry: "CA" },
    geo: { "@type": "GeoCoordinates", latitude: 49.35612, longitude: -123.14877 },
  },
})}
${ld({ "@context": "https://schema.org", "@type": "RealEstateAgent", name: "Sotheby's International Realty Canada", telephone: "604-555-0190", address: { "@type": "PostalAddress", streetAddress: "1000 - 1055 West Georgia Street", addressLocality: "Vancouver", addressRegion: "BC", postalCode: "V6E 3P3" } })}
</head><body>
<header class="site-header"><a href="/en/">Sotheby's International Realty Canada</a><nav><a href="/en/search/">Search Properties</a><a href="/en/our-agents/">Our Agents</a><a href="/en/offices/">Offices</a></nav></header>
<main class="property-detail">
<div class="property-header">
<h1 class="property-header__title">1248 Chartwell Place</h1>
<p class="property-header__location">British Properties, West Vancouver, British Columbia</p>
<p class="property-header__price">$6,880,000 CAD</p>
</div>
<ul class="property-highlights">
<li><strong>5</strong> Bedrooms</li>
<li><strong>6</strong> Bathrooms</li>
<li><strong>5,410</strong> Sq. Ft.</li>
</ul>
<div class="property-description"><p>Set high on a quiet cul-de-sac, this residence by a noted West Coast architect opens to a view that sweeps from the downtown towers to Mount Baker. Five bedrooms, a wine room, a gym and an infinity pool on a private, landscaped lot.</p></div>
<table class="property-details-table">
<tr><th>MLS®</th><td>R3087654</td></tr>
<tr><th>Property Type</th><td>Single Family Home</td></tr>
<tr><th>Year Built</th><td>2011</td></tr>
<tr><th>Lot Size</th><td>20,038 Sq. Ft.</td></tr>
<tr><th>Property Taxes</th><td>$18,442 (2025)</td></tr>
<tr><th>Neighbourhood</th><td>British Properties</td></tr>
</table>
<div class="listing-agents"><h2>Listing Agent</h2>
<div class="agent"><a class="agent__name" href="/en/agent/caroline-whitfield/">Caroline Whitfield</a><div class="agent__title">Personal Real Estate Corporation</div><div class="agent__phone">604-555-0177</div></div>
</div>
</main>
<footer class="site-footer"><p>Sotheby's International Realty Canada, Brokerage. 1000 - 1055 West Georgia Street, Vancouver, BC V6E 3P3. Each office is independently owned and operated. The data relating to real estate on this website comes in part from the MLS® Reciprocity program of the Real Estate Board of Greater Vancouver.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 6880000 },
      propertyKind: "house",
      street: "1248 Chartwell Place",
      city: "West Vancouver",
      province: "BC",
      postalCode: "V7S 2R9",
      neighbourhood: "British Properties",
      bedrooms: 5,
      bathrooms: 6,
      squareFootage: 5410,
      lot: { value: 20038, unit: "ft2" },
      yearBuilt: 2011,
      mlsNumber: "R3087654",
      listingAgentName: "Caroline Whitfield",
      brokerageName: "Sotheby's International Realty Canada",
      geo: { lat: 49.35612, lng: -123.14877 },
    },
  },
  {
    name: "h5-ovlix-mobile-grande-prairie",
    site: "ovlix.com",
    set: "held-out-5",
    traps: "classified for a mobile home on a rented pad: '$89,900' with 'Pad rent $695/month' beside it; 'Mobile Home' in a category breadcrumb; '16 x 76' dimensions and '1,216 sq ft'; 'Ad ID 7741203' (the site's id); posted by owner; other ads' prices in a sidebar; the site's Toronto contact address in the footer",
    pageUrl: "https://www.ovlix.com/ad/mobile-home-for-sale-grande-prairie-7741203/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2012 Mobile Home for sale in Grande Prairie - $89,900 | Ovlix</title>
<meta name="description" content="3 bed 2 bath 2012 mobile home in Evergreen Park community, Grande Prairie. Pad rent $695/month.">
<meta property="og:image" content="https://img.ovlix.example/ads/7741203/1.jpg">
</head><body>
<header class="top"><a href="/">Ovlix</a><form class="search"><input name="q" placeholder="Search ads"></form><a href="/post-ad">Post Free Ad</a></header>
<div class="breadcrumb"><a href="/">Home</a> » <a href="/alberta/">Alberta</a> » <a href="/alberta/grande-prairie/">Grande Prairie</a> » <a href="/real-estate/">Real Estate</a> » <a href="/real-estate/mobile-homes/">Mobile Homes</a></div>
<div class="ad-main">
<h1 class="ad-title">2012 Mobile Home - 3 Bed, 2 Bath - Evergreen Park</h1>
<div class="ad-price">$89,900</div>
<table class="ad-attributes">
<tr><td class="label">Location:</td><td>Lot 42, 10502 Evergreen Drive, Grande Prairie, AB</td></tr>
<tr><td class="label">Category:</td><td>Mobile Homes</td></tr>
<tr><td class="label">Bedrooms:</td><td>3</td></tr>
<tr><td class="label">Bathrooms:</td><td>2</td></tr>
<tr><td class="label">Size:</td><td>1,216 sq ft (16 x 76)</td></tr>
<tr><td class="label">Year:</td><td>2012</td></tr>
<tr><td class="label">Pad rent:</td><td>$695/month</td></tr>
<tr><td class="label">Ad ID:</td><td>7741203</td></tr>
<tr><td class="label">Posted:</td><td>November 18, 2026</td></tr>
</table>
<div class="ad-description"><h2>Description</h2><p>Well kept 2012 mobile in Evergreen Park, a family park on the north side. Vaulted ceilings, island kitchen, primary bedroom with ensuite and walk-in, central air, 10x12 deck and shed. Park approval required. Pad rent includes water, sewer and garbage. Owner moving to Edmonton, priced to sell.</p></div>
<div class="ad-contact"><h3>Contact the poster</h3><div class="poster">Posted by: Owner</div><div class="phone">780-555-0126</div></div>
</div>
<aside class="related"><h3>Similar ads</h3>
<div class="related-ad"><a href="/ad/7740011/">2004 mobile with addition</a><span class="price">$64,500</span></div>
<div class="related-ad"><a href="/ad/7738802/">Modular home on acreage, Clairmont</a><span class="price">$319,000</span></div>
</aside>
<footer><p>© 2026 Ovlix.com - Free Classifieds in Canada. 100 King Street West, Suite 5700, Toronto, ON M5X 1C7. Ovlix is not responsible for the content of ads.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 89900 },
      propertyKind: "mobile",
      street: "Lot 42, 10502 Evergreen Drive",
      city: "Grande Prairie",
      province: "AB",
      neighbourhood: "Evergreen Park",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1216,
      yearBuilt: 2012,
    },
  },
  {
    name: "h5-realtor-ca-commercial-saskatoon",
    site: "realtor.ca",
    set: "held-out-5",
    traps: "a commercial building: 'Retail' building type, no bedrooms or bathrooms; 'Total Finished Area 4,200 sqft'; 'Land Size 6250 sqft'; 'Business Type Retail and Wholesale'; 'Industrial/Commercial' ownership; annual property taxes; JSON-LD sku (the site's id); the office card with its Saskatoon address and postal code; CREA footer; the city 'Saskatoon' with its neighbourhood in the address line",
    pageUrl: "https://www.realtor.ca/real-estate/29187654/418-20th-street-w-saskatoon-riversdale",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>418 20th STREET W, Saskatoon, Saskatchewan S7M 0X4 - SK987123 | REALTOR.ca</title>
<meta name="description" content="418 20th STREET W, Saskatoon, Saskatchewan S7M 0X4 - $695,000 - Retail building for sale - MLS® Number SK987123.">
<meta property="og:image" content="https://cdn.realtor.ca/listing/TS638612345678900000/reb89/highres/3/sk987123_1.jpg">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "418 20th STREET W, Saskatoon, Saskatchewan S7M 0X4", sku: "29187654", offers: { "@type": "Offer", price: "695000", priceCurrency: "CAD" } })}
</head><body>
<div id="listingDetailsTopCon">
<h1 id="listingAddress" class="listingAddress">418 20th STREET W<br>Saskatoon (Riversdale), Saskatchewan S7M 0X4</h1>
<div id="listingPriceValue" class="listingPrice">$695,000</div>
<div id="MLNumberVal">SK987123</div>
</div>
<div id="propertyDetailsSectionContentSubCon">
<div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Retail</div>
<div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">Commercial Mix</div>
<div class="propertyDetailsSectionContentLabel">Business Type</div><div class="propertyDetailsSectionContentValue">Retail and Wholesale</div>
<div class="propertyDetailsSectionContentLabel">Ownership Type</div><div class="propertyDetailsSectionContentValue">Freehold</div>
<div class="propertyDetailsSectionContentLabel">Storeys</div><div class="propertyDetailsSectionContentValue">2</div>
<div class="propertyDetailsSectionContentLabel">Total Finished Area</div><div class="propertyDetailsSectionContentValue">4200 sqft</div>
<div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">6250 sqft</div>
<div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">1948</div>
<div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$9,318</div>
<div class="propertyDetailsSectionContentLabel">Zoning Type</div><div class="propertyDetailsSectionContentValue">B6</div>
</div>
<div id="propertyDescriptionCon"><p>Two-storey brick building on 20th Street in the heart of Riversdale: 2,600 sqft of street-level retail with a full-height display window, 1,600 sqft of offices above with a separate entrance, six stalls off the back lane. Roof 2019. Tenant on a month-to-month lease. (29187654)</p></div>
<div id="realtorCardsCon">
<div class="realtorCardCon">
<div class="realtorCardName">Darcy Lemieux</div>
<div class="realtorCardTitle">Salesperson</div>
<div class="realtorCardOfficeName">Coldwell Banker Signature</div>
<div class="realtorCardOfficeAddress">3rd Floor, 2100 8th Street E, Saskatoon, Saskatchewan S7H 0V1</div>
<div class="realtorCardPhone">306-555-0154</div>
</div>
</div>
<div id="footerCon"><p>The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by The Canadian Real Estate Association (CREA) and identify the quality of services provided by real estate professionals who are members of CREA. REALTOR.ca, 200 Catherine Street, 6th Floor, Ottawa, Ontario K2P 2K9.</p></div>
</body></html>`,
    expected: {
      price: { amount: 695000 },
      propertyKind: "commercial",
      street: "418 20th STREET W",
      city: "Saskatoon",
      province: "SK",
      postalCode: "S7M 0X4",
      neighbourhood: "Riversdale",
      squareFootage: 4200,
      lot: { value: 6250, unit: "ft2" },
      yearBuilt: 1948,
      mlsNumber: "SK987123",
      listingAgentName: "Darcy Lemieux",
      brokerageName: "Coldwell Banker Signature",
    },
  },
];
