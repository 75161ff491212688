// The map's box (issue 19, browse_posts' min_lng..max_lat) reads posts_browse_geo_idx as a visitor under row-level
// security: float8's comparisons are leakproof, so the box's edges are index conditions ahead of the policy. A GiST
// index on a point would not be (point <@ box is not leakproof): the planner would read every approved post. A
// small box is read whole (through its ids) and sorted; a crowded one is tested row by row on the walk of the page's
// order (private.browse_box_ids, private.browse_in_box in 20261101000700_search.sql).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBulk } from "../../bench/seed-bulk.ts";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";

const backends = await testBackends();

/** A few streets of downtown Toronto: a small share of the bulk posts (20 cities, ~15 km around each centre). */
const BOX = "p.lng >= -79.40 and p.lng <= -79.36 and p.lat >= 43.63 and p.lat <= 43.67";

const plan = (stack: TestStack, sql: string) =>
  stack.running.stack.sql
    .asCaller({ role: "anon" }, (tx) => tx.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off, timing off, summary off) ${sql}`))
    .then((rows) => rows.map((r) => r["QUERY PLAN"]).join("\n"));

describe.each(backends)("the map's box on %s", (backend) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    await seedBulk({ query: (text, params) => stack.sql(text, params) }, { posts: 3000, members: 30 });
    await stack.sql("analyze public.posts");
  }, 180_000);
  afterAll(() => stack?.stop());

  it("as a visitor, finds a small box's posts through the geo index, both edges as index conditions", async () => {
    const text = await plan(stack, `select p.id from public.posts p where p.status = 'approved' and ${BOX} order by p.created_at desc, p.id desc limit 20`);
    expect(text).toContain("posts_browse_geo_idx");
    expect(text).toMatch(/Index Cond: \(\(lng >= .*lat <= /);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it("as a visitor, counts them by walking the same index in order, stopping at the cap (browse_posts_count's statement)", async () => {
    const text = await plan(stack, `select count(*) from (select 1 from public.posts p where p.status = 'approved' and p.property_lead and ${BOX} order by p.lng limit 1001) hits`);
    expect(text).toMatch(/Index (Only )?Scan using posts_browse_geo_idx/);
    expect(text).not.toMatch(/Seq Scan|Bitmap|Sort/);
  });

  it("gives browse_posts a small box's posts as ids, and none for a crowded box (over 2,000 posts)", async () => {
    const ids = async (box: string) =>
      (await stack.sql<{ ids: string[] | null }>(`select private.browse_box_ids(${box}) as ids`))[0]?.ids ?? null;
    const small = await ids("-79.40, 43.63, -79.36, 43.67");
    const inBox = await stack.sql<{ id: string }>(`select p.id from public.posts p where p.status = 'approved' and p.property_lead and ${BOX}`);
    expect(small?.slice().sort()).toEqual(inBox.map((row) => row.id).sort());
    expect(await ids("-141, 41, -52, 84")).toBeNull(); // all of Canada: the 3,000 posts
    expect(await ids("10, 10, 11, 11")).toEqual([]);
  });

  it("as a visitor, pages a crowded box by walking the order's index and stops at the page, without sorting the box", async () => {
    const crowded = "private.browse_in_box(p.lng, p.lat, -141, 41, -52, 84)";
    const where = `p.status = 'approved' and p.property_lead and ${crowded}`;
    const byPrice = await plan(stack, `select p.id from public.posts p where ${where} order by p.price_amount asc nulls last, p.id asc limit 20`);
    expect(byPrice).toMatch(/Index Scan using posts_browse_price_idx/);
    expect(byPrice).not.toMatch(/Sort|Seq Scan/);
    const newest = await plan(stack, `select p.id from public.posts p where ${where} order by p.created_at desc, p.id desc limit 20`);
    expect(newest).toMatch(/Index Scan using posts_feed_idx/);
    expect(newest).not.toMatch(/Sort|Seq Scan/);
  });

  it("lists through browse_posts exactly the approved posts the box holds", async () => {
    const box = { min_lng: -79.4, min_lat: 43.63, max_lng: -79.36, max_lat: 43.67 };
    const expected = await stack.sql<{ id: string }>(`select p.id from public.posts p where p.status = 'approved' and ${BOX} order by p.created_at desc, p.id desc limit 100`);
    const { data, error } = await stack.client().rpc("browse_posts", { ...box, page_limit: 100 }).select("id");
    expect(error).toBeNull();
    expect(expected.length).toBeGreaterThan(0);
    expect(data?.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    const { data: n } = await stack.client().rpc("browse_posts_count", box);
    expect(n).toBe((await stack.sql<{ n: number }>(`select count(*)::int as n from public.posts p where p.status = 'approved' and ${BOX}`))[0]?.n);
  });

  it("lists a crowded box's posts through browse_posts in each order, as the same query without the function would", async () => {
    const box = { min_lng: -141, min_lat: 41, max_lng: -52, max_lat: 84 };
    const where = "p.status = 'approved' and p.property_lead and p.lng between -141 and -52 and p.lat between 41 and 84";
    const orders = {
      newest: "p.created_at desc, p.id desc",
      price_asc: "p.price_amount asc nulls last, p.id asc",
      price_desc: "p.price_amount desc nulls last, p.id desc",
    } as const;
    for (const [sort, order] of Object.entries(orders)) {
      const expected = await stack.sql<{ id: string }>(`select p.id from public.posts p where ${where} and p.bedrooms_total >= 3 order by ${order} limit 30 offset 10`);
      const { data, error } = await stack.client().rpc("browse_posts", { ...box, min_beds: 3, sort, page_limit: 30, page_offset: 10 }).select("id");
      expect(error).toBeNull();
      expect(data?.map((row) => row.id), sort).toEqual(expected.map((row) => row.id));
    }
    const { data: n } = await stack.client().rpc("browse_posts_count", { ...box, cap: 5000 });
    expect(n).toBe((await stack.sql<{ n: number }>(`select count(*)::int as n from public.posts p where ${where}`))[0]?.n);
  });
});
