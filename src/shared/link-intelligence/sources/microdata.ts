/** Microdata (itemscope/itemprop) and RDFa Lite (typeof/property) converted to schema.org-shaped objects. */
import type { HtmlDocument, HtmlElement } from "../html/parse.ts";
import { isElement, ownText } from "../html/query.ts";
import type { ListingFacts } from "../types.ts";
import type { Json, JsonObject } from "./json.ts";
import { readSchemaFacts } from "./schema-reader.ts";

type Syntax = { scope: (el: HtmlElement) => boolean; type: (el: HtmlElement) => string; props: (el: HtmlElement) => string[] };

const MICRODATA: Syntax = {
  scope: (el) => "itemscope" in el.attrs,
  type: (el) => el.attrs["itemtype"] ?? "",
  props: (el) => (el.attrs["itemprop"] ?? "").split(/\s+/).filter(Boolean),
};

const RDFA: Syntax = {
  scope: (el) => "typeof" in el.attrs,
  type: (el) => el.attrs["typeof"] ?? "",
  props: (el) =>
    (el.attrs["property"] ?? "")
      .split(/\s+/)
      .filter((p) => p && !/^(og|twitter|fb|article|product):/.test(p))
      .map((p) => p.replace(/^schema:/, "").replace(/^https?:\/\/schema\.org\//, "")),
};

function valueOf(el: HtmlElement): string {
  const a = el.attrs;
  if (a["content"] !== undefined) return a["content"];
  if (["a", "link", "area"].includes(el.tag)) return a["href"] ?? "";
  if (["img", "source", "video", "audio", "iframe", "embed"].includes(el.tag)) return a["src"] ?? "";
  if (el.tag === "time" && a["datetime"]) return a["datetime"];
  if (["data", "meter"].includes(el.tag) && a["value"]) return a["value"];
  return ownText(el);
}

function readItem(scope: HtmlElement, syntax: Syntax): JsonObject {
  const item: JsonObject = { "@type": syntax.type(scope).split(/\s+/).filter(Boolean) };
  const add = (name: string, value: Json): void => {
    const prev = item[name];
    item[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  };
  const stack: HtmlElement[] = [];
  for (let i = scope.children.length - 1; i >= 0; i--) {
    const c = scope.children[i];
    if (c !== undefined && isElement(c)) stack.push(c);
  }
  while (stack.length > 0) {
    const el = stack.pop();
    if (!el) break;
    const props = syntax.props(el);
    const nested = syntax.scope(el);
    if (props.length > 0) {
      const value: Json = nested ? readItem(el, syntax) : valueOf(el);
      for (const p of props) add(p, value);
    }
    if (nested) continue;
    for (let i = el.children.length - 1; i >= 0; i--) {
      const c = el.children[i];
      if (c !== undefined && isElement(c)) stack.push(c);
    }
  }
  return item;
}

function topItems(candidates: HtmlElement[], syntax: Syntax): JsonObject[] {
  // An item with a property but no enclosing item (Centris's lone itemprop="geo" GeoCoordinates) is top-level too.
  const enclosed = (el: HtmlElement): boolean => {
    for (let p = el.parent; p; p = p.parent) if (syntax.scope(p)) return true;
    return false;
  };
  return candidates.filter((el) => syntax.scope(el) && (syntax.props(el).length === 0 || !enclosed(el))).map((el) => readItem(el, syntax));
}

export function microdataFacts(root: HtmlDocument, logs: string[]): ListingFacts {
  const items = topItems(root.index.itemscopes, MICRODATA);
  if (items.length > 0) logs.push(`microdata: ${items.length} top-level items`);
  return readSchemaFacts(items, "microdata");
}

export function rdfaFacts(root: HtmlDocument, logs: string[]): ListingFacts {
  const items = topItems(root.index.typeofs, RDFA);
  if (items.length > 0) logs.push(`rdfa: ${items.length} top-level items`);
  return readSchemaFacts(items, "rdfa");
}
