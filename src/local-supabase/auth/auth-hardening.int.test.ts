import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack } from "@test-support/stack/stack.ts";
import { passwordComparisons } from "./password-grant.ts";

// The security issue's Auth findings (F2 gateway part, F4, F5, F8, F9), through real HTTP against the local stack.
type Answer = { status: number; body: Record<string, unknown>; location: string | null; headers: string[] };

const linkIn = (text: string | undefined) => /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text ?? "")?.[0];
const codeIn = (text: string | undefined) => /code(?: is)?: (\d+)/.exec(text ?? "")?.[1];

describe.each(await testBackends())("Auth hardening on %s", (backend) => {
  let stack: TestStack;
  const call = async (method: string, path: string, body?: unknown, token?: string): Promise<Answer> => {
    const sent: Record<string, string> = { apikey: stack.anonKey, "content-type": "application/json" };
    if (token) sent.authorization = `Bearer ${token}`;
    const response = await fetch(`${stack.url}/auth/v1/${path}`, {
      method,
      headers: sent,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      redirect: "manual",
    });
    const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const headers = [...response.headers.keys()].filter((h) => h !== "date").sort();
    return { status: response.status, body: parsed, location: response.headers.get("location"), headers };
  };
  const post = (path: string, body: unknown) => call("POST", path, body);
  const fresh = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const ban = async (id: string) => {
    const { error } = await stack.serviceClient().auth.admin.updateUserById(id, { ban_duration: "24h" });
    expect(error).toBeNull();
  };
  /** Lets the address ask for another e-mail at once (outside the one-per-max_frequency window). */
  const age = (email: string) =>
    stack.sql("update auth.users set recovery_sent_at = now() - interval '1 day', confirmation_sent_at = now() - interval '1 day' where email = $1", [email]);
  const sessionsOf = async (id: string) => Number((await stack.sql<{ n: number }>("select count(*)::int as n from auth.sessions where user_id = $1", [id]))[0]?.n);

  beforeAll(async () => {
    stack = await TestStack.start({ backend });
  });
  afterAll(() => stack?.stop());

  describe("F2: a banned user gets no session on any path", () => {
    it("F2: /verify (GET link and POST code) after /recover and /magiclink issues no session to a banned user", async () => {
      const member = await stack.signUpConfirmed(undefined, "secret123");
      await ban(member.user.id);

      expect((await post("recover", { email: member.email })).status).toBe(200);
      const recovery = stack.mailbox.latest(member.email)?.text;
      const visit = await call("GET", linkIn(recovery)!.replace(/^https?:\/\/[^/]+\/auth\/v1\//, ""));
      expect(visit.status).toBe(303);
      expect(visit.location).not.toContain("access_token=");
      expect(new URLSearchParams(new URL(visit.location!).hash.slice(1)).get("error_code")).toBe("user_banned");

      await age(member.email);
      expect((await post("recover", { email: member.email })).status).toBe(200);
      const code = codeIn(stack.mailbox.latest(member.email)?.text);
      const verified = await post("verify", { type: "recovery", email: member.email, token: code });
      expect(verified.status).toBe(403);
      expect(verified.body).toMatchObject({ code: 403, error_code: "user_banned" });
      expect(verified.body).not.toHaveProperty("access_token");

      await age(member.email);
      expect((await post("magiclink", { email: member.email })).status).toBe(200);
      const magic = await post("verify", { type: "magiclink", email: member.email, token: codeIn(stack.mailbox.latest(member.email)?.text) });
      expect(magic.body).toMatchObject({ error_code: "user_banned" });

      await age(member.email);
      expect((await post("otp", { email: member.email })).status).toBe(200);
      const otp = await post("verify", { type: "magiclink", email: member.email, token: codeIn(stack.mailbox.latest(member.email)?.text) });
      expect(otp.body).toMatchObject({ error_code: "user_banned" });
      expect(await sessionsOf(member.user.id)).toBe(0);
    });

    it("F2: after the admin ban (admin_ban_user) the member's old session can neither refresh nor change the password", async () => {
      const admin = await stack.signUpConfirmed(undefined, "secret123");
      await stack.makeAdmin(admin.user.id);
      const member = await stack.signUpConfirmed(undefined, "secret123");
      const session = (await member.client.auth.getSession()).data.session!;
      expect((await admin.client.rpc("admin_ban_user", { p_user_id: member.user.id, p_reason: "test" })).error).toBeNull();

      const change = await call("PUT", "user", { password: "taken-over-1" }, session.access_token);
      expect(change.status).toBe(403);
      expect(change.body).toMatchObject({ code: 403, error_code: "user_banned" });
      const refresh = await post("token?grant_type=refresh_token", { refresh_token: session.refresh_token });
      expect(refresh.status).toBe(400);
      expect(refresh.body).toMatchObject({ error_code: "user_banned" });
      expect(refresh.body).not.toHaveProperty("access_token");

      expect((await admin.client.rpc("admin_unban_user", { p_user_id: member.user.id })).error).toBeNull();
      expect((await post("token?grant_type=password", { email: member.email, password: "secret123" })).status).toBe(200);
    });
  });

  describe("F4: answers do not tell accounts apart", () => {
    it("F4: a wrong password gets invalid_credentials for unknown, unconfirmed, banned and real accounts, each after a hash comparison", async () => {
      const real = await stack.signUpConfirmed(undefined, "secret123");
      const banned = await stack.signUpConfirmed(undefined, "secret123");
      await ban(banned.user.id);
      const unconfirmed = fresh("unconfirmed");
      expect((await post("signup", { email: unconfirmed, password: "secret123" })).status).toBe(200);

      const wrong = async (email: string) => {
        const before = passwordComparisons();
        const answer = await post("token?grant_type=password", { email, password: "not-the-password" });
        return { status: answer.status, body: answer.body, compared: passwordComparisons() - before };
      };
      const unknown = await wrong(fresh("nobody"));
      expect(unknown).toEqual({ status: 400, body: { code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" }, compared: 1 });
      expect(await wrong(unconfirmed)).toEqual(unknown);
      const { compared: _banned, ...bannedAnswer } = await wrong(banned.email);
      expect(bannedAnswer).toEqual({ status: unknown.status, body: unknown.body });
      const { compared: _real, ...realAnswer } = await wrong(real.email);
      expect(realAnswer).toEqual({ status: unknown.status, body: unknown.body });

      // Only the right password may tell that an account is unconfirmed or banned (GoTrue's order).
      expect((await post("token?grant_type=password", { email: unconfirmed, password: "secret123" })).body).toMatchObject({ error_code: "email_not_confirmed" });
      expect((await post("token?grant_type=password", { email: banned.email, password: "secret123" })).body).toMatchObject({ error_code: "user_banned" });
      expect((await post("token?grant_type=password", { email: real.email, password: "secret123" })).status).toBe(200);
    });

    it("F4: /otp with create_user:false answers the same for a member and an unknown address", async () => {
      const member = await stack.signUpConfirmed(undefined, "secret123");
      const nobody = fresh("nobody");
      const known = await post("otp", { email: member.email, create_user: false });
      const unknown = await post("otp", { email: nobody, create_user: false });
      expect(unknown).toEqual(known);
      expect(known.status).toBe(200);
      expect(stack.mailbox.list(nobody)).toEqual([]);
    });

    it("F4: /resend answers the same for an unconfirmed account, a confirmed one and an unknown address", async () => {
      const confirmed = await stack.signUpConfirmed(undefined, "secret123");
      const pending = fresh("pending");
      expect((await post("signup", { email: pending, password: "secret123" })).status).toBe(200);
      await age(pending);
      const answers = [pending, confirmed.email, fresh("nobody")].map((email) => post("resend", { type: "signup", email }));
      const [a, b, c] = await Promise.all(answers);
      expect(a).toMatchObject({ status: 200, body: {}, location: null });
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(stack.mailbox.list(pending)).toHaveLength(2); // the sign-up's confirmation and the resent one
    });
  });

  describe("F5: e-mail sends are limited and passwordless requests create no accounts", () => {
    it("F5: /magiclink and /otp for a new address create no account and send nothing; its owner's sign-up then works", async () => {
      const first = fresh("magic");
      const second = fresh("otp");
      expect(await post("magiclink", { email: first })).toMatchObject({ status: 200, body: {}, location: null });
      expect(await post("otp", { email: second, create_user: true })).toMatchObject({ status: 200, body: {}, location: null });
      expect(await stack.sql("select 1 from auth.users where email in ($1, $2)", [first, second])).toEqual([]);
      expect(stack.mailbox.list(first)).toEqual([]);
      expect(stack.mailbox.list(second)).toEqual([]);

      await age(first);
      const signUp = await stack.client().auth.signUp({ email: first, password: "secret123" });
      expect(signUp.error).toBeNull();
      expect(signUp.data.user?.identities).toHaveLength(1);
      expect(stack.mailbox.latest(first)?.subject).toMatch(/confirm/i);
    });

    it("F5: a second e-mail to the same address within max_frequency answers 429, whether or not it has an account", async () => {
      const member = await stack.signUpConfirmed(undefined, "secret123");
      const nobody = fresh("nobody");
      for (const path of ["recover", "magiclink", "otp"]) {
        await age(member.email);
        const known = [await post(path, { email: member.email }), await post(path, { email: member.email })];
        const unknown = [await post(path, { email: `${path}-${nobody}` }), await post(path, { email: `${path}-${nobody}` })];
        expect(known.map((a) => a.status)).toEqual([200, 429]);
        expect(unknown).toEqual(known);
        expect(known[1]!.body).toMatchObject({ code: 429, error_code: "over_email_send_rate_limit" });
        expect(String(known[1]!.body.msg)).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
      }
    });

    it("F5: every e-mail endpoint is limited per IP address (GoTrue's 429 over_request_rate_limit)", async () => {
      const limited = await TestStack.start({ backend, env: { AUTH_RATE_LIMIT_SIGN_IN: "4" } });
      try {
        for (const path of ["magiclink", "recover", "resend", "otp"]) {
          const statuses: number[] = [];
          for (let i = 0; i < 5; i++) {
            const response = await fetch(`${limited.url}/auth/v1/${path}`, {
              method: "POST",
              headers: { apikey: limited.anonKey, "content-type": "application/json" },
              body: JSON.stringify({ email: fresh(`ip-${path}-${i}`), type: "signup" }),
            });
            statuses.push(response.status);
            if (response.status === 429) expect(await response.json()).toMatchObject({ error_code: "over_request_rate_limit" });
          }
          expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
        }
      } finally {
        await limited.stop();
      }
    });
  });

  describe("F8: redirects only to SITE_URL and the allow-list", () => {
    it("F8: GET /verify with redirect_to on another loopback port lands on SITE_URL", async () => {
      const member = await stack.signUpConfirmed(undefined, "secret123");
      expect((await post("recover", { email: member.email })).status).toBe(200);
      const link = new URL(linkIn(stack.mailbox.latest(member.email)?.text)!);
      link.searchParams.set("redirect_to", "http://127.0.0.1:9999/x");
      const visit = await call("GET", `verify${link.search}`);
      expect(visit.status).toBe(303);
      const location = new URL(visit.location!);
      expect(location.origin).toBe(new URL(stack.url).origin);
      expect(location.hash).toContain("access_token=");
    });
  });

  describe("F9: malformed auth input gets 4xx with GoTrue's error body", () => {
    it("F9: wrong JSON types on the password grant and PUT /user answer 400 bad_json", async () => {
      const grant = await post("token?grant_type=password", { email: 5, password: 5 });
      expect(grant.status).toBe(400);
      expect(grant.body).toMatchObject({ code: 400, error_code: "bad_json" });
      expect(String(grant.body.msg)).toMatch(/^Could not parse request body as JSON: /);

      const member = await stack.signUpConfirmed(undefined, "secret123");
      const token = (await member.client.auth.getSession()).data.session!.access_token;
      for (const body of [{ password: 5 }, { email: 5 }, { data: "x" }, { data: [1] }, [1], "5"]) {
        const answer = await call("PUT", "user", typeof body === "string" ? body : body, token);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ code: 400, error_code: "bad_json" });
      }
      expect((await member.client.auth.updateUser({ data: { theme: "dark" } })).error).toBeNull();
    });

    it("F9: a sign-up with a 300-character full_name succeeds", async () => {
      const email = fresh("long-name");
      const answer = await post("signup", { email, password: "secret123", data: { full_name: "x".repeat(300), username: "longname" } });
      expect(answer.status).toBe(200);
      expect(await stack.sql("select 1 from auth.users where email = $1", [email])).toHaveLength(1);
      expect(await stack.sql("select 1 from public.profiles p join auth.users u on u.id = p.id where u.email = $1", [email])).toHaveLength(1);
    });
  });
});
