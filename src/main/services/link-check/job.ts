import type { LinkCheckProgress, LinkCheckResult, PreviousValue } from "@shared/ipc/index.ts";
import { checkUrl } from "./check-url.ts";
import { HostLimiter, hostKey } from "./host-limiter.ts";
import type { LinkCheckDeps } from "./types.ts";

export interface LinkCheckJobOptions {
  urls: readonly string[];
  whitelist?: readonly string[];
  previous?: Record<string, PreviousValue>;
  concurrency?: number;
  perHost?: number;
  timeoutMs?: number;
  jobId?: string;
  label?: string | null;
}

export type ProgressListener = (progress: LinkCheckProgress, result: LinkCheckResult | null) => void;

interface Item {
  index: number;
  url: string;
  attempts: number;
}

/**
 * A bulk link check: bounded concurrency, per-host politeness, progress with ETA, cancel, retry.
 * `run()` resolves when every queued URL has a result (or was cancelled).
 */
export class LinkCheckJob {
  readonly jobId: string;
  readonly label: string | null;
  readonly startedAt = new Date().toISOString();
  private readonly results: (LinkCheckResult | null)[];
  private readonly listeners = new Set<ProgressListener>();
  private queue: Item[] = [];
  private inFlight = 0;
  private controller = new AbortController();
  private state: LinkCheckProgress["state"] = "running";
  private runStarted = 0;
  private runDone = 0;
  private settle: (() => void) | null = null;
  private readonly limiter: HostLimiter;
  private readonly concurrency: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly options: LinkCheckJobOptions,
    private readonly deps: LinkCheckDeps,
  ) {
    this.jobId = options.jobId ?? crypto.randomUUID();
    this.label = options.label ?? null;
    this.concurrency = options.concurrency ?? 8;
    this.timeoutMs = options.timeoutMs ?? 8_000;
    this.limiter = new HostLimiter(options.perHost ?? 2, () => this.pump());
    this.results = options.urls.map(() => null);
  }

  onProgress(listener: ProgressListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  run(): Promise<LinkCheckResult[]> {
    return this.start(this.options.urls.map((url, index) => ({ index, url, attempts: 1 })));
  }

  /** Cancels queued URLs and aborts those in flight; they get the outcome "cancelled". */
  cancel(): boolean {
    if (this.state !== "running") return false;
    this.state = "cancelled";
    this.controller.abort(new Error("cancelled"));
    for (const item of this.queue.splice(0)) this.record(item.index, this.cancelled(item));
    this.maybeSettle();
    return true;
  }

  /** Runs again every URL whose check failed or was cancelled. */
  retryFailed(): { retried: number; done: Promise<LinkCheckResult[]> } {
    if (this.state === "running") return { retried: 0, done: Promise.resolve(this.snapshot()) };
    const again: Item[] = [];
    this.results.forEach((result, index) => {
      if (result && (result.outcome === "failed" || result.outcome === "cancelled")) {
        again.push({ index, url: result.url, attempts: result.attempts + 1 });
        this.results[index] = null;
      }
    });
    if (again.length === 0) return { retried: 0, done: Promise.resolve(this.snapshot()) };
    this.controller = new AbortController();
    return { retried: again.length, done: this.start(again) };
  }

  snapshot(): LinkCheckResult[] {
    return this.results.filter((result): result is LinkCheckResult => result !== null);
  }

  progress(): LinkCheckProgress {
    const counts = { ok: 0, warnings: 0, failed: 0, cancelled: 0 };
    for (const result of this.results) {
      if (result === null) continue;
      if (result.outcome === "ok") counts.ok++;
      else if (result.outcome === "warning") counts.warnings++;
      else if (result.outcome === "failed") counts.failed++;
      else counts.cancelled++;
    }
    const done = counts.ok + counts.warnings + counts.failed + counts.cancelled;
    const elapsedMs = performance.now() - this.runStarted;
    const remaining = this.results.length - done;
    const etaMs = this.state !== "running" ? 0 : this.runDone === 0 ? null : Math.round((elapsedMs / this.runDone) * remaining);
    return { jobId: this.jobId, total: this.results.length, done, ...counts, inFlight: this.inFlight, elapsedMs, etaMs, state: this.state };
  }

  private start(items: Item[]): Promise<LinkCheckResult[]> {
    this.state = "running";
    this.queue = items;
    this.runStarted = performance.now();
    this.runDone = 0;
    const finished = new Promise<void>((resolve) => (this.settle = resolve));
    this.pump();
    this.maybeSettle();
    return finished.then(() => this.snapshot());
  }

  private pump(): void {
    while (this.state === "running" && this.inFlight < this.concurrency && this.queue.length > 0) {
      const index = this.queue.findIndex((item) => this.limiter.hasCapacity(hostKey(item.url)));
      if (index < 0) return;
      const [item] = this.queue.splice(index, 1) as [Item];
      this.limiter.tryAcquire(hostKey(item.url));
      this.inFlight++;
      void this.execute(item);
    }
  }

  private async execute(item: Item): Promise<void> {
    const cancel = this.controller.signal;
    const signal = AbortSignal.any([cancel, AbortSignal.timeout(this.timeoutMs)]);
    const previous = this.options.previous?.[item.url];
    let result = await checkUrl(item.url, { deps: this.deps, limiter: this.limiter, whitelist: this.options.whitelist ?? [], previous, signal, attempts: item.attempts });
    if (cancel.aborted) result = { ...this.cancelled(item), timeMs: result.timeMs };
    else if (result.outcome === "failed" && signal.aborted) result = { ...result, error: `timed out after ${this.timeoutMs} ms` };
    this.inFlight--;
    this.runDone++;
    this.record(item.index, result);
    this.pump();
    this.maybeSettle();
  }

  private cancelled(item: Item): LinkCheckResult {
    return {
      url: item.url, outcome: "cancelled", status: null, finalUrl: null, whitelisted: false, previewComplete: false,
      missingFields: [], imageUrl: null, imageReachable: null, title: null, price: null, titleChanged: null,
      priceChanged: null, sourceStatus: null, timeMs: 0, error: "cancelled", attempts: item.attempts,
    };
  }

  private record(index: number, result: LinkCheckResult): void {
    this.results[index] = result;
    const progress = this.progress();
    for (const listener of this.listeners) listener(progress, result);
  }

  private maybeSettle(): void {
    if (this.inFlight > 0 || (this.state === "running" && this.queue.length > 0)) return;
    if (this.state === "running") this.state = "finished";
    const settle = this.settle;
    this.settle = null;
    if (settle) {
      for (const listener of this.listeners) listener(this.progress(), null);
      settle();
    }
  }
}
