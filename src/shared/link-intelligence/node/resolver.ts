/** DNS resolution for the Node transport (injectable, so tests can simulate rebinding). */
import { lookup } from "node:dns/promises";

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Both A and AAAA through the system resolver (what a connection would use). */
export const systemResolver: Resolver = async (hostname) => {
  const all = await lookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};
