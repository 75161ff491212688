import { linkCheckJobSummarySchema, linkCheckResultSchema } from "@shared/ipc/index.ts";
import type { EventOf, LinkCheckJobSummary, LinkCheckResult, PreviousValue, Settings } from "@shared/ipc/index.ts";
import type { KeyValueStore } from "../kv-store.ts";
import { resultsToCsv } from "./csv.ts";
import { LinkCheckJob } from "./job.ts";
import type { LinkCheckDeps } from "./types.ts";
import { z } from "zod";

const HISTORY_KEY = "linkCheckHistory";
const HISTORY_LIMIT = 20;
const historySchema = z.array(z.object({ summary: linkCheckJobSummarySchema, results: z.array(linkCheckResultSchema) }));
type HistoryEntry = z.output<typeof historySchema>[number];

export interface StartRequest {
  urls: string[];
  whitelist?: string[] | undefined;
  previous?: Record<string, PreviousValue> | undefined;
  label?: string | undefined;
}

/**
 * The jobs of this app session plus a history (last 20, with results) kept in the store.
 * Progress goes to `emit` (the main window) as `linkCheck:progress` events.
 */
export class LinkCheckService {
  private readonly jobs = new Map<string, LinkCheckJob>();

  constructor(
    private readonly deps: LinkCheckDeps,
    private readonly store: KeyValueStore,
    private readonly settings: () => Settings["linkCheck"],
    private readonly emit: (event: EventOf<"linkCheck:progress">) => void,
  ) {}

  start(request: StartRequest): { jobId: string } {
    const { concurrency, perHost, timeoutMs } = this.settings();
    const job = new LinkCheckJob({ ...request, label: request.label ?? null, concurrency, perHost, timeoutMs }, this.deps);
    this.jobs.set(job.jobId, job);
    job.onProgress((progress, result) => this.emit({ progress, result }));
    void job.run().then(() => this.remember(job));
    return { jobId: job.jobId };
  }

  cancel(jobId: string): boolean {
    return this.jobs.get(jobId)?.cancel() ?? false;
  }

  retryFailed(jobId: string): number {
    const job = this.jobs.get(jobId);
    if (!job) return 0;
    const { retried, done } = job.retryFailed();
    void done.then(() => this.remember(job));
    return retried;
  }

  results(jobId: string): { progress: LinkCheckJobSummary["progress"]; results: LinkCheckResult[] } {
    const job = this.jobs.get(jobId);
    if (job) return { progress: job.progress(), results: job.snapshot() };
    const stored = this.history().find((entry) => entry.summary.jobId === jobId);
    if (!stored) throw new Error(`unknown job ${jobId}`);
    return { progress: stored.summary.progress, results: stored.results };
  }

  summaries(): LinkCheckJobSummary[] {
    return this.history().map((entry) => entry.summary);
  }

  exportCsv(jobId: string): { fileName: string; csv: string } {
    return { fileName: `link-check-${jobId.slice(0, 8)}.csv`, csv: resultsToCsv(this.results(jobId).results) };
  }

  private history(): HistoryEntry[] {
    const parsed = historySchema.safeParse(this.store.get(HISTORY_KEY) ?? []);
    return parsed.success ? parsed.data : [];
  }

  private remember(job: LinkCheckJob): void {
    const entry: HistoryEntry = {
      summary: { jobId: job.jobId, label: job.label, startedAt: job.startedAt, progress: job.progress() },
      results: job.snapshot(),
    };
    const rest = this.history().filter((item) => item.summary.jobId !== job.jobId);
    this.store.set(HISTORY_KEY, [entry, ...rest].slice(0, HISTORY_LIMIT));
  }
}
