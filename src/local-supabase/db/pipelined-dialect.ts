import type { CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, QueryCompiler, QueryResult, TransactionSettings } from "kysely";
import { isSessionSetupStatement } from "./role-settings.ts";

/**
 * Statements @supabase/lite sends before every request's query whose results it never reads: the transaction's
 * BEGIN, `SET LOCAL ROLE`, `SET LOCAL transaction_read_only` and `SELECT set_config(…, true)` for the role, the
 * JWT claims and the role's settings (one statement, db/role-settings.ts). Matched exactly as kysely compiles them;
 * anything else runs as before.
 */
const SESSION_SETUP = [/^begin$/i, /^SET LOCAL ROLE "\w+"$/, /^SET LOCAL transaction_read_only = on$/];

export function isSessionSetup(query: CompiledQuery): boolean {
  return isSessionSetupStatement(query) || SESSION_SETUP.some((pattern) => pattern.test(query.sql));
}

/** What PostgreSQL would answer: set_config returns the value it set; BEGIN and SET return no rows. */
function setupResult<R>(query: CompiledQuery): QueryResult<R> {
  if (query.sql.startsWith("SELECT set_config")) return { rows: [{ set_config: query.parameters.at(-1) } as R] };
  return { rows: [] };
}

/**
 * Sends session-setup statements without waiting for their answers, so the driver pipelines them with the query
 * that follows (one socket write and one round trip instead of seven on PostgreSQL). The session sees exactly the
 * same statements in the same order; a failure in one of them is thrown by the next statement that is awaited,
 * which is where @supabase/lite would have stopped anyway (inside its transaction, which then rolls back).
 */
export class PipelinedConnection implements DatabaseConnection {
  private pending: Promise<unknown>[] = [];
  private failure: { error: unknown } | undefined;

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (isSessionSetup(query) && !this.failure) {
      this.pending.push(
        this.inner.executeQuery(query).catch((error: unknown) => {
          this.failure ??= { error };
        }),
      );
      return setupResult<R>(query);
    }
    const result = this.inner.executeQuery<R>(query);
    await this.settle();
    const failure = this.failure;
    this.failure = undefined;
    if (failure && !/^rollback$/i.test(query.sql)) {
      // The session is in an aborted transaction: the query fails too; report the statement that failed first.
      await result.catch(() => undefined);
      throw failure.error;
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  /** Waits for every statement sent so far; failures are kept for the next awaited statement. */
  async settle(): Promise<void> {
    while (this.pending.length) {
      const batch = this.pending;
      this.pending = [];
      await Promise.all(batch);
    }
  }
}

class PipelinedDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PipelinedConnection(await this.inner.acquireConnection());
  }

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    return connection instanceof PipelinedConnection ? connection.inner : connection;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await this.inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof PipelinedConnection) await connection.settle();
    await this.inner.releaseConnection(this.unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `dialect`, with session-setup statements pipelined (see PipelinedConnection). */
export function pipelinedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new PipelinedDriver(dialect.createDriver()),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
