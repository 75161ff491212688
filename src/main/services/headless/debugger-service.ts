import type { RenderReport } from "@shared/ipc/index.ts";
import type { LinkMetadata } from "@shared/link-intelligence/index.ts";
import { extractMetadata } from "../extraction.ts";
import { diffExtractions } from "./compare.ts";
import type { RenderEngine } from "./engine.ts";

export interface DebuggerDeps {
  engine: RenderEngine;
  /** The plain-fetch extraction (the same one the metadata-extractor function runs). */
  staticExtract: (url: string) => Promise<LinkMetadata>;
  deadlineMs: number;
}

/** "Render in browser": static and rendered extraction side by side, with a screenshot and the logs. */
export async function renderAndCompare(url: string, deps: DebuggerDeps): Promise<RenderReport> {
  const started = performance.now();
  const [staticSettled, outcome] = await Promise.all([
    deps.staticExtract(url).then(
      (value) => value,
      (error: Error) => ({ error: error.message }),
    ),
    deps.engine.render(url, { deadlineMs: deps.deadlineMs }),
  ]);
  const staticResult = "title" in staticSettled ? staticSettled : null;
  const rendered = outcome.html !== null && outcome.finalUrl !== null ? extractMetadata(outcome.html, outcome.finalUrl) : null;
  const logs = [...outcome.logs];
  if (!("title" in staticSettled)) logs.push(`static extraction failed: ${staticSettled.error}`);
  for (const blocked of outcome.blockedRequests) logs.push(`blocked: ${blocked}`);
  return {
    url,
    finalUrl: outcome.finalUrl,
    rendered,
    static: staticResult,
    differences: diffExtractions(staticResult, rendered),
    screenshot: outcome.screenshotPng ? `data:image/png;base64,${outcome.screenshotPng.toString("base64")}` : null,
    logs,
    blockedRequests: outcome.blockedRequests,
    timedOut: outcome.timedOut,
    durationMs: Math.round(performance.now() - started),
    error: outcome.error,
  };
}
