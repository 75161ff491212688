/**
 * Fifteenth held-out corpus, outside Québec: a realtor.ca house in Edmundston in French, a ComFree bungalow with a
 * basement apartment sold by its owners in Corner Brook, a REW house with a legal suite in Kamloops, a private owner's
 * garden suite on Craigslist in East Vancouver, a private owner's rancher on Castanet classifieds in Penticton and a
 * private owner's suite on UsedVictoria in Langford. Addresses, names and numbers are invented; the expected facts were
 * written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_15_ELSEWHERE: ListingPage[] = [
  {
    name: "h15-realtor-maison-edmundston-nb-fr",
    site: "realtor.ca",
    set: "held-out-15",
    traps: "realtor.ca's French page for a New Brunswick house: '249 900 $'; 'Chambres 3' and 'Salles de bains 1' with 'Demi-salles de bain 1' apart; 'Superficie du terrain 1858 m2'; the community 'Saint-Basile' inside Edmundston; an NB MLS® number; the brokerage's Grand Falls office; a mortgage calculator and nearby listings",
    pageUrl: "https://www.realtor.ca/fr/immobilier/29184736/47-rue-martin-edmundston",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>47 Rue Martin, Edmundston, Nouveau-Brunswick E7C 1N4 - 249 900 $ | REALTOR.ca</title>
<meta name="description" content="Maison à vendre - 47 Rue Martin, Edmundston (Saint-Basile) - 3 chambres, 2 salles de bains - No MLS® NB128734.">
</head><body>
<div id="cookieBanner"><p>Nous utilisons des témoins pour améliorer votre expérience sur REALTOR.ca.</p><button>Accepter</button></div>
<header id="siteHeader"><a href="/fr">REALTOR.ca</a><nav><a href="/fr/carte">Carte</a><a href="/fr/recherche-de-courtiers">Trouver un REALTOR®</a><a href="/real-estate/29184736/47-rue-martin-edmundston">English</a></nav></header>
<main>
<div id="listingDetailsTopCon">
<div id="listingAddress" class="listingAddress">47 Rue Martin<br>Edmundston (Saint-Basile), Nouveau-Brunswick E7C 1N4</div>
<div id="listingPriceCon"><div id="listingPrice" class="listingPrice">249 900 $</div></div>
<div id="MLNumberCon"><span class="label">No MLS®:</span> <span id="MLNumberVal">NB128734</span></div>
</div>
<div class="listingIconCon"><span class="listingIconNum">3</span><span class="listingIconText">Chambres</span></div>
<div class="listingIconCon"><span class="listingIconNum">2</span><span class="listingIconText">Salles de bains</span></div>
<div id="propertyDescriptionCon"><h2>Description</h2><p>Maison d'un étage et demi sur un grand terrain près de l'église de Saint-Basile et du Collège communautaire. Trois chambres à l'étage, salle de bain complète et une demi-salle de bain au rez-de-chaussée. Sous-sol non fini, chauffage électrique et poêle à bois. Garage détaché.</p></div>
<div id="propertyDetailsSectionContentSubCon_Details">
<h3>Détails de la propriété</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Type de propriété</div><div class="propertyDetailsSectionContentValue">Unifamiliale</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Type de bâtiment</div><div class="propertyDetailsSectionContentValue">Maison</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Étages</div><div class="propertyDetailsSectionContentValue">1.5</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Superficie du terrain</div><div class="propertyDetailsSectionContentValue">1858 m2</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Taxes annuelles</div><div class="propertyDetailsSectionContentValue">3 412 $</div></div>
</div>
<div id="propertyDetailsSectionContentSubCon_Building">
<h3>Bâtiment</h3>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Chambres au-dessus du niveau du sol</div><div class="propertyDetailsSectionContentValue">3</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Salles de bains</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Demi-salles de bain</div><div class="propertyDetailsSectionContentValue">1</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Année de construction</div><div class="propertyDetailsSectionContentValue">1962</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Superficie intérieure</div><div class="propertyDetailsSectionContentValue">1420 pi2</div></div>
</div>
<div class="realtorCardCon"><div class="realtorCardName">Nathalie Ouellette</div><div class="realtorCardTitle">Agent immobilier</div><div class="officeCardName">Century 21 Nordic Realty Ltd.</div><div class="officeCardAddress">215 Broadway Boulevard, Grand Falls, Nouveau-Brunswick E3Z 2J9</div></div>
<div id="mortgageCalculatorCon"><h3>Calculatrice hypothécaire</h3><p>Paiement mensuel : 1 322 $</p><p>Mise de fonds : 12 495 $ (5 %)</p></div>
<section id="nearbyListings"><h3>Propriétés à proximité</h3>
<div class="cardCon"><div class="listingCardPrice">219 000 $</div><div class="listingCardAddress">12 Rue Principale, Saint-Jacques</div></div>
<div class="cardCon"><div class="listingCardPrice">289 500 $</div><div class="listingCardAddress">340 Rue Victoria, Edmundston</div></div>
</section>
</main>
<footer><p>Les marques de commerce MLS®, Multiple Listing Service® et les logos connexes sont la propriété de l'Association canadienne de l'immeuble (ACI). © 2026 ACI.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 249900 },
      propertyKind: "house",
      street: "47 Rue Martin",
      city: "Edmundston",
      province: "NB",
      postalCode: "E7C 1N4",
      neighbourhood: "Saint-Basile",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1420,
      lot: { value: 1858, unit: "m2" },
      yearBuilt: 1962,
      mlsNumber: "NB128734",
      listingAgentName: "Nathalie Ouellette",
      brokerageName: "Century 21 Nordic Realty Ltd.",
    },
  },
  {
    name: "h15-comfree-bungalow-appartement-corner-brook-nl",
    site: "comfree.com",
    set: "held-out-15",
    traps: "a ComFree private sale in Newfoundland: '$289,000' beside the basement apartment's '$950/month' rent in the text; '3 + 2 Bedrooms' where the two below are in the apartment; 'Bathrooms 2'; lot '60 x 110 ft'; no agent or brokerage (the owners' first names); ComFree's package prices and head office",
    pageUrl: "https://comfree.com/nl/corner-brook/bungalow/18-crestview-road/612784",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>18 Crestview Road, Corner Brook, NL A2H 5M3 | Bungalow for sale by owner | ComFree</title>
${ld({ "@context": "https://schema.org", "@type": "Product", name: "18 Crestview Road, Corner Brook", sku: "612784", offers: { "@type": "Offer", price: "289000", priceCurrency: "CAD" } })}
</head><body>
<header class="cf-header"><a href="/">ComFree</a><nav><a href="/search">Buy</a><a href="/sell">Sell</a><a href="/pricing">Pricing</a></nav></header>
<main class="listing">
<div class="listing-header"><h1>18 Crestview Road</h1><p class="listing-city">Corner Brook, NL A2H 5M3</p><p class="listing-price">$289,000</p><p class="listing-id">Listing #612784</p></div>
<ul class="listing-stats"><li>3 + 2 Bedrooms</li><li>2 Bathrooms</li><li>Bungalow</li><li>Built 1979</li></ul>
<table class="listing-details">
<tr><th>Property Type</th><td>Single Family - Bungalow</td></tr>
<tr><th>Bedrooms</th><td>3 + 2</td></tr>
<tr><th>Bathrooms</th><td>2</td></tr>
<tr><th>Finished Sq Ft</th><td>2,180</td></tr>
<tr><th>Lot Size</th><td>60 x 110 ft</td></tr>
<tr><th>Taxes</th><td>$2,640 (2026)</td></tr>
<tr><th>Heating</th><td>Electric baseboard, mini-split</td></tr>
</table>
<div class="listing-description"><h2>About this home</h2><p>Well kept bungalow on the west side with a view of the Humber Arm. Three bedrooms and full bath on the main, and a self-contained two bedroom basement apartment with its own entrance and full bath, rented to a long-term tenant at $950/month (tenant would like to stay). Paved driveway, new shingles 2022, 200 amp service. We are moving to be closer to family in Ontario. Call or text Gerald or Wanda, no agents please.</p></div>
<aside class="seller-contact"><h3>Contact the owner</h3><p>Gerald &amp; Wanda</p><p>709-555-0149</p></aside>
<aside class="cf-upsell"><h4>Selling too?</h4><p>List your home from $499 or choose our $2,995 full-service plan.</p></aside>
<section class="nearby"><h3>Other homes for sale by owner nearby</h3>
<div class="card"><span>$245,000</span><span>7 Wellington Street, Corner Brook</span></div>
<div class="card"><span>$319,900</span><span>42 Massey Drive, Massey Drive</span></div>
</section>
</main>
<footer><p>ComFree Commonsense Network Inc., 5 Place Ville Marie, Suite 1100, Montréal, QC H3B 2G2. ComFree is not a real estate brokerage.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 289000 },
      propertyKind: "house",
      street: "18 Crestview Road",
      city: "Corner Brook",
      province: "NL",
      postalCode: "A2H 5M3",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2,
      squareFootage: 2180,
      lot: { value: 6600, unit: "ft2" },
      yearBuilt: 1979,
    },
  },
  {
    name: "h15-rew-house-legal-suite-kamloops",
    site: "rew.ca",
    set: "held-out-15",
    traps: "REW's newer Next.js page for a Kamloops house: the listing in __NEXT_DATA__ with coordinates and the price as a string; 'Sub-Area Aberdeen'; a legal suite's rent '$1,650/mo' in the description and 'Suite Yes'; 'Lot Size 0.17 ac'; a Kamloops MLS® number; the brokerage's Victoria Street office; a calculator and nearby listings",
    pageUrl: "https://www.rew.ca/properties/182734/2165-hugh-allan-drive-kamloops-bc",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2165 Hugh Allan Drive, Kamloops, BC V1S 1K9 | 182734 | REW</title>
<meta name="description" content="2165 Hugh Allan Drive, Kamloops for sale: 4 bed, 3 bath, 2,610 sq. ft. house. MLS® 182734.">
</head><body>
<div id="__next">
<div class="cookiebanner"><p>REW uses cookies to improve your experience.</p><button>Dismiss</button></div>
<header class="header"><a href="/">REW</a><nav><a href="/properties/areas/kamloops-bc">Kamloops</a><a href="/agents">Agents</a></nav></header>
<main class="listingpage">
<section class="listingheader">
<h1 class="listingheader-address">2165 Hugh Allan Drive</h1>
<div class="listingheader-location">Kamloops, BC V1S 1K9</div>
<div class="listingheader-price">$829,000</div>
<ul class="listingheader-details"><li>4 Bed</li><li>3 Bath</li><li>2,610 Sqft</li><li>House</li></ul>
</section>
<section class="listingoverview"><h2>Overview</h2><dl>
<dt>Property Type</dt><dd>Single Family Residence</dd><dt>Area</dt><dd>Kamloops</dd><dt>Sub-Area</dt><dd>Aberdeen</dd>
<dt>Bedrooms</dt><dd>4</dd><dt>Bathrooms</dt><dd>3</dd><dt>Full Baths</dt><dd>3</dd><dt>Floor Area</dt><dd>2,610 Sq. Ft.</dd>
<dt>Lot Size</dt><dd>0.17 ac</dd><dt>Year Built</dt><dd>1994</dd><dt>Suite</dt><dd>Yes</dd><dt>MLS® Number</dt><dd>182734</dd><dt>Gross Taxes</dt><dd>$4,377 (2026)</dd>
</dl></section>
<section class="listingdescription"><h2>Description</h2><p>Basement-entry home on a quiet Aberdeen street with a legal suite on the walk-out level, currently rented at $1,650/mo to tenants on a month-to-month basis. Main level has an updated kitchen, vaulted living room and a deck with valley views. Double garage, RV parking, underground sprinklers. Close to TRU shuttle routes, Aberdeen Mall and the Pacific Way school.</p></section>
<section class="listingcalculator"><h3>Mortgage Calculator</h3><p>Estimated monthly payment: <strong>$3,974</strong></p></section>
<aside class="listingagents"><h3>Listed By</h3><div class="agentcard"><div class="agentcard-name">Derek Sandhu</div><div class="agentcard-brokerage">Thompson River Realty Ltd.</div><div class="agentcard-address">322 Victoria Street, Kamloops, BC V2C 2A5</div></div></aside>
<section class="listingnearby"><h3>Nearby Listings</h3><div class="card"><span>$774,900</span><span>1987 Gladstone Drive</span></div><div class="card"><span>$915,000</span><span>455 Hollyburn Drive</span></div></section>
<p class="listingsource">Listing data provided by the Association of Interior REALTORS®.</p>
</main>
<footer><p>REW.ca is operated by Real Estate Wire Inc. Information deemed reliable but not guaranteed.</p></footer>
</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { listing: { id: "182734", mlsNumber: "182734", price: "829000", streetAddress: "2165 Hugh Allan Drive", city: "Kamloops", province: "BC", postalCode: "V1S 1K9", subArea: "Aberdeen", bedrooms: 4, bathrooms: 3, floorArea: 2610, lotSizeAcres: 0.17, yearBuilt: 1994, latitude: 50.65218, longitude: -120.37044, agents: [{ name: "Derek Sandhu", brokerage: "Thompson River Realty Ltd." }] }, nearby: [{ id: "183102", price: "774900", streetAddress: "1987 Gladstone Drive" }, { id: "181977", price: "915000", streetAddress: "455 Hollyburn Drive" }] } }, page: "/properties/[id]/[slug]" })}</script>
</body></html>`,
    expected: {
      price: { amount: 829000 },
      propertyKind: "house",
      street: "2165 Hugh Allan Drive",
      city: "Kamloops",
      province: "BC",
      postalCode: "V1S 1K9",
      neighbourhood: "Aberdeen",
      bedrooms: 4,
      bathrooms: 3,
      bathroomsFull: 3,
      squareFootage: 2610,
      lot: { value: 0.17, unit: "acres" },
      yearBuilt: 1994,
      mlsNumber: "182734",
      listingAgentName: "Derek Sandhu",
      brokerageName: "Thompson River Realty Ltd.",
      geo: { lat: 50.65218, lng: -120.37044 },
    },
  },
  {
    name: "h15-craigslist-garden-suite-east-vancouver",
    site: "craigslist.org",
    set: "held-out-15",
    traps: "a private owner's Craigslist rental: '$1,150' in the title bar and '$1,150 month incl. hydro' typed in the body; '1BR / 1Ba' and '480ft2' in attribute groups; only a cross-street in the map address ('E 14th Ave near Victoria Dr'); the hood '(Grandview-Woodland)'; coordinates as data attributes of the map; a $575 damage deposit; no agent",
    pageUrl: "https://vancouver.craigslist.org/van/apa/d/vancouver-bright-garden-level-suite-near/7798123456.html",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Bright garden-level suite near Commercial Dr - apartments &amp; housing for rent - vancouver, BC - craigslist</title>
<meta name="description" content="Bright garden level 1 bedroom suite, $1,150 month incl. hydro and wifi.">
</head><body class="posting">
<header class="global-header"><a href="/">CL</a> &gt; <a href="/search/van/">vancouver</a> &gt; <a href="/search/van/hhh">housing</a> &gt; <a href="/search/van/apa">apts/housing for rent</a></header>
<section class="body">
<h1 class="postingtitle"><span class="postingtitletext"><span id="titletextonly">Bright garden-level suite near Commercial Dr</span> <span class="price">$1,150</span> <span class="housing">/ 1br - 480ft2 -</span> <small> (Grandview-Woodland)</small></span></h1>
<section class="userbody">
<figure class="iw"><div class="slide"><img src="https://images.craigslist.org/00x0x_abc_600x450.jpg" alt="garden suite"></div></figure>
<div class="mapAndAttrs">
<div class="mapbox"><div id="map" data-latitude="49.25874" data-longitude="-123.06651" data-accuracy="10"></div><div class="mapaddress">E 14th Ave near Victoria Dr</div></div>
<div class="attrgroup"><span class="shared-line-bubble"><b>1BR</b> / <b>1Ba</b></span> <span class="shared-line-bubble"><b>480</b>ft<sup>2</sup></span> <span class="shared-line-bubble">available dec 1</span></div>
<div class="attrgroup"><span>apartment</span><br><span>laundry in bldg</span><br><span>street parking</span><br><span>no smoking</span><br><span>cats are OK - purrr</span></div>
</div>
<section id="postingbody"><div class="print-information print-qrcode-container"><p class="print-qrcode-label">QR Code Link to This Post</p></div>
Hi there! We are renting our garden level suite in our house, separate entrance, on E 14th just off Victoria.
$1,150 month incl. hydro and wifi. 1 bedroom with closet, small kitchen (fridge, stove, microwave), 3 piece bath.
Shared laundry with us upstairs (Tues and Sat). Quiet, non smoking, one cat ok. Damage deposit $575.
Min 1 year lease. 10 min walk to Commercial-Broadway skytrain. Please tell us a bit about yourself when you write, thanks!
</section>
<p class="postinginfo">post id: 7798123456</p><p class="postinginfo reveal">posted: <time class="date timeago" datetime="2026-11-24T18:02:11-0800">2026-11-24 18:02</time></p>
</section>
</section>
<section class="cl-related"><h3>more ads by this user</h3><p>none</p><h3>related posts</h3>
<ul><li class="result-row"><span class="result-price">$1,395</span> <a class="result-title">1 bed garden suite Renfrew</a></li><li class="result-row"><span class="result-price">$2,050</span> <a class="result-title">2br main floor near Trout Lake</a></li></ul></section>
<footer><ul class="clfooter"><li>&copy; 2026 craigslist</li><li><a href="/about/help/">help</a></li><li><a href="/about/safety">safety</a></li><li><a href="/about/privacy.policy">privacy</a></li><li><a href="/about/terms.of.use">terms</a></li></ul></footer>
</body></html>`,
    expected: {
      price: { amount: 1150, period: "month" },
      propertyKind: "condo",
      city: "Vancouver",
      province: "BC",
      neighbourhood: "Grandview-Woodland",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 480,
      geo: { lat: 49.25874, lng: -123.06651 },
    },
  },
  {
    name: "h15-castanet-rancher-owner-penticton",
    site: "castanet.net",
    set: "held-out-15",
    traps: "a private owner's house on Castanet classifieds: 'Price $649,000' and 'asking 649K OBO' in the text; a detail table ('Bedrooms 3', 'Bathrooms 2', 'Sq. Ft. 1,450'); 'Lot 0.21 acre'; the news site's clutter (headlines, weather '-2°C', a bank's mortgage rate ad); featured ads with other prices; no agent ('No realtors please')",
    pageUrl: "https://classifieds.castanet.net/details/rancher_for_sale_by_owner_wiltse/5129384/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Rancher for sale by owner - Wiltse - Penticton Houses for Sale - Castanet Classifieds</title>
<meta property="og:title" content="Rancher for sale by owner - Wiltse">
<meta property="og:description" content="Asking 649K OBO. 3 bed 2 bath rancher on a quiet street in Wiltse.">
</head><body>
<div id="topbar"><a href="https://www.castanet.net/">Castanet</a> <span class="weather">Penticton -2°C</span> <a href="https://www.castanet.net/news/Penticton/">Penticton News</a> <a href="/">Classifieds</a></div>
<div id="headlines"><h4>Top stories</h4><ul><li>Council approves 14-storey tower on Main Street</li><li>Highway 97 reopens after rockslide near Summerland</li></ul></div>
<div class="ad-banner"><p>Okanagan Credit Union: 5-year fixed 4.49% – talk to us today</p></div>
<div id="crumbs"><a href="/">Classifieds</a> » <a href="/cat/real-estate/">Real Estate</a> » <a href="/cat/houses-for-sale/">Houses for Sale</a> » <a href="/cat/houses-for-sale/penticton/">Penticton</a></div>
<div id="ad">
<h1 class="title">Rancher for sale by owner - Wiltse</h1>
<div class="price">$649,000</div>
<table class="details">
<tr><td class="label">Price</td><td>$649,000</td></tr>
<tr><td class="label">Location</td><td>Penticton</td></tr>
<tr><td class="label">Address</td><td>1188 Ridgedale Avenue</td></tr>
<tr><td class="label">Bedrooms</td><td>3</td></tr>
<tr><td class="label">Bathrooms</td><td>2</td></tr>
<tr><td class="label">Sq. Ft.</td><td>1,450</td></tr>
<tr><td class="label">Year built</td><td>1988</td></tr>
<tr><td class="label">Ad ID</td><td>5129384</td></tr>
</table>
<div class="description"><p>Asking 649K OBO. Well looked after 3 bed 2 bath rancher on a quiet street in Wiltse, everything on one level. Lot 0.21 acre, fully fenced with fruit trees and a 12x16 shop. New furnace and A/C (2023), roof 2017. Double carport plus room for a trailer. Views of the Skaha bluffs from the back patio. Viewings by appointment, no realtors please. Call Barb 250-555-0173.</p></div>
<div class="poster"><span>Posted by</span> <strong>barbk_penticton</strong> <span>Member since 2012</span></div>
</div>
<div id="featured"><h4>Featured Ads</h4>
<div class="feat"><span class="feat-title">Lakeview lot Naramata</span> <span class="feat-price">$429,000</span></div>
<div class="feat"><span class="feat-title">2 bdrm condo downtown Penticton</span> <span class="feat-price">$389,900</span></div>
</div>
<footer><p>Castanet Media, 1490 Pandosy Street, Kelowna, BC V1Y 1P3. Copyright © 2026 Castanet Media. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 649000 },
      propertyKind: "house",
      street: "1188 Ridgedale Avenue",
      city: "Penticton",
      province: "BC",
      neighbourhood: "Wiltse",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1450,
      lot: { value: 0.21, unit: "acres" },
      yearBuilt: 1988,
    },
  },
  {
    name: "h15-usedvictoria-suite-owner-langford",
    site: "usedvictoria.com",
    set: "held-out-15",
    traps: "a private owner's suite on UsedVictoria: '$2,100' as the price and '$2100 a month + 40% of utilities' in the text; a $1,050 damage deposit; '2 bed / 1 bath' in a details list; only 'Bear Mountain Pkwy area, Langford'; the poster's user name; other ads' rents; the site's Fort Street office in the footer",
    pageUrl: "https://www.usedvictoria.com/classified-ad/2-bed-ground-level-suite-langford_41983275",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 bed ground level suite - Langford | Apartments &amp; Suites for Rent | usedvictoria.com</title>
<meta name="description" content="2 bedroom ground level suite in Langford, $2100 a month + 40% of utilities, available Jan 1.">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "2 bed ground level suite - Langford", offers: { "@type": "Offer", price: "2100", priceCurrency: "CAD" } })}
</head><body>
<header class="used-header"><a href="/">usedvictoria.com</a><nav><a href="/classifieds/real-estate">Real Estate</a><a href="/classifieds/real-estate-rentals">Rentals</a><a href="/post">Post an ad</a></nav></header>
<ol class="breadcrumbs"><li><a href="/classifieds/all">All</a></li><li><a href="/classifieds/real-estate-rentals">Rentals</a></li><li><a href="/classifieds/real-estate-rentals/apartments">Apartments &amp; Suites</a></li></ol>
<main class="ad-view">
<h1 class="ad-title">2 bed ground level suite - Langford</h1>
<div class="ad-price">$2,100</div>
<ul class="ad-details">
<li><span>Location</span><span>Langford</span></li>
<li><span>Bedrooms</span><span>2 bed / 1 bath</span></li>
<li><span>Available</span><span>January 1, 2027</span></li>
<li><span>Pets</span><span>Small dog negotiable</span></li>
<li><span>Ad ID</span><span>41983275</span></li>
</ul>
<div class="ad-body"><p>Bright 2 bedroom ground level suite in our newer home, Bear Mountain Pkwy area, Langford. Private entrance and patio, in-suite laundry, 1 full bath, open kitchen with dishwasher. $2100 a month + 40% of utilities (hydro/water). Damage deposit $1,050. 1 parking spot. Close to Westshore Town Centre and the Galloping Goose. No smoking. References please, message through the site.</p></div>
<div class="ad-user"><span class="ad-user-name">kmacleod_westshore</span><span class="ad-user-since">Member since 2016</span></div>
<section class="related"><h3>Similar ads</h3>
<div class="card"><span class="card-title">1 bed suite Colwood</span><span class="card-price">$1,650</span></div>
<div class="card"><span class="card-title">3 bed upper Happy Valley</span><span class="card-price">$2,900</span></div>
</section>
</main>
<footer><p>usedvictoria.com, a Black Press Media site. 818 Fort Street, Victoria, BC V8W 1H8.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 2100, period: "month" },
      propertyKind: "condo",
      city: "Langford",
      province: "BC",
      bedrooms: 2,
      bathrooms: 1,
    },
  },
];
