import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";
import { castOf, isDenied, makePost, type Cast } from "./admin-fixtures.ts";

// Role matrix for the analytics RPCs, post_views / record_post_view and reports.resolved_at
// (visitor / member / admin; allow and deny), with the aggregates checked against known data.
const ANALYTICS = ["analytics_user_engagement", "analytics_listings", "analytics_conversion", "analytics_featured", "analytics_geography", "analytics_reports"] as const;

describe.each(await testBackends())("admin analytics on %s", (backend) => {
  let stack: TestStack;
  let cast: Cast;
  let postOn: string;
  let postBc: string;
  const range = () => ({ p_from: new Date(Date.now() - 86_400_000).toISOString(), p_to: new Date(Date.now() + 86_400_000).toISOString() });

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    cast = await castOf(stack);
    postOn = await makePost(cast.other, { province: "Ontario", city: "toronto", manual_price: 650000, category: "residential" });
    postBc = await makePost(cast.other, { province: "BC", city: "Victoria", listing_price: "$1,200,000", category: "land" });
    await cast.member.client.from("saved_listings").insert({ user_id: cast.member.user.id, post_id: postOn });
    await cast.member.client.from("offers").insert({ user_id: cast.member.user.id, post_id: postOn, offer_amount: 600000, message: "Cash" });
    await cast.member.client.from("reports").insert({ reporter_id: cast.member.user.id, reported_post_id: postBc, target_type: "post", reason: "Other: duplicate" });
    await cast.member.client.from("reports").insert({ reporter_id: cast.member.user.id, reported_post_id: postOn, target_type: "post", reason: "Fake listing" });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe("record_post_view and post_views", () => {
    it("visitor: records a view of an approved post, not of an unknown one, and cannot read views", async () => {
      expect((await cast.visitor.rpc("record_post_view", { p_post_id: postOn })).data).toBe(true);
      expect((await cast.visitor.rpc("record_post_view", { p_post_id: "00000000-0000-0000-0000-000000000000" })).data).toBe(false);
      const read = await cast.visitor.from("post_views").select("id");
      expect(read.error !== null || read.data?.length === 0).toBe(true);
    });
    it("member: records a view, reads none, cannot insert directly", async () => {
      expect((await cast.member.client.rpc("record_post_view", { p_post_id: postOn })).data).toBe(true);
      expect((await cast.member.client.from("post_views").select("id")).data).toEqual([]);
      expect(isDenied((await cast.member.client.from("post_views").insert({ post_id: postOn })).error)).toBe(true);
    });
    it("admin: reads views", async () => {
      expect((await cast.admin.client.from("post_views").select("id")).data?.length).toBe(2);
    });
  });

  describe("analytics RPCs deny visitors and members", () => {
    it.each(ANALYTICS)("%s", async (fn) => {
      expect(isDenied((await cast.visitor.rpc(fn, range())).error)).toBe(true);
      expect(isDenied((await cast.member.client.rpc(fn, range())).error)).toBe(true);
    });
  });

  describe("admin: aggregates", () => {
    it("user engagement counts members, sign-ups and active members", async () => {
      const { data, error } = await cast.admin.client.rpc("analytics_user_engagement", range());
      expect(error).toBeNull();
      const result = data as { totals: Record<string, number>; series: { signups: number }[] };
      // The stack may provision its own admin account, so compare with the database rather than a constant.
      const [db] = await stack.sql<{ members: number; admins: number }>(
        "select (select count(*)::int from auth.users) as members, (select count(distinct user_id)::int from public.user_roles where role = 'admin') as admins",
      );
      expect(db?.members).toBeGreaterThanOrEqual(3);
      expect(result.totals).toMatchObject({ members: db?.members, new_members: db?.members, active_members: 2, admins: db?.admins, banned: 0 });
      expect(result.series.reduce((sum, row) => sum + row.signups, 0)).toBe(db?.members);
    });
    it("listings group by category, status, province and price band", async () => {
      const { data } = await cast.admin.client.rpc("analytics_listings", range());
      const result = data as Record<string, { key: string; count: number }[]>;
      expect(result.by_province).toEqual(expect.arrayContaining([{ key: "ON", count: 1 }, { key: "BC", count: 1 }]));
      expect(result.by_price_band).toEqual(expect.arrayContaining([{ key: "$500K–$1M", count: 1 }, { key: "$1M–$2M", count: 1 }]));
      expect(result.by_category).toEqual(expect.arrayContaining([{ key: "residential", count: 1 }, { key: "land", count: 1 }]));
      expect(result.by_status).toEqual([{ key: "approved", count: 2 }]);
    });
    it("conversion counts views, saves and offers", async () => {
      const { data } = await cast.admin.client.rpc("analytics_conversion", range());
      const result = data as { funnel: Record<string, number>; top_posts: { id: string }[] };
      expect(result.funnel).toEqual({ views: 2, saves: 1, offers: 1 });
      expect(result.top_posts[0]?.id).toBe(postOn);
    });
    it("featured exposure compares featured and standard posts and reports no payments", async () => {
      await cast.admin.client.rpc("set_post_featured_status", { p_post_id: postOn, p_is_featured: true });
      const { data } = await cast.admin.client.rpc("analytics_featured", range());
      const result = data as { payments: boolean; featured_now: number; exposure: { group: string; views: number; offers: number }[] };
      expect(result.payments).toBe(false);
      expect(result.featured_now).toBe(1);
      expect(result.exposure.find((row) => row.group === "featured")).toMatchObject({ views: 2, offers: 1 });
    });
    it("geography normalises provinces and cities", async () => {
      const { data } = await cast.admin.client.rpc("analytics_geography", range());
      const result = data as { top_cities: { city: string; province: string; count: number }[] };
      expect(result.top_cities).toEqual(expect.arrayContaining([{ city: "Toronto", province: "ON", count: 1 }, { city: "Victoria", province: "BC", count: 1 }]));
    });
    it("reports count by reason and status and time resolution; re-opening clears resolved_at", async () => {
      const { data: rows } = await cast.admin.client.from("reports").select("id, reason").order("created_at");
      const other = rows?.find((row) => row.reason.startsWith("Other"));
      await cast.admin.client.from("reports").update({ status: "resolved" }).eq("id", other!.id);
      const [resolved] = await stack.sql<{ at: string | null }>("select resolved_at as at from public.reports where id = $1", [other!.id]);
      expect(resolved?.at).not.toBeNull();

      const { data } = await cast.admin.client.rpc("analytics_reports", range());
      const result = data as { totals: Record<string, number>; by_reason: { key: string; count: number }[]; resolution: { resolved_with_time: number } };
      expect(result.totals).toEqual({ reports: 2, open: 1, resolved: 1 });
      expect(result.by_reason).toEqual(expect.arrayContaining([{ key: "Other", count: 1 }, { key: "Fake listing", count: 1 }]));
      expect(result.resolution.resolved_with_time).toBe(1);

      await cast.admin.client.from("reports").update({ status: "open" }).eq("id", other!.id);
      const [reopened] = await stack.sql<{ at: string | null }>("select resolved_at as at from public.reports where id = $1", [other!.id]);
      expect(reopened?.at).toBeNull();
    });
    it("an empty range gives zero totals", async () => {
      const { data } = await cast.admin.client.rpc("analytics_listings", { p_from: "2001-01-01T00:00:00Z", p_to: "2001-02-01T00:00:00Z" });
      expect((data as { totals: { posts: number } }).totals.posts).toBe(0);
    });
  });
});
