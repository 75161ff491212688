/** Outbound fetch policy shared by the Node and Deno transports. */
import { classifyAddress } from "../net/ip-classify.ts";
import { matchesAllowList, parseAllowList } from "../net/cidr.ts";
import { parseIp } from "../net/ip-parse.ts";

export const DEFAULT_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const ACCEPT_LANGUAGE = "en-CA,en;q=0.9,fr-CA;q=0.8,fr;q=0.7";
export const ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";

export type FetchPolicy = {
  /** Hosts or CIDRs let through despite being private (LINK_FETCH_ALLOW_PRIVATE; local testing only). */
  allowPrivate: string[];
  timeoutMs: number;
  /** Longest wait for the next body chunk (slow-drip guard). */
  idleTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  /** Extra ports allowed for any host (tests and development; never from the environment). */
  allowPorts: number[];
};

export type PolicyOptions = Partial<FetchPolicy> & { allowPrivate?: string[] };

export function makePolicy(opts: PolicyOptions = {}, envAllowPrivate?: string): FetchPolicy {
  return {
    allowPrivate: [...parseAllowList(envAllowPrivate), ...(opts.allowPrivate ?? []).map((s) => s.trim().toLowerCase())],
    timeoutMs: opts.timeoutMs ?? 8000,
    idleTimeoutMs: opts.idleTimeoutMs ?? Math.min(4000, opts.timeoutMs ?? 8000),
    maxBytes: opts.maxBytes ?? 5 * 1024 * 1024,
    maxRedirects: opts.maxRedirects ?? 5,
    userAgent: opts.userAgent ?? DEFAULT_USER_AGENT,
    allowPorts: opts.allowPorts ?? [],
  };
}

/** A refusal by policy (as opposed to a network failure). `message` is shown to the user; `detail`, for logs only, may name addresses. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = "FetchRefused";
  }
}

/** Bare hostname of a URL, brackets removed. */
export function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "").toLowerCase();
}

/** Scheme, credentials, port and literal-address checks that need no DNS. */
export function checkUrlStatic(url: URL, policy: FetchPolicy): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchRefused(`Refused: only http and https links are fetched (got ${url.protocol})`);
  }
  if (url.username || url.password) throw new FetchRefused("Refused: links with user names or passwords are not fetched");
  const host = hostnameOf(url);
  const allowed = matchesAllowList(host, policy.allowPrivate);
  if (host === "" || host === "localhost" || host.endsWith(".localhost")) {
    if (!allowed) throw new FetchRefused(`Refused: ${host || "empty host"} is a local name`);
  }
  if (parseIp(host)) {
    const verdict = classifyAddress(host);
    if (!verdict.allowed && !allowed) throw new FetchRefused(`Refused: ${host} is ${verdict.reason}`);
  }
  if (url.port !== "" && !allowed && !policy.allowPorts.includes(Number(url.port))) {
    throw new FetchRefused(`Refused: non-default port ${url.port}`);
  }
}

/** Checks every resolved address of a host; fails closed when any is not public (unless allow-listed). */
export function checkResolved(host: string, addresses: string[], policy: FetchPolicy): void {
  if (matchesAllowList(host, policy.allowPrivate)) return;
  if (addresses.length === 0) throw new FetchRefused(`Refused: ${host} did not resolve`);
  for (const address of addresses) {
    if (matchesAllowList(address, policy.allowPrivate)) continue;
    const verdict = classifyAddress(address);
    if (!verdict.allowed) {
      throw new FetchRefused(`Refused: ${host} resolves to a non-public address`, `Refused: ${host} resolves to ${address} (${verdict.reason})`);
    }
  }
}
