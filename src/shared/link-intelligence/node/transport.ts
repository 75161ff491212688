/**
 * Node transport: undici with a connect-time lookup hook. Every address a connection is about to use is
 * resolved and checked inside the connector, so DNS rebinding between check and connect cannot pass.
 */
import type { LookupAddress, LookupOptions } from "node:dns";
import { Agent, fetch as undiciFetch } from "undici";
import type { FetchPolicy } from "../fetch/policy.ts";
import { FetchRefused, checkResolved, hostnameOf } from "../fetch/policy.ts";
import type { Transport } from "../fetch/guarded-fetch.ts";
import { parseIp } from "../net/ip-parse.ts";
import { systemResolver } from "./resolver.ts";
import type { Resolver } from "./resolver.ts";

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

export function guardedLookup(resolver: Resolver, policy: FetchPolicy) {
  return (hostname: string, options: LookupOptions | number | undefined, callback: LookupCallback): void => {
    const wantAll = typeof options === "object" && options !== null && options.all === true;
    resolver(hostname)
      .then((addresses) => {
        checkResolved(hostname.toLowerCase(), addresses.map((a) => a.address), policy);
        const first = addresses[0];
        if (!first) throw new FetchRefused(`Refused: ${hostname} did not resolve`);
        if (wantAll) callback(null, addresses.map((a) => ({ address: a.address, family: a.family })));
        else callback(null, first.address, first.family);
      })
      .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), ""));
  };
}

export type NodeTransportOptions = { resolver?: Resolver };

export function createNodeTransport(policy: FetchPolicy, opts: NodeTransportOptions = {}): Transport & { close(): Promise<void> } {
  const resolver = opts.resolver ?? systemResolver;
  const agent = new Agent({
    connect: { lookup: guardedLookup(resolver, policy), timeout: policy.timeoutMs },
    headersTimeout: policy.timeoutMs,
    bodyTimeout: policy.idleTimeoutMs,
    maxResponseSize: -1,
  });
  return {
    async checkHost(url: URL) {
      // Early, readable refusal; the binding check is the one in the connector.
      const host = hostnameOf(url);
      if (parseIp(host)) return;
      let addresses: string[];
      try {
        addresses = (await resolver(host)).map((a) => a.address);
      } catch (err) {
        throw new FetchRefused(`Could not resolve ${host}`, `Could not resolve ${host} (${err instanceof Error ? err.message : String(err)})`);
      }
      checkResolved(host, addresses, policy);
    },
    async fetch(url, init) {
      const res = await undiciFetch(url, { ...init, dispatcher: agent });
      return res as unknown as Response;
    },
    close: () => agent.close(),
  };
}
