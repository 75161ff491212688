import { PGlite } from "@electric-sql/pglite";
import { CompiledQuery, type DatabaseConnection, type Driver } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockedPgliteDialect, Mutex } from "./pglite-dialect.ts";
import { PgliteStatements } from "./pglite-statements.ts";
import type { StatementWatchdog } from "./pglite-watchdog.ts";
import { sessionSetupStatement } from "./role-settings.ts";

const unguarded: StatementWatchdog = { run: (_timeoutMs, statement) => statement(), close: async () => {} };

/** Values a JWT's claims may carry: quotes, backslashes, a `$1`, SQL, non-ASCII, line breaks. */
const AWKWARD = [
  `{"email":"o'brien@example.ca","name":"Zoë \\"Z\\" Côté","path":"C:\\\\temp\\\\x","note":"$1 and $2"}`,
  "'); drop table t; --",
  "\\'; select 1; --",
  "line one\nline two\ttab",
  "日本語 — émoji 🏠",
  "",
];

describe("PGlite connection", () => {
  let pglite: PGlite;
  let driver: Driver;
  const calls: string[] = [];

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec("create table t (id int primary key); insert into t values (1), (2);");
    const exec = pglite.exec.bind(pglite);
    const query = pglite.query.bind(pglite);
    pglite.exec = (sql, options) => (calls.push(`exec ${sql.slice(0, 24)}`), exec(sql, options));
    const execProtocol = pglite.execProtocol.bind(pglite);
    pglite.query = (sql, params, options) => (calls.push(`query ${sql.slice(0, 24)}`), query(sql, params, options));
    pglite.execProtocol = (message, options) => (calls.push("protocol"), execProtocol(message, options));
    driver = lockedPgliteDialect(pglite, new PgliteStatements(pglite), new Mutex(), unguarded).createDriver();
  });
  afterAll(async () => {
    await pglite.close();
  });

  /** A transaction as lite runs one: BEGIN, the set-up, `statements`, then COMMIT (ROLLBACK when one fails). */
  async function transaction<T>(setup: CompiledQuery, statements: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
    const connection = await driver.acquireConnection();
    try {
      await driver.beginTransaction(connection, {});
      await connection.executeQuery(setup);
      const result = await statements(connection);
      await driver.commitTransaction(connection);
      return result;
    } catch (error) {
      await driver.rollbackTransaction(connection);
      throw error;
    } finally {
      await driver.releaseConnection(connection);
    }
  }

  it("sends BEGIN with the set-up as one simple-protocol message, and COMMIT as another", async () => {
    calls.length = 0;
    const setup = sessionSetupStatement([["request.jwt.claim.sub", "u1"], ["request.method", "GET"]]);
    const rows = await transaction(setup, async (connection) => (await connection.executeQuery<{ id: number }>(CompiledQuery.raw("select id from t where id = $1", [2]))).rows);
    expect(rows).toEqual([{ id: 2 }]);
    // The query: prepared (one message), then run (one message).
    expect(calls).toEqual(["exec BEGIN; SELECT set_config", "protocol", "protocol", "exec COMMIT"]);
  });

  it("hands every set-up value to the session byte for byte, and runs none of it as SQL", async () => {
    const setup = sessionSetupStatement(AWKWARD.map((value, i) => [`request.test_${i}`, value] as const));
    const read = CompiledQuery.raw(`select ${AWKWARD.map((_, i) => `current_setting('request.test_${i}') as v${i}`).join(", ")}`);
    const row = await transaction(setup, async (connection) => (await connection.executeQuery<Record<string, string>>(read)).rows[0]);
    expect(AWKWARD.map((_, i) => row?.[`v${i}`])).toEqual(AWKWARD);
    expect((await pglite.query<{ n: number }>("select count(*)::int as n from t")).rows).toEqual([{ n: 2 }]);
  });

  it("still answers the set-up's own result, and the settings end with the transaction", async () => {
    const connection = await driver.acquireConnection();
    await driver.beginTransaction(connection, {});
    const setup = await connection.executeQuery(sessionSetupStatement([["request.jwt.claim.sub", "u2"]]));
    expect(setup.rows).toEqual([{ set_config: "u2" }]);
    await driver.commitTransaction(connection);
    await driver.releaseConnection(connection);
    expect((await pglite.query<{ v: string | null }>("select current_setting('request.jwt.claim.sub', true) as v")).rows).toEqual([{ v: "" }]);
  });

  it("reports a set-up that fails, rolls its transaction back, and the session goes on", async () => {
    const bad = sessionSetupStatement([["role", "no_such_role"]]);
    await expect(transaction(bad, (connection) => connection.executeQuery(CompiledQuery.raw("select 1")))).rejects.toMatchObject({ code: "22023" });
    expect(pglite.isInTransaction()).toBe(false);
    const ok = sessionSetupStatement([["request.jwt.claim.sub", "u3"]]);
    expect(await transaction(ok, async (connection) => (await connection.executeQuery(CompiledQuery.raw("select 3 as three"))).rows)).toEqual([{ three: 3 }]);
  });

  it("leaves a value a literal cannot carry (NUL) to a prepared statement, which refuses it", async () => {
    calls.length = 0;
    const setup = sessionSetupStatement([["request.jwt.claim.sub", "a\0b"]]);
    await expect(transaction(setup, (connection) => connection.executeQuery(CompiledQuery.raw("select 1")))).rejects.toThrow();
    expect(calls.slice(0, 2)).toEqual(["exec BEGIN", "protocol"]);
    expect(pglite.isInTransaction()).toBe(false);
  });
});
