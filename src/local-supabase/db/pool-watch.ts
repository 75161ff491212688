import type { Sql } from "postgres";
import { connectionFailure, lostConnectionError } from "./connection-failure.ts";

/** How long a statement may stay pending after a connection of the pool closed before it counts as lost. */
export const LOST_STATEMENT_GRACE_MS = 5_000;

/**
 * postgres.js 3.4.9 can strand a statement when the database goes away: one dispatched to a connection between its
 * socket's 'error' and 'close' events is never settled (the close with an error does not fail it, and a reconnect
 * forgets it), so the request waits forever. This watch hears every connection close of the pool and gives up on a
 * statement still pending `graceMs` after a close that happened while it was pending.
 */
export class PoolWatch {
  private static readonly watches = new WeakMap<object, PoolWatch>();
  private readonly listeners = new Set<() => void>();
  private lastLossAt = -Infinity;

  /**
   * Did the pool `sql` (lite's `connection.driver`) lose a connection at or after `since` (performance.now()): a
   * connection closed, or a statement failed because its connection was refused or lost?
   */
  static lostSince(sql: unknown, since: number): boolean {
    const watch = typeof sql === "function" || (typeof sql === "object" && sql !== null) ? PoolWatch.watches.get(sql) : undefined;
    return watch !== undefined && watch.lastLossAt >= since;
  }

  /** `error` failed a statement: remembered when it is a refused or lost connection. */
  noteFailure(error: unknown): void {
    if (connectionFailure(error)) this.lastLossAt = performance.now();
  }

  constructor(
    sql: Sql,
    private readonly graceMs = LOST_STATEMENT_GRACE_MS,
  ) {
    const options = sql.options as { onclose?: ((id: number) => void) | null };
    const previous = options.onclose;
    PoolWatch.watches.set(sql, this);
    options.onclose = (id) => {
      this.lastLossAt = performance.now();
      previous?.(id);
      for (const listener of [...this.listeners]) listener();
    };
  }

  /** Settles as `work` does, or rejects with a lost-connection error (after calling `giveUp`) when it is stranded. */
  guard<T>(work: Promise<T>, giveUp: () => void = () => {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const onClose = () => {
        timer ??= setTimeout(() => {
          this.listeners.delete(onClose);
          giveUp();
          reject(lostConnectionError());
        }, this.graceMs);
      };
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(onClose);
      };
      this.listeners.add(onClose);
      work.then(
        (value) => (done(), resolve(value)),
        (error: unknown) => (done(), this.noteFailure(error), reject(error)),
      );
    });
  }
}
