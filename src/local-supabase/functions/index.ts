import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { StackContext } from "../context.ts";
import { writeDenoConfig } from "./deno-config.ts";
import { forwardedHeaders } from "./forwarded.ts";
import { checkJwt } from "./jwt-check.ts";
import { loadSecrets, loadVerifyJwt } from "./project.ts";
import { FunctionWorker } from "./worker.ts";

const PREFIX = "/functions/v1/";
/** src/shared: runtime-neutral code the app and the edge functions both import (team rule). */
const SHARED_SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../shared");
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "host", "te", "trailer"];
/** Environment a Deno worker may see besides the function's own: what Deno needs to run and reach npm. */
const PASSED_ENV = /^(PATH|HOME|TMPDIR|LANG|TZ|DENO_.+|.*_CA_.*|SSL_CERT_.+|.*CERT_FILE|NODE_EXTRA_CA_CERTS|HTTPS?_PROXY|NO_PROXY|https?_proxy|no_proxy|NPM_CONFIG_REGISTRY)$/;

/**
 * The functions the browser calls while a member types (the composer's link preview, its address search): the ones
 * FUNCTIONS_PREWARM starts with the stack, so no member waits for a Deno worker to start.
 */
export const PREWARMED_FUNCTIONS = ["metadata-extractor", "google-maps-proxy"] as const;

const fail = (status: number, code: string, message: string) => Response.json({ code, message }, { status });

export interface FunctionsService {
  /** `clientAddress` (as the gateway resolved it) becomes X-Forwarded-For, replacing any the client sent. */
  handle(request: Request, clientAddress?: string | null): Promise<Response>;
  /**
   * Starts the workers of PREWARMED_FUNCTIONS (those present) in the background; call once the stack's public URL is
   * known (the workers' SUPABASE_URL). A worker that fails to start is logged and started again on its first call.
   */
  prewarm(): void;
  close(): Promise<void>;
}

/**
 * Edge functions (/functions/v1/{name}/…) run as Supabase's edge runtime runs them: supabase/functions/{name}/index.ts
 * under real Deno with its Deno.serve handler, the project's env and secrets, verify_jwt from config.toml, one warm
 * worker per function, restarted after a crash and killed after the request timeout. The gateway never waits on a
 * worker longer than the timeout and never fails with it.
 */
export function createFunctionsService(ctx: StackContext): FunctionsService {
  const functionsDir = ctx.config.functionsDir;
  const verifyJwt = loadVerifyJwt(functionsDir);
  const secrets = loadSecrets(functionsDir);
  const workers = new Map<string, FunctionWorker>();
  let closed = false;

  const baseEnv = () => {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined && PASSED_ENV.test(key)) env[key] = value;
    return {
      ...env,
      ...secrets,
      SUPABASE_URL: ctx.publicUrl(),
      SUPABASE_ANON_KEY: ctx.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
      SUPABASE_PUBLISHABLE_KEY: ctx.keys.anonKey,
      SUPABASE_SECRET_KEY: ctx.keys.serviceRoleKey,
      ...(ctx.config.databaseUrl ? { SUPABASE_DB_URL: ctx.config.databaseUrl } : {}),
      SB_REGION: "local",
      NO_COLOR: "1",
    };
  };

  const workerFor = (name: string): FunctionWorker => {
    let worker = workers.get(name);
    if (!worker) {
      const functionDir = path.join(functionsDir, name);
      const runDir = path.join(ctx.config.dataDir, "functions", name);
      const configFile = path.join(runDir, "deno.json");
      writeDenoConfig(functionDir, configFile);
      worker = new FunctionWorker({
        name,
        // A function reads its sources (its folder, _shared, and src/shared, the code shared with the app) and
        // nothing else: not DATA_DIR, not the stack's keys.
        readable: [functionsDir, SHARED_SOURCES],
        entryUrl: pathToFileURL(path.join(functionDir, "index.ts")).href,
        configFile,
        cwd: runDir,
        env: baseEnv(),
        bootTimeoutMs: Math.max(ctx.config.functionsTimeoutMs, 60_000),
      });
      workers.set(name, worker);
    }
    return worker;
  };

  const handle = async (request: Request, clientAddress?: string | null): Promise<Response> => {
    const url = new URL(request.url);
    const rest = url.pathname.slice(PREFIX.length);
    const name = decodeURIComponent(rest.split("/")[0] ?? "");
    if (closed || !NAME.test(name) || !fs.existsSync(path.join(functionsDir, name, "index.ts"))) {
      return fail(404, "NOT_FOUND", "Requested function was not found");
    }
    // Preflight goes to the function unchecked (browsers send no Authorization with it), as on hosted Supabase.
    if (request.method !== "OPTIONS" && verifyJwt.get(name) !== false) {
      const check = await checkJwt(request, ctx.keys.jwtSecret);
      if (!check.ok) return fail(401, check.code, check.message);
    }
    const worker = workerFor(name);
    // Starting a worker (Deno, module graph, first npm download) has its own limit; the request timeout starts
    // once the worker is ready, so a cold cache never turns into a request timeout.
    let port: number;
    try {
      port = await worker.port();
    } catch (error) {
      console.error("[functions]", error instanceof Error ? error.message : error);
      return fail(503, "BOOT_ERROR", "Function failed to start (please check logs)");
    }
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), ctx.config.functionsTimeoutMs);
    try {
      const pid = worker.pid;
      const headers = forwardedHeaders(request.headers, clientAddress ?? null, url);
      for (const header of HOP_BY_HOP) headers.delete(header);
      const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
      let upstream: Response;
      try {
        upstream = await fetch(`http://127.0.0.1:${port}/${rest}${url.search}`, {
          method: request.method,
          headers,
          body: hasBody ? request.body : undefined,
          signal: timeout.signal,
          redirect: "manual",
          ...(hasBody ? { duplex: "half" } : {}),
        } as RequestInit);
      } catch {
        if (timeout.signal.aborted) {
          await worker.kill(pid);
          return fail(504, "WORKER_TIMEOUT", `Function timed out after ${ctx.config.functionsTimeoutMs} ms`);
        }
        // The worker went away mid-request (crash, Deno.exit): once its exit is seen, the next call restarts it.
        await worker.settle(pid);
        return fail(502, "WORKER_CRASHED", "Function exited unexpectedly (please check logs)");
      }
      const responseHeaders = new Headers(upstream.headers);
      for (const header of [...HOP_BY_HOP, "content-encoding", "content-length"]) responseHeaders.delete(header);
      return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
    } finally {
      clearTimeout(timer);
    }
  };

  const prewarm = () => {
    for (const name of PREWARMED_FUNCTIONS) {
      if (closed || !fs.existsSync(path.join(functionsDir, name, "index.ts"))) continue;
      workerFor(name)
        .port()
        .catch((error: unknown) => console.error("[functions] prewarm:", error instanceof Error ? error.message : error));
    }
  };

  return {
    handle,
    prewarm,
    close: async () => {
      closed = true;
      await Promise.all([...workers.values()].map((worker) => worker.kill()));
      workers.clear();
    },
  };
}
