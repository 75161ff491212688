import { connectionFailure } from "./connection-failure.ts";

/**
 * postgres.js loads the server's array types on every new connection and does not handle that query failing: a
 * connection lost during it (the database restarting) rejects a promise nobody awaits, and Node ends the process on an
 * unhandled rejection. Is `reason` that rejection?
 */
export function isStrayTypeFetchFailure(reason: unknown): boolean {
  if (!reason || typeof reason !== "object" || !connectionFailure(reason)) return false;
  const query = (reason as { query?: unknown }).query;
  return typeof query === "string" && /\bselect b\.oid, b\.typarray\b/.test(query) && /\bfrom pg_catalog\.pg_type a\b/.test(query);
}

let installed = false;

/**
 * Keeps the process up when postgres.js leaves that rejection unhandled (logged; the pool reconnects on its own).
 * Every other unhandled rejection behaves as without this listener: left to other listeners, or, when there are
 * none, thrown as an uncaught exception, which ends the process as Node's default does.
 */
export function survivePostgresTypeFetchFailures(): void {
  if (installed) return;
  installed = true;
  process.on("unhandledRejection", (reason) => {
    if (isStrayTypeFetchFailure(reason)) {
      console.warn("[db] a connection was lost while loading array types; the pool reconnects");
      return;
    }
    if (process.listenerCount("unhandledRejection") === 1) throw reason;
  });
}
