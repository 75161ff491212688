// The demo community shown by `npm start` on an empty database. Every member's username starts with 'demo-',
// their e-mail is @demo.maple.test and their app metadata carries { demo: true }; every post says "(demo listing)".
import type { Database } from "@shared/database.types.ts";

type BusinessCategory = Database["public"]["Enums"]["business_category"];
type PostCategory = Database["public"]["Enums"]["post_category"];

export interface DemoMember {
  username: string;
  firstName: string;
  lastName: string;
  businessCategory: BusinessCategory | null;
  businessName: string | null;
  licenseNumber: string | null;
  bio: string;
  placeIndex: number;
  avatar: string;
}

export const DEMO_PASSWORD = "demo-password";
export const DEMO_EMAIL_DOMAIN = "demo.maple.test";

export const DEMO_MEMBERS: readonly DemoMember[] = [
  { username: "demo-amelie", firstName: "Amélie", lastName: "Tremblay", businessCategory: "real_estate_agent", businessName: "Tremblay Immobilier", licenseNumber: "QC-H2041", bio: "Condos and plexes on the Plateau and in Mile End.", placeIndex: 2, avatar: "house-blue.svg" },
  { username: "demo-jordan", firstName: "Jordan", lastName: "Singh", businessCategory: "broker", businessName: "Northline Realty", licenseNumber: "ON-58812", bio: "Downtown Toronto condos and first homes.", placeIndex: 0, avatar: "condo-grey.svg" },
  { username: "demo-claire", firstName: "Claire", lastName: "MacDonald", businessCategory: "property_manager", businessName: "Harbour Property Management", licenseNumber: "NS-2231", bio: "Rentals and small multi-unit buildings in Halifax.", placeIndex: 8, avatar: "land-lake.svg" },
  { username: "demo-wei", firstName: "Wei", lastName: "Chen", businessCategory: "developer", businessName: "Pacific Row Developments", licenseNumber: null, bio: "Townhouse projects around Vancouver and Kelowna.", placeIndex: 1, avatar: "condo-teal.svg" },
  { username: "demo-marcus", firstName: "Marcus", lastName: "Olsen", businessCategory: "real_estate_agent", businessName: "Prairie Homes Group", licenseNumber: "AB-70431", bio: "Acreages and family homes around Calgary.", placeIndex: 3, avatar: "farmhouse-gold.svg" },
  { username: "demo-nadia", firstName: "Nadia", lastName: "Haddad", businessCategory: "other", businessName: "Haddad Business Brokers", licenseNumber: null, bio: "Cafés, retail and franchise resales in Ottawa.", placeIndex: 4, avatar: "business-cafe.svg" },
  { username: "demo-liam", firstName: "Liam", lastName: "Fraser", businessCategory: null, businessName: null, licenseNumber: null, bio: "Selling our family cottage ourselves.", placeIndex: 9, avatar: "cabin-forest.svg" },
  { username: "demo-sophie", firstName: "Sophie", lastName: "Gagnon", businessCategory: null, businessName: null, licenseNumber: null, bio: "Looking for a duplex in Québec City.", placeIndex: 6, avatar: "house-red.svg" },
];

export interface DemoListingTemplate {
  category: PostCategory;
  title: string;
  propertyType: string;
  bedrooms: string | null;
  bathrooms: string | null;
  squareFootage: string | null;
  lotSize: string | null;
  yearBuilt: number | null;
  basePrice: number;
  image: string;
  blurb: string;
}

export const DEMO_TEMPLATES: readonly DemoListingTemplate[] = [
  { category: "residential", title: "Bright corner condo with skyline views", propertyType: "Condo", bedrooms: "2", bathrooms: "2", squareFootage: "910", lotSize: null, yearBuilt: 2016, basePrice: 689000, image: "condo-grey.svg", blurb: "Floor-to-ceiling windows, parking and locker included." },
  { category: "residential", title: "Renovated family home near parks", propertyType: "Detached", bedrooms: "4", bathrooms: "3", squareFootage: "2150", lotSize: "40 x 120 ft", yearBuilt: 1988, basePrice: 1149000, image: "house-green.svg", blurb: "New kitchen, finished basement, walk to schools." },
  { category: "residential", title: "Classic brick semi with garden", propertyType: "Semi-detached", bedrooms: "3", bathrooms: "2", squareFootage: "1480", lotSize: "22 x 110 ft", yearBuilt: 1925, basePrice: 879000, image: "house-red.svg", blurb: "Original details, updated wiring, sunny backyard." },
  { category: "residential", title: "Lakeside townhouse with rooftop terrace", propertyType: "Townhouse", bedrooms: "3", bathrooms: "2.5", squareFootage: "1620", lotSize: null, yearBuilt: 2019, basePrice: 799000, image: "condo-teal.svg", blurb: "Two-car garage, steps from the waterfront trail." },
  { category: "commercial", title: "Street-front retail unit, high foot traffic", propertyType: "Retail", bedrooms: null, bathrooms: "1", squareFootage: "1350", lotSize: null, yearBuilt: 1995, basePrice: 1250000, image: "retail-orange.svg", blurb: "Large display windows and a rear loading door." },
  { category: "commercial", title: "Class B office floor near transit", propertyType: "Office", bedrooms: null, bathrooms: "2", squareFootage: "5400", lotSize: null, yearBuilt: 1982, basePrice: 2390000, image: "office-navy.svg", blurb: "Open plan with six private offices and a boardroom." },
  { category: "land", title: "Five-acre building lot with lake access", propertyType: "Vacant land", bedrooms: null, bathrooms: null, squareFootage: null, lotSize: "5 acres", yearBuilt: null, basePrice: 289000, image: "land-lake.svg", blurb: "Hydro at the road, surveyed, year-round access." },
  { category: "land", title: "Serviced infill lot zoned for a duplex", propertyType: "Residential lot", bedrooms: null, bathrooms: null, squareFootage: null, lotSize: "50 x 130 ft", yearBuilt: null, basePrice: 415000, image: "land-field.svg", blurb: "Plans for a side-by-side duplex available." },
  { category: "business", title: "Established neighbourhood café for sale", propertyType: "Food service", bedrooms: null, bathrooms: "1", squareFootage: "1100", lotSize: null, yearBuilt: null, basePrice: 189000, image: "business-cafe.svg", blurb: "Loyal regulars, equipment included, long lease." },
  { category: "business", title: "Profitable hardware store franchise", propertyType: "Retail business", bedrooms: null, bathrooms: "1", squareFootage: "6000", lotSize: null, yearBuilt: null, basePrice: 640000, image: "retail-orange.svg", blurb: "Turnkey with trained staff and inventory." },
  { category: "fsbo", title: "Cozy cabin sold by owner", propertyType: "Cottage", bedrooms: "2", bathrooms: "1", squareFootage: "860", lotSize: "0.8 acres", yearBuilt: 1974, basePrice: 349000, image: "cabin-forest.svg", blurb: "Wood stove, dock and a quiet bay." },
  { category: "fsbo", title: "Farmhouse with barn, private sale", propertyType: "Farm", bedrooms: "4", bathrooms: "2", squareFootage: "2400", lotSize: "38 acres", yearBuilt: 1910, basePrice: 935000, image: "farmhouse-gold.svg", blurb: "Hay fields, workshop and a renovated kitchen." },
];
