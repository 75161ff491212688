import cluster from "node:cluster";

/**
 * State the gateway keeps in memory that must be one for the whole stack when several gateway workers share the port
 * (cluster.ts): per-IP Auth rate limits, per-address e-mail cooldowns, and "drop your cache" signals (session
 * verdicts, public storage metadata). In one process it is a plain in-memory store; in a worker every call goes to
 * the primary process, which holds the one store, and signals go to every other worker.
 */
export interface SharedState {
  /** Records a hit under `key` unless `limit` hits already fall within the last `windowMs`; false when refused. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** When `key` was last noted (ms since the epoch), if within the last `windowMs`. */
  lastNoted(key: string, windowMs: number): Promise<number | undefined>;
  note(key: string, windowMs: number): Promise<void>;
  /** Runs `listener` when any other process of the stack publishes `topic`. */
  subscribe(topic: string, listener: () => void): void;
  /** Tells every other process of the stack and resolves once each has run its listeners (the caller drops its own cache). */
  publish(topic: string): Promise<void>;
}

const MAX_KEYS = 10_000;

/** The store itself: sliding windows and notes, with stale keys swept once there are many. */
export class MemoryStore {
  private readonly hits = new Map<string, number[]>();
  private readonly notes = new Map<string, { at: number; windowMs: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, limit: number, windowMs: number): boolean {
    const t = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => t - at < windowMs);
    const allowed = recent.length < limit;
    if (allowed) recent.push(t);
    this.hits.set(key, recent);
    if (this.hits.size > MAX_KEYS) for (const [k, list] of this.hits) if (!list.some((at) => t - at < windowMs)) this.hits.delete(k);
    return allowed;
  }

  lastNoted(key: string, windowMs: number): number | undefined {
    const noted = this.notes.get(key);
    return noted && this.now() - noted.at < windowMs ? noted.at : undefined;
  }

  note(key: string, windowMs: number): void {
    const t = this.now();
    this.notes.set(key, { at: t, windowMs });
    if (this.notes.size > MAX_KEYS) for (const [k, noted] of this.notes) if (t - noted.at >= noted.windowMs) this.notes.delete(k);
  }
}

/** One process: the store in memory, no one to signal. */
export function localState(now: () => number = Date.now): SharedState {
  const store = new MemoryStore(now);
  return {
    hit: async (key, limit, windowMs) => store.hit(key, limit, windowMs),
    lastNoted: async (key, windowMs) => store.lastNoted(key, windowMs),
    note: async (key, windowMs) => store.note(key, windowMs),
    subscribe: () => {},
    publish: async () => {},
  };
}

type Call = { op: "hit"; key: string; limit: number; windowMs: number } | { op: "lastNoted"; key: string; windowMs: number } | { op: "note"; key: string; windowMs: number };
type Message =
  | { stack: "call"; id: number; call: Call }
  | { stack: "reply"; id: number; value: unknown }
  | { stack: "publish"; id: number; topic: string }
  | { stack: "published"; id: number };

function isMessage(value: unknown): value is Message {
  return typeof value === "object" && value !== null && "stack" in value;
}

/** In a cluster worker: calls and signals through the primary (see `serveSharedState`). */
export function workerState(): SharedState {
  const pending = new Map<number, (value: unknown) => void>();
  const listeners = new Map<string, (() => void)[]>();
  let nextId = 1;
  process.on("message", (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.stack === "reply") {
      pending.get(message.id)?.(message.value);
      pending.delete(message.id);
    } else if (message.stack === "publish") {
      for (const listener of listeners.get(message.topic) ?? []) listener();
      process.send?.({ stack: "published", id: message.id } satisfies Message);
    }
  });
  const send = (message: (id: number) => Message) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      process.send?.(message(id));
    });
  const call = (body: Call) => send((id) => ({ stack: "call", id, call: body }));
  return {
    hit: async (key, limit, windowMs) => (await call({ op: "hit", key, limit, windowMs })) === true,
    lastNoted: async (key, windowMs) => {
      const value = await call({ op: "lastNoted", key, windowMs });
      return typeof value === "number" ? value : undefined;
    },
    note: async (key, windowMs) => {
      await call({ op: "note", key, windowMs });
    },
    subscribe: (topic, listener) => listeners.set(topic, [...(listeners.get(topic) ?? []), listener]),
    publish: async (topic) => {
      await send((id) => ({ stack: "publish", id, topic }));
    },
  };
}

/**
 * In the primary: answers every worker's calls from one store, and passes each signal on to the other workers,
 * answering the sender once every one of them has run its listeners (or is gone), so a sign-out's answer leaves only
 * after no worker would still accept the session.
 */
export function serveSharedState(now: () => number = Date.now): void {
  const store = new MemoryStore(now);
  let nextId = 1;
  /** Signals on their way: the workers that have not yet confirmed, and what to do once none is left. */
  const signals = new Map<number, { waiting: Set<number>; done: () => void }>();
  const settle = (id: number, workerId: number) => {
    const signal = signals.get(id);
    if (!signal) return;
    signal.waiting.delete(workerId);
    if (signal.waiting.size === 0) {
      signals.delete(id);
      signal.done();
    }
  };
  cluster.on("exit", (worker) => {
    for (const id of [...signals.keys()]) settle(id, worker.id);
  });
  cluster.on("message", (worker, message: unknown) => {
    if (!isMessage(message)) return;
    const reply = (id: number, value: unknown) => {
      if (worker.isConnected()) worker.send({ stack: "reply", id, value } satisfies Message);
    };
    if (message.stack === "call") {
      const { call } = message;
      const value = call.op === "hit" ? store.hit(call.key, call.limit, call.windowMs) : call.op === "lastNoted" ? store.lastNoted(call.key, call.windowMs) : store.note(call.key, call.windowMs);
      reply(message.id, value ?? null);
    } else if (message.stack === "publish") {
      const others = Object.values(cluster.workers ?? {}).filter((other) => other !== undefined && other !== worker && other.isConnected());
      if (others.length === 0) return reply(message.id, true);
      const id = nextId++;
      signals.set(id, { waiting: new Set(others.map((other) => other!.id)), done: () => reply(message.id, true) });
      for (const other of others) other!.send({ stack: "publish", id, topic: message.topic } satisfies Message);
    } else if (message.stack === "published") {
      settle(message.id, worker.id);
    }
  });
}

/** The state for this process: through the primary in a cluster worker, in memory otherwise. */
export function stackState(): SharedState {
  return cluster.isWorker ? workerState() : localState();
}
