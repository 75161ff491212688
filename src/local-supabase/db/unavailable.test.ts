import { describe, expect, it } from "vitest";
import { connectionFailure } from "./connection-failure.ts";
import { answerUnavailable, mapUnavailable, unavailableResponse } from "./unavailable.ts";

const json = (status: number, body: unknown) => Response.json(body, { status });
const noProbe = () => Promise.resolve();

describe("database-away errors", () => {
  it("tells refused and lost connections from other errors", () => {
    expect(connectionFailure({ code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" })).toBe("connect");
    expect(connectionFailure({ code: "P0001", message: "Error: connect ECONNRESET 127.0.0.1:5432" })).toBe("connect");
    expect(connectionFailure({ code: "57P03", message: "the database system is starting up" })).toBe("connect");
    expect(connectionFailure({ code: "CONNECTION_CLOSED", message: "write CONNECTION_CLOSED 127.0.0.1:5432" })).toBe("lost");
    expect(connectionFailure({ code: "P0001", message: "Error: read ECONNRESET" })).toBe("lost");
    expect(connectionFailure({ code: "57P01", message: "terminating connection due to administrator command" })).toBe("lost");
    expect(connectionFailure({ code: "08006", message: "connection failure" })).toBe("lost");
    expect(connectionFailure({ code: "23505", message: "duplicate key value violates unique constraint" })).toBeUndefined();
    expect(connectionFailure({ code: "P0001", message: "Price must be positive" })).toBeUndefined();
    expect(connectionFailure(new Error("boom"))).toBeUndefined();
    expect(connectionFailure(undefined)).toBeUndefined();
  });

  it("answers lite's connection failures with PostgREST's 503 and leaves other answers alone", async () => {
    const lost = await mapUnavailable(json(400, { code: "P0001", details: null, hint: null, message: "Error: write CONNECTION_CLOSED 10.0.0.5:5432" }), noProbe);
    expect(lost.status).toBe(503);
    expect(await lost.json()).toEqual({ code: "PGRST001", details: null, hint: null, message: "Database client error. Retrying the connection." });
    const refused = await mapUnavailable(json(400, { code: "P0001", message: "Error: connect ECONNREFUSED 10.0.0.5:5432" }), noProbe);
    expect(await refused.json()).toMatchObject({ code: "PGRST000" });
    const constraint = await mapUnavailable(json(409, { code: "23505", message: "duplicate key" }), noProbe);
    expect(constraint.status).toBe(409);
    expect(await constraint.json()).toEqual({ code: "23505", message: "duplicate key" });
    const ok = json(200, [{ id: 1 }]);
    expect(await mapUnavailable(ok, noProbe)).toBe(ok);
  });

  it("maps a bare 500 to 503 only when the database itself does not answer", async () => {
    const bare = () => json(500, { message: "Internal Server Error" });
    const away = await mapUnavailable(bare(), () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })));
    expect(away.status).toBe(503);
    expect(await away.json()).toMatchObject({ code: "PGRST000" });
    const text = await mapUnavailable(new Response("Internal Server Error", { status: 500 }), () => Promise.reject(new Error("write CONNECTION_CLOSED")));
    expect(text.status).toBe(503);
    expect(text.headers.get("content-type")).toContain("application/json");
    const bug = await mapUnavailable(bare(), noProbe);
    expect(bug.status).toBe(500);
    expect(await bug.json()).toEqual({ message: "Internal Server Error" });
  });

  it("maps 'table not found' to PostgREST's schema-cache 503 only while the database is away", async () => {
    const missing = () => json(404, { code: "PGRST205", details: null, hint: null, message: "Could not find the table 'public.posts' in the schema cache" });
    const away = await mapUnavailable(missing(), () => Promise.reject(Object.assign(new Error("closed"), { code: "CONNECTION_CLOSED" })));
    expect(away.status).toBe(503);
    expect(await away.json()).toMatchObject({ code: "PGRST002" });
    expect((await mapUnavailable(missing(), noProbe)).status).toBe(404);
  });

  it("answers gateway errors in the shape of the service", async () => {
    const error = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const auth = unavailableResponse(error, "/auth/v1/token");
    expect(auth?.status).toBe(503);
    expect(await auth?.json()).toEqual({ code: 503, error_code: "unexpected_failure", msg: "Database unavailable, retry shortly" });
    expect(await unavailableResponse(error, "/storage/v1/object/x")?.json()).toMatchObject({ code: "PGRST000" });
    expect(unavailableResponse(new Error("boom"), "/rest/v1/posts")).toBeUndefined();
  });

  describe("a request the database failed is tried once more when that is safe", () => {
    // lite's answers, in order (the network edge of this unit: what lite says for each attempt).
    const terminated = { code: "SUP", details: null, hint: null, message: "[SQLSTATE 57P01] terminating connection due to administrator command" };
    const closed = { code: "SUP", details: null, hint: null, message: "Error: write CONNECTION_CLOSED 127.0.0.1:5432" };
    const ctx = { app: { connection: {} }, sql: { query: () => Promise.resolve() } } as unknown as Parameters<typeof answerUnavailable>[0];
    function lite(...answers: { status: number; body: unknown }[]) {
      const seen: string[] = [];
      const handle = async (request: Request) => {
        seen.push(`${request.method} ${await request.text()}`);
        const next = answers.shift()!;
        return next.status === 204 ? new Response(null, { status: 204 }) : json(next.status, next.body);
      };
      return { seen, handle };
    }
    const write = () => new Request("http://stack/rest/v1/profiles?id=eq.1", { method: "PATCH", body: '{"bio":"hi"}' });

    it("a write whose session the server ended before it committed: the same body once more", async () => {
      const { seen, handle } = lite({ status: 500, body: terminated }, { status: 204, body: null });
      expect((await answerUnavailable(ctx, write(), handle)).status).toBe(204);
      expect(seen).toEqual(['PATCH {"bio":"hi"}', 'PATCH {"bio":"hi"}']);
    });

    it("a write lost with its connection may have committed: answered 503, never sent twice", async () => {
      const { seen, handle } = lite({ status: 500, body: closed }, { status: 204, body: null });
      const answer = await answerUnavailable(ctx, write(), handle);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ code: "PGRST001" });
      expect(seen).toHaveLength(1);
    });

    it("a read lost with its connection is read once more; still away, the first failure answers", async () => {
      const read = () => new Request("http://stack/rest/v1/posts?select=id");
      const again = lite({ status: 500, body: closed }, { status: 200, body: [{ id: 1 }] });
      expect(await (await answerUnavailable(ctx, read(), again.handle)).json()).toEqual([{ id: 1 }]);
      const away = lite({ status: 500, body: closed }, { status: 400, body: { code: "P0001", message: "Error: connect ECONNREFUSED 127.0.0.1:5432" } });
      const answer = await answerUnavailable(ctx, read(), away.handle);
      expect({ status: answer.status, body: await answer.json() }).toMatchObject({ status: 503, body: { code: "PGRST001" } });
      expect(away.seen).toHaveLength(2);
      const refused = lite({ status: 400, body: { code: "P0001", message: "Error: connect ECONNREFUSED 127.0.0.1:5432" } });
      expect((await answerUnavailable(ctx, read(), refused.handle)).status).toBe(503); // refused: nothing to retry yet
      expect(refused.seen).toHaveLength(1);
    });
  });
});
