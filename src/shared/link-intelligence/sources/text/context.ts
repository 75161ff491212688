/** What every reader of the page's text shares: the text in its forms, the facts read so far and how one is added. */
import type { Candidate, GeoPoint, ListingFacts } from "../../types.ts";
import { splitRow, type Row } from "./labels.ts";

/**
 * What the page's markup adds to its text: agent, brokerage and neighbourhood candidates, the lines of agent and
 * office cards (`contact`), map points, the title and description (`head`), breadcrumbs, marked addresses and the
 * firms its footer names.
 */
export type TextExtra = { agents?: Candidate<string>[]; brokerages?: Candidate<string>[]; neighbourhoods?: Candidate<string>[]; contact?: Set<string>; maps?: GeoPoint[]; head?: string[]; crumbs?: string[]; addresses?: string[]; siteFirms?: string[]; /** The footer's copyright holder: the site's owner (page-text.ts). */ siteOwners?: string[]; /** The site's own addresses in its footer (page-text.ts). */ siteAddresses?: string[]; /** The footer's blocks holding a postal code: the office's address (page-text.ts). */ footerPostal?: string[]; /** The page is a listing portal's (sites.ts `isListingPortal`). */ portal?: boolean; /** The page's host name ("www.northarmrealty.ca"). */ host?: string };

export type TextContext = {
  facts: ListingFacts;
  /** Sets a fact under the rule "text:<rule>" unless the value is empty or the fact is already set: the first reading stays. */
  set: (key: keyof ListingFacts, value: unknown, rule: string) => void;
  /**
   * Corrects a fact already read (a unit added to its street, a firm's name without the agent's before it), under
   * the source given whole: the one way a later rule changes a reading; a reading shown false is deleted instead.
   */
  replace: (key: keyof ListingFacts, value: unknown, source: string) => void;
  /** The listing's own text, "1½" read as "1.5". */
  own: string;
  ownLines: string[];
  /** The title and description, then the listing's own text. */
  body: string;
  lines: string[];
  /** The body's lines, a row of side-by-side labelled cells split into one row a cell, each with the label it starts with. */
  labelledRows: Row[];
  rows: string[];
  extra: TextExtra | undefined;
  /** The lines of agent and office cards: their addresses and postal codes are the office's. */
  contact: Set<string>;
};

/** "½" after a count, not after a civic number before its street's name and kind ("123½ Ottawa St"). */
const HALF_COUNT = /(\d)\s?½(?!,?\s+(?:[A-ZÀ-Ý][\p{L}'’.-]*\s+){1,4}(?:Street|St|Road|Rd|Drive|Dr|Avenue|Ave|Boulevard|Blvd|Crescent|Cres|Lane|Ln|Court|Ct|Way|Highway|Hwy|Place|Pl)\b)/gu;

export function contextOf(text: string, extra: TextExtra | undefined): TextContext {
  const facts: ListingFacts = {};
  // A fraction's sign after a count ("1½ baths", "2½ storey") is its half; a civic number's ("123½ Ottawa St") stays.
  const own = (text.length > 200_000 ? text.slice(0, 200_000) : text).replace(HALF_COUNT, "$1.5");
  const body = [...(extra?.head ?? []), own].join("\n");
  const set = (key: keyof ListingFacts, value: unknown, rule: string): void => {
    if (value === null || value === undefined || value === "" || facts[key] !== undefined) return;
    (facts as Record<string, Candidate<unknown>>)[key] = { value, source: `text:${rule}` };
  };
  const replace = (key: keyof ListingFacts, value: unknown, source: string): void => {
    (facts as Record<string, Candidate<unknown>>)[key] = { value, source };
  };
  const lines = body.split("\n");
  const labelledRows = lines.flatMap(splitRow);
  return { facts, set, replace, own, ownLines: own.split("\n"), body, lines, labelledRows, rows: labelledRows.map((r) => r.line), extra, contact: extra?.contact ?? new Set<string>() };
}
