import { describe, expect, it } from "vitest";
import { forwardedRequest } from "./forwarded-request.ts";

describe("forwardedRequest", () => {
  const request = (headers: Record<string, string> = {}) =>
    new Request("http://localhost/rest/v1/rpc/record_post_view", { method: "POST", headers, body: JSON.stringify({ p_post_id: "x" }) });

  it("replaces a client's own X-Real-IP and X-Forwarded-For with the gateway's client address", () => {
    const forwarded = forwardedRequest(request({ "x-real-ip": "198.51.100.9", "x-forwarded-for": "198.51.100.10" }), "203.0.113.4");
    expect(forwarded.headers.get("x-real-ip")).toBe("203.0.113.4");
    expect(forwarded.headers.get("x-forwarded-for")).toBe("203.0.113.4");
  });

  it("drops a client's address headers when the client address is unknown", () => {
    const forwarded = forwardedRequest(request({ "x-real-ip": "198.51.100.9", "cf-connecting-ip": "198.51.100.11" }), null);
    expect(forwarded.headers.has("x-real-ip")).toBe(false);
    expect(forwarded.headers.has("cf-connecting-ip")).toBe(false);
  });

  it("keeps the method, the other headers and the body", async () => {
    const forwarded = forwardedRequest(request({ apikey: "k", "content-type": "application/json" }), "203.0.113.4");
    expect(forwarded.method).toBe("POST");
    expect(forwarded.headers.get("apikey")).toBe("k");
    expect(await forwarded.json()).toEqual({ p_post_id: "x" });
  });

  it("builds a read from its URL, method and headers, with the gateway's address headers", () => {
    for (const method of ["GET", "HEAD"]) {
      const read = new Request("http://localhost/rest/v1/posts?select=id&id=eq.1", { method, headers: { apikey: "k", "x-real-ip": "198.51.100.9", forwarded: "for=198.51.100.9" } });
      const forwarded = forwardedRequest(read, "203.0.113.4");
      expect(forwarded.method).toBe(method);
      expect(forwarded.url).toBe("http://localhost/rest/v1/posts?select=id&id=eq.1");
      expect(forwarded.body).toBeNull();
      expect([...forwarded.headers]).toEqual([
        ["apikey", "k"],
        ["x-forwarded-for", "203.0.113.4"],
        ["x-forwarded-host", "localhost"],
        ["x-forwarded-proto", "http"],
        ["x-real-ip", "203.0.113.4"],
      ]);
    }
  });
});
