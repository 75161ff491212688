import cluster from "node:cluster";
import { ConfigError, loadConfig } from "../config.ts";
import { seedDemoContent } from "../demo/index.ts";
import { MigrationError } from "../db/migrate.ts";
import { runStackProcess, runStackWorker } from "../server.ts";

process.env.LITE_TELEMETRY ??= "0";
const started = performance.now();

try {
  const config = loadConfig();
  if (cluster.isWorker) {
    await runStackWorker(config);
  } else {
    await start(config);
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof MigrationError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

async function start(config: ReturnType<typeof loadConfig>) {
  const running = await runStackProcess(config, { onFreshDatabase: config.seedDemo ? seedDemoContent : undefined });
  const { status, stack } = running;
  const lines = [
    `Local Supabase stack ready in ${Math.round(performance.now() - started)} ms (${config.databaseUrl ? "PostgreSQL" : "embedded PGlite"})`,
    ``,
    `  Web app         ${status.API_URL}/`,
    `  API URL         ${status.API_URL}`,
    `  REST            ${status.REST_URL}`,
    `  Auth            ${status.AUTH_URL}`,
    `  Storage         ${status.STORAGE_URL}`,
    `  Functions       ${status.FUNCTIONS_URL}`,
    `  Mailbox         ${status.MAILBOX_URL}`,
    `  Database        ${status.DB_URL}`,
    `  anon key        ${status.ANON_KEY}`,
    `  service_role key ${status.SERVICE_ROLE_KEY}`,
  ];
  if (stack.boot.applied.length) lines.push(``, `  Applied ${stack.boot.applied.length} migration(s).`);
  if (stack.boot.admin?.generatedPassword) {
    lines.push(``, `  Local admin created (shown once): ${stack.boot.admin.email} / ${stack.boot.admin.generatedPassword}`);
  } else if (stack.boot.admin) {
    lines.push(``, `  Admin account: ${stack.boot.admin.email}`);
  }
  // Handlers before the ready line: whoever waits for that line (a developer, the test harness) may Ctrl-C at once.
  const shutdown = (signal: string) => {
    console.log(`\n${signal}: stopping…`);
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  console.log(lines.join("\n"));
}
