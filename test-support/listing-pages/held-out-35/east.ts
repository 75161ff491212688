/**
 * Thirty-fifth held-out corpus, Ontario's Ottawa and Quebec: a REALTOR.ca house in Ottawa, a Centris condo in
 * Québec City (English), a DuProprio house in Sherbrooke and a RE/MAX Québec triplex page in French. Addresses,
 * names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import type { ListingPage } from "../types.ts";

export const HELD_OUT_35_EAST: ListingPage[] = [
  {
    name: "ho35-realtorca-house-ottawa",
    site: "realtor.ca",
    set: "held-out-35",
    traps: "REALTOR.ca house in Ottawa (Barrhaven neighbourhood): price beside a monthly mortgage estimate and annual taxes; '3 + 1' bedrooms beside a rooms table; '3 pc + 2 pc' bathrooms (1.5); interior sq ft vs total incl. basement; frontage x depth lot; built and renovated years; MLS number beside an internal listing id",
    pageUrl: "https://www.realtor.ca/real-estate/28811457/48-quarry-ridge-drive-ottawa-barrhaven",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>48 Quarry Ridge Drive, Ottawa, Ontario K2J 5T8 - 28811457 | REALTOR.ca</title>
<meta property="og:description" content="For sale: $749,900 - 48 Quarry Ridge Drive, Ottawa, Ontario K2J 5T8 - 4 bedrooms (3 + 1)">
</head><body>
<header class="site-header"><a class="logo" href="/">REALTOR.ca</a><nav><a href="#">Map</a><a href="#">List</a><a href="#">Find a REALTOR®</a><a href="#">Commercial</a><a href="#">Blog</a><a href="#">Sign in</a></nav></header>
<nav class="breadcrumbs" aria-label="breadcrumb"><a href="/">Home</a> › <a href="#">Real Estate</a></nav>
<div id="listingDetailsPage" data-listing-id="28811457" data-property-id="27001942">
<h1 id="listingAddress">48 Quarry Ridge Drive<br>Ottawa, Ontario K2J 5T8</h1>
<div class="listingLocation">Barrhaven</div>
<div id="listingPriceValue">$749,900</div>
<div class="mortgageEstimate">Est. payment <span>$3,412/month</span> <a href="#calc">Calculate</a></div>
<div id="MLNumberVal">X4418832</div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Property Type</div><div class="propertyDetailsSectionContentValue">Single Family</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Building Type</div><div class="propertyDetailsSectionContentValue">House</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Annual Property Taxes</div><div class="propertyDetailsSectionContentValue">$5,386</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Land Size</div><div class="propertyDetailsSectionContentValue">40 x 110 FT</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Built in</div><div class="propertyDetailsSectionContentValue">2004</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Renovated</div><div class="propertyDetailsSectionContentValue">2021</div></div>
<div class="listingIconCon"><span class="listingIconNum">3 + 1</span> Bedrooms</div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Bathrooms</div><div class="propertyDetailsSectionContentValue">3 pc + 2 pc</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Square Footage</div><div class="propertyDetailsSectionContentValue">1,780 sqft</div></div>
<div class="propertyDetailsSectionContentSubCon"><div class="propertyDetailsSectionContentLabel">Total Finished Area</div><div class="propertyDetailsSectionContentValue">2,520 sqft (incl. basement)</div></div>
<table class="roomsTable"><tr><th>Level</th><th>Type</th><th>Dimensions</th></tr>
<tr><td>Main level</td><td>Living room</td><td>15'2" x 13'0"</td></tr>
<tr><td>Second level</td><td>Primary Bedroom</td><td>14'6" x 12'8"</td></tr>
<tr><td>Second level</td><td>Bedroom</td><td>11'0" x 10'4"</td></tr>
<tr><td>Second level</td><td>Bedroom</td><td>10'9" x 9'11"</td></tr>
<tr><td>Basement</td><td>Bedroom</td><td>11'3" x 10'0"</td></tr>
<tr><td>Basement</td><td>Recreation room</td><td>22'0" x 14'5"</td></tr></table>
<div class="realtorCardName">Danielle Fournier</div>
<div class="officeName">Ridgeline Realty Brokerage</div>
<div class="officeAddress">1500 Merivale Road, Ottawa, Ontario K2E 6Z5</div>
<p class="disclaimer">Data provided by the Ottawa Real Estate Board. Copyright 2026 CREA.</p>
</div><section class="schools-amenities"><h3>Nearby</h3><ul><li>Elementary school — 0.6 km</li><li>Grocery store — 1.1 km</li><li>Transit stop — 0.3 km</li><li>Park and playground — 0.4 km</li></ul></section><div class="cookie-banner" role="dialog"><p>We use cookies to personalise content and analyse our traffic. By continuing, you accept our use of cookies.</p><button>Accept</button><button>Manage preferences</button></div><div class="share-bar"><button>Save</button><button>Share</button><button>Print</button><button>Report listing</button></div>
<form class="contact-form" action="#" method="post"><h3>Request more information</h3><label>Name<input name="name" type="text"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like more information about this property.</textarea></label><label><input type="checkbox" name="consent"> I agree to be contacted about this and similar properties.</label><button type="submit">Send</button></form>
<footer class="site-footer"><p>The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. The information contained on this site is based in whole or in part on information that is provided by members of CREA, who are responsible for its accuracy.</p><p>Help · Careers · Contact · © 2026 REALTOR.ca</p></footer>
</body></html>`,
    expected: {
      price: { amount: 749900, currency: "CAD" },
      propertyKind: "house",
      street: "48 Quarry Ridge Drive",
      city: "Ottawa",
      province: "ON",
      postalCode: "K2J 5T8",
      neighbourhood: "Barrhaven",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1780,
      lot: { value: 4400, unit: "ft2" },
      yearBuilt: 2004,
      mlsNumber: "X4418832",
      listingAgentName: "Danielle Fournier",
      brokerageName: "Ridgeline Realty Brokerage",
    },
  },
  {
    name: "ho35-centris-condo-quebec-city",
    site: "centris.ca",
    set: "held-out-35",
    traps: "Centris English condo in Québec City (Sainte-Foy borough): price beside condo fees, municipal and school taxes and municipal assessment; net area in ft² beside m²; '2 bedrooms' vs '6 rooms'; '1 bathroom and 1 powder room'; year built beside assessment year; Centris number",
    pageUrl: "https://www.centris.ca/en/condos~for-sale~quebec-city/19204877",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Condo for sale, 2745, chemin Sainte-Foy, apt. 504, Québec City | Centris</title>
<meta itemprop="price" content="389000">
</head><body>
<header class="site-header"><a class="logo" href="/">Centris</a><nav><a href="#">Buy</a><a href="#">Rent</a><a href="#">Find a broker</a><a href="#">Tools</a><a href="#">Mortgage calculator</a><a href="#">My Centris</a></nav></header>
<nav class="breadcrumbs" aria-label="breadcrumb"><a href="/">Home</a> › <a href="#">Real Estate</a></nav>
<div class="row property-tagline"><h1 itemprop="category">Condo for sale</h1>
<h2 itemprop="address" class="pt-1">2745, chemin Sainte-Foy, apt. 504, Québec (Sainte-Foy/Sillery/Cap-Rouge), Neighbourhood Saint-Louis</h2></div>
<div class="price"><meta itemprop="priceCurrency" content="CAD"><span id="BuyPrice">$389,000</span></div>
<div class="row teaser"><div class="piece">6 rooms</div><div class="cac">2 bedrooms</div><div class="sdb">1 bathroom and 1 powder room</div></div>
<div class="carac-container"><div class="carac-title">Net area</div><div class="carac-value"><span>1,076 sqft (100 m²)</span></div></div>
<div class="carac-container"><div class="carac-title">Year built</div><div class="carac-value"><span>1989</span></div></div>
<div class="carac-container"><div class="carac-title">Parking (total)</div><div class="carac-value"><span>Garage (1)</span></div></div>
<table class="table financial-details-table"><tr><th>Municipal assessment (2025)</th><td>$341,200</td></tr>
<tr><th>Condominium fees</th><td>$3,180 /year</td></tr><tr><th>Municipal Taxes (2026)</th><td>$3,044</td></tr><tr><th>School taxes (2025)</th><td>$246</td></tr></table>
<div id="ListingDisplayId">Centris No. 19204877</div>
<div class="broker-info"><h1 class="broker-info__broker-title">Mathieu Gagnon</h1><p>Residential Real Estate Broker</p><div class="broker-info__agency">Courtage Capitale inc.</div><p>1040, boulevard Charest Ouest, Québec</p></div>
<div id="PropertyMapLink" data-lat="46.7781" data-lng="-71.2816"></div>
<section class="similar"><h3>Similar properties</h3><div class="card">Condo $359,000 - Québec (Les Rivières)</div><div class="card">Condo $412,500 - Québec (Sainte-Foy)</div></section>
<section class="schools-amenities"><h3>Nearby</h3><ul><li>Elementary school — 0.6 km</li><li>Grocery store — 1.1 km</li><li>Transit stop — 0.3 km</li><li>Park and playground — 0.4 km</li></ul></section><div class="cookie-banner" role="dialog"><p>We use cookies to personalise content and analyse our traffic. By continuing, you accept our use of cookies.</p><button>Accept</button><button>Manage preferences</button></div><div class="share-bar"><button>Save</button><button>Share</button><button>Print</button><button>Report listing</button></div>
<form class="contact-form" action="#" method="post"><h3>Request more information</h3><label>Name<input name="name" type="text"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like more information about this property.</textarea></label><label><input type="checkbox" name="consent"> I agree to be contacted about this and similar properties.</label><button type="submit">Send</button></form>
<footer class="site-footer"><p>Centris® and the Centris logo are registered trademarks. The information on this site comes from real estate brokers who are members of Quebec real estate boards and is deemed reliable but not guaranteed. Use of this site is subject to the terms of use.</p><p>Help · Careers · Contact · © 2026 Centris</p></footer>
</body></html>`,
    expected: {
      price: { amount: 389000, currency: "CAD" },
      propertyKind: "condo",
      street: "2745, chemin Sainte-Foy, apt. 504",
      city: "Québec",
      province: "QC",
      neighbourhood: "Saint-Louis",
      bedrooms: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1076,
      yearBuilt: 1989,
      mlsNumber: "19204877",
      listingAgentName: "Mathieu Gagnon",
      brokerageName: "Courtage Capitale inc.",
      geo: { lat: 46.7781, lng: -71.2816 },
    },
  },
];
