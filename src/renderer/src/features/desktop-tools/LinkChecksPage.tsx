import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Seo } from "../../components/Seo.tsx";
import AntdProvider from "../../components/AntdProvider.tsx";
import { errorText } from "@renderer/lib/error-text.ts";
import { useToast } from "../../lib/toast.ts";
import { useT } from "../../lib/i18n.tsx";
import { useSession } from "../../data/session/use-session.ts";
import { useIsAdmin } from "../../data/session/is-admin.ts";
import { fetchWhitelistedNames } from "../../data/whitelist/queries.ts";
import { fetchAllPosts, fetchMyPosts, type CheckInput } from "./post-sources.ts";
import { useLinkCheckJob } from "./use-link-check-job.ts";
import { useLinkCheckHistory } from "../../data/desktop/queries.ts";
import { SourcePanel } from "./components/SourcePanel.tsx";
import { ProgressPanel } from "./components/ProgressPanel.tsx";
import { ResultsTable } from "./components/ResultsTable.tsx";
import { HistoryList } from "./components/HistoryList.tsx";
import { JOB_LABELS } from "./job-labels.ts";
import "./desktop-tools.css";

type Source = { kind: "list"; input: CheckInput; label: string } | { kind: "mine" } | { kind: "all" };

/** /tools/link-checks (desktop): bulk link-preview checks with progress, results, CSV export and history. */
export default function LinkChecksPage() {
  const { userId } = useSession();
  const { isAdmin } = useIsAdmin();
  const toast = useToast();
  const t = useT();
  const job = useLinkCheckJob();
  const history = useLinkCheckHistory();
  const [notice, setNotice] = useState<string | null>(null);

  const start = useMutation({
    mutationFn: async (source: Source) => {
      const [input, label] =
        source.kind === "list" ? [source.input, source.label] : source.kind === "mine" && userId ? [await fetchMyPosts(userId), JOB_LABELS.mine] : [await fetchAllPosts(), JOB_LABELS.all];
      if (input.urls.length === 0) throw new Error(t("desktop.linkChecks.noPosts"));
      const whitelist = await fetchWhitelistedNames();
      await job.start({ urls: input.urls, previous: input.previous, whitelist, label });
    },
    onError: (error) => setNotice(errorText(t, error)),
    onSuccess: () => setNotice(null),
  });

  const running = job.progress?.state === "running";

  return (
    <AntdProvider>
      <div className="desktop-tools">
        <Seo title={t("desktop.linkChecks.pageTitle")} noindex />
        <header className="page-header">
          <h1>{t("desktop.linkChecks.title")}</h1>
          <p>{t("desktop.linkChecks.lead")}</p>
        </header>
        <SourcePanel
          busy={start.isPending || running}
          signedIn={userId !== null}
          isAdmin={isAdmin}
          onCheck={(input, label) => start.mutate({ kind: "list", input, label })}
          onCheckMine={() => start.mutate({ kind: "mine" })}
          onCheckAll={() => start.mutate({ kind: "all" })}
        />
        {notice ? (
          <p className="field-error" role="alert">
            {notice}
          </p>
        ) : null}
        {job.progress ? (
          <ProgressPanel
            progress={job.progress}
            onCancel={() => void job.cancel()}
            onRetry={() => void job.retryFailed().catch((error: unknown) => toast.error(errorText(t, error)))}
            onExport={() =>
              void job.saveCsv().then(
                (saved) => (saved.saved ? toast.success(saved.path ? t("desktop.linkChecks.savedTo", { path: saved.path }) : t("desktop.linkChecks.saved")) : undefined),
                (error: unknown) => toast.error(errorText(t, error)),
              )
            }
          />
        ) : null}
        {job.jobId ? <ResultsTable results={job.results} /> : null}
        {history.data ? <HistoryList jobs={history.data} currentJobId={job.jobId} onOpen={job.open} /> : null}
        {history.isError ? <p role="alert">{errorText(t, history.error)}</p> : null}
      </div>
    </AntdProvider>
  );
}
