/**
 * The one normal form of a whitelisted domain (issue 18): lower case, IDN in punycode, no scheme, user, path, query,
 * fragment, port, trailing dot or leading `www.`. The admin form stores what this returns, the composer's whitelist
 * check compares hosts against it, and the database's trigger (public.normalize_whitelisted_domain) applies the same
 * rule with the same sentences; both run the cases of domain-name.cases.ts.
 */
export type DomainNameResult = { ok: true; name: string } | { ok: false; error: string };

export const DOMAIN_REQUIRED = "Domain name is required.";
export const DOMAIN_INVALID = "Enter a domain like realtor.ca.";

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

export function normaliseDomainName(input: string): DomainNameResult {
  let v = input.trim().toLowerCase();
  v = v.replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
  v = v.replace(/^[^/?#@]*@/, "");
  v = v.replace(/[/?#].*$/, "");
  v = v.replace(/:\d*$/, "");
  v = v.replace(/\.+$/, "");
  v = v.replace(/^www\./, "");
  if (v === "") return { ok: false, error: DOMAIN_REQUIRED };
  let host: string;
  try {
    // URL turns an IDN into its punycode form, as browsers do with the hosts they compare.
    host = new URL(`http://${v}/`).hostname.replace(/\.+$/, "").replace(/^www\./, "");
  } catch {
    return { ok: false, error: DOMAIN_INVALID };
  }
  if (!HOST_NAME.test(host) || host.length > 253) return { ok: false, error: DOMAIN_INVALID };
  return { ok: true, name: host };
}
