// Issue 20's matching figure: on a database of BENCH_POSTS posts (default 100,000; seeded by bench/seed-bulk.ts), the
// time of one post's insert with everything the database does for it (the rules, matching it to its property by
// MLS® number or normalised address, the card figures of the property's posts, search columns, rollups), one at a
// time through direct SQL: posts of a home already listed (matched by address; by MLS® number) and posts of a new
// home; p50/p95 in ms, and whether each was matched right. The issue's bar: p95 ≤ 20 ms at 1M posts on PostgreSQL.
// Usage: node --import tsx bench/property-match.bench.ts   (BENCH_POSTS=1000000 BENCH_BACKENDS=postgres for the 1M run)
import { seedBulk } from "./seed-bulk.ts";
import { TestStack, testBackends, type Backend } from "@test-support/stack/stack.ts";

const POSTS = Number(process.env["BENCH_POSTS"] ?? 100_000);
const SAMPLES = Number(process.env["BENCH_ITERATIONS"] ?? 200);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50).toFixed(1), p95: percentile(sorted, 95).toFixed(1) };
};

type Home = { user_id: string; street_address: string; city: string; province: string; postal_code: string; property_id: string };

async function benchBackend(backend: Backend) {
  const startedAt = performance.now();
  const stack = await TestStack.start({ backend });
  try {
    await seedBulk({ query: (text, params) => stack.sql(text, params) }, { posts: POSTS, members: Math.max(100, Math.round(POSTS / 100)) });
    const seconds = (performance.now() - startedAt) / 1000;
    await stack.sql("analyze public.posts");
    const homes = await stack.sql<Home>(
      `select user_id, street_address, city, province, postal_code, property_id from public.posts
        where status = 'approved' and property_address_key is not null order by md5(id::text) limit $1`, [SAMPLES]);
    const insert = async (fields: Record<string, unknown>) => {
      const names = Object.keys(fields);
      const started = performance.now();
      const [row] = await stack.sql<{ property_id: string }>(
        `insert into public.posts (${names.join(", ")}) values (${names.map((_, i) => `$${i + 1}`).join(", ")}) returning property_id`,
        Object.values(fields));
      return { ms: performance.now() - started, property: row?.property_id };
    };
    const times = { address: [] as number[], mls: [] as number[], fresh: [] as number[] };
    const wrong = { address: 0, mls: 0, fresh: 0 };
    for (const [i, home] of homes.entries()) {
      const link = `https://www.realtor.ca/real-estate/match-bench/${i}`;
      const base = { user_id: home.user_id, category: "residential", title: `Match bench ${i}`, description: `Again ${link}-a`, url: `${link}-a` };
      // The same home written another way: the street type spelled out, the postal code without its space.
      const again = await insert({ ...base, street_address: home.street_address.replace(/ St$/, " Street").replace(/ Ave$/, " Avenue"),
        city: home.city, province: home.province, postal_code: home.postal_code.replace(" ", "") });
      times.address.push(again.ms);
      if (again.property !== home.property_id) wrong.address += 1;
      // A new home with an MLS® number, then a second post of it by that number alone.
      const mls = `B${String(9_000_000 + i)}`;
      const fresh = await insert({ ...base, description: `New ${link}-b`, url: `${link}-b`, street_address: `${90_000 + i} Bench Road`,
        city: home.city, province: home.province, mls_number: mls });
      times.fresh.push(fresh.ms);
      if (fresh.property === home.property_id) wrong.fresh += 1;
      const byMls = await insert({ ...base, description: `Same ${link}-c`, url: `${link}-c`, mls_number: mls, province: home.province });
      times.mls.push(byMls.ms);
      if (byMls.property !== fresh.property) wrong.mls += 1;
    }
    console.log(`\n## ${backend}: ${POSTS.toLocaleString("en-CA")} posts (stack start + seed ${seconds.toFixed(0)} s), ${homes.length} of each insert, one at a time`);
    console.log("| insert of a post (direct SQL, with every trigger) | p50 ms | p95 ms | matched wrong |");
    console.log("|---|---|---|---|");
    const row = (label: string, t: number[], w: number) => console.log(`| ${label} | ${figures(t).p50} | ${figures(t).p95} | ${w} |`);
    row("a home already listed, matched by its address written another way", times.address, wrong.address);
    row("a home already listed, matched by its MLS® number", times.mls, wrong.mls);
    row("a new home (a new property)", times.fresh, wrong.fresh);
  } finally {
    await stack.stop();
  }
}

const wanted = process.env["BENCH_BACKENDS"]?.split(",").map((b) => b.trim()) as Backend[] | undefined;
for (const backend of wanted ?? (await testBackends())) await benchBackend(backend);
