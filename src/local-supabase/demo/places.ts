// Canadian places used by the demo and bulk seeders: real cities with a plausible downtown postal code.
export interface Place {
  city: string;
  province: string;
  postalCode: string;
  streets: readonly string[];
}

export const PLACES: readonly Place[] = [
  { city: "Toronto", province: "ON", postalCode: "M5V 2T6", streets: ["King St W", "Queen St E", "Spadina Ave", "Bloor St W"] },
  { city: "Vancouver", province: "BC", postalCode: "V6B 1A1", streets: ["Granville St", "Robson St", "Main St", "Commercial Dr"] },
  { city: "Montréal", province: "QC", postalCode: "H2X 1Y4", streets: ["Boul. Saint-Laurent", "Rue Saint-Denis", "Av. du Mont-Royal", "Rue Sherbrooke O"] },
  { city: "Calgary", province: "AB", postalCode: "T2P 1J9", streets: ["Stephen Ave SW", "17 Ave SW", "Centre St N", "Kensington Rd NW"] },
  { city: "Ottawa", province: "ON", postalCode: "K1P 5G3", streets: ["Bank St", "Elgin St", "Wellington St W", "Rideau St"] },
  { city: "Edmonton", province: "AB", postalCode: "T5J 0N3", streets: ["Jasper Ave", "Whyte Ave", "104 St NW", "124 St NW"] },
  { city: "Québec", province: "QC", postalCode: "G1R 4P5", streets: ["Grande Allée E", "Rue Saint-Jean", "Ch. Sainte-Foy", "Rue Cartier"] },
  { city: "Winnipeg", province: "MB", postalCode: "R3C 0A5", streets: ["Portage Ave", "Corydon Ave", "Osborne St", "Main St"] },
  { city: "Halifax", province: "NS", postalCode: "B3J 1S9", streets: ["Spring Garden Rd", "Barrington St", "Quinpool Rd", "Agricola St"] },
  { city: "Victoria", province: "BC", postalCode: "V8W 1P6", streets: ["Government St", "Fort St", "Cook St", "Oak Bay Ave"] },
  { city: "Saskatoon", province: "SK", postalCode: "S7K 0J5", streets: ["Broadway Ave", "2nd Ave N", "Spadina Cres E", "8th St E"] },
  { city: "Regina", province: "SK", postalCode: "S4P 3Y2", streets: ["Albert St", "13th Ave", "Victoria Ave", "Dewdney Ave"] },
  { city: "St. John's", province: "NL", postalCode: "A1C 5M2", streets: ["Water St", "Duckworth St", "Gower St", "LeMarchant Rd"] },
  { city: "Charlottetown", province: "PE", postalCode: "C1A 1J9", streets: ["Queen St", "Grafton St", "University Ave", "Kent St"] },
  { city: "Fredericton", province: "NB", postalCode: "E3B 1E5", streets: ["Queen St", "King St", "Regent St", "Smythe St"] },
  { city: "Kelowna", province: "BC", postalCode: "V1Y 6H2", streets: ["Bernard Ave", "Pandosy St", "Lakeshore Rd", "Ellis St"] },
  { city: "Hamilton", province: "ON", postalCode: "L8P 4R5", streets: ["James St N", "Locke St S", "King St E", "Ottawa St N"] },
  { city: "Mississauga", province: "ON", postalCode: "L5B 3C2", streets: ["Hurontario St", "Burnhamthorpe Rd W", "Lakeshore Rd E", "Dundas St W"] },
  { city: "Gatineau", province: "QC", postalCode: "J8X 3X7", streets: ["Boul. Saint-Joseph", "Rue Laval", "Rue Principale", "Boul. Maloney O"] },
  { city: "Whitehorse", province: "YT", postalCode: "Y1A 2C6", streets: ["Main St", "2nd Ave", "Front St", "Hanson St"] },
];

export const LISTING_SITES = ["realtor.ca", "zolo.ca", "housesigma.com", "remax.ca", "royallepage.ca", "centris.ca", "rew.ca", "point2homes.com"] as const;
