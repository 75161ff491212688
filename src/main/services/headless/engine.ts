/** What a headless render returns before extraction. */
export interface RenderOutcome {
  finalUrl: string | null;
  /** The rendered DOM (document.documentElement.outerHTML), or null if nothing loaded. */
  html: string | null;
  screenshotPng: Buffer | null;
  logs: string[];
  blockedRequests: string[];
  timedOut: boolean;
  error: string | null;
}

export interface RenderOptions {
  /** Hard deadline: after it the page (window or context) is destroyed. */
  deadlineMs: number;
}

/**
 * The headless-browser engine behind the URL debugger's "Render in browser": the app uses an
 * offscreen Electron BrowserWindow, Node (tests, `npm run debug-url`) uses playwright-core + Chromium.
 */
export interface RenderEngine {
  render(url: string, options: RenderOptions): Promise<RenderOutcome>;
  close(): Promise<void>;
}

const TIMEOUT = Symbol("timeout");

/** Runs `work` but gives up at the deadline, calling `onTimeout` (which destroys the page). */
export async function withDeadline<T>(work: Promise<T>, deadlineMs: number, onTimeout: () => Promise<void> | void): Promise<{ value: T | null; timedOut: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), deadlineMs);
  });
  try {
    const winner = await Promise.race([work, deadline]);
    if (winner === TIMEOUT) {
      await onTimeout();
      work.catch(() => undefined);
      return { value: null, timedOut: true };
    }
    return { value: winner as T, timedOut: false };
  } finally {
    clearTimeout(timer);
  }
}
