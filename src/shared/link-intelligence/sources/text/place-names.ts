/** Tests of the words a page names a place with: a neighbourhood's name, a street's name alone, a title's caption. */

/** A saint's or a mount's abbreviation before a name ("St. Vital", "Ste. Anne", "Mt. Pleasant"): no sentence's end. */
const SAINT_ABBREVIATION = /(?<![\p{L}])(St|Ste|Mt)\.(?=\s[A-ZÀ-Ý])/gu;

/**
 * A neighbourhood's name: a few capitalised words, digits only in a board's trailing code ("Waterfront Communities C1"),
 * a slash only between two names ("Killarney/Glengarry"), a period only after "St", "Ste" or "Mt".
 */
export const isPlaceName = (name: string): boolean => isPlainPlaceName(name.replace(SAINT_ABBREVIATION, "$1"));
const isPlainPlaceName = (s: string): boolean =>
  /^[A-ZÀ-Ý](?:[^,.;:!?()$€£/|]|\s?\/\s?(?=[A-ZÀ-Ý])){1,44}$/.test(s) && s.split("/").every((name) => name.trim().length >= 3) && s.split(/\s+/).length <= 5 && !/\d/.test(s.replace(/\s[A-Z]{1,2}\d{1,2}$/, "")) && !/^(?:neighbo|communit|secteur|quartier)/i.test(s);

/** A street's name without its number: "Rue de la Montagne", "Chemin du Lac", "Maple Street", "Oak Ridge Road". */
export const STREET_NAME = /^(?:rue|avenue|boulevard|chemin|route|rang|montée|impasse|allée|croissant)\s|\s(?:street|road|avenue|drive|boulevard|lane|crescent)$/i;
/** A title's caption, not a place: "For Sale", "New Listing", "Open House", "Sold", "À vendre". */
export const TITLE_CAPTION = /\b(?:for\s+(?:sale|rent|lease)|sale|sold|lease|rent(?:al)?s?|listings?|open\s+house|new|reduced|vendu|à\s+vendre|à\s+louer|homes?|condos?|real\s+estate|realty)\b/i;

const NEW_PLACE = /^New\s+(?=\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$)/u;
const NEW_CAPTION = /^New\s+(?:price|build|construction|arrival|development)$/i;
/**
 * Whether a title's piece is a caption, not a place. A place named "New" and a name after it ("New Sudbury", "New
 * Minas") is read without its "New": the caption's "New" ("New Listing", "New Price!") stands alone or before a caption.
 */
export const isTitleCaption = (piece: string): boolean => NEW_CAPTION.test(piece.trim()) || TITLE_CAPTION.test(piece.trim().replace(NEW_PLACE, ""));

/** A trail's item for one unit ("Unit 305", "Suite 304", "#1203", "App. 4"): the item above it names the building. */
const UNIT_CRUMB = /^(?:#|(?:[LUGS]?PH|TH|unit|suite|apt\.?|app\.?|appartement)\s?#?)\d{1,5}[A-Za-z]?$/i;

/** The page's breadcrumb trail: its marked items (three or more), else a line of its own split at "›" or "»". */
export const pageTrail = (crumbs: readonly string[], lines: readonly string[]): readonly string[] =>
  crumbs.length >= 3 ? crumbs : (lines.find((l) => l.length <= 120 && l.split(/\s[›»]\s/).length >= 3)?.split(/\s[›»]\s/) ?? []);

/** A trail's last item for one unit, the page's caption after it allowed ("Suite 1807 for rent", "Unit 305 – For Sale"). */
export const isUnitCrumb = (item: string): boolean => UNIT_CRUMB.test(item.trim().replace(/(?:\s+[–—-])?\s+(?:for\s+(?:sale|rent|lease)|[àa]\s+(?:vendre|louer))$/i, ""));

/** Whether a breadcrumb trail puts a name just above one unit ("Moncton › Cedar Court › Suite 210"): a building's name. */
export const isBuildingCrumb = (crumbs: readonly string[], name: string): boolean =>
  crumbs.some((c, k) => c.trim() === name.trim() && UNIT_CRUMB.test((crumbs[k + 1] ?? "").trim()));
