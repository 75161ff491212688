import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack } from "@test-support/stack/stack.ts";

// What the Data API and Storage make of Authorization: PostgREST's answers to a token that is not a JWT, and no
// database role but anon, authenticated and service_role, whatever a signed token's `role` claim says.
describe.each(await testBackends())("Bearer tokens on %s", (backend) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await TestStack.start({ backend });
  });
  afterAll(() => stack?.stop());

  const rest = (path: string, authorization?: string) =>
    fetch(`${stack.url}/rest/v1/${path}`, { headers: { apikey: stack.anonKey, ...(authorization ? { authorization } : {}) } });
  const signed = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(stack.running.stack.keys.jwtSecret));

  it("refuses a bearer token that is not a JWT with PostgREST's 401 instead of serving it as anon", async () => {
    for (const [token, parts] of [["not-a-jwt", 1], ["two.parts", 2], ["a.b.c.d", 4], ["sb_publishable_forged", 1]] as const) {
      const response = await rest("whitelisted_domains?select=domain_name&limit=1", `Bearer ${token}`);
      expect(response.status, token).toBe(401);
      expect(await response.json()).toEqual({ code: "PGRST301", details: null, hint: null, message: `Expected 3 parts in JWT; got ${parts}` });
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/);
    }
  });

  it("keeps serving visitors, who send the publishable key as the bearer token (supabase-js), and keyless bearers", async () => {
    expect((await rest("whitelisted_domains?select=domain_name&limit=1", `Bearer ${stack.anonKey}`)).status).toBe(200);
    expect((await rest("whitelisted_domains?select=domain_name&limit=1")).status).toBe(200);
    const { error } = await stack.client().from("whitelisted_domains").select("domain_name").limit(1);
    expect(error).toBeNull();
  });

  it("refuses a signed token whose role claim names another database role, on REST and Storage", async () => {
    const member = await stack.signUpConfirmed();
    await stack.sql("insert into public.user_bans (user_id, reason) values ($1, 'to be read by nobody but admins')", [member.user.id]);
    for (const role of ["postgres", "supabase_admin", "authenticator", "no_such_role"]) {
      const token = await signed({ role, sub: member.user.id });
      const response = await rest("user_bans?select=user_id,reason", `Bearer ${token}`);
      expect(response.status, role).toBe(403);
      expect(await response.json()).toEqual({ code: "42501", details: null, hint: null, message: `permission denied to set role "${role}"` });
      const storage = await fetch(`${stack.url}/storage/v1/bucket`, { headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` } });
      expect(storage.status, role).toBe(403);
    }
  });

  it("still serves signed tokens of the three API roles", async () => {
    const service = await signed({ role: "service_role" });
    const bans = await rest("user_bans?select=user_id", `Bearer ${service}`);
    expect(bans.status).toBe(200);
    const anon = await signed({ role: "anon" });
    expect((await rest("whitelisted_domains?select=domain_name&limit=1", `Bearer ${anon}`)).status).toBe(200);
  });
});
