// Spec §4/§5 rules enforced by the database whatever the client sends, through supabase-js on the local stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";

const backends = await testBackends();
const URL_OK = "https://www.realtor.ca/real-estate/1/rules";
const post = (userId: string, extra: Record<string, unknown> = {}) => ({
  user_id: userId, description: `Nice place ${URL_OK}`, url: URL_OK, category: "residential" as const, title: "Rules", ...extra,
});

describe.each(backends)("database rules on %s", (backend) => {
  let stack: TestStack;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let admin: SignedInUser;
  let bobPost: string;
  const codes: Record<string, string | undefined> = {};

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [alice, bob, admin] = await Promise.all([
      stack.signUpConfirmed(undefined, "password123", "rules-alice"),
      stack.signUpConfirmed(undefined, "password123", "rules-bob"),
      stack.signUpConfirmed(undefined, "password123", "rules-admin"),
    ]);
    await stack.makeAdmin(admin.user.id);
    const { data, error } = await bob.client.from("posts").insert(post(bob.user.id)).select("id").single();
    if (error || !data) throw new Error(`fixture post: ${error?.message}`);
    bobPost = data.id;
  });
  afterAll(async () => {
    console.log(`error codes seen through supabase-js on ${backend}:`, codes);
    await stack?.stop();
  });

  it("forces new posts to approved, not featured, created now", async () => {
    const { data, error } = await alice.client
      .from("posts")
      .insert(post(alice.user.id, { status: "rejected", is_featured: true, created_at: "2001-01-01T00:00:00Z" }))
      .select("status, is_featured, created_at")
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "approved", is_featured: false });
    expect(new Date(data?.created_at ?? 0).getFullYear()).toBeGreaterThan(2001);
  });

  it.each([
    ["https://realtor.ca/listing/1", true],
    ["https://WWW.Realtor.CA/listing/1", true],
    ["http://zolo.ca/x?y=1#z", true],
    ["https://m.realtor.ca/listing/1", false],
    ["https://realtor.ca.evil.example/listing", false],
    ["https://evil.example/realtor.ca", false],
    ["ftp://realtor.ca/x", false],
    ["javascript:alert(1)//realtor.ca", false],
  ])("accepts a post URL only when its host without www is whitelisted exactly: %s -> %s", async (url, ok) => {
    const { error } = await alice.client.from("posts").insert(post(alice.user.id, { url, description: `see ${url}` }));
    expect(error === null).toBe(ok);
    if (!ok) {
      // The database takes url from the description's first http(s) link: a text with none has no URL at all.
      const message = /^https?:\/\//i.test(url) ? "The URL is not from a whitelisted domain." : "A URL is required in the post content.";
      expect(error?.message).toContain(message);
      codes["not whitelisted"] = error?.code;
    }
  });

  it("keeps post content between 1 and 2000 characters and the category in its five values", async () => {
    const insert = (extra: Record<string, unknown>) => alice.client.from("posts").insert(post(alice.user.id, extra));
    const withLink = (length: number) => `${"x".repeat(length - URL_OK.length - 1)} ${URL_OK}`;
    expect((await insert({ description: withLink(2000) })).error).toBeNull();
    const tooLong = await insert({ description: withLink(2001) });
    codes["check violation"] = tooLong.error?.code;
    expect(tooLong.error).not.toBeNull();
    expect((await insert({ description: "" })).error).not.toBeNull();
    const badCategory = await insert({ category: "castle" });
    codes["invalid enum"] = badCategory.error?.code;
    expect(badCategory.error).not.toBeNull();
    expect((await insert({ manual_price: 0 })).error).not.toBeNull();
    expect((await insert({ category: "fsbo", manual_price: 450000 })).error).toBeNull();
  });

  it("limits offers: amount > 0, message up to 500, not on one's own post", async () => {
    const offer = (c: SignedInUser, extra: Record<string, unknown>) =>
      c.client.from("offers").insert({ post_id: bobPost, user_id: c.user.id, offer_amount: 100, ...extra });
    expect((await offer(alice, { message: "m".repeat(500) })).error).toBeNull();
    expect((await offer(alice, { offer_amount: 0 })).error).not.toBeNull();
    expect((await offer(alice, { offer_amount: -100 })).error).not.toBeNull();
    expect((await offer(alice, { message: "m".repeat(501) })).error).not.toBeNull();
    const own = await offer(bob, {});
    codes["rls violation"] = own.error?.code;
    expect(own.error).not.toBeNull();
  });

  it("lets the post owner count offers on their post (exact, head) and nobody else", async () => {
    const count = async (c: SignedInUser) =>
      (await c.client.from("offers").select("*", { count: "exact", head: true }).eq("post_id", bobPost)).count;
    await alice.client.from("offers").insert({ post_id: bobPost, user_id: alice.user.id, offer_amount: 200 });
    const [owner, maker, other] = [await count(bob), await count(alice), await count(admin)];
    expect(owner).toBeGreaterThanOrEqual(1);
    expect(maker).toBeGreaterThanOrEqual(1);
    const outsider = await stack.signUpConfirmed();
    expect(await count(outsider)).toBe(0);
    expect(other).toBe(owner);
  });

  it("keeps one save per member and post", async () => {
    const save = () => alice.client.from("saved_listings").insert({ user_id: alice.user.id, post_id: bobPost });
    expect((await save()).error).toBeNull();
    const again = await save();
    codes["unique violation"] = again.error?.code;
    expect(again.error).not.toBeNull();
  });

  it("requires a report reason, files reports open, and lets only admins resolve them", async () => {
    const report = (extra: Record<string, unknown>) =>
      alice.client.from("reports").insert({ reporter_id: alice.user.id, reported_post_id: bobPost, reported_user_id: bob.user.id, target_type: "post", reason: "Fake listing", ...extra }).select("id, status").single();
    expect((await report({ reason: "   " })).error).not.toBeNull();
    expect((await report({ target_type: "listing" })).error).not.toBeNull();
    const filed = await report({ status: "resolved" });
    expect(filed.data?.status).toBe("open");
    const id = filed.data?.id ?? "";
    await alice.client.from("reports").update({ status: "resolved" }).eq("id", id);
    expect((await stack.sql<{ status: string }>("select status::text from public.reports where id = $1", [id]))[0]?.status).toBe("open");
    const resolved = await admin.client.from("reports").update({ status: "resolved", reason: "rewritten" }).eq("id", id).select("status, reason").single();
    expect(resolved.data).toEqual({ status: "resolved", reason: "Fake listing" });
    const mine = await alice.client.from("reports").select("id, posts(title, og_image_url)").eq("reporter_id", alice.user.id);
    expect(mine.data?.some((r) => r.id === id)).toBe(true);
  });

  it("names the post's author as the reported user of a post report, whatever the client sends", async () => {
    const { data, error } = await alice.client
      .from("reports")
      .insert({ reporter_id: alice.user.id, reported_post_id: bobPost, reported_user_id: admin.user.id, target_type: "post", reason: "Fake listing" })
      .select("id, reported_user_id")
      .single();
    expect(error).toBeNull();
    expect(data?.reported_user_id).toBe(bob.user.id);
    await stack.sql("update public.reports set status = 'resolved' where id = $1", [data?.id]); // one open report per member per post
    const unnamed = await alice.client.from("reports").insert({ reported_post_id: bobPost, target_type: "post", reason: "Spam" }).select("reported_user_id").single();
    expect(unnamed.data?.reported_user_id).toBe(bob.user.id);
    const listed = await admin.client.rpc("get_all_reports");
    expect(listed.data?.find((r) => r.id === data?.id)).toMatchObject({ reported_user_id: bob.user.id, reported_user_username: "rules-bob" });
  });

  it("stamps offers, saves and a member's own new profile now, whatever created_at the client sends", async () => {
    const backdated = "2001-01-01T00:00:00Z";
    const offer = await alice.client.from("offers").insert({ post_id: bobPost, user_id: alice.user.id, offer_amount: 400, created_at: backdated }).select("created_at").single();
    expect(offer.error).toBeNull();
    const { data: saved } = await bob.client.from("posts").insert(post(bob.user.id)).select("id").single();
    const save = await alice.client.from("saved_listings").insert({ user_id: alice.user.id, post_id: saved?.id ?? "", created_at: backdated }).select("created_at").single();
    expect(save.error).toBeNull();
    const carol = await stack.signUpConfirmed();
    await stack.sql("delete from public.profiles where id = $1", [carol.user.id]);
    const profile = await carol.client.from("profiles").upsert({ id: carol.user.id, first_name: "Carol", created_at: "2999-01-01T00:00:00Z" }).select("created_at").single();
    expect(profile.error).toBeNull();
    const [shown] = await stack.sql<{ created_at: string }>("select created_at::text from public.public_profiles where id = $1", [carol.user.id]);
    for (const stamped of [offer.data?.created_at, save.data?.created_at, profile.data?.created_at, shown?.created_at]) {
      expect(Math.abs(new Date(stamped ?? 0).getTime() - Date.now())).toBeLessThan(10 * 60_000);
    }
  });

  it("accepts an image/jpg upload into post_images (spec §9: jpeg, png, jpg, webp)", async () => {
    const jpeg = Buffer.from("/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==", "base64");
    const path = `${alice.user.id}/${Date.now()}.jpg`;
    const { error } = await alice.client.storage.from("post_images").upload(path, jpeg, { contentType: "image/jpg" });
    expect(error).toBeNull();
    const [stored] = await stack.sql<{ mimetype: string }>("select metadata ->> 'mimetype' as mimetype from storage.objects where bucket_id = 'post_images' and name = $1", [path]);
    expect(stored?.mimetype).toBe("image/jpg");
    const gif = await alice.client.storage.from("post_images").upload(`${alice.user.id}/${Date.now()}.gif`, jpeg, { contentType: "image/gif" });
    expect(gif.error).not.toBeNull();
  });

  it("stores whitelisted domains in one normal form (trimmed, lower case, no scheme, path or www.), once", async () => {
    const add = (domain_name: string) => admin.client.from("whitelisted_domains").insert({ domain_name, description: "t" }).select("domain_name").single();
    expect((await add("  Rules-Test.CA ")).data?.domain_name).toBe("rules-test.ca");
    expect((await add("rules-test.ca")).error).not.toBeNull();
    expect((await add("www.rules-test.ca")).error).not.toBeNull();
    expect((await add("https://www.Rules-Other.ca/homes?x=1")).data?.domain_name).toBe("rules-other.ca");
    expect((await add("httpsite.ca")).data?.domain_name).toBe("httpsite.ca");
    expect((await add("not a host")).error?.message).toBe("Enter a domain like realtor.ca.");
  });

  it("deleting a post removes its saves and offers and keeps its reports", async () => {
    const { data } = await bob.client.from("posts").insert(post(bob.user.id)).select("id").single();
    const id = data?.id ?? "";
    await alice.client.from("saved_listings").insert({ user_id: alice.user.id, post_id: id });
    await alice.client.from("offers").insert({ post_id: id, user_id: alice.user.id, offer_amount: 300 });
    const rep = await alice.client.from("reports").insert({ reporter_id: alice.user.id, reported_post_id: id, target_type: "post", reason: "Spam" }).select("id").single();
    expect((await bob.client.from("posts").delete().eq("id", id)).error).toBeNull();
    const left = await stack.sql<{ saves: number; offers: number; post: string | null }>(
      `select (select count(*)::int from public.saved_listings where post_id = $1) as saves,
              (select count(*)::int from public.offers where post_id = $1) as offers,
              (select reported_post_id::text from public.reports where id = $2) as post`,
      [id, rep.data?.id],
    );
    expect(left[0]).toEqual({ saves: 0, offers: 0, post: null });
  });
});
