import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// `npm run bench [-- name…]`: runs every bench/*.bench.ts (or the named ones) one after another, each in its own
// process so one benchmark's memory never skews the next. Each prints its own figures.
const dir = path.dirname(new URL(import.meta.url).pathname);
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(dir, file)], { stdio: "inherit", env: { ...process.env, LITE_TELEMETRY: "0" } });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
