import { isIP } from "node:net";
import { isLoopbackAddress } from "./client-address.ts";

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST_NAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`, "i");

/** A DNS host name (no scheme, port or wildcard), as ALLOWED_HOSTS takes them. */
export function isHostName(value: string): boolean {
  return HOST_NAME.test(value);
}

/** The host name of a Host header ("example.com:8080", "[::1]:54321"), lower-cased, without port, brackets or final dot; null when unparsable. */
export function hostnameOf(header: string): string | null {
  if (header === "" || /[\s/?#@\\]/.test(header)) return null;
  try {
    return new URL(`http://${header}`).hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  } catch {
    return null;
  }
}

const isLocalhostName = (hostname: string) => hostname === "localhost" || hostname.endsWith(".localhost");

/** localhost, *.localhost (browsers resolve them to loopback without DNS), 127.0.0.0/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  return isLocalhostName(hostname) || (isIP(hostname) !== 0 && isLoopbackAddress(hostname));
}

export interface HostRules {
  siteUrl: string;
  /** The interface the gateway listens on (HOST). */
  host: string;
  allowedHosts: readonly string[];
}

/**
 * The host names the gateway answers for, against DNS rebinding (a page on attacker.example whose name is made to
 * resolve to this machine, reading answers as same-origin): SITE_URL's host, HOST, ALLOWED_HOSTS, loopback names
 * and IP literals (an origin that is an address cannot be rebound). Ports are not compared: rebinding changes the
 * name, not the port.
 */
export function hostAllowed(rules: HostRules): (hostname: string) => boolean {
  const named = new Set([new URL(rules.siteUrl).hostname.replace(/^\[|\]$/g, ""), rules.host, ...rules.allowedHosts].map((h) => h.toLowerCase()));
  return (hostname) => isIP(hostname) !== 0 || isLocalhostName(hostname) || named.has(hostname);
}

const refusal = (status: number, code: string, message: string) => Response.json({ code, message }, { status });

/** Refuses a request whose Host the gateway does not serve (403), or an unparsable Host (400); undefined lets it through. */
export function hostGuard(rules: HostRules): (request: Request) => Response | undefined {
  const allowed = hostAllowed(rules);
  return (request) => {
    const header = request.headers.get("host");
    if (header === null) return undefined;
    const hostname = hostnameOf(header);
    if (hostname === null) return refusal(400, "invalid_host", "The Host header is not a valid host name");
    if (allowed(hostname)) return undefined;
    return refusal(403, "host_not_allowed", `This server does not answer for the host "${hostname}" (add it to ALLOWED_HOSTS if the stack is published under that name)`);
  };
}

/** The local mailbox holds sign-in and reset links: only a client on this machine, asking for a loopback name, may read it. */
export function loopbackOnly(request: Request, client: string | null): Response | undefined {
  const hostname = hostnameOf(request.headers.get("host") ?? "localhost");
  if (client && isLoopbackAddress(client) && hostname && isLoopbackHost(hostname)) return undefined;
  return refusal(403, "loopback_only", "The mailbox is served only on this machine, at a loopback address such as http://127.0.0.1");
}
