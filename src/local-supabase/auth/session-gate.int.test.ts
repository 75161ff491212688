import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeClient, testBackends, TestStack, type SignedInUser } from "@test-support/stack/stack.ts";

// A 1x1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

// F7: an access token stops writing through REST and Storage as soon as its session ends or its user is banned,
// not when it expires.
describe.each(await testBackends())("Ended sessions on %s", (backend) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await TestStack.start({ backend });
  });
  afterAll(() => stack?.stop());

  const tokenOf = async (member: SignedInUser) => (await member.client.auth.getSession()).data.session!.access_token;

  /** A REST write and a Storage write made with this access token, as a client that kept it would make them. */
  const writeWith = async (token: string, userId: string) => {
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${token}` };
    const rest = await fetch(`${stack.url}/rest/v1/profiles?id=eq.${userId}`, {
      method: "PATCH",
      headers: { ...headers, "content-type": "application/json", prefer: "return=representation" },
      body: JSON.stringify({ bio: `written at ${Date.now()}` }),
    });
    const storage = await fetch(`${stack.url}/storage/v1/object/avatars/${userId}/avatar-${Date.now()}.png`, {
      method: "POST",
      headers: { ...headers, "content-type": "image/png" },
      body: PNG,
    });
    return { rest: { status: rest.status, body: (await rest.json()) as unknown }, storage: { status: storage.status, body: (await storage.json()) as unknown } };
  };

  const expectRefused = async (token: string, userId: string, message: string) => {
    const { rest, storage } = await writeWith(token, userId);
    expect(rest).toEqual({ status: 401, body: { code: "PGRST303", details: null, hint: null, message } });
    expect(storage).toEqual({ status: 400, body: { statusCode: "400", error: "InvalidJWT", message } });
  };

  it("a token writes while its session lives", async () => {
    const member = await stack.signUpConfirmed();
    const { rest, storage } = await writeWith(await tokenOf(member), member.user.id);
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(1);
    expect(storage.status).toBe(200);
  });

  it("ends at sign-out", async () => {
    const member = await stack.signUpConfirmed();
    const token = await tokenOf(member);
    expect((await writeWith(token, member.user.id)).rest.status).toBe(200);
    expect((await member.client.auth.signOut()).error).toBeNull();
    await expectRefused(token, member.user.id, "Session from session_id claim in JWT does not exist");
  });

  it("ends on the other devices at a password change", async () => {
    const member = await stack.signUpConfirmed();
    const otherDevice = nodeClient(stack.url, stack.anonKey);
    const otherToken = (await otherDevice.auth.signInWithPassword({ email: member.email, password: member.password })).data.session!.access_token;
    expect((await writeWith(otherToken, member.user.id)).rest.status).toBe(200);
    expect((await member.client.auth.updateUser({ password: "a-new-password-1" })).error).toBeNull();
    await expectRefused(otherToken, member.user.id, "Session from session_id claim in JWT does not exist");
    expect((await writeWith(await tokenOf(member), member.user.id)).rest.status).toBe(200);
  });

  it("ends when its refresh token is found reused", async () => {
    const member = await stack.signUpConfirmed();
    const first = (await member.client.auth.getSession()).data.session!;
    const rotated = (await member.client.auth.refreshSession()).data.session!;
    expect((await writeWith(rotated.access_token, member.user.id)).rest.status).toBe(200);
    // Past the reuse interval, presenting the first refresh token again is theft: the whole session is revoked.
    await stack.sql("update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1", [first.refresh_token]);
    expect((await stack.client().auth.refreshSession({ refresh_token: first.refresh_token })).error).not.toBeNull();
    await expectRefused(rotated.access_token, member.user.id, "Session from session_id claim in JWT does not exist");
  });

  it("ends when an admin bans the user through the Auth admin API", async () => {
    const member = await stack.signUpConfirmed();
    const token = await tokenOf(member);
    expect((await writeWith(token, member.user.id)).rest.status).toBe(200);
    const ban = await stack.serviceClient().auth.admin.updateUserById(member.user.id, { ban_duration: "24h" });
    expect(ban.error).toBeNull();
    await expectRefused(token, member.user.id, "User is banned");
  });

  it("ends when an admin bans the user from the dashboard (admin_ban_user over REST)", async () => {
    const admin = await stack.signUpConfirmed();
    await stack.makeAdmin(admin.user.id);
    const member = await stack.signUpConfirmed();
    const token = await tokenOf(member);
    expect((await writeWith(token, member.user.id)).rest.status).toBe(200);
    const ban = await admin.client.rpc("admin_ban_user", { p_user_id: member.user.id, p_reason: "spam" });
    expect(ban.error).toBeNull();
    await expectRefused(token, member.user.id, "User is banned");
  });

  it("ends when the user is deleted", async () => {
    const member = await stack.signUpConfirmed();
    const token = await tokenOf(member);
    expect((await writeWith(token, member.user.id)).rest.status).toBe(200);
    expect((await stack.serviceClient().auth.admin.deleteUser(member.user.id)).error).toBeNull();
    await expectRefused(token, member.user.id, "User from sub claim in JWT does not exist");
  });
});
