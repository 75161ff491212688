// Canadian places used by the demo and bulk seeders: real cities with a plausible downtown postal code, and their
// coordinates as the maps proxy's gazetteer gives them (supabase/functions/google-maps-proxy/gazetteer).
export interface Place {
  city: string;
  province: string;
  postalCode: string;
  streets: readonly string[];
  /** The city's centre and its postal code's area (FSA) centre, [lat, lng], from the gazetteer (issue 18). */
  centre: readonly [number, number];
  postalCentre: readonly [number, number];
}

export const PLACES: readonly Place[] = [
  { city: "Toronto", province: "ON", postalCode: "M5V 2T6", streets: ["King St W", "Queen St E", "Spadina Ave", "Bloor St W"], centre: [43.7, -79.416], postalCentre: [43.653, -79.369] },
  { city: "Vancouver", province: "BC", postalCode: "V6B 1A1", streets: ["Granville St", "Robson St", "Main St", "Commercial Dr"], centre: [49.25, -123.119], postalCentre: [49.284, -123.104] },
  { city: "Montréal", province: "QC", postalCode: "H2X 1Y4", streets: ["Boul. Saint-Laurent", "Rue Saint-Denis", "Av. du Mont-Royal", "Rue Sherbrooke O"], centre: [45.509, -73.588], postalCentre: [45.515, -73.574] },
  { city: "Calgary", province: "AB", postalCode: "T2P 1J9", streets: ["Stephen Ave SW", "17 Ave SW", "Centre St N", "Kensington Rd NW"], centre: [51.05, -114.085], postalCentre: [51.047, -114.08] },
  { city: "Ottawa", province: "ON", postalCode: "K1P 5G3", streets: ["Bank St", "Elgin St", "Wellington St W", "Rideau St"], centre: [45.411, -75.698], postalCentre: [45.423, -75.702] },
  { city: "Edmonton", province: "AB", postalCode: "T5J 0N3", streets: ["Jasper Ave", "Whyte Ave", "104 St NW", "124 St NW"], centre: [53.55, -113.469], postalCentre: [53.542, -113.499] },
  { city: "Québec", province: "QC", postalCode: "G1R 4P5", streets: ["Grande Allée E", "Rue Saint-Jean", "Ch. Sainte-Foy", "Rue Cartier"], centre: [46.812, -71.215], postalCentre: [46.813, -71.219] },
  { city: "Winnipeg", province: "MB", postalCode: "R3C 0A5", streets: ["Portage Ave", "Corydon Ave", "Osborne St", "Main St"], centre: [49.884, -97.147], postalCentre: [49.879, -97.159] },
  { city: "Halifax", province: "NS", postalCode: "B3J 1S9", streets: ["Spring Garden Rd", "Barrington St", "Quinpool Rd", "Agricola St"], centre: [44.646, -63.573], postalCentre: [44.641, -63.568] },
  { city: "Victoria", province: "BC", postalCode: "V8W 1P6", streets: ["Government St", "Fort St", "Cook St", "Oak Bay Ave"], centre: [48.436, -123.352], postalCentre: [48.42, -123.367] },
  { city: "Saskatoon", province: "SK", postalCode: "S7K 0J5", streets: ["Broadway Ave", "2nd Ave N", "Spadina Cres E", "8th St E"], centre: [52.132, -106.669], postalCentre: [52.154, -106.641] },
  { city: "Regina", province: "SK", postalCode: "S4P 3Y2", streets: ["Albert St", "13th Ave", "Victoria Ave", "Dewdney Ave"], centre: [50.45, -104.618], postalCentre: [50.442, -104.612] },
  { city: "St. John's", province: "NL", postalCode: "A1C 5M2", streets: ["Water St", "Duckworth St", "Gower St", "LeMarchant Rd"], centre: [47.565, -52.709], postalCentre: [47.568, -52.703] },
  { city: "Charlottetown", province: "PE", postalCode: "C1A 1J9", streets: ["Queen St", "Grafton St", "University Ave", "Kent St"], centre: [46.235, -63.126], postalCentre: [46.232, -63.119] },
  { city: "Fredericton", province: "NB", postalCode: "E3B 1E5", streets: ["Queen St", "King St", "Regent St", "Smythe St"], centre: [45.945, -66.666], postalCentre: [45.954, -66.67] },
  { city: "Kelowna", province: "BC", postalCode: "V1Y 6H2", streets: ["Bernard Ave", "Pandosy St", "Lakeshore Rd", "Ellis St"], centre: [49.883, -119.486], postalCentre: [49.88, -119.5] },
  { city: "Hamilton", province: "ON", postalCode: "L8P 4R5", streets: ["James St N", "Locke St S", "King St E", "Ottawa St N"], centre: [43.25, -79.85], postalCentre: [43.257, -79.87] },
  { city: "Mississauga", province: "ON", postalCode: "L5B 3C2", streets: ["Hurontario St", "Burnhamthorpe Rd W", "Lakeshore Rd E", "Dundas St W"], centre: [43.579, -79.658], postalCentre: [43.567, -79.603] },
  { city: "Gatineau", province: "QC", postalCode: "J8X 3X7", streets: ["Boul. Saint-Joseph", "Rue Laval", "Rue Principale", "Boul. Maloney O"], centre: [45.477, -75.702], postalCentre: [45.447, -75.716] },
  { city: "Whitehorse", province: "YT", postalCode: "Y1A 2C6", streets: ["Main St", "2nd Ave", "Front St", "Hanson St"], centre: [60.716, -135.054], postalCentre: [60.723, -135.053] },
];

export const LISTING_SITES = ["realtor.ca", "zolo.ca", "housesigma.com", "remax.ca", "royallepage.ca", "centris.ca", "rew.ca", "point2homes.com"] as const;
