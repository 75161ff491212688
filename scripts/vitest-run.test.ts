import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { verdictOf, type JsonReport } from "./vitest-run.ts";

const file = (name: string, ...statuses: string[]) => ({ name, status: statuses.includes("failed") ? "failed" : "passed", assertionResults: statuses.map((status) => ({ status })) });
const report = (...files: JsonReport["testResults"]): JsonReport => ({ numFailedTests: files.flatMap((f) => f.assertionResults).filter((t) => t.status === "failed").length, testResults: files });
const DIED = "Vitest caught 1 unhandled error during the test run.\nError: [vitest-pool]: Worker forks emitted error.\nCaused by: Error: Worker exited unexpectedly\n";

describe("vitest-run's verdict", () => {
  it("passes a run that passed", () => {
    expect(verdictOf(0, report(file("/a.test.ts", "passed")), "")).toEqual({ kind: "passed" });
  });
  it("fails a run with a failed test, even beside a dead worker", () => {
    expect(verdictOf(1, report(file("/a.test.ts", "failed"), file("/b.test.ts", "passed", "pending")), DIED)).toEqual({ kind: "failed" });
  });
  it("re-runs the file a dead worker left with pending tests", () => {
    expect(verdictOf(1, report(file("/a.test.ts", "passed", "skipped"), file("/b.test.ts", "passed", "pending", "pending")), DIED)).toEqual({ kind: "rerun", files: ["/b.test.ts"] });
  });
  it("fails when an unhandled error other than a worker's death came too", () => {
    const output = DIED.replace("caught 1 unhandled error", "caught 2 unhandled errors") + "Error: boom\n";
    expect(verdictOf(1, report(file("/b.test.ts", "passed", "pending")), output)).toEqual({ kind: "failed" });
  });
  it("fails a non-zero run without a report or without a worker's death", () => {
    expect(verdictOf(1, null, DIED)).toEqual({ kind: "failed" });
    expect(verdictOf(1, report(file("/a.test.ts", "passed")), "Vitest caught 1 unhandled error during the test run.\nError: boom\n")).toEqual({ kind: "failed" });
  });
  it("passes when the worker died after its file's tests had all passed", () => {
    expect(verdictOf(1, report(file("/a.test.ts", "passed", "passed")), DIED)).toEqual({ kind: "passed" });
  });
});

// The real thing: a nested `vitest run` whose worker is killed mid-file.
describe("vitest-run on a worker that dies", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vitest-run-test-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const script = path.join(import.meta.dirname, "vitest-run.ts");
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "NODE_OPTIONS"));
  // tsx from this checkout: the nested runs work in a folder of their own.
  const tsx = pathToFileURL(path.join(import.meta.dirname, "..", "node_modules", "tsx", "dist", "loader.mjs")).href;
  const run = (dir: string) => spawnSync(process.execPath, ["--import", tsx, script, "--root", dir], { cwd: dir, env: { ...env, CI: "true" }, encoding: "utf8", timeout: 120_000 });
  const project = (name: string, files: Record<string, string>) => {
    const dir = path.join(root, name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "package.json"), '{"type":"module"}');
    fs.writeFileSync(path.join(dir, "vitest.config.mjs"), "export default { test: { include: ['*.check.mjs'] } };");
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
    return dir;
  };
  const DIES_ONCE = `import fs from "node:fs"; import { it, expect } from "vitest";
it("before", () => expect(1).toBe(1));
it("dies on the first run", () => { if (!fs.existsSync("died")) { fs.writeFileSync("died", ""); process.kill(process.pid, "SIGKILL"); } });
it("after", () => expect(2).toBe(2));`;
  const FINE = `import { it, expect } from "vitest"; it("fine", () => expect(1).toBe(1));`;

  it("names the file, runs it once more and passes when that re-run passes", { timeout: 240_000 }, () => {
    const result = run(project("once", { "dies.check.mjs": DIES_ONCE, "fine.check.mjs": FINE }));
    expect(result.stderr).toContain("died while running dies.check.mjs");
    expect(result.stderr).toContain("the re-run of dies.check.mjs passed");
    expect(result.status).toBe(0);
  });

  it("fails when the file's worker dies again", { timeout: 240_000 }, () => {
    const always = DIES_ONCE.replace('if (!fs.existsSync("died")) { fs.writeFileSync("died", ""); ', "{ ");
    const result = run(project("always", { "dies.check.mjs": always }));
    expect(result.stderr).toContain("died while running dies.check.mjs");
    expect(result.stderr).not.toContain("re-run of dies.check.mjs passed");
    expect(result.status).not.toBe(0);
  });

  it("fails a failing test without re-running anything", { timeout: 240_000 }, () => {
    const result = run(project("failing", { "fails.check.mjs": `import { it, expect } from "vitest"; it("fails", () => expect(1).toBe(2));` }));
    expect(result.stderr).not.toContain("vitest-run:");
    expect(result.status).not.toBe(0);
  });
});
