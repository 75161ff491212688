/**
 * One media type, parsed strictly (RFC 9110 §8.3.1, narrowed): `type/subtype`, optionally followed by a single
 * `; charset=value`. Anything else is refused: a list (`image/png, text/html`), any other or repeated parameter
 * (`image/png;foo=bar`, `image/png;,text/html`), an empty parameter (`image/png;`), whitespace other than spaces and
 * tabs around `;` (or any inside `type/subtype`), non-ASCII, escapes in quoted values, and top-level types that are not
 * registered for content (`x-foo/bar`, `multipart/…`, `message/…`); type and subtype are RFC 6838 names (no `*`).
 *
 * The normalised form is the lower-cased essence; a charset is kept, lower-cased, on `text/*` only and dropped
 * elsewhere (on an image it means nothing, so accepting it costs nothing and keeps odd clients working).
 * This is what is compared with a bucket's list, stored in storage.objects.metadata and served.
 */
export interface MediaType {
  /** `type/subtype`, lower-case. */
  essence: string;
  type: string;
  subtype: string;
  /** The form to store and serve. */
  normalized: string;
}

/** RFC 6838's restricted-name: no wildcard, quote or other oddity can reach a stored type. */
const NAME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;
const CHARSET = /^[a-z0-9][a-z0-9._:+-]{0,39}$/i;
const TOP_LEVEL = new Set(["application", "audio", "font", "image", "model", "text", "video"]);
const MAX_LENGTH = 200;

/** Trims spaces and horizontal tabs only (HTTP's OWS), nothing else. */
const trimOws = (value: string) => value.replace(/^[ \t]+|[ \t]+$/g, "");

function parseCharset(parameter: string): string | undefined {
  const eq = parameter.indexOf("=");
  if (eq < 0) return undefined;
  const name = parameter.slice(0, eq);
  let value = parameter.slice(eq + 1);
  if (name.toLowerCase() !== "charset") return undefined;
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  return CHARSET.test(value) ? value.toLowerCase() : undefined;
}

/** The media type in `value`, or undefined when it is not exactly one acceptable type (see above). */
export function parseMediaType(value: string): MediaType | undefined {
  if (value.length === 0 || value.length > MAX_LENGTH || !/^[\x20-\x7e\t]*$/.test(value) || value.includes(",")) return undefined;
  const [head = "", ...parameters] = trimOws(value).split(";");
  if (parameters.length > 1) return undefined;
  const slash = head.indexOf("/");
  const type = head.slice(0, slash).toLowerCase();
  const subtype = head.slice(slash + 1).replace(/[ \t]+$/, "").toLowerCase();
  if (slash < 0 || !NAME.test(type) || !NAME.test(subtype) || !TOP_LEVEL.has(type)) return undefined;
  const essence = `${type}/${subtype}`;
  if (parameters.length === 0) return { essence, type, subtype, normalized: essence };
  const charset = parseCharset(trimOws(parameters[0]!));
  if (charset === undefined) return undefined;
  return { essence, type, subtype, normalized: type === "text" ? `${essence}; charset=${charset}` : essence };
}
