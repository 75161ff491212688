/** The one whitelist rule (spec §4): hostname without a leading `www.` equals a whitelisted name exactly. */
import { normaliseDomainName } from "../validation/domain-name.ts";

/** A whitelist entry in the normal form the admin form and the database store (older rows may predate it). */
function normaliseName(name: string): string | null {
  const result = normaliseDomainName(name);
  return result.ok ? result.name : null;
}

/**
 * A backslash, whitespace (JavaScript's \s) or a C0/C1 control character: URL parsers disagree on them (browsers
 * read `\` as `/` in http(s) URLs, strip tabs and newlines, trim spaces), so a URL holding one is refused rather
 * than guessed at. The database refuses the same set (public.is_whitelisted_url).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const AMBIGUOUS_CHARACTERS = /[\\\s\u0000-\u001f\u007f-\u009f]/;

/**
 * Lower-cased hostname of an http(s) URL, trailing dots removed, IDN in punycode; null when not parseable or when
 * the URL holds a backslash, whitespace or control character.
 */
export function hostOf(url: string): string | null {
  if (AMBIGUOUS_CHARACTERS.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  const host = parsed.hostname.toLowerCase().replace(/\.+$/, "");
  return host === "" ? null : host;
}

function stripWww(host: string): string {
  return host.startsWith("www.") ? host.slice(4) : host;
}

export function isWhitelistedHost(url: string, whitelist: readonly string[]): boolean {
  const host = hostOf(url);
  if (!host) return false;
  const bare = stripWww(host);
  for (const entry of whitelist) {
    const name = normaliseName(entry);
    if (name !== null && stripWww(name) === bare) return true;
  }
  return false;
}
