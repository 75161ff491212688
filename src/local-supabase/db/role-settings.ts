import { CompiledQuery, type QueryResult } from "kysely";

/** What lite runs a request's statements on: its transaction (kysely). */
interface Executor {
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>>;
}

/** The part of lite's Postgres connection that sets up each Data API request (0.10.0, reached here only). */
interface RequestContextHooks {
  applyJwtSessionContext(tx: Executor, context: { auth?: { role?: string | null } | null }, setRole: boolean): Promise<void>;
  clearSchemaCache(): Promise<void>;
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

/**
 * SET ROLE does not apply a role's own settings (they apply when a session logs in as the role), so PostgREST applies
 * the impersonated role's settings itself, with `set_config(name, value, true)` in each request's transaction: this is
 * how hosted Supabase's `alter role anon set statement_timeout = '3s'` (8s for authenticated) bounds every API request.
 * lite does not, so this does it after lite's own setup (role and claims). Each role's settings are read once, in the
 * first request of that role, and read again after lite reloads its schema cache (migrations).
 */
export function applyRoleSettings(liteConnection: object): void {
  const connection = liteConnection as Partial<RequestContextHooks>;
  if (typeof connection.applyJwtSessionContext !== "function" || typeof connection.clearSchemaCache !== "function") {
    throw new Error("@supabase/lite no longer has applyJwtSessionContext/clearSchemaCache: role settings cannot be applied");
  }
  const cache = new Map<string, Promise<Setting[]>>();
  const read = async (tx: Executor, role: string): Promise<Setting[]> => {
    const { rows } = await tx.executeQuery<{ name: string; value: string }>(CompiledQuery.raw(READ_ROLE_SETTINGS, [role]));
    return rows.filter((row) => SETTING_NAME.test(row.name)).map((row) => [row.name, row.value] as const);
  };
  const settingsOf = (tx: Executor, role: string): Promise<Setting[]> => {
    let settings = cache.get(role);
    if (!settings) {
      settings = read(tx, role);
      cache.set(role, settings);
      settings.catch(() => cache.delete(role));
    }
    return settings;
  };

  const setUp = connection.applyJwtSessionContext.bind(connection);
  connection.applyJwtSessionContext = async (tx, context, setRole) => {
    await setUp(tx, context, setRole);
    const role = context.auth?.role || "anon";
    for (const [name, value] of await settingsOf(tx, role)) {
      // The same form as lite's own set_config calls, so the pipelined dialect sends it with them.
      await tx.executeQuery(CompiledQuery.raw(`SELECT set_config('${name}', $1, true)`, [value]));
    }
  };
  const clear = connection.clearSchemaCache.bind(connection);
  connection.clearSchemaCache = async () => {
    cache.clear();
    await clear();
  };
}
