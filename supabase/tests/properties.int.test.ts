// Issue 20: one property, many posts. Matching in the database (MLS® number, or the normalised address in English
// and French forms; units apart), splitting a wrong match, the history written only by the re-check, re-check
// requests rate-limited, and every role tried. Through supabase-js against the real local stack, PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";

const LINK = "https://www.realtor.ca/real-estate/20/one-home";

// [label, a, b, same property?]: a and b are [street, city, province, postal].
type Address = [string, string, string, string | null];
const ADDRESS_CASES: [string, Address, Address, boolean][] = [
  ["street type and direction abbreviated", ["100 King St W", "Toronto", "ON", "M5X 1A9"], ["100 King Street West", "Toronto", "Ontario", "M5X1A9"], true],
  ["French and English forms", ["1200 rue Sainte-Catherine O.", "Montréal", "QC", null], ["1200 Sainte-Catherine Street West", "Montreal", "Quebec", "H3B 1K9"], true],
  ["Ste and Saint, boul and Boulevard", ["455 boul. St-Laurent", "Montreal", "QC", null], ["455 Saint-Laurent Boulevard", "Montréal", "QC", null], true],
  ["French particles and chemin", ["3000 chemin de la Côte-des-Neiges", "Montréal", "QC", null], ["3000 Cote des Neiges Road", "Montreal", "QC", null], true],
  ["a unit written three ways", ["1203-100 King St W", "Toronto", "ON", null], ["100 King Street West, Unit 1203", "Toronto", "ON", null], true],
  ["a unit with # and suite", ["#1203 - 100 King St W", "Toronto", "ON", null], ["Suite 1203, 100 King St. W.", "Toronto", "ON", null], true],
  ["French unit (app.)", ["1200 rue Sainte-Catherine O., app. 4", "Montréal", "QC", null], ["4-1200 Sainte-Catherine Street West", "Montreal", "QC", null], true],
  ["two units in one building", ["1203-100 King St W", "Toronto", "ON", null], ["1204-100 King St W", "Toronto", "ON", null], false],
  ["a unit and the building", ["1203-100 King St W", "Toronto", "ON", null], ["100 King St W", "Toronto", "ON", null], false],
  ["opposite directions", ["100 King St W", "Toronto", "ON", null], ["100 King St E", "Toronto", "ON", null], false],
  ["another civic number", ["100 King St W", "Toronto", "ON", null], ["102 King St W", "Toronto", "ON", null], false],
  ["another street type", ["12 Oak Ave", "Ottawa", "ON", null], ["12 Oak Cres", "Ottawa", "ON", null], false],
  ["another city", ["12 Oak Ave", "Ottawa", "ON", null], ["12 Oak Ave", "Kingston", "ON", null], false],
  ["different postal codes", ["12 Oak Ave", "Ottawa", "ON", "K1A 0A1"], ["12 Oak Ave", "Ottawa", "ON", "K2P 1L4"], false],
];

describe.each(await testBackends())("properties on %s", (backend) => {
  let stack: TestStack;
  let author: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let n = 0;

  const create = async (user: SignedInUser, fields: Record<string, unknown> = {}) => {
    n += 1;
    const link = `${LINK}-${n}`;
    const { data, error } = await user.client
      .from("posts")
      .insert({ user_id: user.user.id, category: "residential", description: `Nice place ${link}`, url: link, title: `Home ${n}`, ...fields })
      .select("id")
      .single();
    if (error) throw new Error(`fixture post: ${error.message}`);
    return data.id;
  };
  const propertyOf = async (id: string) =>
    (await stack.sql<{ property_id: string | null }>("select property_id from public.posts where id = $1", [id]))[0]?.property_id ?? null;
  const addressPost = (user: SignedInUser, [street, city, province, postal]: Address, extra: Record<string, unknown> = {}) =>
    create(user, { street_address: street, city, province, postal_code: postal, ...extra });

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [author, other, admin] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed()]);
    await stack.makeAdmin(admin.user.id);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.each(ADDRESS_CASES)("%s: matched when the address is the same home", async (_label, a, b, same) => {
    // A fresh city per case keeps cases apart; the city's own spelling is part of each pair.
    await stack.sql("delete from public.posts");
    const first = await addressPost(author, a);
    const second = await addressPost(other, b);
    const [pa, pb] = [await propertyOf(first), await propertyOf(second)];
    expect(pa).not.toBeNull();
    expect(pb).not.toBeNull();
    expect(pa === pb).toBe(same);
  });

  it("normalises the address in one form any client can read", async () => {
    const { data, error } = await stack.client().rpc("normalize_property_address", { street_address: "1200 rue Sainte-Catherine O.", city: "Montréal", province: "Québec" });
    expect(error).toBeNull();
    expect(data).toBe("1200||saint catherine street west|montreal|QC");
    const unit = await stack.client().rpc("normalize_property_address", { street_address: "1203-100 King St W", city: "Toronto", province: "ON" });
    expect(unit.data).toBe("100|1203|king street west|toronto|ON");
    const incomplete = await stack.client().rpc("normalize_property_address", { street_address: "King St W", city: "Toronto", province: "ON" });
    expect(incomplete.data).toBeNull();
  });

  it("the same MLS® number is one property whatever the address says; another MLS® number in another province is not", async () => {
    const a = await create(author, { mls_number: "C8123456", province: "ON" });
    const b = await create(other, { mls_number: "c 8123456", street_address: "1 Elsewhere Rd", city: "Toronto", province: "ON" });
    const c = await create(other, { mls_number: "C8123456", province: "BC" });
    expect(await propertyOf(a)).toBe(await propertyOf(b));
    expect(await propertyOf(c)).not.toBe(await propertyOf(a));
    // A third post with B's address but no MLS® number joins through B.
    const d = await create(author, { street_address: "1 Elsewhere Road", city: "Toronto", province: "ON" });
    expect(await propertyOf(d)).toBe(await propertyOf(a));
  });

  it("an edit of the address moves the post to the matching property; an unrelated edit keeps it", async () => {
    const home = await addressPost(author, ["77 Queen St E", "Toronto", "ON", null]);
    const moved = await addressPost(other, ["9 Pine Cres", "Toronto", "ON", null]);
    const before = await propertyOf(moved);
    expect((await other.client.from("posts").update({ title: "Still pine" }).eq("id", moved)).error).toBeNull();
    expect(await propertyOf(moved)).toBe(before);
    expect((await other.client.from("posts").update({ street_address: "77 Queen Street East" }).eq("id", moved)).error).toBeNull();
    expect(await propertyOf(moved)).toBe(await propertyOf(home));
  });

  it("members cannot choose a post's property or the re-check's columns", async () => {
    const a = await addressPost(author, ["5 Birch Lane", "Halifax", "NS", null]);
    const b = await addressPost(other, ["6 Birch Lane", "Halifax", "NS", null]);
    const pb = await propertyOf(b);
    const forged = await create(author, { property_id: pb, source_status: "sold", source_price_drop: 5 });
    expect(await propertyOf(forged)).not.toBe(pb);
    expect((await author.client.from("posts").update({ property_id: pb, property_split: true, source_status: "removed" }).eq("id", a)).error).toBeNull();
    const row = (await stack.sql<Record<string, unknown>>("select property_id, property_split, source_status from public.posts where id = $1", [a]))[0];
    expect(row).toMatchObject({ property_split: false, source_status: null });
    expect(row?.["property_id"]).not.toBe(pb);
    const admins = await admin.client.from("posts").update({ property_id: pb }).eq("id", a);
    expect(admins.error).toBeNull();
    expect(await propertyOf(a)).not.toBe(pb);
  });

  it("split: the author or an admin splits a wrong match; another member, a visitor and a lone post cannot", async () => {
    const a = await addressPost(author, ["40 Elm St", "Regina", "SK", null]);
    const b = await addressPost(other, ["40 Elm Street", "Regina", "SK", null]);
    const c = await addressPost(other, ["40 Elm St.", "Regina", "SK", null]);
    const shared = await propertyOf(a);
    expect(await propertyOf(b)).toBe(shared);

    const visitor = await stack.client().rpc("split_post_property", { p_post_id: b });
    expect(visitor.error).not.toBeNull();
    const stranger = await author.client.rpc("split_post_property", { p_post_id: b });
    expect(stranger.error?.message).toBe("Only the post's author or an admin can split it from its property.");
    expect(await propertyOf(b)).toBe(shared);

    const own = await other.client.rpc("split_post_property", { p_post_id: b });
    expect(own.error).toBeNull();
    expect(own.data).toBe(await propertyOf(b));
    expect(own.data).not.toBe(shared);
    // Split stays split through an edit, and new posts of the address do not join it.
    await other.client.from("posts").update({ title: "Edited after the split" }).eq("id", b);
    expect(await propertyOf(b)).toBe(own.data);
    const d = await addressPost(author, ["40 Elm St", "Regina", "Saskatchewan", null]);
    expect(await propertyOf(d)).toBe(shared);

    const byAdmin = await admin.client.rpc("split_post_property", { p_post_id: c });
    expect(byAdmin.error).toBeNull();
    expect(await propertyOf(c)).not.toBe(shared);
    const lone = await other.client.rpc("split_post_property", { p_post_id: b });
    expect(lone.error?.message).toBe("This post is the only one of its property; there is nothing to split.");
  });

  it("history: written only by the re-check, once per change, readable with approved posts, kept after the post is deleted", async () => {
    const a = await addressPost(author, ["12 Maple Dr", "Calgary", "AB", null]);
    const service = stack.serviceClient();
    const record = (status: string, price: number | null, facts: { [key: string]: string } = {}) =>
      service.rpc("record_listing_check", { p_post_id: a, p_status: status, p_price: price as number, p_facts: facts });

    expect((await record("live", 899000, { bedrooms: "3" })).data).toBe(true);
    expect((await record("live", 899000, { bedrooms: "3" })).data).toBe(false);
    expect((await record("live", 869000, { bedrooms: "3" })).data).toBe(true);
    expect((await record("live", 869000, { bedrooms: "3" })).data).toBe(false);
    expect((await record("sold", null, { bedrooms: "3" })).data).toBe(true);
    const post = (await stack.sql<Record<string, unknown>>("select source_status, source_price, source_price_drop from public.posts where id = $1", [a]))[0];
    expect(post).toMatchObject({ source_status: "sold" });
    expect(Number(post?.["source_price"])).toBe(869000);
    expect(Number(post?.["source_price_drop"])).toBe(30000);

    for (const client of [stack.client(), other.client, author.client, admin.client]) {
      const { data, error } = await client.from("listing_snapshots").select("price, source_status").eq("post_id", a).order("id");
      expect(error).toBeNull();
      expect(data?.map((s) => [Number(s.price), s.source_status])).toEqual([[899000, "live"], [869000, "live"], [869000, "sold"]]);
    }
    // Nobody but the service role writes history.
    for (const client of [stack.client(), other.client, author.client, admin.client]) {
      const insert = await client.from("listing_snapshots").insert({ property_id: (await propertyOf(a)) as string, url: LINK, source_status: "removed" });
      expect(insert.error).not.toBeNull();
      const rpc = await client.rpc("record_listing_check", { p_post_id: a, p_status: "removed", p_price: 1 });
      expect(rpc.error).not.toBeNull();
      const del = await client.from("listing_snapshots").delete().eq("post_id", a).select("id");
      expect(del.error !== null || del.data?.length === 0).toBe(true);
    }
    // A rejected post's history is hidden from others, seen by its author and admins.
    await stack.sql("update public.posts set status = 'rejected' where id = $1", [a]);
    expect((await stack.client().from("listing_snapshots").select("id").eq("post_id", a)).data).toEqual([]);
    expect((await other.client.from("listing_snapshots").select("id").eq("post_id", a)).data).toEqual([]);
    expect((await author.client.from("listing_snapshots").select("id").eq("post_id", a)).data?.length).toBe(3);
    expect((await admin.client.from("listing_snapshots").select("id").eq("post_id", a)).data?.length).toBe(3);
    await stack.sql("update public.posts set status = 'approved' where id = $1", [a]);

    // Deleting the post keeps the property's history, readable while another post of the property is.
    const property = await propertyOf(a);
    const b = await addressPost(other, ["12 Maple Drive", "Calgary", "AB", null]);
    expect(await propertyOf(b)).toBe(property);
    expect((await author.client.from("posts").delete().eq("id", a)).error).toBeNull();
    const kept = await stack.client().from("listing_snapshots").select("post_id, price").eq("property_id", property as string);
    expect(kept.data?.length).toBe(3);
    expect(kept.data?.every((s) => s.post_id === null)).toBe(true);
  });

  it("re-check now: members only, one per post in 10 minutes, 10 an hour per member", async () => {
    const posts = await Promise.all(Array.from({ length: 11 }, () => create(other)));
    const visitor = await stack.client().rpc("request_post_recheck", { p_post_id: posts[0] as string });
    expect(visitor.error).not.toBeNull();
    expect((await author.client.rpc("request_post_recheck", { p_post_id: posts[0] as string })).error).toBeNull();
    const again = await author.client.rpc("request_post_recheck", { p_post_id: posts[0] as string });
    expect(again.error?.message).toBe("This post was checked or asked for in the last 10 minutes; try again later.");
    const samePostOtherMember = await admin.client.rpc("request_post_recheck", { p_post_id: posts[0] as string });
    expect(samePostOtherMember.error?.message).toBe("This post was checked or asked for in the last 10 minutes; try again later.");
    for (const id of posts.slice(1, 10)) {
      expect((await author.client.rpc("request_post_recheck", { p_post_id: id })).error).toBeNull();
    }
    const eleventh = await author.client.rpc("request_post_recheck", { p_post_id: posts[10] as string });
    expect(eleventh.error?.message).toBe("You can ask for 10 re-checks an hour; try again later.");
    // The re-check takes the requests first; members cannot read the queue.
    expect((await author.client.rpc("listing_recheck_batch", { p_limit: 5 })).error).not.toBeNull();
    const batch = await stack.serviceClient().rpc("listing_recheck_batch", { p_limit: 20 });
    expect(batch.error?.message ?? null).toBeNull();
    expect(batch.data?.filter((r) => r.requested).length).toBe(10);
  });

  it("properties are readable by everyone and written by nobody through the Data API", async () => {
    const a = await create(author);
    const property = await propertyOf(a);
    for (const client of [stack.client(), author.client, other.client, admin.client]) {
      expect((await client.from("properties").select("id").eq("id", property as string)).data).toEqual([{ id: property }]);
      expect((await client.from("properties").insert({}).select("id")).error).not.toBeNull();
      const del = await client.from("properties").delete().eq("id", property as string).select("id");
      expect(del.error !== null || del.data?.length === 0).toBe(true);
    }
  });
});
