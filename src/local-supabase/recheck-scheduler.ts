/**
 * The local stack's stand-in for pg_cron (issue 20): every RECHECK_INTERVAL_MINUTES it calls the listing-recheck
 * edge function with the service-role key, as the hosted schedule does through pg_net. One pass at a time; a pass
 * still running when the next is due is not doubled. The function records each run (private.recheck_runs).
 */
export interface RecheckScheduler {
  /** Runs one pass now (what the timer does); resolves with the function's report. */
  runNow(): Promise<unknown>;
  stop(): Promise<void>;
}

export function startRecheckScheduler(options: {
  functionsUrl: () => string;
  serviceKey: string;
  intervalMs: number;
  fetchImpl?: typeof fetch;
  onError?: (error: unknown) => void;
}): RecheckScheduler {
  const fetchImpl = options.fetchImpl ?? fetch;
  let running: Promise<unknown> | null = null;
  const runNow = () =>
    (running ??= (async () => {
      try {
        const res = await fetchImpl(`${options.functionsUrl()}/listing-recheck`, {
          method: "POST",
          headers: { authorization: `Bearer ${options.serviceKey}`, apikey: options.serviceKey, "content-type": "application/json" },
          body: JSON.stringify({ trigger: "local-scheduler" }),
        });
        const body: unknown = await res.json().catch(() => null);
        if (!res.ok) throw new Error(`listing-recheck answered ${res.status}: ${JSON.stringify(body)}`);
        return body;
      } finally {
        running = null;
      }
    })());
  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          runNow().catch((error: unknown) => options.onError?.(error));
        }, options.intervalMs)
      : null;
  timer?.unref?.();
  return {
    runNow,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
