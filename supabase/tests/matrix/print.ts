// Renders the matrix as a text table: one row per (target, operation, scenario), one column per actor.
import { ACTORS, ACTOR_LABELS, type Actor } from "./world.ts";
import type { Cell, Outcome } from "./probe.ts";

export interface Result {
  cell: Cell;
  outcomes: Partial<Record<Actor, Outcome>>;
}

const mark = (expected: boolean | undefined, outcome: Outcome | undefined) => {
  if (expected === undefined || outcome === undefined) return "·";
  const symbol = outcome.allowed ? "allow" : "deny";
  return outcome.allowed === expected ? symbol : `${symbol}!!`;
};

export function renderMatrix(title: string, results: readonly Result[]): string {
  const head = ["target", "op", "scenario", ...ACTORS.map((a) => ACTOR_LABELS[a])];
  const body = results.map(({ cell, outcomes }) => [
    cell.target, cell.op, cell.scenario, ...ACTORS.map((a) => mark(cell.expect[a], outcomes[a])),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const rule = `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`;
  return [title, line(head), rule, ...body.map(line), "allow/deny = observed and expected; !! = differs from expected; · = not applicable"].join("\n");
}
