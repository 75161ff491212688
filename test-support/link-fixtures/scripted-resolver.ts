/** Test helpers: a scripted resolver (including rebinding answers). */
import type { Resolver } from "@shared/link-intelligence/node/resolver.ts";

type Answer = string[] | (() => string[]);

/** Resolves from a table; unknown names fail like NXDOMAIN. Records each lookup. */
export function scriptedResolver(table: Record<string, Answer>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolver = async (hostname: string) => {
    const name = hostname.toLowerCase().replace(/\.$/, "");
    calls.push(name);
    const answer = table[name];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    const addresses = typeof answer === "function" ? answer() : answer;
    return addresses.map((address) => ({ address, family: address.includes(":") ? (6 as const) : (4 as const) }));
  };
  return Object.assign(resolver, { calls });
}

/** First answer public, every later answer private: a DNS-rebinding attacker. */
export function rebinding(publicIp: string, privateIp: string): () => string[] {
  let n = 0;
  return () => (n++ === 0 ? [publicIp] : [privateIp]);
}
