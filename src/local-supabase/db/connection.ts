import path from "node:path";
import type { Connection } from "@supabase/lite";
import { adaptPgliteConnection, adaptPostgresConnection } from "../lite-adapter.ts";
import { Mutex } from "./pglite-dialect.ts";
import { maintainTables, type MaintenanceRun } from "./table-maintenance.ts";

/** Extensions the schema relies on; on PGlite they must be loaded when the database is opened. */
async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }, { fuzzystrmatch }] = await Promise.all([
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
    import("@electric-sql/pglite/contrib/fuzzystrmatch"),
  ]);
  return { pg_trgm, unaccent, fuzzystrmatch };
}

export interface OpenedDatabase {
  connection: Connection;
  /** Runs a multi-statement SQL script atomically (BEGIN … COMMIT), as the superuser. */
  execScript(script: string): Promise<void>;
  /** Vacuums and analyzes the tables that need it, where the database has no autovacuum of its own (PGlite). */
  maintainTables?: () => Promise<MaintenanceRun>;
}

/**
 * json and jsonb parameters as PGlite serialises them: a string is already the JSON text (lite hands an RPC's jsonb
 * argument over that way), anything else is encoded. postgres.js (as lite configures it) encoded a string again, so
 * on PostgreSQL a function taking jsonb received a JSON string instead of the object sent.
 */
const jsonParameter = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));
const JSON_TYPES = {
  json: { to: 114, from: [114], serialize: jsonParameter, parse: (text: string): unknown => JSON.parse(text) },
  jsonb: { to: 3802, from: [3802], serialize: jsonParameter, parse: (text: string): unknown => JSON.parse(text) },
};

/** Embedded PGlite under DATA_DIR by default; a PostgreSQL server when DATABASE_URL is set. Same SQL on both. */
export async function openConnection(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite's shared_buffers (default 32MB): the buffers are resident from the start, so this sets the idle RSS. */
  pgliteSharedBuffers?: string;
  /** How far an API request's statement may grow PGlite's memory before it is cancelled (see pglite-watchdog.ts). */
  pgliteMaxHeapBytes?: number;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const { createPostgresConnection } = await import("@supabase/lite/postgres");
    // Reconnect attempts at most 1 s apart (postgres.js backs off up to 20 s, and queued requests wait for it).
    const backoff = (attempt: number) => Math.min(0.05 * 2 ** attempt, 1);
    // A connection not set up within 10 s fails (postgres.js waits 30 s): requests queued on it then answer 503
    // instead of hanging, as one did when the database restarted while a connection was being opened.
    const connection = createPostgresConnection({ url: options.databaseUrl, postgresOptions: { max: 10, onnotice: () => {}, backoff, connect_timeout: 10, types: JSON_TYPES } });
    // No reserve()d connections, a bounded close() (see lite-adapter.ts).
    return {
      connection: adaptPostgresConnection(connection),
      execScript: async (script) => {
        await connection.driver.begin((tx) => tx.unsafe(script));
      },
    };
  }
  const [{ createPgliteConnection }, { PGlite }] = await Promise.all([import("@supabase/lite/pglite"), import("@electric-sql/pglite")]);
  const connection = await createPgliteConnection({
    url: path.join(options.dataDir, "pglite"),
    pgliteOptions: {
      extensions: await pgliteExtensions(),
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${options.pgliteSharedBuffers ?? "32MB"}`],
    },
  });
  // One session, lent to one caller at a time, with statement_timeout and a memory limit (see lite-adapter.ts).
  const lock = new Mutex();
  return {
    connection: adaptPgliteConnection(connection, lock, { maxHeapBytes: options.pgliteMaxHeapBytes ?? 512 * 1024 ** 2 }),
    execScript: (script) =>
      lock.run(async () => {
        await connection.driver.transaction(async (tx) => {
          await tx.exec(script);
        });
      }),
    // Each statement takes the session in its turn, so requests wait for one table at a time, not the whole run.
    maintainTables: () => maintainTables({ query: async <Row>(text: string) => (await lock.run(() => connection.driver.query<Row>(text))).rows }),
  };
}
