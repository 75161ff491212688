import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { App } from "@supabase/lite";
import type { Sql } from "./sql.ts";

const liteVersion = (): string => {
  const manifest = new URL("../package.json", import.meta.resolve("@supabase/lite"));
  return (JSON.parse(fs.readFileSync(fileURLToPath(manifest), "utf8")) as { version: string }).version;
};

/**
 * Lite's ensureSystemSchema() introspects and diffs the auth, storage and history schemas: seconds on every start.
 * Run it only when this database has not been provisioned by this lite version (recorded beside the migration history).
 */
export async function ensureSystemSchemaOnce(app: App, sql: Sql): Promise<void> {
  const version = liteVersion();
  const [table] = await sql.query<{ ok: boolean }>("select to_regclass('supabase_migrations.local_stack') is not null as ok");
  if (table?.ok) {
    const [row] = await sql.query<{ lite_version: string }>("select lite_version from supabase_migrations.local_stack");
    if (row?.lite_version === version) return;
  }
  await app.ensureSystemSchema();
  await sql.transaction(async (tx) => {
    await tx.query("create table if not exists supabase_migrations.local_stack (lite_version text not null)");
    await tx.query("delete from supabase_migrations.local_stack");
    await tx.query("insert into supabase_migrations.local_stack (lite_version) values ($1)", [version]);
  });
}
