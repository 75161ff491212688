import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack } from "@test-support/stack/stack.ts";

// Test-only functions, created before the stack's first Data API request (lite reads its schema cache then):
// one reports the request's settings, one keeps the CPU busy for `seconds` (pg_sleep would not do on PGlite, whose
// sleep blocks the thread where nothing can interrupt it until it wakes).
const TEST_FUNCTIONS = `
  create function public.limits_test_settings() returns jsonb language sql stable as $$
    select jsonb_build_object('statement_timeout', current_setting('statement_timeout'), 'work_mem', current_setting('work_mem'))
  $$;
  create function public.limits_test_spin(seconds double precision) returns text language plpgsql as $$
  declare stop timestamptz := clock_timestamp() + make_interval(secs => seconds);
  begin
    while clock_timestamp() < stop loop end loop;
    return 'finished';
  end $$;`;

// Hosted Supabase's role timeouts (anon 3 s, authenticated 8 s), applied to each request as PostgREST applies role
// settings, and enforced on PGlite too, where the one database session would otherwise be held to the end.
describe.each(await testBackends())("API role settings and statement timeouts on %s", (backend) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    await stack.running.stack.execScript(TEST_FUNCTIONS);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const rpc = (name: string, token: string, args: object = {}) =>
    fetch(`${stack.url}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(args),
    });

  it("provisions hosted Supabase's statement timeouts for anon and authenticated", async () => {
    const rows = await stack.sql<{ rolname: string; rolconfig: string[] | null }>(
      "select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
    );
    expect(rows).toEqual([
      { rolname: "anon", rolconfig: ["statement_timeout=3s"] },
      { rolname: "authenticated", rolconfig: ["statement_timeout=8s"] },
      { rolname: "service_role", rolconfig: null },
    ]);
  });

  it("applies the caller's role settings to each Data API request", async () => {
    const anon = await stack.client().rpc("limits_test_settings" as never);
    expect(anon.data).toMatchObject({ statement_timeout: "3s" });
    const member = await stack.signUpConfirmed();
    expect((await member.client.rpc("limits_test_settings" as never)).data).toMatchObject({ statement_timeout: "8s" });
    expect((await stack.serviceClient().rpc("limits_test_settings" as never)).data).toMatchObject({ statement_timeout: "0" });
  });

  it("cancels a visitor's statement at 3 s with 57014, and a simple request beside it is answered", async () => {
    const order: string[] = [];
    const slow = rpc("limits_test_spin", stack.anonKey, { seconds: 30 }).then(async (response) => {
      order.push("slow");
      return { status: response.status, body: (await response.json()) as unknown };
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const simple = fetch(`${stack.url}/rest/v1/posts?select=id&limit=1`, { headers: { apikey: stack.anonKey } }).then((response) => {
      order.push("simple");
      return response.status;
    });
    const [slowAnswer, simpleStatus] = await Promise.all([slow, simple]);
    expect(slowAnswer).toEqual({ status: 500, body: { code: "57014", details: null, hint: null, message: "canceling statement due to statement timeout" } });
    expect(simpleStatus).toBe(200);
    // PostgreSQL runs the two side by side; PGlite has one session, which the simple request gets once the slow
    // statement is cancelled (it would otherwise have waited for the whole 30 s).
    expect(order).toEqual(backend === "postgres" ? ["simple", "slow"] : ["slow", "simple"]);
  });
});
