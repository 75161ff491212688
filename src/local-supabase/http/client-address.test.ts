import { describe, expect, it } from "vitest";
import { clientAddress, isAddressOrCidr, isLoopbackAddress, normalizeAddress, trustedProxyList } from "./client-address.ts";

describe("client address", () => {
  const none = trustedProxyList([]);
  const proxies = trustedProxyList(["10.0.0.0/8", "::1"]);

  it("is the TCP peer, whatever X-Forwarded-For claims, when no proxy is trusted", () => {
    expect(clientAddress("203.0.113.7", "198.51.100.1", none)).toBe("203.0.113.7");
    expect(clientAddress("::ffff:127.0.0.1", "198.51.100.1", none)).toBe("127.0.0.1");
    expect(clientAddress(null, "198.51.100.1", none)).toBeNull();
  });

  it("behind trusted proxies, is the first untrusted hop from the right; what the client wrote to its left is ignored", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.1, 203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", "198.51.100.1, 203.0.113.7, 10.1.2.3", proxies)).toBe("203.0.113.7");
    expect(clientAddress("::1", "203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", null, proxies)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "unknown, 10.0.0.3", proxies)).toBe("10.0.0.3");
    expect(clientAddress("203.0.113.9", "198.51.100.1", proxies)).toBe("203.0.113.9");
  });

  it("knows loopback in its spellings", () => {
    expect(["127.0.0.1", "127.8.9.1", "::1", "::ffff:127.0.0.1", "[::1]", "0:0:0:0:0:0:0:1"].every(isLoopbackAddress)).toBe(true);
    expect(["10.0.0.1", "::2", "fe80::1", "localhost", ""].some(isLoopbackAddress)).toBe(false);
    expect(normalizeAddress("[FE80::1%eth0]")).toBe("fe80::1");
  });

  it("validates TRUSTED_PROXIES entries", () => {
    expect(["10.0.0.0/8", "192.168.1.7", "::1", "fd00::/8", "0.0.0.0/0"].every(isAddressOrCidr)).toBe(true);
    expect(["10.0.0.0/33", "proxy.local", "10.0.0.0/8/1", "::1/129", "10.0.0.0/x", ""].some(isAddressOrCidr)).toBe(false);
  });
});
