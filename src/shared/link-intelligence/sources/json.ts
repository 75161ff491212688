/** JSON value helpers shared by the structured-data sources. */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function asArray(value: Json | undefined): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Lower-cased local type names of a node: "https://schema.org/House" → "house". */
export function typesOf(node: JsonObject): string[] {
  return asArray(node["@type"] ?? node["type"])
    .filter((t): t is string => typeof t === "string")
    .map((t) => (t.split(/[/#:]/).pop() ?? t).toLowerCase());
}

/** First scalar text of a value: strings, numbers, {name}, {value}, {@value}. */
export function text(value: Json | undefined): string | null {
  for (const v of asArray(value)) {
    if (typeof v === "string" && v.trim() !== "") return v.trim();
    if (typeof v === "number" && Number.isFinite(v)) return String(v);
    if (isObject(v)) {
      const inner = text(v["@value"] ?? v["value"] ?? v["name"]);
      if (inner) return inner;
    }
  }
  return null;
}

// eslint-disable-next-line no-control-regex -- raw control characters break JSON.parse inside strings
const CONTROL_CHARS = /[\u0000-\u001f]+/g;

/** Parses a JSON-LD block leniently: CDATA, HTML comments, trailing commas and raw newlines in strings. */
export function parseLenientJson(raw: string): Json | undefined {
  return parseLeniently(raw, false);
}

/**
 * Parses an object literal sliced from a script (`window.X = {…}`, `var listingData = {…}`) as leniently, and failing
 * that with its bare keys quoted (`{ mls: "10362219", lat: 50.05 }`). Declared JSON (JSON-LD, `application/json`)
 * never has bare keys, so only these slices pay for the third try. A string that held ", word:" no longer parses,
 * and is dropped as before.
 */
export function parseScriptObject(raw: string): Json | undefined {
  return parseLeniently(raw, true);
}

function parseLeniently(raw: string, bareKeys: boolean): Json | undefined {
  let body = raw
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[/, "")
    .replace(/(?:\/\/\s*)?\]\]>$/, "")
    .replace(/^<!--/, "")
    .replace(/-->$/, "")
    .trim();
  try {
    return JSON.parse(body) as Json;
  } catch {
    body = body.replace(/,\s*([}\]])/g, "$1").replace(CONTROL_CHARS, " ");
  }
  try {
    return JSON.parse(body) as Json;
  } catch {
    if (!bareKeys) return undefined;
  }
  try {
    return JSON.parse(body.replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')) as Json;
  } catch {
    return undefined;
  }
}

/** All objects inside a value (arrays, @graph, nested properties), breadth-first, bounded. */
export function flattenNodes(roots: Json[], limit = 5000): JsonObject[] {
  const out: JsonObject[] = [];
  const queue: Json[] = [...roots];
  const seen = new Set<JsonObject>();
  // Read by index, not shift(): a state script's queue holds thousands of values, and each shift moves them all.
  let head = 0;
  while (head < queue.length && out.length < limit) {
    const value = queue[head++];
    if (Array.isArray(value)) queue.push(...value);
    else if (isObject(value) && !seen.has(value)) {
      seen.add(value);
      out.push(value);
      for (const k in value) {
        const child = value[k];
        if (typeof child === "object" && child !== null) queue.push(child);
      }
    }
  }
  return out;
}
