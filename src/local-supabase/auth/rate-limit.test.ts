import { describe, expect, it } from "vitest";
import { localState } from "../shared-state.ts";
import { authRateBucket, authRateLimiter } from "./rate-limit.ts";

const req = (path: string, method = "POST") => new Request(`http://127.0.0.1:1${path}`, { method });

describe("auth rate limits", () => {
  it("classifies Auth requests like GoTrue", () => {
    expect(authRateBucket("POST", new URL("http://x/auth/v1/token?grant_type=password"))).toBe("signInSignUps");
    expect(authRateBucket("POST", new URL("http://x/auth/v1/token?grant_type=refresh_token"))).toBe("tokenRefresh");
    expect(authRateBucket("POST", new URL("http://x/auth/v1/signup"))).toBe("signInSignUps");
    expect(authRateBucket("POST", new URL("http://x/auth/v1/otp"))).toBe("signInSignUps");
    expect(authRateBucket("GET", new URL("http://x/auth/v1/verify?token=1"))).toBe("tokenVerifications");
    expect(authRateBucket("GET", new URL("http://x/auth/v1/user"))).toBeNull();
    for (const path of ["recover", "resend", "magiclink", "otp"]) expect(authRateBucket("POST", new URL(`http://x/auth/v1/${path}`))).toBe("signInSignUps");
    expect(authRateBucket("POST", new URL("http://x/auth/v1/logout"))).toBeNull();
  });

  it("answers GoTrue's 429 past the limit, per address and bucket, and lets requests through once the window passes", async () => {
    let clock = 0;
    const limit = authRateLimiter({ signInSignUps: 3, tokenRefresh: 1, tokenVerifications: 1, windowMs: 1000 }, localState(() => clock));
    for (let i = 0; i < 3; i++) expect(await limit(req("/auth/v1/token?grant_type=password"), "10.0.0.1")).toBeUndefined();
    const refused = await limit(req("/auth/v1/signup"), "10.0.0.1");
    expect(refused?.status).toBe(429);
    expect(await refused?.json()).toEqual({ code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" });
    expect(await limit(req("/auth/v1/signup"), "10.0.0.2")).toBeUndefined();
    expect(await limit(req("/auth/v1/token?grant_type=refresh_token"), "10.0.0.1")).toBeUndefined();
    expect(await limit(req("/auth/v1/user", "GET"), "10.0.0.1")).toBeUndefined();
    clock = 1001;
    expect(await limit(req("/auth/v1/signup"), "10.0.0.1")).toBeUndefined();
  });
});
