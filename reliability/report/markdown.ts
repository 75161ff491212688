import type { CrashReport } from "../faults/crash-cycles.ts";
import type { LoadFigures } from "../load/metrics.ts";
import { summaryTable } from "../load/summary.ts";
import type { Verification } from "../load/ledger.ts";

export type SoakResult = {
  startedAt: string;
  machine: string;
  /** A virtual user's average pause between actions. */
  thinkMs: number;
  runs: { figures: LoadFigures; verification: Verification; problems: string[] }[];
  crashes: CrashReport[];
  audit: string;
  chartFile: string;
};

/** The soak report: figures per run and operation, writes counted, crash cycles, audit, and the chart. */
export function soakMarkdown(r: SoakResult): string {
  const out = [`# Soak report ${r.startedAt}`, "", `Machine: ${r.machine}. Loopback only; closed-loop virtual users (80% browsing, 15% save/offer/report, 5% upload + post), each pausing ${r.thinkMs} ms on average between actions.`, "", `![latency and memory over time](${r.chartFile})`, ""];
  for (const run of r.runs) {
    out.push(`## ${run.figures.label}`, "", summaryTable(run.figures), "");
    const c = run.verification.counted;
    out.push(`Writes counted in the database afterwards: ${c.offer} offers, ${c.report} reports, ${c.post} posts, ${c.upload} uploads, ${c.saved} saved listings. Problems: ${run.problems.length ? run.problems.join("; ") : "none (every acknowledged write present exactly once)"}.`, "");
  }
  out.push("## kill -9 crash cycles", "");
  for (const crash of r.crashes) {
    out.push(`### ${crash.backend}`, "", "| cycle | writes acknowledged so far | writes in flight (unknown) | restart ms | problems |", "|---:|---:|---:|---:|---|");
    for (const c of crash.cycles) out.push(`| ${c.cycle} | ${c.ackedBeforeKill} | ${c.unknownAtKill} | ${c.restartMs} | ${c.problems.join("; ") || "none"} |`);
    out.push("");
  }
  out.push("## npm audit --omit=dev", "", "```", r.audit.trim(), "```", "");
  return out.join("\n");
}
