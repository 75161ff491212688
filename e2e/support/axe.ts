import { createRequire } from "node:module";
import fs from "node:fs";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: string[] };

/** Runs axe-core (WCAG 2.x A/AA rules) on the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  // Evaluated through the devtools protocol: the app's CSP (script-src 'self') forbids inline script tags.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // Let finite animations end first: a list fading in or out is half transparent, and axe would judge the contrast
  // of its blended colours (seen in CI: an antd suggestion list closing, text #9b9b9b on #fbfbfb). Endless ones
  // (spinners, skeletons) are left running. An animation can also start while axe runs (seen in CI: the sign-in
  // toast's three seconds ending mid-run, its title judged at #e7e9eb on #f6f8fa), so the run is repeated, after that
  // animation too has ended, until none started during it.
  type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string; failureSummary?: string }[] }[] };
  let results: AxeResult | undefined;
  for (let attempt = 0; attempt < 5 && !results; attempt += 1) {
    await page.evaluate(async () => {
      const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const run = await page.evaluate(async () => {
      let started = 0;
      const count = (): void => void (started += 1);
      for (const type of ["animationstart", "transitionstart"]) document.addEventListener(type, count, true);
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
      const found = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } });
      for (const type of ["animationstart", "transitionstart"]) document.removeEventListener(type, count, true);
      return { found, started };
    });
    if (run.started === 0 || attempt === 4) results = run.found;
  }
  if (!results) throw new Error("axe did not run");
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)} ${n.failureSummary ?? ""}`.trim()) }));
}
