/** Node side of link intelligence: safe fetch (connect-time address checks) and fetch-and-extract. */
import { extractUrl } from "../fetch/extract-url.ts";
import { guardedFetch } from "../fetch/guarded-fetch.ts";
import type { FetchedPage } from "../fetch/guarded-fetch.ts";
import { makePolicy } from "../fetch/policy.ts";
import type { LinkMetadata } from "../types.ts";
import { createNodeTransport } from "./transport.ts";
import type { Resolver } from "./resolver.ts";

export type NodeFetchOptions = {
  /** Hosts or CIDRs let through despite being private; added to LINK_FETCH_ALLOW_PRIVATE. */
  allowPrivate?: string[];
  timeoutMs?: number;
  idleTimeoutMs?: number;
  maxBytes?: number;
  userAgent?: string;
  /** Non-default ports allowed for any host (tests and development). */
  allowPorts?: number[];
  signal?: AbortSignal;
  /** Whitelisted domains: a whitelisted link landing off the whitelist is flagged. */
  whitelist?: readonly string[];
  /** DNS resolver (tests inject one to simulate rebinding). */
  resolver?: Resolver;
};

function setup(opts: NodeFetchOptions) {
  const policy = makePolicy(opts, process.env["LINK_FETCH_ALLOW_PRIVATE"]);
  return { policy, transport: createNodeTransport(policy, { resolver: opts.resolver }) };
}

export async function fetchAndExtract(url: string, opts: NodeFetchOptions = {}): Promise<LinkMetadata> {
  const { policy, transport } = setup(opts);
  try {
    return await extractUrl(url, transport, policy, { signal: opts.signal, whitelist: opts.whitelist });
  } finally {
    await transport.close();
  }
}

/** One shared connection pool for many URLs (bulk checks): call `close()` when done. */
export function createLinkFetcher(opts: Omit<NodeFetchOptions, "signal"> = {}) {
  const { policy, transport } = setup(opts);
  return {
    fetchAndExtract: (url: string, signal?: AbortSignal): Promise<LinkMetadata> => extractUrl(url, transport, policy, { signal, whitelist: opts.whitelist }),
    close: (): Promise<void> => transport.close(),
  };
}

/** The guarded fetch alone: final URL, status, decoded HTML; throws FetchRefused or a network error. */
export async function safeFetch(url: string, opts: NodeFetchOptions = {}): Promise<FetchedPage & { logs: string[] }> {
  const { policy, transport } = setup(opts);
  const logs: string[] = [];
  try {
    return { ...(await guardedFetch(url, transport, policy, logs, opts.signal)), logs };
  } finally {
    await transport.close();
  }
}

export { FetchRefused } from "../fetch/policy.ts";
export type { FetchedPage } from "../fetch/guarded-fetch.ts";
export type { Resolver, ResolvedAddress } from "./resolver.ts";
