/**
 * The listing's own visible text: navigation, footers, legal notices and "similar homes" blocks left out, so that
 * "Maisons à vendre" in a menu, "…in the Province of Ontario." in a footer or another home's price never reach the
 * text rules. Agent and brokerage names in the markup sites use for them are picked up on the way.
 */
import type { HtmlElement } from "../html/parse.ts";
import type { Candidate } from "../types.ts";

const SKIP_TAGS = new Set(["script", "style", "noscript", "template", "svg", "head", "title", "textarea", "nav", "footer", "aside", "form", "button", "select", "iframe"]);
const BLOCK = new Set([
  "p", "div", "li", "br", "tr", "td", "th", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "section",
  "article", "header", "ul", "ol", "table", "dl", "main",
]);
const EXCLUDE_HINT = /footer|legal|copyright|breadcrumb|similar|nearby|related|recommend|also-like|menu|navbar|cookie|sidebar|disclaimer-legal/i;
/**
 * A class or id token that names a footer, legal notice, menu or "similar homes" block: the keyword last, or followed
 * only by a container word ("site-footer", "similar-listings", "footer-container"), so that a page wrapper's
 * "menu-closed" or "sidebar-left" does not hide the whole listing.
 */
const EXCLUDE_TOKEN = /^(?:[a-z0-9]+[-_]+)*(?:footer|legal|copyright|breadcrumbs?|similar|nearby|related|recommend(?:ed|ations)?|also-like|menu|navbar|cookies?|sidebar)(?:[-_]+(?:listings?|homes?|properties|ads|cards?|wrapper|container|section|block|list|links|nav|bar|banner|notice|area|content))?$/i;
const excluded = (value: string | undefined): boolean => (value ?? "").split(/\s+/).some((token) => token !== "" && EXCLUDE_TOKEN.test(token));
const NEVER_EXCLUDED = new Set(["body", "main", "article", "html"]);
const AGENT_HINT = /agent|realtor|broker/i;
const AGENT = /(?:^|[\s_-])(?:realtorCardName|agent-?name|agentName|broker-title|broker-name|realtor-name|listing-agent-name)(?:$|[\s_-])/i;
const BROKERAGE = /(?:^|[\s_-])(?:officeCardName|agent-company|agent-office|agency-name|agent-brokerage|broker-agency|brokerage-name|office-name|officeName)(?:$|[\s_-])/i;

export type PageText = { text: string; agents: Candidate<string>[]; brokerages: Candidate<string>[] };

const BREAK = "\u0001";

export function pageText(root: HtmlElement, limit = 200_000): PageText {
  const parts: string[] = [];
  const agents: Candidate<string>[] = [];
  const brokerages: Candidate<string>[] = [];
  let size = 0;
  const own = (from: number): string => parts.slice(from).join(" ").split(BREAK).join(" ").replace(/[\s\u00a0\u202f]+/g, " ").trim();
  const visit = (node: HtmlElement, depth: number): void => {
    for (const child of node.children) {
      if (size > limit) return;
      if (typeof child === "string") {
        parts.push(child);
        size += child.length + 1;
        continue;
      }
      if (SKIP_TAGS.has(child.tag) || depth >= 500) continue;
      const raw = child.rawAttrs ?? "";
      let role: "agent" | "brokerage" | null = null;
      if (raw !== "") {
        if (EXCLUDE_HINT.test(raw) && !NEVER_EXCLUDED.has(child.tag)) {
          const a = child.attrs;
          if (excluded(a["class"]) || excluded(a["id"])) continue;
        }
        if (AGENT_HINT.test(raw) || /office|agency/i.test(raw)) {
          const cls = `${child.attrs["class"] ?? ""} ${child.attrs["id"] ?? ""}`;
          role = AGENT.test(cls) ? "agent" : BROKERAGE.test(cls) ? "brokerage" : null;
        }
      }
      const block = BLOCK.has(child.tag);
      if (block) parts.push(BREAK);
      const start = parts.length;
      visit(child, depth + 1);
      if (role) {
        const value = own(start);
        const list = role === "agent" ? agents : brokerages;
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
  return { text: lines.join("\n"), agents, brokerages };
}
