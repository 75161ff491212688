// Issue 20's re-check figure: a pass of the real listing-recheck edge function (Deno, through the local stack's
// scheduler, as `npm start` runs it) over BENCH_POSTS live posts (default 10,000; seeded by bench/seed-bulk.ts) whose
// links point at BENCH_HOSTS local fixture sites (default 8: 127.0.0.2, 127.0.0.3, …, each its own host, so the
// per-host limit of 2 at a time applies to each), then a second pass with nothing changed on the sites. Prints
// posts/s, the peak RSS of the Deno process doing the pass, the most requests any site had in flight at once, and what
// each pass wrote: snapshot rows and row writes (pg_stat_user_tables). The issue's bar:
// ≥ 20 posts/s, ≤ 300 MB, and the second pass writes nothing (each call's record in private.recheck_runs aside).
// Usage: npm run bench -- recheck   (BENCH_BACKENDS=postgres to skip PGlite; BENCH_SITE_DELAY_MS=200 for sites
// that take 200 ms to answer; BENCH_HOSTS, BENCH_POSTS)
import fs from "node:fs";
import { seedBulk } from "./seed-bulk.ts";
import { startFixtureServer, type FixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import { TestStack, testBackends, type Backend } from "@test-support/stack/stack.ts";

const POSTS = Number(process.env["BENCH_POSTS"] ?? 10_000);
const HOSTS = Number(process.env["BENCH_HOSTS"] ?? 8);
const DELAY_MS = Number(process.env["BENCH_SITE_DELAY_MS"] ?? 0);

type Report = { checked: number; written: number; unchanged: number; unknown: number; robots: number; backedOff: number; peakPerHost: number; complete: boolean; calls: number };

/** The listing-recheck worker: a child of this process running Deno with the function's path on its command line. */
function recheckWorkerPid(): number | null {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== process.pid) continue;
      if (fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("listing-recheck")) return Number(entry);
    } catch {
      // A process that ended while we looked.
    }
  }
  return null;
}

/** Peak resident set of a process so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const kb = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

async function writesNow(stack: TestStack) {
  // A backend flushes its statistics to pg_stat_user_tables when idle, up to 10 s later; PGlite's one backend is
  // told to flush at its next statement.
  if (stack.backend === "postgres") await new Promise((r) => setTimeout(r, 11_000));
  else {
    await stack.sql("select pg_catalog.pg_stat_force_next_flush()");
    await stack.sql("select 1");
  }
  const [row] = await stack.sql<{ snapshots: string; rows: string }>(
    `select (select count(*) from public.listing_snapshots) as snapshots,
            (select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) from pg_catalog.pg_stat_user_tables) as rows`,
  );
  return { snapshots: Number(row?.snapshots), rows: Number(row?.rows) };
}

async function benchBackend(backend: Backend, sites: FixtureServer[]) {
  const startedAt = performance.now();
  const stack = await TestStack.start({ backend });
  try {
    await seedBulk({ query: (text, params) => stack.sql(text, params) }, { posts: POSTS, members: 100 });
    // Every post approved and linking to a listing page on one of the fixture sites, round robin. Written around the
    // posts' triggers: the seed already matched each post to its property, and the links are loopback addresses.
    await stack.sql("alter table public.posts disable trigger user");
    await stack.sql(
      `update public.posts p set status = 'approved', source_status = null, source_price = null, source_checked_at = null,
              url = (array[${sites.map((s) => `'${s.url}'`).join(", ")}])[1 + (n.i % ${sites.length})] || '/listing/' || n.i
         from (select id, row_number() over (order by id) as i from public.posts) n where n.id = p.id`,
    );
    await stack.sql("alter table public.posts enable trigger user");
    await stack.sql("analyze public.posts");
    const seconds = (performance.now() - startedAt) / 1000;
    const [{ live } = { live: "0" }] = await stack.sql<{ live: string }>("select count(*) as live from public.posts where status = 'approved'");

    // A pass: calls of the function, each within its time budget (RECHECK_BUDGET_MS, default 45 s) and going on
    // where the last stopped, until one reports the pass complete.
    const pass = async () => {
      const before = await writesNow(stack);
      const started = performance.now();
      const report: Report = { checked: 0, written: 0, unchanged: 0, unknown: 0, robots: 0, backedOff: 0, peakPerHost: 0, complete: false, calls: 0 };
      while (!report.complete) {
        const call = (await stack.running.recheck.runNow()) as Report;
        for (const key of ["checked", "written", "unchanged", "unknown", "robots", "backedOff"] as const) report[key] += call[key];
        report.peakPerHost = Math.max(report.peakPerHost, call.peakPerHost);
        report.complete = call.complete;
        report.calls += 1;
      }
      const elapsed = (performance.now() - started) / 1000;
      const after = await writesNow(stack);
      return { report, elapsed, snapshots: after.snapshots - before.snapshots, rows: after.rows - before.rows };
    };
    const first = await pass();
    const second = await pass();
    const pid = recheckWorkerPid();
    const rss = pid ? peakRssMb(pid).toFixed(0) : "?";
    const sitePeak = Math.max(...sites.map((s) => s.peakInFlight()));

    console.log(`\n## ${backend}: ${Number(live).toLocaleString("en-CA")} live posts on ${sites.length} fixture hosts answering in ${DELAY_MS} ms + their work (stack start + seed ${seconds.toFixed(0)} s)`);
    console.log("| pass | posts checked | s | posts/s | snapshots written | row writes (all tables) | report |");
    console.log("|---|---|---|---|---|---|---|");
    for (const [label, p] of [["first", first], ["second, nothing changed", second]] as const) {
      const { checked, written, unchanged, unknown, robots, backedOff, calls } = p.report;
      console.log(
        `| ${label} | ${checked.toLocaleString("en-CA")} | ${p.elapsed.toFixed(1)} | ${(checked / p.elapsed).toFixed(1)} | ${p.snapshots.toLocaleString("en-CA")} | ${p.rows.toLocaleString("en-CA")} | ${calls} calls; written ${written}, unchanged ${unchanged}, unknown ${unknown}, robots ${robots}, backed off ${backedOff} |`,
      );
    }
    console.log(`Peak RSS of the Deno process doing both passes: ${rss} MB. Most requests in flight at one fixture host: ${sitePeak} (the function's own count: ${Math.max(first.report.peakPerHost, second.report.peakPerHost)}).`);
    console.log("(Row writes: inserts, updates and deletes in pg_stat_user_tables, each call's own record in private.recheck_runs included.)");
  } finally {
    await stack.stop();
  }
}

process.env.LINK_FETCH_ALLOW_PRIVATE = "127.0.0.0/8";
const sites = await Promise.all(Array.from({ length: HOSTS }, (_, i) => startFixtureServer({ host: `127.0.0.${2 + i}`, delayMs: DELAY_MS })));
try {
  const wanted = process.env["BENCH_BACKENDS"]?.split(",").map((b) => b.trim()) as Backend[] | undefined;
  for (const backend of wanted ?? (await testBackends())) await benchBackend(backend, sites);
} finally {
  await Promise.all(sites.map((s) => s.close()));
}
