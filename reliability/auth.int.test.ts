import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack } from "@test-support/stack/stack.ts";

// Account enumeration, session revocation on password change, and GoTrue-shaped 429s.
// Refresh-token reuse revoking the whole family is covered in src/local-supabase/auth.int.test.ts.
type Answer = { status: number; body: Record<string, unknown>; headers: string[]; ms: number };

/** The shape of an answer: keys, recursively, and the kind of every value (timestamps in the backend's format). */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value && typeof value === "object") return Object.fromEntries(Object.keys(value).sort().map((k) => [k, shape((value as Record<string, unknown>)[k])]));
  if (typeof value === "string" && /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d/.test(value)) return `timestamp ${value.replace(/\d/g, "9").replace(/\.9+/, ".9")}`;
  if (typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)) return `uuid v${value[14]}`;
  return typeof value;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(await testBackends())("auth under probing on %s", (backend) => {
  let stack: TestStack;
  const post = async (path: string, body: unknown): Promise<Answer> => {
    const started = performance.now();
    const response = await fetch(`${stack.url}/auth/v1/${path}`, { method: "POST", headers: { apikey: stack.anonKey, "content-type": "application/json" }, body: JSON.stringify(body) });
    const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body: parsed, headers: [...response.headers.keys()].filter((h) => h !== "date").sort(), ms: performance.now() - started };
  };
  const fresh = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  /** A confirmed member whose account and last confirmation e-mail are a day old (outside the one-per-minute window). */
  const oldMember = async () => {
    const member = await stack.signUpConfirmed(undefined, "secret123");
    await stack.sql("update auth.users set confirmation_sent_at = now() - interval '1 day', created_at = now() - interval '1 day' where id = $1", [member.user.id]);
    return member;
  };
  beforeAll(async () => {
    stack = await TestStack.start({ backend });
  });
  afterAll(() => stack?.stop());

  it("recovery answers the same for known and unknown e-mails, also when repeated", async () => {
    const known = await stack.signUpConfirmed(undefined, "secret123");
    const nobody = fresh("nobody-here");
    const first = [await post("recover", { email: known.email }), await post("recover", { email: nobody })];
    for (const answer of first) expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: {} });
    expect(first[1]!.headers).toEqual(first[0]!.headers);
    // Within [auth.email] max_frequency a repeat is refused for both alike (GoTrue refuses only the member's).
    const again = [await post("recover", { email: known.email }), await post("recover", { email: nobody })];
    expect(again[0]!.status).toBe(429);
    expect({ status: again[1]!.status, body: again[1]!.body, headers: again[1]!.headers }).toEqual({ status: again[0]!.status, body: again[0]!.body, headers: again[0]!.headers });
    expect(stack.mailbox.list(nobody)).toEqual([]);
  });

  it("recovery for an unknown e-mail is not answered faster than for a member", async () => {
    const known = await stack.signUpConfirmed(undefined, "secret123");
    const member: number[] = [];
    const nobody: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Outside the one-e-mail-per-max_frequency window, so every member request sends one.
      await stack.sql("update auth.users set recovery_sent_at = now() - interval '1 day' where id = $1", [known.user.id]);
      member.push((await post("recover", { email: known.email })).ms);
      nobody.push((await post("recover", { email: fresh("nobody") })).ms);
    }
    // A hang watchdog and a coarse bound, not a performance figure: unpadded, unknown e-mails answered in about half the time.
    expect(median(nobody)).toBeGreaterThanOrEqual(median(member) * 0.6);
  });

  it("password sign-in fails the same way for a wrong password and an unknown e-mail", async () => {
    const known = await stack.signUpConfirmed(undefined, "secret123");
    const wrong = await post("token?grant_type=password", { email: known.email, password: "not-it-123" });
    const unknown = await post("token?grant_type=password", { email: "nobody-here@example.test", password: "not-it-123" });
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: unknown.status, body: unknown.body });
    expect(wrong.status).toBe(400);
  });

  // GoTrue with e-mail confirmation on answers a sign-up for a confirmed account with 200 and an obfuscated user (random
  // id, no session, `identities: []`) and sends nothing; lite answered 429 (src/local-supabase/auth/signup.ts fills it).
  it("sign-up answers the same for a confirmed account's e-mail and a new one, and changes nothing", async () => {
    const known = await oldMember();
    const mailsBefore = stack.mailbox.list(known.email).length;
    const existing = await post("signup", { email: known.email, password: "another-123", data: { username: "intruder" } });
    const created = await post("signup", { email: fresh("new"), password: "another-123", data: { username: "intruder" } });
    expect(created.status).toBe(200);
    expect({ status: existing.status, headers: existing.headers }).toEqual({ status: created.status, headers: created.headers });
    // The same fields, values of the same kinds and formats; only GoTrue's tell differs: no identities.
    expect(shape({ ...existing.body, identities: "?" })).toEqual(shape({ ...created.body, identities: "?" }));
    expect(existing.body.identities).toEqual([]);
    expect(existing.body).not.toHaveProperty("access_token");
    expect(existing.body.id).not.toBe(known.user.id);
    expect(await stack.sql("select 1 from auth.users where id = $1", [existing.body.id])).toEqual([]);
    expect(existing.body.email).toBe(known.email);
    // Nothing sent, the account keeps its password and metadata, and its owner can still sign in.
    expect(stack.mailbox.list(known.email)).toHaveLength(mailsBefore);
    expect((await post("token?grant_type=password", { email: known.email, password: "another-123" })).status).toBe(400);
    const signIn = await post("token?grant_type=password", { email: known.email, password: "secret123" });
    expect(signIn.status).toBe(200);
    expect((signIn.body.user as { user_metadata: { username: string } }).user_metadata.username).not.toBe("intruder");
  });

  it("sign-up refuses a weak password the same way for a known and a new e-mail", async () => {
    const known = await oldMember();
    const existing = await post("signup", { email: known.email, password: "123" });
    const created = await post("signup", { email: fresh("weak"), password: "123" });
    expect(existing.status).toBe(422);
    expect({ status: existing.status, body: existing.body }).toEqual({ status: created.status, body: created.body });
  });

  it("sign-up for a confirmed account is not answered faster than a new one", async () => {
    const known = await oldMember();
    const created: number[] = [];
    const existing: number[] = [];
    for (let i = 0; i < 5; i++) {
      created.push((await post("signup", { email: fresh("timed"), password: "secret123" })).ms);
      existing.push((await post("signup", { email: known.email, password: "secret123" })).ms);
    }
    // Coarse on purpose (see the recovery timing test): unpadded, a known address answered about ten times faster.
    expect(median(existing)).toBeGreaterThanOrEqual(median(created) * 0.6);
  });

  it("sign-up for an unconfirmed account sends the confirmation again (429 within a minute) and keeps its password", async () => {
    const email = fresh("unconfirmed");
    const first = await post("signup", { email, password: "first-pass-1" });
    expect(first.status).toBe(200);
    const soon = await post("signup", { email, password: "second-pass-2" });
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({ code: 429, error_code: "over_email_send_rate_limit" });
    expect(String(soon.body.msg)).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

    await stack.sql("update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1", [email]);
    const again = await post("signup", { email, password: "second-pass-2", data: { username: "second" } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(shape(again.body)).toEqual(shape(first.body));
    const mails = stack.mailbox.list(email);
    expect(mails).toHaveLength(2);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mails.at(-1)?.text ?? "")?.[0];
    expect([302, 303]).toContain((await fetch(link!, { redirect: "manual" })).status);
    expect((await post("token?grant_type=password", { email, password: "second-pass-2" })).status).toBe(400);
    expect((await post("token?grant_type=password", { email, password: "first-pass-1" })).status).toBe(200);
  });

  it("supabase-js sees a confirmed account's sign-up as hosted Supabase shows it: a user, no session, no error", async () => {
    const known = await oldMember();
    const { data, error } = await stack.client().auth.signUp({ email: known.email, password: "another-123" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(known.email);
    expect(data.user?.identities).toEqual([]);
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
    const email = fresh("rate");
    expect((await post("signup", { email, password: "secret123" })).status).toBe(200);
    const again = await post("resend", { type: "signup", email });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 429, error_code: "over_email_send_rate_limit" });
    expect(String(again.body.msg)).toMatch(/For security purposes, you can only request this after \d+ seconds?\./);
  });
});
