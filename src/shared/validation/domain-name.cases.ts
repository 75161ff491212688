/**
 * One table for the domain normal form, run by the unit test (normaliseDomainName) and by the database test
 * (public.normalize_whitelisted_domain). `%s` is replaced by a fresh name so the database cases do not collide.
 * `db` overrides the outcome where the database differs: it refuses an IDN (the form converts it first).
 */
export type DomainCase = { typed: string; stored?: string; error?: string; db?: { error: string } };

export const DOMAIN_NAME_CASES: readonly DomainCase[] = [
  { typed: "%s.ca", stored: "%s.ca" },
  { typed: "www.%s.com", stored: "%s.com" },
  { typed: "WWW.%s.Com", stored: "%s.com" },
  { typed: "https://www.%s.com/homedetails/1?x=y#z", stored: "%s.com" },
  { typed: "http://user@%s.ca:8443/path", stored: "%s.ca" },
  { typed: "  %s.ca.  ", stored: "%s.ca" },
  { typed: "listings.%s.ca", stored: "listings.%s.ca" },
  { typed: "%s.ca:443", stored: "%s.ca" },
  { typed: "bücher.ca", stored: "xn--bcher-kva.ca", db: { error: "Enter the domain in its punycode form (xn--...); the admin form converts it for you." } },
  { typed: "not a domain", error: "Enter a domain like realtor.ca." },
  { typed: "localhost", error: "Enter a domain like realtor.ca." },
  { typed: "www.", error: "Enter a domain like realtor.ca." },
  { typed: "-bad-.ca", error: "Enter a domain like realtor.ca." },
  { typed: "https://", error: "Domain name is required." },
  { typed: "   ", error: "Domain name is required." },
];
