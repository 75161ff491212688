import { Button } from "antd";
import type { LinkCheckJobSummary } from "@renderer/platform/index.ts";

/** Earlier checks kept by the app (newest first); opening one shows its results. */
export function HistoryList({ jobs, currentJobId, onOpen }: { jobs: LinkCheckJobSummary[]; currentJobId: string | null; onOpen: (jobId: string) => void }) {
  return (
    <section className="desktop-tools__panel" aria-labelledby="lc-history">
      <h2 id="lc-history">History</h2>
      {jobs.length === 0 ? (
        <p>No checks yet.</p>
      ) : (
        <ul className="desktop-tools__history">
          {jobs.map((job) => (
            <li key={job.jobId}>
              <span>
                {job.label ?? "Link check"} · {new Date(job.startedAt).toLocaleString("en-CA")} · {job.progress.total} URLs · {job.progress.ok} ok · {job.progress.warnings} warnings · {job.progress.failed} failed
              </span>
              <Button size="small" disabled={job.jobId === currentJobId} onClick={() => onOpen(job.jobId)} aria-label={`Open results of ${job.label ?? "link check"} started ${new Date(job.startedAt).toLocaleString("en-CA")}`}>
                Open
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
