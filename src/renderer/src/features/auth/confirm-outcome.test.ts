import { describe, expect, it } from "vitest";
import { confirmOutcome, linkParams } from "./confirm-outcome.ts";

describe("confirmOutcome", () => {
  const at = (hash: string, search = "", loading = false, hasSession = false) => confirmOutcome({ params: linkParams(hash, search), loading, hasSession });

  it("is confirmed once the link's session exists, pending while it is read", () => {
    expect(at("#access_token=a&refresh_token=b&type=signup", "", true, false)).toBe("pending");
    expect(at("#access_token=a&refresh_token=b&type=signup", "", false, true)).toBe("confirmed");
  });

  it("is expired for Auth's refusal in the hash or the query, and for tokens that gave no session", () => {
    expect(at("#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired")).toBe("expired");
    expect(at("", "?error=access_denied&error_code=otp_expired")).toBe("expired");
    expect(at("", "?error_description=Token+has+expired", false, true)).toBe("expired");
    expect(at("#access_token=a&type=signup", "", false, false)).toBe("expired");
  });

  it("is none when the page was not opened from a link, signed in or not", () => {
    expect(at("", "", false, false)).toBe("none");
    expect(at("", "?lang=fr", false, true)).toBe("none");
  });
});
