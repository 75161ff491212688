import { Kysely, sql } from "kysely";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase, POSTGRES_ADMIN_URL } from "@test-support/stack/postgres.ts";
import { testBackends } from "@test-support/stack/stack.ts";
import { connectionFailure } from "./connection-failure.ts";
import { postgresPoolDialect, renewPreparedStatements } from "./postgres-dialect.ts";

// The PostgreSQL driver under kysely (as lite uses it): transactions stay whole, lite's statement-by-statement
// BEGIN … COMMIT stays one transaction, and a backend killed mid-transaction fails that request without hanging others.
describe.skipIf(!(await testBackends()).includes("postgres"))("postgresPoolDialect", () => {
  let db: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let pool: postgres.Sql;
  let kysely: Kysely<Record<string, never>>;
  const count = async (table: string) => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(kysely)).rows[0]?.n);

  beforeAll(async () => {
    db = await createThrowawayDatabase();
    pool = postgres(db.url, { max: 4, onnotice: () => {} });
    kysely = new Kysely({ dialect: postgresPoolDialect(pool) });
    await sql`create table notes (id int primary key)`.execute(kysely);
  });
  afterAll(async () => {
    await pool?.end({ timeout: 5 });
    await db?.drop();
  });

  it("commits and rolls back kysely transactions, each on its own connection", async () => {
    await kysely.transaction().execute(async (tx) => {
      await sql`insert into notes values (1)`.execute(tx);
      await sql`select set_config('app.who', 'first', true)`.execute(tx);
    });
    await expect(
      kysely.transaction().execute(async (tx) => {
        await sql`insert into notes values (2)`.execute(tx);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const seen = await Promise.all(
      ["a", "b", "c"].map((who) =>
        kysely.transaction().execute(async (tx) => {
          await sql`select set_config('app.who', ${who}, true)`.execute(tx);
          await sql`select pg_sleep(0.05)`.execute(tx);
          return (await sql<{ who: string }>`select current_setting('app.who') as who`.execute(tx)).rows[0]?.who;
        }),
      ),
    );
    expect(seen).toEqual(["a", "b", "c"]);
    expect(await count("notes")).toBe(1);
  });

  it("keeps lite's statement-by-statement BEGIN … ROLLBACK (how it applies a migration) one transaction", async () => {
    await sql`BEGIN`.execute(kysely);
    await sql`create table half_done (id int)`.execute(kysely);
    await sql`insert into notes values (3)`.execute(kysely);
    await sql`ROLLBACK`.execute(kysely);
    expect((await sql<{ t: string | null }>`select to_regclass('public.half_done') as t`.execute(kysely)).rows[0]?.t).toBeNull();
    await sql`BEGIN`.execute(kysely);
    await sql`insert into notes values (4)`.execute(kysely);
    await sql`COMMIT`.execute(kysely);
    expect(await count("notes")).toBe(2);
  });

  it("prepares statements afresh once renewed (lite reloads its schema cache after a migration)", async () => {
    const single = postgres(db.url, { max: 1, onnotice: () => {} });
    const onOne = new Kysely<Record<string, never>>({ dialect: postgresPoolDialect(single) });
    const read = () => onOne.transaction().execute(async (tx) => (await sql<Record<string, unknown>>`select * from notes where id = ${4}`.execute(tx)).rows[0]);
    try {
      expect(await read()).toEqual({ id: 4 });
      await sql`alter table notes add column note text`.execute(onOne);
      renewPreparedStatements(single);
      expect(await read()).toEqual({ id: 4, note: null });
      // Not renewed: the statement prepared with the column fails once (postgres.js then forgets it).
      await sql`alter table notes drop column note`.execute(onOne);
      await expect(read()).rejects.toThrow(/cached plan must not change result type/);
      expect(await read()).toEqual({ id: 4 });
    } finally {
      await sql`alter table notes drop column if exists note`.execute(onOne);
      await single.end({ timeout: 5 });
    }
  });

  it("a backend terminated mid-transaction fails that transaction promptly; the others and the next ones work", async () => {
    const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
    try {
      const victim = kysely.transaction().execute(async (tx) => {
        const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx)).rows[0]!.pid;
        await admin`select pg_terminate_backend(${pid})`;
        await sql`insert into notes values (5)`.execute(tx);
      });
      // 57P01, CONNECTION_CLOSED or ECONNRESET, depending on when the socket learns of it.
      expect(connectionFailure(await victim.then(() => undefined, (error: unknown) => error))).toBe("lost");
      await kysely.transaction().execute((tx) => sql`insert into notes values (6)`.execute(tx));
      expect(await count("notes")).toBe(3);
    } finally {
      await admin.end({ timeout: 5 });
    }
  });
});
