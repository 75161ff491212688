import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BOOTSTRAP } from "./deno-config.ts";

const READY = "__EDGE_READY__ ";
const DENO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../node_modules/.bin/deno");

export class BootError extends Error {}

export interface WorkerOptions {
  name: string;
  /** Directories the function may read (its functions root, the runtime's bootstrap, its generated config). */
  readable: string[];
  entryUrl: string;
  configFile: string;
  cwd: string;
  env: Record<string, string>;
  bootTimeoutMs: number;
}

/**
 * One Deno process serving one function on a loopback port. Started on first use and kept warm; if it exits
 * (crash, Deno.exit, killed after a timeout) the next call starts a fresh one.
 */
export class FunctionWorker {
  private process: ChildProcess | undefined;
  private ready: Promise<number> | undefined;

  constructor(private readonly options: WorkerOptions) {}

  get pid(): number | undefined {
    return this.process?.pid;
  }

  /** The port of a live worker, starting one if needed (concurrent callers share the start). */
  port(): Promise<number> {
    this.ready ??= this.start().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private start(): Promise<number> {
    const { name, entryUrl, configFile, cwd, env, bootTimeoutMs, readable } = this.options;
    const read = `--allow-read=${[...readable, path.dirname(BOOTSTRAP)].join(",")}`;
    const args = ["run", "--quiet", "--no-prompt", "--allow-net", "--allow-env", read, `--config=${configFile}`, BOOTSTRAP, entryUrl];
    const child = spawn(DENO, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    this.process = child;
    const prefix = `[functions:${name}]`;
    let stderrTail = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      stderrTail = (stderrTail + text).slice(-4000);
      process.stderr.write(text.replace(/^(?=.)/gm, `${prefix} `));
    });
    return new Promise<number>((resolve, reject) => {
      let buffered = "";
      let port: number | undefined;
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(new BootError(`${name} did not start within ${bootTimeoutMs} ms`));
      }, bootTimeoutMs);
      child.stdout!.on("data", (chunk: Buffer) => {
        buffered += chunk.toString();
        let newline: number;
        while ((newline = buffered.indexOf("\n")) >= 0) {
          const line = buffered.slice(0, newline);
          buffered = buffered.slice(newline + 1);
          if (port === undefined && line.startsWith(READY)) {
            port = Number(line.slice(READY.length));
            clearTimeout(timer);
            resolve(port);
          } else process.stdout.write(`${prefix} ${line}\n`);
        }
      });
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(new BootError(`${name}: could not run Deno (${error.message})`));
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        if (this.process === child) {
          this.process = undefined;
          this.ready = undefined;
        }
        if (port === undefined) reject(new BootError(`${name} exited while starting (${signal ?? code}): ${stderrTail.trim().slice(-500)}`));
      });
    });
  }

  /**
   * After a request to process `pid` failed at the connection: wait (briefly) for that process's exit to be
   * noticed, so the next call starts a fresh worker instead of reaching the dying one's port.
   */
  async settle(pid: number | undefined, waitMs = 2000): Promise<void> {
    const child = this.process;
    if (!child || child.pid !== pid || child.exitCode !== null || child.signalCode !== null) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => child.once("exit", () => resolve())),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
    ]);
    clearTimeout(timer);
  }

  /**
   * Kills the process (after a timeout, or at shutdown); resolves once it has exited. With `pid`, only if that is
   * still the current process (a request that timed out on an old worker never kills its replacement).
   */
  async kill(pid?: number): Promise<void> {
    const child = this.process;
    if (!child || (pid !== undefined && child.pid !== pid)) return;
    this.process = undefined;
    this.ready = undefined;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGKILL");
    await exited;
  }
}
