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

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, [...query.parameters]);
    const affected = result.affectedRows;
    return { rows: result.rows, numAffectedRows: typeof affected === "number" ? BigInt(affected) : undefined };
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
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    const connection = new PgliteConnection(this.pglite);
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

export function lockedPgliteDialect(pglite: PGlite, lock: Mutex): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new LockedPgliteDriver(pglite, lock),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
