// Regenerates supabase/schema.sql (schema-only dump of the migrated schemas) from a PostgreSQL database.
// With DATABASE_URL (a database with supabase/migrations applied) it dumps that one; otherwise it starts a throw-away
// local stack on the PostgreSQL at TEST_POSTGRES_URL (default 127.0.0.1:5432) and dumps its database. Needs pg_dump.
// Usage: npm run gen:schema   (or: node --import tsx scripts/gen-schema.ts [--check])
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dumpSchema, SCHEMA_SQL_PATH } from "./gen-schema/dump.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function generate(): Promise<string> {
  const url = process.env["DATABASE_URL"];
  if (url) return dumpSchema(url);
  const { startTestStack } = await import("@test-support/stack/stack.ts");
  const stack = await startTestStack({ backend: "postgres" });
  try {
    return dumpSchema(stack.running.stack.config.databaseUrl ?? "");
  } finally {
    await stack.stop();
  }
}

const target = path.join(root, SCHEMA_SQL_PATH);
const text = await generate();
if (process.argv.includes("--check")) {
  const current = await readFile(target, "utf8").catch(() => "");
  if (current !== text) {
    console.error(`${SCHEMA_SQL_PATH} is stale: run npm run gen:schema`);
    process.exit(1);
  }
  console.log(`${SCHEMA_SQL_PATH} is current`);
} else {
  await writeFile(target, text);
  console.log(`wrote ${SCHEMA_SQL_PATH}`);
}
