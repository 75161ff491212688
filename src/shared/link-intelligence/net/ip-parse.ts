/**
 * IP literal parsing that accepts every form a resolver or URL parser might accept, so the classifier
 * cannot be bypassed by spelling: inet_aton IPv4 (127.1, 0x7f.1, 017700000001, 2130706433) and full IPv6
 * (::, embedded dotted quads, zone ids, brackets).
 */

export type ParsedIp = { kind: 4; value: number } | { kind: 6; words: number[] };

function parseV4Part(part: string): number | null {
  if (part === "") return null;
  let radix = 10;
  let digits = part;
  if (/^0x/i.test(part)) {
    radix = 16;
    digits = part.slice(2);
    if (digits === "") return 0;
    if (!/^[0-9a-f]+$/i.test(digits)) return null;
  } else if (part.length > 1 && part.startsWith("0")) {
    radix = 8;
    digits = part.slice(1);
    if (!/^[0-7]+$/.test(digits)) return null;
  } else if (!/^[0-9]+$/.test(part)) {
    return null;
  }
  const n = parseInt(digits, radix);
  return Number.isFinite(n) ? n : null;
}

/** inet_aton semantics: 1 to 4 parts; the last part fills the remaining bytes. */
export function parseIpv4(input: string): number | null {
  const text = input.endsWith(".") ? input.slice(0, -1) : input;
  const parts = text.split(".");
  if (parts.length < 1 || parts.length > 4) return null;
  const nums: number[] = [];
  for (const p of parts) {
    const n = parseV4Part(p);
    if (n === null) return null;
    nums.push(n);
  }
  const last = nums.pop() ?? 0;
  let value = 0;
  for (let i = 0; i < nums.length; i++) {
    const n = nums[i] ?? 0;
    if (n > 255) return null;
    value += n * 2 ** (8 * (3 - i));
  }
  const lastMax = 2 ** (8 * (4 - nums.length));
  if (last >= lastMax) return null;
  return value + last;
}

/** Strict dotted quad (what appears inside IPv6 text). */
function parseStrictV4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const n = Number(p);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

export function parseIpv6(input: string): number[] | null {
  let text = input;
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(":")) return null;
  const lastColon = text.lastIndexOf(":");
  const lastGroup = text.slice(lastColon + 1);
  if (lastGroup.includes(".")) {
    const v4 = parseStrictV4(lastGroup);
    if (v4 === null) return null;
    const hi = Math.floor(v4 / 65536).toString(16);
    const lo = (v4 % 65536).toString(16);
    text = `${text.slice(0, lastColon + 1)}${hi}:${lo}`;
  }
  const doubleAt = text.indexOf("::");
  if (doubleAt !== text.lastIndexOf("::")) return null;
  const parseGroups = (s: string): number[] | null => {
    if (s === "") return [];
    const out: number[] = [];
    for (const g of s.split(":")) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  const want = 8;
  let words: number[];
  if (doubleAt >= 0) {
    const head = parseGroups(text.slice(0, doubleAt));
    const rest = parseGroups(text.slice(doubleAt + 2));
    if (!head || !rest || head.length + rest.length > want - 1) return null;
    words = [...head, ...new Array<number>(want - head.length - rest.length).fill(0), ...rest];
  } else {
    const all = parseGroups(text);
    if (!all || all.length !== want) return null;
    words = all;
  }
  return words;
}

/** Parses an IP literal in any accepted spelling (brackets allowed). Returns null for hostnames. */
export function parseIp(input: string): ParsedIp | null {
  let text = input.trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  if (text.includes(":")) {
    const words = parseIpv6(text);
    return words ? { kind: 6, words } : null;
  }
  const v4 = parseIpv4(text);
  return v4 === null ? null : { kind: 4, value: v4 };
}

export function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((s) => Math.floor(value / 2 ** s) % 256).join(".");
}
