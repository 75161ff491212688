/** The year built: a labelled row, a sentence or badge ("built in 1948", "2015" over "Built"), a model year, a style's year. */
import { parseYear } from "../../normalise/numbers.ts";
import { inBuildingSection } from "./area-lot.ts";
import { BEDROOM_COUNT, pricedCardHead } from "./beds.ts";
import type { TextContext } from "./context.ts";
import type { LabelledRow } from "./rows.ts";

/** A "Year built" row's value. */
export function yearRow({ set }: TextContext, { value, rule }: LabelledRow): void {
  set("yearBuilt", parseYear(value), rule);
}

/**
 * "Year built 1962", "built in 1948", a classified's "bungalow, built 1948", an owner's "We built this brick bungalow
 * ourselves in 1988", a builder named between ("unit built by Brookline Homes in 2016"), a suite's "Building opened in
 * 2009", a French classified's "Construite en 1988" (global, to be walked).
 */
const BUILT_YEAR = /\b(?:year\s+built|built\s+(?:in\s+)?(?=\d{4}\b)|built\s+by\s+(?:[a-zà-ÿ'’&.-]+\s+){1,4}?in\s+(?=\d{4}\b)|built\s+(?:this|our|the)\s+(?:[a-z-]+\s+){0,2}?(?:home|house|bungalow|cottage|cabin|chalet|farmhouse)\s+(?:ourselves\s+|themselves\s+|new\s+)?in\s+(?=\d{4}\b)|(?:building|complex|tower)\s+(?:opened|completed|constructed)\s+in\s+(?=\d{4}\b)|année\s+de\s+construction|construite?\s+en|bâtie?\s+en)\s*:?\s*\n?\s*(\d{4})\b/ig;
/**
 * Another building named before "built" in its sentence: a shop's, a bunkie's, a barn's or a carriage home's year
 * ("The detached 30' x 40' shop was built in 2019", "a newer 10 x 12 bunkie we built in 2019") is not the home's.
 */
const OUTBUILDING_BEFORE = /\b(?:shop|workshop|barn|shed|bunkie|garage|carriage\s+(?:home|house)|coach\s+house|guest\s+(?:house|cottage|cabin)|boat\s*house|greenhouse|outbuilding|addition|deck|dock|pool|sunroom|arena|cabanon|remise|grange|atelier)s?\b/i;
/** The words before `at` in its sentence, at most 60 characters back (the line's start or a sentence's end stops it). */
const sentenceBefore = (text: string, at: number): string => text.slice(Math.max(0, at - 60), at).split(/[.!?](?:\s|$)|\n/).pop() ?? "";

/**
 * A building's noun, then within its clause the verb of its completion and the year ("tower … completed on the
 * waterfront in 2018"), no sentence's end, comma or figure between.
 */
const TOWER_COMPLETED = /\b(?:tower|building|condominium|condo\s+building|complex|residence)\b[^.!?\n,;\d]{0,60}?\b(?:completed|constructed|erected)\s+(?:[^.!?\n,;\d]{0,40}?\s)?in\s+(1[89]\d{2}|20[0-2]\d)\b/i;
/**
 * The same words about another work than the building's own construction, or a completion still to come: "the lobby
 * renovation completed in 2021", "the tower is to be completed in 2027".
 */
const NOT_ITS_BUILDING = /\b(?:renovat\w*|refurbish\w*|retrofit\w*|upgrad\w*|replac\w*|restor\w*|remodel\w*|updat\w*|redon\w*|re-?clad\w*|repair\w*|new|lobby|roof|elevators?|windows?|to\s+be|will\s+be|expected|scheduled|slated|anticipated|estimated|targeted|phase)\b/i;

/** The year built in the page's sentences and badges. */
export function yearSentences(ctx: TextContext): void {
  const { set, body, own } = ctx;
  // The first year built the page states of the home itself (the home named between in an owner's sentence), never
  // an outbuilding's, nor another listing's on its card: its price and place before its bedrooms ("$349,900 45 Fanfare
  // St, Dieppe, NB Semi-detached · 3 Beds · 2 Baths · Built 2019" among sponsored ads; the listing's own "$649,000 · 3
  // Beds · Built 1985" names no place, and the title and description before the listing's text are its own).
  const ownFrom = body.length - own.length;
  const onCard = (at: number): boolean => {
    if (at < ownFrom) return false;
    const head = body.slice(body.lastIndexOf("\n", at) + 1, at);
    const beds = BEDROOM_COUNT.exec(head);
    return beds !== null && pricedCardHead(head.slice(0, beds.index));
  };
  for (const year of body.matchAll(BUILT_YEAR)) {
    if (OUTBUILDING_BEFORE.test(sentenceBefore(body, year.index)) || onCard(year.index)) continue;
    set("yearBuilt", parseYear(year[1]), "year-built");
    break;
  }
  // A building's paragraph that opens on its completion ("Completed in 2016, The Maritime is a 17-storey residence",
  // "Constructed in 1989, this six-storey building…"): the year it was built, when the sentence goes on to name the
  // building (never a renovation's "Completed in 2019, the new kitchen…").
  const completed = /(?:^|[.!?]\s+)(?:completed|constructed|erected)\s+in\s+(1[89]\d{2}|20[0-2]\d)\s*,[^.!?\n]{0,60}?\b(?:building|residence|tower|condominium|complex|[\w-]+[\s-]storey)\b/im.exec(own);
  if (completed?.[1]) set("yearBuilt", parseYear(completed[1]), "year-completed");
  // A sentence that names the building, then its completion ("the 63-storey glass tower Fenwick Developments completed
  // on the waterfront in 2018", "the building was completed in 1991"): the year it was built.
  const towerCompleted = TOWER_COMPLETED.exec(own);
  if (towerCompleted?.[1] && !NOT_ITS_BUILDING.test(towerCompleted[0])) set("yearBuilt", parseYear(towerCompleted[1]), "year-completed");
  // A badge's year above its caption ("2015" over "Built", read as "2015 Built").
  const builtBadge = /^[ \t]*(\d{4})[ \t]+(?:year[ \t]+)?built[ \t]*$/im.exec(own);
  if (builtBadge?.[1]) set("yearBuilt", parseYear(builtBadge[1]), "year-badge");
  // A manufactured or mobile home is sold by its model year: its "Year 1999" row alone is the year it was built.
  const modelYear = /\b(?:manufactured|mobile)\s+homes?\b/i.test(body) ? /^[ \t]*year[ \t]*:?[ \t]*(\d{4})[ \t]*$/im.exec(own) : null;
  if (modelYear?.[1]) set("yearBuilt", parseYear(modelYear[1]), "model-year");
  // A description's "Well-kept 1978 bungalow", "a 1952 two-storey home", "A 1912 Edwardian semi" (its period or
  // material between), a classified's "2011 mini home" (a manufactured home's model year): the year the house was
  // built, before its style
  // on one line (never after a preposition: "in 2019 homes sold"; a "Year 1999" row above a "Bungalow" badge is none).
  const styleYear = /(?<!\b(?:in|since|of|from|to|by|and|until|before|after)\s)(?<![\d$.,/-])\b(1[89]\d{2}|20[0-2]\d)[ \t]+(?:(?:edwardian|victorian|georgian|craftsman|tudor|brick|stone|log)[ \t]+)?(?:semi(?:-detached)?(?![\w-])|bungalow|bi-?level|split[\s-]?level|back-?split|side-?split|(?:one|two|three|1|2|3|1\.5|2\.5)[\s-]storey|rancher|ranch\s+(?:home|house|bungalow)|cottage|farmhouse|(?:(?:family|mini|mobile|manufactured|modular)[\s-]+)?(?:home|house))\b/i.exec(own);
  if (styleYear?.[1]) set("yearBuilt", parseYear(styleYear[1]), "year-before-style");
  // A unit's building by its year ("a unit in a 2009 concrete block building", "this 1985 brick building"): the year it
  // was built, after an article and before its materials or use alone (never "2019 building permits").
  const buildingYear = /\b(?:a|an|this)[ \t]+(1[89]\d{2}|20[0-2]\d)[ \t]+(?:(?:concrete|steel|brick|block|wood|frame|wood-frame|masonry|stone|tilt-up|high-rise|low-rise|mid-rise|commercial|industrial|office|apartment|condo|condominium|residential|mixed-use|retail)[ \t]+){0,3}building\b(?![ \t]+(?:envelope|permits?|codes?|inspections?|reports?|upgrades?|renovations?|assessments?))/i.exec(own);
  if (buildingYear?.[1]) set("yearBuilt", parseYear(buildingYear[1]), "year-before-building");
  // A conversion's building by the year it was built ("a hard loft in the 1912 Wallace knitting mill, converted to
  // lofts in 1998", "this 1889 schoolhouse"): the year the unit's building went up, not its conversion's, when the
  // home is in it ("in the", "this"; never "next to the 1885 church") and at most three words (its name, its trade)
  // stand before the old building's noun.
  const convertedYear = ctx.facts.yearBuilt !== undefined ? null : /(?:\b(?:in|inside|within)[ \t]+(?:a|an|the)|\bthis)[ \t]+(1[89]\d{2}|20[0-2]\d)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,3}?(?:mill|factory|warehouse|foundry|brewery|distillery|tannery|bakery|dairy|schoolhouse|school|church|chapel|firehall|fire[ \t]+hall|fire[ \t]+station|post[ \t]+office|armou?ry|courthouse)s?\b(?![ \t]+(?:year|term|board|bus|zone|district|area|site|lands?|neighbou?rhood|village)\b)/iu.exec(own);
  if (convertedYear?.[1]) set("yearBuilt", parseYear(convertedYear[1]), "year-before-old-building");
  // A building section's "Completed: 2021" ("The building at a glance", "Building details"; its value on the next row
  // too): the year the unit's building was built, when it is past (a tower still to come has no year built). Never a
  // "Completed" row elsewhere (a garden suite's or a renovation's).
  if (ctx.facts.yearBuilt === undefined) {
    const { rows } = ctx;
    for (let i = 0; i < rows.length; i++) {
      const m = COMPLETED_ROW.exec((rows[i] ?? "").trim());
      const next = (rows[i + 1] ?? "").trim();
      const year = m ? parseYear(m[1] ?? (/^\d{4}$/.test(next) ? next : null)) : null;
      if (year === null || year > new Date().getFullYear() || !inBuildingSection(rows, i)) continue;
      set("yearBuilt", year, "building-completed");
      break;
    }
  }
}

/** A building's row of its completion: "Completed: 2021", "Year completed 2016", "Completed" over its year. */
const COMPLETED_ROW = /^(?:year\s+)?completed\s*:?\s*(?:(\d{4})|$)$/i;
