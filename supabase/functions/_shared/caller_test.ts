import assert from "node:assert/strict";
import { clientIp } from "./caller.ts";

const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

Deno.test("client address: headers a client may set at will do not choose the rate-limit bucket", () => {
  // Local stack: the gateway removed every address header the client sent and wrote x-forwarded-for itself.
  assert.equal(clientIp(request({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "198.51.100.1", "true-client-ip": "198.51.100.2" })), "203.0.113.7");
  // Hosted: Cloudflare sets cf-connecting-ip on every request (overwriting the client's); it outranks x-forwarded-for.
  assert.equal(clientIp(request({ "cf-connecting-ip": "203.0.113.8", "x-forwarded-for": "198.51.100.3, 203.0.113.8" })), "203.0.113.8");
  assert.equal(clientIp(request({ "x-forwarded-for": "203.0.113.9, 10.0.0.1" })), "203.0.113.9");
  assert.equal(clientIp(request({ "x-real-ip": "198.51.100.4" }), "192.0.2.10"), "192.0.2.10");
  assert.equal(clientIp(request({ "x-real-ip": "198.51.100.4" })), "unknown");
});
