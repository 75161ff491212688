/**
 * Address classifier for outbound link fetches: only globally routable unicast addresses are allowed.
 * Fails closed: anything it cannot parse is refused.
 */
import { formatIpv4, parseIp } from "./ip-parse.ts";

export type AddressVerdict = { allowed: boolean; reason: string };

type V4Range = { base: string; bits: number; reason: string };

const V4_BLOCKED: V4Range[] = [
  { base: "0.0.0.0", bits: 8, reason: "unspecified (0.0.0.0/8)" },
  { base: "10.0.0.0", bits: 8, reason: "private (10.0.0.0/8)" },
  { base: "100.64.0.0", bits: 10, reason: "CGNAT shared address space (100.64.0.0/10)" },
  { base: "127.0.0.0", bits: 8, reason: "loopback (127.0.0.0/8)" },
  { base: "169.254.169.254", bits: 32, reason: "cloud metadata (169.254.169.254)" },
  { base: "169.254.0.0", bits: 16, reason: "link-local (169.254.0.0/16)" },
  { base: "172.16.0.0", bits: 12, reason: "private (172.16.0.0/12)" },
  { base: "192.0.0.0", bits: 24, reason: "IETF protocol assignments (192.0.0.0/24)" },
  { base: "192.0.2.0", bits: 24, reason: "documentation (192.0.2.0/24)" },
  { base: "192.88.99.0", bits: 24, reason: "6to4 relay anycast (192.88.99.0/24)" },
  { base: "192.168.0.0", bits: 16, reason: "private (192.168.0.0/16)" },
  { base: "198.18.0.0", bits: 15, reason: "benchmarking (198.18.0.0/15)" },
  { base: "198.51.100.0", bits: 24, reason: "documentation (198.51.100.0/24)" },
  { base: "203.0.113.0", bits: 24, reason: "documentation (203.0.113.0/24)" },
  { base: "168.63.129.16", bits: 32, reason: "cloud metadata (Azure 168.63.129.16)" },
  { base: "224.0.0.0", bits: 4, reason: "multicast (224.0.0.0/4)" },
  { base: "255.255.255.255", bits: 32, reason: "broadcast (255.255.255.255)" },
  { base: "240.0.0.0", bits: 4, reason: "reserved (240.0.0.0/4)" },
];

function v4Value(text: string): number {
  const parsed = parseIp(text);
  if (!parsed || parsed.kind !== 4) throw new Error(`bad table entry ${text}`);
  return parsed.value;
}

const V4_TABLE = V4_BLOCKED.map((r) => ({ ...r, start: v4Value(r.base), size: 2 ** (32 - r.bits) }));

export function classifyIpv4(value: number): AddressVerdict {
  for (const r of V4_TABLE) {
    const start = r.start - (r.start % r.size);
    if (value >= start && value < start + r.size) return { allowed: false, reason: r.reason };
  }
  return { allowed: true, reason: `public IPv4 ${formatIpv4(value)}` };
}

const embedded = (hi: number, lo: number): number => hi * 65536 + lo;

function viaV4(kind: string, v4: number): AddressVerdict {
  const inner = classifyIpv4(v4);
  return inner.allowed
    ? { allowed: true, reason: `${kind} of public IPv4 ${formatIpv4(v4)}` }
    : { allowed: false, reason: `${kind} of ${inner.reason}` };
}

export function classifyIpv6(w: number[]): AddressVerdict {
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = w;
  const firstFiveZero = w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0;
  if (firstFiveZero && w5 === 0 && w6 === 0 && w7 === 0) return { allowed: false, reason: "unspecified (::)" };
  if (firstFiveZero && w5 === 0 && w6 === 0 && w7 === 1) return { allowed: false, reason: "loopback (::1)" };
  if (firstFiveZero && w5 === 0xffff) return viaV4("IPv4-mapped", embedded(w6, w7));
  if (firstFiveZero && w5 === 0) return { allowed: false, reason: "IPv4-compatible (deprecated ::/96)" };
  if (w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0xffff && w5 === 0) {
    return viaV4("IPv4-translated", embedded(w6, w7));
  }
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) {
    return viaV4("NAT64", embedded(w6, w7));
  }
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 1) return { allowed: false, reason: "local-use NAT64 (64:ff9b:1::/48)" };
  if (w0 === 0x2002) return viaV4("6to4", embedded(w1, w2));
  if (w0 === 0x2001 && w1 === 0) return { allowed: false, reason: "Teredo (2001::/32)" };
  if (w0 === 0x2001 && w1 === 0xdb8) return { allowed: false, reason: "documentation (2001:db8::/32)" };
  if (w0 === 0x2001 && w1 >= 0x10 && w1 <= 0x2f) return { allowed: false, reason: "ORCHID (2001:10::/28, 2001:20::/28)" };
  if (w0 === 0x100 && w1 === 0 && w2 === 0 && w3 === 0) return { allowed: false, reason: "discard-only (100::/64)" };
  if (w0 === 0xfd00 && w1 === 0xec2) return { allowed: false, reason: "cloud metadata (fd00:ec2::/32)" };
  if ((w0 & 0xfe00) === 0xfc00) return { allowed: false, reason: "unique local (fc00::/7)" };
  if ((w0 & 0xffc0) === 0xfe80) return { allowed: false, reason: "link-local (fe80::/10)" };
  if ((w0 & 0xffc0) === 0xfec0) return { allowed: false, reason: "site-local (fec0::/10)" };
  if ((w0 & 0xff00) === 0xff00) return { allowed: false, reason: "multicast (ff00::/8)" };
  if ((w0 & 0xe000) !== 0x2000) return { allowed: false, reason: "not global unicast (outside 2000::/3)" };
  return { allowed: true, reason: "public IPv6" };
}

/** Classifies an IP literal in any spelling. Hostnames and garbage are refused (fail closed). */
export function classifyAddress(ip: string): AddressVerdict {
  const parsed = parseIp(ip);
  if (!parsed) return { allowed: false, reason: `not an IP address: ${JSON.stringify(ip)}` };
  return parsed.kind === 4 ? classifyIpv4(parsed.value) : classifyIpv6(parsed.words);
}
