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
import type { StatementWatchdog } from "./pglite-watchdog.ts";
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

/**
 * One lease of the session (a query or a transaction). Once the lease's transaction sets statement_timeout (a role
 * setting, see role-settings.ts), each later statement but COMMIT/ROLLBACK runs under the watchdog, which cancels it
 * at the deadline as PostgreSQL would. Statements run in the order they were sent, one at a time, as PGlite runs them.
 */
class PgliteConnection implements DatabaseConnection {
  private timeoutMs = 0;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pglite: PGlite,
    private readonly watchdog: StatementWatchdog,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const timeoutMs = isTransactionControl(query) ? 0 : this.timeoutMs;
    this.timeoutMs = statementTimeoutSetBy(query) ?? this.timeoutMs;
    const run = () => this.watchdog.run(timeoutMs, () => this.pglite.query<R>(query.sql, [...query.parameters]));
    const result = this.tail.then(run, run);
    this.tail = result.catch(() => undefined);
    return result.then(({ rows, affectedRows }) => ({ rows, numAffectedRows: typeof affectedRows === "number" ? BigInt(affectedRows) : undefined }));
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite does not support streaming.");
  }
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
    private readonly lock: Mutex,
    private readonly watchdog: StatementWatchdog,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    const connection = new PgliteConnection(this.pglite, this.watchdog);
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

export function lockedPgliteDialect(pglite: PGlite, lock: Mutex, watchdog: StatementWatchdog): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new LockedPgliteDriver(pglite, lock, watchdog),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
