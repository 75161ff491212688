import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestStack } from "../src/local-supabase/testing/stack.ts";

// Account enumeration, session revocation on password change, and GoTrue-shaped 429s.
// Refresh-token reuse revoking the whole family is covered in src/local-supabase/auth.int.test.ts.
type Answer = { status: number; body: Record<string, unknown> };

/** The shape of an answer: status and keys, recursively, with every value that differs per account removed. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value && typeof value === "object") return Object.fromEntries(Object.keys(value).sort().map((k) => [k, shape((value as Record<string, unknown>)[k])]));
  return typeof value;
}

describe("auth under probing", () => {
  let stack: TestStack;
  const post = async (path: string, body: unknown): Promise<Answer> => {
    const response = await fetch(`${stack.url}/auth/v1/${path}`, { method: "POST", headers: { apikey: stack.anonKey, "content-type": "application/json" }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  };
  beforeAll(async () => {
    stack = await TestStack.start({ backend: "pglite" });
  });
  afterAll(() => stack?.stop());

  it("recovery answers the same for known and unknown e-mails, also when repeated", async () => {
    const known = await stack.signUpConfirmed(undefined, "secret123");
    const answers = [await post("recover", { email: known.email }), await post("recover", { email: "nobody-here@example.test" }), await post("recover", { email: known.email })];
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: {} });
  });

  it("password sign-in fails the same way for a wrong password and an unknown e-mail", async () => {
    const known = await stack.signUpConfirmed(undefined, "secret123");
    const wrong = await post("token?grant_type=password", { email: known.email, password: "not-it-123" });
    const unknown = await post("token?grant_type=password", { email: "nobody-here@example.test", password: "not-it-123" });
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(400);
  });

  // KNOWN GAP (reported to the lead): @supabase/lite answers a sign-up for an existing account's e-mail with
  // 429 over_email_send_rate_limit, a new e-mail with 200 and a user: the e-mail's existence leaks. GoTrue answers
  // both with 200 and a user object (obfuscated for the existing one). `it.fails` flips to red once it is fixed.
  it.fails("sign-up answers the same for a confirmed account's e-mail and a new one", async () => {
    const known = await stack.signUpConfirmed(undefined, "secret123");
    // Outside the one-per-minute confirmation mail window, as for an account created long ago.
    await stack.sql("update auth.users set confirmation_sent_at = now() - interval '1 day', created_at = now() - interval '1 day' where id = $1", [known.user.id]);
    const existing = await post("signup", { email: known.email, password: "another-123" });
    const fresh = await post("signup", { email: `fresh-${Date.now()}@example.test`, password: "another-123" });
    expect({ status: existing.status, shape: shape(existing.body) }).toEqual({ status: fresh.status, shape: shape(fresh.body) });
    expect(fresh.status).toBe(200);
    // The existing account keeps its password.
    expect((await post("token?grant_type=password", { email: known.email, password: "secret123" })).status).toBe(200);
  });

  // GoTrue ends every other session of the user when the password changes (LogoutAllExceptMe); @supabase/lite keeps
  // them, so the gateway revokes them (src/local-supabase/auth/password-change.ts).
  it("changing the password signs out the member's other sessions", async () => {
    const member = await stack.signUpConfirmed(undefined, "secret123");
    const other = stack.client();
    const signIn = await other.auth.signInWithPassword({ email: member.email, password: "secret123" });
    expect(signIn.error).toBeNull();
    expect((await member.client.auth.updateUser({ password: "brand-new-456" })).error).toBeNull();
    const refreshed = await other.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();
    expect((await post("token?grant_type=password", { email: member.email, password: "brand-new-456" })).status).toBe(200);
  });

  it("repeated e-mail sends answer 429 with GoTrue's body", async () => {
    const email = `rate-${Date.now()}@example.test`;
    expect((await post("signup", { email, password: "secret123" })).status).toBe(200);
    const again = await post("resend", { type: "signup", email });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 429, error_code: "over_email_send_rate_limit" });
    expect(String(again.body.msg)).toMatch(/For security purposes, you can only request this after \d+ seconds?\./);
  });
});
