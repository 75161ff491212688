import { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import { sessionSetupStatement } from "./role-settings.ts";
import { isTransactionControl, statementTimeoutSetBy, timeoutMs } from "./statement-timeout.ts";

describe("statement_timeout values", () => {
  it.each([
    ["3s", 3_000],
    ["8000", 8_000],
    ["250ms", 250],
    ["1min", 60_000],
    ["1.5s", 1_500],
    ["0", 0],
    ["2h", 7_200_000],
  ])("reads %s as %i ms", (value, ms) => {
    expect(timeoutMs(value)).toBe(ms);
  });

  it("ignores what PostgreSQL would refuse", () => {
    expect(timeoutMs("soon")).toBeUndefined();
    expect(timeoutMs("3 parsecs")).toBeUndefined();
  });

  it("recognises the role setting as the session receives it, and nothing else", () => {
    expect(statementTimeoutSetBy(CompiledQuery.raw("SELECT set_config('statement_timeout', $1, true)", ["3s"]))).toBe(3_000);
    expect(statementTimeoutSetBy(CompiledQuery.raw("SELECT set_config('work_mem', $1, true)", ["3MB"]))).toBeUndefined();
    expect(statementTimeoutSetBy(CompiledQuery.raw("select 1"))).toBeUndefined();
  });

  it("reads the timeout from a request's one set-up statement, wherever it stands in it", () => {
    const setup = sessionSetupStatement([
      ["role", "anon"],
      ["request.jwt.claim.sub", ""],
      ["statement_timeout", "3s"],
      ["work_mem", "8MB"],
    ]);
    expect(statementTimeoutSetBy(setup)).toBe(3_000);
    expect(statementTimeoutSetBy(sessionSetupStatement([["role", "anon"]]))).toBeUndefined();
  });

  it("never treats transaction control as a statement to cancel", () => {
    for (const sql of ["BEGIN", "begin", "COMMIT", "rollback", "start transaction read only"]) expect(isTransactionControl(CompiledQuery.raw(sql))).toBe(true);
    expect(isTransactionControl(CompiledQuery.raw("select * from posts"))).toBe(false);
  });
});
