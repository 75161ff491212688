// The analytics rollups (20261101000900_analytics.sql). After inserts, updates and deletes through the API (as members
// and an admin) and in bulk as the superuser, every rollup equals its recomputation from the base tables
// (admin_private.analytics_rollup_drift() is empty), and every analytics RPC answers, through /rest/v1, exactly what
// the test counts from the base tables for the same range (analytics-expected.ts). On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";
import { castOf, isDenied, makePost, type Cast } from "./admin-fixtures.ts";
import { expectedAnswer } from "./analytics-expected.ts";
import { ANALYTICS_RPCS, rangesAround, seedRollupData, type AnalyticsRpc } from "./analytics-rollup-fixtures.ts";

describe.each(await testBackends())("analytics rollups on %s", (backend) => {
  let stack: TestStack;
  let cast: Cast;
  const now = Date.now();
  const ranges = Object.entries(rangesAround(now));

  const drift = () => stack.sql<{ rollup: string; side: string; row_text: string }>("select * from admin_private.analytics_rollup_drift()");

  /** What the RPC must answer, counted by the test from the base tables. */
  const expected = (fn: AnalyticsRpc, range: { p_from: string; p_to: string }) => expectedAnswer(stack, fn, range);

  /** The RPC's answer called in SQL as the admin, in a session with the given time zone. */
  const answerIn = (timeZone: string, fn: AnalyticsRpc, range: { p_from: string | null; p_to: string | null }) =>
    stack.running.stack.sql.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claim.sub', $1, true), set_config('TimeZone', $2, true)", [cast.admin.user.id, timeZone]);
      const [row] = await tx.query<{ answer: unknown }>(`select public.${fn}($1, $2) as answer`, [range.p_from, range.p_to]);
      return row?.answer;
    });

  // PGlite runs in this process: a long statement blocks the event loop past the gateway's keep-alive timeout, and
  // the next request could pick a socket the server is closing ("fetch failed"). Let the loop catch up first.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  async function expectRpcsMatchCounts() {
    await settle();
    const mismatches: string[] = [];
    for (const fn of ANALYTICS_RPCS) {
      for (const [label, range] of ranges) {
        const { data, error } = await cast.admin.client.rpc(fn, range);
        if (error) throw new Error(`${fn} ${label}: ${error.message}`);
        const counted = await expected(fn, range);
        if (JSON.stringify(data) !== JSON.stringify(counted)) mismatches.push(`${fn} over ${label}:\n  rpc      ${JSON.stringify(data)}\n  expected ${JSON.stringify(counted)}`);
      }
    }
    expect(mismatches).toEqual([]);
  }

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    cast = await castOf(stack);
    await seedRollupData(stack, new Date(now).toISOString());
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("bulk inserts: every rollup equals its recomputation from the base tables", async () => {
    expect(await drift()).toEqual([]);
    const [counts] = await stack.sql<{ days: number; spans: number }>(
      "select (select count(*)::int from admin_private.activity_days) as days, (select count(*)::int from admin_private.activity_spans) as spans",
    );
    expect(counts?.days).toBeGreaterThan(100);
    expect(counts?.spans).toBeGreaterThan(50);
  });

  it("bulk inserts: every RPC equals the counts from the base tables over every range", async () => {
    await expectRpcsMatchCounts();
  });

  it("members and admins through the API, then updates and deletes: rollups stay exact and RPCs equal the counts", async () => {
    // Inserts as members (row-level security applies; the triggers run as their owner).
    await settle();
    const mine = await makePost(cast.member, { province: "Nunavut", city: "Iqaluit", manual_price: 2_500_000, category: "land" });
    const theirs = await makePost(cast.other, { province: "QC", city: " montréal ", listing_price: "$499,999", category: "fsbo" });
    expect((await cast.member.client.from("saved_listings").insert({ user_id: cast.member.user.id, post_id: theirs })).error).toBeNull();
    expect((await cast.other.client.from("saved_listings").insert({ user_id: cast.other.user.id, post_id: mine })).error).toBeNull();
    const offer = await cast.member.client.from("offers").insert({ user_id: cast.member.user.id, post_id: theirs, offer_amount: 450000 }).select("id").single();
    expect(offer.error).toBeNull();
    await cast.other.client.from("offers").insert({ user_id: cast.other.user.id, post_id: mine, offer_amount: 2_000_000 });
    await cast.member.client.from("reports").insert({ reporter_id: cast.member.user.id, reported_post_id: theirs, target_type: "post", reason: "Other: wrong price" });
    // The visitor's second view of `theirs` today is not counted (one view per viewer per post per day).
    const viewed = [];
    for (const post of [mine, theirs, theirs]) viewed.push((await cast.visitor.rpc("record_post_view", { p_post_id: post })).data);
    expect(viewed).toEqual([true, true, false]);
    expect(await drift()).toEqual([]);

    // Admin actions: feature, take down, resolve and re-open reports.
    await cast.admin.client.rpc("set_post_featured_status", { p_post_id: theirs, p_is_featured: true });
    await cast.admin.client.rpc("admin_moderate_post", { p_post_id: mine, p_action: "hide", p_reason: "other", p_note: "Rollup check." });
    const { data: openReports } = await cast.admin.client.from("reports").select("id").eq("status", "open").limit(4);
    const reportIds = (openReports ?? []).map((r) => r.id);
    await cast.admin.client.from("reports").update({ status: "resolved" }).in("id", reportIds);
    await cast.admin.client.from("reports").update({ status: "open" }).eq("id", reportIds[0]!);
    expect(await drift()).toEqual([]);

    // Members undo: unsave, withdraw an offer.
    await cast.member.client.from("saved_listings").delete().eq("post_id", theirs);
    expect((await cast.member.client.rpc("withdraw_offer", { p_offer_id: offer.data!.id })).data).toBe(true);

    // Bulk as the superuser: edits that change every counted column, moves in time, deletes that cascade.
    await stack.sql(`update public.posts set is_featured = not is_featured, status = case when status = 'approved' then 'pending'::public.post_status else 'approved' end,
                            manual_price = coalesce(manual_price, 0) + 750000, city = 'Halifax', province = 'NS'
                     where title in ('Rollup 003', 'Rollup 004', 'Rollup 009', 'Rollup 026')`);
    await stack.sql("update public.posts set description = 'Edited, nothing counted changes ' || url where title like 'Rollup 01%'");
    await stack.sql("update public.saved_listings set created_at = created_at - interval '3 days 5 hours' where id in (select id from public.saved_listings order by id limit 20)");
    await stack.sql("update public.offers set created_at = created_at + interval '26 hours', post_id = (select id from public.posts where title = 'Rollup 001') where id in (select id from public.offers order by id limit 9)");
    await stack.sql("update public.post_views set viewed_at = viewed_at - interval '400 days' where id in (select id from public.post_views order by id limit 30)");
    await stack.sql("update public.reports set resolved_at = resolved_at + interval '9 days' where resolved_at is not null and id in (select id from public.reports order by id limit 6)");
    await stack.sql("delete from public.post_views where id in (select id from public.post_views order by id desc limit 25)");
    await stack.sql("delete from public.posts where title in ('Rollup 007', 'Rollup 014', 'Rollup 033', 'Rollup 052')");
    const victim = (await stack.sql<{ id: string }>("select id from auth.users where email = 'rollup-3@rollup.test'"))[0]!.id;
    await settle();
    expect((await stack.serviceClient().auth.admin.deleteUser(victim)).error).toBeNull();
    expect(await drift()).toEqual([]);
    await expectRpcsMatchCounts();
  });

  it("a transaction's changes reach the rollups at its commit; a rolled-back one leaves nothing behind", async () => {
    const sql = stack.running.stack.sql;
    const queued = "select count(*)::int as n from admin_private.rollup_queue where xact = pg_current_xact_id()";
    await sql.transaction(async (tx) => {
      await tx.query("insert into public.post_views (post_id, viewed_at) select id, now() - interval '2 days' from public.posts where title like 'Rollup 02%'");
      await tx.query("delete from public.saved_listings where id in (select id from public.saved_listings order by created_at limit 5)");
      await tx.query("update public.reports set status = 'resolved' where id in (select id from public.reports where status = 'open' order by id limit 3)");
      expect((await tx.query<{ n: number }>(queued))[0]?.n).toBe(3);
    });
    expect(await drift()).toEqual([]);
    const rollback = sql.transaction(async (tx) => {
      await tx.query("insert into public.offers (user_id, post_id, offer_amount) select user_id, id, 1000 from public.posts where title like 'Rollup 03%'");
      throw new Error("roll back");
    });
    await expect(rollback).rejects.toThrow("roll back");
    expect(await drift()).toEqual([]);
    expect((await stack.sql<{ n: number }>("select count(*)::int as n from admin_private.rollup_queue"))[0]?.n).toBe(0);
  });

  it("a TRUNCATE of a base table refills the rollups", async () => {
    await stack.sql("truncate public.post_views");
    expect(await drift()).toEqual([]);
    await expectRpcsMatchCounts();
  });

  it("ranked lists have a total order: equal counts sort by name, then key, in the RPC and the counts alike", async () => {
    // Cities with one post each in two provinces (or none): every count ties, so only the tie-break orders them.
    await stack.sql(
      `insert into public.posts (user_id, description, url, category, title, city, province, created_at)
       select (select id from auth.users where email = 'rollup-1@rollup.test'), 'Tie https://www.realtor.ca/real-estate/tie-' || i,
              'https://www.realtor.ca/real-estate/tie-' || i, 'residential', 'Tie ' || i,
              (array['Zeta Falls', 'Alpha Bay', 'Mid Town', 'Beta Creek'])[1 + i % 4], (array['NS', null, 'AB'])[1 + i % 3],
              now() - interval '3 days'
       from generate_series(1, 12) i`,
    );
    await settle();
    const range = rangesAround(now)["last 7 days, whole days"]!;
    type City = { city: string; province: string; count: number };
    const inOrder = (rows: City[]) =>
      [...rows].sort((a, b) => b.count - a.count || (a.city < b.city ? -1 : a.city > b.city ? 1 : 0) || (a.province < b.province ? -1 : a.province > b.province ? 1 : 0));
    const rpc = await cast.admin.client.rpc("analytics_geography", range);
    expect(rpc.error).toBeNull();
    const fromRpc = (rpc.data as { top_cities: City[] }).top_cities;
    const fromCounts = ((await expected("analytics_geography", range)) as { top_cities: City[] }).top_cities;
    expect(fromRpc.filter((c) => c.count === 1).length).toBeGreaterThan(6);
    expect(fromRpc).toEqual(inOrder(fromRpc));
    expect(fromCounts).toEqual(fromRpc);
    await stack.sql("delete from public.posts where title like 'Tie %'");
    expect(await drift()).toEqual([]);
  });

  it("the conversion top ten: walking all-time engagement gives the same ten as counting the range", async () => {
    for (const [label, range] of ranges) {
      const walk = await stack.sql("select * from admin_private.conversion_top_posts($1, $2, 1000000)", [range.p_from, range.p_to]);
      const count = await stack.sql("select * from admin_private.conversion_top_posts($1, $2, 0)", [range.p_from, range.p_to]);
      expect(walk, label).toEqual(count);
    }
  });

  it("the RPCs read the rollups: a tampered rollup shows, and analytics_rollups_rebuild() repairs it", async () => {
    const range = rangesAround(now)["last 90 days, unaligned"]!;
    await stack.sql("update admin_private.posts_by_day set posts = posts + 1000 where dim = 'category'");
    await settle();
    const tampered = await cast.admin.client.rpc("analytics_listings", range);
    expect(tampered.data).not.toEqual(await expected("analytics_listings", range));
    expect((await drift()).length).toBeGreaterThan(0);
    await stack.sql("select admin_private.analytics_rollups_rebuild()");
    expect(await drift()).toEqual([]);
    expect((await cast.admin.client.rpc("analytics_listings", range)).data).toEqual(await expected("analytics_listings", range));
  });

  it("in a session of another time zone the RPCs still count UTC days, as the rollups do", async () => {
    const range = rangesAround(now)["last 90 days, unaligned"]!;
    for (const timeZone of ["America/St_Johns", "Asia/Kolkata"]) {
      for (const fn of ANALYTICS_RPCS) {
        const answer = await answerIn(timeZone, fn, range);
        expect(JSON.stringify(answer), `${fn} in ${timeZone}`).toBe(JSON.stringify(await expected(fn, range)));
      }
    }
  });

  it("a range without a finite start and end is refused with a sentence", async () => {
    for (const range of [{ p_from: null, p_to: new Date(now).toISOString() }, { p_from: "-infinity", p_to: "infinity" }]) {
      for (const fn of ANALYTICS_RPCS) {
        await expect(answerIn("UTC", fn, range), fn).rejects.toThrow("An analytics range needs a finite start and end.");
      }
    }
  });

  it("visitors and members are refused every RPC and cannot reach the rollups", async () => {
    const range = rangesAround(now)["last 7 days, whole days"]!;
    await settle();
    for (const fn of ANALYTICS_RPCS) {
      expect(isDenied((await cast.visitor.rpc(fn, range)).error), `${fn} visitor`).toBe(true);
      expect(isDenied((await cast.member.client.rpc(fn, range)).error), `${fn} member`).toBe(true);
    }
    const [privileges] = await stack.sql<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       cross join (values ('anon'), ('authenticated')) r (role)
       where s.nspname = 'admin_private' and c.relkind in ('r', 'v')
         and (has_table_privilege(r.role, c.oid, 'select') or has_table_privilege(r.role, c.oid, 'insert')
              or has_table_privilege(r.role, c.oid, 'update') or has_table_privilege(r.role, c.oid, 'delete'))`,
    );
    expect(privileges?.n).toBe(0);
    const [rls] = await stack.sql<{ n: number }>(
      "select count(*)::int as n from pg_class c where c.relnamespace = 'admin_private'::regnamespace and c.relkind = 'r' and not c.relrowsecurity",
    );
    expect(rls?.n).toBe(0);
  });
});
