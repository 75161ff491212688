import type { PGlite } from "@electric-sql/pglite";
import { isMainThread, Worker } from "node:worker_threads";

/**
 * PGlite runs PostgreSQL in WebAssembly on this thread, so statement_timeout cannot fire while a statement runs: its
 * timer is a JavaScript setTimeout, which waits for the statement to return (a 25 s query under a 1 s timeout ran to
 * the end). Nor does anything stop a statement from growing PGlite's memory, which never shrinks again (a 20-level
 * embedding took it from 128 MB to its 2 GB ceiling in under 2 s). While a guarded statement runs, a helper thread
 * wakes every POLL_MS and asks V8, through the inspector session it holds on this thread, to run `check` between two
 * instructions of the statement. Past the deadline, or once the statement has grown PGlite's memory past
 * `maxHeapBytes`, `check` sets PostgreSQL's own QueryCancelPending and InterruptPending flags (exactly what
 * PostgreSQL's SIGINT handler does) and the statement stops at its next CHECK_FOR_INTERRUPTS, its transaction
 * aborted as usual. The error says why: 57014 statement timeout, or 53200 out of memory.
 */
export interface StatementWatchdog {
  /** Runs `statement`, cancelled once it has run `timeoutMs` or grown PGlite's memory past the limit; 0: unguarded. */
  run<T>(timeoutMs: number, statement: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface CancelFlags {
  /** The module's WebAssembly.Memory (typed by what is used: Node's types leave WebAssembly.Memory out). */
  wasmMemory: { readonly buffer: ArrayBuffer };
  _InterruptPending: number;
  _QueryCancelPending: number;
}

type Reason = "timeout" | "memory";

const REGISTRY = Symbol.for("local-supabase.pglite-watchdog");
type Registry = Map<number, (generation: number) => void>;
const registry = (): Registry => {
  const holder = globalThis as { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Map());
};
let nextId = 1;

/** How often a running statement is checked: its deadline is kept to within this, and its memory. */
const POLL_MS = 50;

// Shared Int32 slots: the running statement's generation (0: none, -1: stop), and 1 while the helper sleeps until a
// statement starts (then starting one must wake it).
const GENERATION = 0;
const HELPER_IDLE = 1;

/** The helper thread: idle until a statement starts, then has `check(id, generation)` run every POLL_MS. */
const HELPER = `
const { workerData } = require("node:worker_threads");
const { Session } = require("node:inspector");
const slots = new Int32Array(workerData.shared);
const session = new Session();
session.connectToMainThread();
for (;;) {
  const current = Atomics.load(slots, 0);
  if (current === -1) break;
  if (current === 0) {
    Atomics.store(slots, 1, 1);
    Atomics.wait(slots, 0, 0);
    Atomics.store(slots, 1, 0);
    continue;
  }
  Atomics.wait(slots, 0, current, ${POLL_MS});
  const running = Atomics.load(slots, 0);
  if (running > 0) {
    session.post("Runtime.evaluate", { expression: "globalThis[Symbol.for('local-supabase.pglite-watchdog')]?.get(" + workerData.id + ")?.(" + running + ")" });
  }
}
session.disconnect();
`;

function cancelFlagsOf(pglite: PGlite): CancelFlags | undefined {
  const mod = pglite.Module as unknown as Partial<CancelFlags> | undefined;
  const ok = mod?.wasmMemory?.buffer instanceof ArrayBuffer && typeof mod._InterruptPending === "number" && typeof mod._QueryCancelPending === "number";
  return ok ? (mod as CancelFlags) : undefined;
}

const MESSAGES: Record<Reason, { code: string; message: string; detail?: string }> = {
  timeout: { code: "57014", message: "canceling statement due to statement timeout" },
  memory: { code: "53200", message: "out of memory", detail: "The statement needed more memory than the database allows one request." },
};

/**
 * A watchdog for `pglite`'s statements. Without the inspector, off the main thread (the helper can only reach the
 * main thread) or on a PGlite build that does not export the flags, statements run unguarded, as before (logged once).
 */
export function pgliteWatchdog(pglite: PGlite, options: { maxHeapBytes: number }): StatementWatchdog {
  const id = nextId++;
  const slots = new Int32Array(new SharedArrayBuffer(8));
  let statement: { generation: number; deadline: number; heapAtStart: number; cancelled?: Reason } | undefined;
  let counter = 0;
  let helper: Worker | undefined;
  let flags: CancelFlags | undefined;
  let unavailable = false;

  const write = (target: CancelFlags, address: number, value: number) => {
    new Int32Array(target.wasmMemory.buffer)[address >> 2] = value;
  };
  const disable = (reason: string) => {
    unavailable = true;
    console.warn(`[pglite] statements cannot be stopped at statement_timeout or a memory limit: ${reason}`);
  };

  /** The flags, with the helper thread started at the first guarded statement (PGlite's module exists by then). */
  const ready = (): CancelFlags | undefined => {
    if (unavailable || flags) return flags;
    const found = cancelFlagsOf(pglite);
    if (!found) return void disable("this PGlite build does not export its cancel flags");
    if (!isMainThread) return void disable("the stack does not run on the main thread");
    registry().set(id, (generation) => {
      if (!statement || statement.generation !== generation || statement.cancelled) return;
      const heap = found.wasmMemory.buffer.byteLength;
      const reason = Date.now() >= statement.deadline ? "timeout" : heap > statement.heapAtStart && heap > options.maxHeapBytes ? "memory" : undefined;
      if (!reason) return;
      statement.cancelled = reason;
      write(found, found._QueryCancelPending, 1);
      write(found, found._InterruptPending, 1);
    });
    helper = new Worker(HELPER, { eval: true, workerData: { shared: slots.buffer, id } });
    helper.unref();
    helper.on("error", (error) => {
      flags = undefined;
      disable(error instanceof Error ? error.message : String(error));
    });
    flags = found;
    return flags;
  };

  return {
    async run(timeoutMs, run) {
      const guard = timeoutMs > 0 ? ready() : undefined;
      if (!guard) return run();
      counter = counter >= 0x3fff_ffff ? 1 : counter + 1;
      const mine = { generation: counter, deadline: Date.now() + timeoutMs, heapAtStart: guard.wasmMemory.buffer.byteLength } as NonNullable<typeof statement>;
      statement = mine;
      Atomics.store(slots, GENERATION, mine.generation);
      if (Atomics.load(slots, HELPER_IDLE) === 1) Atomics.notify(slots, GENERATION);
      try {
        return await run();
      } catch (error) {
        const reason = mine.cancelled;
        if (reason && error instanceof Error && (error as { code?: unknown }).code === "57014") Object.assign(error, MESSAGES[reason]);
        throw error;
      } finally {
        statement = undefined;
        Atomics.store(slots, GENERATION, 0);
        // Cancelled just as it finished: the flag must not cancel the next statement.
        if (mine.cancelled) write(guard, guard._QueryCancelPending, 0);
      }
    },
    async close() {
      registry().delete(id);
      Atomics.store(slots, GENERATION, -1);
      Atomics.notify(slots, GENERATION);
      await helper?.terminate();
      helper = undefined;
    },
  };
}
