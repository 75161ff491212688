import { Button, Progress } from "antd";
import type { LinkCheckProgress } from "@renderer/platform/index.ts";
import { formatDuration } from "../result-filters.ts";

type Props = {
  progress: LinkCheckProgress;
  onCancel: () => void;
  onRetry: () => void;
  onExport: () => void;
};

/** Progress bar with counts and ETA; cancel while running, retry failed and CSV export afterwards. */
export function ProgressPanel({ progress, onCancel, onRetry, onExport }: Props) {
  const percent = progress.total === 0 ? 0 : Math.floor((progress.done / progress.total) * 100);
  const running = progress.state === "running";
  const failed = progress.failed + progress.cancelled;
  return (
    <section className="desktop-tools__panel" aria-labelledby="lc-progress">
      <h2 id="lc-progress">Progress</h2>
      <Progress percent={percent} status={running ? "active" : failed > 0 ? "exception" : "success"} aria-label="Link check progress" />
      <p aria-live="polite" data-testid="lc-counts">
        {progress.done} of {progress.total} checked · {progress.ok} ok · {progress.warnings} warnings · {progress.failed} failed
        {progress.cancelled > 0 ? ` · ${progress.cancelled} cancelled` : ""}
        {" · "}
        {running ? (progress.etaMs !== null ? `about ${formatDuration(progress.etaMs)} left` : "estimating time left") : progress.state === "cancelled" ? "Cancelled" : "Finished"}
        {` in ${formatDuration(progress.elapsedMs)}`}
      </p>
      <div className="desktop-tools__actions">
        {running ? (
          <Button danger onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button disabled={running || failed === 0} onClick={onRetry}>
          Retry failed
        </Button>
        <Button disabled={running} onClick={onExport}>
          Export CSV
        </Button>
      </div>
    </section>
  );
}
