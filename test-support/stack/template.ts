import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A fingerprint of everything that shapes a fresh database: migrations, seed and the platform schema. */
export function schemaFingerprint(): string {
  const hash = createHash("sha256");
  const files = [
    path.resolve("src/local-supabase/db/platform.sql"),
    path.resolve("supabase/seed.sql"),
    ...fs
      .readdirSync(path.resolve("supabase/migrations"))
      .filter((file) => file.endsWith(".sql"))
      .sort()
      .map((file) => path.resolve("supabase/migrations", file)),
  ];
  for (const file of files) if (fs.existsSync(file)) hash.update(file).update(fs.readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

/**
 * Fresh PGlite stacks cost a full migration run; tests copy a migrated, cleanly closed data folder instead.
 * Returns the template folder for the current schema, building it with `build(dir)` when missing
 * (atomically, so parallel test workers never see half a template).
 */
export async function pgliteTemplate(build: (dataDir: string) => Promise<void>): Promise<string> {
  const dir = path.join(os.tmpdir(), `stack-template-${schemaFingerprint()}`);
  if (fs.existsSync(path.join(dir, "ready"))) return dir;
  const staging = fs.mkdtempSync(`${dir}-building-`);
  await build(staging);
  fs.writeFileSync(path.join(staging, "ready"), "");
  try {
    fs.renameSync(staging, dir);
  } catch {
    fs.rmSync(staging, { recursive: true, force: true }); // another worker won the race
  }
  return dir;
}
