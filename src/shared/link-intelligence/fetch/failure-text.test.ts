import { describe, expect, it } from "vitest";
import { extractUrl } from "./extract-url.ts";
import { describeFetchFailure } from "./failure-text.ts";
import type { Transport } from "./guarded-fetch.ts";
import { checkResolved, makePolicy } from "./policy.ts";

const INTERNAL = /10\.0\.0\.5|8080|fd00|:53\b|os error/;

/** A transport whose network edge fails as the given runtime error (the fetch itself is faked, nothing else). */
const failingTransport = (error: unknown, resolved: string[] = ["93.184.216.34"]): Transport => ({
  checkHost: (url, policy) => Promise.resolve(checkResolved(url.hostname, resolved, policy)),
  fetch: () => Promise.reject(error),
});

const nodeRefused = () =>
  new TypeError("fetch failed", { cause: Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:8080"), { code: "ECONNREFUSED", address: "10.0.0.5", port: 8080 }) });
const denoRefused = () =>
  new TypeError("error sending request for url (http://listing.example/): client error (Connect): tcp connect error: Connection refused (os error 111)");

describe("extraction failures shown to users", () => {
  it("name no internal address or port: connection errors become sentences, details go to the log hook", async () => {
    const details: string[] = [];
    const result = await extractUrl("http://listing.example/", failingTransport(nodeRefused()), makePolicy(), { onFailure: (d) => details.push(d) });
    expect(result.error).toBe("Could not fetch the page: the site refused the connection");
    expect(JSON.stringify(result)).not.toMatch(INTERNAL);
    expect(details.join("\n")).toContain("connect ECONNREFUSED 10.0.0.5:8080");

    const deno = await extractUrl("http://listing.example/", failingTransport(denoRefused()), makePolicy());
    expect(deno.error).toBe("Could not fetch the page: the site refused the connection");
    expect(JSON.stringify(deno)).not.toMatch(INTERNAL);
  });

  it("name no internal address when a public name resolves to a private one", async () => {
    const details: string[] = [];
    const result = await extractUrl("http://intranet.example/", failingTransport(new Error("unreached"), ["10.0.0.5"]), makePolicy(), { onFailure: (d) => details.push(d) });
    expect(result.error).toBe("Refused: intranet.example resolves to a non-public address");
    expect(JSON.stringify(result)).not.toMatch(INTERNAL);
    expect(details.join("\n")).toContain("10.0.0.5");
  });

  it.each([
    [Object.assign(new Error("getaddrinfo ENOTFOUND db.internal"), { code: "ENOTFOUND" }), "the site's name did not resolve"],
    [new TypeError("fetch failed", { cause: Object.assign(new Error("Connect Timeout Error (attempted address: 10.0.0.5:8080)"), { code: "UND_ERR_CONNECT_TIMEOUT" }) }), "the site took too long to answer"],
    [new TypeError("fetch failed", { cause: Object.assign(new Error("self-signed certificate"), { code: "DEPTH_ZERO_SELF_SIGNED_CERT" }) }), "the site's security certificate was not accepted"],
    [new TypeError("fetch failed", { cause: Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }) }), "the connection was closed before the page arrived"],
    [new TypeError("fetch failed", { cause: Object.assign(new Error("connect EHOSTUNREACH 10.0.0.5:8080"), { code: "EHOSTUNREACH" }) }), "the site could not be reached"],
  ])("words %s without its address", (error, says) => {
    const failure = describeFetchFailure(error);
    expect(failure.message).toBe(`Could not fetch the page: ${says}`);
    expect(failure.message).not.toMatch(INTERNAL);
    expect(failure.detail).toContain(error.message);
  });

  it("does not read a cause into a host name, and says little when the cause is unknown", () => {
    const failure = describeFetchFailure(new TypeError("error sending request for url (https://concert-ssl-timed-out.example/): weird (10.0.0.5:8080)"));
    expect(failure.message).toBe("Could not fetch the page");
  });
});
