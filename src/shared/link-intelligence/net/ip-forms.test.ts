// Property tests: every spelling of an IPv4 address (inet_aton parts in decimal, octal, hex; IPv4-mapped,
// NAT64 and 6to4 IPv6 forms) classifies like the address itself, and like what the URL parser makes of it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyAddress, classifyIpv4 } from "./ip-classify.ts";
import { formatIpv4 } from "./ip-parse.ts";

const radix = fc.constantFrom<"dec" | "oct" | "hex">("dec", "oct", "hex");
const write = (n: number, how: "dec" | "oct" | "hex"): string => (how === "dec" ? String(n) : how === "oct" ? `0${n.toString(8)}` : `0x${n.toString(16)}`);

/** One of the 1- to 4-part inet_aton spellings of `value`. */
function spell(value: number, parts: number, hows: Array<"dec" | "oct" | "hex">): string {
  const bytes = [24, 16, 8, 0].map((s) => Math.floor(value / 2 ** s) % 256);
  const head = bytes.slice(0, parts - 1);
  const tail = bytes.slice(parts - 1).reduce((acc, b) => acc * 256 + b, 0);
  return [...head, tail].map((n, i) => write(n, hows[i] ?? "dec")).join(".");
}

const hex4 = (n: number): string => n.toString(16);
const ipv6Forms = (v: number): string[] => {
  const hi = Math.floor(v / 65536);
  const lo = v % 65536;
  return [`::ffff:${formatIpv4(v)}`, `::ffff:${hex4(hi)}:${hex4(lo)}`, `64:ff9b::${formatIpv4(v)}`, `2002:${hex4(hi)}:${hex4(lo)}::1`];
};

const specialRanges = fc.oneof(
  fc.integer({ min: 0x7f000000, max: 0x7fffffff }), // loopback
  fc.integer({ min: 0x0a000000, max: 0x0affffff }), // 10/8
  fc.integer({ min: 0xac100000, max: 0xac1fffff }), // 172.16/12
  fc.integer({ min: 0xc0a80000, max: 0xc0a8ffff }), // 192.168/16
  fc.integer({ min: 0xa9fe0000, max: 0xa9feffff }), // link-local and metadata
  fc.integer({ min: 0x64400000, max: 0x647fffff }), // CGNAT
  fc.integer({ min: 0xe0000000, max: 0xffffffff }), // multicast, reserved, broadcast
  fc.integer({ min: 0, max: 0x00ffffff }), // 0/8
);

describe("address spellings", () => {
  it("every inet_aton spelling of a special address is refused, directly and as parsed by URL", () => {
    fc.assert(
      fc.property(specialRanges, fc.integer({ min: 1, max: 4 }), fc.array(radix, { minLength: 4, maxLength: 4 }), (value, parts, hows) => {
        const text = spell(value, parts, hows);
        expect(classifyAddress(text).allowed).toBe(false);
        const host = new URL(`http://${text}/`).hostname;
        expect(host).toBe(formatIpv4(value));
        expect(classifyAddress(host).allowed).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it("IPv6 embeddings classify like the embedded IPv4 address", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (value) => {
        const expected = classifyIpv4(value).allowed;
        for (const form of ipv6Forms(value)) {
          expect(classifyAddress(form).allowed).toBe(expected);
          expect(classifyAddress(new URL(`http://[${form}]/`).hostname).allowed).toBe(expected);
        }
      }),
      { numRuns: 400 },
    );
  });
});
