import type { CompiledQuery } from "kysely";
import { isSessionSetupStatement } from "./role-settings.ts";

/** PostgreSQL's time units for a setting whose base unit is milliseconds (statement_timeout). */
const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1_000, min: 60_000, h: 3_600_000, d: 86_400_000 };
const VALUE = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/;

/** A statement_timeout value as PostgreSQL reads it ('3s', '8000', '1min'), in milliseconds; 0 is off. */
export function timeoutMs(value: string): number | undefined {
  const match = VALUE.exec(value);
  if (!match) return undefined;
  return Math.round(Number(match[1]) * UNITS[match[2] ?? "ms"]!);
}

const SET_STATEMENT_TIMEOUT = /set_config\('statement_timeout', \$(\d+), true\)/;

/** The timeout a statement gives the rest of its transaction, if it sets the role setting for statement_timeout. */
export function statementTimeoutSetBy(query: CompiledQuery): number | undefined {
  // Role settings reach the session in the request's one set-up statement (db/role-settings.ts).
  if (!isSessionSetupStatement(query)) return undefined;
  const index = SET_STATEMENT_TIMEOUT.exec(query.sql)?.[1];
  const value = index === undefined ? undefined : query.parameters[Number(index) - 1];
  return typeof value === "string" ? timeoutMs(value) : undefined;
}

/** BEGIN, COMMIT and ROLLBACK: never cancelled, so a transaction always ends (a cancelled ROLLBACK would leave it open). */
export function isTransactionControl(query: CompiledQuery): boolean {
  return /^\s*(begin|start transaction|commit|end|rollback)\b/i.test(query.sql);
}
