import type { Page } from "playwright-core";

/** Chrome's counters (Performance.getMetrics) that do not measure time: layouts, style recalcs, DOM and layout sizes. */
export type RenderCounters = { LayoutCount: number; RecalcStyleCount: number; Nodes: number; LayoutObjects: number; JSEventListeners: number };

const NAMES: (keyof RenderCounters)[] = ["LayoutCount", "RecalcStyleCount", "Nodes", "LayoutObjects", "JSEventListeners"];

/** Reads a page's render counters through the DevTools protocol. */
export async function renderCounters(page: Page): Promise<() => Promise<RenderCounters>> {
  const session = await page.context().newCDPSession(page);
  await session.send("Performance.enable");
  return async () => {
    const { metrics } = await session.send("Performance.getMetrics");
    const byName = new Map(metrics.map((m) => [m.name, m.value]));
    return Object.fromEntries(NAMES.map((name) => [name, byName.get(name) ?? 0])) as RenderCounters;
  };
}

/** The change of each counter between two readings. */
export function counterDelta(before: RenderCounters, after: RenderCounters): RenderCounters {
  return Object.fromEntries(NAMES.map((name) => [name, after[name] - before[name]])) as RenderCounters;
}
