import { describe, expect, it } from "vitest";
import { hostOf, isWhitelistedHost } from "./whitelist.ts";

const LIST = ["realtor.ca", "centris.ca", "www.zolo.ca", "xn--bcher-kva.ca", "maison-québec.ca"];

describe("isWhitelistedHost", () => {
  it.each([
    ["https://realtor.ca/real-estate/1", true],
    ["https://www.realtor.ca/real-estate/1", true],
    ["http://WWW.REALTOR.CA/x", true],
    ["https://realtor.ca./x", true],
    ["https://www.realtor.ca.:443/x", true],
    ["https://realtor.ca:8443/x", true],
    ["https://zolo.ca/x", true],
    ["https://www.zolo.ca/x", true],
    ["https://bücher.ca/x", true],
    ["https://www.xn--bcher-kva.ca/", true],
    ["https://maison-québec.ca/", true],
    ["https://xn--maison-qubec-jeb.ca/annonce", true],
    ["https://sub.realtor.ca/x", false],
    ["https://www2.realtor.ca/x", false],
    ["https://www.www.realtor.ca/x", false],
    ["https://realtor.ca.evil.com/x", false],
    ["https://evilrealtor.ca/x", false],
    ["https://realtor.ca@evil.com/x", false],
    ["https://realtor.ca:pw@evil.com/x", false],
    ["https://evil.com/?u=https://realtor.ca", false],
    ["https://evil.com#realtor.ca", false],
    ["https://evil.com\\@realtor.ca", false],
    ["https://realtor.ca\\@evil.com/x", false],
    ["https://realtor.ca\\x", false],
    ["https://realtor.ca/a\tb", false],
    ["https://realtor.ca/a\nb", false],
    ["https://realtor.ca/a b", false],
    ["https://realtor.ca/a\u00a0b", false],
    ["https://realtor.ca/a\u2028b", false],
    ["https://realtor.ca/a\u0001b", false],
    ["https://realtor.ca/a\u007fb", false],
    ["https://realtor.ca/a\u0085b", false],
    [" https://realtor.ca/", false],
    ["https://evil.com/realtor.ca", false],
    ["ftp://realtor.ca/x", false],
    ["javascript:alert(1)//realtor.ca", false],
    ["realtor.ca", false],
    ["", false],
    ["not a url", false],
  ])("%s -> %s", (url, expected) => {
    expect(isWhitelistedHost(url, LIST)).toBe(expected);
  });

  it("an empty whitelist allows nothing", () => {
    expect(isWhitelistedHost("https://realtor.ca/", [])).toBe(false);
  });
  it("tolerates upper case and trailing dots in the list", () => {
    expect(isWhitelistedHost("https://centris.ca/fr", ["CENTRIS.CA."])).toBe(true);
  });
});

describe("hostOf", () => {
  it.each([
    ["https://WWW.Realtor.CA./a", "www.realtor.ca"],
    ["https://realtor.ca@evil.com/", "evil.com"],
    ["https://bücher.ca/", "xn--bcher-kva.ca"],
    ["http://[::1]:8080/", "[::1]"],
    ["http://0x7f.1/", "127.0.0.1"],
    ["https://evil.example\\@realtor.ca/x", null],
    ["mailto:a@realtor.ca", null],
    ["nope", null],
  ])("%s -> %s", (url, expected) => {
    expect(hostOf(url)).toBe(expected);
  });
});
