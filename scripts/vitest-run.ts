/**
 * `npm test`'s Vitest step: `vitest run` (arguments passed through) with its usual output, and one guard.
 *
 * Vitest 4's forks pool reports a worker process that dies on its own (a signal, a native fault; seen in CI on
 * 2026-11-27 with every test that ran passing and no trace of why) as "Worker exited unexpectedly": the file it was
 * running never finishes, its remaining tests stay pending, and the run fails though no test failed. Here the run's
 * JSON report says which file that was; it is named and run once more, and the step passes only if that re-run
 * passes. A failed test, an error of any other kind, or a second death fails the step as before.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The parts of Vitest's JSON report read here. */
export type JsonReport = {
  numFailedTests: number;
  testResults: Array<{ name: string; status: string; assertionResults: Array<{ status: string }> }>;
};

export type Verdict =
  | { kind: "passed" }
  | { kind: "failed" }
  /** Only workers died: every test that has a result passed; `files` still had tests pending. */
  | { kind: "rerun"; files: string[] };

const WORKER_DIED = /Caused by: Error: Worker exited unexpectedly/g;
const UNHANDLED = /Vitest caught (\d+) unhandled errors?/;
// eslint-disable-next-line no-control-regex -- colour codes are what is matched
const COLOUR = /\u001b\[[0-9;]*m/g;

/** What a finished `vitest run` means, from its exit code, its JSON report and its printed output. */
export function verdictOf(code: number, report: JsonReport | null, printed: string): Verdict {
  const output = printed.replace(COLOUR, "");
  if (code === 0) return { kind: "passed" };
  if (!report || report.numFailedTests > 0 || report.testResults.some((file) => file.status === "failed")) return { kind: "failed" };
  const deaths = output.match(WORKER_DIED)?.length ?? 0;
  const unhandled = Number(UNHANDLED.exec(output)?.[1] ?? 0);
  // Every unhandled error must be a worker's death: any other is a real failure.
  if (deaths === 0 || unhandled !== deaths) return { kind: "failed" };
  const files = report.testResults.filter((file) => file.assertionResults.some((test) => test.status === "pending")).map((file) => file.name);
  // A death after its file's tests all passed leaves nothing pending and nothing to re-run: every test passed.
  return files.length > 0 ? { kind: "rerun", files } : { kind: "passed" };
}

/** Runs `vitest run args…` with a JSON report beside the usual output; resolves with the code, the report and the output. */
function runVitest(args: string[]): Promise<{ code: number; report: JsonReport | null; output: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitest-run-"));
  const reportFile = path.join(dir, "report.json");
  const vitest = path.join(import.meta.dirname, "..", "node_modules", "vitest", "vitest.mjs");
  const child = spawn(process.execPath, [vitest, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`, ...args], {
    stdio: ["inherit", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    output += chunk.toString();
  });
  return new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      let report: JsonReport | null = null;
      try {
        report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as JsonReport;
      } catch {
        report = null;
      }
      fs.rmSync(dir, { recursive: true, force: true });
      resolve({ code: code ?? (signal ? 1 : 0), report, output });
    });
  });
}

/** The options of a command line without its file filters (a re-run names its files instead). */
const TAKES_VALUE = new Set(["--project", "--config", "-c", "--root", "-r", "--testNamePattern", "-t", "--dir"]);
function optionsOf(args: string[]): string[] {
  const options: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith("-")) continue;
    options.push(arg);
    if (TAKES_VALUE.has(arg) && args[i + 1] !== undefined) options.push(args[++i]!);
  }
  return options;
}

async function main(args: string[]): Promise<number> {
  const first = await runVitest(args);
  const verdict = verdictOf(first.code, first.report, first.output);
  if (verdict.kind === "passed" && first.code !== 0) {
    console.error("\nvitest-run: a Vitest worker process died after its file's tests had all passed; every test passed.");
  }
  if (verdict.kind !== "rerun") return verdict.kind === "passed" ? 0 : first.code || 1;
  const files = verdict.files.map((file) => path.relative(process.cwd(), file));
  console.error(`\nvitest-run: a Vitest worker process died while running ${files.join(", ")} (no test failed). Running ${files.length === 1 ? "it" : "them"} once more.\n`);
  const second = await runVitest([...optionsOf(args), ...files]);
  const again = verdictOf(second.code, second.report, second.output);
  if (again.kind === "passed") {
    console.error(`\nvitest-run: the re-run of ${files.join(", ")} passed.`);
    return 0;
  }
  return second.code || 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.exitCode = await main(process.argv.slice(2));
}
