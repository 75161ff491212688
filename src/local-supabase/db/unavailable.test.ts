import { describe, expect, it } from "vitest";
import { connectionFailure } from "./connection-failure.ts";
import { mapUnavailable, unavailableResponse } from "./unavailable.ts";

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
});
