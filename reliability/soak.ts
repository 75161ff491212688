import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startChildStack } from "@test-support/stack/child-stack.ts";
import { freePort } from "@test-support/stack/free-port.ts";
import { createThrowawayDatabase } from "@test-support/stack/postgres.ts";
import { testBackends } from "@test-support/stack/stack.ts";
import { crashCycles, type CrashReport } from "./faults/crash-cycles.ts";
import { childMemory, runLoad } from "./load/driver.ts";
import { problems, verifyLedger } from "./load/ledger.ts";
import { createMembers, raiseReportThreshold, seedPosts } from "./load/members.ts";
import { summaryTable } from "./load/summary.ts";
import { latencyMemorySvg } from "./report/chart.ts";
import { soakMarkdown, type SoakResult } from "./report/markdown.ts";
import { svgToPng } from "./report/png.ts";

// `npm run soak`: 50 users for 5 minutes on each backend against the real `npm start` stack (child process, so the
// memory measured is the stack's), 10 kill -9 cycles per backend, npm audit; writes reports/soak-<time>.{md,png,json}.
// SOAK_MS, SOAK_USERS, SOAK_CRASH_CYCLES shorten it. Exits 1 when a write was lost/duplicated or a 5xx was seen.
// SOAK_THINK_MS is a user's average pause between actions: 1 s by default (a person browsing, which is what the
// p95 target is about); 10 (the short suite's value) turns the soak into a saturation test whose latencies are
// queueing time (50 users / throughput) rather than the time one request takes.
const DURATION_MS = Number(process.env.SOAK_MS ?? 300_000);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1000);
const USERS = Number(process.env.SOAK_USERS ?? 50);
const CYCLES = Number(process.env.SOAK_CRASH_CYCLES ?? 10);

async function loadRun(backend: "pglite" | "postgres") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "soak-"));
  const db = backend === "postgres" ? await createThrowawayDatabase() : undefined;
  const stack = await startChildStack({ DATA_DIR: dataDir, PORT: String(await freePort()), WEB_DIR: path.join(dataDir, "no-web"), ...(db ? { DATABASE_URL: db.url } : {}) });
  try {
    const endpoint = { url: stack.status.API_URL, anonKey: stack.status.ANON_KEY, serviceRoleKey: stack.status.SERVICE_ROLE_KEY };
    const [author] = await createMembers(endpoint, 1, "soak-author");
    await raiseReportThreshold(endpoint);
    const postIds = await seedPosts(endpoint, author!.id, 200);
    const members = await createMembers(endpoint, USERS, "soak-vu");
    const tag = `soak${Date.now().toString(36)}`;
    console.log(`[soak] ${backend}: ${USERS} users for ${DURATION_MS / 1000} s, ${THINK_MS} ms average pause`);
    const { figures, ledger } = await runLoad({ label: `${backend}`, endpoint, members, postIds, durationMs: DURATION_MS, thinkMs: THINK_MS, tag, memory: childMemory(stack.process.pid ?? 0) });
    const verification = await verifyLedger(endpoint, ledger, tag, members.map((m) => m.id));
    console.log(summaryTable(figures));
    return { figures, verification, problems: problems(verification) };
  } catch (error) {
    // What the stack printed says why it stopped answering (its exit code too, if it ended).
    console.error(`[soak] ${backend} stack (exit code ${stack.process.exitCode ?? "none: still running"}), last output:\n${stack.output().slice(-4000)}`);
    throw error;
  } finally {
    await stack.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function audit(): string {
  try {
    return execFileSync("npm", ["audit", "--omit=dev"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    const text = `${e.stdout ?? ""}\n${e.stderr ?? ""}`.replace(/npm warn Unknown user config.*\n/g, "");
    return /audit endpoint returned an error|ENOTFOUND|E405|E403/.test(text) ? `npm audit could not run: the registry's audit endpoint is not reachable from this machine.\n${text}` : text;
  }
}

const startedAt = new Date().toISOString().replace(/[:.]/g, "-");
const backends = await testBackends();
const runs: SoakResult["runs"] = [];
for (const backend of backends) runs.push(await loadRun(backend));
const crashes: CrashReport[] = [];
for (const backend of backends) {
  console.log(`[soak] ${CYCLES} kill -9 cycles on ${backend}`);
  crashes.push(await crashCycles(backend, CYCLES));
}
const reports = path.resolve("reports");
fs.mkdirSync(reports, { recursive: true });
const chartFile = `soak-${startedAt}.png`;
await svgToPng(latencyMemorySvg(runs.map((r) => r.figures)), path.join(reports, chartFile));
const result: SoakResult = { startedAt, machine: `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}`, thinkMs: THINK_MS, runs, crashes, audit: audit(), chartFile };
fs.writeFileSync(path.join(reports, `soak-${startedAt}.md`), soakMarkdown(result));
fs.writeFileSync(path.join(reports, `soak-${startedAt}.json`), JSON.stringify(result, null, 1));
console.log(`[soak] report: reports/soak-${startedAt}.md`);
// Known issues (lost uploads on PGlite, see load/ledger.ts) are in the report but do not fail the run.
const real = (_backend: string, list: string[]) => list.length > 0;
const failed = runs.some((r) => real(r.figures.label, r.problems) || r.figures.status5xx) || crashes.some((c) => c.cycles.some((cycle) => real(c.backend, cycle.problems)));
process.exit(failed ? 1 : 0);
