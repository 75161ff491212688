import { App, type DefaultAppConfig, InMemoryEmailDriver } from "@supabase/lite";
import { createPgliteConnection } from "@supabase/lite/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";

// What @supabase/lite 0.10.0 does on its own where our gateway fills a gap (README "Compatibility"); the gateway
// reaches into lite only through lite-adapter.ts, and our patches to lite are pinned in lite-patches.int.test.ts.
// Each test pins lite's raw behaviour: when an upgrade fixes a gap, its test fails and the workaround can go.
const anonKey = "sb_publishable_compat_test_key_0000";
const serviceKey = "sb_secret_compat_test_key_000000000";

describe("@supabase/lite gaps the gateway fills", () => {
  let app: App;
  let mail: InMemoryEmailDriver;
  const client = () =>
    app.getClient({ apikey: anonKey, auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });

  beforeAll(async () => {
    const connection = await createPgliteConnection();
    mail = new InMemoryEmailDriver();
    app = new App({
      connection,
      auth: {
        enabled: true,
        site_url: "http://localhost:3000",
        jwt_secret: "compat-secret-compat-secret-compat-secret",
        publishable_key: anonKey,
        secret_key: serviceKey,
        email: { enable_confirmations: false },
      },
      options: { server: { admin: false }, drivers: { email: mail } },
    } as DefaultAppConfig);
    await app.init();
    await app.ensureSystemSchema();
    await connection.exec(`
      do $$ begin
        if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
        if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
      end $$;
      create table public.notes (id int primary key, body text check (char_length(body) < 5));
      alter table public.notes enable row level security;
      create policy "anyone reads notes" on public.notes for select to anon, authenticated using (true);
      grant select on public.notes to anon;
      revoke insert on public.notes from anon;
      create function public.request_timeout() returns text language sql stable as $$ select current_setting('statement_timeout') $$;
      alter role anon set statement_timeout = '1234ms';`);
  });
  afterAll(async () => {
    await app?.connection.close();
  });

  it("re-grants ALL on RLS tables at its first request (we pre-empt it: lite-adapter.ts sets rlsState)", async () => {
    await client().from("notes").select("*");
    const [row] = (await app.connection.exec<{ rows: { granted: boolean }[] }>(
      "select has_table_privilege('anon', 'public.notes', 'INSERT') as granted",
    )).rows;
    expect(row?.granted).toBe(true);
  });

  it("reports constraint violations with code 'SUP' (we map them to SQLSTATEs in rest/error-mapping.ts)", async () => {
    const service = app.getClient({ apikey: serviceKey, auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
    const { error } = await service.from("notes").insert({ id: 1, body: "too long" });
    expect(error?.code).toBe("SUP");
  });

  it("lets a banned user sign in with a password (we refuse in auth/token-guard.ts)", async () => {
    const c = client();
    const { data } = await c.auth.signUp({ email: "banned@example.test", password: "secret123" });
    await app.connection.exec(`update auth.users set banned_until = now() + interval '1 day' where id = '${data.user!.id}'`);
    const signIn = await client().auth.signInWithPassword({ email: "banned@example.test", password: "secret123" });
    expect(signIn.error).toBeNull();
  });

  it("accepts a rotated refresh token long after rotation (we detect reuse in auth/token-guard.ts)", async () => {
    const c = client();
    const { data } = await c.auth.signUp({ email: "rotate@example.test", password: "secret123" });
    const first = data.session!.refresh_token;
    await c.auth.refreshSession();
    await app.connection.exec(`update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = '${first}'`);
    const reused = await client().auth.refreshSession({ refresh_token: first });
    expect(reused.error).toBeNull();
  });

  it("ignores redirect_to on /recover (we carry it into the e-mail in auth/redirects.ts)", async () => {
    await client().auth.resetPasswordForEmail("rotate@example.test", { redirectTo: "http://localhost:3000/reset-password" });
    const sent = [...mail.messages.values()].flat().at(-1);
    expect(sent?.text).toContain("redirect_to=http%3A%2F%2Flocalhost%3A3000");
    expect(sent?.text).not.toContain("reset-password");
  });

  it("ignores the impersonated role's settings, as SET ROLE does (we apply them in db/role-settings.ts)", async () => {
    const { data, error } = await client().rpc("request_timeout" as never);
    expect(error).toBeNull();
    expect(data).toBe("0");
  });

  it("has no Auth admin API (ours is auth/admin-api.ts)", async () => {
    const response = await app.fetch(new Request("http://localhost/auth/v1/admin/users", { headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` } }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('"users"');
  });
});
