/** Property types into one vocabulary (issue 18); the site's own words stay in `propertyType`. */
import type { PropertyKind } from "../types.ts";

/** Words that say "residential" without saying which kind (realtor.ca's "Single Family" covers condos too). */
const AMBIGUOUS = /^\s*(?:single[\s_-]*family|maison\s+unifamiliale|residential|r[ée]sidentiel(?:le)?|other|autre|for\s+sale|[àa]\s+vendre)\s*$/i;

// A US feed's "SFR" is a single-family residence, a house; "Farmland" (the prairies' "grain land") is a farm's land,
// and a ranch specialist's "Ranches for Sale" offers farms as "Farms for Sale" does (never "Ranch Homes"); a style
// "Ranch / Bungalow" is a ranch bungalow, a house, and so is "Ranch, Single Family" (a ranch-style single-family
// home), and a US "Colonial" style (a center-hall two-storey house; a townhouse named elsewhere refines it,
// refineKind); a split-level's "Paliers multiples" ("maison à paliers") is a house too, as are the prairies'
// bi-levels, the back- and side-splits and the split-entry (a US "split foyer"), whose front door opens between its
// two levels.
const RULES: Array<[PropertyKind, RegExp]> = [
  // A float home (a "floating home", a houseboat) moored on a water lease: a dwelling on no land, none of the others.
  ["other", /\bfloat(?:ing)?[\s_-]?homes?\b|\bhouse[\s_-]?boats?\b/i],
  ["mobile", /\bmobile\b|manufactured|\bmodular\b|maison\s+mobile/i],
  ["farm", /\bfarms?\b|\bfarmland\b|\bgrain[\s-]?land\b|\bfermes?\b|agricultur|hobby\s+farm|\branch(?:es)?\b(?![\s/,-]+(?:homes?|houses?|style|bungalows?|single[\s_-]*family))|fermette/i],
  // One side of a duplex ("1/2 Duplex", "Half Duplex", "demi-duplex") is a semi-detached home, not a plex.
  ["semi-detached", /(?:1\/2|½|half)[\s_-]*duplex|demi[\s_-]*duplex/i],
  ["plex", /duplex|triplex|quadruplex|fourplex|quintuplex|sextuplex|sixplex|septuplex|octuplex|\b[2-9][\s-]?plex\b|\bplex\b|multi[\s_-]?family|multiplex|multi[\s_-]?unit|revenue\s+property|income\s+property|immeuble\s+[àa]\s+revenus/i],
  // A "House with Acreage" (a "home on acreage") is a house on its land, not a parcel.
  ["house", /\b(?:house|home)s?\s+(?:with|on)\s+(?:an?\s+)?(?:acreage|acres|land)\b/i],
  // Newfoundland's "Two Apartment House" is a house with its registered basement apartment, as a house "with basement
  // suite" is (ACCESSORY_UNIT), never an apartment.
  ["house", /\btwo[\s-]+apartments?[\s-]+(?:house|home|dwelling)s?\b/i],
  ["land", /vacant\s+land|\bland\b|\bterrains?\b|\blots?\b|\bacreage\b/i],
  // A builder's "Paired Home" (Alberta's name for one half of a pair sharing a wall) is semi-detached too, and so is
  // TRREB's "Link" type (a "link home", joined to its neighbour below grade only), whatever its style row says.
  ["semi-detached", /semi[\s_-]?detached|\bsemi\b|jumel[ée]e?s?(?![a-zà-ÿ])|\bpaired[\s_-]+(?:homes?|villas?)\b|^\s*link(?:ed)?\s*$|\blink(?:ed)?[\s_-]+(?:homes?|houses?)\b/i],
  ["townhouse", /town[\s_-]?house|town[\s_-]?home|\btwnhouse|\batt\/row\b|row[\s_-]?(?:house|unit)|en\s+rang[ée]e|maison\s+de\s+ville|\bstacked\b/i],
  // A commercial unit or condo ("Commercial unit for sale", "retail condo") is commercial space, not a home.
  ["commercial", /commercial|retail|\boffice\b|industrial|\bbureaux?\b|\bcommerce\b|warehouse|entrep[ôo]t/i],
  // A co-op apartment ("COOPERATIVE", "Co-op") is owned through shares in the building, and is sold as a condo is.
  // An Italian portal's "Appartamento", and its flats by their rooms ("Bilocale", "Trilocale": two and three rooms).
  ["condo", /co-?op(?:erative)?\b|condo|apartment|appartement|appartament[oi]\b|\b(?:mono|bi|tri|quadri)locale\b|\bapt\b|\bflat\b|\bloft\b|copropri[ée]t[ée]|penthouse|\bstudio\b|\bunit(?![a-zà-ÿ])/i],
  // A rental's unit type "Basement" (a basement suite) is a unit, as an apartment is; a house's "raised basement" is not.
  // So is one floor of a house let on its own (TRREB's "Type Lower Level", "Upper Level", "Main Level"), whatever the
  // building's type beside it ("Building Type Detached").
  ["condo", /^\s*(?:basement|(?:lower|upper|main)[\s-]+level)(?:[\s-]+(?:suite|apartment|apt|unit))?\s*$/i],
  ["business", /\bbusiness\b|\bentreprise\b/i],
  ["house", /\bhouses?\b|\bmaisons?\b|\bdetached\b|d[ée]tach[ée]e?(?![a-zà-ÿ])|isol[ée]e?(?![a-zà-ÿ])|bungalow|single[\s_-]*family[\s_-]*(?:residence|home|house)|single[\s_-]family$|singlefamily|cottage|chalet|split[\s_-]?(?:level|entry|foyer)|\b(?:bi|tri|four|4)[\s_-]?level\b|\b(?:back|side)[\s_-]?split\b|storey|plain[\s_-]pied|[àa]\s+[ée]tages|cabin|residential\s+house|\bsfr\b|\branch[\s/,-]+(?:home|house|style|bungalow|single[\s_-]*family)|paliers\s+multiples|[àa]\s+paliers|\bcolonial\b|\bvillas?\b/i],
];

/** A house's own rental unit ("2 Storey with Apartment", "with basement suite"): part of the house, not its kind. */
const ACCESSORY_UNIT = /\bwith\s+(?:an?\s+)?(?:(?:legal|registered|basement|in-?law|income|rental)\s+)*(?:apartment|apt|suite|unit)s?\b/gi;

export function propertyKindOf(text: string | null | undefined): PropertyKind | null {
  if (!text || AMBIGUOUS.test(text)) return null;
  const own = text.replace(ACCESSORY_UNIT, " ");
  for (const [kind, re] of RULES) if (re.test(own)) return kind;
  return null;
}

/**
 * A style row's words (a "Style" or "Building style" row: the building's architecture, not its use): a "Ranch" there
 * ("Ranch", "Raised Ranch", "Ranch with bonus room") is the one-storey ranch-style house, never a ranch's land, unless
 * the row names the farm itself ("Ranch, 160 acres", "Hobby farm").
 */
export function propertyKindOfStyle(text: string | null | undefined): PropertyKind | null {
  const kind = propertyKindOf(text);
  return kind === "farm" && /\branch\b/i.test(text ?? "") && !/\bfarms?\b|\bfermes?\b|fermette|agricultur|\bacres?\b|\bhectares?\b|\bcattle\b|\blivestock\b|\bgrain\b/i.test(text ?? "") ? "house" : kind;
}

/**
 * A building to live in named among a land listing's type words ("Hunting land, Recreational, Cabin", "Land with mobile
 * home"); a "Building Lot" or a "Homesite" names none, and "Vacant Land", "Land Only" or a bare "LOT" none either.
 */
const DWELLING = /\b(?:cabins?|camps?|cottages?|chalets?|houses?|homes?|dwellings?|residences?|bungalows?|farmhouses?|mobile|manufactured|bunkies?|yurts?|maisons?)\b/i;
export const namesDwelling = (text: string): boolean => DWELLING.test(text);

/** Whether words name a type at all, a kind or a residential type too vague for one ("Single Family", "Residential"). */
export function namesAType(text: string): boolean {
  return AMBIGUOUS.test(text) || propertyKindOf(text) !== null;
}

/** A Québec dwelling's heading with its size in rooms, its number or both: "Appartement 3 ½ no 512", "Logement 4 ½ en …". */
const QC_UNIT_HEADING = /^(?:logement|appartement)\s+\d{1,2}\s?(?:½|1\/2)(?:\s+(?:no\.?|n°|#)\s*\d{1,5}[A-Za-z]?)?(?=$|,|\s+(?:en|à|au|dans)\s)/i;

/** A Québec rental's size in rooms alone before "à louer" ("4 ½ à louer", "3 1/2 à louer"): an apartment's. */
const QC_SIZE_FOR_RENT = /^\d{1,2}\s?(?:½|1\/2)\s+[àa]\s+louer$/i;

/**
 * A classified's section among its title's parts ("Up/down duplex … | Houses for Sale | Regina | Kijiji", French
 * "Maison mobile avec terrain - Sainte-Sophie | Maisons à vendre | Laurentides | Kijiji").
 */
const HOUSE_SECTION = /^(?:(?:houses|homes)\s+for\s+sale|maisons\s+[àa]\s+vendre)$/i;
/** The kinds of home a "Houses for Sale" section holds that an ad's own heading may name more precisely: a mobile home's too. */
const IN_HOUSE_SECTION = new Set<PropertyKind>(["plex", "semi-detached", "townhouse", "mobile"]);

/**
 * The kind an ad's own heading names before its classified section ("Up/down duplex in Cathedral | Houses for Sale"):
 * a plex, a semi, a townhouse or a mobile home ("Maison mobile avec terrain") the section's plural "Houses" covers
 * too. A basement's "semi-finished" names no semi.
 */
function headingKind(heading: string[]): PropertyKind | null {
  for (const part of heading) {
    const kind = propertyKindOf(part.replace(/\bsemi[\s-]+(?:finished|furnished|private|custom)\b/gi, " "));
    if (kind && IN_HOUSE_SECTION.has(kind)) return kind;
  }
  return null;
}

/** The kind named in a listing title such as "Condo à vendre - …" or "2 bedroom flat for sale in …". */
export function propertyKindOfTitle(title: string | null | undefined): PropertyKind | null {
  if (!title) return null;
  let caption = false;
  const heading: string[] = [];
  for (const segment of title.split(/\s[|·–—-]\s|\n/)) {
    const own = segment.trim();
    const precise = HOUSE_SECTION.test(own) ? headingKind(heading) : null;
    if (precise) return precise;
    heading.push(own);
    // A classified's caption before the ad's own words ("FOR SALE – House on the Ridge, Iqaluit"): the kind they lead with.
    const afterCaption = caption ? /^(?:\d{1,2}\s+bed(?:room)?s?\s+)?(\p{L}+(?:[\s-]\p{L}+){0,2}?)(?:\s+(?:on|in|at|near|à|au|en|sur)\s|,|$)/iu.exec(own) : null;
    caption = /^(?:for\s+(?:sale|rent|lease)|[àa]\s+(?:vendre|louer))$/i.test(own);
    // A farm's size before its kind ("480 Acre Grain Farm with Yard", "65 ha Ferme laitière", the prairies' quarter
    // sections: "3 Quarters Grain Land with Yard"); a unit's own heading ("Logement 612", "Apartment 4B") or a suite's
    // ("One-Bedroom Suite B", "Studio Suite"): an apartment.
    const sized = /^\d[\d,.]*\s*±?\s*(?:acres?|ac|hectares?|ha|quarters?|sections?)\s+(\p{L}.{1,40})$/iu.exec(own);
    // A Québec unit's size and number ("Appartement 3 ½ no 512", "Logement 4 ½ en coopérative à Villeray") too, and
    // a rental's size alone ("4 ½ à louer").
    const unitHeading = /^(?:logement|appartement|apartment|apt\.?)\s+#?\d{1,5}[A-Za-z]?$/i.test(own) || QC_UNIT_HEADING.test(own) || QC_SIZE_FOR_RENT.test(own) || /^(?:studio|(?:one|two|three|four|\d)[\s-]?bed(?:room)?)\s+(?:suite|apartment|apt|flat)\b/i.test(own);
    // A condominium building's own name as a segment of its own ("… #1408 - Assignment For Sale | Danforth East Condos |
    // Condos.ca"): the unit sold is in a condo building (never a site's domain, "Condos.ca").
    const condoBuilding = /^(?:\p{Lu}[\p{L}\p{N}'’.-]*\s+){1,5}(?:Condos|Condominiums?)$/u.test(own);
    if (unitHeading || condoBuilding) return "condo";
    const lead = afterCaption?.[1] ?? sized?.[1];
    const led = lead ? propertyKindOf(lead) : null;
    if (led) return led;
    // A project's "Pre-Construction Condos in Little Italy, Ottawa" sells its new units as a listing "for sale" does.
    // A builder's "Condo neuf de 2 chambres …" ("Maison neuve …") offers a new home as "à vendre" does.
    const m =
      // An Italian portal's "Trilocale in vendita a Québec" ("in affitto": for rent) too.
      /^(.{2,60}?)\s+(?:for\s+sale|for\s+rent|for\s+lease|[àa]\s+vendre|[àa]\s+louer|in\s+vendita|in\s+affitto)\b/i.exec(segment.trim()) ??
      /^pre[\s-]?construction\s+(\p{L}+(?:\s\p{L}+)?)(?:\s+in\s|$)/iu.exec(segment.trim()) ??
      /^(\p{L}+(?:\s\p{L}+)?)\s+neu(?:f|ve)s?\b/iu.exec(segment.trim()) ??
      // A vacation rental's "3 bedroom, 2 bathroom cottage rental near …"; an owner's "FSBO ranch home in Boise".
      /^(.{2,60}?)\s+(?:vacation\s+)?rental\s+(?:near|in|at|on)\b/i.exec(segment.trim()) ??
      /^(?:fsbo|for\s+sale\s+by\s+owner:?)\s+(\p{L}+(?:[\s-]\p{L}+){0,2}?)\s+(?:in|at|on|near)\s/iu.exec(segment.trim()) ??
      // An auctioneer's "Farm Auction – 95 Acres" sells the farm as "for sale" does.
      /^(\p{L}+(?:\s\p{L}+)?)\s+auction$/iu.exec(segment.trim()) ??
      // A classified's heading that leads with its bedrooms, then its kind and place ("3 bdrm mobile home in Lobird").
      /^\d{1,2}\s*(?:bdrms?|br|bed(?:room)?s?|bd)\s+(\p{L}+(?:[\s-]\p{L}+){0,2}?)\s+(?:in|at|on|near)\s/iu.exec(segment.trim());
    const kind = m?.[1] ? propertyKindOf(m[1]) : null;
    if (kind) return kind;
  }
  return null;
}

/**
 * The dwelling a description's first sentence offers, by the noun before its place or particulars ("Move-in ready end
 * townhome in Barrhaven", "Classified ad: 2011 mini home on a half-acre lot", "2 bath suite with parking", "5.2 acre
 * oceanfront building lot on Hyacinthe Bay", "Quick possession home in Legacy", a farm classified's "320 acre grain and
 * cattle farm with 1,400 sq ft bungalow", "62 acres of woodland in Shirley", a lease lot's "Residential lot available by
 * 125-year prepaid lease on …", an agent's "A cedar-shingled cottage by the harbour"). Atlantic Canada's "mini home" is a
 * single-wide mobile home; a builder's or owner's "home" with nothing more precise named is a house.
 */
const SENTENCE_DWELLING: Array<[PropertyKind, RegExp]> = [
  ["mobile", /^(?:mini|mobile|manufactured|modular)[\s-]home$/i],
  ["townhouse", /^town[\s-]?(?:home|house)$/i],
  ["condo", /^(?:condo(?:minium)?|suite|apartment)$/i],
  ["land", /^(?:building\s+)?lot$|^acreage$|^wood(?:lot|land)$|^timberland$/i],
  ["farm", /^farm$/i],
  ["house", /^(?:home|house|bungalow|cottage|chalet|cabin)$/i],
  // A builder's "quick possession" (a new home built ahead of a buyer, "The Aspen quick possession in Desrochers"):
  // its home, a house when nothing more precise is named.
  ["house", /^quick[\s-]possession$/i],
];
/**
 * The noun in the singular only: "apartments at 2431 Gottingen Street" offers a building's several units, not one. A
 * decimal's point ("5.2 acre") ends no sentence.
 */
const DWELLING_NOUN = /^(?:[^.;!?]|\.(?=\d)){0,60}?(?:^|\s)((?:(?:mini|mobile|manufactured|modular)[\s-]|town[\s-]?|building\s+)?(?:home|house|condo(?:minium)?|suite|apartment|lot|acreage|bungalow|cottage|chalet|cabin|farm)|wood(?:lot|land)|timberland|(?<!\b(?:town[\s-]?(?:home|house)|condo|duplex|villa)\s)quick[\s-]possession)\s+(?:in|on|at|near|by|with|available)\s/i;

/** The kind of dwelling a description's first sentence names before its place ("end townhome in Barrhaven"), or null. */
export function propertyKindOfSentence(text: string | null | undefined): PropertyKind | null {
  const noun = text ? DWELLING_NOUN.exec(text)?.[1] : undefined;
  if (!noun) return null;
  for (const [kind, re] of SENTENCE_DWELLING) if (re.test(noun.replace(/\s+/g, " "))) return kind;
  return null;
}

/**
 * A generic "house" is refined by a more precise attached kind from another label ("Maison" + style "En rangée"); a
 * condo by a townhouse building ("Property Type Condo" + "Building Type Row / Townhouse": a condo townhouse, whose
 * ownership is the condo's and whose home is a townhouse).
 */
export function refineKind(kinds: PropertyKind[]): PropertyKind | null {
  const first = kinds[0] ?? null;
  if (first === "condo") return kinds.find((k) => k === "townhouse") ?? first;
  if (first !== "house") return first;
  return kinds.find((k) => k === "semi-detached" || k === "townhouse") ?? first;
}
