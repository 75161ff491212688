/**
 * Lighthouse on the production web build served by the local stack (demo content), with Debian's Chromium.
 * Usage: node --import tsx scripts/lighthouse.ts [--runs N] [--paths /,/search] [--presets desktop,mobile] [--lhr DIR]
 * Reports performance (desktop and mobile presets), accessibility and CLS for /, /residential, /fr, /fr/residential,
 * /search?q=Toronto and one /post/{id}; the JSON lands in reports/artifacts/lighthouse.json.
 * Each row is the median of N runs. Simulated throttling scales with the machine's CPU, so the load average
 * is recorded with every row. `--lhr DIR` also keeps every run's full Lighthouse report (for its audits).
 *
 * The build is made after the stack starts, with its anon key baked in (VITE_SUPABASE_ANON_KEY), so the
 * measured page talks to the stack exactly as a deployed site would.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startTestStack } from "@test-support/stack/stack.ts";
import { serverDirOf } from "@shared/seo/page-template.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
const pathsArg = process.argv.indexOf("--paths");
const ONLY = pathsArg > 0 ? (process.argv[pathsArg + 1] ?? "").split(",").filter(Boolean) : null;
const presetsArg = process.argv.indexOf("--presets");
const PRESETS = (presetsArg > 0 ? (process.argv[presetsArg + 1] ?? "").split(",") : ["desktop", "mobile"]).filter(
  (p): p is Preset => p === "desktop" || p === "mobile",
);
const lhrArg = process.argv.indexOf("--lhr");
const LHR_DIR = lhrArg > 0 ? path.resolve(process.argv[lhrArg + 1] ?? "") : null;

type Preset = "desktop" | "mobile";
type Row = { path: string; preset: Preset; load: number; performance: number; accessibility: number; cls: number; lcpMs: number; tbtMs: number; lcpElement: string; failedA11y: string[] };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function measure(url: string, preset: Preset, port: number, run: number) {
  const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: ["performance", "accessibility"] };
  const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (LHR_DIR) {
    fs.mkdirSync(LHR_DIR, { recursive: true });
    const name = `${preset}-${new URL(url).pathname.replace(/\W+/g, "_")}${new URL(url).search.replace(/\W+/g, "_")}-${run}.json`;
    fs.writeFileSync(path.join(LHR_DIR, name), JSON.stringify(result.lhr));
  }
  if (runtimeError) console.warn(`${preset} ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const lcpItem = (audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0];
  const failedA11y = Object.values(audits)
    .filter((a) => a.scoreDisplayMode === "binary" && a.score === 0 && categories.accessibility?.auditRefs.some((r) => r.id === a.id))
    .map((a) => a.id);
  return {
    lcpElement: lcpItem?.node?.snippet ?? "",
    failedA11y,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    cls: Number(audits["cumulative-layout-shift"]?.numericValue ?? 0),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
  };
}

async function main() {
  // Inside the project, so the page renderer the build leaves beside the site finds react & co. (page-render.ts).
  const cache = path.join(ROOT, "node_modules", ".cache");
  fs.mkdirSync(cache, { recursive: true });
  const webDir = fs.mkdtempSync(path.join(cache, "lh-web-"));
  const stack = await startTestStack({ backend: "pglite", seedDemo: true, serveWeb: true, env: { WEB_DIR: webDir } });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    execFileSync("npx", ["vite", "build", "--config", "vite.web.config.ts", "--outDir", webDir, "--emptyOutDir"], {
      cwd: ROOT,
      stdio: "ignore",
      env: { ...process.env, VITE_SUPABASE_URL: stack.url, VITE_SUPABASE_ANON_KEY: stack.anonKey },
    });
    const [post] = await stack.sql<{ id: string }>("select id from public.posts where status = 'approved' order by created_at desc limit 1");
    const all = ["/", "/residential", "/search?q=Toronto", ...(post ? [`/post/${post.id}`] : []), "/fr", "/fr/residential"];
    const paths = ONLY ? all.filter((p) => ONLY.some((o) => (o === "/" ? p === "/" : p.startsWith(o)))) : all;
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
    const rows: Row[] = [];
    for (const p of paths) {
      for (const preset of PRESETS) {
        const load = os.loadavg()[0] ?? 0;
        const measured = [];
        for (let i = 0; i < RUNS; i++) measured.push(await measure(`${stack.url}${p}`, preset, chrome.port, i));
        // A run Lighthouse could not finish (no trace even after retries) scores 0: the median is of the others.
        const finished = measured.filter((r) => r.performance > 0);
        const runs = finished.length > 0 ? finished : measured;
        rows.push({
          path: p,
          preset,
          load: Math.round(((load + (os.loadavg()[0] ?? 0)) / 2) * 100) / 100,
          performance: median(runs.map((r) => r.performance)),
          accessibility: median(runs.map((r) => r.accessibility)),
          cls: median(runs.map((r) => r.cls)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
          lcpElement: runs[0]?.lcpElement ?? "",
          failedA11y: runs[0]?.failedA11y ?? [],
        });
        console.log(JSON.stringify(rows.at(-1)));
      }
    }
    const out = path.join(ROOT, "reports", "artifacts", "lighthouse.json");
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify({ runs: RUNS, chromium: CHROMIUM, rows }, null, 2)}\n`);
    console.table(rows.map(({ lcpElement: _l, failedA11y: _f, ...r }) => r));
  } finally {
    await chrome?.kill();
    await stack.stop();
    fs.rmSync(webDir, { recursive: true, force: true });
    fs.rmSync(serverDirOf(webDir), { recursive: true, force: true });
  }
}

await main();
