import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { stackCommand } from "./stack-command.ts";

describe("npm run stack", () => {
  it("runs the bundling launcher under plain Node with glibc's malloc trimming at its default threshold", () => {
    const { env, args } = stackCommand();
    expect(env).toEqual({ MALLOC_TRIM_THRESHOLD_: "131072" });
    expect(args).toHaveLength(1);
    expect(args[0]).toMatch(/src\/local-supabase\/cli\/launch\.mjs$/);
    expect(fs.existsSync(args[0]!)).toBe(true);
  });
});
