/** JSON-LD blocks: several per page, broken ones skipped, CDATA/comment wrappers tolerated. */
import type { HtmlDocument } from "../html/parse.ts";
import type { ListingFacts } from "../types.ts";
import { parseLenientJson } from "./json.ts";
import type { Json } from "./json.ts";
import { readSchemaFacts } from "./schema-reader.ts";

export function jsonLdBlocks(root: HtmlDocument, logs: string[]): Json[] {
  const scripts = root.index.scripts.filter((el) => /ld\+json/i.test(el.attrs["type"] ?? ""));
  const blocks: Json[] = [];
  scripts.forEach((script, i) => {
    const raw = script.children.filter((c): c is string => typeof c === "string").join("");
    const parsed = parseLenientJson(raw);
    if (parsed === undefined) logs.push(`json-ld: block ${i + 1} of ${scripts.length} is not valid JSON, skipped`);
    else blocks.push(parsed);
  });
  if (scripts.length > 0) logs.push(`json-ld: ${blocks.length} of ${scripts.length} blocks parsed`);
  return blocks;
}

export function jsonLdFacts(root: HtmlDocument, logs: string[]): ListingFacts {
  return readSchemaFacts(jsonLdBlocks(root, logs), "json-ld");
}
