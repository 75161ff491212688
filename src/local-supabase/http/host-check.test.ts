import { describe, expect, it } from "vitest";
import { hostAllowed, hostGuard, hostnameOf, isHostName, isLoopbackHost, loopbackOnly } from "./host-check.ts";

const rules = { siteUrl: "https://maple.example", host: "127.0.0.1", allowedHosts: ["api.maple.example"] };
const request = (host?: string) => new Request("http://127.0.0.1/x", { headers: host === undefined ? {} : { host } });

describe("Host check (DNS rebinding)", () => {
  it("serves SITE_URL's host, HOST, ALLOWED_HOSTS, loopback names and IP literals on any port", () => {
    const allowed = hostAllowed(rules);
    for (const header of ["maple.example", "MAPLE.example.:443", "api.maple.example", "localhost:54321", "app.localhost", "127.0.0.1:54321", "[::1]:54321", "192.168.1.20:54321"]) {
      expect(allowed(hostnameOf(header)!), header).toBe(true);
    }
  });

  it("refuses any other name with 403 and an unparsable Host with 400", async () => {
    const guard = hostGuard(rules);
    const refused = guard(request("attacker.example:54321"));
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toMatchObject({ code: "host_not_allowed" });
    expect(guard(request("maple.example.attacker.example"))?.status).toBe(403);
    expect(guard(request("a b"))?.status).toBe(400);
    expect(guard(request("maple.example"))).toBeUndefined();
    expect(guard(request())).toBeUndefined();
  });

  it("serves the mailbox only to a loopback client asking for a loopback name", () => {
    expect(loopbackOnly(request("127.0.0.1:54321"), "127.0.0.1")).toBeUndefined();
    expect(loopbackOnly(request("localhost:54321"), "::1")).toBeUndefined();
    expect(loopbackOnly(request("127.0.0.1:54321"), "192.168.1.20")?.status).toBe(403);
    expect(loopbackOnly(request("maple.example"), "127.0.0.1")?.status).toBe(403);
    expect(loopbackOnly(request("127.0.0.1"), null)?.status).toBe(403);
  });

  it("knows host names and loopback names", () => {
    expect(["api.example.com", "localhost", "x"].every(isHostName)).toBe(true);
    expect(["http://x.ca", "x.ca:80", "*.x.ca", "a b", "-x.ca", ""].some(isHostName)).toBe(false);
    expect(["localhost", "db.localhost", "127.0.0.1", "::1"].every(isLoopbackHost)).toBe(true);
    expect(["localhost.example", "10.0.0.1"].some(isLoopbackHost)).toBe(false);
  });
});
