/**
 * Deno transport for the guarded fetch: every hop's host is resolved with Deno.resolveDns (A and AAAA) and
 * every address checked before the request; the request itself uses fetch with redirect: "manual".
 * Residual risk: fetch resolves the name again, so a rebinding DNS server could answer differently in the
 * short window between the check and the connection (Node closes this by checking at connect time).
 */
import type { Transport } from "@shared/link-intelligence/fetch/guarded-fetch.ts";
import { FetchRefused, checkResolved, hostnameOf } from "@shared/link-intelligence/fetch/policy.ts";
import type { FetchPolicy } from "@shared/link-intelligence/fetch/policy.ts";
import { parseIp } from "@shared/link-intelligence/net/ip-parse.ts";
import { matchesAllowList } from "@shared/link-intelligence/net/cidr.ts";

export type DnsResolver = (host: string, type: "A" | "AAAA") => Promise<string[]>;

const denoResolver: DnsResolver = (host, type) => Deno.resolveDns(host, type);

async function resolveBoth(host: string, resolve: DnsResolver): Promise<string[]> {
  const settle = (p: Promise<string[]>) =>
    p.then(
      (v) => ({ ok: true as const, v }),
      (e: unknown) => ({ ok: false as const, e }),
    );
  const [a, aaaa] = await Promise.all([settle(resolve(host, "A")), settle(resolve(host, "AAAA"))]);
  const out = [...(a.ok ? a.v : []), ...(aaaa.ok ? aaaa.v : [])];
  if (out.length === 0) {
    const err = !a.ok ? a.e : !aaaa.ok ? aaaa.e : null;
    throw new FetchRefused(`Could not resolve ${host}`, `Could not resolve ${host}${err instanceof Error ? ` (${err.message})` : ""}`);
  }
  return out;
}

export function createDenoTransport(opts: { resolver?: DnsResolver; fetchImpl?: typeof fetch } = {}): Transport {
  const resolve = opts.resolver ?? denoResolver;
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    async checkHost(url: URL, policy: FetchPolicy) {
      const host = hostnameOf(url);
      if (parseIp(host) || matchesAllowList(host, policy.allowPrivate)) return;
      checkResolved(host, await resolveBoth(host, resolve), policy);
    },
    fetch(url, init) {
      return doFetch(url, init);
    },
  };
}
