import { createThrowawayDatabase, postgresAvailable } from "@test-support/stack/postgres.ts";
import { nodeClient, RELAXED_AUTH_LIMITS, type Backend } from "@test-support/stack/stack.ts";
import { startStackProcess, type StackProcess } from "./stack-process.ts";

// Issue F3's figures: a visitor's 20-level deep embedding and a simple request sent 200 ms after it, side by side
// (time of each, status, size of the answer); then a 200 MB JSON insert and a 60 MB rpc body. The stack runs in its
// own process, with 8 members and 36 posts (the demo's shape: each embedding level multiplies the rows by ~4.5);
// its resident memory is read before and after.
const LEVELS = Number(process.env.BENCH_DEEP_LEVELS ?? 20);

async function seed(stack: StackProcess): Promise<void> {
  const service = nodeClient(stack.url, stack.keys.serviceRoleKey);
  for (let m = 0; m < 8; m++) {
    const email = `deep-${m}-${Date.now()}@example.test`;
    const created = await service.auth.admin.createUser({ email, password: "password123", email_confirm: true, user_metadata: { username: `deep_${m}` } });
    if (created.error) throw created.error;
    const member = nodeClient(stack.url, stack.keys.anonKey);
    const signIn = await member.auth.signInWithPassword({ email, password: "password123" });
    if (signIn.error) throw signIn.error;
    const rows = Array.from({ length: m < 4 ? 5 : 4 }, (_, i) => ({
      user_id: created.data.user.id,
      category: "residential" as const,
      url: `https://www.realtor.ca/deep-${m}-${i}`,
      description: `Bench listing https://www.realtor.ca/deep-${m}-${i}`,
    }));
    const { error } = await member.from("posts").insert(rows);
    if (error) throw error;
  }
}

async function timed(label: string, send: () => Promise<Response>, start: number) {
  const sent = performance.now();
  try {
    const response = await send();
    const body = await response.arrayBuffer();
    const text = new TextDecoder().decode(body.slice(0, 90));
    return { label, status: response.status, bytes: body.byteLength, ms: Math.round(performance.now() - sent), doneAt: Math.round(performance.now() - start), answer: text };
  } catch (error) {
    return { label, status: 0, bytes: 0, ms: Math.round(performance.now() - sent), doneAt: Math.round(performance.now() - start), answer: String(error) };
  }
}

async function run(backend: Backend) {
  const database = backend === "postgres" ? await createThrowawayDatabase() : undefined;
  const stack = await startStackProcess({ ...(database ? { DATABASE_URL: database.url } : {}), ...RELAXED_AUTH_LIMITS });
  try {
    await seed(stack);
    const headers = { apikey: stack.keys.anonKey };
    let inner = "id";
    for (let i = 0; i < LEVELS; i++) inner = `public_profiles(${inner})`;
    const deepUrl = `${stack.url}/rest/v1/posts?select=${encodeURIComponent(`id,${inner}`)}`;
    await fetch(`${stack.url}/rest/v1/posts?select=id&limit=1`, { headers }); // warm the schema cache
    const rssBefore = stack.rssMiB();
    const start = performance.now();
    const side = await Promise.all([
      timed(`deep ${LEVELS} levels`, () => fetch(deepUrl, { headers }), start),
      new Promise((resolve) => setTimeout(resolve, 200)).then(() => timed("simple (sent at 200 ms)", () => fetch(`${stack.url}/rest/v1/posts?select=id&limit=1`, { headers }), start)),
    ]);
    const rssAfterDeep = stack.rssMiB();
    const json = { "content-type": "application/json", ...headers };
    const insert = await timed("200 MB JSON insert", () => fetch(`${stack.url}/rest/v1/posts`, { method: "POST", headers: json, body: JSON.stringify([{ description: "x".repeat(200 * 1024 * 1024) }]) }), performance.now());
    const rpc = await timed("60 MB rpc body", () => fetch(`${stack.url}/rest/v1/rpc/search_posts`, { method: "POST", headers: json, body: JSON.stringify({ search_term: "x".repeat(60 * 1024 * 1024) }) }), performance.now());
    return { backend, rssBefore: Math.round(rssBefore), rssAfterDeep: Math.round(rssAfterDeep), rssEnd: Math.round(stack.rssMiB()), results: [...side, insert, rpc] };
  } finally {
    await stack.stop();
    await database?.drop();
  }
}

const backends: Backend[] = (await postgresAvailable()) ? ["pglite", "postgres"] : ["pglite"];
for (const backend of backends) {
  const report = await run(backend);
  console.log(`\n${report.backend}: stack RSS ${report.rssBefore} MiB before, ${report.rssAfterDeep} MiB after the deep request, ${report.rssEnd} MiB at the end`);
  for (const r of report.results) console.log(`  ${r.label.padEnd(24)} ${String(r.status).padStart(3)}  ${String(r.ms).padStart(6)} ms  done at ${String(r.doneAt).padStart(6)} ms  ${String(r.bytes).padStart(10)} B  ${r.answer.replace(/\s+/g, " ")}`);
}
