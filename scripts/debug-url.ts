/**
 * Render one URL in headless Chromium (playwright-core, /usr/bin/chromium) and print the extraction:
 *   npm run debug-url -- URL [--deadline 15000] [--screenshot shot.png]
 * Prints the debugger report as JSON (static vs rendered extraction, differences, logs, blocked
 * requests). Requests go through the same SSRF rules; LINK_FETCH_ALLOW_PRIVATE for local fixtures.
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { renderAndCompare } from "../src/main/services/headless/debugger-service.ts";
import { createPlaywrightEngine } from "../src/main/services/headless/playwright-engine.ts";
import { createCoreFetcher } from "../src/main/services/link-check/core-fetcher.ts";
import { policyFromEnv } from "../src/main/services/net/address-guard.ts";
import { createStaticExtract } from "../src/main/services/static-extract.ts";

export async function debugUrl(argv: string[], out: (text: string) => void, env: Record<string, string | undefined>): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { deadline: { type: "string", default: "15000" }, screenshot: { type: "string" } },
  });
  const url = positionals[0];
  if (url === undefined || !/^https?:\/\//i.test(url)) {
    out("usage: npm run debug-url -- URL [--deadline 15000] [--screenshot shot.png]");
    return 2;
  }
  const policy = policyFromEnv(env);
  const engine = createPlaywrightEngine({ policy, executablePath: env["CHROMIUM_PATH"] });
  const fetcher = createCoreFetcher({ env });
  try {
    const report = await renderAndCompare(url, { engine, staticExtract: createStaticExtract(fetcher, () => 8_000), deadlineMs: Number(values.deadline) });
    if (values.screenshot && report.screenshot) await writeFile(values.screenshot, Buffer.from(report.screenshot.split(",")[1] ?? "", "base64"));
    out(JSON.stringify({ ...report, screenshot: report.screenshot ? `<${report.screenshot.length} chars of PNG data URL>` : null }, null, 2));
    return report.error === null ? 0 : 1;
  } finally {
    await engine.close();
    await fetcher.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  debugUrl(process.argv.slice(2), (text) => process.stdout.write(`${text}\n`), process.env).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 2;
    },
  );
}
