/**
 * The labels a listing's facts stand under ("Lot Size: 0.52 ac", "No Centris 18699470", a label with its value on the
 * next line), in English and French, and the rows of text they start: the label table, `labelOf`, and the split of a
 * row that carries several labelled cells side by side.
 */

export type Label =
  | "price" | "beds" | "baths" | "bathsTotal" | "bathsFull" | "bathsThreeQuarter" | "halfBaths" | "area" | "lot" | "year" | "mls" | "propertyType" | "typeHint" | "styleHint"
  | "bathsAndPowder" | "agentBlock" | "brokerage" | "neighbourhood" | "bedsBelow" | "rooms" | "streetLabel" | "cityLabel" | "listingNo";

const LABELS: Array<[Label, string[]]> = [
  // A co-op's "Monthly housing charge" is its members' rent, as a "Monthly rent" is (read as the month's: text/price.ts).
  // A Québec seller's "Prix de vente" is its asking price (a sold price is "prix vendu").
  ["price", ["list price", "listing price", "asking price", "price", "listed", "listed for", "listed at", "prix", "prix demandé", "prix de vente", "loyer", "rent", "monthly rent", "loyer mensuel", "monthly housing charge", "housing charge"]],
  // realtor.ca's building section writes "Bedrooms Above Ground" and "Bedrooms Below Ground", each a label of its own.
  ["beds", ["bedrooms", "beds", "bedroom", "chambres", "chambres à coucher", "chambre", "chambre à coucher", "bedrooms above grade", "bedrooms (above grade)", "bedrooms above ground", "bedrooms total", "chambres hors sol", "chambres au-dessus du niveau du sol",
    // realtor.ca's French building section writes the room out ("Chambres à coucher au-dessus du niveau du sol 3").
    "chambres à coucher au-dessus du niveau du sol", "chambres à coucher hors sol"]],
  // Bedrooms below grade on a row of their own ("Chambres au sous-sol 1", "Bedrooms Below Grade: 1").
  ["bedsBelow", ["bedrooms below grade", "bedrooms below ground", "bedrooms (below grade)", "basement bedrooms", "bedrooms in basement", "chambres au sous-sol", "chambres sous-sol", "chambres (sous-sol)", "chambre au sous-sol", "basement bedroom", "bedroom in basement",
    // realtor.ca's French building section: "Chambres à coucher sous le niveau du sol 1" ("Bedrooms Below Grade").
    "chambres à coucher sous le niveau du sol", "chambres sous le niveau du sol", "chambres à coucher au sous-sol"]],
  // HouseSigma's "Washrooms: 2 full, 1 half": a Canadian site's word for the bathrooms.
  // A TRREB page's "Washroom Details 1 x 2pc (Main), 2 x 4pc (2nd)" under its "Washrooms 3": the same baths by their
  // pieces, which split the count of washrooms into full and half baths.
  ["baths", ["bathrooms", "baths", "bathroom", "washrooms", "washroom details", "bathroom details", "salles de bains", "salle de bain", "salles de bain", "salle de bains"]],
  // A total counts the half baths with the full ones ("Bathrooms (Total) 3", "Bathrooms (Partial) 1": two full, one half).
  // realtor.ca's building section writes it "Bathroom Total" (and "Bedrooms Total"): a label of its own, not "Bathroom"
  // with the word "Total" as its value, which would leave its count to be read as the next label's.
  ["bathsTotal", ["bathroom total", "bathrooms total", "bathrooms (total)", "total bathrooms", "total baths", "salles de bains (total)", "nombre total de salles de bains"]],
  // realtor.ca's building section puts the kind after the word ("Bathrooms Full 2", "Bathrooms Partial 1").
  // French writes the bath in the singular as often ("Salles de bain complètes 1", "Salle de bain complète 1").
  ["bathsFull", ["full bathrooms", "full baths", "bathrooms (full)", "bathrooms full", "salles de bains complètes", "salles de bain complètes", "salle de bain complète", "salle de bains complète"]],
  // A US board's "3/4 Bathrooms 1" (a shower, no tub): a full bath as the corpora count them, beside "Full Bathrooms".
  ["bathsThreeQuarter", ["3/4 bathrooms", "3/4 baths", "3/4 bathroom", "3/4 bath", "¾ bathrooms", "¾ baths", "three-quarter bathrooms", "three-quarter baths", "three quarter bathrooms", "three quarter baths", "bathrooms (3/4)", "bathrooms three quarter"]],
  // Centris's "No. of Bathrooms and Powder Rooms 1+1": full baths, then powder rooms.
  ["bathsAndPowder", ["bathrooms and powder rooms", "bathrooms + powder rooms", "salles de bains et salles d'eau", "salles de bains + salles d'eau"]],
  // realtor.ca's French "Salles de bains partielles 1" under "Salles de bains (total) 3" ("Bathrooms (Partial)"); an IDX
  // page's "Partial Baths 1" under its "Full Baths 3".
  ["halfBaths", ["1/2 bathrooms", "1/2 baths", "partial bathrooms", "partial baths", "salles de bains partielles", "salles de bain partielles", "salle de bains partielle", "salle de bain partielle", "bathrooms (partial)", "bathrooms (half)", "bathrooms partial", "bathrooms half", "half baths", "half bathrooms", "powder rooms", "powder room", "salles d'eau", "salle d'eau", "demi-salles de bain", "demi-salles de bains", "demi-salle de bain"]],
  ["area", ["square footage", "size", "size (sqft)", "floor space", "property size", "living area", "total interior livable area", "interior livable area", "living sq ft", "living sq. ft.", "living space area", "square feet", "sq. ft.", "sq ft", "superficie", "superficie habitable", "aire habitable", "net area", "sqft", "taille (pi²)", "taille (pieds carrés)", "floor area", "interior size", "finished area", "total finished", "total finished area", "finished floor area", "finished floor area (total)", "total finished floor area", "finished sq ft", "finished sq. ft.", "building size", "building area", "gross building area", "building sf", "building sq ft", "building sq. ft.", "unit size", "unit area", "suite size", "superficie totale", "approx. sq ft", "approx. sq. ft.", "approx sq ft", "approximate sq ft", "superficie du bâtiment",
    // The area above grade, which a page gives before the larger total finished area with the basement's in it.
    "finished above grade", "above grade size", "above-grade size", "size above grade", "above grade finished area", "above grade area", "above grade sq ft", "above grade finished sqft",
    "above grade living area", "living area above grade", "finished area above grade", "finished area (above grade)",
    // Its figure's unit as the label's last word ("Above Grade Sqft 1,182 sqft", "Above Grade Sq. Ft." over a bare "1,340").
    "above grade sqft", "above grade sq. ft.", "above-grade sqft", "above-grade sq ft", "above-grade sq. ft.",
    // A US board's "Finished Sq Ft Above Ground" beside its "Finished Sq Ft Below Ground" and "Total Finished Sq Ft":
    // the area above grade as well (without the whole label, "Finished Sq Ft" would take "Above Ground" as its value).
    "finished sq ft above ground", "finished sq ft above grade", "finished sq. ft. above ground", "finished sq. ft. above grade",
    "above ground finished sq ft", "above grade finished sq ft", "finished area above ground", "above ground finished area",
    // IDX Broker's "Approx. Square Footage 1500-2000": a band, read as its low bound as any other area's range.
    "approx. square footage", "approx square footage", "approximate square footage",
    // Centris's "Superficie nette" (a condo's net area, the unit's own); a BC board's "Floor Area Fin - Total" (the
    // house's finished floors summed, where "Floor Area Fin - Main Floor" gives one floor's and a farm's "Total
    // Finished, All Buildings" takes in its other dwellings).
    "superficie nette", "superficie nette habitable", "floor area fin - total", "floor area fin. - total", "floor area finished - total",
    // A board's floors summed under their own rows ("Floor Area (Main)", "(Upper)", "(Lower)", then "Total Floor Area").
    "total floor area",
    // realtor.ca's building section's "Size Interior" (the home's interior size, above a "Total Finished Area" that takes
    // in the basement): the whole label, not "Size" with the word "Interior" as its value.
    "size interior",
    // A facts table's bare "Above grade 1,108 sq ft" beside its "Total finished 2,010 sq ft" (read only with an area's
    // figure: text/area-lot.ts); a lease's "Superficie disponible 1 850 pc" ("Available area") beside the building's.
    "above grade", "above-grade", "superficie disponible", "available area", "available space"]],
  // A WP Residence theme's "Property Lot Size: 0.81 acres" beside its "Property Size" (the home's area).
  // A US portal's "Lot Acres" over a bare "0.15" beside its "Lot Dimensions" (the label names the unit: text/area-lot.ts),
  // as an MLS feed's RESO field "LotSizeAcres" does (read as its words by resoLabelOf); realtor.ca's land section's "Size Total" and "Size Total Text" ("0.23
  // ac|under 1/2 acre", "50 x 110 FT"), the lot's own size where a bare "Size" is the building's.
  ["lot", ["lot acres", "lot size acres", "size total", "size total text", "lot size", "property lot size", "plot size", "plot area", "land size", "lot area", "lot dimensions", "superficie du terrain", "dimensions du terrain", "terrain", "lot", "taille du terrain", "land area", "land", "acreage", "total acres", "total acreage", "title acres", "titled acres", "acres", "site area", "site size", "frontage x depth", "frontage × depth", "lot frontage x depth",
    // A German portal's Canadian listing ("Grundstücksfläche 650 m²", a badge's "650 m² Grundstück"); a Chinese one's
    // "土地面积" (land area; its "建筑面积" is the building's floor area).
    "grundstücksfläche", "grundstücksgröße", "grundstück", "土地面积", "占地面积"]],
  // A condo's "Building Built 2012" is the unit's year built, as the building's "Built 2015" is.
  ["year", ["year built", "building built", "built in", "année de construction", "construit en", "year of construction", "built", "constructed date", "construction date", "date of construction",
    // A European or Chinese portal's Canadian listing: Italian "Anno di costruzione", German "Baujahr", Chinese "建造年份".
    "anno di costruzione", "baujahr", "建造年份"]],
  // A site's "Listing #" is its own id ("Listing #628417") unless it has a Canadian board's MLS® form ("N12455106").
  // IDX Broker's "Listing ID S12490738" (beside its own "idxID a037" feed id) is the board's number in that form.
  ["listingNo", ["listing #", "listing no.", "listing number", "listing id"]],
  // realtor.com's "MLS/Source ID" is the board's number under its source's name.
  ["mls", ["mls number", "mls #", "mls#", "mls", "mls no.", "mls no", "numéro mls", "mls/source id", "mls / source id", "no centris", "no. centris", "centris no.", "centris no", "centris #", "numéro centris",
    // A German portal's "MLS®-Nr.: 978112" (Nr. for Nummer).
    "mls-nr.", "mls-nr", "mls nr.", "mls-nummer"]],
  ["propertyType", ["property type", "type de propriété", "genre de propriété"]],
  // A French classified's "Type d'unité" (Kijiji's "Unit Type"); its "Taille (pi²)" is the area's label above. A
  // board's "Property Sub-Type" ("Semi Detached (Half Duplex)") names the kind its "Style" ("2 Storey") does not.
  // A rural parcel's "Improvements" row names the building on it ("Cabin, 1 bedroom + loft"), as a building type does.
  // A French page's "Genre" row ("Genre : Maison 1 ½ étage") names the kind as "Genre de propriété" does.
  // A RESO feed's "PropertySubType" ("Single Family", "Condominium") is the sub-type's row in its field's words.
  // An IDX page's "Sub Type Townhouse" under its "Property Type Residential": the sub-type's row without its hyphen.
  ["typeHint", ["genre", "type of accommodation", "accommodation type", "improvements", "building type", "type de bâtiment", "type d'unité", "dwelling type", "home type", "unit type", "property sub-type", "property subtype", "property sub type", "sub-type", "sub type", "subtype", "type", "catégorie", "category"]],
  // The building's style ("Style de bâtiment Jumelé"): a condo's building may be semi-detached (see pickKind).
  // Bright MLS's "Structure Type" ("Detached", "Interior Row/Townhouse") names the building as a style does.
  ["styleHint", ["style", "style de bâtiment", "building style", "structure type"]],
  ["agentBlock", ["listed by", "listing agent", "listing agents", "presented by", "courtier inscripteur", "agent inscripteur", "listing provided by", "listing provided by:", "listing courtesy of", "courtesy of", "primary agent", "listing realtor", "listing realtors", "listing realtors®", "listing broker(s)", "listing agent(s)", "courtier(s) inscripteur(s)", "courtiers inscripteurs", "listing broker", "inscription de", "listing by", "marketed by", "inscription", "inscription fournie par", "listing provided courtesy of", "your resale consultant", "resale consultant", "listing salesperson", "listing sales representative",
    // A woman listing broker's label ("Courtière inscriptrice : Name, Firm"), as the man's; a German portal's contact
    // person for the listing ("Ansprechpartner: Name").
    "courtière inscriptrice", "courtières inscriptrices", "agente inscriptrice", "ansprechpartner"]],
  // A French Ontarian or Acadian card's "Maison de courtage : Firm Ltée" is the brokerage's own label ("Brokerage: Firm").
  // A portal's advertiser under its own heading, in French, German or Italian ("Annonceur", "Anbieter", "Agenzia"): the
  // agency that lists the home (a private seller's name is no firm's, and is left).
  ["brokerage", ["brokerage", "listing brokerage", "listing office", "agence immobilière", "office", "primary broker", "brokered by", "maison de courtage", "annonceur", "anbieter", "agenzia"]],
  // A classified's own rows ("Adresse : 48, rue du Phare", "Ville : Rimouski"), read after the display address.
  ["streetLabel", ["adresse", "address", "street address", "adresse civique", "civic address"]],
  // A classified's "Location Langford": the place the owner typed, which is the town.
  ["cityLabel", ["ville", "city", "municipalité", "municipality", "town", "location"]],
  // Rooms are not bedrooms: the label keeps its count ("Nombre de pièces 9") from being read as another label's.
  // A Québec dwelling's "Taille 5 ½" is its rooms (five and a bathroom), never its bedrooms.
  ["rooms", ["rooms", "total rooms", "pièces", "nombre total de pièces", "taille"]],
  // realtor.ca's "Subdivision Name" ("Neighbourhood Name"): the whole label, not "Subdivision" with the word "Name" as its value.
  ["neighbourhood", ["community name", "subdivision name", "neighbourhood name", "neighborhood name", "community", "neighbourhood", "neighborhood", "sub-area", "subarea", "subdivision", "quartier", "secteur", "arrondissement",
    // A German or Italian portal's district row ("Stadtteil" over "Uplands", "Quartiere").
    "stadtteil", "quartiere"]],
];
const fold = (s: string): string => s.toLowerCase().replace(/[®™]/g, "").replace(/[’]/g, "'").replace(/\s+/g, " ").trim();
const LABEL_LIST: Array<[string, Label]> = LABELS.flatMap(([kind, words]) => words.map((w): [string, Label] => [fold(w), kind])).sort((a, b) => b[0].length - a[0].length);

/** Labels by their first three letters, so most lines are dismissed without folding them. */
const BY_PREFIX = new Map<string, Array<[string, Label]>>();
for (const entry of LABEL_LIST) BY_PREFIX.set(entry[0].slice(0, 3), [...(BY_PREFIX.get(entry[0].slice(0, 3)) ?? []), entry]);

/** "No. of Bedrooms", "Number of bathrooms", "Nombre de chambres": the count's label without its "number of". */
const NUMBER_OF = /^(?:no\.?\s+of|number\s+of|nbr?\.?\s+of|nombre\s+de|nb\.?\s+de)\s+/i;

/** A label and the value after it on its line ("" when the value is on another line). */
export type LabelHit = { label: Label; value: string };

/**
 * A RESO field name as an IDX feed prints it, its words run together ("BathroomsFull", "BedroomsTotal",
 * "PropertySubType", "YearBuilt", "SubdivisionName", "LotSizeAcres", "BathroomsTotalInteger" with its data type last):
 * the words of a label. The one place such names are read: the table holds labels as words.
 */
const RESO_FIELD = /^((?:\p{Lu}\p{Ll}+){2,6})(?=$|[\s:])/u;
const RESO_TYPE = /(?<=\p{Ll})(?:Integer|Decimal)$/u;

/** A RESO field's label ("BathroomsFull" as "Bathrooms Full"), when its whole name is a label of the table. */
function resoLabelOf(line: string): LabelHit | null {
  const field = RESO_FIELD.exec(line)?.[1];
  if (field === undefined) return null;
  const words = field.replace(RESO_TYPE, "").replace(/(?<=\p{Ll})(?=\p{Lu})/gu, " ");
  const own = labelOf(words);
  if (own === null || own.value !== "") return null;
  const value = line.slice(field.length).replace(/^[\s:#]+/, "").trim();
  return { label: own.label, value };
}

/**
 * Where the label ends in the line as written: folding drops "®" and "™" and joins runs of spaces, so a line with a
 * "®" after its label ("Listing courtesy of Name, Firm · MLS® R3047712") is shorter folded than written, and its value
 * starts where the label's own words end, never the folded rest's length from the end (which would cut the value's
 * first letters: "ienna Marchetti"). A label the written line cannot be matched to keeps the rest's length.
 */
function labelEnd(line: string, word: string, rest: string): number {
  let end = Math.min(word.length, line.length);
  while (end <= line.length && fold(line.slice(0, end)) !== word) end++;
  if (end > line.length) return Math.max(0, line.length - rest.length);
  while (/[®™]/.test(line[end] ?? "")) end++;
  return end;
}

/** "Label: value" or "Label value" on one line, or a label alone whose value is the next line. */
export function labelOf(raw: string): LabelHit | null {
  const numberOf = raw.length > 6 && /^n/i.test(raw) ? NUMBER_OF.exec(raw) : null;
  const line = numberOf ? raw.slice(numberOf[0].length) : raw;
  const candidates = BY_PREFIX.get(line.slice(0, 3).toLowerCase());
  if (!candidates) return null;
  const l = fold(line);
  for (const [word, label] of candidates) {
    if (!l.startsWith(word)) continue;
    const rest = l.slice(word.length);
    if (rest !== "" && !/^[\s:#]/.test(rest)) continue;
    // A bilingual label ("Bedrooms / Chambres", "Year Built / Année") alone on its line, its value on the next: the
    // translation is no value (never a second label of another kind, "Beds / Baths").
    const translation = /^\s*\/\s*([^\d/:]{2,40})$/.exec(line.slice(line.length - rest.length));
    if (translation?.[1]) {
      const other = labelOf(translation[1].trim());
      if (other === null || (other.label === label && other.value === "")) return { label, value: "" };
    }
    // A bilingual label before its value on the line ("Lot / Terrain : 1,249 m²", "Neighbourhood / Quartier : Saint-Basile"):
    // the value after the colon, when the translation is a label of the same kind or none.
    const bilingual = /^\s*\/\s*([^\d/:]{2,40}?)\s*:\s*(\S.*)$/.exec(line.slice(line.length - rest.length));
    if (bilingual?.[1] && bilingual[2]) {
      const other = labelOf(bilingual[1].trim());
      if (other === null || (other.label === label && other.value === "")) return { label, value: bilingual[2].trim() };
    }
    const value = line.slice(labelEnd(line, word, rest)).replace(/^[\s:#]+/, "").trim();
    // A qualifier in parentheses alone ("Bedrooms (above ground + basement)") leaves the value to the next line; one
    // before the value ("Sq Ft (Finished) 2,050") or an "approx." ("Land area approx. 13,504 sq ft") is left out.
    if (/^\([^)]*\)\s*:?$/.test(value)) return { label, value: "" };
    return { label, value: value.replace(/^(?:\([^)]{1,30}\)\s*:?|approx(?:imately|\.)?|env(?:iron|\.)|ca\.|~)\s*(?=\d)/i, "") };
  }
  return resoLabelOf(line);
}

/** A bare count, as a badge or a table's cell holds it: "3", "2.5", "3 + 1". */
export const COUNT = /^\d{1,2}(?:[.,]\d)?(?:\s*\+\s*\d{1,2})?$/;
/** A count badge: "2 Beds", "1 Bath", "2 beds · 1 bath", "3 chambres", "3+1 Bedrooms", "2 Full Baths". */
export const COUNT_BADGE = /^\d{1,2}(?:[.,]\d)?(?:\s*\+\s*\d{1,2})?\s*(?:(?:full|half)\s+)?(?:beds?|bedrooms?|bd|baths?|bathrooms?|ba|chambres?|salles?\s+de\s+bains?)\b/i;

/** The count and size labels a row may carry side by side. */
const ROW_LABELS = new Set<Label>(["beds", "bedsBelow", "baths", "bathsTotal", "bathsFull", "bathsThreeQuarter", "halfBaths", "bathsAndPowder", "area", "lot", "year", "rooms"]);
/**
 * A legal form's stop, then a sentence of its own: a capitalised word and a lower-case one after it ("Westbridge
 * Pacific Realty Ltd. This listing is provided through …", "Firm Ltd. MLS® data from …"), or a label and its colon
 * ("Firm Inc. Source : Centris®."). The firm's own designation after its legal form ("Firm inc. Agence immobilière")
 * is no sentence.
 */
const LEGAL_FORM_THEN_SENTENCE = /(?<=\b(?:[Ii]nc|[Ll]td|[Cc]orp|[Ll]t[ée]e)\.)\s+(?!Agence\s+immobili)(?=[A-ZÀ-Ý][\p{L}'’®]*(?:\s+\p{Ll}|\s*:)).*$/su;
/**
 * A credit line's first sentence: "Listing provided by Firm Ltd., Brokerage. Information deemed reliable …" names the
 * firm in its first, and the notice after it is no part of the name. A stop after an initial or a firm's legal form
 * ("J.", "Inc.", "Ltd.", "Co.") ends no sentence. The firm's phone after its stop ("Listing courtesy of Name, Firm.
 * 503-555-0162.") is a sentence of its own, no part of the firm's name.
 */
export const firstSentence = (s: string): string =>
  s.replace(/(?<!\b(?:[A-Z]|[Ii]nc|[Ll]td|[Cc]o|[Cc]orp|[Ll]t[ée]e|Jr|Sr|St|Mr|Mrs|Ms|Dr))\.\s+(?:[A-ZÀ-Ý]|\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}).*$/su, "").replace(LEGAL_FORM_THEN_SENTENCE, "");
/** A line of the text with the label it starts with (none on lines over 120 characters: prose, not a label's row). */
export type Row = { line: string; hit: LabelHit | null };
const rowOf = (line: string): Row => {
  if (line.length <= 120) return { line, hit: labelOf(line) };
  // A long credit line with the office's address after a dash ("Listing courtesy of Name, Title, at Firm, Brokerage —
  // 3300 Rutherford Rd Unit 12, Vaughan, ON …"): the agent's row before the address.
  const dash = line.search(/\s[—–]\s\d/);
  const head = dash > 0 && dash <= 120 ? line.slice(0, dash) : null;
  const hit = head === null ? null : labelOf(head);
  if (head !== null && hit?.label === "agentBlock" && hit.value !== "") return { line: head, hit };
  // A long credit line whose first sentence names the firm, the board's notices after it ("Listing provided by Firm
  // Inc., Brokerage. MLS® E1234567. Data supplied by the … Real Estate Board."): the credit's row is that sentence.
  const credit = firstSentence(line);
  const own = credit.length <= 120 ? labelOf(credit) : null;
  // So is a brokerage's credit ("Listing Brokerage: Firm Inc., Brokerage · Listing agent: Name. MLS® data from …").
  return (own?.label === "agentBlock" || own?.label === "brokerage") && own.value !== "" ? { line: credit, hit: own } : { line, hit: null };
};

/**
 * A row of labelled counts side by side ("Bathrooms (Total) 4 · Partial Bathrooms 1", "Baths: 2 Full Lot size: 0.27 ac"): each a row of its own, so that
 * one label's value does not swallow the next label.
 */
export const splitRow = (line: string): Row[] => {
  if (line.length > 120) return [rowOf(line)];
  // Side-by-side "Label: value" cells run together ("Beds: 2 + 2 Baths: 2 Full Living area: 1,150 sq ft Lot size: 0.27 ac").
  const separated = /\s[·|]\s/.test(line);
  const cells = separated ? line.split(/\s[·|]\s/) : line.split(/\s(?=\p{Lu}\p{Ll}+(?:\s\p{Ll}+){0,2}:\s)/u);
  if (cells.length < 2) return [rowOf(line)];
  const pieces = cells.map((p) => rowOf(p.trim()));
  return pieces.every(({ hit }) => hit !== null && hit.value !== "" && ROW_LABELS.has(hit.label)) ? pieces : [rowOf(line)];
};
