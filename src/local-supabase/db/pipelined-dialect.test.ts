import { CompiledQuery, type DatabaseConnection, type QueryResult } from "kysely";
import { describe, expect, it } from "vitest";
import { isSessionSetup, PipelinedConnection } from "./pipelined-dialect.ts";

/** A connection whose answers the test releases by hand, recording what was sent and in which order. */
class ManualConnection implements DatabaseConnection {
  readonly sent: string[] = [];
  private readonly waiting: (() => void)[] = [];

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.sent.push(query.sql);
    return new Promise((resolve, reject) =>
      this.waiting.push(() => (query.parameters.includes("bad") ? reject(new Error(`failed: ${query.sql}`)) : resolve({ rows: [{ sql: query.sql } as R] }))),
    );
  }

  answerAll() {
    for (const answer of this.waiting.splice(0)) answer();
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("not used");
  }
}

const setConfig = (name: string, value: string) => CompiledQuery.raw(`SELECT set_config('${name}', $1, true)`, [value]);

describe("pipelined session setup", () => {
  it("recognises exactly the statements @supabase/lite sends before a request's query", () => {
    expect(isSessionSetup(CompiledQuery.raw("begin"))).toBe(true);
    expect(isSessionSetup(setConfig("request.jwt.claims", "{}"))).toBe(true);
    expect(isSessionSetup(CompiledQuery.raw('SET LOCAL ROLE "authenticated"'))).toBe(true);
    expect(isSessionSetup(CompiledQuery.raw("SET LOCAL transaction_read_only = on"))).toBe(true);
    expect(isSessionSetup(CompiledQuery.raw("select set_config('role', $1, true)", ["x"]))).toBe(false);
    expect(isSessionSetup(CompiledQuery.raw("SELECT set_config('role', $1, true); drop table x", ["x"]))).toBe(false);
    expect(isSessionSetup(CompiledQuery.raw("SELECT set_config('role', $1, false)", ["x"]))).toBe(false);
    expect(isSessionSetup(CompiledQuery.raw("commit"))).toBe(false);
    expect(isSessionSetup(CompiledQuery.raw('select * from "posts"'))).toBe(false);
  });

  it("sends setup statements without waiting, then waits for them before answering the next query", async () => {
    const inner = new ManualConnection();
    const connection = new PipelinedConnection(inner);
    const begun = await connection.executeQuery(CompiledQuery.raw("begin"));
    const set = await connection.executeQuery(setConfig("role", "authenticated"));
    expect(begun.rows).toEqual([]);
    expect(set.rows).toEqual([{ set_config: "authenticated" }]);
    const query = connection.executeQuery(CompiledQuery.raw("select 1"));
    let answered = false;
    void query.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(inner.sent).toEqual(["begin", "SELECT set_config('role', $1, true)", "select 1"]);
    expect(answered).toBe(false);
    inner.answerAll();
    await expect(query).resolves.toEqual({ rows: [{ sql: "select 1" }] });
  });

  it("throws a setup statement's failure at the next query, but lets rollback through", async () => {
    const inner = new ManualConnection();
    const connection = new PipelinedConnection(inner);
    await connection.executeQuery(setConfig("role", "bad"));
    const query = connection.executeQuery(CompiledQuery.raw("select 1"));
    inner.answerAll();
    await expect(query).rejects.toThrow("failed: SELECT set_config('role', $1, true)");
    await connection.executeQuery(setConfig("role", "bad"));
    const rollback = connection.executeQuery(CompiledQuery.raw("rollback"));
    inner.answerAll();
    await expect(rollback).resolves.toEqual({ rows: [{ sql: "rollback" }] });
  });
});
