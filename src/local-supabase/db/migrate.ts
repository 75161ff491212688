import fs from "node:fs";
import path from "node:path";
import type { App } from "@supabase/lite";
import { applyPendingMigrations, listMigrationFiles } from "@supabase/lite/cli";
import type { Sql } from "./sql.ts";

export class MigrationError extends Error {}

const projectDir = () => path.join(process.cwd(), "supabase");

async function appliedVersions(sql: Sql): Promise<Set<string>> {
  const rows = await sql.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  return new Set(rows.map((row) => row.version));
}

/**
 * Applies supabase/migrations/*.sql in order, once each, each file in its own transaction with its history row
 * (Supabase CLI semantics, through @supabase/lite's runner). A failing file stops here with its name and the
 * Postgres error; the database keeps everything before it. Returns whether the database was fresh.
 */
export async function migrate(app: App, sql: Sql): Promise<{ fresh: boolean; applied: string[] }> {
  const before = await appliedVersions(sql);
  const files = await listMigrationFiles(app);
  // Nothing pending: skip lite's runner, which re-provisions the system schemas first (seconds) on every call.
  if (files.every((file) => before.has(file.version))) return { fresh: before.size === 0, applied: [] };
  try {
    const result = await applyPendingMigrations(app);
    return { fresh: before.size === 0, applied: result.applied.map((file) => file.filename) };
  } catch (error) {
    const after = await appliedVersions(sql);
    const failed = files.find((file) => !after.has(file.version));
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${failed?.filename ?? "(unknown)"} failed: ${reason}`);
  }
}

/** Runs supabase/seed.sql (whitelisted domains and other reference data) in one transaction. */
export async function seed(execScript: (script: string) => Promise<void>): Promise<void> {
  const file = path.join(projectDir(), "seed.sql");
  if (fs.existsSync(file)) await execScript(fs.readFileSync(file, "utf8"));
}
