/**
 * The listing's own visible text: navigation, footers, legal notices, "similar homes" and price/tax history blocks
 * left out, so that "Maisons à vendre" in a menu, "…in the Province of Ontario." in a footer, another home's price or
 * a past list price never reach the text rules. Picked up on the way: agent, brokerage and neighbourhood names in the
 * markup sites use for them, the lines of agent and office cards (their addresses are not the listing's), and the
 * coordinates of map links outside those cards.
 */
import type { HtmlDocument, HtmlElement } from "../html/parse.ts";
import { findAll, ownText, textContent } from "../html/query.ts";
import type { Candidate, GeoPoint } from "../types.ts";
import { findPostalCode } from "../normalise/postal.ts";
import { geoPoint } from "./geo.ts";
import { isObject, parseLenientJson, text as jsonText } from "./json.ts";
import { labelOf } from "./text/labels.ts";
import { folded } from "../normalise/fold.ts";

const SKIP_TAGS = new Set(["script", "style", "noscript", "template", "svg", "head", "title", "textarea", "nav", "footer", "aside", "form", "button", "select", "iframe"]);
/** ARIA roles of navigation: a tab bar, a menu, a navigation landmark. */
const NAV_ROLE = /^\s*(?:tablist|tab|navigation|menu|menubar|menuitem)\s*$/i;
const BLOCK = new Set([
  "p", "div", "li", "br", "tr", "td", "th", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "section",
  "article", "header", "ul", "ol", "table", "dl", "main", "pre",
]);
const EXCLUDE_HINT = /footer|legal|copyright|breadcrumb|similar|nearby|related|recommend|also-like|menu|navbar|cookie|sidebar|disclaimer-legal|history|sold|other|more/i;
/**
 * A class or id token that names a footer, legal notice, menu, "similar homes", "other listings" (an office's other
 * listings under the card: "Other listings by Firm") or "recently sold" block (a bare "sold"
 * is a sold listing's own status tag): the keyword last, or followed
 * only by a container word ("site-footer", "similar-listings", "footer-container"), so that a page wrapper's
 * "menu-closed" or "sidebar-left" does not hide the whole listing.
 */
const EXCLUDE_TOKEN = /^(?:[a-z0-9]+[-_]+)*(?:footer|legal|copyright|breadcrumbs?|similar|nearby|related|recommend(?:ed|ations)?|also-like|menu|navbar|cookies?|sidebar|history|recent(?:ly)?[-_]?sold|(?:other|more)[-_]?(?:listings|homes|properties))(?:[-_]+(?:listings?|homes?|properties|ads|cards?|wrapper|container|section|block|list|links|nav|bar|banner|notice|area|content|table|chart))?$/i;
// camelCase and PascalCase tokens too ("PropertyHistory", "similarHomes"): their words as if hyphenated.
const excluded = (value: string | undefined): boolean =>
  (value ?? "").split(/\s+/).some((token) => token !== "" && (EXCLUDE_TOKEN.test(token) || EXCLUDE_TOKEN.test(token.replace(/(?<=[a-z0-9])(?=[A-Z])/g, "-"))));
const NEVER_EXCLUDED = new Set(["body", "main", "article", "html"]);
/**
 * A block's heading that says its items are other listings: a classified's "More in Real Estate", "More Farm Real
 * Estate", "Also in Classifieds", a building's "Other available suites at The Maritime", "Autres chalets à vendre", a
 * portal's "Comparable Sold" and Centris's "Propriétés similaires"; a building's site's "Also in Helmcken Point" (its
 * other suites, for sale or rent, with their MLS® numbers).
 * Their counts, sizes and prices are those homes' (a "3 bedroom bungalow for rent — $2,100/month" under a lot's ad).
 */
const OTHER_LISTINGS_HEADING =
  /^(?:(?:more|other|similar)\b|also\s+in\b|autres\b|plus\s+d['’]|d['’]autres\b)[^\n]{0,40}\b(?:listings?|homes|properties|ads|classifieds|real\s+estate|suites|units|rentals|houses|condos|chalets|cottages|communities|buildings|annonces|propriétés|inscriptions|maisons|logements)\b|^(?:comparables?(?:\s+(?:sold|sales|listings|homes|properties))?|(?:propriétés|maisons|inscriptions)\s+(?:similaires|comparables))$/i;
/** "Also in" or "Also at" a name ("Also in Helmcken Point", "Also at The Maritime"): that building's other units. */
const ALSO_IN_NAMED = /^[Aa]lso\s+(?:in|at)\s+[\p{Lu}\d][^\n]{0,40}$/u;
const HEADING = new Set(["h2", "h3", "h4"]);
/** A section or div that opens on a heading of other listings (`OTHER_LISTINGS_HEADING`): left out of the text. */
function otherListingsBlock(el: HtmlElement): boolean {
  if (el.tag !== "section" && el.tag !== "div") return false;
  const first = el.children.find((c): c is HtmlElement => typeof c !== "string");
  const heading = first !== undefined && HEADING.has(first.tag) ? textContent(first, 200).trim() : "";
  return heading !== "" && (OTHER_LISTINGS_HEADING.test(heading) || ALSO_IN_NAMED.test(heading));
}

/**
 * A carousel or slider of the site's own agents ("agent-carousel", "agents-slider", "featured-agents"), or a block under
 * a heading that offers them ("Featured agents in Antigonish", "RE/MAX agents near Timmins", "Talk to a Zolo agent",
 * "Work with a Condos.ca agent"): other agents' cards, never the listing's agent or brokerage. Left out of the text.
 */
const AGENTS_CAROUSEL = /^(?:[a-z0-9]+[-_]+)*(?:featured[-_]+(?:agents?|realtors?|advis[oe]rs?)|(?:agents?|realtors?|advis[oe]rs?|brokers?|courtiers?)[-_]+(?:carousel|slider|swiper|slides|rail))(?:[-_]+(?:wrapper|container|section|block|list))?$/i;
const AGENTS_HEADING =
  /^(?:featured|meet\s+(?:our|the))\s+(?:agents|realtors|advis[oe]rs|brokers|courtiers)\b|\b(?:agents|realtors|advis[oe]rs)\s+(?:in|near|serving)\s|\b(?:talk|speak|work)\s+(?:to|with)\s+(?:an?|our)\s+(?:\S+\s+)?(?:agent|realtor|advis[oe]r|expert)s?\b/i;
function siteAgentsBlock(el: HtmlElement): boolean {
  if (el.tag !== "section" && el.tag !== "div" && el.tag !== "aside" && el.tag !== "ul") return false;
  if (`${el.attrs["class"] ?? ""} ${el.attrs["id"] ?? ""}`.split(/\s+/).some((t) => t !== "" && AGENTS_CAROUSEL.test(t.replace(/(?<=[a-z0-9])(?=[A-Z])/g, "-")))) return true;
  const first = el.children.find((c): c is HtmlElement => typeof c !== "string");
  return first !== undefined && HEADING.has(first.tag) && AGENTS_HEADING.test(textContent(first, 200).trim());
}

const AGENT_HINT = /agent|realtor|broker|courtier|advis[oe]r|contact|shop/i;
const AGENT = /(?:^|[\s_-])(?:realtorCardName|agent-?name|agentName|broker-title|broker-name|realtor-name|listing-agent-name)(?:$|[\s_-])/i;
const BROKERAGE = /(?:^|[\s_-])(?:officeCardName|agent-company|agent-office|agency-name|agent-brokerage|broker-agency|brokerage-name|office-name|officeName)(?:$|[\s_-])/i;
/**
 * Agent, broker, realtor, advisor, office, agency and shop cards, a "Contacts" block, and a project's sales centre: their lines (an
 * office's address and postal code) are not the listing's.
 */
const CONTACT = /agent|broker|realtor|office|agency|courtier|agence|advis[oe]r|(?:^|[\s_-])(?:contacts?|shop)(?:$|[\s_-])|sales[-_]?(?:centre|center|office)|presentation[-_]?(?:centre|center)/i;
/** Words of a class that name a firm: Engel & Völkers' "ev-shop-name" is the shop, its brokerage. */
const FIRM_WORDS = new Set(["office", "agency", "brokerage", "company", "firm", "agence", "shop"]);
const PERSON_WORDS = new Set(["agent", "realtor", "broker", "courtier", "advisor", "adviser", "contact"]);
const PLACE_CLASS = new Set(["neighbourhood", "neighborhood", "hood", "community", "communityname", "subdivision", "subarea", "quartier"]);

/**
 * The words of a class token, without a CSS-module hash ("agent-card_office__w3" → agent, card, office;
 * "agent-card__name" keeps its BEM element; "officeCardName" → office, card, name).
 */
function classWords(token: string): string[] {
  return token
    .replace(/(?:__(?=[A-Za-z0-9]*[A-Z0-9])[A-Za-z0-9]{2,8}|_(?=[A-Za-z0-9]*[A-Z0-9])[A-Za-z0-9]{5,8})$/, "")
    .split(/[-_]+|(?<=[a-z])(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);
}

/** The role a card's class gives its text: an agent's name, a brokerage or office name, or a neighbourhood. */
export function roleOfClass(cls: string): "agent" | "brokerage" | "neighbourhood" | null {
  if (AGENT.test(cls)) return "agent";
  if (BROKERAGE.test(cls)) return "brokerage";
  for (const token of cls.split(/\s+/)) {
    if (token === "") continue;
    const words = classWords(token);
    const last = words[words.length - 1] ?? "";
    // A CSS module's class carries its file's name first ("Header-module_neighborhood"): the local name after it.
    const local = words.includes("module") ? words.slice(words.lastIndexOf("module") + 1) : words;
    // The listing's own place word ("listing-neighbourhood", "property-community"): its neighbourhood as well.
    const listingPlace = local.length === 2 && (local[0] === "listing" || local[0] === "property") && PLACE_CLASS.has(last);
    // An IDX plugin's place word after its short prefixes ("eg-idx-neigh", "ihf-neighborhood"; "neigh" its short form).
    const pluginPlace = words.length >= 2 && words.slice(0, -1).every((w) => w.length <= 3) && (PLACE_CLASS.has(last) || last === "neigh");
    if (pluginPlace) return "neighbourhood";
    if (PLACE_CLASS.has(words.join("")) || PLACE_CLASS.has(local.join("")) || listingPlace) return "neighbourhood";
    // French markup too: "courtier-nom" is the broker's name, "courtier-agence" the agency's.
    // Engel & Völkers' "ev-contact-name" and "ev-shop-name": the advisor and the shop (its brokerage).
    const firm = words.some((w) => FIRM_WORDS.has(w));
    // A word glued onto "agent" or "realtor" names the agent's block ("agentsummary-name", REW's agent summary).
    const person = words.some((w) => PERSON_WORDS.has(w) || /^(?:agent|realtor)(?:summary|info|details?|card|box|panel|block)$/.test(w));
    const name = last === "name" || last === "nom";
    if (firm && (name || FIRM_WORDS.has(last)) && (person || words.includes("listing") || name)) return "brokerage";
    // Engel & Völkers' "ev-shop" alone: the shop's name, its brokerage.
    if (last === "shop" && words.length <= 2) return "brokerage";
    if (person && name) return "agent";
  }
  return null;
}

const CARD_PERSON = new Set(["name", "agent", "realtor", "nom"]);
const CARD_FIRM = new Set(["office", "broker", "brokerage", "agency", "company", "firm", "agence"]);
/** A card's child classed by a single word: its person ("name", "agent") or its firm ("office", "broker"). */
function cardRole(cls: string): "agent" | "brokerage" | null {
  const words = cls.trim().split(/\s+/).filter(Boolean).map((t) => t.toLowerCase());
  if (words.length === 0) return null;
  if (words.some((w) => CARD_FIRM.has(w))) return "brokerage";
  return words.some((w) => CARD_PERSON.has(w)) ? "agent" : null;
}

/** Coordinates in a map link or embed: Google Maps "destination=", "q=", "ll=", "center=", "query=" or "@lat,lng". */
export function mapLinkGeo(url: string): GeoPoint | null {
  if (!/(?:google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|maps\.googleapis\.com|goo\.gl\/maps)/i.test(url)) return null;
  const decoded = url.replace(/&amp;/g, "&").replace(/%2c/gi, ",").replace(/%20/g, "");
  const m =
    /[?&](?:destination|daddr|q|ll|center|query|sll)=(-?\d{1,2}\.\d{3,}),\s*(-?\d{1,3}\.\d{3,})(?:&|$)/i.exec(decoded) ?? /\/@(-?\d{1,2}\.\d{3,}),(-?\d{1,3}\.\d{3,})/.exec(decoded);
  return m ? geoPoint(m[1], m[2]) : null;
}

/** A card's heading naming the agent as the reader's, the firm's brand or none before it: "Your NIHO agent", "Your REALTOR®". */
const YOUR_AGENT = /^your\s+(?:\p{Lu}[\p{L}&.-]*\s+)?(?:listing\s+)?(?:agent|realtor®?|broker)$/iu;

/**
 * A sidebar of a few agents' cards under a site's short prefix ("rh-agents") with their agency's own line in it
 * ("rh-agence": "Firm inc.", "Agence immobilière – Bureau de Verdun"): the listing's agents and the firm they list it
 * for. The site's roster of its brokers ("office-agents", "Nos courtiers") names no agency of its own.
 */
function agentsWithTheirAgency(aside: HtmlElement, cardClass: string): boolean {
  if (!/(?:^|\s)[a-z]{1,3}[-_](?:agents|courtiers|brokers|realtors)(?:$|\s)/i.test(cardClass)) return false;
  return findAll(aside, (el) => /(?:^|[\s_-])(?:agence|agency|brokerage)(?:$|\s)/i.test(el.attrs["class"] ?? "")).length > 0;
}

/** A section's heading that names its card the listing's agent's ("Listing Agent", "Listed by", "Courtier inscripteur"). */
const LISTING_AGENT_HEADING = /^(?:listing\s+(?:agent|realtor|broker|advis[oe]r)s?|listed\s+by|(?:courti(?:er|[eè]re)|agent|agente)\s+inscript(?:eur|rice))\s*:?$/i;

/**
 * A sidebar card under its section's heading that names it the listing's agent's (`<section><h2>Listing Agent</h2>
 * <aside class="agent-bio">…`): the listing's card, as one with that heading inside it is.
 */
function underListingAgentHeading(section: HtmlElement): boolean {
  if (section.tag !== "section" && section.tag !== "div") return false;
  const first = section.children.find((c): c is HtmlElement => typeof c !== "string");
  return first !== undefined && HEADING.has(first.tag) && LISTING_AGENT_HEADING.test(textContent(first, 80).trim());
}

/** A person who does not represent the seller, the landlord or the owner (who lists the home). */
const NOT_SELLERS_AGENT = /\b(?:do(?:es)?n['’]t|do(?:es)?\s+not|never)\s+represent\s+(?:the\s+)?(?:buyers?\s+or\s+|tenants?\s+or\s+)?(?:sellers?|landlords?|vendors?|owners?)\b/i;

/** A sidebar that says it holds the listing's agent ("Listing agent", "Listed by"), not the site's own agents. */
function namesListingAgent(aside: HtmlElement): boolean {
  // A card that invites questions to the site's own agents ("Ask a Zolo Agent", "Talk to an agent", "Get help from a
  // Homefinder agent") is theirs.
  if (/\b(?:ask\s+(?:an?\s+)?(?:\p{Lu}[\p{L}&]*\s+)?(?:agent|expert|advis[oe]r)|(?:talk\s+to|get\s+help\s+from)\s+(?:an?\s+)?(?:\p{Lu}[\p{L}&]*\s+)?(?:agent|expert))\b/iu.test(textContent(aside, 400))) return false;
  // A card that says its person does not act for the seller ("Advisors don't represent buyers or sellers in the
  // negotiation", "I don't represent the landlord on this one"): the site's helper, never the agent who lists the home.
  if (NOT_SELLERS_AGENT.test(textContent(aside, 1_000))) return false;
  // Or a class naming the listing sheet's own broker ("fiche-courtier", "listing-agent", "property-agent").
  // French markup puts the sheet after the broker too ("courtier-fiche"). A site's short prefix may lead a BEM block
  // ("ivq-fiche__courtier": the sheet's broker element).
  if (/(?:^|\s)(?:[a-z]{1,4}[-_]+)?(?:(?:fiche|listing|property|propriete)[-_]+(?:courti(?:er|[eè]re)|agent|broker|realtor)s?|courti(?:er|[eè]re)s?[-_]+(?:fiche|propriete))(?:$|[\s_-])/i.test(aside.attrs["class"] ?? "")) return true;
  // Or a card of one agent, advisor or broker ("agent-card", "broker-card", "ev-advisor"): a listing page's card of the
  // professional who lists it (the site's own agents' cards invite questions, above).
  // A "contact-agent" box ("Interested in this home?", "Book a showing") is the site's own agent's.
  // Its info block ("agent-info") is such a card too, and so is the card's root in a CSS module ("agent-card_root").
  // A camelCase class reads as its words (realtor.ca's "realtorCardCon": realtor, card, container).
  const cardClass = (aside.attrs["class"] ?? "").replace(/(?<=[a-z0-9])(?=[A-Z])/g, "-");
  // A woman broker's card is written "courtière" ("bsj-courtiere"). A portal's box of the agency that lists the home
  // ("agency-box", "agence-card": the advertiser, its agent named in it) is such a card too.
  if (/(?:^|\s)(?:(?:agent|advis[oe]r|broker|realtor|courti(?:er|[eè]re)|agency|agence)[-_](?:card|box|panel|info)(?:[-_]+(?:root|wrapper|container|con))?|[a-z]{1,3}[-_](?:agent|advis[oe]r|broker|realtor|courti(?:er|[eè]re)))(?:$|\s)/i.test(cardClass)) return true;
  if (agentsWithTheirAgency(aside, cardClass)) return true;
  // Or a heading that says the card is this listing's ("Your advisor for this property", "Votre courtier pour cette propriété").
  // A US IDX credit inside it ("Listing courtesy of Firm") names the listing's own brokerage.
  // Or a heading that says the card is the reader's own agent on the firm's site ("Your NIHO agent", "Your agent").
  if (findAll(aside, (el) => /^h[2-5]$/.test(el.tag)).some((h) => YOUR_AGENT.test(textContent(h, 80).trim()))) return true;
  return /\b(?:listing\s+(?:agent|realtor|brokerage|office|courtesy\s+of)|listed\s+by|courtier\s+inscripteur|agent\s+inscripteur|(?:agent|advis[oe]r|realtor|broker|courtier)\s+(?:for\s+this\s+(?:property|listing|home)|pour\s+cette\s+propriété))\b/i.test(textContent(aside, 4_000));
}

/** The section of the building a unit stands in ("vci-building", "building-info"; not a list of its units or of buildings). */
const BUILDING_SECTION = /^(?:[a-z0-9]+[-_]+)*building(?:[-_]+(?:info|details?|facts|summary|overview|profile|section))?$/i;

/**
 * A map container's own coordinates: `data-lat`/`data-lng` (or latitude/longitude) on an element whose class or id says
 * map (a French page's "carte"), or on the page's main element itself (`<main class="listing" data-lat data-lng>`: the
 * listing's point), or on the section of the building the unit stands in (`<section class="building" data-lat data-lng>`:
 * the unit's point is its building's; cards of other units and listings are skipped before this).
 */
function dataAttrGeo(el: HtmlElement): GeoPoint | null {
  const names = `${el.attrs["class"] ?? ""} ${el.attrs["id"] ?? ""}`;
  if (!/map|(?:^|[\s_-])carte(?:$|[\s_-])/i.test(names) && el.tag !== "main" && !names.split(/\s+/).some((t) => BUILDING_SECTION.test(t))) return null;
  // The office's own map beside the listing's ("wolfnet_officeMap", "agency-map"): the office's point, never the listing's.
  if (OFFICE_MAP.test(names)) return null;
  const a = el.attrs;
  return geoPoint(a["data-lat"] ?? a["data-latitude"], a["data-lng"] ?? a["data-lon"] ?? a["data-long"] ?? a["data-longitude"]);
}

/** A map's class or id that says it shows an office, agency or agent ("wolfnet_officeMap", "agence-carte", "contact-map"). */
const OFFICE_MAP = /office|agency|agence|brokerage|realtor|(?:^|[\s_-])(?:agent|broker|courtier|contacts?)(?:$|[\s_-])|(?:agent|broker|contact)map/i;


/**
 * Squarespace's map block (`sqs-block-map`, its settings in `data-block-json`: { location: { markerLat, markerLng,
 * addressLine1 } }): its marker is the listing's point when the page's title names the marker's street. A map block of
 * the office (a contact section's) names another street, and the site's own location (SQUARESPACE_CONTEXT) is no block.
 */
function squarespaceMapGeo(el: HtmlElement, title: string): GeoPoint | null {
  const raw = el.attrs["data-block-json"];
  if (raw === undefined || !/(?:^|\s)sqs-block-map(?:$|\s)/.test(el.attrs["class"] ?? "")) return null;
  const data = parseLenientJson(raw);
  const location = isObject(data) && isObject(data["location"]) ? data["location"] : null;
  const street = folded(jsonText(location?.["addressLine1"]) ?? "");
  if (!location || !/^\d+[a-z]? [a-z]{2,}/.test(street) || !folded(title).includes(street)) return null;
  return geoPoint(location["markerLat"], location["markerLng"]);
}

/**
 * An element holding the property's latitude or longitude alone, by its id or class ("PropertyLat", "listing-lng",
 * Centris's hidden spans): which of the two it holds, or null.
 */
function coordinateOf(el: HtmlElement): "lat" | "lng" | null {
  const m = /^(?:property|listing)[-_]?(lat(?:itude)?|lng|lon|long(?:itude)?)$/i.exec((el.attrs["id"] ?? "").trim());
  if (!m) return null;
  return /^lat/i.test(m[1] ?? "") ? "lat" : "lng";
}

/** Markup that names the listing's address or place ("listingAddress", itemprop="address", "listing-location__city"). */
const ADDRESS_MARK = /address|adresse|location|locality|(?:^|[\s_-])city(?:$|[\s_-])|ville/i;

export type PageText = {
  text: string;
  agents: Candidate<string>[];
  brokerages: Candidate<string>[];
  neighbourhoods: Candidate<string>[];
  /** Lines of agent, broker and office cards. */
  contact: Set<string>;
  /** Coordinates of map links outside agent and office cards. */
  maps: GeoPoint[];
  /** The items of breadcrumb trails (left out of the text), in order: "Québec", "Mauricie", "Trois-Rivières". */
  crumbs: string[];
  /** Texts of elements marked as the listing's address or place, outside cards, in order (lines joined by ", "). */
  addresses: string[];
  /** A licensed firm's legal name in the site's footer ("Les Immeubles X inc., agence immobilière", "X Ltd., Brokerage"). */
  siteFirms: string[];
  /** The site's copyright holder in its footer ("© 2025 North Arm Realty Ltd."): the site's owner. */
  siteOwners: string[];
  /** The site's own addresses in its footer's <address> elements (a town hall's, a firm's office), lines joined by ", ". */
  siteAddresses: string[];
  /**
   * The texts of the site's footer blocks that hold a postal code ("Prairie Wind Realty Ltd.\n614 Main Street\nHumboldt,
   * SK S0K 2A0"): the office's address, whatever markup holds it. A line of the page that repeats it is the office's.
   */
  footerPostal: string[];
};

/** A brokerage's legal name with its designation, at the start of a footer's line or piece. */
const DESIGNATED_FIRM = /(?:^|[·|\n]\s*)([A-ZÀ-Ý][^·|\n,]{2,70}?(?:inc\.?|ltd\.?|ltée|limited|corp\.?)?,\s*(?:agence\s+immobili[eè]re|brokerage))(?=\s*(?:$|[·|\n]))/gimu;

/**
 * A footer's copyright line, its holder alone on it ("© 2025 North Arm Realty Ltd.", "Copyright © 2019–2025 Firm Inc. All
 * rights reserved."): the site's owner. A line crediting data to a board ("Listing data © 2025 … MLS") names no owner.
 */
const COPYRIGHT = /^(?:copyright\s*)?©\s*(?:copyright\s*)?(?:\d{4}(?:\s*[-–]\s*\d{4})?,?\s+)?([A-ZÀ-Ý][^\n©|·]{2,100})$/gimu;
/** The holder without "All rights reserved" and a sentence's closing stop (a legal form's "Inc." keeps its own). */
const copyrightHolder = (s: string): string => {
  const name = s.trim().replace(/[\s,]*all\s+rights\s+reserved\.?$/i, "").replace(/,$/, "").trim();
  return /\b(?:inc|ltd|lt[ée]e|corp|co)\.$/i.test(name) ? name : name.replace(/\.$/, "");
};

/** A footer's credit of the listing ("Listed by Firm, Brokerage. Listing data courtesy of Name."): its firm and agent. */
const FOOTER_CREDIT = /\blisted\s+by\s+([A-ZÀ-Ý][^·|\n]{2,80}?)\.\s+(?:listing\s+(?:data\s+|information\s+)?)?courtesy\s+of\s+([A-ZÀ-Ý][^.·|\n,]{2,50}?)\s*(?:[.·|]|$)/imu;

// A French site's "fil d'Ariane" ("fil", "fil-ariane") is its breadcrumb trail.
const BREADCRUMB = /^(?:[a-z0-9]+[-_]+)*(?:(?:bread)?crumbs?|fil(?:[-_]d)?(?:[-_]ariane)?)(?:[-_]+[a-z]+)?$/i;

const BREAK = "\u0001";

const isCrumbs = (el: HtmlElement): boolean => `${el.attrs["class"] ?? ""} ${el.attrs["id"] ?? ""}`.split(/\s+/).some((t) => BREADCRUMB.test(t));

/** A breadcrumb trail's items: its list items' texts, else its links', else its plain text split at its separators. */
function crumbItems(trail: HtmlElement): string[] {
  const items = findAll(trail, (el) => el.tag === "li").map((el) => textContent(el, 200).replace(/[\s\u00a0›»>]+/g, " ").trim());
  const links = items.length > 0 ? items : findAll(trail, (el) => el.tag === "a").map((el) => ownText(el));
  const split = textContent(trail, 400).split(/\s+[›»>]\s+/).map((s) => s.trim()).filter(Boolean);
  // The current page's own item after the links, as plain text ("Cedar Court › Unit 305"): the trail's last item.
  const current = items.length === 0 && links.length > 0 && split.length === links.length + 1 && links.every((l, k) => l === split[k]);
  return (links.length > 0 && !current ? links : split).filter(Boolean);
}

export function pageText(root: HtmlDocument, limit = 200_000): PageText {
  const parts: string[] = [];
  const agents: Candidate<string>[] = [];
  const brokerages: Candidate<string>[] = [];
  const neighbourhoods: Candidate<string>[] = [];
  const contact = new Set<string>();
  const maps: GeoPoint[] = [];
  const crumbs: string[] = [];
  const addresses: string[] = [];
  const siteFirms: string[] = [];
  const siteOwners: string[] = [];
  const siteAddresses: string[] = [];
  const footerPostal: string[] = [];
  let size = 0;
  let inContact = 0;
  // The site's banner (a <header> outside the listing's main or article): an agent site's own name and brokerage.
  let inMain = 0;
  let inSiteHeader = 0;
  let inPre = 0;
  // The page's title names the listing's street (a site builder's map block is read only when it names it too).
  const titleEl = root.index.title;
  const title = titleEl ? textContent(titleEl, 300) : "";
  // The property's latitude and longitude in elements of their own, paired as they come.
  const coordinate: { lat?: string; lng?: string } = {};
  const own = (from: number): string => parts.slice(from).join(" ").split(BREAK).join(" ").replace(/[\s\u00a0\u202f]+/g, " ").trim();
  const visit = (node: HtmlElement, depth: number): void => {
    for (const child of node.children) {
      if (size > limit) return;
      if (typeof child === "string") {
        // A <pre> block's line breaks are its lines (a plain-text classified): each is a line of the page.
        parts.push(inPre > 0 ? child.split("\n").join(BREAK) : child);
        size += child.length + 1;
        continue;
      }
      // An ASP.NET page wraps all of its body in one form: that form is the page, not a search box.
      const pageForm = child.tag === "form" && node.tag === "body";
      // A map embed is skipped as text, not as the listing's place.
      if (child.tag === "iframe" && inContact === 0) {
        const geo = mapLinkGeo(child.attrs["src"] ?? "");
        if (geo) maps.push(geo);
      }
      // A trail in a <nav class="breadcrumb"> is read as one in a <div>: it is left out of the text all the same.
      if (child.tag === "nav" && isCrumbs(child)) crumbs.push(...crumbItems(child));
      if (child.tag === "footer") {
        for (const p of findAll(child, (el) => el.tag === "p" || el.tag === "div")) {
          const said = textContent(p, 600);
          for (const m of said.matchAll(DESIGNATED_FIRM)) if (m[1]) siteFirms.push(m[1].trim());
          for (const m of said.matchAll(COPYRIGHT)) if (m[1]) siteOwners.push(copyrightHolder(m[1]));
          if (said.length <= 400 && findPostalCode(said) !== null) footerPostal.push(said);
        }
      }
      if (child.tag === "footer") for (const a of findAll(child, (el) => el.tag === "address")) siteAddresses.push(textContent(a, 400).split("\n").map((l) => l.trim()).filter(Boolean).join(", "));
      // The listing's firm and agent a footer credits, after any card's own (a card names them first).
      const credit = child.tag === "footer" ? findAll(child, (el) => el.tag === "p" || el.tag === "div").map((p) => FOOTER_CREDIT.exec(textContent(p, 600))).find((m) => m !== null) : null;
      if (credit?.[1] && credit[2]) {
        brokerages.push({ value: credit[1].trim(), source: "text:footer-credit" });
        agents.push({ value: credit[2].trim(), source: "text:footer-credit" });
      }
      if ((SKIP_TAGS.has(child.tag) && !(child.tag === "aside" && (namesListingAgent(child) || underListingAgentHeading(node))) && !pageForm) || depth >= 500) continue;
      // An ARIA tab bar or menu ("Overview", "Property details", "Neighborhood", "Climate") is navigation, as a <nav> is:
      // its items are the page's sections, not labels with their values.
      if (NAV_ROLE.test(child.attrs["role"] ?? "")) continue;
      // A block of other listings under its heading ("More in Real Estate"), as one classed "similar-listings" is.
      // So is a carousel of the site's own agents ("Featured agents", "Talk to a Zolo agent").
      if (otherListingsBlock(child) || siteAgentsBlock(child)) continue;
      const raw = child.rawAttrs ?? "";
      let role: "agent" | "brokerage" | "neighbourhood" | null = null;
      let byCard = false;
      let card = false;
      if (raw !== "") {
        if (EXCLUDE_HINT.test(raw) && !NEVER_EXCLUDED.has(child.tag)) {
          const a = child.attrs;
          if (excluded(a["class"]) || excluded(a["id"])) {
            if (isCrumbs(child)) crumbs.push(...crumbItems(child));
            continue;
          }
        }
        const cls = `${child.attrs["class"] ?? ""} ${child.attrs["id"] ?? ""}`;
        if (AGENT_HINT.test(raw) || /office|agency|neigh|\bhood\b|communit|subdivision|sub-?area|quartier/i.test(raw)) role = roleOfClass(cls);
        // Inside an agent's or office's card, a plain "name" or "agent" is the card's person and "office", "broker" or
        // "agency" its firm ('agent-card' > 'name', 'office'): the card says whose they are. Their texts must still read
        // as a person's or a firm's name (text.ts).
        if (role === null && inContact > 0) {
          role = cardRole(cls);
          byCard = role !== null;
        }
        if (inSiteHeader > 0 && role !== "neighbourhood") role = null;
        card = CONTACT.test(cls) && !NEVER_EXCLUDED.has(child.tag);
        const link = child.tag === "a" ? child.attrs["href"] : child.tag === "iframe" || child.tag === "img" ? child.attrs["src"] : undefined;
        const geo = inContact === 0 ? ((link ? mapLinkGeo(link) : null) ?? dataAttrGeo(child) ?? (raw.includes("data-block-json") ? squarespaceMapGeo(child, title) : null)) : null;
        if (geo) maps.push(geo);
        const axis = inContact === 0 && raw.includes("id=") ? coordinateOf(child) : null;
        if (axis) {
          coordinate[axis] = textContent(child, 40).trim();
          const point = coordinate.lat !== undefined && coordinate.lng !== undefined ? geoPoint(coordinate.lat, coordinate.lng) : null;
          if (point) maps.push(point);
        }
      }
      const marked = raw !== "" && inContact === 0 && !card && ADDRESS_MARK.test(`${child.attrs["class"] ?? ""} ${child.attrs["id"] ?? ""} ${child.attrs["itemprop"] ?? ""}`);
      // A heading's <small> is a line under its first ("142 Farley Avenue <small>Belleville, ON K8N 4M2</small>": the
      // street, then its town), not words of the same line.
      const block = BLOCK.has(child.tag) || (child.tag === "small" && /^h[1-6]$/.test(node.tag));
      if (block) parts.push(BREAK);
      // A value whose label is only its attribute (Point2's <li data-label="Lot">33 x 118 ft</li>): the label before it,
      // unless the text names it itself ("4 Beds").
      const dataLabel = raw.includes("data-label") ? (child.attrs["data-label"] ?? "").trim() : "";
      if (dataLabel !== "" && dataLabel.length <= 30 && labelOf(dataLabel)?.value === "" && !textContent(child, 200).toLowerCase().includes(dataLabel.toLowerCase())) parts.push(`${dataLabel}:`);
      const start = parts.length;
      if (card) inContact++;
      const main = child.tag === "main" || child.tag === "article";
      const siteHeader = child.tag === "header" && inMain === 0;
      if (main) inMain++;
      if (siteHeader) inSiteHeader++;
      if (child.tag === "pre") inPre++;
      visit(child, depth + 1);
      if (child.tag === "pre") inPre--;
      if (main) inMain--;
      if (siteHeader) inSiteHeader--;
      if (card) {
        inContact--;
        for (const line of parts.slice(start).join(" ").replace(/[\s\u00a0\u202f]+/g, " ").split(BREAK)) if (line.trim()) contact.add(line.trim());
      }
      if (marked) {
        const value = parts.slice(start).join(" ").replace(/[\s\u00a0\u202f]+/g, " ").split(BREAK).map((l) => l.trim()).filter(Boolean).join(", ");
        if (value !== "" && value.length <= 160) addresses.push(value);
      }
      // A card's child of several lines ("broker": a name over a title) is a card of its own, not one name.
      if (byCard && parts.slice(start).join(" ").split(BREAK).filter((l) => l.trim() !== "").length > 1) role = null;
      if (role) {
        const value = own(start);
        const list = role === "agent" ? agents : role === "brokerage" ? brokerages : neighbourhoods;
        if (value && value.length <= 80) list.push({ value, source: `text:class=${(child.attrs["class"] ?? child.attrs["id"] ?? "").split(/\s+/)[0] ?? ""}` });
      }
      if (block) parts.push(BREAK);
    }
  };
  visit(root, 0);
  const lines: string[] = [];
  for (const line of parts.join(" ").replace(/[\s\u00a0\u202f]+/g, " ").split(BREAK)) {
    const t = line.trim();
    if (t) lines.push(t);
  }
  return { text: lines.join("\n"), agents, brokerages, neighbourhoods, contact, maps, crumbs, addresses, siteFirms, siteOwners, siteAddresses, footerPostal };
}
