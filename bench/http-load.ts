import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

// Closed-loop HTTP load for the stack benchmarks. With Debian's `wrk` installed (apt-get install wrk) the load comes
// from a C client that needs a fraction of a core; otherwise from autocannon in this Node process, which on our
// 2-core machines takes most of a core itself and so caps what the stack can show.
export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  client: "wrk" | "autocannon";
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus socket errors and timeouts. */
  failures: number;
  /** Response bytes per second (headers and bodies). */
  bytesPerSecond: number;
  /** CPU seconds the load client used (user + system). */
  clientCpuSeconds: number;
}

const wrkPath = (() => {
  const found = spawnSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).stdout.trim();
  return found || undefined;
})();

/** "1.23ms" / "850.00us" / "1.02s" → milliseconds. */
function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "ms" ? value : match[2] === "s" ? value * 1000 : value * 60_000;
}

/** Parses `wrk --latency` output. */
export function parseWrk(output: string): Omit<LoadResult, "client" | "clientCpuSeconds"> {
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? NaN);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const p50 = wrkMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? "");
  const p99 = wrkMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? "");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(output);
  const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[(transfer?.[2] ?? "B") as "B"];
  return { requests, rps, p50, p99, failures: non2xx + socketErrors, bytesPerSecond: Number(transfer?.[1] ?? NaN) * unit };
}

async function runWrk(wrk: string, options: LoadOptions): Promise<LoadResult> {
  // Headers through a Lua script, so values never pass through a shell.
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wrk-")), "headers.lua");
  const lines = Object.entries(options.headers ?? {}).map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  fs.writeFileSync(script, `${lines.join("\n")}\n`);
  const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--latency", "--timeout", "10s", "-s", script, options.url];
  const child = spawn(wrk, args, { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const rusage = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}: ${output}`));
      else resolve(childCpuSeconds());
    });
  });
  fs.rmSync(path.dirname(script), { recursive: true, force: true });
  return { client: "wrk", ...parseWrk(output), clientCpuSeconds: rusage };
}

/** CPU seconds used by this process's terminated children so far (wrk runs as one). */
let childCpuBefore = 0;
function childCpuSeconds(): number {
  // Node has no getrusage(RUSAGE_CHILDREN); /proc/self/stat fields 16-17 (cutime, cstime) in clock ticks.
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  const total = (Number(fields[13]) + Number(fields[14])) / 100;
  const used = total - childCpuBefore;
  childCpuBefore = total;
  return used;
}

async function runAutocannon(options: LoadOptions): Promise<LoadResult> {
  const before = process.cpuUsage();
  const result = await autocannon({ url: options.url, connections: options.connections, duration: options.seconds, headers: options.headers ?? {} });
  const used = process.cpuUsage(before);
  return {
    client: "autocannon",
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    bytesPerSecond: result.throughput.average,
    clientCpuSeconds: (used.user + used.system) / 1e6,
  };
}

export async function httpLoad(options: LoadOptions): Promise<LoadResult> {
  if (wrkPath && process.env["BENCH_CLIENT"] !== "autocannon") {
    childCpuSeconds();
    return runWrk(wrkPath, options);
  }
  return runAutocannon(options);
}
