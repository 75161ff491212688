// The feed of one category reads its own index as a visitor under row-level security, even when the category is
// rare (20261123000000_posts_feed_category_indexes.sql): enum equality is not leakproof, so without a partial index
// per category the planner walked the newest approved posts of every category and filtered them. The feed lists one
// post per property (issue 20), so the indexes hold only lead posts and the query asks for them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBulk } from "../../bench/seed-bulk.ts";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";

const backends = await testBackends();

const FEED_SQL = `explain (analyze, costs off, timing off, summary off)
  select p.id from public.posts p
  where p.status = 'approved' and p.property_lead and p.category = 'land'
  order by p.created_at desc, p.id desc limit 10`;

describe.each(backends)("feed of a rare category on %s", (backend) => {
  let stack: TestStack;
  let landIds: string[];

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    await seedBulk({ query: (text, params) => stack.sql(text, params) }, { posts: 3000, members: 30 });
    // 15 land listings, the oldest ones, among ~2,850 approved posts of the other categories.
    await stack.sql(`update public.posts set category = 'residential'
      where category = 'land' and id not in (select id from public.posts where category = 'land' and status = 'approved' order by created_at limit 15)`);
    await stack.sql("analyze public.posts");
    const rows = await stack.sql<{ id: string }>(
      "select id from public.posts where category = 'land' and status = 'approved' order by created_at desc, id desc limit 10");
    landIds = rows.map((r) => r.id);
  }, 120_000);
  afterAll(() => stack?.stop());

  it("as a visitor, scans only that category's index, filtering nothing", async () => {
    const plan = await stack.running.stack.sql.asCaller({ role: "anon" }, (tx) => tx.query<{ "QUERY PLAN": string }>(FEED_SQL));
    const text = plan.map((r) => r["QUERY PLAN"]).join("\n");
    expect(text).toContain("posts_feed_land_idx");
    expect(text).not.toMatch(/Rows Removed by Filter/);
    expect(text).not.toMatch(/Sort/);
  });

  it("answers the web app's request with the newest land listings, in order", async () => {
    const { data, error } = await stack.client().from("posts").select("id").eq("status", "approved").eq("property_lead", true).eq("category", "land")
      .order("created_at", { ascending: false }).order("id", { ascending: false }).range(0, 9);
    expect(error).toBeNull();
    expect(data?.map((p) => p.id)).toEqual(landIds);
  });
});
