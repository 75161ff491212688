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
  type TransactionSettings,
} from "kysely";
import type { Sql, TransactionSql } from "postgres";
import { PoolWatch } from "./pool-watch.ts";
import { survivePostgresTypeFetchFailures } from "./stray-rejections.ts";
import { connectionFailure } from "./connection-failure.ts";

type Rows = Awaited<ReturnType<Sql["unsafe"]>>;

/**
 * Statements run as named prepared statements, kept per connection (as PostgREST prepares its own): postgres.js sends
 * an unnamed statement with parameters as Parse + Describe, waits for the parameter types, then Bind + Execute, so
 * every such statement cost two round trips and nothing could be pipelined after it. A prepared one is described
 * once per connection and from then on is Bind + Execute, sent with whatever follows it. Statements without
 * parameters still go as simple queries.
 */
const PREPARED = { prepare: true } as const;

/**
 * A prepared statement keeps the result type it was prepared with: once a migration changes a table's columns, a
 * `select *` prepared before fails (0A000 "cached plan must not change result type"), and inside a request's
 * transaction postgres.js cannot prepare it again. When lite reloads its schema cache (after migrations), statements
 * are prepared afresh under new names, as PostgREST flushes its pool when it reloads its schema cache.
 */
const generations = new WeakMap<Sql, number>();

export function renewPreparedStatements(sql: Sql): void {
  generations.set(sql, (generations.get(sql) ?? 0) + 1);
}

function statementText(sql: Sql, text: string): string {
  const generation = generations.get(sql);
  return generation ? `/* schema ${generation} */ ${text}` : text;
}

function toResult<R>(result: Rows): QueryResult<R> {
  const counted = ["INSERT", "UPDATE", "DELETE", "MERGE"].includes(result.command);
  return { rows: [...result] as R[], numAffectedRows: counted ? BigInt(result.count) : undefined };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const ignore = () => {};

class Rollback extends Error {}

/**
 * One transaction held open inside postgres.js' `begin` until kysely commits or rolls back. If the connection is lost
 * first, postgres.js rejects `begin` on its own; from then on nothing more goes through the transaction (postgres.js
 * would write to the dead socket, or to the same connection once it reconnected for someone else).
 */
class OpenTransaction {
  private readonly done: Promise<unknown>;
  /** The transaction's `sql` once BEGIN succeeded; rejects if `begin` failed or was given up first. */
  private readonly entered: Promise<TransactionSql>;
  /** Rejects once the transaction is lost, to fail a statement postgres.js would leave pending. */
  private readonly gone: Promise<never>;
  private settle: ((commit: boolean) => void) | undefined;
  private lost: unknown;
  private finished = false;

  constructor(
    private readonly sql: Sql,
    private readonly watch: PoolWatch,
    options: string,
  ) {
    let enter!: (tx: TransactionSql) => void;
    let markGone!: (error: unknown) => void;
    this.gone = new Promise<never>((_, reject) => (markGone = reject));
    this.gone.catch(ignore);
    const loseWith = (error: unknown) => {
      if (this.finished || this.lost !== undefined) return;
      this.lost = error;
      markGone(error);
    };
    const ready = new Promise<TransactionSql>((resolve) => (enter = resolve));
    const body = (tx: TransactionSql) => {
      // Given up before BEGIN came back (see PoolWatch): roll back at once so the connection returns to the pool.
      if (this.lost !== undefined) return Promise.reject(new Rollback());
      enter(tx);
      return new Promise<void>((resolve, reject) => (this.settle = (commit) => (commit ? resolve() : reject(new Rollback()))));
    };
    this.done = options ? sql.begin(options, body) : sql.begin(body);
    this.done.catch(loseWith);
    const began = Promise.race([ready, this.done.then(() => Promise.reject(new Error("transaction ended before it began")))]);
    this.entered = watch.guard(began, () => loseWith(new Error("BEGIN given up")));
    this.entered.catch(ignore);
    this.loseWith = loseWith;
  }

  private readonly loseWith: (error: unknown) => void;

  begin(): Promise<TransactionSql> {
    return this.entered;
  }

  async query<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.lost !== undefined) throw this.lost;
    const tx = await this.entered;
    if (this.lost !== undefined) throw this.lost;
    const pending = tx.unsafe(statementText(this.sql, query.sql), [...query.parameters] as never[], PREPARED);
    pending.catch(ignore);
    try {
      return toResult<R>(await Promise.race([pending, this.gone]));
    } catch (error) {
      this.watch.noteFailure(error);
      if (connectionFailure(error)) this.loseWith(error);
      throw error;
    }
  }

  async end(commit: boolean): Promise<void> {
    if (this.finished) return;
    await this.entered.catch(ignore);
    // A connection closing fails `begin` from an I/O callback: one turn of the event loop later we know of it.
    await nextTurn();
    if (this.finished) return;
    this.finished = true;
    if (this.lost !== undefined) {
      if (commit) throw this.lost;
      return;
    }
    this.settle?.(commit);
    try {
      await this.done;
    } catch (error) {
      if (commit) throw error;
    }
  }
}

const BEGIN = /^\s*(?:begin|start transaction)\b([^;]*)$/i;
const COMMIT = /^\s*commit\s*$/i;
const ROLLBACK = /^\s*rollback\s*$/i;

/** The statements this driver sends for kysely's own transactions (told apart from a BEGIN lite sends as a statement). */
const managed = new WeakSet<CompiledQuery>();
function managedStatement(sql: string): CompiledQuery {
  const query = CompiledQuery.raw(sql);
  managed.add(query);
  return query;
}

/**
 * lite's `Connection.transaction()` (how it applies a migration file) sends BEGIN, the statements and COMMIT as separate
 * statements, each through kysely on whatever connection it gets, and relies on them sharing a session, as they did
 * with the pool's one connection at start-up. Such a BEGIN opens this shared transaction: statements outside kysely
 * transactions go into it until COMMIT or ROLLBACK.
 */
class StatementTransaction {
  current: OpenTransaction | undefined;
}

/**
 * A kysely connection that holds no database connection: statements go through the pool, and inside a kysely
 * transaction through one `sql.begin` transaction. The driver sends begin/commit/rollback as statements (as kysely's own
 * PostgresDriver does), so a wrapper that sees every statement keeps working.
 */
class PoolConnection implements DatabaseConnection {
  private transaction: OpenTransaction | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly watch: PoolWatch,
    private readonly shared: StatementTransaction,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const begin = BEGIN.exec(query.sql);
    const end = COMMIT.test(query.sql) ? "commit" : ROLLBACK.test(query.sql) ? "rollback" : undefined;
    if (managed.has(query)) {
      if (begin && !this.transaction) {
        this.transaction = new OpenTransaction(this.sql, this.watch, begin[1]!.trim());
        await this.transaction.begin();
        return { rows: [] };
      }
      if (end && this.transaction) {
        const transaction = this.transaction;
        this.transaction = undefined;
        await transaction.end(end === "commit");
        return { rows: [] };
      }
    }
    if (this.transaction) return this.transaction.query<R>(query);
    if (begin && !this.shared.current) {
      this.shared.current = new OpenTransaction(this.sql, this.watch, begin[1]!.trim());
      await this.shared.current.begin();
      return { rows: [] };
    }
    if (end && this.shared.current) {
      const transaction = this.shared.current;
      this.shared.current = undefined;
      await transaction.end(end === "commit");
      return { rows: [] };
    }
    if (this.shared.current) return this.shared.current.query<R>(query);
    const pending = this.sql.unsafe(statementText(this.sql, query.sql), [...query.parameters] as never[], PREPARED);
    const result = await this.watch.guard(Promise.resolve(pending), () => void Promise.resolve(pending.cancel()).catch(ignore));
    return toResult<R>(result);
  }

  /** Ends a transaction kysely left open (it never should): rolled back, so its connection returns to the pool. */
  async abandon(): Promise<void> {
    const transaction = this.transaction;
    this.transaction = undefined;
    await transaction?.end(false);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming is not used by the stack");
  }
}

/**
 * lite's kysely driver (kysely-postgres-js) takes a pooled connection per query or transaction with `sql.reserve()`.
 * In postgres.js 3.4.9 a reserved connection whose backend was terminated goes back into the pool dead on `release()`:
 * the next request on it never answers, and a write to it throws outside any promise, which ends the process
 * (porsager/postgres#1199, #1208). This driver never reserves: single statements go through the pool, which reconnects
 * on its own, and transactions through `sql.begin`; statements the pool strands are given up (pool-watch.ts), and a
 * connection lost while postgres.js loads types does not end the process (stray-rejections.ts).
 */
class PoolDriver implements Driver {
  private readonly watch: PoolWatch;
  private readonly shared = new StatementTransaction();

  constructor(private readonly sql: Sql) {
    this.watch = new PoolWatch(sql);
    survivePostgresTypeFetchFailures();
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PoolConnection(this.sql, this.watch, this.shared);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean).join(" ");
    await connection.executeQuery(managedStatement(options ? `start transaction ${options}` : "begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(managedStatement("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(managedStatement("rollback"));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof PoolConnection) await connection.abandon();
  }

  async destroy(): Promise<void> {}
}

/** kysely on postgres.js without `reserve()` (see PoolDriver); the pool itself is ended by lite's `connection.close()`. */
export function postgresPoolDialect(sql: Sql): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PoolDriver(sql),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
