/**
 * A small, tolerant HTML parser without a DOM: enough structure for meta tags, JSON-LD, microdata/RDFa
 * scopes, images and visible text. Linear time; raw-text elements (script, style, textarea, title) are kept whole.
 */
import { decodeEntities } from "./entities.ts";

export type HtmlElement = {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  parent: HtmlElement | null;
};
export type HtmlNode = HtmlElement | string;

const VOID = new Set([
  "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
]);
const RAW = new Set(["script", "style", "textarea", "title", "noscript", "xmp"]);
const IMPLIED_END: Record<string, Set<string>> = {
  p: new Set(["p", "div", "ul", "ol", "table", "section", "article", "h1", "h2", "h3", "h4", "h5", "h6", "dl", "header", "footer"]),
  li: new Set(["li"]),
  dt: new Set(["dt", "dd"]),
  dd: new Set(["dt", "dd"]),
  tr: new Set(["tr"]),
  td: new Set(["td", "th", "tr"]),
  th: new Set(["td", "th", "tr"]),
  option: new Set(["option"]),
};

const TAG = /<(\/?)([A-Za-z][A-Za-z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttrs(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (!text) return attrs;
  ATTR.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ATTR.exec(text)) !== null) {
    const name = (m[1] ?? "").toLowerCase();
    if (name === "" || name in attrs) continue;
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    attrs[name] = decodeEntities(value);
  }
  return attrs;
}

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: "#document", attrs: {}, children: [], parent: null };
  let current = root;
  let pos = 0;
  let lower: string | null = null;
  const pushText = (text: string): void => {
    if (text) current.children.push(decodeEntities(text));
  };
  TAG.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TAG.exec(html)) !== null) {
    pushText(html.slice(pos, m.index));
    pos = TAG.lastIndex;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    if (m[1] === "/") {
      let el: HtmlElement | null = current;
      while (el && el.tag !== name) el = el.parent;
      if (el?.parent) current = el.parent;
      continue;
    }
    const implied = IMPLIED_END[current.tag];
    if (implied?.has(name) && current.parent) current = current.parent;
    const element: HtmlElement = { tag: name, attrs: parseAttrs(m[3] ?? ""), children: [], parent: current };
    current.children.push(element);
    const selfClosing = (m[3] ?? "").trimEnd().endsWith("/");
    if (RAW.has(name) && !selfClosing) {
      lower ??= html.toLowerCase();
      const close = lower.indexOf(`</${name}`, pos);
      const end = close < 0 ? html.length : close;
      const raw = html.slice(pos, end);
      element.children.push(name === "title" || name === "textarea" ? decodeEntities(raw) : raw);
      const gt = close < 0 ? -1 : html.indexOf(">", close);
      pos = gt < 0 ? html.length : gt + 1;
      TAG.lastIndex = pos;
      continue;
    }
    if (!VOID.has(name) && !selfClosing) current = element;
  }
  pushText(html.slice(pos));
  return root;
}
