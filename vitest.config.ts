import { defineConfig } from "vitest/config";
import { ALIASES } from "./path-aliases.ts";

// One runner, three projects: unit (fast, no stack), integration (real local stack through supabase-js),
// e2e (real Chromium against the app served by the stack). `npm test` runs all three.
export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "test-support/**/*.test.ts", "*.test.ts"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
          environment: "node",
          // Watchdogs too: some unit tests open PGlite or run ESLint, which on a loaded 2-core machine outlast
          // Vitest's 5 s and 10 s defaults.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["src/**/*.int.test.ts", "test-support/**/*.int.test.ts", "supabase/tests/**/*.int.test.ts", "reliability/**/*.int.test.ts"],
          // Watchdogs, not performance assertions: generous so a loaded 2-core CI machine never flakes.
          testTimeout: 240_000,
          hookTimeout: 300_000,
          // A poll waits as a locator's waitFor does: focus moving after a dialog closes, or a row re-rendering, can
          // take over the 1 s default on a loaded 2-core CI machine (a moderation test failed so once).
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.test.ts"],
          testTimeout: 240_000,
          hookTimeout: 300_000,
          // A poll waits as a locator's waitFor does: focus moving after a dialog closes, or a row re-rendering, can
          // take over the 1 s default on a loaded 2-core CI machine (a moderation test failed so once).
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
