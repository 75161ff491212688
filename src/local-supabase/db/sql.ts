import { CompiledQuery, type Kysely, type Transaction } from "kysely";

/** Claims of the caller, as Supabase puts them in `request.jwt.claims`. `null` means the anon role. */
export interface CallerClaims {
  role: "anon" | "authenticated" | "service_role";
  sub?: string;
  [claim: string]: unknown;
}

/** A statement runner bound to one connection or one transaction. */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** The small SQL surface the gateway services use, the same on PGlite and PostgreSQL. */
export interface Sql extends SqlRunner {
  /** Runs `fn` in one transaction as the superuser. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` in one transaction as the caller's database role with `request.jwt.claims` set,
   * exactly as PostgREST and Supabase Storage do, so row-level security decides.
   */
  asCaller<T>(claims: CallerClaims, fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

// `kysely` here is whatever the lite connection was built with; its row type is irrelevant to raw SQL.
type AnyKysely = Kysely<Record<string, never>> | Transaction<Record<string, never>>;

function runnerFor(db: AnyKysely): SqlRunner {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await db.executeQuery<Row>(CompiledQuery.raw(text, [...params]));
      return [...result.rows];
    },
  };
}

export function createSql(kysely: Kysely<Record<string, never>>): Sql {
  const base = runnerFor(kysely);
  return {
    query: base.query,
    transaction: (fn) => kysely.transaction().execute((tx) => fn(runnerFor(tx))),
    asCaller: (claims, fn) =>
      kysely.transaction().execute(async (tx) => {
        const runner = runnerFor(tx);
        await runner.query(
          `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
                  set_config('request.jwt.claim.role', $3, true), set_config('role', $3, true)`,
          [JSON.stringify(claims), claims.sub ?? "", claims.role],
        );
        return fn(runner);
      }),
  };
}
