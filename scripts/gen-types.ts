// Regenerates src/shared/database.types.ts from a migrated database.
// With DATABASE_URL (a PostgreSQL database with supabase/migrations applied) it introspects that database;
// otherwise it starts a throw-away local stack on PGlite, which applies the migrations, and introspects it.
// Usage: npm run gen:types   (or: node --import tsx scripts/gen-types.ts [--check])
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { DATABASE_TYPES_PATH, generateDatabaseTypes } from "./gen-types/index.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function generate(): Promise<string> {
  const url = process.env["DATABASE_URL"];
  if (url) {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      return await generateDatabaseTypes((text) => sql.unsafe(text));
    } finally {
      await sql.end();
    }
  }
  const { startTestStack } = await import("@test-support/stack/stack.ts");
  const stack = await startTestStack({ backend: "pglite" });
  try {
    return await generateDatabaseTypes((text) => stack.sql(text));
  } finally {
    await stack.stop();
  }
}

const target = path.join(root, DATABASE_TYPES_PATH);
const text = await generate();
if (process.argv.includes("--check")) {
  const current = await readFile(target, "utf8").catch(() => "");
  if (current !== text) {
    console.error(`${DATABASE_TYPES_PATH} is stale: run npm run gen:types`);
    process.exit(1);
  }
  console.log(`${DATABASE_TYPES_PATH} is current`);
} else {
  await writeFile(target, text);
  console.log(`wrote ${DATABASE_TYPES_PATH}`);
}
