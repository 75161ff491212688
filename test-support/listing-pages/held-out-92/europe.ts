/**
 * Ninety-second held-out corpus, the European portals and the syndication network: properstar.com (a Yorkville condo
 * in Toronto shown in euros, the exact address withheld), green-acres.fr (a Mont-Tremblant chalet on the French
 * portal, in French and euros with the advertiser's '$ CA' price), immowelt.de (an Oak Bay house in the German
 * portal's 'Kanada' section: 'Zimmer', 'Gäste-WC', 'V8R 6K9 Oak Bay'), immobiliare.it (a Sillery condo in Québec
 * City shown only in euros: 'Trilocale', 'locali') and listglobally.com (a vineyard farm in Oliver in the Okanagan,
 * the syndication showcase with its translated titles). Addresses, names, phone numbers and numbers are invented;
 * the expected facts were written before any extractor ran on them.
 */
import type { ListingPage } from "../types.ts";
import { ld } from "../types.ts";
import { calculator, cookieBanner, crumbs, enquiry, footer, gallery, header, jsonBlob, keyFacts, nextData, partner, rail, switchers, tagManager, windowState } from "./chrome.ts";

export const HELD_OUT_92_EUROPE: ListingPage[] = [
  {
    name: "ho92-properstar-condo-yorkville-toronto",
    site: "properstar.com",
    set: "held-out-92",
    traps: "headline '€791,000' in the visitor's currency with 'CAD 1,249,000' as the original price; JSON-LD Offer in EUR; '4 rooms' beside 2 bedrooms; area only in m² (112 m²); exact address withheld and the map centred on the neighbourhood, not the unit; the agency's own reference, no MLS®; monthly condo fees; Properstar's price estimate band; a Yorkville condo and a Paris flat in the rail with full addresses",
    pageUrl: "https://www.properstar.com/listing/98127734",
    html: `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Apartment for sale in Toronto, Ontario, Canada - 2 bedrooms - 112 m² - €791,000 | Properstar</title>
<meta name="description" content="2 bedroom apartment for sale in Yorkville, Toronto, Canada: 112 m², 2 bathrooms, 19th floor, city views. €791,000.">
<meta property="og:image" content="https://pictures.properstar.com/98127734/01.jpg">
<link rel="canonical" href="https://www.properstar.com/listing/98127734">
<link rel="alternate" hreflang="fr" href="https://www.properstar.fr/annonce/98127734">
<link rel="alternate" hreflang="de" href="https://www.properstar.de/inserat/98127734">
${tagManager("GTM-PS92TOR")}
${ld({ "@context": "https://schema.org", "@type": "Apartment", name: "Apartment for sale in Toronto", numberOfRooms: 4, numberOfBedrooms: 2, numberOfBathroomsTotal: 2, floorSize: { "@type": "QuantitativeValue", value: 112, unitCode: "MTK" }, address: { "@type": "PostalAddress", addressLocality: "Toronto", addressRegion: "Ontario", addressCountry: "CA" } })}
${ld({ "@context": "https://schema.org", "@type": "Offer", price: 791000, priceCurrency: "EUR", itemOffered: { "@type": "Apartment", name: "Apartment for sale in Toronto" } })}
</head><body>
${cookieBanner("We and our partners use cookies to improve your experience and show prices in your local currency.", "Accept", "Settings")}
${header("Properstar", ["Buy", "Rent", "Sell", "Find an agent", "Guides"], switchers(["English", "Français", "Deutsch", "Español", "Italiano", "Português"], "English", ["EUR", "CHF", "GBP", "USD", "CAD"], "EUR"), "Log in")}
<main class="listing">
${crumbs(["Properstar", "Canada", "Ontario", "Toronto", "Yorkville", "Apartments for sale"])}
<div class="listing__heading">
<h1>Apartment for sale in Toronto</h1>
<p class="listing__address">Yorkville, Toronto, Ontario, Canada <span class="listing__address-note">Exact address provided by the agency on request</span></p>
<div class="listing__price"><span class="listing__price-main">€791,000</span><span class="listing__price-original" title="Original price set by the agency">CAD 1,249,000</span><span class="listing__price-m2">€7,063/m²</span></div>
<ul class="listing__features"><li>4 rooms</li><li>2 bedrooms</li><li>2 bathrooms</li><li>112 m²</li><li>Floor 19</li></ul>
</div>
${gallery("https://pictures.properstar.com/98127734", 24, "Apartment in Toronto")}
<section class="listing__description"><h2>Description</h2>
<p>Bright corner suite on the 19th floor of a 2012 concierge building in the heart of Yorkville, a short walk to the Royal Ontario Museum, Bloor Street and two subway lines. Split-bedroom plan with a primary suite and walk-in closet, a second bedroom with its own bath, and an open living and dining room with floor-to-ceiling windows facing south over the city. One parking space and a locker included.</p>
<p>Building amenities: 24-hour concierge, fitness centre, rooftop terrace with barbecues, guest suites.</p>
</section>
${keyFacts("Characteristics", [["Type", "Apartment"], ["Rooms", "4"], ["Bedrooms", "2"], ["Bathrooms", "2"], ["Living area", "112 m²"], ["Floor", "19 of 34"], ["Year of construction", "2012"], ["Parking", "1 space"], ["Condominium fees", "CAD 1,085 / month"], ["Agency reference", "BLR-1904"], ["Properstar ID", "98127734"]])}
<section class="estimate"><h2>Properstar price estimate</h2><p>Similar apartments nearby sell for <strong>€760,000 – €820,000</strong>. Estimate based on 38 comparable listings.</p></section>
<section class="map-block"><h2>Location</h2><div class="map" data-mode="area" data-area="Yorkville" data-center-lat="43.67041" data-center-lng="-79.39371" data-zoom="14"></div><p>Approximate area shown. The agency will provide the exact address.</p></section>
<aside class="agency-card"><h3>Listed by</h3><img src="https://pictures.properstar.com/agencies/bayview-lane.png" alt="Bayview Lane Realty"><p class="agency-card__name">Bayview Lane Realty Inc., Brokerage</p><p class="agency-card__agent">Naomi Castellanos, Sales Representative</p><p class="agency-card__address">1262 Bayview Ave, Toronto, ON M4G 3A1, Canada</p><p>Speaks English, Spanish, Portuguese</p><button>Show phone number</button></aside>
${enquiry("Contact the agency", "Hello, I would like more information about this apartment in Toronto (ref. BLR-1904).", "Send message", "I accept the terms of use and agree that Properstar forwards my request to the agency.")}
${rail("Similar properties", [
  { price: "€1,020,000", title: "2701-88 Cumberland Vista, Toronto", place: "Yorkville, Toronto, Canada", facts: "5 rooms · 3 bedrooms · 139 m²", href: "/listing/98092215" },
  { price: "€845,000", title: "14 rue des Tanneurs-Neufs, Paris", place: "Paris 3e, France", facts: "3 rooms · 2 bedrooms · 68 m²", href: "/listing/97911034" },
  { price: "€612,000", title: "Apartment with lake view", place: "Toronto, Ontario, Canada", facts: "3 rooms · 1 bedroom · 74 m²", href: "/listing/98120587" },
])}
</main>
${footer("Properstar SA", [["Properstar", ["About us", "Press", "Careers", "Contact"]], ["Agents", ["Advertise", "ListGlobally", "Agent login"]]], ["Prices are converted from the agency's currency at the daily rate and are for information only.", "Properstar SA, Rue du Rhône 55, 1204 Geneva, Switzerland."])}
${windowState("__INITIAL_STATE__", { listing: { id: 98127734, type: "apartment", transaction: "sale", price: { value: 791000, currency: "EUR", original: { value: 1249000, currency: "CAD" } }, rooms: 4, bedrooms: 2, bathrooms: 2, area: { living: 112, unit: "m2" }, floor: 19, yearBuilt: 2012, location: { neighbourhood: "Yorkville", city: "Toronto", region: "Ontario", country: "CA", precision: "area" }, agency: { name: "Bayview Lane Realty Inc., Brokerage", reference: "BLR-1904", contact: "Naomi Castellanos" } }, user: { currency: "EUR", locale: "en-GB" } })}
</body></html>`,
    expected: {
      price: { amount: 1249000 },
      propertyKind: "condo",
      city: "Toronto",
      province: "ON",
      neighbourhood: "Yorkville",
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1206,
      yearBuilt: 2012,
      listingAgentName: "Naomi Castellanos",
      brokerageName: "Bayview Lane Realty Inc., Brokerage",
    },
  },
  {
    name: "ho92-green-acres-chalet-mont-tremblant",
    site: "green-acres.fr",
    set: "held-out-92",
    traps: "French from France: headline '1 196 000 €' with the advertiser's '1 895 000 $ CA'; '8 pièces dont 4 chambres'; 'Surface habitable : 248 m²' and 'Terrain : 1,2 ha'; address withheld; the Centris number; the portal's own French partner adviser with a French phone and address; the welcome tax and municipal taxes in $ CA; a Megève chalet and a Sutton house in the rail",
    pageUrl: "https://www.green-acres.fr/propriete/canada/quebec/mont-tremblant/chalet-a-vendre-ca2457190.htm",
    html: `<!DOCTYPE html>
<html lang="fr-FR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chalet à vendre à Mont-Tremblant, Québec, Canada - 8 pièces - 248 m² - 1 196 000 € | Green-Acres</title>
<meta name="description" content="Chalet 8 pièces de 248 m² sur un terrain de 1,2 ha à Mont-Tremblant (Québec, Canada). 4 chambres, 3 salles de bains, vue sur les pistes. Prix : 1 196 000 €.">
<meta property="og:locale" content="fr_FR">
<link rel="canonical" href="https://www.green-acres.fr/propriete/canada/quebec/mont-tremblant/chalet-a-vendre-ca2457190.htm">
${tagManager("GTM-GA92MTR")}
${ld({ "@context": "https://schema.org", "@type": "House", name: "Chalet à vendre à Mont-Tremblant", numberOfRooms: 8, floorSize: { "@type": "QuantitativeValue", value: 248, unitCode: "MTK" }, address: { "@type": "PostalAddress", addressLocality: "Mont-Tremblant", addressRegion: "Québec", addressCountry: "Canada" }, offers: { "@type": "Offer", price: 1196000, priceCurrency: "EUR" } })}
</head><body>
${cookieBanner("Green-Acres et ses partenaires utilisent des cookies pour mesurer l'audience et personnaliser les annonces.", "Tout accepter", "Continuer sans accepter")}
${header("Green-Acres", ["Acheter", "Louer", "Vendre", "Estimer", "Agences", "Guides pays"], switchers(["Français", "English", "Deutsch", "Nederlands", "Español", "Italiano"], "Français", ["EUR", "GBP", "CHF", "USD", "CAD"], "EUR"), "Mon compte")}
<main class="annonce">
${crumbs(["Accueil", "Canada", "Québec", "Laurentides", "Mont-Tremblant", "Chalets à vendre"])}
<div class="annonce__entete">
<h1>Chalet à vendre à Mont-Tremblant</h1>
<p class="annonce__lieu">Mont-Tremblant, Laurentides, Québec, Canada</p>
<div class="annonce__prix"><span class="annonce__prix-eur">1 196 000 €</span><span class="annonce__prix-devise">Prix fixé par l'annonceur : 1 895 000 $ CA</span><span class="annonce__prix-m2">4 823 €/m²</span></div>
<ul class="annonce__resume"><li>8 pièces</li><li>4 chambres</li><li>248 m²</li><li>Terrain 1,2 ha</li></ul>
</div>
${gallery("https://img.green-acres.fr/ca/2457190", 30, "Chalet à Mont-Tremblant", "photos")}
<section class="annonce__description"><h2>Description</h2>
<p>À quelques minutes du village piétonnier et des remontées mécaniques, ce chalet contemporain en bois et pierre, construit en 2011, offre 8 pièces dont 4 chambres et 3 salles de bains, sur un terrain boisé de 1,2 ha avec ruisseau. Grand séjour cathédrale avec foyer au bois, cuisine ouverte avec îlot, mezzanine, spa extérieur et garage double. Vue dégagée sur les pistes du mont Tremblant.</p>
<p>La location à court terme est autorisée dans ce secteur (numéro d'enregistrement CITQ à transférer), une vraie opportunité pour un pied-à-terre au Québec. À 1 h 30 de l'aéroport de Montréal.</p>
</section>
${keyFacts("Caractéristiques", [["Type de bien", "Chalet"], ["Nombre de pièces", "8"], ["Chambres", "4"], ["Salles de bains", "3"], ["Surface habitable", "248 m²"], ["Terrain", "1,2 ha"], ["Année de construction", "2011"], ["Chauffage", "Plinthes électriques, poêle à bois"], ["Taxes municipales", "9 840 $ CA / an"], ["Taxes scolaires", "1 015 $ CA / an"], ["Référence Green-Acres", "CA-2457190"]])}
<section class="annonce__annonceur"><h2>Annonceur</h2><p class="annonceur__nom">Sommets Laurentiens Immobilier inc., agence immobilière</p><p class="annonceur__courtier">Mélanie Gauthier-Roy, courtier immobilier résidentiel</p><p>No Centris® : 17384426</p><p>Adresse de l'annonce : communiquée par l'agence sur demande</p><p>Agence située au Canada — les prix en euros sont convertis au taux du jour à titre indicatif.</p></section>
${calculator("Frais d'acquisition au Québec (estimation)", [["Droits de mutation (« taxe de bienvenue »)", "≈ 38 700 $ CA"], ["Notaire et inspection", "≈ 4 500 $ CA"]], "Total estimé : ≈ 43 200 $ CA, soit ≈ 27 300 €", "Estimation indicative, hors taxe sur les acheteurs étrangers le cas échéant.")}
${partner("Acheter au Canada depuis la France ?", { name: "Laurent Ferrand", role: "Conseiller Green-Acres, achats à l'international", phone: "+33 5 55 55 01 42", email: "international@green-acres.example" }, "Green-Acres, 55 rue de la Liberté, 33000 Bordeaux. Nous vous accompagnons pour le financement et les démarches.", "Être rappelé")}
${enquiry("Contacter l'annonceur", "Bonjour, je souhaite recevoir plus d'informations sur le chalet à Mont-Tremblant (réf. CA-2457190).", "Envoyer", "J'accepte les conditions d'utilisation et la politique de confidentialité de Green-Acres.")}
${rail("Biens similaires", [
  { price: "1 350 000 €", title: "Chalet 6 pièces avec vue Mont-Blanc", place: "Megève, Haute-Savoie, France", facts: "6 pièces · 180 m² · Terrain 900 m²", href: "/propriete/france/haute-savoie/megeve/chalet-fr3312048.htm" },
  { price: "567 000 €", title: "Maison de campagne", place: "Sutton, Québec, Canada", facts: "7 pièces · 3 chambres · 196 m² · Terrain 2,5 ha", href: "/propriete/canada/quebec/sutton/maison-ca2451884.htm" },
  { price: "890 000 €", title: "Chalet au pied des pistes", place: "Mont-Tremblant, Québec, Canada", facts: "6 pièces · 3 chambres · 165 m²", href: "/propriete/canada/quebec/mont-tremblant/chalet-ca2456402.htm" },
])}
</main>
${footer("Green-Acres", [["Green-Acres", ["Qui sommes-nous", "Presse", "Recrutement", "Contact"]], ["Pays", ["France", "Espagne", "Italie", "Portugal", "Canada"]], ["Professionnels", ["Publier vos annonces", "Espace agence"]]], ["Les prix convertis sont donnés à titre indicatif ; seul fait foi le prix fixé par l'annonceur dans sa devise.", "Green-Acres SAS, 55 rue de la Liberté, 33000 Bordeaux — RCS Bordeaux 555 000 000."])}
</body></html>`,
    expected: {
      price: { amount: 1895000 },
      propertyKind: "house",
      city: "Mont-Tremblant",
      province: "QC",
      bedrooms: 4,
      bathrooms: 3,
      squareFootage: 2669,
      lot: { value: 1.2, unit: "hectares" },
      yearBuilt: 2011,
      mlsNumber: "17384426",
      listingAgentName: "Mélanie Gauthier-Roy",
      brokerageName: "Sommets Laurentiens Immobilier inc., agence immobilière",
    },
  },
  {
    name: "ho92-immowelt-house-uplands-oak-bay",
    site: "immowelt.de",
    set: "held-out-92",
    traps: "German portal, 'Kanada' section: 'Kaufpreis 1.485.000 CAD' with 'ca. 936.000 €'; '6 Zimmer' beside 4 Schlafzimmer; 2 Badezimmer and a Gäste-WC; 'Wohnfläche 198 m²' and 'Grundstück 650 m²'; German-order address 'V8R 6K9 Oak Bay, Britisch-Kolumbien, Kanada'; the Anbieter and Ansprechpartner; MLS®-Nr. beside the portal's Online-ID and the Anbieter's Objekt-Nr.; the emigration partner's German office; a monthly rate in €; Nova Scotia and Ontario houses in the rail",
    pageUrl: "https://www.immowelt.de/expose/2k7vq4x",
    html: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Haus kaufen in Oak Bay (Kanada) - Einfamilienhaus mit Meerblick, 6 Zimmer, 198 m² | immowelt</title>
<meta name="description" content="Einfamilienhaus in Oak Bay, Britisch-Kolumbien, Kanada: 6 Zimmer, 198 m² Wohnfläche, 650 m² Grundstück, Baujahr 1994. Kaufpreis 1.485.000 CAD.">
<link rel="canonical" href="https://www.immowelt.de/expose/2k7vq4x">
${tagManager("GTM-IW92OAK")}
</head><body>
${cookieBanner("Wir verwenden Cookies und ähnliche Technologien, um Ihnen ein optimales Nutzungserlebnis zu bieten.", "Alle akzeptieren", "Einstellungen")}
${header("immowelt", ["Kaufen", "Mieten", "Verkaufen", "Ausland", "Ratgeber"], switchers(["Deutsch", "English"], "Deutsch", ["EUR", "CAD", "CHF"], "EUR"), "Anmelden")}
<main class="expose">
${crumbs(["immowelt", "Ausland", "Kanada", "Britisch-Kolumbien", "Oak Bay", "Haus kaufen"])}
<div class="expose__head">
<h1>Einfamilienhaus mit Meerblick in den Uplands</h1>
<p class="expose__address">2296 Seaview Terrace, V8R 6K9 Oak Bay, Britisch-Kolumbien, Kanada</p>
<div class="expose__keyfacts"><div><strong>1.485.000 CAD</strong><span>Kaufpreis</span><small>ca. 936.000 €</small></div><div><strong>198 m²</strong><span>Wohnfläche</span></div><div><strong>6</strong><span>Zimmer</span></div><div><strong>650 m²</strong><span>Grundstück</span></div></div>
</div>
${gallery("https://ms.immowelt.org/expose/2k7vq4x", 27, "Haus in Oak Bay", "Bilder")}
${keyFacts("Das Objekt", [["Objektart", "Einfamilienhaus"], ["Zimmer", "6"], ["Schlafzimmer", "4"], ["Badezimmer", "2"], ["Gäste-WC", "1"], ["Wohnfläche", "198 m²"], ["Grundstücksfläche", "650 m²"], ["Baujahr", "1994"], ["Heizungsart", "Wärmepumpe, Gaskamin"], ["Stellplatz", "Doppelgarage"]], "expose-facts")}
${keyFacts("Preise & Kosten", [["Kaufpreis", "1.485.000 CAD (ca. 936.000 €)"], ["Preis/m²", "ca. 4.727 €/m²"], ["Grundsteuer (Property Tax)", "ca. 7.950 CAD/Jahr"], ["Käuferprovision", "Keine – in Kanada trägt der Verkäufer die Maklerkosten"]], "expose-costs")}
<section class="expose__text"><h2>Objektbeschreibung</h2>
<p>Das Haus liegt im Stadtteil Uplands, dem grünsten Viertel von Oak Bay, nur wenige Gehminuten vom Strand am Cadboro Bay und fünf Autominuten vom Zentrum von Victoria entfernt. Auf zwei Ebenen bietet es vier Schlafzimmer, zwei Bäder und ein Gäste-WC, einen offenen Wohn- und Essbereich mit Blick auf die Haro-Straße und die Olympic Mountains sowie eine 2021 renovierte Küche.</p>
<p>Der gepflegte Garten mit alten Garry-Eichen ist vollständig eingezäunt. Hinweis für Käufer aus Deutschland: Für Nicht-Kanadier gilt derzeit ein Erwerbsverbot für Wohnimmobilien mit Ausnahmen – bitte lassen Sie sich beraten.</p>
</section>
${keyFacts("Lage", [["Stadtteil", "Uplands"], ["Gemeinde", "Oak Bay"], ["Region", "Capital Regional District (Großraum Victoria)"], ["Provinz", "Britisch-Kolumbien"]], "expose-location")}
<section class="expose__anbieter"><h2>Anbieter</h2><p class="anbieter__firma">Saanich Peninsula Coastal Realty Ltd.</p><p class="anbieter__person">Ansprechpartner: Derek Haugen</p><p>2187 Oak Bay Ave, Victoria, BC V8R 1G1, Kanada</p><p>MLS®-Nr.: 978112 · Objekt-Nr. des Anbieters: SPC-4471 · Online-ID: 2k7vq4x</p><button>Telefonnummer anzeigen</button></section>
${calculator("Finanzierung", [["Kaufpreis", "936.000 €"], ["Eigenkapital", "250.000 €"], ["Sollzins", "3,6 %"], ["Tilgung", "2 %"]], "Monatliche Rate: ca. 3.201 €", "Beispielrechnung eines Finanzierungspartners, unverbindlich.")}
${partner("Auswandern nach Kanada?", { name: "Katrin Albers", role: "Partnerberaterin Auslandsimmobilien", phone: "+49 30 5550 1842", email: "ausland@immowelt-partner.example" }, "Kanada-Auswanderungsberatung, Friedrichstraße 155, 10117 Berlin. Visum, Finanzierung und Steuern aus einer Hand.", "Rückruf anfordern")}
${enquiry("Anbieter kontaktieren", "Guten Tag, ich interessiere mich für Ihr Objekt in Oak Bay (Online-ID 2k7vq4x) und bitte um weitere Informationen.", "Anfrage senden", "Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu.")}
${rail("Ähnliche Immobilien im Ausland", [
  { price: "389.000 €", title: "Holzhaus am Atlantik", place: "Lunenburg, Nova Scotia, Kanada", facts: "5 Zimmer · 142 m² · 4.000 m² Grundstück", href: "/expose/2k6xh1r" },
  { price: "612.000 €", title: "Ferienhaus am See", place: "Huntsville, Ontario, Kanada", facts: "6 Zimmer · 165 m² · 3.100 m² Grundstück", href: "/expose/2k7ab9m" },
  { price: "1.150.000 €", title: "Villa mit Meerblick", place: "Santa Ponsa, Mallorca, Spanien", facts: "5 Zimmer · 240 m²", href: "/expose/2k5pt7e" },
])}
</main>
${footer("AVIV Germany GmbH", [["immowelt", ["Über uns", "Presse", "Karriere", "Kontakt"]], ["Für Profis", ["Immobilie inserieren", "Makler-Login"]]], ["Umrechnungen in Euro erfolgen zum Tageskurs und sind unverbindlich. Maßgeblich ist der Preis des Anbieters in Landeswährung.", "AVIV Germany GmbH, Nordostpark 55, 90411 Nürnberg."])}
${jsonBlob("serverApp-state", { expose: { onlineId: "2k7vq4x", estateType: "HOUSE", title: "Einfamilienhaus mit Meerblick in den Uplands", price: { value: 935550, currency: "EUR", originalValue: 1485000, originalCurrency: "CAD" }, livingSpace: 198, plotArea: 650, rooms: 6, bedrooms: 4, bathrooms: 2, guestToilet: true, constructionYear: 1994, address: { street: "2296 Seaview Terrace", zip: "V8R 6K9", city: "Oak Bay", district: "Uplands", state: "Britisch-Kolumbien", country: "CAN" }, broker: { company: "Saanich Peninsula Coastal Realty Ltd.", contact: "Derek Haugen", mlsNumber: "978112", brokerObjectId: "SPC-4471" } } })}
</body></html>`,
    expected: {
      price: { amount: 1485000 },
      propertyKind: "house",
      street: "2296 Seaview Terrace",
      city: "Oak Bay",
      province: "BC",
      postalCode: "V8R 6K9",
      neighbourhood: "Uplands",
      bedrooms: 4,
      bathrooms: 2.5,
      bathroomsFull: 2,
      bathroomsHalf: 1,
      squareFootage: 2131,
      lot: { value: 650, unit: "m2" },
      yearBuilt: 1994,
      mlsNumber: "978112",
      listingAgentName: "Derek Haugen",
      brokerageName: "Saanich Peninsula Coastal Realty Ltd.",
    },
  },
  {
    name: "ho92-immobiliare-condo-sillery-quebec",
    site: "immobiliare.it",
    set: "held-out-92",
    traps: "Italian portal showing only a converted price ('€ 359.000'; the text says it was converted from the agency's Canadian-dollar price but never gives it, so the euro figure is the asking price a reader has); 'Trilocale' and '3 locali' beside 2 camere da letto; 96 m²; the Centris code beside the portal's own reference; condo fees and a mortgage rate in €; Milan and Rome flats in 'Annunci simili'; __NEXT_DATA__ with the listing's point",
    pageUrl: "https://www.immobiliare.it/annunci/118734521/",
    html: `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trilocale in vendita a Québec - Sillery, Canada, 96 m², € 359.000 | Immobiliare.it</title>
<meta name="description" content="Trilocale in vendita a Québec (Canada), quartiere Sillery: 96 m², 2 camere, 1 bagno, 4° piano con ascensore. € 359.000.">
<link rel="canonical" href="https://www.immobiliare.it/annunci/118734521/">
${tagManager("GTM-IMM92QC")}
</head><body>
${cookieBanner("Immobiliare.it e terze parti selezionate utilizzano cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, per altre finalità.", "Accetta", "Rifiuta")}
${header("Immobiliare.it", ["Compra", "Affitta", "Vendi", "Valuta casa", "Mutui", "Estero"], "", "Accedi")}
<main class="in-detail">
${crumbs(["Estero", "Canada", "Québec (provincia)", "Québec", "Sillery"])}
<section class="in-titleBlock">
<h1>Trilocale 1412 Avenue Maguire, Sillery, Québec</h1>
<p class="in-location">Québec, Canada · Sillery</p>
<div class="in-price"><span class="in-price__value">€ 359.000</span><span class="in-price__sqm">3.740 €/m²</span></div>
<ul class="in-features"><li><span>3</span> locali</li><li><span>96 m²</span> superficie</li><li><span>1</span> bagno</li><li><span>4</span> piano</li></ul>
</section>
${gallery("https://pwm.im-cdn.it/image/118734521", 19, "Trilocale a Québec", "foto")}
<section class="in-description"><h2>Descrizione</h2>
<p>Nel cuore di Sillery, a due passi dai caffè e dalle boutique di Avenue Maguire e dal parco del Bois-de-Coulonge, proponiamo un luminoso trilocale al quarto piano di un edificio del 2004 con ascensore. L'appartamento si compone di soggiorno con cucina a vista, due camere da letto, un bagno con doccia e vasca e un balcone esposto a sud. Posto auto coperto e cantina inclusi.</p>
<p>Il prezzo è stato convertito in euro dal prezzo in dollari canadesi stabilito dall'agenzia, al cambio del giorno di pubblicazione, ed è indicativo.</p>
</section>
${keyFacts("Caratteristiche", [["Tipologia", "Appartamento · Intera proprietà · Classe immobile signorile"], ["Contratto", "Vendita"], ["Locali", "3 (2 camere da letto, 1 altro), 1 bagno, cucina a vista"], ["Superficie", "96 m²"], ["Piano", "4°, con ascensore"], ["Anno di costruzione", "2004"], ["Posti auto", "1 in garage/box"], ["Riscaldamento", "Autonomo, elettrico"], ["Climatizzazione", "Pompa di calore"], ["Riferimento e data annuncio", "118734521 - 03/10/2025"], ["Codice Centris®", "28917354"]])}
${keyFacts("Costi", [["Prezzo", "€ 359.000"], ["Prezzo al m²", "3.740 €/m²"], ["Spese condominio", "€ 290/mese"], ["Tasse municipali e scolastiche", "€ 2.450/anno"]], "costs")}
<section class="in-agency"><h2>Agenzia</h2><p class="in-agency__name">Immobilier Cap-Diamant inc.</p><p class="in-agency__agent">Geneviève Paradis — courtier immobilier</p><p>1080 Chemin Sainte-Foy, Québec, QC G1S 2J5, Canada</p><button>Mostra telefono</button></section>
${calculator("Calcola il mutuo", [["Prezzo dell'immobile", "€ 359.000"], ["Importo del mutuo", "€ 251.300 (70%)"], ["Durata", "25 anni"], ["Tasso fisso", "3,20%"]], "Rata mensile: € 1.218", "Simulazione indicativa; mutui in Italia per immobili all'estero soggetti a condizioni.")}
${enquiry("Contatta l'agenzia", "Salve, sono interessato al trilocale a Québec (rif. 118734521). Vorrei ricevere maggiori informazioni.", "Invia messaggio", "Ho letto l'informativa privacy e acconsento al trattamento dei dati.")}
${rail("Annunci simili", [
  { price: "€ 365.000", title: "Trilocale via Paolo Sarpi 55, Milano", place: "Milano · Chinatown", facts: "3 locali · 78 m² · 1 bagno", href: "/annunci/118690233/" },
  { price: "€ 349.000", title: "Trilocale via Ostiense 155, Roma", place: "Roma · Ostiense", facts: "3 locali · 88 m² · 2 bagni", href: "/annunci/118701844/" },
  { price: "€ 298.000", title: "Bilocale Rue Saint-Jean 555, Québec", place: "Québec, Canada · Vieux-Québec", facts: "2 locali · 64 m² · 1 bagno", href: "/annunci/118733107/" },
])}
</main>
${footer("Immobiliare.it", [["Immobiliare.it", ["Chi siamo", "Lavora con noi", "Contatti", "Ufficio stampa"]], ["Servizi", ["Pubblica annuncio", "Agenzie", "Mutui", "Estero"]]], ["I prezzi degli immobili all'estero sono convertiti in euro e hanno valore indicativo.", "Immobiliare.it S.r.l. - Via di Santa Cornelia 5/A, 00060 Formello (RM) - P.IVA 05550000000"])}
${nextData({ props: { pageProps: { detailData: { realEstate: { id: 118734521, contract: "sale", price: { value: 359000, formattedValue: "€ 359.000", currency: "EUR" }, properties: [{ typology: { name: "Trilocale" }, surface: "96 m²", rooms: "3", bedRoomsNumber: "2", bathrooms: "1", floor: { abbreviation: "4" }, buildingYear: 2004, location: { address: "1412 Avenue Maguire", city: "Québec", macrozone: "Sillery", nation: { id: "CA", name: "Canada" }, latitude: 46.78041, longitude: -71.25312 } }], advertiser: { agency: { displayName: "Immobilier Cap-Diamant inc." }, supervisor: { displayName: "Geneviève Paradis" } } } } } }, page: "/annunci/[id]", locale: "it" })}
</body></html>`,
    expected: {
      price: { amount: 359000, currency: "EUR" },
      propertyKind: "condo",
      street: "1412 Avenue Maguire",
      city: "Québec",
      province: "QC",
      neighbourhood: "Sillery",
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 1033,
      yearBuilt: 2004,
      mlsNumber: "28917354",
      listingAgentName: "Geneviève Paradis",
      brokerageName: "Immobilier Cap-Diamant inc.",
      geo: { lat: 46.78041, lng: -71.25312 },
    },
  },
  {
    name: "ho92-listglobally-farm-vineyard-oliver",
    site: "listglobally.com",
    set: "held-out-92",
    traps: "a syndication showcase: the 'Golden Mile Bench' area named for the listing; 'CA$1.69M' headline and 'CAD 1,690,000', with the German ('1.690.000 CAD'), French ('1 690 000 CAD') and Chinese (¥ conversion) translations of the title and price; 12.4 acres (5.02 ha) of land beside 9.1 planted acres; a 2,140 sq ft (198.8 m²) home; grape revenue; publication statistics and the portals list; ListGlobally's own account manager in Geneva",
    pageUrl: "https://www.listglobally.com/en/property/ca-bc-oliver-vineyard-estate-lg5520913",
    html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vineyard estate for sale in Oliver, British Columbia, Canada – CA$1.69M | ListGlobally</title>
<meta name="description" content="12.4 acre producing vineyard with a 3 bedroom home on the Golden Mile Bench, Oliver, BC. CAD 1,690,000. MLS® 10341276.">
<link rel="canonical" href="https://www.listglobally.com/en/property/ca-bc-oliver-vineyard-estate-lg5520913">
<link rel="alternate" hreflang="de" href="https://www.listglobally.com/de/immobilie/ca-bc-oliver-weingut-lg5520913">
<link rel="alternate" hreflang="fr" href="https://www.listglobally.com/fr/bien/ca-bc-oliver-vignoble-lg5520913">
<link rel="alternate" hreflang="zh" href="https://www.listglobally.com/zh/property/ca-bc-oliver-lg5520913">
${tagManager("GTM-LG92OLV")}
${ld({ "@context": "https://schema.org", "@type": "Product", name: "Vineyard estate for sale in Oliver, British Columbia, Canada", sku: "LG5520913", offers: { "@type": "Offer", price: 1690000, priceCurrency: "CAD" } })}
</head><body>
${header("ListGlobally", ["For agents", "For networks", "Portals", "Showcase", "Pricing", "Blog"], switchers(["English", "Deutsch", "Français", "中文", "Español"], "English", ["CAD", "EUR", "USD", "CNY"], "CAD"), "Agent login")}
<main class="showcase">
${crumbs(["Showcase", "Canada", "British Columbia", "Oliver"])}
<section class="showcase__hero">
<h1>Vineyard estate on the Golden Mile Bench</h1>
<p class="showcase__address">5817 Vineyard Bench Rd, Oliver, BC V0H 1T0, Canada</p>
<div class="showcase__price"><span class="short">CA$1.69M</span> <span class="full">CAD 1,690,000</span></div>
<ul class="showcase__facts"><li>Farm / Vineyard</li><li>12.4 acres (5.02 ha)</li><li>3 bedrooms</li><li>2 bathrooms</li><li>2,140 sq ft (198.8 m²)</li></ul>
</section>
${gallery("https://cdn.listglobally.com/properties/lg5520913", 33, "Vineyard estate in Oliver")}
<section class="showcase__description"><h2>Description</h2>
<p>A turnkey producing vineyard on the Golden Mile bench south of Oliver, in the heart of the South Okanagan wine region. 12.4 acres in total, of which 9.1 acres are planted to Merlot, Cabernet Franc and Viognier under long-term contract with a neighbouring estate winery; drip irrigation with water rights, wind machine, and a 40 x 60 ft equipment shop.</p>
<p>The 1978 rancher has been fully updated: 3 bedrooms, 2 bathrooms and 2,140 sq ft of living space with a wraparound deck looking across the valley to the McIntyre Bluff. Farm status keeps the property taxes low.</p>
</section>
${keyFacts("Key facts", [["Property type", "Farm / Vineyard"], ["Area", "Golden Mile Bench"], ["Land", "12.4 acres"], ["Planted", "9.1 acres"], ["Bedrooms", "3"], ["Bathrooms", "2"], ["Living area", "2,140 sq ft"], ["Year built", "1978"], ["2024 grape revenue", "CA$118,000"], ["Property taxes", "CA$2,960 (2025, farm class)"], ["MLS® number", "10341276"], ["ListGlobally ID", "LG5520913"]])}
<section class="translations"><h2>This listing in other languages</h2>
<div lang="de"><h3>Weingut zu verkaufen in Oliver, Britisch-Kolumbien, Kanada</h3><p>Kaufpreis: 1.690.000 CAD (ca. 1.065.000 €) · Grundstück 5,02 ha · Wohnfläche 198,8 m² · 5 Zimmer, 3 Schlafzimmer</p></div>
<div lang="fr"><h3>Vignoble à vendre à Oliver, Colombie-Britannique, Canada</h3><p>Prix : 1 690 000 CAD (≈ 1 065 000 €) · Terrain 5,02 ha · Surface habitable 198,8 m² · 5 pièces, 3 chambres</p></div>
<div lang="zh"><h3>加拿大 不列颠哥伦比亚省 奥利弗 葡萄园庄园出售</h3><p>价格：CAD 1,690,000（约 ¥ 8,790,000）· 占地 5.02 公顷 · 3 卧室 2 浴室</p></div>
</section>
<section class="showcase__stats"><h2>Publication</h2><p>Published on 112 portals in 9 languages · 14,380 views · 61 enquiries since 12 Aug 2025</p><p>Including Properstar, Green-Acres, Immowelt, Juwai, Idealista, Kyero and Rightmove Overseas.</p></section>
<section class="showcase__agent"><h2>Listing agent</h2><p class="agent-name">Kyle Brandt</p><p>REALTOR®, South Okanagan Vine &amp; Orchard Realty Ltd.</p><p>34880 Main St, Oliver, BC V0H 1T0 · <a href="tel:+12505550117">250-555-0117</a></p></section>
${partner("Market your listings worldwide", { name: "Sophie Marchand", role: "ListGlobally account manager, Canada", phone: "+41 22 555 01 30", email: "canada@listglobally.example" }, "ListGlobally, Quai du Seujet 55, 1201 Geneva, Switzerland. Reach international buyers on more than 100 portals.", "Book a demo")}
<div class="showcase__map" data-lat="49.15318" data-lng="-119.56874" data-zoom="13" data-label="Vineyard estate on the Golden Mile Bench"></div>
${enquiry("Contact the agent", "I would like more information about the vineyard estate in Oliver (LG5520913).", "Send", "I agree that my request is forwarded to the listing agent.")}
${rail("More showcased properties", [
  { price: "€ 2.450.000", title: "Wine estate in the Douro Valley", place: "Peso da Régua, Portugal", facts: "22 ha · 6 bedrooms", href: "/en/property/pt-douro-wine-estate-lg5510448" },
  { price: "CAD 1,250,000", title: "Orchard with farmhouse", place: "Cawston, BC, Canada", facts: "10.2 acres · 4 bedrooms", href: "/en/property/ca-bc-cawston-orchard-lg5519736" },
])}
</main>
${footer("ListGlobally SA", [["Product", ["For agents", "For networks", "Portals", "Pricing"]], ["Company", ["About", "Careers", "Contact"]]], ["Conversions are indicative; the listing agent's price in its own currency applies.", "ListGlobally SA, Quai du Seujet 55, 1201 Geneva, Switzerland."])}
</body></html>`,
    expected: {
      price: { amount: 1690000 },
      propertyKind: "farm",
      street: "5817 Vineyard Bench Rd",
      city: "Oliver",
      province: "BC",
      postalCode: "V0H 1T0",
      neighbourhood: "Golden Mile Bench",
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 2140,
      lot: { value: 12.4, unit: "acres" },
      yearBuilt: 1978,
      mlsNumber: "10341276",
      listingAgentName: "Kyle Brandt",
      brokerageName: "South Okanagan Vine & Orchard Realty Ltd.",
      geo: { lat: 49.15318, lng: -119.56874 },
    },
  },
];
