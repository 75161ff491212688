/** Latency, status and memory figures of a load run, per operation and over time. */

export type Percentiles = { count: number; p50: number; p95: number; p99: number; max: number };

export type OperationFigures = Percentiles & { op: string; kind: "read" | "write"; errors4xx: number; errors5xx: number; failures: number };

export type TimelinePoint = { second: number; requests: number; readP95: number; writeP95: number; rssMb: number; heapMb: number };

export type LoadFigures = {
  label: string;
  users: number;
  durationS: number;
  requests: number;
  throughput: number;
  errorRate: number;
  status5xx: number;
  status4xx: number;
  networkFailures: number;
  operations: OperationFigures[];
  timeline: TimelinePoint[];
  samples: { statuses: string[] };
};

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

type OpState = { kind: "read" | "write"; latencies: number[]; errors4xx: number; errors5xx: number; failures: number };

/** Memory of the process serving the stack: this process (in-process stack) or a child's VmRSS from /proc. */
export type MemoryProbe = () => { rssMb: number; heapMb: number };

export class Metrics {
  private readonly ops = new Map<string, OpState>();
  private readonly perSecond = new Map<number, { reads: number[]; writes: number[]; requests: number }>();
  private readonly memory: { second: number; rssMb: number; heapMb: number }[] = [];
  private readonly unexpected: string[] = [];
  private readonly started = Date.now();

  record(op: string, kind: "read" | "write", ms: number, status: number, detail?: string): void {
    const state = this.ops.get(op) ?? { kind, latencies: [], errors4xx: 0, errors5xx: 0, failures: 0 };
    this.ops.set(op, state);
    if (status === 0) state.failures += 1;
    else if (status >= 500) state.errors5xx += 1;
    else if (status >= 400) state.errors4xx += 1;
    else state.latencies.push(ms);
    if ((status === 0 || status >= 400) && this.unexpected.length < 20) this.unexpected.push(`${op} -> ${status} ${detail ?? ""}`.slice(0, 300));
    const second = Math.floor((Date.now() - this.started) / 1000);
    const bucket = this.perSecond.get(second) ?? { reads: [], writes: [], requests: 0 };
    this.perSecond.set(second, bucket);
    bucket.requests += 1;
    (kind === "read" ? bucket.reads : bucket.writes).push(ms);
  }

  sampleMemory(probe: MemoryProbe): void {
    this.memory.push({ second: (Date.now() - this.started) / 1000, ...probe() });
  }

  figures(label: string, users: number, durationS: number): LoadFigures {
    const operations = [...this.ops.entries()]
      .map(([op, s]) => ({ op, kind: s.kind, ...percentiles(s.latencies), errors4xx: s.errors4xx, errors5xx: s.errors5xx, failures: s.failures }))
      .sort((a, b) => a.op.localeCompare(b.op));
    const requests = operations.reduce((n, o) => n + o.count + o.errors4xx + o.errors5xx + o.failures, 0);
    const status5xx = operations.reduce((n, o) => n + o.errors5xx, 0);
    const status4xx = operations.reduce((n, o) => n + o.errors4xx, 0);
    const networkFailures = operations.reduce((n, o) => n + o.failures, 0);
    const timeline: TimelinePoint[] = [...this.perSecond.entries()]
      .sort(([a], [b]) => a - b)
      .map(([second, b]) => {
        const mem = nearest(this.memory, second);
        return { second, requests: b.requests, readP95: percentiles(b.reads).p95, writeP95: percentiles(b.writes).p95, rssMb: mem?.rssMb ?? 0, heapMb: mem?.heapMb ?? 0 };
      });
    return {
      label,
      users,
      durationS,
      requests,
      throughput: requests / Math.max(durationS, 1),
      errorRate: requests ? (status5xx + status4xx + networkFailures) / requests : 0,
      status5xx,
      status4xx,
      networkFailures,
      operations,
      timeline,
      samples: { statuses: [...this.unexpected] },
    };
  }
}

function nearest<T extends { second: number }>(samples: T[], second: number): T | undefined {
  let best: T | undefined;
  for (const s of samples) if (!best || Math.abs(s.second - second) < Math.abs(best.second - second)) best = s;
  return best;
}
