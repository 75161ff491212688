import { describe, expect, it } from "vitest";
import { testBackends } from "@test-support/stack/stack.ts";
import { crashCycles } from "./faults/crash-cycles.ts";

// kill -9 of the real stack during the load mix, restart, count: 2 cycles per backend here, 10 in `npm run soak`.
const CYCLES = Number(process.env.RELIABILITY_CRASH_CYCLES ?? 2);

describe.each(await testBackends())("kill -9 during load on %s", { timeout: 120_000 * CYCLES + 120_000 }, (backend) => {
  it(`keeps every acknowledged write exactly once and shows no half-written upload over ${CYCLES} crash cycles`, async () => {
    const report = await crashCycles(backend, CYCLES);
    console.log(JSON.stringify(report));
    expect(report.cycles).toHaveLength(CYCLES);
    for (const cycle of report.cycles) {
      expect(cycle.problems).toEqual([]);
      expect(cycle.ackedBeforeKill).toBeGreaterThan(0);
    }
    expect(report.counted.offer! + report.counted.report! + report.counted.post!).toBeGreaterThan(0);
  });
});
