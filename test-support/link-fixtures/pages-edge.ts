/** Structural edge cases: broken/wrapped JSON-LD, arrays, RDFa, many images, huge page, bot walls, JS-only, XHTML. */
import { hugeListingPage, JS_ONLY_PAGE } from "./generated.ts";
import { sd } from "./types.ts";
import type { Fixture } from "./types.ts";

const gallery = (n: number): string =>
  Array.from({ length: n }, (_, i) => `<img src="https://photos.royallepage.ca/2f/4a/${1000 + i}.jpg" alt="Photo ${i + 1}">`).join("\n");

export const EDGE_FIXTURES: Fixture[] = [
  {
    name: "jsonld-broken-cdata-comment",
    site: "royallepage.ca",
    pageUrl: "https://www.royallepage.ca/en/property/alberta/edmonton/10150-117-street/23012345/",
    html: `<!doctype html><html><head><title>10150 117 Street, Edmonton</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Royal LePage",}</script>
<script type="application/ld+json">{ this is not json at all </script>
<script type="application/ld+json">//<![CDATA[
{"@context":"https://schema.org","@type":"Offer","price":"459,000","priceCurrency":"CAD"}
//]]></script>
<script type="application/ld+json"><!--
{"@context":"https://schema.org","@type":"SingleFamilyResidence","numberOfBedrooms":"3","numberOfBathroomsTotal":"2","address":{"@type":"PostalAddress","streetAddress":"10150 117 Street","addressLocality":"Edmonton","addressRegion":"AB","postalCode":"T5K 1X6"}}
--></script></head><body></body></html>`,
    expected: { structuredData: sd({ listingPrice: "$459,000", bedrooms: 3, bathrooms: 2, address: { street: "10150 117 Street", city: "Edmonton", province: "AB" }, postalCode: "T5K 1X6" }) },
  },
  {
    name: "jsonld-top-level-array-aggregate",
    site: "bbcanada (new construction)",
    pageUrl: "https://www.livabl.com/kitchener/the-station-park-condos",
    html: `<!doctype html><html><head><title>Station Park Condos | Kitchener</title>
<script type="application/ld+json">[{"@context":"https://schema.org","@type":"Product","name":"Station Park Condos","image":["/img/station-park/1.jpg","/img/station-park/1.jpg","/img/station-park/2.jpg"],"offers":[{"@type":"AggregateOffer","lowPrice":"499990","highPrice":"1299990","priceCurrency":"CAD"}]},{"@type":"ApartmentComplex","numberOfBedrooms":"1","address":"50 Station Park Dr, Kitchener, ON N2G 0A1"}]</script>
</head><body></body></html>`,
    expected: {
      title: "Station Park Condos",
      images: ["https://www.livabl.com/img/station-park/1.jpg", "https://www.livabl.com/img/station-park/2.jpg"],
      structuredData: sd({ listingPrice: "$499,990", address: { street: "50 Station Park Dr", city: "Kitchener", province: "ON" }, postalCode: "N2G 0A1" }),
    },
  },
  {
    name: "jsonld-metric-strings",
    site: "viewpoint.ca",
    pageUrl: "https://www.viewpoint.ca/property/00123456/1-spring-garden-rd-halifax",
    html: `<!doctype html><html><head><title>1 Spring Garden Rd, Halifax</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"RealEstateListing","name":"1 Spring Garden Rd","offers":{"@type":"Offer","priceSpecification":{"@type":"UnitPriceSpecification","price":"689000","priceCurrency":"CAD"}},"mainEntity":{"@type":"House","numberOfBedrooms":"3","numberOfFullBathrooms":"2","numberOfPartialBathrooms":"1","floorSize":{"@type":"QuantitativeValue","value":"160","unitCode":"MTK"},"lotSize":{"@type":"QuantitativeValue","value":"0.25","unitText":"acres"},"yearBuilt":"1912"}}</script></head><body></body></html>`,
    expected: { title: "1 Spring Garden Rd", structuredData: sd({ listingPrice: "$689,000", bedrooms: 3, bathrooms: 2.5, squareFootage: 1722, lotSize: "0.25 acres", yearBuilt: 1912 }) },
  },
  {
    name: "rdfa-lite",
    site: "purplebricks.ca",
    pageUrl: "https://www.purplebricks.ca/property/winnipeg/88-osborne-st",
    html: `<!doctype html><html><head><title>88 Osborne St, Winnipeg</title></head><body vocab="https://schema.org/">
<div typeof="RealEstateListing"><h1 property="name">88 Osborne St, Winnipeg</h1>
<div property="offers" typeof="Offer"><span property="price" content="315000">$315,000</span><meta property="priceCurrency" content="CAD"></div>
<div property="about" typeof="House"><span property="numberOfBedrooms">2</span> bedrooms · <span property="numberOfBathroomsTotal">1</span> bath
<div property="address" typeof="PostalAddress"><span property="streetAddress">88 Osborne St</span> <span property="addressLocality">Winnipeg</span> <span property="addressRegion">Manitoba</span> <span property="postalCode">R3L 1Y5</span></div></div></div></body></html>`,
    expected: { title: "88 Osborne St, Winnipeg", structuredData: sd({ listingPrice: "$315,000", bedrooms: 2, bathrooms: 1, address: { street: "88 Osborne St", city: "Winnipeg", province: "MB" }, postalCode: "R3L 1Y5" }) },
  },
  {
    name: "many-images",
    site: "royallepage.ca",
    pageUrl: "https://www.royallepage.ca/en/property/ontario/kingston/5-ontario-street/23456789/",
    html: `<!doctype html><html><head><title>5 Ontario Street, Kingston</title><meta property="og:image" content="https://photos.royallepage.ca/2f/4a/1000.jpg"></head>
<body><div class="gallery">${gallery(40)}<img src="https://photos.royallepage.ca/2f/4a/1003.jpg#dup"><img src="https://www.google-analytics.com/collect?v=1" width="1" height="1"><img src="/static/logo.svg"></div></body></html>`,
    expected: { imageUrl: "https://photos.royallepage.ca/2f/4a/1000.jpg", imagesCount: 40 },
  },
  {
    name: "huge-page",
    site: "zolo.ca",
    pageUrl: "https://www.zolo.ca/listing/7",
    html: () => hugeListingPage(),
    expected: { title: "107 Maple Avenue, Montréal", structuredData: sd({ listingPrice: "$575,000", bedrooms: 3, bathrooms: 2, mlsNumber: "X1000007", address: { street: "107 Maple Avenue", city: "Montréal", province: "QC" } }) },
  },
  {
    name: "incapsula-wall",
    site: "realtor.ca (Incapsula)",
    pageUrl: "https://www.realtor.ca/real-estate/27001235/1-yonge-street-toronto",
    html: `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=24&xinfo=8-12345678-0%200NNN%20RT%281700000000000%20123%29&incident_id=123000450012345678-123456789012345678&edet=12&cinfo=04000000&rpinfo=0&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: 123000450012345678-123456789012345678</iframe></body></html>`,
    expected: { blocked: true, title: null, structuredData: null, error: "Blocked by bot protection (Incapsula)." },
  },
  {
    name: "perimeterx-wall",
    site: "a PerimeterX-protected portal",
    pageUrl: "https://www.zillow.com/homedetails/123",
    html: `<!DOCTYPE html><html lang="en"><head><title>Access to this page has been denied</title><script>window._pxAppId = 'PXHYx10rg3';</script></head><body><div id="px-captcha"></div><p>Press &amp; Hold to confirm you are a human (and not a bot).</p></body></html>`,
    expected: { blocked: true, structuredData: null, error: "Blocked by bot protection (PerimeterX)." },
  },
  {
    name: "cloudflare-challenge",
    site: "a Cloudflare-protected brokerage site",
    pageUrl: "https://www.example-brokerage.ca/listing/55",
    html: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="refresh" content="390"></head><body><div class="main-wrapper"><noscript>Enable JavaScript and cookies to continue</noscript></div><script>(function(){window._cf_chl_opt={cvId: '3',cZone: 'www.example-brokerage.ca'};var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8a1b2c3d4e5f6789';document.getElementsByTagName('head')[0].appendChild(a);}());</script></body></html>`,
    expected: { blocked: true, structuredData: null, error: "Blocked by bot protection (Cloudflare)." },
  },
  {
    name: "js-only",
    site: "a single-page-app brokerage site",
    pageUrl: "https://listings.example-spa.ca/88-harbour-st-4102",
    html: JS_ONLY_PAGE,
    expected: { title: "Loading listing…", structuredData: null, imageUrl: null },
  },
  {
    name: "xhtml-listing",
    site: "a legacy XHTML brokerage site",
    pageUrl: "https://www.legacy-realty.ca/listings/charlottetown/14-queen-st.xhtml",
    contentType: "application/xhtml+xml; charset=utf-8",
    html: `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head><title>14 Queen St, Charlottetown, PE C1A 4A2</title><meta name="description" content="Heritage home downtown." /></head>
<body><p>Price: $415,000</p><p>4 bedrooms, 2 bathrooms</p><p>2,200 sq. ft.</p></body></html>`,
    expected: { title: "14 Queen St, Charlottetown, PE C1A 4A2", description: "Heritage home downtown.", structuredData: sd({ listingPrice: "$415,000", bedrooms: 4, bathrooms: 2, squareFootage: 2200, postalCode: "C1A 4A2" }) },
  },
];
