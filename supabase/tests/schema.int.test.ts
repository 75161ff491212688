// The schema lint (security and performance advisors' rules), the meta-test that keeps the RLS matrix complete,
// and the check that src/shared/database.types.ts matches the migrated database. On PGlite and PostgreSQL.
import { readdir, readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";
import { DATABASE_TYPES_PATH, generateDatabaseTypes } from "../../scripts/gen-types/index.ts";
import { CANARY_EXPECTED, CANARY_SETUP, CANARY_TEARDOWN } from "./lint/canary.ts";
import { LINT_CHECKS } from "./lint/checks.ts";
import { CELLS, HELPER_FUNCTIONS } from "./matrix/cells.ts";
import { dumpSchema, SCHEMA_SQL_PATH } from "../../scripts/gen-schema/dump.ts";

/**
 * Known findings in tables owned by the admin extras (migrations >= 20261122100000), to be fixed there.
 * A finding not listed here fails the lint.
 */
const BASELINE: readonly string[] = [];

const backends = await testBackends();

/**
 * The rooms written as current state, one per domain: 20261101000100_platform, 000150_email_outbox, 000200_profiles,
 * 000300_whitelist, 000400_posts, 000450_properties, 000500_activity, 000550_conversations, 000600_storage,
 * 000700_search, 000800_admin, 000850_moderation, 000900_analytics.
 */
const DOMAIN_FILE = /^20261101\d{6}_[a-z_]+\.sql$/;

async function migrationTexts(): Promise<{ name: string; text: string }[]> {
  const names = (await readdir("supabase/migrations")).filter((n) => n.endsWith(".sql")).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(`supabase/migrations/${name}`, "utf8") })));
}

describe.each(backends)("schema on %s", (backend) => {
  let stack: TestStack;
  const objects = async (text: string) => (await stack.sql<{ object: string }>(text)).map((r) => r.object);

  beforeAll(async () => {
    stack = await startTestStack({ backend });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.each(LINT_CHECKS.map((c) => [c.name, c] as const))("lint: no %s", async (_name, check) => {
    const found = await objects(check.sql);
    expect(found.filter((o) => !BASELINE.includes(o))).toEqual([]);
  });

  it("meta: every table in public has matrix cells for select, insert, update and delete", async () => {
    const tables = (await stack.sql<{ t: string }>("select tablename as t from pg_tables where schemaname = 'public'")).map((r) => r.t);
    const missing = tables.flatMap((t) =>
      (["select", "insert", "update", "delete"] as const)
        .filter((op) => !CELLS.some((c) => c.target === t && c.op === op))
        .map((op) => `${t} ${op}`),
    );
    expect(missing).toEqual([]);
  });

  it("meta: every policy on public tables and storage.objects is exercised by a matrix cell", async () => {
    const policies = await stack.sql<{ t: string; p: string }>(
      "select tablename as t, policyname as p from pg_policies where schemaname = 'public' or (schemaname = 'storage' and tablename = 'objects')",
    );
    const covered = new Set(CELLS.flatMap((c) => c.policies));
    expect(policies.filter((p) => !covered.has(p.p)).map((p) => `${p.t}: ${p.p}`)).toEqual([]);
  });

  it("meta: every function the API roles may call has a matrix cell (or is a pure helper)", async () => {
    const callable = await stack.sql<{ f: string }>(
      `select distinct p.proname as f from pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.prorettype <> 'pg_catalog.trigger'::regtype
         and p.oid not in (select objid from pg_depend where deptype = 'e')
         and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))`,
    );
    const covered = new Set(CELLS.filter((c) => c.target.startsWith("rpc:")).map((c) => c.target.slice(4)));
    expect(callable.map((r) => r.f).filter((f) => !covered.has(f) && !(f in HELPER_FUNCTIONS))).toEqual([]);
  });

  it("migrations: every trigger is written out as CREATE TRIGGER, and a room's trigger is named in its table's room", async () => {
    const files = await migrationTexts();
    const triggers = await stack.sql<{ name: string; schema: string; table: string }>(
      `select t.tgname as name, n.nspname as schema, c.relname as table
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_proc f on f.oid = t.tgfoid
       where not t.tgisinternal and f.pronamespace in ('public'::regnamespace, 'private'::regnamespace, 'admin_private'::regnamespace)`,
    );
    expect(triggers.length).toBeGreaterThan(30);
    const problems = triggers.flatMap((t) => {
      const created = new RegExp(`create (constraint )?trigger ${t.name} `, "i");
      const home = files.find((f) => created.test(f.text));
      if (!home) return [`${t.name} on ${t.schema}.${t.table}: no CREATE TRIGGER in the migrations`];
      if (!DOMAIN_FILE.test(home.name)) return [];
      const room = files.find((f) => DOMAIN_FILE.test(f.name) && new RegExp(`create table ${t.schema}\\.${t.table} \\(`, "i").test(f.text));
      return room && !room.text.includes(t.name) ? [`${t.name} on ${t.schema}.${t.table}: not named in ${room.name}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("migrations: no DDL built at run time (DO blocks, EXECUTE of a string)", async () => {
    const dynamic = (await migrationTexts()).filter((f) => /^\s*do\s+(\$|language\b)|\bexecute\s+(format\s*\(|'|\$|[a-z_]+\s*;)/im.test(f.text));
    expect(dynamic.map((f) => f.name)).toEqual([]);
  });

  it("posts: one trigger function stamps, checks links and sets url (private.enforce_post_rules)", async () => {
    const writers = await stack.sql<{ f: string }>(
      `select distinct p.oid::regprocedure::text as f from pg_trigger t join pg_proc p on p.oid = t.tgfoid
       where t.tgrelid = 'public.posts'::regclass and not t.tgisinternal
         and (p.prosrc ~* 'new\\.(url|created_at|updated_at|status|is_featured|user_id)\\s*:=')`,
    );
    expect(writers.map((w) => w.f)).toEqual(["private.enforce_post_rules()"]);
  });

  it("database.types.ts is current (regenerate with npm run gen:types)", async () => {
    const generated = await generateDatabaseTypes((text) => stack.sql(text));
    const checkedIn = await readFile(DATABASE_TYPES_PATH, "utf8");
    expect(generated).toBe(checkedIn);
  });

  it.runIf(backend === "postgres")("supabase/schema.sql is current (regenerate with npm run gen:schema)", async () => {
    const dumped = dumpSchema(stack.running.stack.config.databaseUrl ?? "");
    expect(dumped).toBe(await readFile(SCHEMA_SQL_PATH, "utf8"));
  });

  it("lint: every check reports a deliberately bad object", async () => {
    try {
      for (const statement of CANARY_SETUP) await stack.sql(statement);
      const missed: string[] = [];
      for (const check of LINT_CHECKS) {
        const expected = CANARY_EXPECTED[check.name];
        const found = await objects(check.sql);
        if (!expected || !found.some((o) => o.includes(expected))) missed.push(check.name);
      }
      expect(missed).toEqual([]);
    } finally {
      for (const statement of CANARY_TEARDOWN) await stack.sql(statement);
    }
  });
});
