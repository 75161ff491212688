/** Telling a refused or lost database connection from other errors (postgres.js, socket or PostgreSQL errors). */
export type ConnectionFailure = "connect" | "lost";

// postgres.js and socket error codes, as `code` or inside lite's message ("Error: connect ECONNRESET 127.0.0.1:5432").
const CONNECT = /\b(ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|CONNECT_TIMEOUT)\b|\bconnect (ECONNRESET|ETIMEDOUT)\b/;
const LOST = /\b(CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED|ECONNRESET|EPIPE|ETIMEDOUT)\b|terminating connection due to administrator command/;

/**
 * Is this error a refused or lost database connection? `error` is a postgres.js/socket error or an error body
 * (`code` a SQLSTATE or driver code, `message` the text): SQLSTATE class 08 and 57P01/57P02 (backend terminated,
 * server crashed) are a lost connection, 57P03 (starting up or shutting down) a refused one.
 */
export function connectionFailure(error: unknown): ConnectionFailure | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (code === "57P03") return "connect";
    if (code.startsWith("08") || code === "57P01" || code === "57P02") return "lost";
  }
  const text = `${typeof code === "string" ? code : ""} ${typeof message === "string" ? message : ""}`;
  if (CONNECT.test(text)) return "connect";
  if (LOST.test(text)) return "lost";
  return undefined;
}

/** The error a statement given up on rejects with (see pool-watch.ts); `connectionFailure` reads it as a lost connection. */
export function lostConnectionError(): Error {
  return Object.assign(new Error("CONNECTION_CLOSED: the database connection was lost"), { code: "CONNECTION_CLOSED" });
}
