// Accounts and member-only procedures: the community list shows confirmed accounts only, the offer lists refuse a
// caller without a user, a sign-up asking for a taken username is refused (issue 19: as hosted Auth answers a
// trigger's refusal, and the form asks username_available first), and of concurrent sign-ups wanting one username
// one gets it and the other is refused. On PGlite and PostgreSQL (the race needs two sessions: PostgreSQL only).
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";

const backends = await testBackends();

describe.each(backends)("accounts on %s", (backend) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("get_public_users leaves out accounts that never confirmed their e-mail", async () => {
    const confirmed = await stack.signUpConfirmed();
    const email = `unconfirmed-${Date.now()}@example.test`;
    const signUp = await stack.client().auth.signUp({ email, password: "password123", options: { data: { username: `unconfirmed${Date.now()}` } } });
    expect(signUp.error).toBeNull();
    const pending = signUp.data.user?.id ?? "";
    const [profile] = await stack.sql<{ n: number }>("select count(*)::int as n from public.public_profiles where id = $1", [pending]);
    expect(profile?.n).toBe(1);
    // Make the pending account the one the list would show first: a professional profile.
    await stack.sql("update public.profiles set business_category = 'broker', full_name = 'Pending Person' where id = $1", [pending]);
    const { data, error } = await stack.client().rpc("get_public_users", { p_limit: 100 });
    expect(error).toBeNull();
    const ids = (data ?? []).map((u) => u.id);
    expect(ids).toContain(confirmed.user.id);
    expect(ids).not.toContain(pending);
  });

  it("list_my_offers and list_offers_received refuse a caller without a user (42501)", async () => {
    for (const fn of ["list_my_offers", "list_offers_received"]) {
      const call = stack.running.stack.sql.asCaller({ role: "authenticated" }, (tx) => tx.query(`select * from public.${fn}()`));
      await expect(call, fn).rejects.toMatchObject({ code: "42501" });
    }
    const member = await stack.signUpConfirmed();
    expect((await member.client.rpc("list_my_offers")).error).toBeNull();
    expect((await member.client.rpc("list_offers_received")).error).toBeNull();
  });

  it("username_available answers a visitor and a member: false for a taken name in any case or spacing, else true", async () => {
    const name = `Avail${Date.now().toString(36)}`;
    const member = await stack.signUpConfirmed(undefined, "password123", name);
    for (const client of [stack.client(), member.client]) {
      expect((await client.rpc("username_available", { p_username: name })).data).toBe(false);
      expect((await client.rpc("username_available", { p_username: ` ${name.toUpperCase()} ` })).data).toBe(false);
      expect((await client.rpc("username_available", { p_username: `${name}x` })).data).toBe(true);
    }
  });

  it("refuses a sign-up asking for a taken username (any case) as hosted Auth does, and creates nothing", async () => {
    const name = `Twin${Date.now().toString(36)}`;
    const first = await stack.signUpConfirmed(undefined, "password123", name);
    const email = `twin-${Date.now()}@example.test`;
    // Hosted Auth's answer; supabase-js reads any 500 as a retryable failure without its body (the form's cue).
    const raw = await fetch(`${stack.url}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: stack.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email, password: "password123", data: { username: name.toLowerCase() } }),
    });
    expect(raw.status).toBe(500);
    expect(await raw.json()).toEqual({ code: 500, error_code: "unexpected_failure", msg: "Database error saving new user" });
    const second = await stack.client().auth.signUp({ email, password: "password123", options: { data: { username: name.toUpperCase() } } });
    expect(second.error).toMatchObject({ name: "AuthRetryableFetchError", status: 500 });
    expect(await stack.sql("select id from auth.users where email = $1", [email])).toEqual([]);
    const rows = await stack.sql<{ id: string }>("select id from public.profiles where lower(username) = lower($1)", [name]);
    expect(rows.map((r) => r.id)).toEqual([first.user.id]);
    // The database's own sentence, for a direct insert (the superuser, as Auth's).
    const direct = stack.sql(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2::text::jsonb, now(), now())`,
      [`direct-${email}`, JSON.stringify({ username: ` ${name.toUpperCase()}` })],
    );
    await expect(direct).rejects.toMatchObject({ code: "23505", message: "Username is already taken." });
  });

  it.runIf(backend === "postgres")("of two concurrent sign-ups wanting one username, the first gets it and the second is refused", async () => {
    const url = stack.running.stack.config.databaseUrl ?? "";
    const [a, b] = [postgres(url, { max: 1, onnotice: () => {} }), postgres(url, { max: 1, onnotice: () => {} })];
    const name = `race${Date.now().toString(36)}`;
    const signUp = (sql: postgres.TransactionSql, email: string) =>
      sql`insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
          values (gen_random_uuid(), 'authenticated', 'authenticated', ${email}, ${JSON.stringify({ username: name })}::text::jsonb, now(), now())
          returning id`;
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted = () => {};
      const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
      // A signs up and holds its transaction open; B signs up with the same name and waits on A's profile row.
      const first = a.begin(async (tx) => {
        const [row] = await signUp(tx, `${name}-a@example.test`);
        inserted();
        await held;
        return row?.id as string;
      });
      await firstInserted;
      const second = b.begin(async (tx) => (await signUp(tx, `${name}-b@example.test`))[0]?.id as string).then(
        () => "created",
        (error: { code?: string; message?: string }) => `${error.code} ${error.message}`,
      );
      const waiting = async () =>
        (await stack.sql<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'"))[0]?.n ?? 0;
      for (let i = 0; i < 100 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await waiting()).toBeGreaterThan(0);
      release();
      const [id, refused] = await Promise.all([first, second]);
      expect(refused).toBe("23505 Username is already taken.");
      const rows = await stack.sql<{ id: string }>("select id from public.profiles where lower(username) = lower($1)", [name]);
      expect(rows.map((r) => r.id)).toEqual([id]);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });
});
