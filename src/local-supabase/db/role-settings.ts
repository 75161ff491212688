import { CompiledQuery, type QueryResult } from "kysely";

/** What lite runs a request's statements on: its transaction (kysely). */
export interface Executor {
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>>;
}

/** What lite hands its session set-up (0.10.0): the caller, and the storage operation for storage requests. */
export interface RequestContext {
  auth?: { role?: string | null; uid?: string | number | null; jwt?: unknown } | null;
  storage?: { operation?: string | null } | null;
}

type Setting = readonly [name: string, value: string];

/**
 * A role's `alter role … set` settings a request may apply, as PostgREST reads them: role-wide ones (pg_roles.rolconfig),
 * those an ordinary role may set (pg_settings context 'user'), without default_transaction_isolation (PostgREST turns
 * that one into the transaction's isolation level instead; lite's transactions keep the default).
 */
const READ_ROLE_SETTINGS = `
  select s.name, substr(entry, strpos(entry, '=') + 1) as value
  from pg_catalog.pg_roles r
  cross join lateral unnest(r.rolconfig) as entry
  join pg_catalog.pg_settings s on s.name = split_part(entry, '=', 1) and s.context = 'user'
  where r.rolname = $1 and s.name <> 'default_transaction_isolation'
  order by s.name`;

/** A setting's name as pg_settings spells it, safe to write into set_config's first argument. */
const SETTING_NAME = /^[a-z_][a-z0-9_.]*$/;

/** The shape of `sessionSetupStatement`'s SQL, as the drivers recognise it. */
const SESSION_SETUP_SQL = /^SELECT set_config\('[\w.]+', \$\d+, true\)(?:, set_config\('[\w.]+', \$\d+, true\))*$/;

/** Whether `query` is a request's set-up statement (`sessionSetupStatement`). */
export function isSessionSetupStatement(query: CompiledQuery): boolean {
  return SESSION_SETUP_SQL.test(query.sql);
}

/** The one statement that sets up a request: `SELECT set_config('a', $1, true), set_config('b', $2, true), …`. */
export function sessionSetupStatement(settings: readonly Setting[]): CompiledQuery {
  const calls = settings.map(([name], i) => `set_config('${name}', $${i + 1}, true)`);
  return CompiledQuery.raw(`SELECT ${calls.join(", ")}`, settings.map(([, value]) => value));
}

/**
 * A request's session set-up in one statement, as PostgREST sends it: the role (`set_config('role', …)` is SET LOCAL
 * ROLE), the claims lite sets (`request.jwt.claim.sub`, `request.jwt.claim.role`, `request.jwt.claims`,
 * `storage.operation`), then the impersonated role's own settings. SET ROLE does not apply a role's settings (they
 * apply when a session logs in as the role), so PostgREST applies them itself: this is how hosted Supabase's
 * `alter role anon set statement_timeout = '3s'` (8s for authenticated) bounds every API request. lite 0.10.0 sends
 * the same values as five to six statements and no role settings. Each role's settings are read once, by the first
 * request of that role, and again after `forget()` (lite reloads its schema cache after migrations).
 */
export class SessionSetup {
  private readonly cache = new Map<string, Promise<Setting[]>>();

  async apply(tx: Executor, context: RequestContext): Promise<void> {
    const auth = context.auth;
    const role = auth?.role || "anon";
    const values: Setting[] = [
      ["role", role],
      ["request.jwt.claim.sub", String(auth?.uid ?? "")],
      ["request.jwt.claim.role", role],
      ["storage.operation", String(context.storage?.operation ?? "")],
    ];
    if (auth?.jwt && typeof auth.jwt === "object") values.push(["request.jwt.claims", JSON.stringify(auth.jwt)]);
    values.push(...(await this.settingsOf(tx, role)));
    await tx.executeQuery(sessionSetupStatement(values));
  }

  forget(): void {
    this.cache.clear();
  }

  private settingsOf(tx: Executor, role: string): Promise<Setting[]> {
    let settings = this.cache.get(role);
    if (!settings) {
      settings = tx
        .executeQuery<{ name: string; value: string }>(CompiledQuery.raw(READ_ROLE_SETTINGS, [role]))
        .then(({ rows }) => rows.filter((row) => SETTING_NAME.test(row.name)).map((row) => [row.name, row.value] as const));
      this.cache.set(role, settings);
      settings.catch(() => this.cache.delete(role));
    }
    return settings;
  }
}
