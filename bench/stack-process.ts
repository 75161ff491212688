import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const CHILD = path.resolve(import.meta.dirname, "../src/local-supabase/storage/stack-child.ts");

/** A local stack in its own process (so the load generator never shares its event loop), PGlite in a temp DATA_DIR. */
export interface StackProcess {
  url: string;
  pid: number;
  keys: { anonKey: string; serviceRoleKey: string };
  /** Resident memory of the stack process, in MiB (from /proc). */
  rssMiB(): number;
  /** CPU seconds (user + system) the stack process has used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export async function startStackProcess(env: Record<string, string> = {}): Promise<StackProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-stack-"));
  // BENCH_CPU_PROFILE=<dir>: the stack writes a V8 CPU profile there when it stops (see bench/cpu-profile-summary.ts).
  const profileDir = process.env.BENCH_CPU_PROFILE;
  const profile = profileDir ? ["--cpu-prof", "--cpu-prof-interval=250", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const proc: ChildProcess = spawn(process.execPath, [...profile, "--import", "tsx", CHILD], {
    env: { ...process.env, LITE_TELEMETRY: "0", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    proc.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    proc.once("exit", (code) => reject(new Error(`stack exited (${code})`)));
  });
  proc.stdout!.resume();
  const keys = JSON.parse(fs.readFileSync(path.join(dataDir, "keys.json"), "utf8")) as StackProcess["keys"];
  return {
    url,
    pid: proc.pid!,
    keys,
    rssMiB: () => {
      const status = fs.readFileSync(`/proc/${proc.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    cpuSeconds: () => treeCpuSeconds(proc.pid!),
    stop: async () => {
      const exited = new Promise((resolve) => proc.once("exit", resolve));
      proc.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds (user + system) of a process and its running descendants (the gateway workers), from /proc. */
function treeCpuSeconds(pid: number): number {
  let seconds = 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    seconds += (Number(fields[11]) + Number(fields[12])) / 100;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) seconds += treeCpuSeconds(Number(child));
    }
  } catch {
    // The process ended meanwhile.
  }
  return seconds;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
