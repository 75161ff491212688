// Issue 20: the local stack's scheduler runs the real listing-recheck edge function (Deno) against the local
// fixture site; the post's history appears for visitors, a second pass writes nothing, and each run is recorded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import { startFixtureServer, type FixtureServer } from "@test-support/link-fixtures/fixture-server.ts";
import { generatedListingFacts } from "@test-support/link-fixtures/index.ts";

describe.each(await testBackends())("listing re-check on %s", (backend) => {
  let stack: TestStack;
  let site: FixtureServer;
  let member: SignedInUser;
  const previous = process.env.LINK_FETCH_ALLOW_PRIVATE;

  beforeAll(async () => {
    site = await startFixtureServer();
    // Declared in supabase/functions/.env.example, so the functions runtime passes it from this environment.
    process.env.LINK_FETCH_ALLOW_PRIVATE = "127.0.0.1";
    stack = await startTestStack({ backend });
    member = await stack.signUpConfirmed();
    await stack.sql("insert into public.whitelisted_domains (domain_name) values ('127.0.0.1') on conflict do nothing");
  }, 120_000);
  afterAll(async () => {
    if (previous === undefined) delete process.env.LINK_FETCH_ALLOW_PRIVATE;
    else process.env.LINK_FETCH_ALLOW_PRIVATE = previous;
    await stack?.stop();
    await site?.close();
  });

  it("records the source's price as history, writes nothing on an unchanged second pass, and records each run", async () => {
    const link = `${site.url}/listing/7`;
    const { data, error } = await member.client
      .from("posts")
      .insert({ user_id: member.user.id, category: "residential", description: `See ${link}`, url: link, title: "Fixture home" })
      .select("id")
      .single();
    expect(error).toBeNull();
    const postId = data?.id as string;

    const first = (await stack.running.recheck.runNow()) as { written: number; checked: number };
    expect(first.checked).toBeGreaterThanOrEqual(1);
    expect(first.written).toBe(1);
    const history = await stack.client().from("listing_snapshots").select("price, source_status").eq("post_id", postId);
    expect(history.data?.map((s) => [Number(s.price), s.source_status])).toEqual([[generatedListingFacts(7).price, "live"]]);

    const second = (await stack.running.recheck.runNow()) as { written: number };
    expect(second.written).toBe(0);
    const runs = await stack.sql<{ trigger: string }>("select trigger from private.recheck_runs order by id");
    expect(runs.map((r) => r.trigger)).toEqual(["local-scheduler", "local-scheduler"]);
  });

  it("a call cut short records where it stopped, and the next goes on from there until the pass is complete", async () => {
    const links = [11, 12, 13].map((n) => `${site.url}/listing/${n}`);
    for (const link of links) {
      const { error } = await member.client.from("posts").insert({ user_id: member.user.id, category: "residential", description: `See ${link}`, url: link, title: "Fixture home" });
      expect(error).toBeNull();
    }
    const live = (await stack.sql<{ id: string }>("select id from public.posts where status = 'approved' order by id")).map((p) => p.id);
    expect(live).toHaveLength(4);
    // Three posts a call (RECHECK_MAX_POSTS, as the body's limit here; the time budget stops a call the same way).
    const call = async () => {
      const res = await fetch(`${stack.url}/functions/v1/listing-recheck`, {
        method: "POST",
        headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}`, "content-type": "application/json" },
        body: JSON.stringify({ trigger: "test", limit: 3 }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { checked: number; resumedAfter: string | null; resumeAfter: string | null; complete: boolean };
    };
    expect(await call()).toMatchObject({ checked: 3, resumedAfter: null, resumeAfter: live[2], complete: false });
    expect(await call()).toMatchObject({ checked: 1, resumedAfter: live[2], resumeAfter: null, complete: true });
    expect(await call()).toMatchObject({ checked: 3, resumedAfter: null, resumeAfter: live[2], complete: false });
    const [resume] = await stack.sql<{ at: string }>("select public.listing_recheck_resume() as at");
    expect(resume?.at).toBe(live[2]);
  });

  it("the function refuses anyone without the service-role key", async () => {
    const res = await fetch(`${stack.url}/functions/v1/listing-recheck`, {
      method: "POST",
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(401);
    await res.body?.cancel();
  });
});
