/** Tree helpers over the parsed HTML. */
import type { HtmlElement, HtmlNode } from "./parse.ts";

export function isElement(node: HtmlNode): node is HtmlElement {
  return typeof node !== "string";
}

/** Depth-first walk (iterative, so deep pages cannot overflow the stack). */
export function walk(root: HtmlElement, visit: (el: HtmlElement) => void): void {
  const stack: HtmlElement[] = [root];
  while (stack.length > 0) {
    const el = stack.pop();
    if (!el) break;
    visit(el);
    for (let i = el.children.length - 1; i >= 0; i--) {
      const child = el.children[i];
      if (child !== undefined && isElement(child)) stack.push(child);
    }
  }
}

export function findAll(root: HtmlElement, predicate: (el: HtmlElement) => boolean): HtmlElement[] {
  const out: HtmlElement[] = [];
  walk(root, (el) => {
    if (predicate(el)) out.push(el);
  });
  return out;
}

const SKIP_TEXT = new Set(["script", "style", "noscript", "template", "svg", "head", "title", "textarea"]);
const BLOCK = new Set([
  "p", "div", "li", "br", "tr", "td", "th", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "section",
  "article", "header", "footer", "ul", "ol", "table",
]);

/** Visible text with block boundaries as newlines, whitespace collapsed per line. */
const BREAK = "\u0001";

export function textContent(el: HtmlElement, limit = 400_000): string {
  const parts: string[] = [];
  let size = 0;
  const stack: Array<HtmlNode> = [el];
  // Iterative, to survive very deep documents.
  while (stack.length > 0 && size <= limit) {
    const node = stack.pop();
    if (node === undefined) break;
    if (typeof node === "string") {
      parts.push(node === BREAK ? node : node.replace(/[\r\n\t]+/g, " "));
      size += node.length;
      continue;
    }
    if (SKIP_TEXT.has(node.tag)) continue;
    const sep = BLOCK.has(node.tag) ? BREAK : " ";
    stack.push(sep);
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i];
      if (child !== undefined) stack.push(child);
    }
    parts.push(sep);
  }
  return parts
    .join("")
    .split(BREAK)
    .map((line) => line.replace(/[\s\u00a0\u202f]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

export function ownText(el: HtmlElement): string {
  return textContent(el, 20_000).replace(/\n/g, " ").trim();
}
