import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from "kysely";
import type { PgliteStatements } from "./pglite-statements.ts";
import type { StatementWatchdog } from "./pglite-watchdog.ts";
import { isSessionSetupStatement } from "./role-settings.ts";
import { isTransactionControl, statementTimeoutSetBy } from "./statement-timeout.ts";

/** A FIFO lock: `run(fn)` waits for every earlier holder to finish. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return ready;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

/** A text value as a literal PostgreSQL reads the same whatever standard_conforming_strings says (libpq's escapeLiteral). */
const literal = (value: string): string => `E'${value.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/**
 * The statement as one simple-protocol string with its parameters written in, for transaction control and the
 * request's set-up statement (db/role-settings.ts), whose parameters are text; undefined for anything else, or when a
 * value is not a string or holds a NUL (which a literal cannot carry).
 */
function simpleSql(query: CompiledQuery): string | undefined {
  if (isTransactionControl(query)) return query.parameters.length === 0 ? query.sql : undefined;
  if (!isSessionSetupStatement(query)) return undefined;
  const values = query.parameters;
  if (!values.every((value): value is string => typeof value === "string" && !value.includes("\0"))) return undefined;
  return query.sql.replace(/\$(\d+)/g, (_, index: string) => literal(values[Number(index) - 1]!));
}

/**
 * One lease of the session (a query or a transaction). Once the lease's transaction sets statement_timeout (a role
 * setting, see role-settings.ts), each later statement but COMMIT/ROLLBACK runs under the watchdog, which cancels it
 * at the deadline as PostgreSQL would. Statements run in the order they were sent, one at a time, as PGlite runs them.
 *
 * Statements run as prepared statements (pglite-statements.ts). BEGIN, COMMIT, ROLLBACK and the request's set-up
 * need no statement of their own: they go through `exec` (one simple-protocol message), and BEGIN waits to go in the
 * same message as the statement after it, so a request's BEGIN and set-up cost PGlite one message, where `query`
 * made twelve calls into the engine.
 */
class PgliteConnection implements DatabaseConnection {
  private timeoutMs = 0;
  private tail: Promise<unknown> = Promise.resolve();
  /** A BEGIN not yet sent: it goes with the next statement. */
  private heldBegin: string | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly statements: PgliteStatements,
    private readonly watchdog: StatementWatchdog,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const timeoutMs = isTransactionControl(query) ? 0 : this.timeoutMs;
    this.timeoutMs = statementTimeoutSetBy(query) ?? this.timeoutMs;
    const simple = simpleSql(query);
    if (simple !== undefined && /^begin$/i.test(simple) && this.heldBegin === undefined) {
      this.heldBegin = simple;
      return Promise.resolve({ rows: [] });
    }
    const begin = this.heldBegin;
    this.heldBegin = undefined;
    const run = async (): Promise<QueryResult<R>> => {
      if (simple !== undefined) {
        const results = await this.watchdog.run(timeoutMs, () => this.pglite.exec(begin === undefined ? simple : `${begin}; ${simple}`));
        return resultOf<R>(results.at(-1));
      }
      if (begin !== undefined) await this.pglite.exec(begin);
      return resultOf<R>(await this.watchdog.run(timeoutMs, () => this.statements.run<R>(query.sql, query.parameters)));
    };
    const result = this.tail.then(run, run);
    this.tail = result.catch(() => undefined);
    return result;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite does not support streaming.");
  }
}

function resultOf<R>(result: { rows: unknown[]; affectedRows?: number } | undefined): QueryResult<R> {
  const affectedRows = result?.affectedRows;
  return { rows: (result?.rows ?? []) as R[], numAffectedRows: typeof affectedRows === "number" ? BigInt(affectedRows) : undefined };
}

/**
 * PGlite is one database session. @supabase/lite's kysely driver hands that session to every caller at once, so
 * concurrent requests' BEGIN … set_config('role') … COMMIT interleave: one request's role and claims can leak into
 * another's statements, and a write can land in (and be rolled back with) someone else's transaction. This driver
 * lends the session to one kysely connection at a time (a query, or a whole transaction), in arrival order.
 */
class LockedPgliteDriver implements Driver {
  private readonly released = new WeakMap<DatabaseConnection, () => void>();

  constructor(
    private readonly pglite: PGlite,
    private readonly statements: PgliteStatements,
    private readonly lock: Mutex,
    private readonly watchdog: StatementWatchdog,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    const connection = new PgliteConnection(this.pglite, this.statements, this.watchdog);
    this.released.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("BEGIN"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("COMMIT"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("ROLLBACK"));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.released.get(connection)?.();
    this.released.delete(connection);
  }

  async destroy(): Promise<void> {}
}

export function lockedPgliteDialect(pglite: PGlite, statements: PgliteStatements, lock: Mutex, watchdog: StatementWatchdog): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new LockedPgliteDriver(pglite, statements, lock, watchdog),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
