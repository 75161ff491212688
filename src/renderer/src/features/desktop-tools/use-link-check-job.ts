import { useCallback, useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LinkCheckProgress, LinkCheckResult, LinkCheckStart } from "../../platform/index.ts";
import { linkCheckApi as api } from "../../data/desktop/queries.ts";
import { desktopKeys } from "../../data/desktop/keys.ts";

/**
 * The job on screen: its progress (pushed by the main process) and results (one per finished URL,
 * loaded in full when a job is opened from history).
 */
export function useLinkCheckJob() {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [progress, setProgress] = useState<LinkCheckProgress | null>(null);
  const [results, setResults] = useState<Map<string, LinkCheckResult>>(new Map());

  useEffect(() => {
    if (!jobId) return undefined;
    const unsubscribe = api().onProgress((event) => {
      if (event.progress.jobId !== jobId) return;
      setProgress(event.progress);
      const result = event.result;
      if (result) setResults((current) => new Map(current).set(result.url, result));
      if (event.progress.state !== "running") void queryClient.invalidateQueries({ queryKey: desktopKeys.linkCheckHistory() });
    });
    // Events sent before the subscription are not lost: load the job's state once subscribed.
    void api()
      .getResults({ jobId })
      .then((snapshot) => {
        setProgress((current) => (current && current.done >= snapshot.progress.done ? current : snapshot.progress));
        setResults((current) => {
          const merged = new Map(snapshot.results.map((r) => [r.url, r]));
          for (const [url, r] of current) merged.set(url, r);
          return merged;
        });
      })
      .catch(() => undefined); // a job the main process no longer knows: progress events still arrive
    return unsubscribe;
  }, [jobId, queryClient]);

  const open = useCallback((id: string) => {
    setProgress(null);
    setResults(new Map());
    setJobId(id);
  }, []);

  const start = useCallback(async (request: LinkCheckStart) => open((await api().start(request)).jobId), [open]);
  const cancel = useCallback(async () => (jobId ? (await api().cancel({ jobId })).cancelled : false), [jobId]);
  const retryFailed = useCallback(async () => {
    if (!jobId) return 0;
    const { retried } = await api().retryFailed({ jobId });
    return retried;
  }, [jobId]);
  const saveCsv = useCallback(async () => (jobId ? api().saveCsv({ jobId }) : { saved: false, path: null }), [jobId]);

  return { jobId, progress, results: [...results.values()], open, start, cancel, retryFailed, saveCsv };
}
