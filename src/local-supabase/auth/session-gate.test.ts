import { describe, expect, it } from "vitest";
import { lostConnectionError } from "../db/connection-failure.ts";
import type { Sql, SqlRunner } from "../db/sql.ts";
import { SessionGate } from "./session-gate.ts";

const USER = "6f1c2a9e-4b7d-4e21-9c3a-0d5e8f7a1b2c";
const SESSION = "0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d";

/** The database edge: answers each lookup with the next of `answers` (a row, or an error the driver threw). */
function databaseAnswering(answers: Array<Record<string, unknown> | Error>): Sql & { asked: number } {
  const edge = {
    asked: 0,
    async query<Row>(): Promise<Row[]> {
      const answer = answers[edge.asked++];
      if (answer === undefined) throw new Error("no more answers");
      if (answer instanceof Error) throw answer;
      return [answer as Row];
    },
    transaction: <T>(fn: (tx: SqlRunner) => Promise<T>) => fn(edge),
    asCaller: <T>(_claims: unknown, fn: (tx: SqlRunner) => Promise<T>) => fn(edge),
  };
  return edge;
}

const LIVE = { user_exists: true, banned: false, session_live: true };

describe("SessionGate after a lost connection", () => {
  it("asks once more when the connection was lost (a connection the restarted server ended), and answers from that", async () => {
    const sql = databaseAnswering([lostConnectionError(), LIVE]);
    expect(await new SessionGate(sql).check(USER, SESSION)).toBe("ok");
    expect(sql.asked).toBe(2);
  });

  it("gives up after the second lost connection: the database is away, the gateway answers 503", async () => {
    const sql = databaseAnswering([lostConnectionError(), lostConnectionError(), LIVE]);
    await expect(new SessionGate(sql).check(USER, SESSION)).rejects.toThrow(/CONNECTION_CLOSED/);
    expect(sql.asked).toBe(2);
  });

  it("does not ask again for other errors, and caches no failure", async () => {
    const sql = databaseAnswering([new Error("permission denied for table users"), { ...LIVE, banned: true }]);
    const gate = new SessionGate(sql);
    await expect(gate.check(USER, SESSION)).rejects.toThrow(/permission denied/);
    expect(sql.asked).toBe(1);
    expect(await gate.check(USER, SESSION)).toBe("user_banned");
  });
});
