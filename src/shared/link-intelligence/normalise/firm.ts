/**
 * A firm's branch office after a dash or a middle dot ("Weichert, Realtors - Westfield Office", "Crye-Leike, Inc.,
 * REALTORS · Germantown Office", "… Limited, Brokerage — Durham Office", "… - Westside Branch"; in French the office's
 * word first: "… inc. - Bureau d'Iberville", "… - Succursale de Granby"): which of its offices, not the firm's name. A
 * name that is an office alone ("Head Office Realty") has no separator and stays.
 */
const BRANCH_OFFICE = /\s+[—–·-]\s+(?:[\p{L}'’.\s-]{2,40}\s(?:Office|Branch)|(?:Bureau|Succursale)\s+(?:d['’]|de\s+|du\s+|des\s+)?[\p{L}'’.\s-]{2,40})$/u;

/** A firm's name, then a dash or middle dot and a place alone ("Coast Realty Group - Nanaimo"). */
const PLACE_AFTER = /^(.+?)\s+[—–·-]\s+([\p{L}'’.\s-]{2,40})$/u;

/**
 * The firm without its branch: a named office ("… - Westside Branch"), or the branch the page names by the listing's own
 * city alone ("Coast Realty Group - Nanaimo" for a home in Nanaimo), which is where the office is, not the firm's
 * name. Another place after the dash is left: a franchise's name may end in one ("Sutton Group - West Coast Realty").
 */
export function withoutBranchOffice(firm: string, city?: string | null): string {
  const named = firm.replace(BRANCH_OFFICE, "").trim();
  const place = PLACE_AFTER.exec(named);
  const same = place?.[1] && place[2] && typeof city === "string" && place[2].trim().toLowerCase() === city.trim().toLowerCase();
  return same && place[1] ? place[1].trim() : named;
}

/**
 * A firm's name read from a sentence with its closing stop ("… of Gulf Harbor Realty LLC."): a legal form written in
 * capitals ("LLC", "LLP", "PLLC") takes no stop of its own, so the stop after it ends the sentence, not the name. An
 * abbreviation's ("Inc.", "Ltd.", "Co.") stays.
 */
export function withoutSentenceStop(firm: string): string {
  return firm.replace(/\b(P?LL[CP])\.$/, "$1");
}
