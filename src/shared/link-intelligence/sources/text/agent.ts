/**
 * The listing agent and brokerage, only from a labelled block, their markup, an agent's card, or a description's
 * byline; and the tests they pass: a person's name, a firm's, a professional title.
 */
import { looksLikeStreet } from "../../normalise/places.ts";
import { findPostalCode } from "../../normalise/postal.ts";
import { isTeamName } from "../../normalise/plausible.ts";
import { withoutDesignation } from "../../normalise/designation.ts";
import { withoutBranchOffice } from "../../normalise/firm.ts";
import { agentOverFirmOnCard, agentPairOnCard, firmUnderAgent, type NameTests } from "../agent-card.ts";
import type { TextContext } from "./context.ts";
import { firstSentence, labelOf } from "./labels.ts";
import type { LabelledRow } from "./rows.ts";

/** A phone number ending a line, a comma after it or none ("… 207-555-0115,"). */
const PHONE_AT_END = String.raw`\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\s*[,;]?$`;
/** A phone number at the end of a name's piece: "Brian Vander Meer 269-555-0147". */
// A comma before it ("RE/MAX Whatcom Coast Realty, (360) 555-0144") is no part of the name either.
const TRAILING_PHONE = new RegExp(String.raw`,?\s+` + PHONE_AT_END);
/** A phone number ending a card's line, after a separator or none ("Name – 250-555-0164", "Name PREC 604-555-0188"). */
const LINE_PHONE = new RegExp(String.raw`\s+(?:[·•|–—-]\s*)?` + PHONE_AT_END);

/** A professional title alone on a card's line ("REALTOR®", "Sales Representative", "Courtier immobilier résidentiel"). */
const TITLE_WORDS = new Set([
  "realtor", "realtors", "sales", "salesperson", "representative", "broker", "associate", "managing", "agent", "real", "estate", "residential",
  "commercial", "and", "of", "record", "personal", "corporation", "prec", "team", "lead", "licensed", "courtier", "immobilier", "immobilière",
  "résidentiel", "résidentielle", "agréé", "agréée", "inscripteur", "hypothécaire", "et", "courtière", "vice", "president", "senior", "executive",
  // A portal's own staff title ("Real Estate Advisor") under its agent's name.
  "advisor", "adviser",
  // A woman's title in French ("Agente immobilière") as the man's ("Agent immobilier").
  "agente",
  "agricole", "agricultural",
  // A commercial broker's line of business after the title ("Senior Vice President, Industrial").
  "industrial", "retail", "investment", "investments",
  // A REALTOR®'s designations after the title ("REALTOR®, ABR", "Broker, CRS, GRI"): credentials, never a firm.
  "abr", "crs", "gri", "sres", "srs", "cne", "clhms", "cips", "ccim", "sior", "mrp", "psa", "rene", "ahwd", "c2ex", "cdpe", "sfr", "asp", "cpm",
  // A land brokerage's agent ("Land Specialist", "Listing Specialist").
  "land", "specialist",
  // The firm's division the agent works in after the title ("REALTOR®, Commercial Division"): a title still.
  "division",
]);
const titleWords = (s: string): string[] => s.toLowerCase().replace(/[®™*()]/g, " ").split(/[\s,/&·•|-]+/).filter(Boolean);
/** Every word a title's ("Sales Representative", "REALTOR® · Commercial"). */
const plainTitle = (s: string): boolean => {
  const words = titleWords(s);
  return words.length > 0 && words.length <= 8 && words.every((w) => TITLE_WORDS.has(w));
};
/**
 * A title, then a role within the firm after a comma, its team's or region's name before the role's words ("REALTOR®,
 * Valley Team Lead", "Broker, North Shore Team Lead"): a title still, never the firm (no firm's word in the role).
 */
const titleWithRole = (s: string): boolean => {
  const [head = "", ...roles] = s.split(/\s*,\s*/);
  return roles.length > 0 && plainTitle(head) && roles.every((r) => plainTitle(r) || namedRole(r));
};
const namedRole = (r: string): boolean => {
  const words = titleWords(r);
  return words.length >= 3 && words.length <= 5 && words.slice(-2).every((w) => TITLE_WORDS.has(w)) && !COMPANY.test(r);
};
// A title and its line of business side by side ("REALTOR® · Commercial") are a title still.
const isTitleLine = (s: string): boolean => plainTitle(s) || titleWithRole(s);
/** "Mathieu Roy, Residential Real Estate Broker" → "Mathieu Roy": a name with its title after a comma. */
const withoutTitle = (s: string): string => {
  const comma = s.indexOf(",");
  return comma > 0 && isTitleLine(s.slice(comma + 1)) ? s.slice(0, comma).trim() : s;
};

// A US firm's legal form ("Cedar Lane RE of Whatcom LLC") names a firm as "Ltd" or "Inc" does.
const COMPANY = /\b(?:realty|brokerage|real\s+estate|immobili\w*|ltd|inc|limited|llc|llp|group|groupe|homes|properties|realtors?|agence|re\/max|century\s*21|royal\s+lepage|sutton|keller\s+williams|exp\s+realty|coldwell|sotheby|engel\s*&\s*v[öo]lkers|via\s+capitale|partners|associates|estates|courtage|proprio|company|co(?=\.))\b\.?/i;
/**
 * A person's name: two to four capitalised words, with a Dutch or German surname's lower-case particles before its last
 * part ("Kristen Van der Merwe", "Anna van den Berg", "Pieter ter Horst"); a French "de" or "du" stays out, as it joins
 * a street's or a place's name ("Chemin de la Rivière").
 */
const PERSON = /^[A-ZÀ-Ý][\p{L}'’.-]+(?:\s+(?:(?:van|von|der|den|ter|ten|(?<=\b[Vv][ao]n\s)de)\s+)*[A-ZÀ-Ý][\p{L}'’.-]+){1,3}$/u;
const LANDLORD = /\b(?:landlords?|property\s+manag(?:er|ers|ement)|gestion(?:naire)?\s+immobili\w*|locateur|locatrice)\b/i;
// Words a firm's name carries and a person's never does ("Bluenose Residential Management" in a contact card).
const FIRM_WORD = /\b(?:management|leasing|rentals|residential|holdings|corporation|corp|llc)\b/i;
/** A contact's call to action or phone number ("call 506-555-0133", "Tel. (902) 555-0147"): no name. */
const CALL = /^(?:call|phone|tel\b|text|contact)|\d{3}\)?[\s.-]+\d{3}[\s.-]\d{4}/i;
/** A card's caption over the agent's name ("Contact Agent", "Your Advisor", "Real estate inquiries"): no one's name. */
const CAPTION_WORD = /\b(?:agents?|contacts?|advis[oe]rs?|inquiries|enquiries)\b/i;
// A title's words alone ("Team Lead", "Sales Representative") are no one's name, capitalised as a name's though they are.
const isPerson = (s: string): boolean => PERSON.test(s) && !COMPANY.test(s) && !FIRM_WORD.test(s) && !CAPTION_WORD.test(s) && s.length <= 40 && !plainTitle(s);
/** A credit's caption before the agent's name after the firm ("Listed by Firm — Agent: Name", "Courtier : Name"). */
const AGENT_CAPTION = /^(?:agent|agente|realtor®?|courti[eè]re?|salesperson|broker)\s*:\s*/i;
/** A piece that carries its own agent's label ("Listing agent Dev Kapoor", "Agent: Julien Lalonde"): the name after the label. */
const agentAfterLabel = (s: string): string => {
  const hit = labelOf(s);
  if (hit?.label === "agentBlock" && hit.value !== "" && isPerson(hit.value)) return hit.value;
  const captioned = s.replace(AGENT_CAPTION, "");
  return captioned !== s && isPerson(captioned) ? captioned : s;
};
// The stop of a company's "Co." before its legal form ("Harbour Real Estate Co. Ltd.") ends no sentence, and neither
// does the stop of its "inc." before its branch office after a dash ("Immeubles X inc. – Bureau de Laval").
const isCompany = (s: string): boolean => COMPANY.test(s) && !isTitleLine(s) && s.length <= 80 && s.split(/\s+/).length <= 10 && !/\.\s+\S/.test(withoutBranchOffice(s).replace(/\bco\.(?=\s+(?:ltd|inc|limited|llc)\b)/gi, ""));
/**
 * A card's title before the firm on one line ("Broker · iPro Realty Ltd.", "Sales Representative | Firm"): the firm.
 * A comma after the title ("REALTOR®, Tidewater Realty") when what follows is a firm's name.
 */
const withoutLeadingTitle = (s: string): string => {
  const m = /^([^·•|–—]{3,60}?)\s+[·•|–—]\s+(\S.*)$/.exec(s);
  if (m?.[1] && m[2] && isTitleLine(m[1])) return m[2].trim();
  const comma = /^([^·•|–—,]{3,40}?)\s*,\s+(\S.*)$/.exec(s);
  return comma?.[1] && comma[2] && isTitleLine(comma[1]) && isCompany(comma[2]) ? comma[2].trim() : s;
};
/** A broker's word in a professional title ("courtière immobilière agricole", "Sales Representative"). */
const BROKER_TITLE = /\b(?:courti[eè]re?|broker|realtor|agent|salesperson|representative)\b/i;
/**
 * A line naming a person with their title after a comma, after a caption, a call to them or alone ("Pour information :
 * Name, courtière immobilière", "Call or text Name, Sales Representative").
 */
const NAME_WITH_TITLE = /(?:^|:\s*|^(?:[Cc]all|[Tt]ext|[Cc]ontact)(?:\s+or\s+(?:call|text|e-?mail))?\s+)([A-ZÀ-Ý][\p{L}'’.-]+(?:\s[A-ZÀ-Ý][\p{L}'’.-]+){1,3})\s*,\s*([^,:\n]{3,60})$/u;

/**
 * An agent block's line split into its names: the agent, the firm, without titles, phones or calls to action.
 * "Name, Courtier immobilier résidentiel, Agency": the title between the name and the agency is left out.
 * A brokerage's designation after a comma ("Bayfront Realty Partners Inc., Brokerage") stays with its name, and so
 * does its legal form ("Edina Realty, Inc."). An agent's phone after the name ("Brian Vander Meer 269-555-0147, Jaqua
 * Realtors") is left out. "Name with Brokerage" and "Name, Title, at Brokerage" join the two as a separator does; the office's address after a comma
 * ("…, 1200 E Interstate Ave, …") and a call to action ("— call 506-555-0133.") are pieces of their own, and left out.
 * An IDX credit of the firm with the agent's own label after a comma, in lower case ("Listing courtesy of Firm LLC,
 * listed by Name"): the agent's piece, its label read off as a piece's own label is.
 */
const agentPieces = (value: string): string[] =>
  value
    .split(/\s+[·•|–—-]\s+|\s*,\s+(?=(?:listed\s+by|listing\s+agent:?)\s+[A-ZÀ-Ý])|\s+with\s+(?=[A-ZÀ-Ý])|,\s+at\s+(?=[A-ZÀ-Ý])|,\s+(?=[A-ZÀ-Ý\d])(?!(?:Brokerage|Agence\s+immobili[eè]re)\s*(?:$|[·•|–—,-]))(?!(?:Inc|Ltd|LLC|Corp|Co|Limited|Ltée|LLP)\.?(?![A-Za-z]))/)
    .map((s) => withoutTitle(agentAfterLabel(s.trim().replace(TRAILING_PHONE, ""))))
    // The listing's MLS® number after the firm ("Listing courtesy of Firm Ltd. · MLS® R3019447") is no name either.
    .filter((s) => !isTitleLine(s) && !CALL.test(s) && labelOf(s)?.label !== "mls");

/**
 * A line naming the site's own brand, the last part of its title ("4518 Aldrich Rd … | John L. Scott"), first: on a
 * brokerage's own site, never on a portal's ("… | Zillow" over "Zillow Premier Agent").
 */
const siteBrandFirm = ({ extra }: TextContext, line: string): boolean => {
  if (extra?.portal || line.length > 60 || CALL.test(line) || /\d/.test(line)) return false;
  return siteBrands(extra).some((b) => line === b || line.startsWith(`${b} `));
};

/** The site's own name: the last part of the page's titles ("… | John L. Scott"). */
const siteBrands = (extra: TextContext["extra"]): string[] => (extra?.head ?? []).map((h) => /\s\|\s([^|]{3,40})$/.exec(h)?.[1]?.trim() ?? "").filter((b) => b.length >= 3);

/**
 * A portal's own agent on its contact card, the title under the name naming the portal ("Marco Ferri" over "Zolo Real
 * Estate Advisor" on a page titled "… | Zolo.ca"): the site's staff who answer buyers' questions, neither the listing's
 * agent nor its brokerage. So is a broker's title with the portal's name after a comma, as its employer's ("Sales
 * Representative, Condos.ca" on a page titled "… | Condos.ca").
 */
const portalStaffTitle = ({ extra }: TextContext, line: string): boolean => {
  if (!extra?.portal) return false;
  const lower = line.toLowerCase();
  const employer = /^([^,]{3,60}?)\s*,\s*([^,]{3,40})$/.exec(line);
  const ofPortal = (b: string): boolean => employer?.[1] !== undefined && employer[2] !== undefined && isTitleLine(employer[1]) && BROKER_TITLE.test(employer[1]) && brandName(employer[2]) === b;
  return portalBrands(extra).some((b) => (lower.startsWith(`${b} `) && isTitleLine(line.slice(b.length))) || staffOfBrand(line, lower.indexOf(b), b.length) || ofPortal(b));
};

/** A portal's name as its titles' parts are read: lower case, without ".com" or ".ca" ("Condos.ca" → "condos"). */
const brandName = (s: string): string => s.trim().replace(/\.(?:com|ca|net|org)$/i, "").toLowerCase();

/** The portal's names in its titles: every part after the first ("… | DuProprio | 1108837"), without ".com" or ".ca". */
const portalBrands = (extra: TextContext["extra"]): string[] =>
  (extra?.head ?? [])
    .flatMap((h) => h.split(/\s\|\s/).slice(1))
    .map(brandName)
    .filter((b) => b.length >= 3 && /\p{L}{3}/u.test(b));

/** A staff title in French or English ("Conseiller", "Conseillère en vente", "Real Estate Advisor"). */
const STAFF_WORDS = new Set(["conseiller", "conseillère", "conseillers", "en", "vente", "ventes"]);
/**
 * The portal's name inside a staff title, its region after a comma or none ("Conseiller DuProprio, Mauricie",
 * "Conseillère DuProprio"): the portal's own staff.
 */
function staffOfBrand(line: string, at: number, length: number): boolean {
  if (at < 0 || (at > 0 && /[\p{L}\p{N}]/u.test(line[at - 1] ?? "")) || /[\p{L}\p{N}]/u.test(line[at + length] ?? "")) return false;
  const [head = "", region, ...more] = `${line.slice(0, at)} ${line.slice(at + length)}`.split(/\s*,\s*/);
  const words = titleWords(head);
  const regionOk = region === undefined || (more.length === 0 && /^[A-ZÀ-Ý][\p{L}'’.\s-]{2,40}$/u.test(region));
  return regionOk && words.length > 0 && words.length <= 6 && words.every((w) => TITLE_WORDS.has(w) || STAFF_WORDS.has(w)) && words.some((w) => STAFF_WORDS.has(w) || w === "advisor" || w === "adviser");
}

/** The card's agent with the portal's staff title on the line under the name. */
function portalStaff(ctx: TextContext, agent: string): boolean {
  const cards = ctx.extra?.contact ?? new Set<string>();
  const at = ctx.ownLines.findIndex((l) => l.trim() === agent && cards.has(l.trim()));
  const below = (ctx.ownLines[at + 1] ?? "").trim();
  return at >= 0 && cards.has(below) && portalStaffTitle(ctx, below);
}

/**
 * A card's agent whose firm under the name is the site's own, named for its host ("Condos.ca Inc., Brokerage" on
 * condos.ca, "Zolo Realty Inc., Brokerage" on zolo.ca), while the firm read for the listing is another ("Listing
 * brokerage: Lakefront Realty Inc."): the site's agent who answers buyers' questions about another firm's listing, not
 * the agent who lists it. On the site's own listing (its firm the one read, or none read) the card is the listing's.
 */
function siteFirmAgent(ctx: TextContext, agent: string, tests: NameTests): boolean {
  const read = ctx.facts.brokerageName?.value;
  const label = hostLabel(ctx.extra);
  if (typeof read !== "string" || label.length < 4 || namedForHost(read, label)) return false;
  const firm = firmUnderAgent(ctx.ownLines, ctx.extra?.contact ?? new Set<string>(), agent, tests);
  return firm !== null && namedForHost(firm, label);
}

/** On a portal's page, a brokerage read as the portal's own name ("Realtor.com", "Zillow Premier Agent") is dropped. */
export function portalBrandFirm({ facts, extra }: TextContext): void {
  const firm = facts.brokerageName?.value;
  if (!extra?.portal || typeof firm !== "string") return;
  const lower = firm.toLowerCase();
  if (siteBrands(extra).some((b) => lower === b.toLowerCase() || lower.startsWith(`${b.toLowerCase()} `))) delete facts.brokerageName;
  // The portal's own company, its name in any part of its titles with only a legal form after it ("DuProprio inc." on
  // a page titled "… | DuProprio | 1054321", its head office's card): the portal, never a listing's brokerage.
  else if (portalBrands(extra).some((b) => folded(b) === folded(firm))) delete facts.brokerageName;
}

/**
 * A card's line with its phone at the end, the agent's title before it ("Nadia Petrovic Salesperson (905) 555-0147"):
 * the line without the phone and the title.
 */
const withoutPhone = (line: string): string => {
  const s = line.replace(LINE_PHONE, "");
  if (s === line) return line;
  const words = s.split(/\s+/);
  for (let k = Math.min(4, words.length - 2); k >= 1; k--) {
    const title = words.slice(-k).join(" ");
    const name = words.slice(0, -k).join(" ");
    if (isTitleLine(title) && BROKER_TITLE.test(title) && isPerson(name)) return name;
  }
  return s;
};

/** A line that is only a phone number, with its caption or none ("250-555-0149", "Tel: (902) 555-0147"): no name. */
const PHONE_ONLY = new RegExp(String.raw`^(?:(?:tel|phone|cell|mobile|office|direct|t|c|o)\.?\s*:?\s*)?(?:\+?1[\s.-]?)?` + PHONE_AT_END, "i");

/**
 * A firm's line with its own caption before the name ("Listing courtesy of The Muljat Group", "Listing Office: HUNT Real
 * Estate ERA - Elmwood Office", "Broker: Firm"): the name after it.
 */
const withoutFirmCaption = (line: string): string => {
  // A firm's line led by its own label without a colon ("Brokered by Penobscot Bay Realty", "Listing Office Firm"):
  // the label's value.
  const hit = labelOf(line);
  if (hit?.label === "brokerage" && hit.value !== "" && isCompany(hit.value)) return hit.value;
  return line.replace(/^(?:listing\s+)?(?:courtesy\s+of\s*:?|(?:broker(?:age)?|office|agency)\s*:)\s*/i, "");
};

/**
 * The first of a team's members under its line (rows i+2…) whose line is only the name the markup gives in an element
 * of its own, a phone after it or none ("Gurpreet Dhillon PREC* 604-555-0128"): a member's card. A roster's line with
 * the title after the name ("Nicole Gallant, Sales Representative · 902-555-0162") is no card.
 */
function markedMember({ rows, extra }: TextContext, i: number): string | undefined {
  const marked = new Set((extra?.agents ?? []).map((a) => a.value));
  for (let k = i + 2; k <= i + 4; k++) {
    const line = (rows[k] ?? "").trim().replace(TRAILING_PHONE, "");
    const name = withoutDesignation(line);
    if (marked.has(line) && isPerson(name)) return name;
  }
  return undefined;
}

/** A line that is only an e-mail address ("rene@example.com"). */
const EMAIL_ONLY = /^(?:e-?mail\s*:?\s*)?[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/i;
/** A sentence that leads to the names after it with a colon ("For showings contact:", "Questions? Please contact:"). */
const LEAD_IN = /\s\p{L}+:$/u;

/**
 * A credit of the firm alone with the agent in its next sentence under the agent's own label ("Listing provided courtesy
 * of Gander Bay Realty. Listing agent: Owen Blackmore. Data from the … MLS® System."): that agent. The row holds only
 * the credit's first sentence when the line is long; the page's line it starts is read for the rest.
 */
function agentInNextSentence(lines: string[], row: string, credit: string): string | null {
  const whole = lines.find((l) => l.startsWith(row)) ?? row;
  const at = whole.indexOf(credit);
  if (at < 0) return null;
  const next = firstSentence(whole.slice(at + credit.length).replace(/^\s*\.\s*/, "")).replace(/\.$/, "");
  const hit = labelOf(next);
  return hit?.label === "agentBlock" && hit.value !== "" && isPerson(hit.value) ? hit.value : null;
}

/** A card's line without its phone, title and designation, as an agent block reads the lines under its label. */
const cardLine = (l: string): string => withoutDesignation(withoutTitle(withoutLeadingTitle(withoutPhone(l))));

/**
 * The firm under a block of several agents, each with the title and phone on lines of their own ("Listed By", "Name",
 * "Residential Real Estate Broker", "+1 514-555-0111", "Name", "Sales Representative · 204-555-0129", then "Firm"): the first line
 * past their names, titles, phones and e-mails, when it is a firm's.
 */
function firmPastAgents(rows: string[], i: number): string | undefined {
  for (let k = i + 1; k <= i + 12 && k < rows.length; k++) {
    const l = (rows[k] ?? "").trim();
    if (PHONE_ONLY.test(l) || EMAIL_ONLY.test(l)) continue;
    const s = cardLine(l);
    if (s === "" || isTitleLine(s) || (isPerson(s) && !isTeamName(s))) continue;
    return isCompany(s) && !isTeamName(s) && labelOf(s) === null ? s : undefined;
  }
  return undefined;
}

/** An agent block's agent and brokerage: "Listed by" with them on the next lines, or "Listed by Name · Brokerage". */
export function agentRow(ctx: TextContext, { hit, line, at: i, rule }: LabelledRow): void {
  const { rows, set } = ctx;
  // "Listed by" with the agent and brokerage on the next lines, or "Listed by Name · Brokerage" on one line.
  const inline = hit.value !== "";
  const credit = firstSentence(hit.value);
  // A card's own caption under the block's heading ("Listed By", "Primary Agent", "Gurpreet Bains") is no name.
  // A co-listing agent's line ("Co-listed with Priya Sandhu") between the agent and the firm is left out too.
  // A firm's line led by the agent's title ("Broker · iPro Realty Ltd.") is the firm's.
  // An agent's phone after the name, its designation or title ("Name Personal Real Estate Corporation 604-555-0188",
  // "Name – 250-555-0164", "Name , courtier immobilier · 418 555-0177") is no part of the agent's line, and a phone
  // on a line of its own between the agent and the firm is no line of theirs.
  // Nor is an e-mail address on a line of its own, or a sentence leading to the names with a colon ("This lot is also
  // listed on the MLS® System. For showings contact:").
  const following = [1, 2, 3, 4]
    .map((k) => (rows[i + k] ?? "").trim())
    .filter((l) => !PHONE_ONLY.test(l) && !EMAIL_ONLY.test(l))
    .map(cardLine)
    .filter((l) => l !== "" && !isTitleLine(l) && labelOf(l)?.value !== "" && !/^co-?list(?:ed|ing)\b/i.test(l) && !PHONE_ONLY.test(l) && !LEAD_IN.test(l));
  // A heading ("Listing provided by") over a line with its own label and names ("Listed by Name with Firm"): that
  // line's row reads them.
  const nextLabel = inline ? null : labelOf(following[0] ?? "");
  if (nextLabel?.label === "agentBlock" && nextLabel.value !== "") return;
  // A rental's landlord or property manager ("Verified landlord", "… Property Management") is no agent or brokerage.
  if (LANDLORD.test(inline ? credit : following.slice(0, 3).join("\n"))) return;
  // A heading alone over the agent's line "Name · Firm" (or "Name, Firm"): that line splits as an inline value does.
  const split = inline ? [] : agentPieces(following[0] ?? "");
  const splitLine = split.length === 2 && isPerson(split[0] ?? "") && isCompany(split[1] ?? "");
  // Zillow's "Hannah Theriault 207-555-0115," over "Firm 207-555-0100": the phone after each name is no part of it
  // (a card's "Name Salesperson (905) 555-0147", its title before the phone, stays as it was: no name alone).
  const pieces = inline ? agentPieces(credit) : splitLine ? split : following.slice(0, 2).map(withoutPhone);
  // A card's name line with the agent's designation after a separator ("Grace Whitfield · Personal Real Estate
  // Corporation", BC's PREC): the name before it is the agent's, the designation is no brokerage.
  const named = inline ? null : /^(.+?)\s+[·•|]\s+Personal\s+Real\s+Estate\s+Corporation\b/i.exec(pieces[0] ?? "")?.[1];
  if (named && isPerson(named)) pieces[0] = named;
  // Two agents on one line ("Harjit Sandhu PREC* & Mei Lin Zhou"): the first lists the home (a team's name, "The
  // Gallant & MacPhee Team", stays whole).
  const pair = pieces[0] !== undefined && !isTeamName(pieces[0]) ? pieces[0].split(/\s+(?:&|and)\s+/).map(withoutDesignation) : [];
  if (pair.length === 2 && pair.every(isPerson)) pieces[0] = pair[0] ?? "";
  const [first = "", second = ""] = pieces;
  // A team ("The Ng Sun Group") names the agents who list the home, not their brokerage: the team is the agent,
  // and the brokerage is the firm named below its members.
  const firm = following.slice(1).find((l) => isCompany(l) && !isTeamName(l));
  // A team's heading over its members' own cards (the name alone on its line, the title on the next): a team is the
  // agent only when no person is named, so the first member lists the home. A roster of names under the team ("Name,
  // Personal Real Estate Corporation" in a list) leaves the team the agent.
  const member = !inline && isTeamName(first) && isPerson((rows[i + 2] ?? "").trim()) && isTitleLine((rows[i + 3] ?? "").trim()) ? (rows[i + 2] ?? "").trim() : undefined;
  if (member !== undefined) {
    set("listingAgentName", member, `${rule}-team-member`);
    // The firm under the members' cards.
    const office = rows.slice(i + 4, i + 12).map((l) => l.trim()).find((l) => isCompany(l) && !isTeamName(l) && labelOf(l) === null);
    if (office !== undefined) set("brokerageName", office, `${rule}-team-member`);
  } else if (!inline && isTeamName(first)) {
    // A team's members with their own name elements, a phone beside each ("Gurpreet Dhillon PREC* 604-555-0128" in
    // its own "agent-name"): members' cards, so the first lists the home; a roster of plain names leaves the team.
    const marked = markedMember(ctx, i);
    set("listingAgentName", marked ?? first, marked === undefined ? `${rule}-team` : `${rule}-team-member`);
    if (firm) set("brokerageName", firm, `${rule}-team`);
  } else if (inline && pieces.length === 1) {
    // A team's heading ("Listed by The Harbour Team") over its members' cards: a team is the agent only when no person
    // is named, so the first member under it lists the home.
    const firstMember = isTeamName(first) ? following.find((l) => isPerson(l) && !isTeamName(l)) : undefined;
    // An IDX credit ("Listing courtesy of MaxWell Progressive") names the listing firm: with no agent beside
    // it, its one name is the brokerage's, whatever words the firm's name has.
    // "Listing courtesy of Cheryl Bouchard of Gulf Harbor Realty LLC.": a person's name, then "of" and the firm (a
    // firm's own "of", "Cedar Lane RE of Whatcom LLC", has no person's name before it).
    const ofFirm = /^(.+?)\s+of\s+([A-ZÀ-Ý].+)$/u.exec(first);
    if (ofFirm?.[1] && ofFirm[2] && isPerson(ofFirm[1]) && isCompany(ofFirm[2])) {
      set("listingAgentName", ofFirm[1], rule);
      set("brokerageName", ofFirm[2], rule);
    } else if (isCompany(first) || /\bcourtesy\s+of\b/i.test(line)) {
      set("brokerageName", first, rule);
      const agent = agentInNextSentence(ctx.lines, line, credit);
      if (agent !== null) set("listingAgentName", agent, `${rule}-next-sentence`);
    } else if (firstMember !== undefined) set("listingAgentName", firstMember, `${rule}-team-member`);
    else if (isPerson(first)) {
      set("listingAgentName", first, rule);
      // "Inscription de Name, courtier immobilier" over the agency's own line (not a labelled row): that agency.
      // Its own caption before the firm ("Broker: Firm · 518-555-0166") and a phone after it are no part of its name.
      const agencyLine = following[0] ?? "";
      const agencyText = withoutFirmCaption(agencyLine);
      const firstPiece = agentPieces(agencyText)[0] ?? "";
      // A firm whose name has its own comma and its office after a dash ("Weichert, Realtors - Westfield Office"),
      // no piece of it a firm or a person: the whole line, when it carries no phone or number.
      const wholeLine = !isCompany(firstPiece) && !isPerson(firstPiece) && !/\d/.test(agencyText) && agencyText.includes(",");
      const agency = wholeLine ? agencyText.trim() : firstPiece;
      if (isCompany(agency) && !isTeamName(agency) && labelOf(agencyLine) === null) set("brokerageName", agency, rule);
    }
  } else if (isPerson(first)) {
    set("listingAgentName", first, rule);
    // The firm's line under the agent with its own caption ("Listing courtesy of Firm", "Listing Office: Firm"): the firm.
    const under = inline ? second : withoutFirmCaption(second);
    // The agent's team on the line under the name ("Kendra Ostapchuk", "Ostapchuk Home Group", then "Keller Williams
    // Prairie Realty"): a team is no brokerage; the firm under it is.
    if (!inline && !splitLine && isTeamName(under)) {
      if (firm) set("brokerageName", firm, `${rule}-under-team`);
    } else if (isCompany(under)) set("brokerageName", under, rule);
    // realtor.com's "Listed by Evan Marsh with Green Mountain Land & Home": the name after "with" is the firm's,
    // whatever words it has, when it is no person's name.
    else if (inline && second !== "" && credit.includes(` with ${second}`) && !isPerson(second) && /^[A-ZÀ-Ý][\p{L}&'’.\s-]{2,60}$/u.test(second)) set("brokerageName", second, rule);
    // An IDX credit of the agent and the firm ("Listing courtesy of Hollis Drummond, Casco Bay Land & Home"): the name
    // after the agent's is the listing firm's, whatever words it has, as a credit of the firm alone is.
    else if (inline && pieces.length === 2 && /\bcourtesy\s+of\b/i.test(line) && !isPerson(second) && !isTitleLine(second) && /^[A-ZÀ-Ý][\p{L}&'’.\s-]{2,60}$/u.test(second)) set("brokerageName", second, `${rule}-courtesy`);
    // The line under the agent starting with the site's own name, its title's last part ("… | John L. Scott" over
    // "John L. Scott Bellingham", "… | RealtyUSA"): the brokerage's office, though no firm's word is in it.
    else if (!inline && siteBrandFirm(ctx, second)) set("brokerageName", second, `${rule}-site-brand`);
    // Two agents on the card ("Kurt Lindqvist", "Shannon Mair", then the firm): the firm under the second one, past
    // each one's title and phone on lines of their own.
    else if (!inline && isPerson(second)) set("brokerageName", firm ?? firmPastAgents(rows, i), `${rule}-co-agent`);
  } else if (isCompany(first) && inline && isPerson(second) && pieces.length === 2) {
    // "Listed by Firm Ltd., Brokerage · Listing agent Name": the firm first, then the agent its own label names.
    set("brokerageName", first, rule);
    set("listingAgentName", second, rule);
  } else if (isCompany(first)) set("brokerageName", inline ? credit : first, rule);
}

/**
 * A brokerage row's firm; and on a portal's block of the advertiser, its heading alone over the firm, the firm's agent
 * on the line under it with the title after a dash or comma ("Agenzia", "Immobilier X inc.", "Name — courtier
 * immobilier"): that agent of the firm read. A name with no broker's title there is left.
 */
export function brokerageRow(ctx: TextContext, row: LabelledRow): void {
  firmRow(ctx, row);
  const { facts, rows, set } = ctx;
  if (row.hit.value !== "" || facts.brokerageName?.value !== row.value) return;
  const titled = /^(.+?)\s*(?:,|\s[—–·|-])\s*(\S.*)$/.exec((rows[row.at + 2] ?? "").trim());
  if (titled?.[1] && titled[2] && isPerson(titled[1]) && isTitleLine(titled[2]) && BROKER_TITLE.test(titled[2])) set("listingAgentName", titled[1], `${row.rule}-agent-under-firm`);
}

/** A brokerage row's firm, or the firm above an "Agence immobilière" caption. */
function firmRow(ctx: TextContext, { hit, line, value, prev, rule }: LabelledRow): void {
  const { set } = ctx;
  // A caption alone under the agency's name (Centris's broker card: "Groupe Immobilier X inc.", "Agence
  // immobilière"), before the office's address on the next line (an address naming "Sutton" is no company).
  if (hit.value === "" && /^(?:agence\s+immobili[eè]re|real\s+estate\s+agency)$/i.test(line.trim()) && isCompany(prev) && !isTitleLine(prev)) set("brokerageName", prev, "label:brokerage-caption");
  // A firm whose legal name starts with the words ("Agence Immobilière Les Quartiers inc.", capitalised as a name's
  // words and with no colon after them) is that whole name, not a label and its value; so is the lower-case form when
  // the name ends on its legal form ("Agence immobilière Richelieu-Yamaska inc.").
  else if (/^Agence\s+(?:Immobili[eè]re\s+[A-ZÀ-Ý]|immobili[eè]re\s+[A-ZÀ-Ý].*\b(?:inc|lt[ée]e)\.?$)/.test(line.trim()) && isCompany(value)) set("brokerageName", line.trim(), `${rule}-firm-name`);
  else if (!creditedFirm(ctx, value, rule)) {
    // The firm with its office's address after a dash ("Firm Inc., Brokerage — 350 Terry Fox Dr, Kanata, ON"): the firm.
    const cut = /^(.+?)\s+[—–·|-]\s+(\d.*)$/.exec(value);
    const firm = cut?.[1] && cut[2] && looksLikeStreet(cut[2]) ? cut[1] : value;
    if (isCompany(firm) && !(/^\d/.test(firm) && looksLikeStreet(firm) && findPostalCode(firm) !== null)) set("brokerageName", firm, rule);
  }
}

/**
 * A brokerage's credit line read to its first sentence, the board's notice after it left out ("Listing brokerage:
 * Firm Inc., Brokerage. Data from TRREB via PropTx.", "Firm Ltd. MLS® data from the … Association"), and the listing's
 * agent after the firm under the agent's own label ("Firm Inc., Brokerage · Listing agent: Name"): that firm and agent.
 * A value that is neither is left to the row's firm as written.
 */
function creditedFirm({ set }: TextContext, value: string, rule: string): boolean {
  const sentence = firstSentence(value);
  const [firm = "", ...rest] = sentence.split(/\s+[·•|–—]\s+/).map((p) => p.trim());
  const agents = rest.map((p) => labelOf(p)).filter((h) => h?.label === "agentBlock" && isPerson(h.value));
  if ((sentence === value && agents.length === 0) || !isCompany(firm) || isTeamName(firm)) return false;
  set("brokerageName", firm, `${rule}-sentence`);
  set("listingAgentName", agents[0]?.value, `${rule}-agent`);
  return true;
}

/** The agents and firms the markup names (agent and office cards' own classes and properties). */
export function markupAgents({ facts, set, replace, extra }: TextContext): void {
  for (const a of extra?.agents ?? []) {
    const name = withoutDesignation(a.value);
    if (isPerson(name)) set("listingAgentName", name, a.source.replace(/^text:/, ""));
  }
  // A card's name and office in inline elements of their own, read as one line under its heading ("Heather MacIsaac
  // Valley Shore Realty Ltd."): the firm its markup names, when the line is that firm after a person's name, the
  // agent's designation after the name or none ("Graham Ostrowski PREC* Pacifica Coast Realty Ltd.").
  const read = facts.brokerageName?.value;
  const own = typeof read === "string" ? (extra?.brokerages ?? []).find((b) => b.value !== read && read.endsWith(` ${b.value}`) && isCompany(b.value) && isPerson(withoutDesignation(read.slice(0, -b.value.length).trim()))) : undefined;
  if (own) replace("brokerageName", own.value, own.source);
  for (const b of extra?.brokerages ?? []) if (isCompany(b.value)) set("brokerageName", b.value, b.source.replace(/^text:/, ""));
}

/** A line opening on a person's name, a title after a comma, and a firm after a dash ("Name, REALTOR® — Firm."). */
const BIO_OPENING = /^([A-ZÀ-Ý][\p{L}'’.-]+(?:\s[A-ZÀ-Ý][\p{L}'’.-]+){1,3})\s*,\s*([^,—–·|\n]{3,40}?)\s+[—–·|]\s+([A-ZÀ-Ý][^.,;:!?\n]{2,60}?)(?=\.(?:\s|$)|$)/u;

/** An agent's card whose markup names no firm, and a description's byline or call to the agent. */
export function cardAgents(ctx: TextContext): void {
  const { facts, set, own, ownLines, extra } = ctx;
  // An agent's card whose markup names no firm: the firm under the agent's name and title, or a line of two agents.
  // A portal's staff title under a card's name ("Zolo Real Estate Advisor") is a title, never the firm; its agent is the
  // portal's, not the listing's.
  // A card's line with the agent's title before the firm ("Broker of Record · Firm Ltd., Brokerage", "REALTOR® | Firm"):
  // the firm after the title, as an agent block's line is read.
  const cardTests = { isPerson, isCompany: (l: string) => isCompany(l) && !isTeamName(l) && labelOf(l) === null, isTitle: (l: string) => isTitleLine(l) || portalStaffTitle(ctx, l), isTeam: isTeamName, firmOf: withoutLeadingTitle };
  const cards = extra?.contact ?? new Set<string>();
  if (facts.listingAgentName?.source.startsWith("text:") && (portalStaff(ctx, facts.listingAgentName.value) || siteFirmAgent(ctx, facts.listingAgentName.value, cardTests))) delete facts.listingAgentName;
  const carded = facts.listingAgentName?.source.startsWith("text:") ? facts.listingAgentName.value : null;
  // On a brokerage's own site (no portal), the card may name the firm by the site's own name alone ("Hall and Hall",
  // the title's "… | Hall and Hall"), with no word of a firm in it: that name is the firm.
  const ownBrand = (l: string): boolean => !extra?.portal && siteBrands(extra).some((b) => b.toLowerCase() === l.toLowerCase());
  if (carded !== null) set("brokerageName", firmUnderAgent(ownLines, cards, carded, { ...cardTests, isCompany: (l) => cardTests.isCompany(l) || ownBrand(l) }), "agent-card-firm");
  const pair = facts.listingAgentName === undefined && facts.brokerageName === undefined ? agentPairOnCard(ownLines, cards, cardTests) : null;
  if (pair) {
    set("listingAgentName", pair.agent, "agent-card-pair");
    set("brokerageName", pair.firm, "agent-card-pair");
  }
  // A card read whole as the firm ("Listing Office Kayla Brandt Chinook Peaks Realty Ltd.") is its lines' agent and firm.
  const wholeCard = (firm: string, agent: string): boolean => typeof facts.brokerageName?.value === "string" && facts.brokerageName.value !== firm && facts.brokerageName.value.includes(firm) && facts.brokerageName.value.includes(agent);
  const single = facts.listingAgentName === undefined ? agentOverFirmOnCard(ownLines, cards, { ...cardTests, isLabel: (l) => labelOf(l) !== null }) : null;
  if (single && facts.brokerageName !== undefined && wholeCard(single.firm, single.agent)) delete facts.brokerageName;
  // The card's firm agreeing with the one its markup names: the agent above it lists the home.
  if (single && !portalStaff(ctx, single.agent) && (facts.brokerageName === undefined || facts.brokerageName.value === single.firm)) {
    set("listingAgentName", single.agent, "agent-card-lines");
    set("brokerageName", single.firm, "agent-card-lines");
  }
  // A classified's contact line naming a broker with the title after a comma ("Pour information : Name, courtière
  // immobilière agricole"), over the agency's own line: the agent, and that agency.
  for (let i = 0; i < ownLines.length && facts.listingAgentName === undefined; i++) {
    // The broker's phone after the title ("Name, courtier, 705 555-0119") is no part of the title.
    const line = (ownLines[i] ?? "").replace(TRAILING_PHONE, "").replace(/\s*,$/, "");
    const m = line.length <= 120 && line.includes(",") ? NAME_WITH_TITLE.exec(line) : null;
    if (!m?.[1] || !m[2] || !isPerson(m[1]) || !isTitleLine(m[2]) || !BROKER_TITLE.test(m[2])) continue;
    set("listingAgentName", m[1], "name-with-title");
    const below = (ownLines[i + 1] ?? "").trim();
    if (isCompany(below) && !isTeamName(below) && labelOf(below) === null) set("brokerageName", below, "name-with-title");
  }
  // A description's sentence "… Listed by Marc Thibodeau of Harbourview Realty Group.": the agent, and the firm named.
  const byline = /\b[Ll]isted by ([A-ZÀ-Ý][\p{L}'’.-]+(?:\s[A-ZÀ-Ý][\p{L}'’.-]+){1,3}) (?:of|with|from) ([A-ZÀ-Ý][^.,;:!?\n]{2,60})/u.exec(own);
  if (byline?.[1] && isPerson(byline[1])) {
    set("listingAgentName", byline[1], "listed-by-sentence");
    if (byline[2] && isCompany(byline[2])) set("brokerageName", byline[2].trim(), "listed-by-sentence");
  }
  // A description's "Listed with Red Sands Realty.": the firm the listing is with. A person's name before the firm
  // ("Listed with Jane Roy of Firm") is the agent's, and the firm the rest.
  const listedWith = /\b[Ll]isted with ([A-ZÀ-Ý][^.,;:!?\n]{2,60})/u.exec(own)?.[1]?.trim() ?? "";
  const withAgent = /^(.+?)\s+(?:of|at|from)\s+([A-ZÀ-Ý].+)$/u.exec(listedWith);
  const withFirm = withAgent?.[1] && withAgent[2] && isPerson(withAgent[1]) ? withAgent[2] : listedWith;
  if (isCompany(withFirm) && !isTeamName(withFirm)) {
    if (withFirm !== listedWith && withAgent?.[1]) set("listingAgentName", withAgent[1], "listed-with-sentence");
    set("brokerageName", withFirm, "listed-with-sentence");
  }
  // A bio's opening line with the person's title and firm ("Meghan Arsenault, REALTOR® — Red Sands Realty. I grew up
  // …"), that firm the one the listing is with: the agent who lists it on their own site.
  const firmRead = facts.brokerageName?.value;
  for (let i = 0; i < ownLines.length && facts.listingAgentName === undefined && typeof firmRead === "string"; i++) {
    const bio = BIO_OPENING.exec(ownLines[i] ?? "");
    if (bio?.[1] && bio[2] && bio[3]?.trim() === firmRead && isPerson(bio[1]) && isTitleLine(bio[2]) && BROKER_TITLE.test(bio[2])) set("listingAgentName", bio[1], "bio-with-firm");
  }
  // A description's call to the agent with the title and firm after commas ("Call Fiona MacLeod, REALTOR®, Royal
  // LePage Atlantic, 902-555-0191."), or the firm right after the name ("Call or text Name, Firm Inc., 204-…"): the
  // agent and the firm, when the page names neither elsewhere. A French page entrusts the sale to the broker ("La vente
  // est confiée à Name, courtier immobilier résidentiel, Firm inc. – Bureau de …"): the same three after commas.
  const signed = /(?:\b(?:[Cc]all|[Cc]ontact|[Tt]ext|[Rr]each)(?:\s+or\s+(?:call|text|email|e-mail))?|(?<![\p{L}])[Cc]onfiée?s?\s+à)\s+([A-ZÀ-Ý][\p{L}'’.-]+(?:\s[A-ZÀ-Ý][\p{L}'’.-]+){1,3}),\s*(?:([^,\n]{3,60}),\s*)?([A-ZÀ-Ý][^,;:!?\n]{2,60}?)(?=\s*(?:,|\.(?:\s|$)|$))/u.exec(own);
  if (signed?.[1] && signed[3] && (signed[2] === undefined || isTitleLine(signed[2].trim())) && isPerson(signed[1]) && isCompany(signed[3].trim())) {
    set("listingAgentName", signed[1], "call-agent-sentence");
    // The firm's legal form ends on its own stop ("inc." before "– Bureau de …" or the sentence's end): kept, as a
    // card's "Firm inc." keeps it.
    const stop = own[signed.index + signed[0].length] === "." && /\b(?:inc|ltd|lt[ée]e|corp|co)$/i.test(signed[3].trim()) ? "." : "";
    set("brokerageName", `${signed[3].trim()}${stop}`, "call-agent-sentence");
  }
}

/**
 * A brokerage's own site names its agent on the card and itself only in the footer, with its legal designation
 * ("Les Immeubles Hauts-Monts inc., agence immobilière"): that firm, when the footer names one and only one.
 */
export function footerFirm(ctx: TextContext): void {
  const { facts, set, extra } = ctx;
  // A portal's footer names the portal's own licence ("Zolo Realty Inc., Brokerage"), never the listing's firm.
  if (facts.listingAgentName === undefined || facts.brokerageName !== undefined || extra?.portal) return;
  const firms = [...new Set(extra?.siteFirms ?? [])];
  if (firms.length === 1 && isCompany(firms[0] ?? "")) set("brokerageName", firms[0], "footer-firm");
  else siteOwnerFirm(ctx);
}

/** A brokerage by its name: a firm whose name says it deals in real estate ("… Realty Ltd.", "… Real Estate Inc."). */
const BROKER_FIRM = /\b(?:realty|real\s+estate|realtors?|brokerage|immobili[eè]re?s?|courtage)\b/i;
/** A legal form or designation at the end of a firm's name, left out when it is matched with the site's host. */
const LEGAL_FORM = /(?:[\s,]+(?:inc|ltd|lt[ée]e|limited|corp|corporation|llc|llp|co|brokerage|agence\s+immobili[eè]re)\.?)+$/i;
const folded = (s: string): string => s.toLowerCase().replace(LEGAL_FORM, "").replace(/[^\p{L}\p{N}]+/gu, "");
/** The site's host's own name, without "www." and its domain ("www.northarmrealty.ca" → "northarmrealty"). */
const hostLabel = (extra: TextContext["extra"]): string => (extra?.host ?? "").replace(/^www\d?\./, "").split(".")[0] ?? "";
/**
 * A firm named for the site's host, its domain in its name or not, a brokerage's words after the name or none
 * ("North Arm Realty Ltd." on northarmrealty.ca, "Condos.ca Inc., Brokerage" on condos.ca, "Zolo Realty Inc." on zolo.ca).
 */
const namedForHost = (firm: string, label: string): boolean => {
  const name = firm.replace(/\.(?:com|ca|net|org)\b/gi, "").toLowerCase().replace(LEGAL_FORM, "");
  return folded(name) === label || folded(name.replace(/\s+(?:realty|real\s+estate|realtors?)$/i, "")) === label;
};

/**
 * A brokerage's own site whose listing's agent block names no firm, the firm only in the footer's copyright line
 * ("© 2025 North Arm Realty Ltd." on northarmrealty.ca): the site's owner lists the home. Only when the owner is a
 * brokerage by its name, the site's host is that name ("North Arm Realty" → northarmrealty.ca; never a portal's), and
 * the lines about the agent's name name no other firm (a co-listing firm's, an IDX credit's not read).
 */
function siteOwnerFirm({ facts, set, extra, ownLines }: TextContext): void {
  const owners = [...new Set(extra?.siteOwners ?? [])];
  const owner = owners.length === 1 ? (owners[0] ?? "") : "";
  const label = hostLabel(extra);
  if (!BROKER_FIRM.test(owner) || !isCompany(owner) || isTeamName(owner) || label.length < 4 || folded(owner) !== label) return;
  const agent = facts.listingAgentName?.value;
  const at = typeof agent === "string" ? ownLines.findIndex((l) => l.includes(agent)) : -1;
  if (at < 0) return;
  const near = ownLines.slice(Math.max(0, at - 4), at + 5).flatMap((l) => agentPieces(l.trim()));
  if (near.some((p) => isCompany(p) && folded(p) !== label)) return;
  set("brokerageName", owner, "site-owner-firm");
}
