import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stackCommand } from "../src/local-supabase/cli/stack-command.ts";
import { freePort } from "@test-support/stack/free-port.ts";

// Issue 2: "cold start of `npm start` on an existing data folder ≤ 5 s; idle RSS ≤ 300 MB". Starts the stack the way
// `npm run stack` does (its command and settings read from package.json) on a data folder made by an earlier start,
// times it to "ready", lets it sit idle, then reads the resident memory of the stack process and of every process
// under it (Deno function workers, esbuild's service for tsx, …) from /proc. Median of RUNS cold starts.
// Env: IDLE_RSS_TSX=1 (start.ts through tsx, as before launch.mjs), IDLE_RSS_RUNS (3), IDLE_RSS_WAIT_MS (5000), IDLE_RSS_DATA_DIR (reuse a folder, e.g. one with demo content),
// and anything the stack reads (PGLITE_SHARED_BUFFERS, …).
const ROOT = path.resolve(import.meta.dirname, "..");
const COMMAND = process.env.IDLE_RSS_TSX === "1" ? { env: {}, args: ["--import", "tsx", path.join(ROOT, "src/local-supabase/cli/start.ts")] } : stackCommand();
const RUNS = Number(process.env.IDLE_RSS_RUNS ?? 3);
const IDLE_MS = Number(process.env.IDLE_RSS_WAIT_MS ?? 5000);

interface Memory {
  rss: number;
  anon: number;
  file: number;
  shmem: number;
}
interface Sample {
  pid: number;
  command: string;
  memory: Memory;
}

const kib = (status: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 1024;

function memoryOf(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return { rss: kib(status, "VmRSS"), anon: kib(status, "RssAnon"), file: kib(status, "RssFile"), shmem: kib(status, "RssShmem") };
}

/** The process and all its descendants (parent links from /proc/<pid>/stat). */
function processTree(root: number): Sample[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree.map((pid) => ({
    pid,
    command: fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).map((arg) => path.basename(arg)).join(" ").slice(0, 60),
    memory: memoryOf(pid),
  }));
}

interface Started {
  pid: number;
  readyMs: number;
  stop(): Promise<void>;
}

async function start(env: Record<string, string>): Promise<Started> {
  const begun = performance.now();
  const child = spawn(process.execPath, COMMAND.args, { cwd: ROOT, env: { ...process.env, ...COMMAND.env, LITE_TELEMETRY: "0", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("stack ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`stack exited (${code}):\n${output}`)));
  });
  const readyMs = performance.now() - begun;
  child.stdout.resume();
  return {
    pid: child.pid!,
    readyMs,
    stop: async () => {
      child.kill("SIGINT");
      await exited;
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const ownDir = !process.env.IDLE_RSS_DATA_DIR;
const dataDir = process.env.IDLE_RSS_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "idle-rss-"));
const env = { DATA_DIR: dataDir, PORT: String(await freePort()) };
try {
  if (ownDir) await (await start(env)).stop(); // the first start: initdb, migrations, seed, demo content
  const runs: { readyMs: number; tree: Sample[] }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const stack = await start(env);
    await fetch(`http://127.0.0.1:${env.PORT}/auth/v1/health`).then((response) => response.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    runs.push({ readyMs: stack.readyMs, tree: processTree(stack.pid) });
    await stack.stop();
  }
  const total = (tree: Sample[]) => tree.reduce((sum, sample) => sum + sample.memory.rss, 0);
  console.log(
  `Cold start (${Object.entries(COMMAND.env).map(([name, value]) => `${name}=${value} `).join("")}node ${COMMAND.args.map((arg) => path.basename(arg)).join(" ")}) on an existing PGlite data folder, then ${IDLE_MS / 1000} s idle; ${RUNS} runs, load average ${os.loadavg()[0]!.toFixed(2)}`,
);
  console.table(
    runs.flatMap((run, index) =>
      run.tree.map((sample) => ({
        run: index + 1,
        "ready ms": Math.round(run.readyMs),
        pid: sample.pid,
        process: sample.command,
        "RSS MB": Math.round(sample.memory.rss),
        "anon MB": Math.round(sample.memory.anon),
        "file MB": Math.round(sample.memory.file),
        "shmem MB": Math.round(sample.memory.shmem),
      })),
    ),
  );
  console.log(
    `Median: cold start ${Math.round(median(runs.map((run) => run.readyMs)))} ms; idle RSS ${Math.round(median(runs.map((run) => run.tree[0]!.memory.rss)))} MB (stack process), ${Math.round(median(runs.map((run) => total(run.tree))))} MB (with its child processes)`,
  );
} finally {
  if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
