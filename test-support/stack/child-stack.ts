import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stackCommand } from "../../src/local-supabase/cli/stack-command.ts";
import type { StackStatus } from "../../src/local-supabase/server.ts";
import { RELAXED_AUTH_LIMITS } from "./stack.ts";


export interface ChildStack {
  process: ChildProcess;
  status: StackStatus;
  output(): string;
  /** SIGKILL: no shutdown hooks, like a crash or power cut of the process. */
  kill(): Promise<void>;
  /** SIGINT (Ctrl-C) and wait for the exit code (or the name of the signal that ended the process). */
  stop(): Promise<number | NodeJS.Signals | null>;
}

/** `npm run stack` (cli/launch.mjs: start.ts bundled, see stack-command.ts) with `env`, collecting its output. */
function spawnStack(env: Record<string, string>, cwd: string) {
  const command = stackCommand();
  const child = spawn(process.execPath, command.args, {
    cwd,
    env: { ...process.env, ...command.env, SEED_DEMO: "0", LITE_TELEMETRY: "0", ...RELAXED_AUTH_LIMITS, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // A process ended by a signal reports the signal's name, so a failed `toBe(0)` says which one.
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  return { child, exited, output: () => output };
}

/** Runs `npm start`'s stack in a child process (for crash and restart tests); resolves once status.json is written. */
export async function startChildStack(env: Record<string, string>, cwd = process.cwd(), timeoutMs = 200_000): Promise<ChildStack> {
  const dataDir = env.DATA_DIR!;
  const statusFile = path.join(dataDir, "status.json");
  fs.rmSync(statusFile, { force: true });
  const { child, exited, output: read } = spawnStack(env, cwd);
  let output = "";

  const deadline = Date.now() + timeoutMs;
  while (!(output = read()).includes("stack ready")) {
    if (child.exitCode !== null) throw new Error(`stack exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`stack did not start in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const status = JSON.parse(fs.readFileSync(statusFile, "utf8")) as StackStatus;
  return {
    process: child,
    status,
    output: read,
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      child.kill("SIGINT");
      return exited;
    },
  };
}

/** Runs the stack's start in a child and resolves with its exit code and output once it exits (for failing starts). */
export async function runChildStackToExit(env: Record<string, string>, cwd: string): Promise<{ code: number | NodeJS.Signals | null; output: string }> {
  const { child, exited, output } = spawnStack(env, cwd);
  const timer = setTimeout(() => child.kill("SIGKILL"), 240_000);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}
