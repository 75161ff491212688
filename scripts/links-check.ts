/**
 * Bulk link-preview check from the command line (the desktop app's engine):
 *   npm run links:check -- FILE [--whitelist realtor.ca,centris.ca] [--concurrency 8] [--per-host 2]
 *                                [--timeout 8000] [--csv results.csv]
 * FILE: one URL per line, or a CSV with a `url` column (optional `title` and `price` columns: the
 * values at posting time, to report changes). Prints one JSON line per URL, then a summary
 * line; exits 1 when any check failed. LINK_FETCH_ALLOW_PRIVATE lets local fixture servers through.
 */
import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { isWhitelistedHost } from "@shared/link-intelligence/index.ts";
import { resultsToCsv } from "../src/main/services/link-check/csv.ts";
import { createCoreFetcher } from "../src/main/services/link-check/core-fetcher.ts";
import { parseUrlRows } from "@shared/link-check/url-list.ts";
import { LinkCheckJob } from "../src/main/services/link-check/job.ts";
import { extractPreviewFacts } from "../src/main/services/extraction.ts";

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
}

export async function linksCheck(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      whitelist: { type: "string", default: io.env["LINK_CHECK_WHITELIST"] ?? "" },
      concurrency: { type: "string", default: "8" },
      "per-host": { type: "string", default: "2" },
      timeout: { type: "string", default: "8000" },
      csv: { type: "string" },
    },
  });
  const file = positionals[0];
  if (file === undefined) {
    io.err("usage: npm run links:check -- FILE [--whitelist a.ca,b.ca] [--concurrency 8] [--per-host 2] [--timeout ms] [--csv out.csv]");
    return 2;
  }
  const rows = parseUrlRows(await readFile(file, "utf8"));
  const urls = rows.map((row) => row.url);
  const previous = Object.fromEntries(rows.flatMap((row) => (row.previous ? [[row.url, row.previous]] : [])));
  if (urls.length === 0) {
    io.err(`no http(s) URLs found in ${file}`);
    return 2;
  }
  const fetcher = createCoreFetcher({ env: io.env, timeoutMs: Number(values.timeout) });
  const job = new LinkCheckJob(
    {
      urls,
      previous,
      whitelist: values.whitelist.split(",").map((s) => s.trim()).filter(Boolean),
      concurrency: Number(values.concurrency),
      perHost: Number(values["per-host"]),
      timeoutMs: Number(values.timeout),
    },
    { fetcher, extract: extractPreviewFacts, isWhitelisted: isWhitelistedHost },
  );
  job.onProgress((_progress, result) => {
    if (result) io.out(JSON.stringify(result));
  });
  try {
    const results = await job.run();
    const progress = job.progress();
    const summary = { total: progress.total, ok: progress.ok, warnings: progress.warnings, failed: progress.failed, elapsedMs: Math.round(progress.elapsedMs) };
    io.out(JSON.stringify({ summary }));
    if (values.csv) await writeFile(values.csv, resultsToCsv(results));
    return progress.failed > 0 ? 1 : 0;
  } finally {
    await fetcher.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const io: CliIo = { out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`), env: process.env };
  linksCheck(process.argv.slice(2), io).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      io.err(error.message);
      process.exitCode = 2;
    },
  );
}
