import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteWatchdog, type StatementWatchdog } from "./pglite-watchdog.ts";

// A statement that keeps the CPU (and so this thread) busy far longer than any timeout below.
const SPIN = "select count(*) from generate_series(1, 200000000)";
/** A statement that builds a JSON text of a few hundred MB in memory. */
const HOG = "select length(string_agg(repeat('x', 1000), ',')) from generate_series(1, 400000)";
/** PGlite's memory is about 128 MB once open: a statement may grow it to 192 MB here. */
const MAX_HEAP = 192 * 1024 * 1024;

describe("statement_timeout on PGlite", () => {
  let pglite: PGlite;
  let watchdog: StatementWatchdog;
  beforeAll(async () => {
    pglite = await PGlite.create();
    watchdog = pgliteWatchdog(pglite, { maxHeapBytes: MAX_HEAP });
  });
  afterAll(async () => {
    await watchdog.close();
    await pglite.close();
  });

  it("cancels a statement that runs past its timeout, as PostgreSQL would, and the session goes on", async () => {
    await expect(watchdog.run(300, () => pglite.query(SPIN))).rejects.toMatchObject({ code: "57014", message: "canceling statement due to statement timeout" });
    expect((await watchdog.run(300, () => pglite.query<{ one: number }>("select 1 as one"))).rows).toEqual([{ one: 1 }]);
  });

  it("aborts the transaction of the cancelled statement, which then rolls back", async () => {
    await pglite.query("begin");
    await expect(watchdog.run(200, () => pglite.query(SPIN))).rejects.toMatchObject({ code: "57014" });
    await expect(pglite.query("select 1")).rejects.toMatchObject({ code: "25P02" });
    await pglite.query("rollback");
    expect((await pglite.query<{ two: number }>("select 2 as two")).rows).toEqual([{ two: 2 }]);
  });

  it("cancels a statement that grows PGlite's memory past the limit, with PostgreSQL's 53200", async () => {
    const memory = () => pglite.Module.wasmMemory.buffer.byteLength;
    expect(memory()).toBeLessThan(MAX_HEAP);
    await expect(watchdog.run(60_000, () => pglite.query(HOG))).rejects.toMatchObject({ code: "53200", message: "out of memory" });
    expect(memory()).toBeLessThan(2 * MAX_HEAP);
    expect((await watchdog.run(60_000, () => pglite.query<{ three: number }>("select 3 as three"))).rows).toEqual([{ three: 3 }]);
  });

  it("leaves statements without a timeout alone and fast ones untouched", async () => {
    const results = [];
    for (let i = 0; i < 50; i++) results.push((await watchdog.run(1_000, () => pglite.query<{ i: number }>("select $1::int as i", [i]))).rows[0]?.i);
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect((await watchdog.run(0, () => pglite.query<{ n: number }>("select count(*)::int as n from generate_series(1, 1000)"))).rows).toEqual([{ n: 1000 }]);
  });
});
