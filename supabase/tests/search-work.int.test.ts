// How much search_posts reads, by how common the term is (20261124000000_private_matching_post_ids.sql): a common
// word takes its newest matches from a short walk of the newest posts, a rare or absent one goes through the GIN
// indexes, and no term reads the whole table: not by ranking every match of a common word (the fourth version did
// for any word that was not a city name: 'condo' took 2.3 s at 1,000,000 posts), not by the ORDER BY + LIMIT trap
// (walking the created_at index through every post when few or none match), not by a sequential scan.
// The posts table's counters are read before and after the call in the same transaction (pg_stat_xact_user_tables):
// exact figures, the same on every run and both backends, no timing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBulk } from "../../bench/seed-bulk.ts";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";

const backends = await testBackends();

const POSTS = 20_000;
/** private.matching_post_ids' sample of the newest posts at this size: least(5000, greatest(1000, posts / 50)). */
const SAMPLE = 1000;

interface Work {
  seqScans: number;
  rowsRead: number;
  ids: string[];
}

describe.each(backends)("search_posts' work on %s", (backend) => {
  let stack: TestStack;
  let newestApproved: string[];
  let tuktoyaktuk: string;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    // Every bulk post says "Close to transit, schools and parks"; a tenth are condos; each of 20 cities has 5%.
    await seedBulk({ query: (text, params) => stack.sql(text, params) }, { posts: POSTS, members: 50 });
    // The only post in a town, and the oldest post of all: the far end of a newest-first walk.
    const [oldest] = await stack.sql<{ id: string }>("select id from public.posts where status = 'approved' order by created_at limit 1");
    await stack.sql("update public.posts set city = 'Tuktoyaktuk', province = 'NT' where id = $1", [oldest?.id]);
    tuktoyaktuk = oldest?.id ?? "";
    await stack.sql("vacuum analyze public.posts");
    const newest = await stack.sql<{ id: string }>("select id from public.posts where status = 'approved' order by created_at desc limit 100");
    newestApproved = newest.map((row) => row.id);
  }, 300_000);
  afterAll(() => stack?.stop());

  /** search_posts as a visitor, with the posts table's scans and rows read during the call. */
  const search = (term: string) =>
    stack.running.stack.sql.asCaller({ role: "anon" }, async (tx): Promise<Work> => {
      // Counts not yet flushed to the shared statistics (this transaction's, maybe earlier ones'): read twice.
      const counters = async () => {
        const [row] = await tx.query<{ seq_scan: string; rows_read: string }>(
          `select seq_scan, seq_tup_read + coalesce(idx_tup_fetch, 0) as rows_read
           from pg_catalog.pg_stat_xact_user_tables where relid = 'public.posts'::regclass`,
        );
        return { seqScans: Number(row?.seq_scan ?? 0), rowsRead: Number(row?.rows_read ?? 0) };
      };
      const before = await counters();
      const rows = await tx.query<{ id: string }>("select id from public.search_posts($1)", [term]);
      const after = await counters();
      return { seqScans: after.seqScans - before.seqScans, rowsRead: after.rowsRead - before.rowsRead, ids: rows.map((r) => r.id) };
    });

  it("a word in every post: the 100 newest posts, from a walk that stops at once", async () => {
    const work = await search("schools");
    expect(new Set(work.ids)).toEqual(new Set(newestApproved));
    expect(work.seqScans).toBe(0);
    expect(work.rowsRead).toBeLessThanOrEqual(300); // ~100 walked, 100 cards
  });

  it("a substring of most posts ('an'): 100 matches, from a short walk", async () => {
    const work = await search("an");
    expect(work.ids).toHaveLength(100);
    expect(work.seqScans).toBe(0);
    expect(work.rowsRead).toBeLessThanOrEqual(300);
  });

  it.each([
    ["condo", "a tenth of the posts"],
    ["toronto", "a twentieth"],
    ["couver", "a twentieth, by substring"],
  ])("%s (%s): 100 matches, reading a fraction of the table", async (term) => {
    const work = await search(term);
    expect(work.ids).toHaveLength(100);
    expect(work.seqScans).toBe(0);
    expect(work.rowsRead).toBeLessThan(POSTS / 4);
  });

  it("a town with one post, the oldest: found through the index, not by walking back to it", async () => {
    const work = await search("Tuktoyaktuk");
    expect(work.ids).toEqual([tuktoyaktuk]);
    expect(work.seqScans).toBe(0);
    expect(work.rowsRead).toBeLessThanOrEqual(SAMPLE + 100);
  });

  it.each(["xyzzy", "maple", "yonge stret"])("%s (in no post): the sample, the indexes and the fuzzy step only", async (term) => {
    const work = await search(term);
    expect(work.ids).toEqual([]);
    expect(work.seqScans).toBe(0);
    expect(work.rowsRead).toBeLessThanOrEqual(3 * SAMPLE);
  });

  it("two common words that never meet: no fuzzy scan of every post holding one of them", async () => {
    // Bright condos all fall among the bulk data's pending posts (both come from the same hash).
    const [meet] = await stack.sql<{ n: string }>(
      "select count(*) as n from public.posts where status = 'approved' and title ilike 'bright condo%'");
    expect(Number(meet?.n)).toBe(0);
    const work = await search("bright condo");
    expect(work.ids).toEqual([]);
    expect(work.seqScans).toBe(0);
    expect(work.rowsRead).toBeLessThan(POSTS / 2);
  });

  it("a postal code and a misspelled city stay cheap", async () => {
    const postal = await search("M5V 2T6");
    const misspelled = await search("Vancuver");
    expect(misspelled.ids).toHaveLength(100);
    for (const work of [postal, misspelled]) {
      expect(work.seqScans).toBe(0);
      expect(work.rowsRead).toBeLessThan(POSTS / 4);
    }
  });
});
