import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase, postgresAvailable } from "@test-support/stack/postgres.ts";
import { openConnection, type OpenedDatabase } from "./connection.ts";

// openConnection on each backend. The session-setup statements lite sends before each request's query are pipelined (pipelined-dialect.ts): these
// tests hold the semantics to what unpipelined statements give, on the real connection of each backend.
const backends = (await postgresAvailable()) ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(backends)("pipelined session setup on %s", (backend) => {
  let opened: OpenedDatabase;
  let db: Kysely<unknown>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pipelined-"));
    const throwaway = backend === "postgres" ? await createThrowawayDatabase() : undefined;
    opened = await openConnection({ dataDir, databaseUrl: throwaway?.url, pgliteSharedBuffers: "24MB" });
    db = opened.connection.kysely as Kysely<unknown>;
    await opened.execScript("create table pipelined_rows (n int not null)");
    cleanup = async () => {
      await opened.connection.close();
      await throwaway?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanup?.());

  it.runIf(backend === "pglite")("starts PGlite with the configured shared_buffers (the idle RSS)", async () => {
    const shown = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(db);
    expect(shown.rows[0]?.shared_buffers).toBe("24MB");
  });

  // lite hands a json/jsonb parameter over as its JSON text (an RPC's jsonb argument, upstream postgrest-js's
  // "bigint nested in jsonb param" test): PGlite passes a string through, postgres.js JSON-encoded it again, so on
  // PostgreSQL the function received a JSON string and `payload->>'id'` was null.
  it("takes a json or jsonb parameter given as JSON text as that JSON, and an object as its JSON", async () => {
    const text = '{"id":"9223372036854775807"}';
    const read = await sql<{ b: string; j: string }>`select (${text}::jsonb)->>'id' as b, (${text}::json)->>'id' as j`.execute(db);
    expect(read.rows[0]).toEqual({ b: "9223372036854775807", j: "9223372036854775807" });
    const typed = await sql<{ kind: string }>`select jsonb_typeof(${text}::jsonb) as kind`.execute(db);
    expect(typed.rows[0]?.kind).toBe("object");
    const object = await sql<{ n: number }>`select ((${{ n: 7 } as unknown as string})::jsonb->>'n')::int as n`.execute(db);
    expect(object.rows[0]?.n).toBe(7);
  });

  it("answers set_config with the value set, and the session sees it before the transaction ends only", async () => {
    const seen = await db.transaction().execute(async (tx) => {
      const set = await sql<{ set_config: string }>`SELECT set_config('request.jwt.claim.sub', ${"caller-1"}, true)`.execute(tx);
      await sql`SELECT set_config('request.jwt.claim.role', ${"authenticated"}, true)`.execute(tx);
      const read = await sql<{ sub: string; role: string }>`select current_setting('request.jwt.claim.sub', true) as sub, current_setting('request.jwt.claim.role', true) as role`.execute(tx);
      return { set: set.rows[0]?.set_config, read: read.rows[0] };
    });
    expect(seen).toEqual({ set: "caller-1", read: { sub: "caller-1", role: "authenticated" } });
    const after = await sql<{ sub: string | null }>`select nullif(current_setting('request.jwt.claim.sub', true), '') as sub`.execute(db);
    expect(after.rows[0]?.sub ?? null).toBeNull();
  });

  it("reports a failing setup statement at the next statement and rolls the transaction back", async () => {
    const attempt = db.transaction().execute(async (tx) => {
      await sql`insert into pipelined_rows (n) values (1)`.execute(tx);
      await sql`SELECT set_config('role', ${"no_such_role_here"}, true)`.execute(tx);
      await sql`select 1`.execute(tx);
    });
    await expect(attempt).rejects.toThrow(/no_such_role_here/);
    const rows = await sql<{ count: string }>`select count(*)::text as count from pipelined_rows`.execute(db);
    expect(rows.rows[0]?.count).toBe("0");
    // The connection is usable afterwards.
    const ok = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(ok.rows[0]?.one).toBe(1);
  });

  it("keeps concurrent transactions' settings apart", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db.transaction().execute(async (tx) => {
          await sql`SELECT set_config('request.jwt.claim.sub', ${`caller-${i}`}, true)`.execute(tx);
          await new Promise((resolve) => setTimeout(resolve, i % 3));
          const read = await sql<{ sub: string }>`select current_setting('request.jwt.claim.sub', true) as sub`.execute(tx);
          return read.rows[0]?.sub;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 30 }, (_, i) => `caller-${i}`));
  });
});

describe("a PostgreSQL server that accepts connections and never answers", () => {
  // Watchdog only (the test's own timeout): postgres.js' default waits 30 s for a connection to be set up, and every
  // request queued on it waited as long (seen once when the database restarted while a connection was being opened).
  it("fails the statement with CONNECT_TIMEOUT within the stack's 10 s, not postgres.js' 30 s", { timeout: 25_000 }, async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const opened = await openConnection({ dataDir: os.tmpdir(), databaseUrl: `postgres://postgres@127.0.0.1:${port}/none` });
    try {
      const db = opened.connection.kysely as Kysely<unknown>;
      await expect(sql`select 1`.execute(db)).rejects.toMatchObject({ code: "CONNECT_TIMEOUT" });
    } finally {
      await opened.connection.close();
      silent.close();
    }
  });
});
