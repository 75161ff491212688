import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { freePort } from "@test-support/stack/free-port.ts";
import { startChildStack } from "@test-support/stack/child-stack.ts";
import { postgresAvailable } from "@test-support/stack/postgres.ts";
import { createThrowawayDatabase } from "@test-support/stack/postgres.ts";
import { nodeClient, RELAXED_AUTH_LIMITS, TestStack, type Backend } from "@test-support/stack/stack.ts";
import { httpLoad } from "./http-load.ts";
import { startStackProcess } from "./stack-process.ts";

// Issue 2's figures: single-row select by primary key through /rest/v1 as an authenticated member with RLS,
// 50 connections; the same query straight on the database; cold start on an existing data folder; idle RSS.
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** The stack in its own process (so the load client never shares its event loop), PGlite or a throwaway PostgreSQL. */
async function restBench(backend: Backend, workers = 1) {
  const database = backend === "postgres" ? await createThrowawayDatabase() : undefined;
  const stack = await startStackProcess({ ...(database ? { DATABASE_URL: database.url } : {}), WORKERS: String(workers), ...RELAXED_AUTH_LIMITS });
  try {
    const service = nodeClient(stack.url, stack.keys.serviceRoleKey);
    const email = `bench-${Date.now()}@example.test`;
    const created = await service.auth.admin.createUser({ email, password: "password123", email_confirm: true, user_metadata: { username: "bench_member" } });
    if (created.error) throw created.error;
    const member = nodeClient(stack.url, stack.keys.anonKey);
    const signIn = await member.auth.signInWithPassword({ email, password: "password123" });
    if (signIn.error) throw signIn.error;
    const { data: post, error } = await member
      .from("posts")
      .insert({ user_id: created.data.user.id, category: "residential", description: "Bench https://realtor.ca/bench", url: "https://realtor.ca/bench" })
      .select("id")
      .single();
    if (error) throw error;
    const load = {
      url: `${stack.url}/rest/v1/posts?id=eq.${post.id}&select=*`,
      connections: 50,
      headers: { apikey: stack.keys.anonKey, authorization: `Bearer ${signIn.data.session.access_token}`, accept: "application/vnd.pgrst.object+json" },
    };
    await httpLoad({ ...load, seconds: 2 }); // warm-up
    const cpuBefore = stack.cpuSeconds();
    const result = await httpLoad({ ...load, seconds: DURATION });
    const cpuPerRequest = ((stack.cpuSeconds() - cpuBefore) * 1000) / result.requests;
    const direct = await directBench(database?.url, post.id);
    return { backend, workers, result, cpuPerRequest, direct };
  } finally {
    await stack.stop();
    await database?.drop();
  }
}

/** The same select straight on the database (superuser, no HTTP, no RLS), 50 at a time; for PGlite in an in-process stack. */
async function directBench(url: string | undefined, id: string) {
  const testStack = url ? undefined : await TestStack.start({ backend: "pglite" });
  const sql = url ? postgres(url, { max: 50 }) : undefined;
  const run = sql ? () => sql`select * from public.posts where id = ${id}` : () => testStack!.sql("select * from public.posts where id = $1", [id]);
  let done = 0;
  const until = Date.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (Date.now() < until) {
        await run();
        done += 1;
      }
    }),
  );
  await sql?.end();
  await testStack?.stop();
  return done / DURATION;
}

async function coldStart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coldstart-"));
  const env = { DATA_DIR: dataDir, PORT: String(await freePort()) };
  const first = await startChildStack(env);
  await first.stop();
  const started = performance.now();
  const second = await startChildStack(env);
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rss = Number(fs.readFileSync(`/proc/${second.process.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
  await second.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { ms, rss };
}

// BENCH_BACKENDS=postgres (or pglite) runs one backend only.
const backends = (process.env.BENCH_BACKENDS ?? "pglite,postgres").split(",");
const rows = [];
if (backends.includes("pglite")) rows.push(await restBench("pglite"));
// PostgreSQL with one gateway worker and with as many as the machine has cores (WORKERS' default).
if (backends.includes("postgres") && (await postgresAvailable())) {
  for (const workers of [...new Set([1, os.availableParallelism()])]) rows.push(await restBench("postgres", workers));
}
console.log("\nSingle-row select by primary key, authenticated with RLS, 50 connections, %d s, load average %s", DURATION, os.loadavg()[0]!.toFixed(2));
console.table(
  rows.map((r) => ({
    backend: r.backend,
    workers: r.workers,
    client: r.result.client,
    "req/s": Math.round(r.result.rps),
    "p50 ms": r.result.p50.toFixed(1),
    "p99 ms": r.result.p99.toFixed(1),
    failures: r.result.failures,
    "stack CPU ms/req": r.cpuPerRequest.toFixed(2),
    "direct q/s": Math.round(r.direct),
    "REST / direct": (r.result.rps / r.direct).toFixed(2),
  })),
);
const cold = await coldStart();
console.log(`Cold start on an existing PGlite data folder: ${Math.round(cold.ms)} ms (to "ready", incl. process start); idle RSS ${Math.round(cold.rss)} MB`);
