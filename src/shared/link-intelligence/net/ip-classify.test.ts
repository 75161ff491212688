import { describe, expect, it } from "vitest";
import { classifyAddress } from "./ip-classify.ts";
import { matchesAllowList, parseAllowList } from "./cidr.ts";

const blocked: Array<[string, RegExp]> = [
  ["127.0.0.1", /loopback/],
  ["127.1", /loopback/],
  ["127.0.1", /loopback/],
  ["0x7f.1", /loopback/],
  ["0x7f000001", /loopback/],
  ["017700000001", /loopback/],
  ["0177.0.0.1", /loopback/],
  ["2130706433", /loopback/],
  ["127.255.255.254", /loopback/],
  ["0.0.0.0", /unspecified/],
  ["0", /unspecified/],
  ["0.1.2.3", /unspecified/],
  ["10.0.0.1", /private/],
  ["10.255.255.255", /private/],
  ["012.1.2.3", /private/],
  ["172.16.0.1", /private/],
  ["172.31.255.255", /private/],
  ["192.168.1.1", /private/],
  ["0xc0a80101", /private/],
  ["3232235777", /private/],
  ["169.254.169.254", /metadata/],
  ["0xa9fea9fe", /metadata/],
  ["2852039166", /metadata/],
  ["169.254.1.1", /link-local/],
  ["100.64.0.1", /CGNAT/],
  ["100.127.255.255", /CGNAT/],
  ["100.100.100.200", /CGNAT/],
  ["198.18.0.1", /benchmark/],
  ["198.19.255.255", /benchmark/],
  ["192.0.0.170", /IETF/],
  ["192.0.2.1", /documentation/],
  ["198.51.100.7", /documentation/],
  ["203.0.113.9", /documentation/],
  ["192.88.99.1", /6to4 relay/],
  ["224.0.0.1", /multicast/],
  ["239.255.255.250", /multicast/],
  ["240.0.0.1", /reserved/],
  ["255.255.255.254", /reserved/],
  ["255.255.255.255", /broadcast/],
  ["168.63.129.16", /metadata/],
  ["::", /unspecified/],
  ["[::]", /unspecified/],
  ["::1", /loopback/],
  ["[::1]", /loopback/],
  ["0:0:0:0:0:0:0:1", /loopback/],
  ["::ffff:127.0.0.1", /IPv4-mapped of loopback/],
  ["::ffff:7f00:1", /IPv4-mapped of loopback/],
  ["[::ffff:7f00:1]", /IPv4-mapped of loopback/],
  ["::ffff:10.0.0.1", /IPv4-mapped of private/],
  ["::ffff:a9fe:a9fe", /IPv4-mapped of cloud metadata/],
  ["0:0:0:0:0:ffff:192.168.0.1", /IPv4-mapped of private/],
  ["::127.0.0.1", /IPv4-compatible/],
  ["::ffff:0:127.0.0.1", /IPv4-translated of loopback/],
  ["64:ff9b::127.0.0.1", /NAT64 of loopback/],
  ["64:ff9b::7f00:1", /NAT64 of loopback/],
  ["64:ff9b::a9fe:a9fe", /NAT64 of cloud metadata/],
  ["64:ff9b:1::1", /local-use NAT64/],
  ["2002:7f00:1::", /6to4 of loopback/],
  ["2002:c0a8:101::1", /6to4 of private/],
  ["2002:a9fe:a9fe::", /6to4 of cloud metadata/],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", /Teredo/],
  ["2001:db8::1", /documentation/],
  ["fc00::1", /unique local/],
  ["fd12:3456:789a::1", /unique local/],
  ["fd00:ec2::254", /metadata/],
  ["fe80::1", /link-local/],
  ["fe80::1%eth0", /link-local/],
  ["febf::1", /link-local/],
  ["fec0::1", /site-local/],
  ["ff02::1", /multicast/],
  ["100::1", /discard/],
  ["4000::1", /not global unicast/],
  ["localhost", /not an IP/],
  ["localhost.", /not an IP/],
  ["example.com", /not an IP/],
  ["", /not an IP/],
  ["256.1.1.1", /not an IP/],
  ["1.2.3.4.5", /not an IP/],
  ["08.1.1.1", /not an IP/],
  ["1::2::3", /not an IP/],
  ["12345::", /not an IP/],
  ["::ffff:1.2.3", /not an IP/],
];

const allowed: string[] = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.216.34",
  "0x5db8d822",
  "1572395042",
  "172.15.255.255",
  "172.32.0.1",
  "100.63.255.255",
  "100.128.0.1",
  "198.17.255.255",
  "198.20.0.1",
  "169.253.255.255",
  "223.255.255.255",
  "2606:4700:4700::1111",
  "2001:4860:4860::8888",
  "[2620:fe::fe]",
  "::ffff:8.8.8.8",
  "::ffff:808:808",
  "64:ff9b::8.8.8.8",
  "2002:808:808::1",
];

describe("classifyAddress", () => {
  it("has a table of at least 60 cases", () => {
    expect(blocked.length + allowed.length).toBeGreaterThanOrEqual(60);
  });
  it.each(blocked)("refuses %s", (ip, reason) => {
    const verdict = classifyAddress(ip);
    expect(verdict.allowed).toBe(false);
    expect(verdict.reason).toMatch(reason);
  });
  it.each(allowed)("allows %s", (ip) => {
    const verdict = classifyAddress(ip);
    expect(verdict).toMatchObject({ allowed: true });
  });
});

describe("LINK_FETCH_ALLOW_PRIVATE list", () => {
  const list = parseAllowList(" 127.0.0.0/8, fixtures.test ,::1,10.1.2.3");
  it.each([
    ["127.0.0.1", true],
    ["127.9.9.9", true],
    ["[::1]", true],
    ["fixtures.test", true],
    ["FIXTURES.TEST.", true],
    ["10.1.2.3", true],
    ["10.1.2.4", false],
    ["128.0.0.1", false],
    ["::2", false],
    ["other.test", false],
  ])("%s -> %s", (host, expected) => {
    expect(matchesAllowList(host, list)).toBe(expected);
  });
  it("an empty setting allows nothing", () => {
    expect(matchesAllowList("127.0.0.1", parseAllowList(undefined))).toBe(false);
  });
});
