import { Button } from "antd";
import type { LinkCheckJobSummary } from "@renderer/platform/index.ts";
import { LOCALE_TAGS } from "@shared/i18n/locales.ts";
import { useLocale, useT } from "@renderer/lib/i18n.tsx";
import { jobLabel } from "../job-labels.ts";

/** Earlier checks kept by the app (newest first); opening one shows its results. */
export function HistoryList({ jobs, currentJobId, onOpen }: { jobs: LinkCheckJobSummary[]; currentJobId: string | null; onOpen: (jobId: string) => void }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <section className="desktop-tools__panel" aria-labelledby="lc-history">
      <h2 id="lc-history">{t("desktop.history.title")}</h2>
      {jobs.length === 0 ? (
        <p>{t("desktop.history.empty")}</p>
      ) : (
        <ul className="desktop-tools__history">
          {jobs.map((job) => {
            const started = new Date(job.startedAt).toLocaleString(LOCALE_TAGS[locale]);
            const counts = { total: job.progress.total, ok: job.progress.ok, warnings: job.progress.warnings, failed: job.progress.failed };
            return (
              <li key={job.jobId}>
                <span>
                  {jobLabel(t, job.label)} · {started} · {t("desktop.history.counts", counts)}
                </span>
                <Button size="small" disabled={job.jobId === currentJobId} onClick={() => onOpen(job.jobId)} aria-label={t("desktop.history.openLabel", { label: jobLabel(t, job.label, "inside"), started })}>
                  {t("desktop.history.open")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
