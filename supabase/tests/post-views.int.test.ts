// record_post_view counts at most one view per viewer per post per UTC day (issue F11): members by user id,
// visitors by network address (X-Real-IP, which the gateway sets from the connection), visitors without an address
// as one viewer. It returns true for a counted view and false otherwise. Through the real stack's Data API, and in
// SQL as the anon role where a test needs visitors at other addresses; on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type TestStack } from "@test-support/stack/stack.ts";
import { castOf, makePost, type Cast } from "./admin-fixtures.ts";

describe.each(await testBackends())("post views on %s", (backend) => {
  let stack: TestStack;
  let cast: Cast;
  const views = async (post: string) => (await stack.sql<{ n: number }>("select count(*)::int as n from public.post_views where post_id = $1", [post]))[0]?.n;
  const counted = (answers: { data: boolean | null; error: unknown }[]) => {
    expect(answers.map((a) => a.error)).toEqual(answers.map(() => null));
    return answers.filter((a) => a.data === true).length;
  };

  /** record_post_view as a visitor whose request carried `headers` (null: none), as the Data API runs it. */
  const visitorWith = (headers: Record<string, string> | null, post: string) =>
    stack.running.stack.sql.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'anon', true), set_config('request.jwt.claim.role', 'anon', true),
                set_config('request.jwt.claim.sub', '', true), set_config('request.headers', $1, true)`,
        [headers ? JSON.stringify(headers) : ""],
      );
      return (await tx.query<{ counted: boolean }>("select public.record_post_view($1) as counted", [post]))[0]?.counted;
    });

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    cast = await castOf(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("a visitor calling 200 times, 20 at once, adds one view: one call of the first 20 answers true, every other false", async () => {
    const post = await makePost(cast.other);
    const batches = [];
    for (let batch = 0; batch < 10; batch++) {
      batches.push(await Promise.all(Array.from({ length: 20 }, () => cast.visitor.rpc("record_post_view", { p_post_id: post }))));
    }
    expect(batches.map(counted)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await views(post)).toBe(1);
  });

  it("a visitor sending their own X-Real-IP or X-Forwarded-For is still one viewer", async () => {
    const post = await makePost(cast.other);
    const call = (i: number) =>
      fetch(`${stack.url}/rest/v1/rpc/record_post_view`, {
        method: "POST",
        headers: { apikey: stack.anonKey, "content-type": "application/json", "x-real-ip": `198.51.100.${i}`, "x-forwarded-for": `203.0.113.${i}` },
        body: JSON.stringify({ p_post_id: post }),
      }).then(async (res) => ({ data: (await res.json()) as boolean, error: res.ok ? null : res.status }));
    const answers = [];
    for (let i = 1; i <= 30; i++) answers.push(await call(i));
    expect(counted(answers)).toBe(1);
    expect(await views(post)).toBe(1);
  });

  it("members and admins count once per post per day each, apart from visitors", async () => {
    const post = await makePost(cast.other);
    const calls = (client: Cast["visitor"], n: number) => Promise.all(Array.from({ length: n }, () => client.rpc("record_post_view", { p_post_id: post })));
    expect(counted(await calls(cast.member.client, 5))).toBe(1);
    expect(counted(await calls(cast.admin.client, 5))).toBe(1);
    expect(counted(await calls(cast.other.client, 3))).toBe(1);
    expect(counted(await calls(cast.visitor, 3))).toBe(1);
    expect(counted(await calls(cast.member.client, 2))).toBe(0);
    expect(await views(post)).toBe(4);
    const viewers = await stack.sql<{ viewer_id: string | null }>("select viewer_id from public.post_views where post_id = $1 order by viewer_id", [post]);
    expect(viewers.map((v) => v.viewer_id).sort()).toEqual([cast.member.user.id, cast.admin.user.id, cast.other.user.id, null].sort());
  });

  it("visitors at different addresses count once each; IPv6 addresses count by /64 network", async () => {
    const post = await makePost(cast.other);
    const at = async (address: string) => visitorWith({ "x-real-ip": address }, post);
    expect(await at("203.0.113.7")).toBe(true);
    expect(await at("203.0.113.7")).toBe(false);
    expect(await at("203.0.113.8")).toBe(true);
    expect(await at("2001:db8:1:2::1")).toBe(true);
    expect(await at("2001:db8:1:2:ffff::99")).toBe(false);
    expect(await at("2001:db8:1:3::1")).toBe(true);
    expect(await views(post)).toBe(4);
    const keys = await stack.sql<{ viewer: string }>("select viewer from private.post_view_daily_viewers where post_id = $1", [post]);
    expect(keys.map((k) => k.viewer).join(" ")).not.toMatch(/203\.0\.113|2001:db8/);
  });

  it("visitors without a readable address are one viewer per post per day", async () => {
    const post = await makePost(cast.other);
    expect(await visitorWith(null, post)).toBe(true);
    expect(await visitorWith(null, post)).toBe(false);
    expect(await visitorWith({ "x-real-ip": "not an address" }, post)).toBe(false);
    expect(await visitorWith({ "x-forwarded-for": "198.51.100.1" }, post)).toBe(false);
    expect(await views(post)).toBe(1);
  });

  it("a new UTC day counts the same viewers again and forgets the day before's viewers and salt", async () => {
    const post = await makePost(cast.other);
    expect((await cast.member.client.rpc("record_post_view", { p_post_id: post })).data).toBe(true);
    expect(await visitorWith({ "x-real-ip": "192.0.2.1" }, post)).toBe(true);
    // Yesterday, as far as the bookkeeping goes.
    await stack.sql("update private.post_view_daily_viewers set view_day = view_day - 1");
    await stack.sql("update private.post_view_salts set view_day = view_day - 1");
    expect((await cast.member.client.rpc("record_post_view", { p_post_id: post })).data).toBe(true);
    expect(await visitorWith({ "x-real-ip": "192.0.2.1" }, post)).toBe(true);
    expect(await views(post)).toBe(4);
    const [left] = await stack.sql<{ old: number; salts: number }>(
      `select (select count(*)::int from private.post_view_daily_viewers where view_day < (now() at time zone 'UTC')::date) as old,
              (select count(*)::int from private.post_view_salts) as salts`,
    );
    expect(left).toEqual({ old: 0, salts: 1 });
  });

  it("a post that is unknown or not approved is not counted", async () => {
    const pending = await makePost(cast.other);
    await stack.sql("update public.posts set status = 'pending' where id = $1", [pending]);
    for (const client of [cast.visitor, cast.member.client]) {
      expect((await client.rpc("record_post_view", { p_post_id: pending })).data).toBe(false);
      expect((await client.rpc("record_post_view", { p_post_id: "00000000-0000-0000-0000-000000000000" })).data).toBe(false);
    }
    expect(await views(pending)).toBe(0);
  });
});
