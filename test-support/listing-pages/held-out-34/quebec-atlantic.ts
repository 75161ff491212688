/**
 * Thirty-fourth held-out corpus, Quebec and Atlantic Canada: a Centris condo in Saint-Hyacinthe (French), a
 * DuProprio semi-detached house in Joliette (English page) and a Kijiji apartment for rent in Truro.
 * Addresses, names and numbers are invented; the expected facts were written before the extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_34_QUEBEC_ATLANTIC: ListingPage[] = [
  {
    name: "ho34-centris-condo-sainthyacinthe",
    site: "centris.ca",
    set: "held-out-34",
    traps: "Centris French page: 'Condo à vendre', price '279 900 $' with French spacing, the municipal assessment and yearly fees beside it, net area '930 pc (86,4 m²)' in square feet with its m² equivalent, 'Année de construction', the Centris no. as the MLS, the broker and agency with its Laurier street office, a neighbourhood in parentheses",
    pageUrl: "https://www.centris.ca/fr/condo~a-vendre~saint-hyacinthe/17468203",
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8">
<title>Condo à vendre, Saint-Hyacinthe (Sainte-Rosalie) - 17468203 | Centris.ca</title>
<meta name="description" content="Condo à vendre à Saint-Hyacinthe, 2 chambres, 1 salle de bain, 279 900 $.">
<meta itemprop="latitude" content="45.64132"><meta itemprop="longitude" content="-72.97418">
</head><body>
<div class="row property-tagline"><h1 itemprop="category"><span data-id="PageTitle">Condo à vendre</span></h1>
<h2 itemprop="address" class="pt-1">1280, rue des Seigneurs Est, app. 204, Saint-Hyacinthe (Sainte-Rosalie), Québec, J2R 0B6</h2>
<div class="price-container"><div class="price text-right"><span class="text-nowrap" id="BuyPrice">279 900 $</span><meta itemprop="price" content="279900"><meta itemprop="priceCurrency" content="CAD"></div></div></div>
<div class="row teaser"><div class="col-lg-3 col-sm-6 piece">5 pièces</div><div class="col-lg-3 col-sm-6 cac">2 chambres</div><div class="col-lg-3 col-sm-6 sdb">1 salle de bain</div></div>
<div class="row carac-container">
<div class="carac-title">Style de bâtiment</div><div class="carac-value"><span>Détaché</span></div>
<div class="carac-title">Année de construction</div><div class="carac-value"><span>2014</span></div>
<div class="carac-title">Superficie nette</div><div class="carac-value"><span>930 pc (86,4 m²)</span></div>
<div class="carac-title">Stationnement total</div><div class="carac-value"><span>Extérieur (1)</span></div>
<div class="carac-title">Unités résidentielles</div><div class="carac-value"><span>12</span></div></div>
<div class="row description"><div itemprop="description">Condo lumineux au 2e étage d'un immeuble de 12 unités, près de l'autoroute 20 et des services. Aire ouverte, deux chambres, balcon orienté sud, rangement au sous-sol. Frais de copropriété raisonnables. Occupation rapide possible.</div></div>
<div class="row financial-details"><h3>Détails financiers</h3><table>
<tr><td>Évaluation municipale (2026)</td><td>241 300 $</td></tr><tr><td>Taxes municipales (2026)</td><td>2 184 $</td></tr><tr><td>Taxes scolaires (2026)</td><td>198 $</td></tr><tr><td>Frais de copropriété</td><td>2 160 $ / an</td></tr></table></div>
<div class="row"><span id="ListingDisplayId">17468203</span></div>
<div class="broker-info"><div class="broker-info__broker-title" itemprop="name">Isabelle Gagnon</div><div>Courtier immobilier résidentiel</div>
<div class="broker-info__agency-name">RE/MAX Par Excellence Inc.</div><div>Agence immobilière</div><div class="agency-address">2200, rue Laurier Ouest, Saint-Hyacinthe, J2S 3V1</div></div>
<div class="similar"><h3>Propriétés similaires</h3><div>264 500 $ · Condo · Saint-Hyacinthe</div><div>295 000 $ · Condo · Saint-Hyacinthe</div></div>
<section class="extra-nav"><nav>Acheter · Louer · Vendre · Calculatrices · Trouver un courtier</nav></section>
<section class="nearby-info"><h3>Services à proximité</h3><ul><li>École primaire · 700 m</li><li>Épicerie · 450 m</li><li>Arrêt d'autobus · 120 m</li><li>Pharmacie · 900 m</li></ul><p>Les distances sont fournies à titre indicatif seulement et peuvent varier.</p></section>
<section class="contact-form"><h3>Demande d'information</h3><form><label>Nom<input name="name"></label><label>Courriel<input name="email" type="email"></label><label>Téléphone<input name="phone" type="tel"></label><label>Message<textarea name="message">J'aimerais obtenir plus d'information ou planifier une visite.</textarea></label><button type="submit">Envoyer</button></form></section>
<section class="share"><a href="#">Partager</a> <a href="#">Ajouter aux favoris</a> <a href="#">Imprimer</a></section>
<section class="disclaimer"><p>Les renseignements sont jugés fiables mais ne sont pas garantis. Les mesures sont approximatives et doivent être vérifiées par l'acheteur. Les paiements hypothécaires estimés sont fournis à titre d'illustration seulement.</p><p>Nous utilisons des témoins pour personnaliser le contenu et analyser le trafic.</p></section>
<footer><p>© 2026 Centris inc. Tous droits réservés. Les données sont fournies par les courtiers membres de la Chambre immobilière.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 279900 },
      propertyKind: "condo",
      street: "1280, rue des Seigneurs Est, app. 204",
      city: "Saint-Hyacinthe",
      province: "QC",
      postalCode: "J2R 0B6",
      neighbourhood: "Sainte-Rosalie",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 930,
      yearBuilt: 2014,
      mlsNumber: "17468203",
      listingAgentName: "Isabelle Gagnon",
      brokerageName: "RE/MAX Par Excellence Inc.",
      geo: { lat: 45.64132, lng: -72.97418 },
    },
  },
  {
    name: "ho34-duproprio-semi-joliette",
    site: "duproprio.com",
    set: "held-out-34",
    traps: "DuProprio English page: a by-owner semi-detached house with no broker and no MLS®, DuProprio's own listing number, municipal assessment beside the asking price, lot in sq. ft. with m², living area in sq. ft., '3 bedrooms' with '1 in basement' counted separately, 1 bathroom + 1 powder room, DuProprio's Laval head office in the footer, similar listings",
    pageUrl: "https://duproprio.com/en/lanaudiere/joliette/semi-detached-for-sale/hab-742-rue-saint-charles-borromee-nord-1078431",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Semi-detached for sale, 742 Rue Saint-Charles-Borromée Nord, Joliette - DuProprio 1078431</title>
<meta property="og:title" content="Semi-detached for sale in Joliette - $364,000">
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Semi-detached for sale in Joliette", sku: "1078431", offers: { "@type": "Offer", price: "364000", priceCurrency: "CAD" } })}
</head><body>
<div class="listing-location"><h1 class="listing-location__title">Semi-detached for sale</h1>
<div class="listing-location__address"><h2>742 Rue Saint-Charles-Borromée Nord</h2><h2>Joliette (Lanaudière)</h2><p>Joliette, QC J6E 4S3</p></div></div>
<div class="listing-price"><div class="listing-price__amount">$364,000</div><div class="listing-price__assessment">Municipal assessment: $301,500</div></div>
<div class="listing-main-characteristics">
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">3</span><span class="listing-main-characteristics__label">bedrooms</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span><span class="listing-main-characteristics__label">bathroom</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__number">1</span><span class="listing-main-characteristics__label">powder room</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__title">Living space area</span><span class="listing-main-characteristics__number">1,184 sq. ft.</span></div>
<div class="listing-main-characteristics__item"><span class="listing-main-characteristics__title">Lot dimensions</span><span class="listing-main-characteristics__number">3,950 sq. ft. (367 m²)</span></div></div>
<div class="listing-box__dotted-row"><span>Bedrooms</span><span>2 on the ground floor, 1 in the basement</span></div>
<div class="listing-box__dotted-row"><span>Year of construction</span><span>1989</span></div>
<div class="listing-box__dotted-row"><span>Municipal taxes</span><span>$2,761</span></div>
<div class="listing-box__dotted-row"><span>School taxes</span><span>$241</span></div>
<div class="listing-description"><p>Bright semi-detached on a quiet street near the Joliette hospital, Cégep and the L'Assomption river park. Renovated kitchen (2022), heat pump, finished basement with a third bedroom and a family room. Fenced yard with shed. Available in March.</p></div>
<div class="listing-owner-contact"><p>Contact the owner</p><p>Listing number: 1078431</p><button>Send a message</button></div>
<div class="similar-listings"><h3>Similar properties</h3><div>$339,000 · Semi-detached · Joliette</div><div>$389,900 · Semi-detached · Notre-Dame-des-Prairies</div></div>
<section class="extra-nav"><nav>Buy · Rent · Sell · Calculators · Guides · Blog</nav></section>
<section class="nearby-info"><h3>Nearby services</h3><ul><li>Primary school · 700 m</li><li>Grocery store · 450 m</li><li>Bus stop · 120 m</li><li>Pharmacy · 900 m</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>DuProprio inc. · 2000 Boul. Le Carrefour, Laval, QC H7S 2J2 · DuProprio is not a real estate brokerage.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 364000 },
      propertyKind: "semi-detached",
      street: "742 Rue Saint-Charles-Borromée Nord",
      city: "Joliette",
      province: "QC",
      postalCode: "J6E 4S3",
      bedrooms: 2,
      bedroomsBelowGrade: 1,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      squareFootage: 1184,
      lot: { value: 3950, unit: "ft2" },
      yearBuilt: 1989,
    },
  },
  {
    name: "ho34-kijiji-rental-truro",
    site: "kijiji.ca",
    set: "held-out-34",
    traps: "Kijiji rental ad: rent per month, 'Utilities Included' and a damage deposit beside it, '2 Bedrooms' and '1 Bathroom' attribute chips, size in sq ft, the ad id (no MLS®), a private poster with no agent or brokerage, other ads with rents in 'You may also like'",
    pageUrl: "https://www.kijiji.ca/v-apartments-condos/truro/2-bedroom-apartment-prince-st-near-downtown/1719448203",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>2 Bedroom Apartment - Prince St near downtown | Long Term Rentals | Truro | Kijiji</title>
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "2 Bedroom Apartment - Prince St near downtown", numberOfRooms: 2, address: { "@type": "PostalAddress", streetAddress: "615 Prince St", addressLocality: "Truro", addressRegion: "NS", postalCode: "B2N 1G4" }, geo: { "@type": "GeoCoordinates", latitude: 45.36418, longitude: -63.27184 } })}
</head><body>
<div data-testid="vip-body"><h1>2 Bedroom Apartment - Prince St near downtown</h1>
<div data-testid="vip-price"><span>$1,425</span></div><div>Utilities Included: Heat, Water</div>
<div data-testid="vip-location"><span>615 Prince St, Truro, NS B2N 1G4</span></div>
<ul data-testid="attributes"><li>Unit Type: Apartment</li><li>Bedrooms: 2</li><li>Bathrooms: 1</li><li>Parking Included: 1</li><li>Agreement Type: 1 Year</li><li>Move-In Date: December 1, 2026</li><li>Pet Friendly: Limited</li><li>Size (sqft): 860</li><li>Furnished: No</li><li>Laundry (In Building): Yes</li></ul>
<div data-testid="vip-description"><h2>Description</h2><p>Second-floor apartment in a well-kept fourplex, walking distance to downtown Truro, the Nova Scotia Community College campus and Victoria Park. Two bedrooms, one bath, new flooring, heat and hot water included. One parking spot. Damage deposit $712.50. No smoking. References required.</p></div>
<div data-testid="poster-info"><p>Posted by Owner</p><p>Member since 2017</p></div>
<div>Ad ID 1719448203 · Posted 3 days ago · 412 views</div>
<div data-testid="recommendations"><h3>You may also like</h3><div>$1,295 · 1 Bedroom · Truro</div><div>$1,650 · 3 Bedroom townhouse · Bible Hill</div></div></div>
<section class="extra-nav"><nav>Buy · Rent · Sell · Calculators · Guides · Blog</nav></section>
<section class="nearby-info"><h3>Nearby services</h3><ul><li>Primary school · 700 m</li><li>Grocery store · 450 m</li><li>Bus stop · 120 m</li><li>Pharmacy · 900 m</li></ul><p>School boundaries and ratings are provided for reference only and may change; contact the school board to confirm enrolment eligibility for this address.</p></section>
<section class="contact-form"><h3>Ask a question about this home</h3><form><label>Name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Phone<input name="phone" type="tel"></label><label>Message<textarea name="message">I would like to book a showing or learn more about this property.</textarea></label><label><input type="checkbox"> I agree to the terms of use and privacy policy</label><button type="submit">Send</button></form></section>
<section class="share"><a href="#">Share</a> <a href="#">Save</a> <a href="#">Print</a> <a href="#">Report a problem with this listing</a></section>
<section class="disclaimer"><p>Information deemed reliable but not guaranteed. All measurements and room sizes are approximate and should be verified by the buyer. Listing content, photos and descriptions are provided by the listing brokerage and may not be reproduced without permission. Estimated payments and valuations are for illustration only and are not an offer of credit or an appraisal.</p><p>We use cookies to personalise content and analyse traffic. By continuing to browse you agree to our use of cookies. Manage preferences in your browser settings at any time.</p></section>
<footer><p>Copyright © 2006-2026 Kijiji Canada Ltd. All rights reserved.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 1425, period: "month" },
      propertyKind: "condo",
      street: "615 Prince St",
      city: "Truro",
      province: "NS",
      postalCode: "B2N 1G4",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 860,
      geo: { lat: 45.36418, lng: -63.27184 },
    },
  },
];
