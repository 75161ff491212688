// The map's box (issue 19, browse_posts' min_lng..max_lat) reads posts_browse_geo_idx as a visitor under row-level
// security: float8's comparisons are leakproof, so the box's edges are index conditions ahead of the policy. A GiST
// index on a point would not be (point <@ box is not leakproof): the planner would read every approved post.
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

  it("as a visitor, counts them through the same index", async () => {
    const text = await plan(stack, `select count(*) from (select 1 from public.posts p where p.status = 'approved' and ${BOX} limit 1001) hits`);
    expect(text).toContain("posts_browse_geo_idx");
    expect(text).not.toMatch(/Seq Scan/);
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
});
