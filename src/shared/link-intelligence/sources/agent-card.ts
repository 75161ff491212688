/**
 * An agent's card read line by line where its markup names no firm: the firm's line under the agent's name and
 * title (Centris's broker card: "Hélène Marchand-Dubé", "Residential Real Estate Broker", "RE/MAX PLATEAU ROYAL
 * INC."), and a card's line naming the two agents of a team ("Adaeze Okoro & Liam Pereira") above their firm.
 */
import { withoutDesignation } from "../normalise/designation.ts";

/** What the text rules know of names (text.ts): a person's, a firm's, a professional title alone. */
export type NameTests = {
  isPerson: (s: string) => boolean;
  isCompany: (s: string) => boolean;
  isTitle: (s: string) => boolean;
  isTeam: (s: string) => boolean;
  /** The firm on a card's line led by the agent's title ("Broker of Record · Firm Ltd.", "REALTOR® | Firm"): the firm. */
  firmOf?: (s: string) => string;
};

/** Two agents on one line: "Adaeze Okoro & Liam Pereira", "Adaeze Okoro and Liam Pereira". */
const PAIR = /^(.+?)\s+(?:&|and|et)\s+(.+)$/;

/** The firm on a card's line under the agent's name, past the agent's titles (the card's lines only). */
export function firmUnderAgent(lines: string[], contact: Set<string>, agent: string, tests: NameTests): string | null {
  // The agent's line may carry the designation after the name ("Rob Sandhu, PREC*"); a line of labelled phones may
  // stand between the name and the firm.
  const own = (l: string): boolean => l === agent || (l.startsWith(agent) && /^\s*,/.test(l.slice(agent.length)) && tests.isTitle(l.slice(agent.length).replace(/^[\s,]+/, "")));
  const at = lines.findIndex((l) => own(l.trim()) && contact.has(l.trim()));
  if (at < 0) return null;
  for (let k = at + 1; k <= at + 3 && k < lines.length; k++) {
    const line = (lines[k] ?? "").trim();
    if (!contact.has(line)) return null;
    if (tests.isTitle(line) || phonesLine(line) || titleOfficePhone(line, tests)) continue;
    const firm = tests.firmOf?.(line) ?? line;
    return tests.isCompany(firm) ? firm : null;
  }
  return null;
}

/**
 * A card's line naming two agents ("Adaeze Okoro & Liam Pereira"): the first lists the home, as the first of two
 * agents' cards does; the firm on the line under it is their brokerage.
 */
export function agentPairOnCard(lines: string[], contact: Set<string>, tests: NameTests): { agent: string; firm: string | null } | null {
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trim();
    // A team's own name ("The Gallant & MacPhee Team") names no two agents.
    if (line.length > 80 || !contact.has(line) || tests.isTeam(line)) continue;
    const pair = PAIR.exec(line);
    if (!pair?.[1] || !pair[2] || !tests.isPerson(pair[1].trim()) || !tests.isPerson(pair[2].trim())) continue;
    const below = (lines[i + 1] ?? "").trim();
    return { agent: pair[1].trim(), firm: contact.has(below) && tests.isCompany(below) ? below : null };
  }
  return null;
}

/**
 * A card's agent and firm on lines of their own ("Your agent", "Tanya Kudlak", "Northern Lights Realty Ltd.", a
 * phone): the agent, and the firm under the name, past the agent's titles and own brand ("Sarah Locke Homes" under
 * "Sarah Locke, REALTOR®"). A name with no firm under it says nothing.
 */
export function agentOverFirmOnCard(lines: string[], contact: Set<string>, tests: NameTests & { isLabel: (s: string) => boolean }): { agent: string; firm: string } | null {
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trim();
    if (line.length > 60 || !contact.has(line)) continue;
    const name = nameOnCard(line, tests);
    // A card's heading ("Listing Team") is no one's name.
    if (!tests.isPerson(name) || tests.isLabel(name) || tests.isTitle(name) || tests.isTeam(name)) continue;
    // A card of several agents ("Dana Kowalchuk", "Senior Vice President", a phone, "Tyler Brandt", …) names their
    // firm once, under them all: the other agents' names, titles and phones are passed on the way to it.
    for (let k = i + 1; k <= i + 12 && k < lines.length; k++) {
      const below = (lines[k] ?? "").trim();
      if (!contact.has(below)) break;
      if (tests.isTitle(below) || below.startsWith(`${name} `) || PHONE.test(below) || phonesLine(below)) continue;
      // Another agent's line, with the title after a comma that may read as a firm's ("Sophie Marchand, courtière
      // immobilière"), or a name alone.
      const other = below.length <= 60 ? nameOnCard(below, tests) : "";
      if (other !== below && tests.isPerson(other)) continue;
      const firm = tests.firmOf?.(below) ?? below;
      if (tests.isCompany(firm)) return { agent: name, firm };
      if (tests.isPerson(other) && !tests.isLabel(below)) continue;
      break;
    }
  }
  return null;
}

/** A card's phone line alone: "306-555-0162", "514 555-0168", "(705) 555-0161", "+1 204 555 0188". */
const PHONE = /^(?:tel\.?\s*:?\s*)?(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}$/i;

/**
 * A card's line of labelled phones ("Office 902-555-0100 · Cell 902-555-0157 · Toll-free 1-877-555-0130"), an e-mail
 * beside them or none.
 */
const PHONE_NUMBER = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}/g;
const PHONE_LABELS = /^(?:[\s·•|,/:]|office|cell|mobile|direct|fax|phone|tel|toll[\s-]?free|text|bureau|cellulaire)*$/i;
/** An agent's e-mail beside the phone on its line ("204-555-0172 · bolafson@naicommercial.ca"). */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const phonesLine = (line: string): boolean => {
  const rest = line.replace(PHONE_NUMBER, " ");
  return rest !== line && PHONE_LABELS.test(rest.replace(EMAIL, " "));
};

/**
 * A card's line of the agent's title, office and phone side by side ("Broker · Bozeman office · (406) 555-0112"): each
 * piece a title, an office's caption ("Bozeman office") or a phone, and no firm's name.
 */
function titleOfficePhone(line: string, tests: NameTests): boolean {
  const pieces = line.split(/\s[·•|]\s/).map((p) => p.trim());
  return pieces.length >= 2 && pieces.some((p) => tests.isTitle(p)) && pieces.every((p) => tests.isTitle(p) || PHONE.test(p) || /^[\p{L}\s.'’-]{2,30}\s(?:office|branch)$/iu.test(p));
}

/** A card's name line without the agent's title after a comma ("Étienne Lavallée, courtier immobilier commercial"). */
function nameOnCard(line: string, tests: NameTests): string {
  const titled = /^(.+?)\s*,\s*(.+)$/.exec(line);
  if (titled?.[1] && titled[2] && tests.isTitle(titled[2])) return titled[1].trim();
  return withoutDesignation(line);
}
