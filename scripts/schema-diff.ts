// Compares the schema two sets of migrations build: each set is applied to a fresh PostgreSQL database through the
// local stack (the same provisioning as npm start), the database is dumped with pg_dump --schema-only (every schema:
// auth and storage too, for the triggers and policies placed there), normalised (one statement an entry, sorted, SQL
// comments and blank lines dropped) and the two are compared. Prints one line per object added, removed or changed
// (named by its statement's first line), and with --full the unified diff too; exits 1 when they differ.
// Usage: node --import tsx scripts/schema-diff.ts [--full] REV [REV2]
//   REV, REV2: git revisions; the migrations are taken from supabase/migrations at each. Without REV2, the working
//   tree's supabase/migrations. Needs PostgreSQL at TEST_POSTGRES_URL (default 127.0.0.1:5432), pg_dump and diff.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestStack } from "@test-support/stack/stack.ts";
import { normaliseDump, summarise } from "./schema-diff/normalise.ts";

const MIGRATIONS = "supabase/migrations";

/** A folder holding supabase/migrations as it is at `rev` (or in the working tree without one). */
function migrationsAt(rev: string | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "schema-diff-"));
  const target = path.join(dir, MIGRATIONS);
  fs.mkdirSync(target, { recursive: true });
  if (!rev) {
    fs.cpSync(MIGRATIONS, target, { recursive: true });
    return dir;
  }
  const names = execFileSync("git", ["ls-tree", "--name-only", `${rev}:${MIGRATIONS}`], { encoding: "utf8" }).split("\n").filter(Boolean);
  for (const name of names) {
    fs.writeFileSync(path.join(target, name), execFileSync("git", ["show", `${rev}:${MIGRATIONS}/${name}`], { maxBuffer: 64 << 20 }));
  }
  return dir;
}

/** Applies the migrations in `dir` to a fresh PostgreSQL database and returns its normalised schema-only dump. */
async function schemaOf(dir: string): Promise<string[]> {
  const home = process.cwd();
  process.chdir(dir);
  const stack = await startTestStack({ backend: "postgres" });
  process.chdir(home);
  try {
    const dump = execFileSync("pg_dump", ["--schema-only", "--no-owner", stack.running.stack.config.databaseUrl ?? ""], {
      encoding: "utf8",
      maxBuffer: 256 << 20,
    });
    return normaliseDump(dump);
  } finally {
    await stack.stop();
  }
}

const full = process.argv.includes("--full");
const [from, to] = process.argv.slice(2).filter((arg) => arg !== "--full");
if (!from) {
  console.error("Usage: node --import tsx scripts/schema-diff.ts [--full] REV [REV2]");
  process.exit(2);
}
const before = await schemaOf(migrationsAt(from));
const after = await schemaOf(migrationsAt(to));
const lines = summarise(before, after);
console.log(lines.length ? lines.join("\n") : `no differences between ${from} and ${to ?? "the working tree"}`);
if (full && lines.length) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "schema-diff-out-"));
  fs.writeFileSync(path.join(out, "before.sql"), before.join("\n\n") + "\n");
  fs.writeFileSync(path.join(out, "after.sql"), after.join("\n\n") + "\n");
  process.stdout.write(spawnSync("diff", ["-u", path.join(out, "before.sql"), path.join(out, "after.sql")], { encoding: "utf8" }).stdout);
}
process.exit(lines.length ? 1 : 0);
