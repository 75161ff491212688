/**
 * Thirtieth held-out corpus, Quebec and Atlantic Canada: a Profusion Immobilier duplex in Montréal's Villeray
 * (French), a Les Immeubles Hauts-Monts cottage-style house in Québec City's Charlesbourg (French), a Press Realty
 * condo in Halifax's North End, a Hanlon Realty house in St. John's and a Cottages in Canada vacation rental in
 * Prince Edward Island. Addresses, names and numbers are invented; the expected facts were written before the
 * extractor ever ran on them.
 */
import { ld } from "../types.ts";
import type { ListingPage } from "../types.ts";

export const HELD_OUT_30_QUEBEC_ATLANTIC: ListingPage[] = [
  {
    name: "ho30-profusion-duplex-villeray",
    site: "profusionimmobilier.ca",
    set: "held-out-30",
    traps: "a Montréal brokerage's French page for a duplex in Villeray: '924 000 $' with no-break spaces; 'Revenus bruts potentiels 38 400 $' and the 'Évaluation municipale 2026' total; two civic numbers '7418-7420'; the borough 'Villeray–Saint-Michel–Parc-Extension' in the address line and 'Villeray' in the breadcrumb; 'Superficie du terrain 2 550 pi²' and 'Superficie habitable 2 080 pi²'; the No Centris as MLS; the broker with her certificate title and the agency's office in Outremont",
    pageUrl: "https://www.profusionimmobilier.ca/fr/propriete/duplex-a-vendre-montreal-villeray/21473608",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Duplex à vendre – 7418-7420, rue De Gaspé, Montréal (Villeray) | Profusion Immobilier</title>
<meta name="description" content="Duplex à vendre à Villeray, Montréal. 924 000 $. 2 logements, 4 chambres. Centris 21473608.">
<meta property="og:locale" content="fr_CA">
${ld({ "@context": "https://schema.org", "@type": "Residence", name: "Duplex – 7418-7420, rue De Gaspé", address: { "@type": "PostalAddress", streetAddress: "7418-7420, rue De Gaspé", addressLocality: "Montréal", addressRegion: "QC", postalCode: "H2R 1Z9" }, geo: { "@type": "GeoCoordinates", latitude: 45.54218, longitude: -73.62047 } })}
</head><body>
<header><a href="/fr/" class="logo">Profusion Immobilier</a><nav><a href="/fr/proprietes">Propriétés</a><a href="/fr/courtiers">Nos courtiers</a><a href="/en/">EN</a></nav></header>
<main>
<nav class="fil">Accueil › Montréal › Villeray › Duplex</nav>
<section class="entete"><h1>Duplex à vendre</h1><p class="adresse">7418-7420, rue De Gaspé, Montréal (Villeray–Saint-Michel–Parc-Extension), QC H2R 1Z9</p>
<p class="prix">924&nbsp;000&nbsp;$</p><p class="centris">No Centris : 21473608</p></section>
<section class="carac"><h2>Caractéristiques</h2><table>
<tr><th>Type de propriété</th><td>Duplex</td></tr>
<tr><th>Nombre d'unités</th><td>2 (résidentiel)</td></tr>
<tr><th>Nombre de chambres</th><td>4</td></tr>
<tr><th>Salles de bains</th><td>2</td></tr>
<tr><th>Superficie habitable</th><td>2&nbsp;080 pi²</td></tr>
<tr><th>Superficie du terrain</th><td>2&nbsp;550 pi²</td></tr>
<tr><th>Année de construction</th><td>1928</td></tr>
<tr><th>Revenus bruts potentiels</th><td>38&nbsp;400&nbsp;$</td></tr>
<tr><th>Évaluation municipale 2026</th><td>812&nbsp;300&nbsp;$</td></tr>
<tr><th>Taxes municipales</th><td>5&nbsp;284&nbsp;$</td></tr>
</table></section>
<section class="unites"><h2>Unités</h2><ul><li>7418 : 5 ½, 2 chambres, occupé par le propriétaire (libre à la vente)</li><li>7420 : 5 ½, 2 chambres, loué 1 600 $/mois jusqu'au 30 juin 2027</li></ul></section>
<section class="addenda"><h2>Addenda</h2><p>Beau duplex en brique avec corniche d'origine, à deux pas du parc Jarry et du métro De Castelnau. Plafonds de 9 pieds, boiseries, cour arrière clôturée et ruelle verte. Toiture refaite en 2021.</p></section>
<section class="courtier"><h2>Courtier inscripteur</h2><p class="nom">Mélanie Bérubé</p><p>Courtier immobilier résidentiel</p><p>Profusion Immobilier inc., agence immobilière</p><p>514-555-0148</p></section>
<section class="similaires"><h2>Propriétés similaires</h2><div>Triplex · rue Saint-Denis, Villeray · 1 179 000 $</div><div>Duplex · avenue Henri-Julien · 869 000 $</div></section>
<section class="inclusions"><h2>Inclusions et exclusions</h2><p>Inclusions : luminaires, stores, réfrigérateur et cuisinière du logement 7418. Exclusions : effets personnels des locataires.</p></section>
<section class="quartier"><h2>Le quartier</h2><p>Villeray est reconnu pour ses ruelles vertes, le marché Jean-Talon à distance de marche, le parc Jarry et ses nombreux cafés de la rue De Castelnau. Les stations de métro De Castelnau et Jean-Talon sont à moins de 10 minutes à pied, et la piste cyclable de la rue De Gaspé passe devant la porte.</p></section>
<section class="visite"><h2>Demander une visite</h2><form><input placeholder="Nom"><input placeholder="Courriel"><input placeholder="Téléphone"><button>Envoyer</button></form><p>Visites sur rendez-vous seulement, avec un préavis de 24 heures aux locataires.</p></section>
</main>
<footer><p>Profusion Immobilier inc., agence immobilière · 1250, avenue Bernard Ouest, Outremont, QC H2V 1V6</p><p>Les renseignements proviennent de Centris et ne sont pas garantis.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 924000 },
      propertyKind: "plex",
      street: "7418-7420, rue De Gaspé",
      city: "Montréal",
      province: "QC",
      postalCode: "H2R 1Z9",
      neighbourhood: "Villeray",
      bedrooms: 4,
      bathrooms: 2,
      squareFootage: 2080,
      lot: { value: 2550, unit: "ft2" },
      yearBuilt: 1928,
      mlsNumber: "21473608",
      listingAgentName: "Mélanie Bérubé",
      brokerageName: "Profusion Immobilier inc., agence immobilière",
      geo: { lat: 45.54218, lng: -73.62047 },
    },
  },
  {
    name: "ho30-hautsmonts-maison-charlesbourg",
    site: "hautsmonts.com",
    set: "held-out-30",
    traps: "a Québec City brokerage's French page for a 'plain-pied' house in Charlesbourg: city 'Québec' with the arrondissement 'Charlesbourg' in brackets; 'Chambres 2 + 2 au sous-sol'; 'Salle de bains 1 · Salle d'eau 1'; 'Superficie du terrain 604,5 m²' with a decimal comma; the building dimensions 'Dimensions 38 x 28 pi' and no living area; 'Prix demandé 399 000 $' vs 'Évaluation municipale 348 900 $'; mortgage payment estimate; the agency's office address in Sainte-Foy",
    pageUrl: "https://www.hautsmonts.com/fr/proprietes/maison-plain-pied-quebec-charlesbourg-11582047",
    html: `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8">
<title>Maison de plain-pied à vendre – 845, rue des Épinettes, Québec (Charlesbourg) | Les Immeubles Hauts-Monts</title>
<meta name="description" content="Plain-pied à vendre à Charlesbourg, Québec. 399 000 $. 2 + 2 chambres, terrain de 604,5 m².">
</head><body>
<header><a href="/fr/" class="logo">Les Immeubles Hauts-Monts</a><nav><a href="/fr/proprietes">Propriétés à vendre</a><a href="/fr/equipe">Notre équipe</a><a href="/fr/vendre">Vendre</a></nav></header>
<main>
<section class="fiche-tete"><h1>Maison de plain-pied</h1><p class="adr">845, rue des Épinettes<br>Québec (Charlesbourg), QC G1G 4P3</p>
<p class="prix">Prix demandé : 399&nbsp;000&nbsp;$</p></section>
<section class="fiche-detail"><dl>
<dt>No Centris</dt><dd>11582047</dd>
<dt>Genre de propriété</dt><dd>Maison de plain-pied</dd>
<dt>Chambres</dt><dd>2 + 2 au sous-sol</dd>
<dt>Salle de bains</dt><dd>1</dd>
<dt>Salle d'eau</dt><dd>1</dd>
<dt>Dimensions du bâtiment</dt><dd>38 x 28 pi</dd>
<dt>Superficie du terrain</dt><dd>604,5 m²</dd>
<dt>Année de construction</dt><dd>1976</dd>
<dt>Évaluation municipale (2026)</dt><dd>348&nbsp;900&nbsp;$</dd>
<dt>Taxes municipales</dt><dd>3&nbsp;118&nbsp;$</dd>
<dt>Taxes scolaires</dt><dd>241&nbsp;$</dd>
</dl></section>
<section class="hypotheque"><p>Paiement hypothécaire estimé : 1&nbsp;987&nbsp;$ / mois (mise de fonds de 10 %, 25 ans)</p></section>
<section class="description"><h2>Description</h2><p>Plain-pied bien entretenu sur une rue tranquille près du Trait-Carré. Cuisine rénovée en 2020, sous-sol entièrement aménagé avec deux chambres et une salle d'eau, cabanon et terrain paysager sans voisin arrière. Près des écoles, du parc des Moulins et de l'autoroute Laurentienne.</p></section>
<section class="courtier"><h2>Votre courtier</h2><p class="nom">Jean-François Lachance</p><p>Courtier immobilier</p><p>418-555-0172</p></section>
<section class="autres"><h2>Autres propriétés à Charlesbourg</h2><div>Cottage · rue de la Faune · 469 000 $</div><div>Jumelé · boulevard Louis-XIV · 335 000 $</div></section>
<section class="pieces"><h2>Pièces</h2><table><tr><td>Salon</td><td>Rez-de-chaussée</td><td>15 x 13 pi</td></tr><tr><td>Cuisine</td><td>Rez-de-chaussée</td><td>12 x 11 pi</td></tr><tr><td>Chambre principale</td><td>Rez-de-chaussée</td><td>13 x 11 pi</td></tr><tr><td>Salle familiale</td><td>Sous-sol</td><td>22 x 12 pi</td></tr></table></section>
<section class="inclusions"><h2>Inclusions</h2><p>Luminaires, stores, lave-vaisselle, thermopompe murale et cabanon.</p></section>
<section class="secteur"><h2>Le secteur</h2><p>Charlesbourg offre un milieu de vie familial avec ses parcs, ses pistes cyclables et le Trait-Carré historique. Écoles primaires et secondaires, CLSC, épiceries et Métrobus à proximité; le centre-ville de Québec est à une quinzaine de minutes par l'autoroute Laurentienne.</p></section>
<section class="contact"><h2>Planifier une visite</h2><form><input placeholder="Nom"><input placeholder="Courriel"><button>Envoyer</button></form></section>
</main>
<footer><p>Les Immeubles Hauts-Monts inc., agence immobilière · 2500, chemin Sainte-Foy, Québec, QC G1V 1T8</p><p>© 2026 – Tous droits réservés.</p><nav class="liens"><a href="/fr/a-propos">À propos</a><a href="/fr/carrieres">Carrières</a><a href="/fr/confidentialite">Politique de confidentialité</a><a href="/fr/nous-joindre">Nous joindre</a></nav><p>Les informations sont fournies à titre indicatif et ne constituent pas une offre ou une promesse d'achat.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 399000 },
      propertyKind: "house",
      street: "845, rue des Épinettes",
      city: "Québec",
      province: "QC",
      postalCode: "G1G 4P3",
      neighbourhood: "Charlesbourg",
      bedrooms: 2,
      bedroomsBelowGrade: 2,
      bathrooms: 1.5,
      bathroomsFull: 1,
      bathroomsHalf: 1,
      lot: { value: 604.5, unit: "m2" },
      yearBuilt: 1976,
      mlsNumber: "11582047",
      listingAgentName: "Jean-François Lachance",
      brokerageName: "Les Immeubles Hauts-Monts inc., agence immobilière",
    },
  },
  {
    name: "ho30-pressrealty-condo-halifax",
    site: "pressrealty.ca",
    set: "held-out-30",
    traps: "a Halifax independent brokerage's condo in the North End: 'Unit 406' before the street; the NSAR eight/nine-digit MLS® number; condo fees beside the price; '1 Bed + Den · 1 Bath'; the Halifax Regional Municipality vs Halifax; 'Assessed Value (PVSC)'; an 'Area' code ('Halifax Peninsula North'); the brokerage's Spring Garden office; a mortgage calculator; featured listings",
    pageUrl: "https://www.pressrealty.ca/listings/202427816-406-2740-gottingen-street-halifax",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>406-2740 Gottingen Street, Halifax | MLS® 202427816 | Press Realty</title>
<meta name="description" content="1 bed + den condo for sale in Halifax's North End. $419,000. Condo fees $388/month.">
<script>window.PRESS_LISTING = ${JSON.stringify({ mls: "202427816", status: "Active", listPrice: 419000, unit: "406", street: "2740 Gottingen Street", community: "Halifax", municipality: "Halifax Regional Municipality", province: "NS", postal: "B3K 3C4", area: "Halifax Peninsula North", beds: 1, den: true, baths: 1, sqft: 748, built: 2016, condoFee: 388, pvsc: 352300, lat: 44.65762, lng: -63.59308, agent: "Amira Haddad" })};</script>
</head><body>
<header><a href="/" class="press-logo">Press Realty</a><nav><a href="/listings">Listings</a><a href="/team">Team</a><a href="/sell">Sell</a></nav></header>
<main>
<section class="listing-top"><h1>Unit 406 – 2740 Gottingen Street</h1><p>North End · Halifax, NS B3K 3C4</p><p class="price">$419,000</p><p class="fees">Condo fees $388/month</p></section>
<section class="stats"><span>1 Bed + Den</span><span>1 Bath</span><span>748 sq ft</span><span>Built 2016</span></section>
<section class="specs"><h2>Property details</h2><table>
<tr><td>MLS® #</td><td>202427816</td></tr>
<tr><td>Type</td><td>Condominium – Apartment</td></tr>
<tr><td>Area</td><td>Halifax Peninsula North</td></tr>
<tr><td>Municipality</td><td>Halifax Regional Municipality</td></tr>
<tr><td>Assessed Value (PVSC 2026)</td><td>$352,300</td></tr>
<tr><td>Parking</td><td>1 underground stall</td></tr>
</table></section>
<section class="remarks"><p>South-facing one bedroom plus den with a juliet balcony, quartz kitchen and in-suite laundry, in a boutique building steps from the Hydrostone, the Commons and the North End's cafés. Fees include heat, water, building insurance and reserve fund.</p></section>
<section class="calc"><h2>Mortgage calculator</h2><p>Estimated payment: $2,114/month at 4.49% over 25 years with 10% down.</p></section>
<section class="agent"><h2>Listing agent</h2><p>Amira Haddad, REALTOR®</p><p>Press Realty</p><p>902-555-0191</p></section>
<section class="featured"><h2>Featured listings</h2><div>5561 Cornwallis Street · $629,000</div><div>1008-1326 Lower Water Street · $789,000</div></section>
<section class="building"><h2>Building</h2><ul><li>Elevator</li><li>Secure bike room</li><li>Rooftop common terrace</li><li>Storage locker included</li><li>Pets allowed with restrictions</li><li>Professionally managed; healthy reserve fund</li></ul></section>
<section class="hood"><h2>The North End</h2><p>Halifax's North End is a walkable mix of historic row houses, new mid-rise buildings, independent restaurants and the Hydrostone Market. The Halifax Common, the Oval and downtown are a short walk or bike ride away, and several Halifax Transit routes run along Gottingen Street.</p></section>
<section class="book"><h2>Book a showing</h2><form><input placeholder="Name"><input placeholder="Email"><input placeholder="Phone"><button>Request showing</button></form></section>
</main>
<footer><p>Press Realty · 5657 Spring Garden Road, Suite 301, Halifax, NS B3J 3R4</p><p>MLS® data supplied by the Nova Scotia Association of REALTORS®; deemed reliable but not guaranteed.</p><nav class="footer-links"><a href="/about">About Press</a><a href="/join">Join our team</a><a href="/privacy">Privacy</a><a href="/terms">Terms</a></nav><p>Not intended to solicit buyers or sellers currently under contract.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 419000 },
      propertyKind: "condo",
      street: "2740 Gottingen Street",
      city: "Halifax",
      province: "NS",
      postalCode: "B3K 3C4",
      neighbourhood: "North End",
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 748,
      yearBuilt: 2016,
      mlsNumber: "202427816",
      listingAgentName: "Amira Haddad",
      brokerageName: "Press Realty",
      geo: { lat: 44.65762, lng: -63.59308 },
    },
  },
  {
    name: "ho30-hanlon-house-st-johns",
    site: "hanlonrealty.ca",
    set: "held-out-30",
    traps: "a St. John's brokerage's page for a house with a basement apartment: 'Bedrooms 3 + 2' where the two are the apartment's; 'Baths 3' with '2 full, 1 half'; the NL board's '127…' MLS® number; the apartment's rent in the remarks; 'Lot Size 50 x 100 ft (approx.)'; 'Finished Area 2,240 sq ft'; the municipal assessment; the brokerage's Water Street office; other listings",
    pageUrl: "https://www.hanlonrealty.ca/listing/1274113/18-cornwall-crescent-st-johns",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>18 Cornwall Crescent, St. John's, NL | MLS® 1274113 | Hanlon Realty</title>
<meta name="description" content="Two-apartment home in the east end of St. John's. $449,900. 3+2 bedrooms.">
${ld({ "@context": "https://schema.org", "@type": "SingleFamilyResidence", name: "18 Cornwall Crescent", address: { "@type": "PostalAddress", streetAddress: "18 Cornwall Crescent", addressLocality: "St. John's", addressRegion: "NL", postalCode: "A1E 1Z5" }, geo: { "@type": "GeoCoordinates", latitude: 47.55104, longitude: -52.72436 } })}
</head><body>
<header><a href="/" class="hanlon-logo">Hanlon Realty</a><nav><a href="/search">Search MLS®</a><a href="/agents">Agents</a><a href="/contact">Contact</a></nav></header>
<main>
<section class="head"><h1>18 Cornwall Crescent</h1><p>St. John's, NL A1E 1Z5</p><p class="price">$449,900</p></section>
<section class="table"><table>
<tr><th>MLS® #</th><td>1274113</td></tr>
<tr><th>Type</th><td>Single Family – 2 Storey with Apartment</td></tr>
<tr><th>Bedrooms</th><td>3 + 2</td></tr>
<tr><th>Baths</th><td>3 (2 full, 1 half)</td></tr>
<tr><th>Finished Area</th><td>2,240 sq ft</td></tr>
<tr><th>Lot Size</th><td>50 x 100 ft (approx.)</td></tr>
<tr><th>Year Built</th><td>1989</td></tr>
<tr><th>Heating</th><td>Electric baseboard, mini-split</td></tr>
<tr><th>Taxes</th><td>$3,412</td></tr>
<tr><th>Assessment</th><td>$401,600</td></tr>
</table></section>
<section class="remarks"><h2>Remarks</h2><p>Family home on a quiet crescent off Freshwater Road with a two-bedroom basement apartment currently rented at $1,150 per month, utilities included. Main unit features three bedrooms, hardwood, an updated kitchen and a primary with half bath. Fenced yard and paved double driveway. Close to the Avalon Mall and MUN.</p></section>
<section class="agent"><h2>Listing REALTOR®</h2><p>Colleen Furlong</p><p>Hanlon Realty</p><p>709-555-0135</p></section>
<section class="more"><h2>Other listings</h2><div>72 Pennywell Road · $329,000</div><div>5 Hayward Avenue · $519,900</div></section>
<section class="rooms"><h2>Rooms</h2><table><tr><td>Living room</td><td>Main</td><td>16 x 13</td></tr><tr><td>Kitchen</td><td>Main</td><td>14 x 11</td></tr><tr><td>Primary bedroom</td><td>Second</td><td>14 x 12</td></tr><tr><td>Apartment living room</td><td>Basement</td><td>13 x 12</td></tr></table></section>
<section class="features"><h2>Features</h2><ul><li>Registered basement apartment with separate entrance</li><li>Mini-split heat pump on the main level</li><li>Hardwood and ceramic flooring</li><li>Fully fenced rear yard with patio</li><li>Paved double driveway</li></ul></section>
<section class="area"><h2>The neighbourhood</h2><p>Close to Memorial University, the Health Sciences Centre, the Avalon Mall and Metrobus routes, with easy access to Prince Philip Drive and the Outer Ring Road.</p></section>
<section class="contact"><h2>Request information</h2><form><input placeholder="Name"><input placeholder="Email"><button>Send</button></form></section>
</main>
<footer><p>Hanlon Realty · 220 Water Street, St. John's, NL A1C 1A9</p><p>Listing data from the Newfoundland and Labrador Association of REALTORS®.</p><nav class="footer-links"><a href="/about">About</a><a href="/sell">Sell with us</a><a href="/privacy">Privacy</a></nav><p>Information deemed reliable but not guaranteed. Not intended to solicit properties already listed.</p></footer>
</body></html>`,
    expected: {
      price: { amount: 449900 },
      propertyKind: "house",
      street: "18 Cornwall Crescent",
      city: "St. John's",
      province: "NL",
      postalCode: "A1E 1Z5",
      bedrooms: 3,
      bedroomsBelowGrade: 2,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2240,
      lot: { value: 5000, unit: "ft2" },
      yearBuilt: 1989,
      mlsNumber: "1274113",
      listingAgentName: "Colleen Furlong",
      brokerageName: "Hanlon Realty",
      geo: { lat: 47.55104, lng: -52.72436 },
    },
  },
  {
    name: "ho30-cottagesincanada-rental-pei",
    site: "cottagesincanada.com",
    set: "held-out-30",
    traps: "a vacation-rental cottage near Cavendish, PEI: a weekly rate ('$2,150 / week' in July–August) beside a lower shoulder-season nightly rate and a cleaning fee; 'Sleeps 8' beside '3 bedrooms'; '2 bathrooms'; a rural route address; the owner (no agent, no MLS); the province's tourism licence number; other cottages' rates",
    pageUrl: "https://www.cottagesincanada.com/41207",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Dune View Cottage – Cavendish, PEI | Cottage Rental #41207 | Cottages In Canada</title>
<meta name="description" content="3 bedroom, 2 bathroom cottage rental near Cavendish Beach, Prince Edward Island. Sleeps 8. From $2,150/week in peak season.">
</head><body>
<header><a href="/" class="cic-logo">Cottages In Canada</a><nav><a href="/search">Find a Cottage</a><a href="/list-your-cottage">List Your Cottage</a></nav></header>
<main>
<nav class="crumbs">Canada › Prince Edward Island › Queens County › Cavendish › #41207</nav>
<h1>Dune View Cottage</h1>
<p class="address">8 Gulf Shore Lane, Cavendish, PE C0A 1N0</p>
<section class="rates"><h2>Rates</h2><table>
<tr><td>Peak season (Jul 1 – Aug 31)</td><td>$2,150 / week</td></tr>
<tr><td>Shoulder season (Jun, Sep)</td><td>$225 / night (3-night minimum)</td></tr>
<tr><td>Cleaning fee</td><td>$150 per stay</td></tr>
<tr><td>Damage deposit</td><td>$500 (refundable)</td></tr>
</table><p>Saturday to Saturday in peak season. Rates in Canadian dollars; HST extra.</p></section>
<section class="summary"><ul><li>Sleeps 8</li><li>3 Bedrooms</li><li>2 Bathrooms</li><li>Pet friendly: No</li><li>Wi-Fi</li><li>Ocean view</li></ul></section>
<section class="desc"><h2>About the cottage</h2><p>A bright, open-concept cottage a five-minute walk from Cavendish Beach in PEI National Park. Main floor with a kitchen, dining area for eight and a deck with a barbecue; a queen bedroom and a bunk room upstairs, a king bedroom with ensuite on the main. Walk to Avonlea Village and the Green Gables heritage site.</p></section>
<section class="owner"><h2>Contact the owner</h2><p>Wendell &amp; Joanne MacKinnon</p><p>PEI Tourism Licence #4417</p></section>
<section class="nearby"><h2>Nearby cottages</h2><div>Rustico Bay Retreat · $1,795 / week</div><div>Stanley Bridge Hideaway · $190 / night</div></section>
<section class="amen"><h2>Amenities</h2><ul><li>Full kitchen with dishwasher</li><li>Gas barbecue</li><li>Washer and dryer</li><li>Linens and towels provided</li><li>Smart TV and Wi-Fi</li><li>Outdoor shower and fire pit</li><li>Parking for two cars</li></ul></section>
<section class="area"><h2>Area attractions</h2><p>Cavendish Beach, the Gulf Shore Way trail, Shining Waters Family Fun Park, golf at Green Gables and the fishing village of North Rustico are all within a short drive. Charlottetown is about 40 minutes away.</p></section>
<section class="policies"><h2>Policies</h2><ul><li>Check-in 4 p.m., check-out 10 a.m.</li><li>No smoking, no parties</li><li>Cancellation: full refund up to 60 days before arrival, less a $100 admin fee</li></ul></section>
<section class="availability"><h2>Availability</h2><p>Calendar updated by the owner. Contact the owner to confirm dates before sending payment.</p></section>
<section class="reviews"><h2>Guest reviews</h2><div class="review"><p>"Spotless cottage, a short walk to the beach, and the deck at sunset was the highlight of our week." – Mélanie, Québec</p></div><div class="review"><p>"Great hosts, quick replies and everything we needed for a family of six." – Darren, Ontario</p></div></section>
<section class="sleeping"><h2>Sleeping arrangements</h2><ul><li>Bedroom 1: king bed, ensuite</li><li>Bedroom 2: queen bed</li><li>Bedroom 3: two sets of bunk beds</li></ul></section>
</main>
<footer><p>© 2026 Cottages In Canada. Cottages are listed and managed by their owners.</p><nav class="footer-links"><a href="/about">About</a><a href="/owners">Owners</a><a href="/privacy">Privacy</a><a href="/terms">Terms</a></nav></footer>
</body></html>`,
    expected: {
      price: { amount: 2150, period: "week" },
      propertyKind: "house",
      street: "8 Gulf Shore Lane",
      city: "Cavendish",
      province: "PE",
      postalCode: "C0A 1N0",
      bedrooms: 3,
      bathrooms: 2,
    },
  },
];
