// Autovacuum for the embedded database. PGlite is one Postgres session with no background workers, so nothing
// vacuums or analyzes its tables: dead rows pile up, the planner keeps the statistics of a table's first hours
// (or none), and plans cached in the one session are never made again (the analytics rollups' generic plans, for
// one, were made while their tables were nearly empty). This applies autovacuum's default thresholds, table by
// table, on a timer. A PostgreSQL server runs its own autovacuum.

/** The statements maintenance needs; each runs on its own, outside any transaction (VACUUM refuses one). */
export interface MaintenanceSession {
  query<Row>(text: string): Promise<Row[]>;
}

export interface MaintenanceRun {
  vacuumed: string[];
  analyzed: string[];
}

// autovacuum_vacuum_threshold 50 + autovacuum_vacuum_scale_factor 0.2; analyze 50 + 0.1. reltuples is -1 for a
// table never vacuumed or analyzed.
const DUE_TABLES = `
  select format('%I.%I', s.schemaname, s.relname) as name,
         s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) as vacuum
  from pg_catalog.pg_stat_user_tables s
  join pg_catalog.pg_class c on c.oid = s.relid
  where s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
     or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  order by 1`;

/** Vacuums and analyzes every table past autovacuum's thresholds, one statement per table. */
export async function maintainTables(session: MaintenanceSession): Promise<MaintenanceRun> {
  // Statistics reach pg_stat_user_tables at most once a second; take this session's pending ones now.
  await session.query("select pg_catalog.pg_stat_force_next_flush()");
  const due = await session.query<{ name: string; vacuum: boolean }>(DUE_TABLES);
  const run: MaintenanceRun = { vacuumed: [], analyzed: [] };
  for (const table of due) {
    await session.query(table.vacuum ? `vacuum (analyze) ${table.name}` : `analyze ${table.name}`);
    (table.vacuum ? run.vacuumed : run.analyzed).push(table.name);
  }
  return run;
}

/**
 * Runs `maintain` every `intervalMs` (never two at once) until the returned stop function is called; stop waits
 * for a run in progress. A failed run is reported and the next one tried as usual.
 */
export function scheduleMaintenance(
  maintain: () => Promise<unknown>,
  options: { intervalMs: number; onError: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = maintain()
      .then(() => undefined, options.onError)
      .finally(() => (running = undefined));
  }, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
