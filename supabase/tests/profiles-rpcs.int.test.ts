// Profiles created by the auth trigger, the public/private split, and what the spec §7 RPCs return.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";

const backends = await testBackends();
const URL_OK = "https://www.zolo.ca/toronto/rpc";

describe.each(backends)("profiles and RPCs on %s", (backend) => {
  let stack: TestStack;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let admin: SignedInUser;
  const tag = Date.now().toString(36);

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [alice, bob, admin] = await Promise.all([
      stack.signUpConfirmed(`alice-${tag}@example.test`, "password123", `alice${tag}`),
      stack.signUpConfirmed(undefined, "password123", `bob${tag}`),
      stack.signUpConfirmed(undefined, "password123", `boss${tag}`),
    ]);
    await stack.makeAdmin(admin.user.id);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("creates a profile per new user: metadata username (refused when taken), else the e-mail's local part, de-duplicated", async () => {
    const insert = async (email: string, meta: Record<string, unknown>) => {
      const [user] = await stack.sql<{ id: string }>(
        `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
         values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2::text::jsonb, now(), now()) returning id`,
        [email, JSON.stringify(meta)],
      );
      const [row] = await stack.sql<{ username: string }>("select username from public.profiles where id = $1", [user?.id]);
      return row?.username;
    };
    expect(await insert(`x1-${tag}@example.test`, { username: `Sam${tag}` })).toBe(`Sam${tag}`);
    await expect(insert(`x2-${tag}@example.test`, { username: `sam${tag}` })).rejects.toMatchObject({ code: "23505", message: "Username is already taken." });
    expect(await insert(`sam${tag}@example.test`, {})).toBe(`sam${tag}-2`);
    expect(await insert(`sam${tag}@other.test`, { username: "ab" })).toBe(`sam${tag}-3`);
    expect(await insert(`robin-${tag}@example.test`, { username: "  " })).toBe(`robin-${tag}`);
  });

  it("keeps personal fields private and publishes the public ones", async () => {
    const upsert = await alice.client.from("profiles").upsert({
      id: alice.user.id, first_name: "Alice", last_name: "Martin", phone_number: "416-555-0100", full_name: "Alice Martin",
      business_category: "broker", business_name: "Martin Realty", license_number: "ON-1", city: "Toronto", province: "ON", bio: "Hi",
    });
    expect(upsert.error).toBeNull();
    const own = await alice.client.from("profiles").select("*").eq("id", alice.user.id).single();
    expect(own.data?.phone_number).toBe("416-555-0100");
    const other = await bob.client.from("profiles").select("*").eq("id", alice.user.id);
    expect(other.data).toEqual([]);
    const visitorView = await stack.client().from("public_profiles").select("*").eq("id", alice.user.id).single();
    expect(visitorView.data).toMatchObject({ username: `alice${tag}`, full_name: "Alice Martin", business_name: "Martin Realty" });
    expect(visitorView.data).not.toHaveProperty("phone_number");
    expect(visitorView.data).not.toHaveProperty("first_name");
    const tooLongBio = await alice.client.from("profiles").update({ bio: "b".repeat(501) }).eq("id", alice.user.id);
    expect(tooLongBio.error).not.toBeNull();
    const badCategory = await alice.client.from("profiles").update({ business_category: "wizard" as never }).eq("id", alice.user.id);
    expect(badCategory.error).not.toBeNull();
  });

  it("embeds the author's public profile in the feed", async () => {
    await bob.client.from("posts").insert({ user_id: bob.user.id, description: `Feed ${URL_OK}`, url: URL_OK, category: "land", title: "Feed lot" });
    const feed = await stack.client().from("posts").select("id, title, public_profiles(username, avatar_url)")
      .eq("status", "approved").eq("category", "land").order("created_at", { ascending: false }).limit(20);
    expect(feed.error).toBeNull();
    expect(feed.data?.find((p) => p.title === "Feed lot")?.public_profiles?.username).toBe(`bob${tag}`);
  });

  it("get_public_users applies the spec §3 fallbacks and marks licensed professionals as pro", async () => {
    const { data, error } = await stack.client().rpc("get_public_users", { p_limit: 100 });
    expect(error).toBeNull();
    const a = data?.find((u) => u.id === alice.user.id);
    const b = data?.find((u) => u.id === bob.user.id);
    expect(a).toMatchObject({ full_name: "Alice Martin", title: "broker", is_pro: true, location: "Toronto, ON" });
    expect(b).toMatchObject({ full_name: "Anonymous User", title: "community_member", is_pro: false, location: "Unknown Location" });
    expect((await stack.client().rpc("get_public_users")).data?.length).toBeLessThanOrEqual(12);
  });

  it("get_featured_posts returns approved featured cards, 4 by default, manual price preferred", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { data } = await bob.client.from("posts").insert({
        user_id: bob.user.id, description: `F${i} ${URL_OK}`, url: URL_OK, category: "residential", title: `Featured ${i}`,
        listing_price: "$1,200,000", manual_price: i === 0 ? 999000 : null, og_image_url: "https://img.example/x.jpg",
        street_address: "1 King St W", city: "Toronto", province: "ON", postal_code: "M5V 2T6",
        property_kind: "condo", bedrooms: "2", bathrooms: "1", square_footage: "850",
      }).select("id").single();
      ids.push(data?.id ?? "");
      expect((await admin.client.rpc("set_post_featured_status", { p_post_id: data?.id ?? "", p_is_featured: true })).error).toBeNull();
    }
    const { data } = await stack.client().rpc("get_featured_posts");
    expect(data).toHaveLength(4);
    const all = (await stack.client().rpc("get_featured_posts", { p_limit: 10 })).data ?? [];
    const first = all.find((c) => c.id === ids[0]);
    const second = all.find((c) => c.id === ids[1]);
    expect(first).toMatchObject({
      title: "Featured 0", price: 999000, address: "1 King St W, Toronto, ON, M5V 2T6", imageUrl: "https://img.example/x.jpg",
      propertyKind: "condo", bedrooms: "2", bathrooms: "1", squareFootage: "850",
    });
    expect(second?.price).toBe(1200000);
    await admin.client.rpc("set_post_featured_status", { p_post_id: ids[0] ?? "", p_is_featured: false });
    expect((await stack.client().rpc("get_featured_posts", { p_limit: 10 })).data?.some((c) => c.id === ids[0])).toBe(false);
  });

  it("get_all_users lists e-mails and roles for admins; get_all_reports joins titles, URLs and usernames", async () => {
    const users = await admin.client.rpc("get_all_users");
    expect(users.error).toBeNull();
    expect(users.data?.find((u) => u.id === admin.user.id)?.roles).toEqual(["admin"]);
    expect(users.data?.find((u) => u.id === alice.user.id)).toMatchObject({ email: `alice-${tag}@example.test`, roles: [] });
    const { data: p } = await bob.client.from("posts").insert({ user_id: bob.user.id, description: `R ${URL_OK}`, url: URL_OK, category: "business", title: "Reported" }).select("id").single();
    await alice.client.from("reports").insert({ reporter_id: alice.user.id, reported_post_id: p?.id ?? "", reported_user_id: bob.user.id, target_type: "post", reason: "Fake listing" });
    const reports = await admin.client.rpc("get_all_reports");
    expect(reports.data?.find((r) => r.reported_post_id === p?.id)).toMatchObject({
      reported_post_url: URL_OK, reported_post_title: "Reported", reported_user_username: `bob${tag}`, reporter_username: `alice${tag}`, status: "open",
    });
    const denied = await alice.client.rpc("get_all_reports");
    expect(denied.error?.code).toBe("42501");
  });
});
