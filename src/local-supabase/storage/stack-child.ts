// Runs the stack in its own process (env: DATA_DIR, DATABASE_URL, ...) and prints "READY <url>": used by
// storage-crash.int.test.ts to kill it mid-upload and by bench/storage.bench.ts and bench/functions.bench.ts.
import cluster from "node:cluster";
import { loadConfig } from "../config.ts";
import { runStackProcess, runStackWorker } from "../server.ts";

const config = loadConfig({ ...process.env, PORT: "0", SEED_DEMO: "0", WEB_DIR: "no-web" });
if (cluster.isWorker) {
  await runStackWorker(config);
} else {
  const running = await runStackProcess(config);
  process.stdout.write(`READY ${running.url}\n`);
  process.once("SIGTERM", () => void running.stop().then(() => process.exit(0)));
}
