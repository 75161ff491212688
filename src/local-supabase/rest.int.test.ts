import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackends, TestStack, type SignedInUser } from "@test-support/stack/stack.ts";

// Every Data API feature spec §7 relies on, through supabase-js against the real local stack.
describe.each(await testBackends())("Data API on %s", (backend) => {
  let stack: TestStack;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const postIds: string[] = [];

  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    alice = await stack.signUpConfirmed(undefined, "password123", "alice_rest");
    bob = await stack.signUpConfirmed(undefined, "password123", "bob_rest");
    const rows = [
      { category: "residential" as const, city: "Toronto", manual_price: 900000, url: "https://www.realtor.ca/a" },
      { category: "residential" as const, city: "Montréal", manual_price: 450000, url: "https://realtor.ca/b" },
      { category: "commercial" as const, city: "Calgary", manual_price: 2500000, url: "https://zolo.ca/c" },
    ].map((row, i) => ({ ...row, user_id: alice.user.id, description: `Listing ${i} ${row.url}`, title: `Title ${i}` }));
    const { data, error } = await alice.client.from("posts").insert(rows).select("id");
    expect(error).toBeNull();
    postIds.push(...(data ?? []).map((row) => row.id));
  });
  afterAll(() => stack?.stop());

  it("bulk insert returns every row", () => {
    expect(postIds).toHaveLength(3);
  });

  it("insert returning a single row", async () => {
    const { data, error } = await bob.client
      .from("posts")
      .insert({ user_id: bob.user.id, category: "land", description: "Lot https://zolo.ca/lot", url: "https://zolo.ca/lot" })
      .select("id, status, is_featured")
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "approved", is_featured: false });
    postIds.push(data!.id);
  });

  it("embeds to-one resources through foreign keys, with hints and !inner", async () => {
    const { data, error } = await stack
      .client()
      .from("posts")
      .select("id, city, author:public_profiles!posts_user_id_public_profiles_fkey(username)")
      .eq("user_id", alice.user.id)
      .order("created_at", { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(data?.[0]?.author).toEqual({ username: "alice_rest" });
    const inner = await stack
      .client()
      .from("posts")
      .select("id, public_profiles!inner(username)")
      .eq("public_profiles.username", "bob_rest");
    expect(inner.error).toBeNull();
    expect(inner.data).toHaveLength(1);
  });

  it("embeds to-many resources", async () => {
    await alice.client.from("saved_listings").insert({ user_id: alice.user.id, post_id: postIds[3]! });
    const { data, error } = await alice.client.from("saved_listings").select("id, post:posts(id, title, city)").eq("user_id", alice.user.id);
    expect(error).toBeNull();
    expect(data?.[0]?.post).toMatchObject({ id: postIds[3] });
  });

  it("applies every filter operator", async () => {
    const anon = stack.client();
    const count = async (build: (q: ReturnType<typeof base>) => PromiseLike<{ data: unknown[] | null; error: unknown }>) => {
      const { data, error } = await build(base());
      expect(error).toBeNull();
      return data?.length ?? 0;
    };
    const base = () => anon.from("posts").select("id").eq("user_id", alice.user.id);
    expect(await count((q) => q.neq("category", "residential"))).toBe(1);
    expect(await count((q) => q.gt("manual_price", 450000))).toBe(2);
    expect(await count((q) => q.gte("manual_price", 450000))).toBe(3);
    expect(await count((q) => q.lt("manual_price", 900000))).toBe(1);
    expect(await count((q) => q.lte("manual_price", 900000))).toBe(2);
    expect(await count((q) => q.like("city", "Tor%"))).toBe(1);
    expect(await count((q) => q.ilike("city", "%TRÉAL"))).toBe(1);
    expect(await count((q) => q.is("og_image_url", null))).toBe(3);
    expect(await count((q) => q.in("city", ["Toronto", "Calgary"]))).toBe(2);
    expect(await count((q) => q.or("city.eq.Toronto,manual_price.gt.1000000"))).toBe(2);
    expect(await count((q) => q.not("city", "eq", "Toronto"))).toBe(2);
  });

  it("orders, limits and ranges", async () => {
    const anon = stack.client();
    const ordered = await anon.from("posts").select("manual_price").eq("user_id", alice.user.id).order("manual_price", { ascending: true });
    expect(ordered.data?.map((r) => Number(r.manual_price))).toEqual([450000, 900000, 2500000]);
    const limited = await anon.from("posts").select("id").eq("user_id", alice.user.id).limit(2);
    expect(limited.data).toHaveLength(2);
    const ranged = await anon.from("posts").select("manual_price").eq("user_id", alice.user.id).order("manual_price").range(1, 2);
    expect(ranged.data?.map((r) => Number(r.manual_price))).toEqual([900000, 2500000]);
  });

  it("counts exactly with head", async () => {
    const { count, data, error } = await stack.client().from("posts").select("*", { count: "exact", head: true }).eq("user_id", alice.user.id);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(3);
  });

  it("single reports PGRST116 with 406 when no row matches; maybeSingle returns null", async () => {
    const missing = "00000000-0000-0000-0000-000000000000";
    const single = await stack.client().from("posts").select("id").eq("id", missing).single();
    expect(single.error?.code).toBe("PGRST116");
    expect(single.status).toBe(406);
    const maybe = await stack.client().from("posts").select("id").eq("id", missing).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it("upserts on a conflict target", async () => {
    const service = stack.serviceClient();
    const first = await service.from("whitelisted_domains").upsert({ domain_name: "example-upsert.ca", description: "one" }, { onConflict: "domain_name" }).select().single();
    expect(first.error).toBeNull();
    const second = await service.from("whitelisted_domains").upsert({ domain_name: "example-upsert.ca", description: "two" }, { onConflict: "domain_name" }).select().single();
    expect(second.error).toBeNull();
    expect(second.data?.id).toBe(first.data?.id);
    expect(second.data?.description).toBe("two");
  });

  it("updates and deletes under RLS", async () => {
    const removed = await bob.client.from("posts").delete().eq("id", postIds[0]!).select();
    expect(removed.data).toEqual([]);
    const own = await alice.client.from("posts").delete().eq("id", postIds[0]!).select("id");
    expect(own.data).toEqual([{ id: postIds[0] }]);
    const update = await stack.serviceClient().from("posts").update({ title: "Renamed" }).eq("id", postIds[1]!).select("title").single();
    expect(update.data?.title).toBe("Renamed");
  });

  it("calls functions with named arguments", async () => {
    const { data, error } = await stack.client().rpc("has_role", { _user_id: alice.user.id, _role: "admin" });
    expect(error).toBeNull();
    expect(data).toBe(false);
  });

  it("answers PostgREST's error shape and codes", async () => {
    const forged = await bob.client.from("posts").insert({ user_id: alice.user.id, category: "land", description: "x https://zolo.ca/x", url: "https://zolo.ca/x" });
    expect(forged.error).toMatchObject({ code: "42501" });
    expect(forged.status).toBe(403);
    const tooLong = await bob.client.from("posts").insert({ user_id: bob.user.id, category: "land", description: "y".repeat(2001), url: "https://zolo.ca/y" });
    expect(tooLong.error?.code).toBe("23514");
    expect(tooLong.status).toBe(400);
    expect(tooLong.error).toHaveProperty("details");
    expect(tooLong.error).toHaveProperty("hint");
    const badColumn = await stack.client().from("posts").select("no_such_column");
    expect(badColumn.status).toBeGreaterThanOrEqual(400);
    expect(badColumn.status).toBeLessThan(500);
  });
});
