import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeClient, testBackends, TestStack } from "@test-support/stack/stack.ts";

const linkIn = (text: string | undefined) => /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text ?? "")?.[0];

// Auth acceptance through supabase-js: GoTrue behaviour from @supabase/lite plus what our gateway adds.
describe.each(await testBackends())("Auth on %s", (backend) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await TestStack.start({ backend, env: { ADDITIONAL_REDIRECT_URLS: "http://127.0.0.1:5173" } });
  });
  afterAll(() => stack?.stop());

  it("requires e-mail confirmation: the mailbox link confirms the account, then sign-in works", async () => {
    const email = `confirm-${backend}@example.test`;
    const client = stack.client();
    const signUp = await client.auth.signUp({ email, password: "secret123", options: { data: { username: "confirmer" } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const refused = await client.auth.signInWithPassword({ email, password: "secret123" });
    expect(refused.error?.code).toBe("email_not_confirmed");

    const mail = stack.mailbox.latest(email);
    expect(mail?.subject).toMatch(/confirm/i);
    const link = linkIn(mail?.text);
    expect(link).toBeDefined();
    const visit = await fetch(link!, { redirect: "manual" });
    expect([302, 303]).toContain(visit.status);
    expect(visit.headers.get("location")).toContain("access_token=");

    const signIn = await client.auth.signInWithPassword({ email, password: "secret123" });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata.username).toBe("confirmer");
  });

  it("answers wrong passwords with GoTrue's invalid_credentials", async () => {
    const member = await stack.signUpConfirmed();
    const { error } = await stack.client().auth.signInWithPassword({ email: member.email, password: "wrong-password" });
    expect(error?.code).toBe("invalid_credentials");
    expect(error?.status).toBe(400);
  });

  it("rotates refresh tokens and revokes the family when an old one is reused", async () => {
    const member = await stack.signUpConfirmed();
    const first = (await member.client.auth.getSession()).data.session!;
    const rotated = await member.client.auth.refreshSession();
    expect(rotated.error).toBeNull();
    const second = rotated.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const thief = stack.client();
    // Past the reuse interval, presenting the first token again is reuse: it fails and the family is revoked.
    await stack.sql("update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1", [first.refresh_token]);
    const reused = await thief.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).not.toBeNull();
    const after = await stack.client().auth.refreshSession({ refresh_token: second.refresh_token });
    expect(after.error).not.toBeNull();
  });

  it("signs out by revoking the session's refresh token", async () => {
    const member = await stack.signUpConfirmed();
    const session = (await member.client.auth.getSession()).data.session!;
    expect((await member.client.auth.signOut()).error).toBeNull();
    const again = await stack.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).not.toBeNull();
  });

  it("reads and updates the user", async () => {
    const member = await stack.signUpConfirmed();
    const got = await member.client.auth.getUser();
    expect(got.data.user?.email).toBe(member.email);
    const updated = await member.client.auth.updateUser({ password: "new-password-1", data: { theme: "dark" } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.theme).toBe("dark");
    const signIn = await stack.client().auth.signInWithPassword({ email: member.email, password: "new-password-1" });
    expect(signIn.error).toBeNull();
  });

  it("sends a recovery link that lands on /reset-password with a recovery token in the hash", async () => {
    const member = await stack.signUpConfirmed();
    const redirectTo = `${stack.url}/reset-password`;
    const { error } = await stack.client().auth.resetPasswordForEmail(member.email, { redirectTo });
    expect(error).toBeNull();
    const link = linkIn(stack.mailbox.latest(member.email)?.text);
    expect(link).toBeDefined();
    const visit = await fetch(link!, { redirect: "manual" });
    const location = new URL(visit.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get("type")).toBe("recovery");
    expect(hash.get("access_token")).toBeTruthy();
  });

  it("redirects only to SITE_URL and the allow-list", async () => {
    const member = await stack.signUpConfirmed();
    await stack.client().auth.resetPasswordForEmail(member.email, { redirectTo: "https://evil.example/steal" });
    const link = linkIn(stack.mailbox.latest(member.email)?.text);
    const visit = await fetch(link!, { redirect: "manual" });
    const location = visit.headers.get("location") ?? "";
    expect(location.startsWith("https://evil.example")).toBe(false);

    // One e-mail per address per [auth.email] max_frequency: the next request comes "a minute later".
    await stack.sql("update auth.users set recovery_sent_at = now() - interval '1 day' where id = $1", [member.user.id]);
    await stack.client().auth.resetPasswordForEmail(member.email, { redirectTo: "http://127.0.0.1:5173/reset-password" });
    const allowed = await fetch(linkIn(stack.mailbox.latest(member.email)?.text)!, { redirect: "manual" });
    expect(allowed.headers.get("location")).toMatch(/^http:\/\/127\.0\.0\.1:5173\/reset-password#/);
  });

  it("limits sign-ins per address with GoTrue's 429 over_request_rate_limit", async () => {
    const limited = await TestStack.start({ backend, env: { AUTH_RATE_LIMIT_SIGN_IN: "3" } });
    try {
      const attempts = [];
      for (let i = 0; i < 4; i++) attempts.push(await limited.client().auth.signInWithPassword({ email: "nobody@example.test", password: "wrong-password" }));
      expect(attempts.slice(0, 3).map((a) => a.error?.code)).toEqual(["invalid_credentials", "invalid_credentials", "invalid_credentials"]);
      expect(attempts[3]?.error?.status).toBe(429);
      expect(attempts[3]?.error?.code).toBe("over_request_rate_limit");
    } finally {
      await limited.stop();
    }
  });

  describe("admin API (service_role only)", () => {
    it("creates, lists, gets, updates and deletes users", async () => {
      const admin = stack.serviceClient().auth.admin;
      const email = `admin-made-${backend}@example.test`;
      const created = await admin.createUser({ email, password: "secret123", email_confirm: true, user_metadata: { username: "made" } });
      expect(created.error).toBeNull();
      const id = created.data.user!.id;
      expect(created.data.user?.email_confirmed_at).toBeTruthy();

      const duplicate = await admin.createUser({ email, password: "secret123" });
      expect(duplicate.error?.code).toBe("email_exists");

      const list = await admin.listUsers({ page: 1, perPage: 500 });
      expect(list.data.users.some((user) => user.id === id)).toBe(true);
      expect((await admin.getUserById(id)).data.user?.user_metadata.username).toBe("made");

      const updated = await admin.updateUserById(id, { password: "changed123", app_metadata: { plan: "pro" } });
      expect(updated.data.user?.app_metadata.plan).toBe("pro");
      expect((await stack.client().auth.signInWithPassword({ email, password: "changed123" })).error).toBeNull();

      expect((await admin.deleteUser(id)).error).toBeNull();
      expect((await admin.getUserById(id)).error?.status).toBe(404);
    });

    it("refuses the anon key and members' tokens", async () => {
      expect((await stack.client().auth.admin.listUsers()).error?.status).toBe(403);
      const member = await stack.signUpConfirmed();
      const token = (await member.client.auth.getSession()).data.session!.access_token;
      const response = await fetch(`${stack.url}/auth/v1/admin/users`, { headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` } });
      expect(response.status).toBe(403);
    });

    it("bans: a banned user cannot sign in or refresh; unbanning restores access", async () => {
      const member = await stack.signUpConfirmed();
      const session = (await member.client.auth.getSession()).data.session!;
      const admin = stack.serviceClient().auth.admin;
      expect((await admin.updateUserById(member.user.id, { ban_duration: "24h" })).error).toBeNull();
      const signIn = await stack.client().auth.signInWithPassword({ email: member.email, password: member.password });
      expect(signIn.error?.code).toBe("user_banned");
      const refresh = await stack.client().auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refresh.error).not.toBeNull();

      await admin.updateUserById(member.user.id, { ban_duration: "none" });
      const back = nodeClient(stack.url, stack.anonKey);
      expect((await back.auth.signInWithPassword({ email: member.email, password: member.password })).error).toBeNull();
    });
  });
});
