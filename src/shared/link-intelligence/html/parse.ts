/**
 * A small, tolerant HTML parser without a DOM: enough structure for meta tags, JSON-LD, microdata/RDFa
 * scopes, images and visible text. A hand-written linear scanner; attributes are parsed lazily, and the
 * elements the extractors need are indexed during the single pass so no source has to walk the tree.
 */
import { decodeEntities } from "./entities.ts";

export type HtmlElement = {
  tag: string;
  readonly attrs: Record<string, string>;
  /** The tag's attribute source, unparsed: a cheap pre-check before reading `attrs`. */
  readonly rawAttrs?: string;
  children: HtmlNode[];
  parent: HtmlElement | null;
};
export type HtmlNode = HtmlElement | string;

export type HtmlIndex = {
  scripts: HtmlElement[];
  metas: HtmlElement[];
  images: HtmlElement[];
  links: HtmlElement[];
  itemscopes: HtmlElement[];
  typeofs: HtmlElement[];
  /**
   * Elements that carry the page's state in an attribute (Inertia's `<div id="app" data-page="{…}">`, an Astro
   * island's `<astro-island props="{…}">`).
   */
  pageData: HtmlElement[];
  title: HtmlElement | null;
  base: HtmlElement | null;
  html: HtmlElement | null;
};
export type HtmlDocument = HtmlElement & { index: HtmlIndex };

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
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
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Shared by every element without children, so empty and void elements allocate no array. */
const NO_CHILDREN: HtmlNode[] = [];

/** Appends without the 17-slot backing store a first push() on an empty array would allocate. */
function append(parent: HtmlElement, node: HtmlNode): void {
  if (parent.children === NO_CHILDREN) parent.children = [node];
  else parent.children.push(node);
}

class Element implements HtmlElement {
  children: HtmlNode[] = NO_CHILDREN;
  private parsed: Record<string, string> | null = null;
  constructor(
    public tag: string,
    readonly rawAttrs: string,
    public parent: HtmlElement | null,
  ) {}

  get attrs(): Record<string, string> {
    if (this.parsed) return this.parsed;
    const attrs: Record<string, string> = {};
    if (this.rawAttrs) {
      ATTR.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = ATTR.exec(this.rawAttrs)) !== null) {
        const name = (m[1] ?? "").toLowerCase();
        if (name === "" || name in attrs) continue;
        attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
      }
    }
    this.parsed = attrs;
    return attrs;
  }
}

const isNameChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 58 || c === 95;
/** What a regular expression's \\s matches: ASCII and Unicode white space, the no-break space and the BOM. */
const isSpace = (c: number): boolean =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** Index of the '>' closing a tag that starts at `from`, skipping quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote = 0;
  for (let i = from; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) {
      // Quotes only open a value right after '=' (possibly with spaces); stray quotes are ignored.
      let j = i - 1;
      while (j > from && (html.charCodeAt(j) === 32 || html.charCodeAt(j) === 10 || html.charCodeAt(j) === 9)) j--;
      if (html.charCodeAt(j) === 61) quote = c;
    } else if (c === 62) return i;
  }
  return -1;
}

/** Start of the first `</name` (any case) at or after `from`, or -1. */
function findClose(html: string, name: string, from: number): number {
  let i = from;
  for (;;) {
    const at = html.indexOf("</", i);
    if (at < 0) return -1;
    if (html.slice(at + 2, at + 2 + name.length).toLowerCase() === name && !isNameChar(html.charCodeAt(at + 2 + name.length))) return at;
    i = at + 2;
  }
}

export function parseHtml(html: string): HtmlDocument {
  const index: HtmlIndex = { scripts: [], metas: [], images: [], links: [], itemscopes: [], typeofs: [], pageData: [], title: null, base: null, html: null };
  const root = Object.assign(new Element("#document", "", null), { index }) as Element & { index: HtmlIndex };
  let current: HtmlElement = root;
  let pos = 0;
  const n = html.length;
  // Whitespace-only runs carry no text (block/inline separators do): they are skipped before any string is cut.
  const pushText = (from: number, to: number): void => {
    let i = from;
    while (i < to && isSpace(html.charCodeAt(i))) i++;
    if (i >= to) return;
    const text = html.slice(from, to);
    append(current, text.includes("&") ? decodeEntities(text) : text);
  };
  while (pos < n) {
    const lt = html.indexOf("<", pos);
    if (lt < 0) break;
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */) {
      pushText(pos, lt);
      const isComment = html.startsWith("<!--", lt);
      const end = isComment ? html.indexOf("-->", lt + 4) : html.indexOf(">", lt + 2);
      pos = end < 0 ? n : end + (isComment ? 3 : 1);
      continue;
    }
    const closing = next === 47; /* / */
    const nameStart = lt + (closing ? 2 : 1);
    if (!isLetter(html.charCodeAt(nameStart))) {
      pushText(pos, lt + 1);
      pos = lt + 1;
      continue;
    }
    pushText(pos, lt);
    let nameEnd = nameStart;
    let upper = false;
    for (let c = html.charCodeAt(nameEnd); nameEnd < n && isNameChar(c); c = html.charCodeAt(++nameEnd)) upper ||= c >= 65 && c <= 90;
    const name = upper ? html.slice(nameStart, nameEnd).toLowerCase() : html.slice(nameStart, nameEnd);
    const gt = tagEnd(html, nameEnd);
    const end = gt < 0 ? n : gt;
    pos = gt < 0 ? n : gt + 1;
    if (closing) {
      let el: HtmlElement | null = current;
      while (el && el.tag !== name) el = el.parent;
      if (el?.parent) current = el.parent;
      continue;
    }
    if (IMPLIED_END[current.tag]?.has(name) && current.parent) current = current.parent;
    const raw = html.slice(nameEnd, end);
    const element = new Element(name, raw, current);
    append(current, element);
    if (name === "script") index.scripts.push(element);
    else if (name === "meta") index.metas.push(element);
    else if (name === "img" || name === "source") index.images.push(element);
    else if (name === "link") index.links.push(element);
    else if (name === "title") index.title ??= element;
    else if (name === "base") index.base ??= element;
    else if (name === "html") index.html ??= element;
    if (raw.includes("itemscope")) index.itemscopes.push(element);
    if (raw.includes("typeof")) index.typeofs.push(element);
    if (raw.includes("data-page=") || (name === "astro-island" && raw.includes("props="))) index.pageData.push(element);
    const selfClosing = raw.endsWith("/");
    if (RAW.has(name) && !selfClosing) {
      const close = findClose(html, name, pos);
      const stop = close < 0 ? n : close;
      const content = html.slice(pos, stop);
      append(element, name === "title" || name === "textarea" ? decodeEntities(content) : content);
      const closeGt = close < 0 ? -1 : html.indexOf(">", close);
      pos = closeGt < 0 ? n : closeGt + 1;
      continue;
    }
    if (!VOID.has(name) && !selfClosing) current = element;
  }
  if (pos < n) pushText(pos, n);
  return root;
}
