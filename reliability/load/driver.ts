import { readFileSync } from "node:fs";
import { iteration, type VirtualUserContext } from "./scenario.ts";
import type { Endpoint } from "./http.ts";
import { Ledger } from "./ledger.ts";
import type { Member } from "./members.ts";
import { Metrics, type LoadFigures, type MemoryProbe } from "./metrics.ts";

export type LoadOptions = {
  label: string;
  endpoint: Endpoint;
  /** One member per virtual user. */
  members: Member[];
  postIds: string[];
  durationMs: number;
  /** Unique prefix of this run's markers (offer messages, report reasons, post titles, upload names). */
  tag: string;
  memory: MemoryProbe;
  /** Average pause between a virtual user's iterations. */
  thinkMs?: number;
  /** Ends the run early (e.g. the stack was killed). */
  stopSignal?: AbortSignal;
  seed?: number;
};

export type LoadRun = { figures: LoadFigures; ledger: Ledger };

/** A small seeded PRNG (mulberry32), so runs are repeatable apart from timing. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs one closed-loop virtual user per member for durationMs (or until stopSignal), then returns figures and the ledger. */
export async function runLoad(options: LoadOptions, ledger = new Ledger()): Promise<LoadRun> {
  const metrics = new Metrics();
  const started = Date.now();
  const deadline = started + options.durationMs;
  const done = () => Date.now() >= deadline || options.stopSignal?.aborted === true;
  metrics.sampleMemory(options.memory);
  const sampler = setInterval(() => metrics.sampleMemory(options.memory), 1000);
  const think = options.thinkMs ?? 10;
  try {
    await Promise.all(
      options.members.map(async (member, i) => {
        const ctx: VirtualUserContext = { endpoint: options.endpoint, metrics, ledger, member, postIds: options.postIds, tag: options.tag, random: prng((options.seed ?? 1) * 1000 + i), reported: new Set() };
        while (!done()) {
          await iteration(ctx);
          if (think > 0) await new Promise((resolve) => setTimeout(resolve, ctx.random() * 2 * think));
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  metrics.sampleMemory(options.memory);
  return { figures: metrics.figures(options.label, options.members.length, (Date.now() - started) / 1000), ledger };
}

/** Memory of this process (the in-process stack and the driver). */
export const ownMemory: MemoryProbe = () => {
  const m = process.memoryUsage();
  return { rssMb: m.rss / 2 ** 20, heapMb: m.heapUsed / 2 ** 20 };
};

/** Memory of a child process (the stack run by startChildStack), from /proc. */
export function childMemory(pid: number): MemoryProbe {
  return () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return { rssMb: kb / 1024, heapMb: 0 };
    } catch {
      return { rssMb: 0, heapMb: 0 };
    }
  };
}
