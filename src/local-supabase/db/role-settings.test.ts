import type { CompiledQuery, QueryResult } from "kysely";
import { describe, expect, it } from "vitest";
import { SessionSetup } from "./role-settings.ts";

/** Records statements; answers the role-settings read with the given rows. */
function recorder(settings: { name: string; value: string }[]) {
  const statements: CompiledQuery[] = [];
  return {
    statements,
    executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      statements.push(query);
      return { rows: (query.sql.includes("pg_roles") ? settings : []) as R[] };
    },
  };
}

describe("a request's session set-up", () => {
  it("is one statement with the role, the claims and the role's own settings, as PostgREST sends it", async () => {
    const setup = new SessionSetup();
    const tx = recorder([{ name: "statement_timeout", value: "8s" }]);
    const jwt = { role: "authenticated", sub: "u1", session_id: "s1" };
    await setup.apply(tx, { auth: { role: "authenticated", uid: "u1", jwt } });
    await setup.apply(tx, { auth: { role: "authenticated", uid: "u1", jwt } });
    // The role's settings are read once; each request then sends one statement.
    expect(tx.statements.map((query) => query.sql.includes("pg_roles"))).toEqual([true, false, false]);
    const request = tx.statements.at(-1)!;
    expect(request.sql).toBe(
      "SELECT set_config('role', $1, true), set_config('request.jwt.claim.sub', $2, true), set_config('request.jwt.claim.role', $3, true), " +
        "set_config('storage.operation', $4, true), set_config('request.jwt.claims', $5, true), set_config('statement_timeout', $6, true)",
    );
    expect(request.parameters).toEqual(["authenticated", "u1", "authenticated", "", JSON.stringify(jwt), "8s"]);
  });

  it("sets anon without claims when there is no caller, and reads settings again once told to forget", async () => {
    const setup = new SessionSetup();
    const tx = recorder([]);
    await setup.apply(tx, {});
    setup.forget();
    await setup.apply(tx, { auth: null });
    expect(tx.statements.filter((query) => query.sql.includes("pg_roles"))).toHaveLength(2);
    expect(tx.statements.at(-1)!.parameters).toEqual(["anon", "", "anon", ""]);
  });
});
