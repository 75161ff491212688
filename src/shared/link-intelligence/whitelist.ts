/** The one whitelist rule (spec §4): hostname without a leading `www.` equals a whitelisted name exactly. */

function normaliseName(name: string): string | null {
  const trimmed = name.trim().toLowerCase().replace(/\.+$/, "");
  if (trimmed === "") return null;
  try {
    // Route through URL so IDN names compare in their punycode form, exactly like hostnames do.
    return new URL(`http://${trimmed}/`).hostname.replace(/\.+$/, "");
  } catch {
    return null;
  }
}

/** Lower-cased hostname of an http(s) URL, trailing dots removed, IDN in punycode; null when not parseable. */
export function hostOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
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
