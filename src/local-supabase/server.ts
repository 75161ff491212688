import cluster, { type Worker } from "node:cluster";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import type { StackConfig } from "./config.ts";
import { createGateway } from "./gateway.ts";
import { serveSharedState } from "./shared-state.ts";
import { createStack, type CreateStackOptions, type LocalStack } from "./stack.ts";
import { startRecheckScheduler, type RecheckScheduler } from "./recheck-scheduler.ts";

export interface RunningStack {
  stack: LocalStack;
  url: string;
  status: StackStatus;
  /** The listing re-check's scheduler (off when RECHECK_INTERVAL_MINUTES is 0); runNow() runs a pass at once. */
  recheck: RecheckScheduler;
  stop(): Promise<void>;
}

/** The keys `supabase status -o json` prints for the same things. */
export interface StackStatus {
  API_URL: string;
  REST_URL: string;
  AUTH_URL: string;
  STORAGE_URL: string;
  FUNCTIONS_URL: string;
  MAILBOX_URL: string;
  INBUCKET_URL: string;
  DB_URL: string;
  ANON_KEY: string;
  SERVICE_ROLE_KEY: string;
  PUBLISHABLE_KEY: string;
  SECRET_KEY: string;
  JWT_SECRET: string;
  STUDIO_URL: string;
}

function statusOf(url: string, stack: LocalStack): StackStatus {
  return {
    API_URL: url,
    REST_URL: `${url}/rest/v1`,
    AUTH_URL: `${url}/auth/v1`,
    STORAGE_URL: `${url}/storage/v1`,
    FUNCTIONS_URL: `${url}/functions/v1`,
    MAILBOX_URL: `${url}/mailbox`,
    INBUCKET_URL: `${url}/mailbox`,
    DB_URL: stack.config.databaseUrl ?? `pglite://${path.join(stack.config.dataDir, "pglite")}`,
    ANON_KEY: stack.keys.anonKey,
    SERVICE_ROLE_KEY: stack.keys.serviceRoleKey,
    PUBLISHABLE_KEY: stack.keys.anonKey,
    SECRET_KEY: stack.keys.serviceRoleKey,
    JWT_SECRET: stack.keys.jwtSecret,
    STUDIO_URL: "",
  };
}

function listen(server: ServerType): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.once("listening", () => resolve((server.address() as AddressInfo).port));
  });
}

function recheckSchedulerFor(config: StackConfig, stack: LocalStack, url: string, scheduled: boolean): RecheckScheduler {
  return startRecheckScheduler({
    functionsUrl: () => `${url}/functions/v1`,
    serviceKey: stack.keys.serviceRoleKey,
    intervalMs: scheduled ? config.recheckIntervalMs : 0,
    onError: (error) => console.error(`Listing re-check failed: ${error instanceof Error ? error.message : String(error)}`),
  });
}

/** Boots the stack and serves it in this process on HOST:PORT (PORT 0 picks a free port); writes DATA_DIR/status.json. */
export function runStack(config: StackConfig, options: CreateStackOptions = {}): Promise<RunningStack> {
  return serveStack(config, options);
}

/**
 * What a program that owns its process runs (`npm start`, the benchmarks' stack): with more than one worker (PostgreSQL,
 * config.workers), this process provisions the database and holds the shared state, and the workers (this same
 * program, forked with node:cluster, which calls `runStackWorker`) share the port and serve; otherwise `runStack`.
 * In-process stacks (tests) use `runStack`: forking would run their host program again.
 */
export function runStackProcess(config: StackConfig, options: CreateStackOptions = {}): Promise<RunningStack> {
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config, options);
  return serveStack(config, options);
}

/**
 * In a forked worker: serves the stack the primary provisioned until the primary stops it (SIGTERM) or goes away.
 * Call instead of runStack when `cluster.isWorker`.
 */
export async function runStackWorker(config: StackConfig): Promise<void> {
  const running = await serveStack(config, { provisioned: true });
  const stop = () => void running.stop().then(() => process.exit(0), () => process.exit(1));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  // The primary gone (killed, crashed): no worker serves on without it (its shared state and migrations are gone).
  process.once("disconnect", stop);
}

/** How long stopping waits for a worker to finish its requests before it is killed. */
const WORKER_STOP_MS = 10_000;

async function runPrimary(config: StackConfig, options: CreateStackOptions): Promise<RunningStack> {
  const stack = await createStack(config, options);
  serveSharedState();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      console.error(`Gateway worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
      fork();
    });
    return worker;
  };
  let workers: Worker[];
  let port: number;
  try {
    workers = Array.from({ length: config.workers }, fork);
    const ports = await Promise.all(
      workers.map(
        (worker) =>
          new Promise<number>((resolve, reject) => {
            worker.once("listening", (address) => resolve(address.port));
            worker.once("exit", (code) => reject(new Error(`A gateway worker exited before it listened (${code})`)));
          }),
      ),
    );
    port = ports[0]!;
  } catch (error) {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGKILL");
    await stack.close();
    throw error;
  }
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  const url = `http://${host}:${port}`;
  stack.setPublicUrl(url);
  const status = statusOf(url, stack);
  fs.writeFileSync(path.join(config.dataDir, "status.json"), `${JSON.stringify(status, null, 2)}\n`, { mode: 0o600 });

  let stopped: Promise<void> | undefined;
  const stopWorker = (worker: Worker) =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve();
      const kill = setTimeout(() => worker.kill("SIGKILL"), WORKER_STOP_MS);
      worker.once("exit", () => {
        clearTimeout(kill);
        resolve();
      });
      worker.process.kill("SIGTERM");
    });
  const recheck = recheckSchedulerFor(config, stack, url, true);
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      await recheck.stop();
      await Promise.all(Object.values(cluster.workers ?? {}).flatMap((worker) => (worker ? [stopWorker(worker)] : [])));
      await stack.close();
    })());
  return { stack, url, status, recheck, stop };
}

async function serveStack(config: StackConfig, options: CreateStackOptions): Promise<RunningStack> {
  const stack = await createStack(config, options);
  const gateway = createGateway(stack);
  const server = serve({
    hostname: config.host,
    port: config.port,
    fetch: (request, env: { incoming: { socket: { remoteAddress?: string } } }) =>
      gateway.fetch(request, env.incoming.socket.remoteAddress ?? null),
  });
  // Longer than clients' keep-alive (undici 4 s): the server never closes a socket a client is about to reuse
  // (an ECONNRESET race seen under load).
  (server as { keepAliveTimeout?: number }).keepAliveTimeout = 65_000;
  let port: number;
  try {
    port = await listen(server);
  } catch (error) {
    await stack.close();
    throw error;
  }
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  const url = `http://${host}:${port}`;
  stack.setPublicUrl(url);
  gateway.listening();
  const status = statusOf(url, stack);
  if (!options.provisioned) fs.writeFileSync(path.join(config.dataDir, "status.json"), `${JSON.stringify(status, null, 2)}\n`, { mode: 0o600 });

  // One scheduler per stack: a gateway worker leaves it to the primary (its runNow still works, for tests).
  const recheck = recheckSchedulerFor(config, stack, url, !options.provisioned);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await recheck.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await gateway.close();
      await stack.close();
    })());
  return { stack, url, status, recheck, stop };
}
