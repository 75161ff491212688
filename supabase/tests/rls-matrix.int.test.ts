// The role × table × operation matrix (spec §6): every cell is an assertion of allow or deny, through supabase-js
// against the real local stack, on PGlite and on PostgreSQL. The matrix is printed as a table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";
import { CELLS } from "./matrix/cells.ts";
import { renderMatrix, type Result } from "./matrix/print.ts";
import { ACTORS } from "./matrix/world.ts";
import { buildWorld, type World } from "./matrix/world.ts";

const backends = await testBackends();

describe.each(backends)("row-level security matrix on %s", (backend) => {
  let stack: TestStack;
  let world: World;
  const results: Result[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    world = await buildWorld(stack);
  });

  afterAll(async () => {
    if (results.length > 0) console.log(renderMatrix(`RLS matrix (${backend})`, results));
    await stack?.stop();
  });

  for (const cell of CELLS) {
    it(`${cell.target} ${cell.op}: ${cell.scenario}`, async () => {
      const result: Result = { cell, outcomes: {} };
      results.push(result);
      const mismatches: string[] = [];
      for (const actor of ACTORS) {
        const expected = cell.expect[actor];
        if (expected === undefined) continue;
        const outcome = await cell.run(world, actor);
        result.outcomes[actor] = outcome;
        if (outcome.allowed !== expected) {
          mismatches.push(`${actor}: expected ${expected ? "allow" : "deny"}, got ${outcome.allowed ? "allow" : "deny"} (${outcome.detail ?? ""})`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
