import { describe, expect, it } from "vitest";
import { forwardedHeaders } from "./forwarded.ts";

describe("headers a function receives", () => {
  it("carry the gateway's client address and none the client claimed", () => {
    const spoofed = new Headers({
      "x-forwarded-for": "198.51.100.1",
      "x-real-ip": "198.51.100.2",
      "cf-connecting-ip": "198.51.100.3",
      forwarded: "for=198.51.100.4",
      "true-client-ip": "198.51.100.5",
      authorization: "Bearer x",
      apikey: "sb_publishable_x",
    });
    const headers = forwardedHeaders(spoofed, "203.0.113.7", new URL("http://127.0.0.1:54321/functions/v1/f"));
    expect(Object.fromEntries(headers)).toEqual({
      "x-forwarded-for": "203.0.113.7",
      "x-real-ip": "203.0.113.7",
      "x-forwarded-host": "127.0.0.1:54321",
      "x-forwarded-proto": "http",
      authorization: "Bearer x",
      apikey: "sb_publishable_x",
    });
    expect(JSON.stringify([...forwardedHeaders(spoofed, null, new URL("http://h/"))])).not.toContain("198.51.100");
  });
});
