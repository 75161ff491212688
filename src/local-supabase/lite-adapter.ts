import type { PGlite } from "@electric-sql/pglite";
import type { Connection, IntrospectResult } from "@supabase/lite";
import { Kysely } from "kysely";
import type { Sql as PostgresSql } from "postgres";
import { lockedPgliteDialect, type Mutex } from "./db/pglite-dialect.ts";
import { PgliteStatements } from "./db/pglite-statements.ts";
import { pgliteWatchdog } from "./db/pglite-watchdog.ts";
import { pipelinedDialect } from "./db/pipelined-dialect.ts";
import { postgresPoolDialect, renewPreparedStatements } from "./db/postgres-dialect.ts";
import { type Executor, type RequestContext, SessionSetup, sessionSetupStatement } from "./db/role-settings.ts";
import { keepSqlState } from "./rest/error-mapping.ts";
import { exposedOnly } from "./rest/exposed-schemas.ts";

/**
 * Every place the stack reaches into @supabase/lite 0.10.0's connection objects, in one module. Each is pinned by a
 * test in compat.int.test.ts (lite's own behaviour, which fails when an upgrade changes it) and listed in the README's
 * compatibility table. Nothing else in the stack writes to lite's objects.
 */

/** The parts of lite's Postgres connection (`PostgresConnection` and `PgliteConnection`, 0.10.0) written here. */
interface LiteInternals {
  kysely: Kysely<never>;
  close(): Promise<void>;
  rlsState: string;
  normalizeDbError(error: unknown): unknown;
  applyJwtSessionContext(tx: Executor, context: RequestContext, setRole: boolean): Promise<void>;
  applyRpcRequestGucs(tx: Executor, request: { method: string; path: string; requestHeaders?: Record<string, string> }): Promise<void>;
  clearSchemaCache(): Promise<void>;
  introspect(options?: { useCache?: boolean }): Promise<IntrospectResult>;
}

function internalsOf(connection: object): LiteInternals {
  const internals = connection as Partial<LiteInternals>;
  for (const name of ["normalizeDbError", "applyJwtSessionContext", "applyRpcRequestGucs", "clearSchemaCache", "close", "introspect"] as const) {
    if (typeof internals[name] !== "function") throw new Error(`@supabase/lite no longer has ${name}(): see src/local-supabase/lite-adapter.ts`);
  }
  return internals as LiteInternals;
}

/**
 * PostgreSQL: kysely over postgres.js without `reserve()`, with prepared statements and the session set-up pipelined
 * (postgres-dialect.ts, pipelined-dialect.ts), and `close()` that gives up on queries after 5 s (postgres.js' end()
 * waits forever for a connection whose query failed on a lost socket, porsager/postgres#1142). Statements are
 * prepared afresh when lite reloads its schema cache (see renewPreparedStatements).
 */
export function adaptPostgresConnection(connection: object & { driver: PostgresSql }): Connection {
  const internals = internalsOf(connection);
  internals.close = async () => {
    await connection.driver.end({ timeout: 5 });
  };
  const clear = internals.clearSchemaCache.bind(connection);
  internals.clearSchemaCache = async () => {
    renewPreparedStatements(connection.driver);
    await clear();
  };
  internals.kysely = new Kysely({ dialect: pipelinedDialect(postgresPoolDialect(connection.driver)) });
  return connection as unknown as Connection;
}

/**
 * PGlite: one session lent to one caller at a time, with statement_timeout and a memory limit enforced by a watchdog
 * (pglite-dialect.ts, pglite-watchdog.ts); the watchdog's thread stops with `close()`. Statements are prepared
 * (pglite-statements.ts), afresh when lite reloads its schema cache.
 */
export function adaptPgliteConnection(connection: object & { driver: PGlite }, lock: Mutex, options: { maxHeapBytes: number }): Connection {
  const internals = internalsOf(connection);
  const watchdog = pgliteWatchdog(connection.driver, options);
  const statements = new PgliteStatements(connection.driver);
  const close = internals.close.bind(connection);
  internals.close = async () => {
    await watchdog.close();
    await close();
  };
  const clear = internals.clearSchemaCache.bind(connection);
  internals.clearSchemaCache = async () => {
    statements.renew();
    await clear();
  };
  internals.kysely = new Kysely({ dialect: pipelinedDialect(lockedPgliteDialect(connection.driver, statements, lock, watchdog)) });
  return connection as unknown as Connection;
}

/**
 * What changes how lite answers requests, applied once the connection is built:
 * - errors keep their SQLSTATE (rest/error-mapping.ts);
 * - a request's session set-up is one statement with the role's own settings (db/role-settings.ts), and an RPC's
 *   request GUCs are one more (lite sends five);
 * - the Data API's schema cache holds the exposed schemas only (rest/exposed-schemas.ts): lite reads it with
 *   `introspect({ useCache: true })` for every request, and its own provisioning and migrations read the whole
 *   database without the cache;
 * - lite's first-request re-grant of ALL on every RLS table is pre-empted (`rlsState`, see `skipRlsRegrant`).
 */
export function adaptRequestHandling(connection: object, apiSchemas: readonly string[]): void {
  const internals = internalsOf(connection);
  const introspect = internals.introspect.bind(connection);
  const filtered = new WeakMap<IntrospectResult, IntrospectResult>();
  internals.introspect = async (options) => {
    const result = await introspect(options);
    if (!options?.useCache) return result;
    let exposed = filtered.get(result);
    if (!exposed) {
      exposed = exposedOnly(result, apiSchemas);
      filtered.set(result, exposed);
    }
    return exposed;
  };
  keepSqlState(internals);
  const setup = new SessionSetup();
  internals.applyJwtSessionContext = (tx, context) => setup.apply(tx, context);
  internals.applyRpcRequestGucs = async (tx, request) => {
    await tx.executeQuery(
      sessionSetupStatement([
        ["response.status", ""],
        ["response.headers", ""],
        ["request.method", request.method],
        ["request.path", request.path],
        ["request.headers", JSON.stringify(request.requestHeaders ?? {})],
      ]),
    );
  };
  const clear = internals.clearSchemaCache.bind(connection);
  internals.clearSchemaCache = async () => {
    setup.forget();
    await clear();
  };
}

/**
 * Lite re-grants ALL on every table of an RLS schema on its first request (ensureRlsContext), which would undo the
 * migrations' revokes and column grants. The roles it would create already exist (platform.sql), so mark the check
 * as done. Call once the platform roles exist.
 */
export function skipRlsRegrant(connection: object): void {
  (connection as Pick<LiteInternals, "rlsState">).rlsState = "active";
}
