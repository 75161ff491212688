/**
 * The page's own statements over structured data that says less. The labelled split over a structured total that
 * contradicts it: "3+1" bedrooms (three above grade, one
 * below) over a JSON-LD `numberOfBedrooms` 4, "Salles de bains 3" with "Salles d'eau 1" (3.5) over a
 * `numberOfBathroomsTotal` 4 that counts the powder room as a bathroom; a description's split of the whole home's
 * baths ("five full bathrooms and a powder room") over a total of 6 that counts each room whole. A total says less than
 * its parts; a site adapter's facts (the site's own data) are left as they are, and so is a source that gives its own
 * split.
 * Also the lot in the page's own unit when the data gives the same area in another ("0.23 acre lot" on the page,
 * `lot_sqft` 10019 in the data): the page's statement, as a reader writes it down. And the page's own price for the
 * one plan or unit it shows over a range's low price ("From $549,900": an AggregateOffer over a project's plans).
 * And the page's "Subdivision" row over realtor.com's mapped neighbourhood, and its "MLS® number" row over a product's sku.
 */
import type { NamedFacts } from "./merge.ts";
import type { Candidate, ListingFacts, LotSize, NormalisedPrice } from "./types.ts";
import { sameAreaAsShown } from "./normalise/plausible.ts";

type StatedKey = "bedrooms" | "squareFootage" | "bedroomsBelowGrade" | "bathrooms" | "bathroomsFull" | "bathroomsHalf" | "lot" | "price" | "priceText" | "neighbourhood" | "mlsNumber";

/**
 * Text rules that read a split from the page's labels or badges ("Bedrooms 3+1", "Salles de bains 3" with "Salles
 * d'eau 1", "3 Baths (2 full, 1 half)"), never a count from a sentence that may be about one floor.
 */
const LABELLED_BEDS = /^text:label:beds(?:-split)?$/;
const LABELLED_BATHS = /^text:(?:label:baths-split|n-baths-split)$/;

/** Whether full and half baths from this source are a statement about the whole home: not a sentence's count. */
export const splitStated = (source: string): boolean => !source.startsWith("text:") || LABELLED_BATHS.test(source);

const sourceOf = (sources: NamedFacts[], c: Candidate<unknown>): ListingFacts | undefined => sources.find((s) => s.name === c.source.split(":")[0])?.facts;

/** What the page's visible text states (the text rules' facts). */
export const pageText = (sources: NamedFacts[]): ListingFacts | undefined => sources.find((s) => s.name === "text")?.facts;

/** The text's candidates that replace the chosen ones, or nothing when no statement of the page contradicts them. */
export function pageStatements(sources: NamedFacts[], chosen: (key: StatedKey) => Candidate<unknown> | undefined): Array<[StatedKey, Candidate<unknown>]> {
  const text = pageText(sources);
  if (!text) return [];
  const out: Array<[StatedKey, Candidate<unknown>]> = [];
  const overridable = (c: Candidate<unknown> | undefined): c is Candidate<unknown> => c !== undefined && !c.source.startsWith("text:") && !c.source.startsWith("site:");

  const beds = chosen("bedrooms");
  const above = text.bedrooms;
  const below = text.bedroomsBelowGrade;
  if (overridable(beds) && above && below && LABELLED_BEDS.test(above.source) && LABELLED_BEDS.test(below.source) && (below.value ?? 0) > 0) {
    const own = sourceOf(sources, beds);
    if (own?.bedroomsBelowGrade === undefined && beds.value !== above.value) out.push(["bedrooms", above], ["bedroomsBelowGrade", below]);
  }
  // The page's labelled rows above and below grade ("Bedrooms Above Grade 7", "Bedrooms Below Grade 2") that add up to
  // the structured count (a JSON-LD `numberOfBedrooms` 9): the total of the two, which the rows split.
  else if (overridable(beds) && above?.source === "text:label:beds" && below?.source === "text:label:bedsBelow" && typeof above.value === "number" && typeof below.value === "number" && below.value > 0 && beds.value === above.value + below.value) {
    if (sourceOf(sources, beds)?.bedroomsBelowGrade === undefined) out.push(["bedrooms", above], ["bedroomsBelowGrade", below]);
  }

  // A schema.org numberOfRooms read as bedrooms (some sites count all rooms in it: 11 for a five-bedroom house) gives
  // way to the page's labelled bedroom count.
  // A count the page writes in its badges or sentences ("3 Bed") is a bedroom count as well, when fewer than the rooms.
  const fewer = above !== undefined && typeof above.value === "number" && typeof beds?.value === "number" && above.value < beds.value;
  if (beds?.source.endsWith(".numberOfRooms") && above && (LABELLED_BEDS.test(above.source) || fewer) && above.value !== beds.value && !out.some(([k]) => k === "bedrooms")) {
    out.push(["bedrooms", above]);
    if (below && LABELLED_BEDS.test(below.source)) out.push(["bedroomsBelowGrade", below]);
  }

  const baths = chosen("bathrooms");
  const total = text.bathrooms;
  const full = text.bathroomsFull;
  const half = text.bathroomsHalf;
  if (overridable(baths) && total && full && half && LABELLED_BATHS.test(full.source) && LABELLED_BATHS.test(half.source) && (half.value ?? 0) > 0) {
    const own = sourceOf(sources, baths);
    if (own?.bathroomsFull === undefined && baths.value !== total.value) out.push(["bathrooms", total], ["bathroomsFull", full], ["bathroomsHalf", half]);
  }
  // A structured total that counts each bath room whole (6 for a description's "five full bathrooms and a powder room"):
  // the description's split of those same rooms, the powder room counting half.
  else if (overridable(baths) && total?.source === "text:prose-baths-home" && typeof full?.value === "number" && typeof half?.value === "number" && half.value > 0 && baths.value === full.value + half.value) {
    if (sourceOf(sources, baths)?.bathroomsFull === undefined) out.push(["bathrooms", total], ["bathroomsFull", full], ["bathroomsHalf", half]);
  }

  // An area read from the data's size bracket ("sqftRange": "500-599", its lower bound) gives way to the page's own
  // exact area inside that bracket ("575 sqft"): the bracket is the board's search band, the page states the unit's.
  const area = chosen("squareFootage");
  const exact = text.squareFootage;
  if (area && /range$/i.test(area.source) && exact && typeof exact.value === "number" && typeof area.value === "number" && exact.value > area.value && exact.value < area.value * 1.5) out.push(["squareFootage", exact]);
  // A site's estimated area (HouseSigma's house_area {estimate} with no stated range beside it) is never the fact: the
  // page's own stated area ("Size 1500-2000 feet²", its lower bound) replaces it.
  else if (area?.source.endsWith(".guessed") && exact && exact.value !== area.value) out.push(["squareFootage", exact]);

  const lot = chosen("lot");
  const shown = text.lot;
  if (lot && shown && !lot.source.startsWith("text:") && sameAreaAsShown(lot.value as LotSize, shown.value)) out.push(["lot", shown]);

  // A product's sku or productID, read for its board's lettered form ("LG5520913"), that is a syndicator's own reference
  // which no label calls an MLS® number: it gives way to the number the page's own "MLS® number" row states.
  const mls = chosen("mlsNumber");
  const mlsRow = text.mlsNumber;
  if (mls && /\.(?:sku|productID)$/.test(mls.source) && mlsRow?.source === "text:label:mls" && mlsRow.value !== mls.value) out.push(["mlsNumber", mlsRow]);

  // realtor.com's `location.neighborhoods` are the mapped areas the address falls in ("Lake Weir"), which the page never
  // shows as the listing's: the page's own "Subdivision" row ("Lake Weir Hills", the MLS's subdivision) names its place.
  const hood = chosen("neighbourhood");
  const subdivision = text.neighbourhood;
  if (hood?.source === "site:realtor.com.location.neighborhoods" && subdivision?.source === "text:label:subdivision" && subdivision.value !== hood.value) out.push(["neighbourhood", subdivision]);

  const price = chosen("price");
  const stated = text.price;
  if (price?.source.endsWith(".lowPrice") && stated?.value && stated.value.amount !== (price.value as NormalisedPrice).amount) {
    out.push(["price", stated]);
    if (text.priceText) out.push(["priceText", text.priceText]);
  } else if (overridable(price) && inCentsOf(price.value as NormalisedPrice, stated?.value) && stated && text.priceText) {
    // A state's price in cents with no unit named (a payments-style amount, 42990000 for the "429 900 $" the page
    // shows): exactly a hundred times the page's own price is that price, never a home a hundred times dearer.
    out.push(["price", stated], ["priceText", text.priceText]);
  } else if (overridable(price) && stated && text.priceText && LABELLED_PRICE.test(stated.source) && sameAmountWithPeriod(price.value as NormalisedPrice | null, stated.value)) {
    // A state's bare amount with no period (HouseSigma's list_price 2700 on a lease) that the page's labelled price
    // shows with its period ("Listed $2,700/month"): the rent the page states, never a sale price of $2,700.
    out.push(["price", stated], ["priceText", text.priceText]);
  }
  return out;
}

/** A structured price taken for a sale that the page states, the same amount in the same currency, as a rent. */
const sameAmountWithPeriod = (price: NormalisedPrice | null, stated: NormalisedPrice | null | undefined): boolean =>
  price !== null && stated !== null && stated !== undefined && price.period === "sale" && stated.period !== "sale" && price.amount === stated.amount && price.currency === stated.currency;

/** A structured price that is the page's stated price (a thousand or more) in cents: the same amount, a hundred times over. */
const inCentsOf = (price: NormalisedPrice | null, stated: NormalisedPrice | null | undefined): boolean =>
  price !== null && stated !== null && stated !== undefined && stated.amount >= 1000 && price.amount === stated.amount * 100 && price.currency === stated.currency;

/** Rules of the text's own labelled price rows ("Listed: $ 749,000", "List price", "Asking"), not a first figure. */
const LABELLED_PRICE = /^text:(?:price-label|label:)/;

/**
 * A structured price (JSON-LD, embedded state, microdata) that the page's text labels as a sold price or the site's
 * estimate is no asking price: the page's labelled asking price replaces it, else no price is kept (a page that is
 * only a sale's record). A site adapter's price stays: its rules say what the site's fields mean. Returns the
 * replacement, null to leave the price out, or undefined when the chosen price stands.
 */
export function askingPrice(sources: NamedFacts[], chosen: Candidate<unknown> | undefined): Candidate<unknown> | null | undefined {
  const text = pageText(sources);
  const others = text?.otherPrices?.value ?? [];
  const price = chosen?.value as NormalisedPrice | null | undefined;
  if (!chosen || !price || chosen.source.startsWith("text:") || chosen.source.startsWith("site:") || !others.includes(price.amount)) return undefined;
  const stated = text?.price;
  return stated?.value && LABELLED_PRICE.test(stated.source) && !others.includes(stated.value.amount) ? stated : null;
}

/**
 * The sources without the prices some source names a conversion of the listing's price (an international portal's
 * figure in the visitor's currency: JSON-LD's Offer in euros beside the state's or the page's original in Canadian
 * dollars), nor their texts: the listing's own price, in its own currency, is the asking price. A site adapter's price
 * stays: its rules say what the site's fields mean.
 */
export function withoutConversions(sources: NamedFacts[]): NamedFacts[] {
  const converted = new Set(sources.flatMap((s) => s.facts.convertedPrices?.value ?? []));
  if (converted.size === 0) return sources;
  return sources.map((s) => {
    const price = s.facts.price?.value;
    return s.name === "site" || !price || !converted.has(price.amount) ? s : { ...s, facts: { ...s.facts, price: undefined, priceText: undefined } };
  });
}
