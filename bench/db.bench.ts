// Issue 4's figures: on a database of BENCH_POSTS posts (default 100,000; seeded by bench/seed-bulk.ts), the feed
// query (approved, one category, newest 20 with id breaking ties as the web app orders them, with authors) and
// search_posts for a city, a postal code, a misspelled city and terms of other frequencies, and the browse pages'
// requests of issue 19 (browse_posts and its count: city + price range + beds by price, a map box at city zoom), through
// /rest/v1 with supabase-js as a visitor, one request at a time; p50/p95 in ms; plus the EXPLAIN ANALYZE plans.
// Backends: BENCH_BACKENDS (comma list) or every available one.
// Usage: node --import tsx bench/db.bench.ts   (BENCH_POSTS=1000000 BENCH_BACKENDS=postgres for the 1M run)
import { seedBulk } from "./seed-bulk.ts";
import { POST_SELECT } from "@renderer/data/posts/row.ts";
import { TestStack, testBackends, type Backend } from "@test-support/stack/stack.ts";

const POSTS = Number(process.env["BENCH_POSTS"] ?? 100_000);
const ITERATIONS = Number(process.env["BENCH_ITERATIONS"] ?? 200);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(run: () => Promise<{ error: unknown }>) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    const { error } = await run();
    times.push(performance.now() - started);
    if (error) throw new Error(`request failed: ${JSON.stringify(error)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1) };
}

const FEED_SQL = `explain (analyze, costs off, summary on)
  select p.*, pp.username, pp.avatar_url from public.posts p left join public.public_profiles pp on pp.id = p.user_id
  where p.status = 'approved' and p.property_lead and p.category = 'commercial' order by p.created_at desc, p.id desc limit 20`;

const HOME_FEED_SQL = `explain (analyze, costs off, summary on)
  select p.id from public.posts p where p.status = 'approved' and p.property_lead order by p.created_at desc, p.id desc limit 10`;

// The two shapes of private.matching_post_ids (20261124000000), with the values it would use: a bounded walk
// of the newest posts (what a common term such as a city takes) and the ranking of every match through the GIN
// indexes (a rare term: a postal code).
const MATCHES = (q: string) =>
  `((p.search_vector @@ to_tsquery('simple', '${q}:*')) or p.search_text ilike '%${q}%')`;
const SAMPLE_WALK_SQL = (q: string, sample: number) => `explain (analyze, costs off, summary on)
  select p.id from (select * from public.posts where status = 'approved' and property_lead order by created_at desc limit ${sample}) p
  where ${MATCHES(q)} order by p.created_at desc limit 100`;
const RANK_ALL_SQL = (q: string) => `explain (analyze, costs off, summary on)
  select p.id from public.posts p where p.status = 'approved' and p.property_lead and ${MATCHES(q)}
  order by ts_rank(p.search_vector, to_tsquery('simple', '${q}:*')) desc, p.created_at desc limit 100`;

// The browse requests (issue 19) as the web app sends them, and the statements browse_posts runs for them (its WHERE
// clause with the arguments in place: EXPLAIN of the call itself shows only a function scan).
const CITY_PRICE_BEDS = { city: "Toronto", min_price: 300000, max_price: 900000, min_beds: 2 };
/** Toronto at zoom 11 in a 1280 × 640 map: about 0.88° of longitude by 0.32° of latitude. */
const CITY_BOX = { min_lng: -79.82, min_lat: 43.49, max_lng: -78.94, max_lat: 43.81 };
const BROWSE_WHERE = (conditions: string) => `p.status = 'approved' and p.property_lead and ${conditions}`;
const CITY_PRICE_BEDS_SQL = BROWSE_WHERE("p.price_amount >= 300000 and p.price_amount <= 900000 and p.bedrooms_total >= 2 and p.city_key = 'toronto'");
const BOX_EDGES = `${CITY_BOX.min_lng}, ${CITY_BOX.min_lat}, ${CITY_BOX.max_lng}, ${CITY_BOX.max_lat}`;
const CITY_BOX_SQL = BROWSE_WHERE(`p.lng >= ${CITY_BOX.min_lng} and p.lng <= ${CITY_BOX.max_lng} and p.lat >= ${CITY_BOX.min_lat} and p.lat <= ${CITY_BOX.max_lat}`);
/** A crowded box as browse_posts pages it (private.browse_box_ids found more than 2,000 posts in it). */
const CROWDED_BOX_SQL = BROWSE_WHERE(`private.browse_in_box(p.lng, p.lat, ${BOX_EDGES})`);
const PAGE_SQL = (where: string, order: string) => `explain (analyze, costs off, summary on)
  select p.id from public.posts p where ${where} order by ${order} limit 20`;
const COUNT_SQL = (where: string, order = "") => `explain (analyze, costs off, summary on)
  select count(*) from (select 1 from public.posts p where ${where} ${order} limit 1001) hits`;

async function explain(stack: TestStack, text: string, asOwner = false) {
  const run = (tx: { query<Row>(text: string): Promise<Row[]> }) => tx.query<{ "QUERY PLAN": string }>(text);
  const rows = asOwner ? await run(stack.running.stack.sql) : await stack.running.stack.sql.asCaller({ role: "anon" }, run);
  return rows.map((r) => `    ${r["QUERY PLAN"]}`).join("\n");
}

async function benchBackend(backend: Backend) {
  const startedAt = performance.now();
  const stack = await TestStack.start({ backend });
  try {
    await seedBulk({ query: (text, params) => stack.sql(text, params) }, {
      posts: POSTS,
      members: Math.max(100, Math.round(POSTS / 100)),
      onProgress: (done, total) => { if (done % 100_000 === 0 || done === total) console.log(`  [${backend}] ${done}/${total} posts`); },
    });
    const seededIn = ((performance.now() - startedAt) / 1000).toFixed(0);
    const anon = stack.client();
    // The web app's own feed request (its columns, authors embedded), 20 newest of one category.
    const feed = await measure(async () =>
      anon.from("posts").select(POST_SELECT).eq("status", "approved").eq("property_lead", true).eq("category", "commercial")
        .order("created_at", { ascending: false }).order("id", { ascending: false }).limit(20));
    const feedAllColumns = await measure(async () =>
      anon.from("posts").select("*, public_profiles(username, avatar_url)").eq("status", "approved").eq("property_lead", true).eq("category", "commercial")
        .order("created_at", { ascending: false }).order("id", { ascending: false }).limit(20));
    const homeFeed = await measure(async () =>
      anon.from("posts").select(POST_SELECT).eq("status", "approved").eq("property_lead", true)
        .order("created_at", { ascending: false }).order("id", { ascending: false }).limit(10));
    const search = async (term: string) => measure(async () => anon.rpc("search_posts", { search_term: term }));
    const direct = async (text: string, params: unknown[]) => measure(async () => ({ error: (await stack.sql(text, params)) ? null : "no rows" }));
    const [somePost] = await stack.sql<{ id: string }>("select id from public.posts where status = 'approved' limit 1");
    const results = {
      "REST floor: one post by id": await measure(async () => anon.from("posts").select("id").eq("id", somePost?.id ?? "").single()),
      "feed (the web app's columns)": feed,
      "feed (select=*, incl. search columns)": feedAllColumns,
      "home feed (every category, first page of 10)": homeFeed,
      "search city (Toronto)": await search("Toronto"),
      "search postal code (M5V 2T6)": await search("M5V 2T6"),
      "search misspelled city (Vancuver)": await search("Vancuver"),
      "search a common word (condo, 1 post in 10)": await search("condo"),
      "search part of a word (couver)": await search("couver"),
      "search two common words that never meet (bright condo)": await search("bright condo"),
      "browse: city + price range + beds, by price (browse_posts, the web app's columns)": await measure(async () =>
        anon.rpc("browse_posts", { ...CITY_PRICE_BEDS, sort: "price_asc", page_limit: 20 }).select(POST_SELECT)),
      "browse: its count line (browse_posts_count, cap 1000)": await measure(async () => anon.rpc("browse_posts_count", { ...CITY_PRICE_BEDS, cap: 1000 })),
      "map box at city zoom (Toronto), newest 20": await measure(async () =>
        anon.rpc("browse_posts", { ...CITY_BOX, sort: "newest", page_limit: 20 }).select(POST_SELECT)),
      "map box at city zoom, by price": await measure(async () =>
        anon.rpc("browse_posts", { ...CITY_BOX, sort: "price_asc", page_limit: 20 }).select(POST_SELECT)),
      "map box at city zoom: its count (cap 1000)": await measure(async () => anon.rpc("browse_posts_count", { ...CITY_BOX, cap: 1000 })),
      "map box at city zoom + price range + beds, by price": await measure(async () =>
        anon.rpc("browse_posts", { ...CITY_BOX, min_price: 300000, max_price: 900000, min_beds: 2, sort: "price_asc", page_limit: 20 }).select(POST_SELECT)),
      "direct SQL (no HTTP): search_posts('Toronto')": await direct("select * from public.search_posts($1)", ["Toronto"]),
      "direct SQL (no HTTP): search_posts('Vancuver')": await direct("select * from public.search_posts($1)", ["Vancuver"]),
    };
    console.log(`\n## ${backend}: ${POSTS.toLocaleString("en-US")} posts (stack start + seed ${seededIn} s), ${ITERATIONS} sequential requests each`);
    console.log("| query | p50 ms | p95 ms |\n|---|---|---|");
    for (const [name, r] of Object.entries(results)) console.log(`| ${name} | ${r.p50} | ${r.p95} |`);
    console.log(`\nfeed plan (anon):\n${await explain(stack, FEED_SQL)}`);
    console.log(`\nhome feed plan (anon):\n${await explain(stack, HOME_FEED_SQL)}`);
    console.log(`\nbrowse: city + price range + beds by price, browse_posts' statement (anon):\n${await explain(stack, PAGE_SQL(CITY_PRICE_BEDS_SQL, "p.price_amount asc nulls last, p.id asc"))}`);
    console.log(`\nbrowse: its count (anon):\n${await explain(stack, COUNT_SQL(CITY_PRICE_BEDS_SQL))}`);
    const [{ crowded } = { crowded: false }] = await stack.sql<{ crowded: boolean }>(`select private.browse_box_ids(${BOX_EDGES}) is null as crowded`);
    const boxSql = crowded ? CROWDED_BOX_SQL : CITY_BOX_SQL;
    console.log(`\nthe box's posts as ids, up to 2,001 (private.browse_box_ids' statement, as its owner; the box is ${crowded ? "crowded" : "small"}):\n${await explain(stack, `explain (analyze, costs off, summary on)
  select p.id from public.posts p where ${CITY_BOX_SQL} and p.lng is not null order by p.lng limit 2001`, true)}`);
    console.log(`\nmap box at city zoom, newest 20 (anon):\n${await explain(stack, PAGE_SQL(boxSql, "p.created_at desc, p.id desc"))}`);
    console.log(`\nmap box at city zoom, by price (anon):\n${await explain(stack, PAGE_SQL(boxSql, "p.price_amount asc nulls last, p.id asc"))}`);
    console.log(`\nmap box at city zoom + price range + beds, by price (anon):\n${await explain(stack, PAGE_SQL(`${boxSql} and p.price_amount >= 300000 and p.price_amount <= 900000 and p.bedrooms_total >= 2`, "p.price_amount asc nulls last, p.id asc"))}`);
    console.log(`\nmap box at city zoom: its count, walking the box's index to the cap (anon):\n${await explain(stack, COUNT_SQL(CITY_BOX_SQL, "order by p.lng"))}`);
    const [{ sample } = { sample: 1000 }] = await stack.sql<{ sample: number }>(
      "select least(5000, greatest(1000, (reltuples / 50)::integer)) as sample from pg_class where oid = 'public.posts'::regclass");
    console.log(`\nsearch, a common term ('toronto'): the walk of the newest ${sample} posts (as search_posts' owner):\n${await explain(stack, SAMPLE_WALK_SQL("toronto", sample), true)}`);
    console.log(`\nsearch, a rare term (postal code 'm5v2t6'): every match ranked through the GIN indexes:\n${await explain(stack, RANK_ALL_SQL("m5v2t6"), true)}`);
    console.log(`\nthe same rare-term query as anon under RLS (why search_posts is SECURITY DEFINER):\n${await explain(stack, RANK_ALL_SQL("m5v2t6"))}`);
  } finally {
    await stack.stop();
  }
}

const wanted = process.env["BENCH_BACKENDS"]?.split(",").map((b) => b.trim()) as Backend[] | undefined;
for (const backend of wanted ?? (await testBackends())) await benchBackend(backend);
