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

export function textContent(el: HtmlElement, limit = 200_000): string {
  // Text nodes are joined with spaces (so inline siblings never glue together); block elements add line breaks.
  const parts: string[] = [];
  let size = 0;
  // Recursion depth is capped: text deeper than 500 levels is ignored rather than overflowing the stack.
  const visit = (node: HtmlElement, depth: number): void => {
    for (const child of node.children) {
      if (size > limit) return;
      if (typeof child === "string") {
        parts.push(child);
        size += child.length + 1;
      } else if (!SKIP_TEXT.has(child.tag) && depth < 500) {
        const block = BLOCK.has(child.tag);
        if (block) parts.push(BREAK);
        visit(child, depth + 1);
        if (block) parts.push(BREAK);
      }
    }
  };
  visit(el, 0);
  const lines: string[] = [];
  for (const line of parts.join(" ").replace(/[\s\u00a0\u202f]+/g, " ").split(BREAK)) {
    const t = line.trim();
    if (t) lines.push(t);
  }
  return lines.join("\n");
}

export function ownText(el: HtmlElement): string {
  return textContent(el, 20_000).replace(/\n/g, " ").trim();
}
