import { describe, expect, it } from "vitest";
import { keepSqlState, mapRestErrors } from "./error-mapping.ts";

const sup = (message: string, status = 500) =>
  new Response(JSON.stringify({ code: "SUP", details: null, hint: null, message }), { status, headers: { "content-type": "application/json" } });

describe("REST error mapping", () => {
  it("restores the SQLSTATE and the bare message of a tagged error (a trigger's raise)", async () => {
    const connection = { normalizeDbError: (error: unknown) => error };
    keepSqlState(connection);
    const raised = Object.assign(new Error("The URL is not from a whitelisted domain."), { name: "PostgresError", code: "23514" });
    const answer = await mapRestErrors(sup(String(connection.normalizeDbError(raised))));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: "23514", message: "The URL is not from a whitelisted domain." });
  });

  it("leaves errors without a SQLSTATE as before", async () => {
    const connection = { normalizeDbError: (error: unknown) => error };
    keepSqlState(connection);
    expect(String(connection.normalizeDbError(new Error("Error: read ECONNRESET")))).toBe("Error: Error: read ECONNRESET");
    const checked = await mapRestErrors(sup('error: new row for relation "posts" violates check constraint "x"'));
    expect(await checked.json()).toMatchObject({ code: "23514", message: 'new row for relation "posts" violates check constraint "x"' });
    const other = await mapRestErrors(sup("error: something else"));
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: "P0001", message: "something else" });
  });

  it("answers a statement timeout with PostgREST's 500 and 57014", async () => {
    const connection = { normalizeDbError: (error: unknown) => error };
    keepSqlState(connection);
    const timedOut = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    const answer = await mapRestErrors(sup(String(connection.normalizeDbError(timedOut))));
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ code: "57014", message: "canceling statement due to statement timeout" });
  });
});
