import { BlockList, isIP } from "node:net";

/** An IP address or a CIDR range: "10.0.0.0/8", "::1", "192.168.1.7". */
export function isAddressOrCidr(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Brackets and zone dropped, IPv4-mapped IPv6 (::ffff:127.0.0.1) as its IPv4 form. */
export function normalizeAddress(address: string): string {
  const bare = address.trim().replace(/^\[|\]$/g, "").replace(/%.*$/, "").toLowerCase();
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1] ?? bare;
}

const familyOf = (address: string) => (isIP(address) === 4 ? "ipv4" : "ipv6");

/** TRUSTED_PROXIES (validated by config.ts) as a matcher. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const base = normalizeAddress(address);
    if (prefix === undefined) list.addAddress(base, familyOf(base));
    else list.addSubnet(base, Number(prefix), familyOf(base));
  }
  return list;
}

const trusts = (list: BlockList, address: string) => isIP(address) !== 0 && list.check(address, familyOf(address));

/**
 * The client's address. The TCP peer is the client unless it is a trusted proxy: then X-Forwarded-For is read
 * from the right (each proxy appends the address it saw), past trusted hops, and the first untrusted entry is the
 * client. Entries to its left were written by the client itself and are never read; an entry that is not an
 * address stops the walk at the last proxy seen.
 */
export function clientAddress(peer: string | null, forwardedFor: string | null, trusted: BlockList): string | null {
  if (!peer) return null;
  let client = normalizeAddress(peer);
  if (!forwardedFor || !trusts(trusted, client)) return client;
  const hops = forwardedFor.split(",").map(normalizeAddress);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!trusts(trusted, hop)) return hop;
  }
  return client;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** 127.0.0.0/8 and ::1 (also as ::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string): boolean {
  return trusts(LOOPBACK, normalizeAddress(address));
}
