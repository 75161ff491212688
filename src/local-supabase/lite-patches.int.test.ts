import { App, type DefaultAppConfig } from "@supabase/lite";
import { createPgliteConnection } from "@supabase/lite/pglite";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// What our patches to @supabase/lite (patches/, applied by patch-package on install) change, through lite alone.
// Each test fails on lite as published; README "Compatibility" lists the patches.
const secret = "patches-secret-patches-secret-patches-secret";
const anonKey = "sb_publishable_patch_test_key_00000";
const serviceKey = "sb_secret_patch_test_key_0000000000";

async function token(claims: Record<string, unknown>, expiresIn = "1h") {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setIssuedAt().setExpirationTime(expiresIn).sign(new TextEncoder().encode(secret));
}

describe("@supabase/lite as patched", () => {
  let app: App;
  let driver: { query: (...args: unknown[]) => unknown };
  const rest = (path: string, bearer: string) => app.fetch(new Request(`http://localhost/rest/v1/${path}`, { headers: { apikey: anonKey, authorization: `Bearer ${bearer}` } }));

  beforeAll(async () => {
    const connection = await createPgliteConnection();
    driver = connection.driver as unknown as typeof driver;
    app = new App({
      connection,
      auth: { enabled: true, jwt_secret: secret, publishable_key: anonKey, secret_key: serviceKey },
      options: { server: { admin: false } },
    } as DefaultAppConfig);
    await app.init();
    await app.ensureSystemSchema();
    await connection.exec(`
      do $$ begin
        if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
        if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
      end $$;
      create table public.notes (id int primary key, owner uuid);
      insert into public.notes values (1, '00000000-0000-4000-8000-000000000001'), (2, '00000000-0000-4000-8000-000000000002');
      alter table public.notes enable row level security;
      create policy "own notes" on public.notes for select to authenticated using (owner = auth.uid());
      grant select on public.notes to authenticated;
      create type public.span as (low int, high int);
      create table public.ranges (id int primary key, bounds public.span);
      insert into public.ranges values (1, row(2, 5));
      grant select on public.ranges to anon;`);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app?.connection.close();
  });

  describe("001 rest-jwt-verified-once", () => {
    it("checks a token's signature on its first request only, and each token's claims still decide", async () => {
      const first = await token({ role: "authenticated", sub: "00000000-0000-4000-8000-000000000001" });
      const second = await token({ role: "authenticated", sub: "00000000-0000-4000-8000-000000000002" });
      const verify = vi.spyOn(crypto.subtle, "verify");
      const answers = [];
      for (const bearer of [first, first, first, second, second]) answers.push(await (await rest("notes?select=id", bearer)).json());
      expect(answers).toEqual([[{ id: 1 }], [{ id: 1 }], [{ id: 1 }], [{ id: 2 }], [{ id: 2 }]]);
      expect(verify).toHaveBeenCalledTimes(2);
      verify.mockRestore();
    });

    it("still refuses an expired token and a token with a bad signature", async () => {
      const expired = await token({ role: "authenticated", sub: "00000000-0000-4000-8000-000000000001" }, "-1s");
      const expiredAnswer = await rest("notes", expired);
      expect(expiredAnswer.status).toBe(401);
      expect(await expiredAnswer.json()).toMatchObject({ code: "PGRST303", message: "JWT expired" });
      const good = await token({ role: "authenticated", sub: "00000000-0000-4000-8000-000000000001" });
      await rest("notes", good);
      const forged = `${good.slice(0, good.lastIndexOf(".") + 1)}${"A".repeat(43)}`;
      expect((await rest("notes", forged)).status).toBe(401);
    });
  });

  describe("002 rest-skips-auth-resolution", () => {
    it("serves a member's Data API request without looking up the user or the session (the router verifies the token)", async () => {
      const bearer = await token({ role: "authenticated", sub: "00000000-0000-4000-8000-000000000001", session_id: "00000000-0000-4000-8000-00000000000a" });
      const spy = vi.spyOn(driver, "query");
      expect(await (await rest("notes?select=id", bearer)).json()).toEqual([{ id: 1 }]);
      const sql = spy.mock.calls.map((call) => String(call[0]));
      spy.mockRestore();
      expect(sql.some((text) => /from "notes"|from "public"\."notes"/i.test(text))).toBe(true);
      expect(sql.filter((text) => /"auth"\."(users|sessions)"|auth\.(users|sessions)/i.test(text))).toEqual([]);
    });
  });

  describe("003 rest-composite-check-cached", () => {
    // The schema cache's column list: the array whose entries describe public.notes's columns.
    const isColumnList = (value: unknown): boolean =>
      Array.isArray(value) && value.some((column: { table?: unknown; name?: unknown }) => column?.table === "notes" && column?.name === "owner");

    it("looks for composite-typed columns once per table, not through the whole schema cache on every request", async () => {
      const bearer = await token({ role: "authenticated", sub: "00000000-0000-4000-8000-000000000001" });
      const scans: number[] = [];
      for (let i = 0; i < 3; i++) {
        const some = vi.spyOn(Array.prototype, "some");
        const answer = await (await rest("notes", bearer)).json();
        const contexts = [...some.mock.contexts];
        some.mockRestore();
        expect(answer).toEqual([{ id: 1, owner: "00000000-0000-4000-8000-000000000001" }]);
        scans.push(contexts.filter(isColumnList).length);
      }
      expect(scans.slice(1)).toEqual([0, 0]);
    });

    it("still names a composite column's table's columns in a `*` select, for every request", async () => {
      for (let i = 0; i < 2; i++) {
        const answer = await app.fetch(new Request("http://localhost/rest/v1/ranges", { headers: { apikey: anonKey } }));
        expect(await answer.json()).toEqual([{ id: 1, bounds: { low: 2, high: 5 } }]);
      }
    });
  });
});
