import { describe, expect, it } from "vitest";
import { isRecoveryHash, recoveryGate } from "./recovery-gate.ts";

describe("reset-password gate", () => {
  it("recognises a recovery link: access token and type=recovery, no error", () => {
    expect(isRecoveryHash(new URLSearchParams("access_token=abc&type=recovery"))).toBe(true);
    expect(isRecoveryHash(new URLSearchParams("access_token=abc&type=signup"))).toBe(false);
    expect(isRecoveryHash(new URLSearchParams("type=recovery"))).toBe(false);
    expect(isRecoveryHash(new URLSearchParams("error=access_denied&error_code=otp_expired&type=recovery&access_token=x"))).toBe(false);
  });

  it("without the link the page is invalid, signed in or not, and before the session is known", () => {
    expect(recoveryGate({ fromLink: false, loading: false, hasSession: true })).toBe("invalid");
    expect(recoveryGate({ fromLink: false, loading: false, hasSession: false })).toBe("invalid");
    expect(recoveryGate({ fromLink: false, loading: true, hasSession: false })).toBe("invalid");
  });

  it("with the link it waits for the session, then is ready; no session from it means an invalid link", () => {
    expect(recoveryGate({ fromLink: true, loading: true, hasSession: false })).toBe("pending");
    expect(recoveryGate({ fromLink: true, loading: false, hasSession: true })).toBe("ready");
    expect(recoveryGate({ fromLink: true, loading: false, hasSession: false })).toBe("invalid");
  });
});
