// Issue 3's functions figure: a warm call of a trivial edge function through the gateway (gateway → Deno →
// gateway), one at a time; p50 target ≤ 5 ms. For scale, the same client's round trip to a gateway route that
// answers without a database or worker (a keyless /storage/v1/bucket, 401).
// Usage: node --import tsx bench/functions.bench.ts   (BENCH_ITERATIONS=n)
import path from "node:path";
import { percentile, startStackProcess } from "./stack-process.ts";

const ITERATIONS = Number(process.env["BENCH_ITERATIONS"] ?? 1000);
const FIXTURES = path.resolve(import.meta.dirname, "../test-support/edge-functions/supabase/functions");

async function timeCalls(run: () => Promise<Response>) {
  for (let i = 0; i < 50; i += 1) await (await run()).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const started = performance.now();
    const res = await run();
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`;
}

const stack = await startStackProcess({ FUNCTIONS_DIR: FIXTURES });
try {
  const headers = { apikey: stack.keys.anonKey, authorization: `Bearer ${stack.keys.anonKey}` };
  const first = performance.now();
  await (await fetch(`${stack.url}/functions/v1/open`, { headers })).arrayBuffer();
  console.log(`cold start of a trivial function (Deno process + module load): ${(performance.now() - first).toFixed(0)} ms`);
  const fn = await timeCalls(() => fetch(`${stack.url}/functions/v1/open`, { headers }));
  const baseline = await timeCalls(() => fetch(`${stack.url}/storage/v1/bucket`));
  console.log(`warm trivial function through the gateway, ${ITERATIONS} sequential calls: ${fn}`);
  console.log(`gateway-only round trip (no worker), same client: ${baseline}`);
} finally {
  await stack.stop();
}
