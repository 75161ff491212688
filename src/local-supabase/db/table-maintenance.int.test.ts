import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase, postgresAvailable } from "@test-support/stack/postgres.ts";
import { openConnection, type OpenedDatabase } from "./connection.ts";

// PGlite has no autovacuum: the stack vacuums and analyzes its tables itself (table-maintenance.ts).
describe("table maintenance on PGlite", () => {
  let opened: OpenedDatabase;
  let dataDir: string;
  const stats = async (table: string) => {
    const result = await sql<{ dead: number; analyzed: boolean; vacuumed: boolean; reltuples: number }>`
      select s.n_dead_tup::int as dead, s.last_analyze is not null as analyzed, s.last_vacuum is not null as vacuumed,
             c.reltuples::int as reltuples
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = ${table}`.execute(opened.connection.kysely as Kysely<unknown>);
    return result.rows[0];
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maintenance-"));
    opened = await openConnection({ dataDir, databaseUrl: undefined, pgliteSharedBuffers: "24MB" });
  });
  afterAll(async () => {
    await opened.connection.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("vacuums a table with many dead rows, analyzes one with many changes, and leaves quiet tables alone", async () => {
    await opened.execScript(`
      create table public.churned (id int primary key, v int);
      insert into public.churned select i, i from generate_series(1, 1000) i;
      create table public.grown (id int primary key);
      create table public.quiet (id int primary key);
      insert into public.quiet values (1), (2), (3)`);
    const maintain = opened.maintainTables;
    if (!maintain) throw new Error("PGlite must offer table maintenance");
    await maintain(); // the first run sees every new table's inserts
    await opened.execScript(`
      update public.churned set v = v + 1 where id <= 600;
      delete from public.churned where id > 900;
      insert into public.grown select i from generate_series(1, 500) i;
      insert into public.quiet values (4)`);

    const run = await maintain();

    expect(run.vacuumed).toContain("public.churned");
    expect(run.analyzed).toContain("public.grown");
    expect([...run.vacuumed, ...run.analyzed]).not.toContain("public.quiet");
    expect(await stats("churned")).toMatchObject({ dead: 0, vacuumed: true, analyzed: true, reltuples: 900 });
    expect(await stats("grown")).toMatchObject({ analyzed: true, vacuumed: false, reltuples: 500 });
    const again = await maintain();
    expect([...again.vacuumed, ...again.analyzed]).toEqual([]);
  });

  it("quotes table names", async () => {
    await opened.execScript(`create table public."Odd ""name""" (id int); insert into public."Odd ""name""" select generate_series(1, 200)`);
    const run = await opened.maintainTables?.();
    expect(run?.analyzed).toContain('public."Odd ""name"""');
  });
});

describe.runIf(await postgresAvailable())("table maintenance on PostgreSQL", () => {
  it("is left to the server's own autovacuum", async () => {
    const throwaway = await createThrowawayDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maintenance-pg-"));
    try {
      const opened = await openConnection({ dataDir, databaseUrl: throwaway.url });
      expect(opened.maintainTables).toBeUndefined();
      await opened.connection.close();
    } finally {
      await throwaway.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
