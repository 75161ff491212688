/** Host/CIDR allow-list used by LINK_FETCH_ALLOW_PRIVATE (local testing only). */
import { parseIp } from "./ip-parse.ts";
import type { ParsedIp } from "./ip-parse.ts";

function bitsOf(ip: ParsedIp): number[] {
  const out: number[] = [];
  if (ip.kind === 4) {
    for (let i = 31; i >= 0; i--) out.push(Math.floor(ip.value / 2 ** i) % 2);
  } else {
    for (const w of ip.words) for (let i = 15; i >= 0; i--) out.push((w >> i) & 1);
  }
  return out;
}

function inCidr(ip: ParsedIp, cidr: string): boolean {
  const [base = "", lenText] = cidr.split("/");
  const net = parseIp(base);
  if (!net || net.kind !== ip.kind) return false;
  const max = ip.kind === 4 ? 32 : 128;
  const len = lenText === undefined ? max : Number(lenText);
  if (!Number.isInteger(len) || len < 0 || len > max) return false;
  const a = bitsOf(ip);
  const b = bitsOf(net);
  for (let i = 0; i < len; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function parseAllowList(value: string | undefined | null): string[] {
  return (value ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
}

/** True when a host name or an address matches an entry (exact host name, IP, or CIDR). */
export function matchesAllowList(hostOrIp: string, list: readonly string[]): boolean {
  if (list.length === 0) return false;
  const host = hostOrIp.toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
  const ip = parseIp(host);
  for (const entry of list) {
    if (entry === host) return true;
    if (ip && /[.:]/.test(entry) && parseIp(entry.split("/")[0] ?? "") && inCidr(ip, entry)) return true;
  }
  return false;
}
