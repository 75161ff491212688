import type { LoadFigures } from "./metrics.ts";

const ms = (n: number) => n.toFixed(1);

/** A plain-text table of a run's figures (console output of the short suite, and the report's tables). */
export function summaryTable(f: LoadFigures): string {
  const lines = [
    `${f.label}: ${f.users} users, ${f.durationS.toFixed(1)} s, ${f.requests} requests, ${f.throughput.toFixed(1)} req/s, error rate ${(f.errorRate * 100).toFixed(3)}% (5xx ${f.status5xx}, 4xx ${f.status4xx}, no answer ${f.networkFailures})`,
    "| operation | kind | ok | p50 ms | p95 ms | p99 ms | max ms | 4xx | 5xx | no answer |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...f.operations.map((o) => `| ${o.op} | ${o.kind} | ${o.count} | ${ms(o.p50)} | ${ms(o.p95)} | ${ms(o.p99)} | ${ms(o.max)} | ${o.errors4xx} | ${o.errors5xx} | ${o.failures} |`),
  ];
  const rss = f.timeline.map((t) => t.rssMb).filter((n) => n > 0);
  if (rss.length) {
    const warm = rss.slice(Math.floor(rss.length / 4));
    lines.push(`memory (RSS MB): start ${rss[0]!.toFixed(0)}, after warm-up ${warm[0]!.toFixed(0)}, end ${rss.at(-1)!.toFixed(0)}, max ${Math.max(...rss).toFixed(0)}`);
  }
  return lines.join("\n");
}
