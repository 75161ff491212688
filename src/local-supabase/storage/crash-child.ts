// Test helper for storage-crash.int.test.ts: runs the stack in its own process so the test can kill it mid-upload.
import { loadConfig } from "../config.ts";
import { runStack } from "../server.ts";

const config = loadConfig({ ...process.env, PORT: "0", SEED_DEMO: "0", WEB_DIR: "no-web" });
const running = await runStack(config);
process.stdout.write(`READY ${running.url}\n`);
