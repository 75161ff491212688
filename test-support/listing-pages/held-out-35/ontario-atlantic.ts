/**
 * Thirty-fifth held-out corpus, Ontario and Atlantic Canada: a Zolo semi in Markham, a HouseSigma house in Vaughan
 * with its sold history, a Royal LePage townhouse in Hamilton and a Kijiji by-owner house in St. John's. Addresses,
 * names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_35_ONTARIO_ATLANTIC: ListingPage[] = [
  {
    name: "ho35-zolo-semi-markham",
    site: "zolo.ca",
    set: "held-out-35",
    traps: "Zolo semi-detached in Markham (Cornell): price beside price per sq ft, est. mortgage and taxes; size range '1500-2000 sqft'; '3 + 1' beds; '2.5' baths with '2 full 1 half' in the details; frontage x depth lot; MLS number beside the Zolo id; sold comparables",
    pageUrl: "https://www.zolo.ca/markham-real-estate/17-bur-oak-avenue",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>17 Bur Oak Avenue, Markham — For Sale @ $1,188,000 | Zolo.ca</title>
${ld({ "@context": "https://schema.org", "@type": "Product", name: "17 Bur Oak Avenue", offers: { "@type": "Offer", price: "1188000", priceCurrency: "CAD" } })}
</head><body>
<header class="site-header"><a class="logo" href="/">Zolo</a><nav><a href="#">Buy</a><a href="#">Sell</a><a href="#">Rent</a><a href="#">Sold Prices</a><a href="#">Market Stats</a><a href="#">Mortgages</a><a href="#">Sign In</a></nav></header>
<nav class="breadcrumbs" aria-label="breadcrumb"><a href="/">Home</a> › <a href="#">Real Estate</a></nav>
<section class="listing-location"><h1 class="address">17 Bur Oak Avenue</h1><div class="area">Cornell, Markham, ON L6B 0K4</div></section>
<div class="listing-price"><span class="priv">$1,188,000</span><span class="price-psf">$713 / sqft</span></div>
<div class="mortgage">Est. Mortgage <b>$5,140/mo</b></div>
<ul class="list-unstyled xs-flex"><li>3 + 1 Bed</li><li>2.5 Bath</li><li>1500-2000 Sqft</li></ul>
<section class="section-listing"><dl class="column"><dt class="label">Type</dt><dd class="value">Semi-Detached</dd></dl>
<dl class="column"><dt class="label">Style</dt><dd class="value">2-Storey</dd></dl>
<dl class="column"><dt class="label">Bathrooms</dt><dd class="value">2 full 1 half</dd></dl>
<dl class="column"><dt class="label">Lot Size</dt><dd class="value">27 x 100 feet</dd></dl>
<dl class="column"><dt class="label">Approx Age</dt><dd class="value">6-15</dd></dl>
<dl class="column"><dt class="label">Taxes</dt><dd class="value">$4,962 / 2025</dd></dl>
<dl class="column"><dt class="label">MLS®#</dt><dd class="value">N12407719</dd></dl>
<dl class="column"><dt class="label">Zolo ID</dt><dd class="value">44817320</dd></dl></section>
<p class="listing-brokerage">Listed by Cedarbrook Realty Inc., Brokerage</p>
<section class="sold-nearby"><h3>Recently sold nearby</h3><div>19 Bur Oak Ave — Sold $1,121,000 (Mar 2026)</div><div>4 Ninth Line — Sold $1,240,000</div></section>
<section class="schools-amenities"><h3>Nearby</h3><ul><li>Elementary school — 0.6 km</li><li>Grocery store — 1.1 km</li><li>Transit stop — 0.3 km</li><li>Park and playground — 0.4 km</li></ul></section><div class="cookie-banner" role="dialog"><p>We use cookies to personalise content and analyse our traffic. By continuing, you accept our use of cookies.</p><button>Accept</button><button>Manage preferences</button></div><div class="share-bar"><button>Save</button><button>Share</button><button>Print</button><button>Report listing</button></div>
<form class="contact-form" action="#" method="post"><h3>Request more information</h3><label>Name<input name="name" type="text"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like more information about this property.</textarea></label><label><input type="checkbox" name="consent"> I agree to be contacted about this and similar properties.</label><button type="submit">Send</button></form>
<footer class="site-footer"><p>Zolo Realty is a full-service brokerage. Data is deemed reliable but not guaranteed accurate. Listing information is supplied by the real estate boards and used under licence. Privacy · Terms · Accessibility · Sitemap.</p><p>Help · Careers · Contact · © 2026 Zolo</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1188000, currency: "CAD" },
      propertyKind: "semi-detached",
      street: "17 Bur Oak Avenue",
      city: "Markham",
      province: "ON",
      postalCode: "L6B 0K4",
      neighbourhood: "Cornell",
      bedrooms: 3,
      bedroomsBelowGrade: 1,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1500,
      lot: { value: 2700, unit: "ft2" },
      mlsNumber: "N12407719",
      brokerageName: "Cedarbrook Realty Inc., Brokerage",
    },
  },
  {
    name: "ho35-housesigma-house-vaughan",
    site: "housesigma.com",
    set: "held-out-35",
    traps: "HouseSigma house in Vaughan (Woodbridge): list price beside a SigmaEstimate, a previous sold price with its year and taxes; '4 + 2' bedrooms; bathrooms '4'; lot '45.93 x 132.5 Feet'; listing history with two other MLS numbers; the listing's current MLS",
    pageUrl: "https://housesigma.com/on/vaughan-real-estate/82-madeline-crescent/home/aXq7PkD3mN0ZrLwb/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>82 Madeline Crescent, Vaughan, ON - N12455106 | HouseSigma</title></head><body>
<header class="site-header"><a class="logo" href="/">HouseSigma</a><nav><a href="#">Map Search</a><a href="#">Market Trends</a><a href="#">Home Valuation</a><a href="#">Agents</a><a href="#">Recommend</a><a href="#">Log in</a></nav></header>
<nav class="breadcrumbs" aria-label="breadcrumb"><a href="/">Home</a> › <a href="#">Real Estate</a></nav>
<div class="listing-header"><h1>82 Madeline Crescent</h1><p class="community">Woodbridge, Vaughan, ON L4L 6W2</p>
<div class="price"><span class="label">Listed for</span> <span class="value">$1,649,000</span></div>
<div class="estimate"><span class="label">SigmaEstimate</span> <span class="value">$1,602,300</span></div></div>
<div class="key-facts"><div><span class="k">Type</span><span class="v">Detached</span></div>
<div><span class="k">Bedrooms</span><span class="v">4 + 2</span></div>
<div><span class="k">Bathrooms</span><span class="v">4</span></div>
<div><span class="k">Size</span><span class="v">2500-3000 feet²</span></div>
<div><span class="k">Lot Size</span><span class="v">45.93 x 132.5 Feet</span></div>
<div><span class="k">Property Tax</span><span class="v">$7,884 / 2025</span></div>
<div><span class="k">Listing #</span><span class="v">N12455106</span></div>
<div><span class="k">Data Source</span><span class="v">TRREB</span></div></div>
<section class="history"><h3>Listing History</h3><table>
<tr><td>2026-10-02</td><td>N12455106</td><td>For Sale</td><td>$1,649,000</td></tr>
<tr><td>2018-05-11</td><td>N4133871</td><td>Sold</td><td>$1,215,000</td></tr>
<tr><td>2009-07-20</td><td>N1660342</td><td>Sold</td><td>$689,000</td></tr></table></section>
<div class="brokerage">Listing Brokerage: Vellore Crest Realty Ltd.</div>
<footer>HouseSigma Inc. Brokerage, 15 Allstate Parkway, Markham, ON</footer>
<section class="schools-amenities"><h3>Nearby</h3><ul><li>Elementary school — 0.6 km</li><li>Grocery store — 1.1 km</li><li>Transit stop — 0.3 km</li><li>Park and playground — 0.4 km</li></ul></section><div class="cookie-banner" role="dialog"><p>We use cookies to personalise content and analyse our traffic. By continuing, you accept our use of cookies.</p><button>Accept</button><button>Manage preferences</button></div><div class="share-bar"><button>Save</button><button>Share</button><button>Print</button><button>Report listing</button></div>
<form class="contact-form" action="#" method="post"><h3>Request more information</h3><label>Name<input name="name" type="text"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like more information about this property.</textarea></label><label><input type="checkbox" name="consent"> I agree to be contacted about this and similar properties.</label><button type="submit">Send</button></form>
<footer class="site-footer"><p>The listing data is provided under copyright by the regional board. The information is deemed reliable but is not guaranteed accurate. SigmaEstimate is a computer-generated estimate and not an appraisal. Terms of Use · Privacy Policy.</p><p>Help · Careers · Contact · © 2026 HouseSigma</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1649000, currency: "CAD" },
      propertyKind: "house",
      street: "82 Madeline Crescent",
      city: "Vaughan",
      province: "ON",
      postalCode: "L4L 6W2",
      neighbourhood: "Woodbridge",
      bedrooms: 4,
      bedroomsBelowGrade: 2,
      bathrooms: 4,
      squareFootage: 2500,
      lot: { value: 6085.7, unit: "ft2" },
      mlsNumber: "N12455106",
      brokerageName: "Vellore Crest Realty Ltd.",
    },
  },
  {
    name: "ho35-royallepage-townhouse-hamilton",
    site: "royallepage.ca",
    set: "held-out-35",
    traps: "Royal LePage townhouse in Hamilton (Stoney Creek): price beside condo fees per month and taxes; '3 bed' and '2 full, 1 half baths'; interior sq ft vs total with basement; year built beside 'last sold 2015'; MLS number and an internal property id",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/hamilton/12-140-highland-road-west/100884512/x12466211/",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>12-140 Highland Road West, Hamilton | Royal LePage</title>
${ld({ "@context": "https://schema.org", "@type": "Residence", address: { "@type": "PostalAddress", streetAddress: "12-140 Highland Road West", addressLocality: "Hamilton", addressRegion: "ON", postalCode: "L8J 2T4" }, geo: { "@type": "GeoCoordinates", latitude: 43.19442, longitude: -79.78861 } })}
</head><body>
<header class="site-header"><a class="logo" href="/">Royal LePage</a><nav><a href="#">Buy</a><a href="#">Sell</a><a href="#">Find an Agent</a><a href="#">Find an Office</a><a href="#">Commercial</a><a href="#">Blog</a><a href="#">Sign In</a></nav></header>
<nav class="breadcrumbs" aria-label="breadcrumb"><a href="/">Home</a> › <a href="#">Real Estate</a></nav>
<div class="property-address"><h1>12-140 Highland Road West</h1><h2>Stoney Creek, Hamilton, Ontario L8J 2T4</h2></div>
<div class="property-price">$679,900</div>
<ul class="property-features"><li>3 bed</li><li>2 full, 1 half baths</li><li>1,420 sq. ft.</li></ul>
<table class="details"><tr><th>Property Type</th><td>Condo Townhouse</td></tr>
<tr><th>Condo Fees</th><td>$395/month</td></tr><tr><th>Taxes</th><td>$4,418 (2025)</td></tr>
<tr><th>Finished Area incl. Basement</th><td>1,930 sq. ft.</td></tr>
<tr><th>Year Built</th><td>2008</td></tr><tr><th>Last Sold</th><td>2015</td></tr>
<tr><th>MLS® #</th><td>X12466211</td></tr><tr><th>Property ID</th><td>100884512</td></tr></table>
<div class="agent"><h3>Marco Di Salvo</h3><p>Sales Representative</p><p>Royal LePage State Realty</p><p>987 Rymal Road East, Hamilton</p></div>
<section class="schools-amenities"><h3>Nearby</h3><ul><li>Elementary school — 0.6 km</li><li>Grocery store — 1.1 km</li><li>Transit stop — 0.3 km</li><li>Park and playground — 0.4 km</li></ul></section><div class="cookie-banner" role="dialog"><p>We use cookies to personalise content and analyse our traffic. By continuing, you accept our use of cookies.</p><button>Accept</button><button>Manage preferences</button></div><div class="share-bar"><button>Save</button><button>Share</button><button>Print</button><button>Report listing</button></div>
<form class="contact-form" action="#" method="post"><h3>Request more information</h3><label>Name<input name="name" type="text"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like more information about this property.</textarea></label><label><input type="checkbox" name="consent"> I agree to be contacted about this and similar properties.</label><button type="submit">Send</button></form>
<footer class="site-footer"><p>Royal LePage® is a registered trademark. Each office is independently owned and operated. Information herein is deemed reliable but not guaranteed. Not intended to solicit buyers or sellers currently under contract. Privacy · Terms · Accessibility.</p><p>Help · Careers · Contact · © 2026 Royal LePage</p></footer>
</body></html>`,
    expected: {
      price: { amount: 679900, currency: "CAD" },
      propertyKind: "townhouse",
      street: "12-140 Highland Road West",
      city: "Hamilton",
      province: "ON",
      postalCode: "L8J 2T4",
      neighbourhood: "Stoney Creek",
      bedrooms: 3,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 1420,
      yearBuilt: 2008,
      mlsNumber: "X12466211",
      listingAgentName: "Marco Di Salvo",
      brokerageName: "Royal LePage State Realty",
      geo: { lat: 43.19442, lng: -79.78861 },
    },
  },
  {
    name: "ho35-kijiji-house-st-johns",
    site: "kijiji.ca",
    set: "held-out-35",
    traps: "Kijiji by-owner house in St. John's, NL: price beside a 'payments from $/bi-weekly' banner; attribute list with '3 bedrooms' and '1.5 bathrooms'; lot '0.21 acres' beside '60 ft frontage'; year built beside 'new roof 2022'; Kijiji ad id (no MLS); other ads with prices",
    pageUrl: "https://www.kijiji.ca/v-house-for-sale/st-johns/bungalow-in-cowan-heights/1722493301",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Bungalow in Cowan Heights | Houses for Sale | St. John's | Kijiji</title></head><body>
<header class="site-header"><a class="logo" href="/">Kijiji</a><nav><a href="#">Post ad</a><a href="#">My Kijiji</a><a href="#">Real Estate</a><a href="#">Buy &amp; Sell</a><a href="#">Cars &amp; Vehicles</a><a href="#">Jobs</a><a href="#">Services</a></nav></header>
<nav class="breadcrumbs" aria-label="breadcrumb"><a href="/">Home</a> › <a href="#">Real Estate</a></nav>
<h1 class="title">Bungalow in Cowan Heights - 3 bed, 1.5 bath</h1>
<div class="priceWrapper"><span content="339900">$339,900</span></div>
<div class="financing">Payments from $712 bi-weekly*</div>
<div class="locationContainer"><span class="address">34 Blackmarsh Road, St. John's, NL A1E 1T3</span></div>
<ul class="itemAttributeList"><li><dt>Bedrooms</dt><dd>3</dd></li><li><dt>Bathrooms</dt><dd>1.5</dd></li>
<li><dt>Size (sqft)</dt><dd>1,150</dd></li><li><dt>For Sale By</dt><dd>Owner</dd></li><li><dt>Unit Type</dt><dd>House</dd></li></ul>
<div class="descriptionContainer"><p>Well kept bungalow on a 0.21 acres lot with 60 ft frontage. Built in 1974, new roof 2022, heat pump 2023. Annual taxes $2,640. Partially finished basement (not included in sqft).</p></div>
<div class="adId">Ad ID 1722493301</div>
<div class="postedInfo">Posted 3 days ago · 412 visits</div>
<section class="safetyTips"><h4>Stay safe on Kijiji</h4><ul><li>Meet in person and view the property before paying anything.</li><li>Never send money by wire transfer or gift cards.</li><li>Check ownership with the land registry before you sign.</li></ul></section>
<section class="similar"><h3>You may also like</h3><div>Two storey, Mount Pearl — $419,000</div><div>Condo, Downtown — $229,900</div></section>
<section class="schools-amenities"><h3>Nearby</h3><ul><li>Elementary school — 0.6 km</li><li>Grocery store — 1.1 km</li><li>Transit stop — 0.3 km</li><li>Park and playground — 0.4 km</li></ul></section><div class="cookie-banner" role="dialog"><p>We use cookies to personalise content and analyse our traffic. By continuing, you accept our use of cookies.</p><button>Accept</button><button>Manage preferences</button></div><div class="share-bar"><button>Save</button><button>Share</button><button>Print</button><button>Report listing</button></div>
<form class="contact-form" action="#" method="post"><h3>Request more information</h3><label>Name<input name="name" type="text"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like more information about this property.</textarea></label><label><input type="checkbox" name="consent"> I agree to be contacted about this and similar properties.</label><button type="submit">Send</button></form>
<footer class="site-footer"><p>Kijiji is not a party to transactions between users. Beware of scams: never wire money or pay deposits before viewing a property in person. Copyright © 2026 Kijiji. Terms of Use · Privacy Policy · Posting Policy · Help.</p><p>Help · Careers · Contact · © 2026 Kijiji</p></footer>
</body></html>`,
    expected: {
      price: { amount: 339900, currency: "CAD" },
      propertyKind: "house",
      street: "34 Blackmarsh Road",
      city: "St. John's",
      province: "NL",
      postalCode: "A1E 1T3",
      neighbourhood: "Cowan Heights",
      bedrooms: 3,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1150,
      lot: { value: 0.21, unit: "acres" },
      yearBuilt: 1974,
    },
  },
];
