import { Button, Progress } from "antd";
import type { LinkCheckProgress } from "@renderer/platform/index.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { formatDuration } from "../result-filters.ts";

/** Where the job stands, with the time it has taken: "about 12 s left in 3 s", "Finished in 1 min 5 s". */
function stateKey(progress: LinkCheckProgress): MessageKey {
  if (progress.state === "running") return progress.etaMs === null ? "desktop.progress.estimating" : "desktop.progress.eta";
  return progress.state === "cancelled" ? "desktop.progress.cancelled" : "desktop.progress.finished";
}

type Props = {
  progress: LinkCheckProgress;
  onCancel: () => void;
  onRetry: () => void;
  onExport: () => void;
};

/** Progress bar with counts and ETA; cancel while running, retry failed and CSV export afterwards. */
export function ProgressPanel({ progress, onCancel, onRetry, onExport }: Props) {
  const t = useT();
  const percent = progress.total === 0 ? 0 : Math.floor((progress.done / progress.total) * 100);
  const running = progress.state === "running";
  const failed = progress.failed + progress.cancelled;
  return (
    <section className="desktop-tools__panel" aria-labelledby="lc-progress">
      <h2 id="lc-progress">{t("desktop.progress.title")}</h2>
      <Progress percent={percent} status={running ? "active" : failed > 0 ? "exception" : "success"} aria-label={t("desktop.progress.label")} />
      <p aria-live="polite" data-testid="lc-counts">
        {t("desktop.progress.counts", { done: progress.done, total: progress.total, ok: progress.ok, warnings: progress.warnings, failed: progress.failed })}
        {progress.cancelled > 0 ? ` · ${t("desktop.progress.cancelledCount", { count: progress.cancelled })}` : ""}
        {" · "}
        {t(stateKey(progress), { eta: progress.etaMs === null ? "" : formatDuration(progress.etaMs), elapsed: formatDuration(progress.elapsedMs) })}
      </p>
      <div className="desktop-tools__actions">
        {running ? (
          <Button danger onClick={onCancel}>
            {t("desktop.progress.cancel")}
          </Button>
        ) : null}
        <Button disabled={running || failed === 0} onClick={onRetry}>
          {t("desktop.progress.retry")}
        </Button>
        <Button disabled={running} onClick={onExport}>
          {t("desktop.progress.export")}
        </Button>
      </div>
    </section>
  );
}
