import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { freePort } from "../src/local-supabase/testing/free-port.ts";
import { startChildStack } from "../src/local-supabase/testing/child-stack.ts";
import { postgresAvailable } from "../src/local-supabase/testing/postgres.ts";
import { TestStack, type Backend } from "../src/local-supabase/testing/stack.ts";

// Issue 2's figures: single-row select by primary key through /rest/v1 as an authenticated member with RLS,
// 50 connections; the same query straight on the database; cold start on an existing data folder; idle RSS.
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function restBench(backend: Backend) {
  const stack = await TestStack.start({ backend });
  const member = await stack.signUpConfirmed();
  const { data: post } = await member.client
    .from("posts")
    .insert({ user_id: member.user.id, category: "residential", description: "Bench https://realtor.ca/bench", url: "https://realtor.ca/bench" })
    .select("id")
    .single();
  const token = (await member.client.auth.getSession()).data.session!.access_token;
  const result = await autocannon({
    url: `${stack.url}/rest/v1/posts?id=eq.${post!.id}&select=*`,
    connections: 50,
    duration: DURATION,
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, accept: "application/vnd.pgrst.object+json" },
  });
  const direct = await directBench(stack, post!.id);
  await stack.stop();
  return { backend, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, direct };
}

/** The same select run straight on the database (superuser, no HTTP, no RLS), 50 at a time. */
async function directBench(stack: TestStack, id: string) {
  const url = stack.running.stack.config.databaseUrl;
  const sql = url ? postgres(url, { max: 50 }) : undefined;
  const run = sql ? () => sql`select * from public.posts where id = ${id}` : () => stack.sql("select * from public.posts where id = $1", [id]);
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

const rows = [await restBench("pglite")];
if (await postgresAvailable()) rows.push(await restBench("postgres"));
console.log("\nSingle-row select by primary key, authenticated with RLS, 50 connections, %d s", DURATION);
console.table(
  rows.map((r) => ({
    backend: r.backend,
    "req/s": Math.round(r.rps),
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    errors: r.errors,
    "direct q/s": Math.round(r.direct),
    "REST / direct": (r.rps / r.direct).toFixed(2),
  })),
);
const cold = await coldStart();
console.log(`Cold start on an existing PGlite data folder: ${Math.round(cold.ms)} ms (to "ready", incl. process start); idle RSS ${Math.round(cold.rss)} MB`);
