// Issue 20, "one card per property": the feed, the category pages (browse_posts and its count) and search
// (search_posts) show a property once, as its newest approved post, with the sites its other approved posts link to
// and how many members posted it; a hidden or removed post is neither shown nor counted, a unit in the same building
// stays a card of its own, and a client cannot set the figures. Through supabase-js as a visitor, PGlite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import { castOf, type Cast } from "./admin-fixtures.ts";

type Card = { id: string; property_lead: boolean; property_other_hosts: string[]; property_members: number };
const CARD = "id, property_lead, property_other_hosts, property_members";

describe.each(await testBackends())("one card per property on %s", (backend) => {
  let stack: TestStack;
  let cast: Cast;
  let third: SignedInUser;
  let n = 0;
  /** A word only this file's posts carry, so search and browse find just them. */
  const word = `Quillomere${backend}`;
  const ids: { realtor: string; zolo: string; remax: string; unit: string } = { realtor: "", zolo: "", remax: "", unit: "" };

  const create = async (user: SignedInUser, link: string, street: string) => {
    n += 1;
    const { data, error } = await user.client
      .from("posts")
      .insert({
        user_id: user.user.id, category: "land", description: `${word} lot ${link}`, url: link, title: `${word} lot ${n}`,
        street_address: street, city: "Canmore", province: "AB", manual_price: 480_000 + n,
      })
      .select("id")
      .single();
    if (error) throw new Error(`fixture post: ${error.message}`);
    return data.id;
  };
  /** The land feed as the web app asks for it, this file's posts only. */
  const feed = async () => {
    const { data, error } = await cast.visitor.from("posts").select(CARD).eq("status", "approved").eq("property_lead", true)
      .eq("category", "land").ilike("title", `${word}%`).order("created_at", { ascending: false }).order("id", { ascending: false });
    expect(error).toBeNull();
    return (data ?? []) as Card[];
  };
  const browse = async () => {
    const { data, error } = await cast.visitor.rpc("browse_posts", { search_term: word, category: "land" }).select(CARD);
    expect(error).toBeNull();
    const count = await cast.visitor.rpc("browse_posts_count", { search_term: word, category: "land" });
    expect(count.error).toBeNull();
    return { cards: (data ?? []) as Card[], count: count.data };
  };
  const search = async () => {
    const { data, error } = await cast.visitor.rpc("search_posts", { search_term: word });
    expect(error).toBeNull();
    return data ?? [];
  };

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    cast = await castOf(stack);
    third = await stack.signUpConfirmed();
    // One home posted three times, by three members from three sites (oldest first), and a unit in the same building.
    ids.realtor = await create(cast.member, "https://www.realtor.ca/real-estate/77/quill", "12 Spring Creek Dr");
    ids.zolo = await create(cast.other, "https://www.zolo.ca/canmore/12-spring-creek-drive", "12 Spring Creek Drive");
    ids.remax = await create(third, "https://www.remax.ca/ab/canmore/12-spring-creek-dr", "12 Spring Creek Dr.");
    ids.unit = await create(cast.member, "https://www.realtor.ca/real-estate/78/quill-unit", "4-12 Spring Creek Dr");
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it("the three posts are one property, the unit another", async () => {
    const rows = await stack.sql<{ id: string; property_id: string }>("select id, property_id from public.posts where id = any($1)", [Object.values(ids)]);
    const property = new Map(rows.map((r) => [r.id, r.property_id]));
    expect(property.get(ids.zolo)).toBe(property.get(ids.realtor));
    expect(property.get(ids.remax)).toBe(property.get(ids.realtor));
    expect(property.get(ids.unit)).not.toBe(property.get(ids.realtor));
  });

  it("feed: one card for the home (its newest post, the other sites named, three members) and one for the unit", async () => {
    const cards = await feed();
    expect(cards.map((c) => c.id)).toEqual([ids.unit, ids.remax]);
    const home = cards.find((c) => c.id === ids.remax);
    expect(home?.property_other_hosts).toEqual(["realtor.ca", "zolo.ca"]);
    expect(home?.property_members).toBe(3);
    const unit = cards.find((c) => c.id === ids.unit);
    expect(unit?.property_other_hosts).toEqual([]);
    expect(unit?.property_members).toBe(1);
  });

  it("category browse and its count list the property once", async () => {
    const { cards, count } = await browse();
    expect(cards.map((c) => c.id).sort()).toEqual([ids.remax, ids.unit].sort());
    expect(count).toBe(2);
  });

  it("search lists the property once, with its other sites and members", async () => {
    const cards = await search();
    expect(cards.map((c) => c.id).sort()).toEqual([ids.remax, ids.unit].sort());
    const home = cards.find((c) => c.id === ids.remax);
    expect(home?.otherHosts).toEqual(["realtor.ca", "zolo.ca"]);
    expect(home?.members).toBe(3);
  });

  it("the post page still reads every post of the property", async () => {
    const property = await stack.sql<{ property_id: string }>("select property_id from public.posts where id = $1", [ids.remax]);
    const { data, error } = await cast.visitor.from("posts").select("id").eq("property_id", property[0]?.property_id ?? "");
    expect(error).toBeNull();
    expect(data?.map((p) => p.id).sort()).toEqual([ids.realtor, ids.zolo, ids.remax].sort());
  });

  it("a client cannot set the figures: they are the database's", async () => {
    const tried = await cast.member.client.from("posts")
      .update({ property_lead: false, property_other_hosts: ["fake.example"], property_members: 99 }).eq("id", ids.unit);
    expect(tried.error).toBeNull();
    const [row] = await stack.sql<Card>(`select ${CARD} from public.posts where id = $1`, [ids.unit]);
    expect(row).toEqual({ id: ids.unit, property_lead: true, property_other_hosts: [], property_members: 1 });
    n += 1;
    const inserted = await cast.other.client.from("posts").insert({
      user_id: cast.other.user.id, category: "residential", description: `Alone https://www.realtor.ca/real-estate/79/${n}`,
      url: `https://www.realtor.ca/real-estate/79/${n}`, title: "Alone", property_lead: false, property_members: 7,
    }).select(CARD).single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({ property_lead: true, property_other_hosts: [], property_members: 1 });
  });

  it("hiding the newest post: the card falls back to the previous one and the counts drop; approving it again restores them", async () => {
    const hidden = await cast.admin.client.rpc("admin_moderate_post", { p_post_id: ids.remax, p_action: "hide", p_reason: "fake_listing", p_note: "Checking." });
    expect(hidden.error).toBeNull();
    const cards = await feed();
    expect(cards.map((c) => c.id)).toEqual([ids.unit, ids.zolo]);
    const home = cards.find((c) => c.id === ids.zolo);
    expect(home?.property_other_hosts).toEqual(["realtor.ca"]);
    expect(home?.property_members).toBe(2);
    expect((await search()).find((c) => c.id === ids.zolo)?.otherHosts).toEqual(["realtor.ca"]);
    expect((await browse()).count).toBe(2);

    const restored = await cast.admin.client.rpc("admin_moderate_post", { p_post_id: ids.remax, p_action: "restore", p_note: "Fine." });
    expect(restored.error).toBeNull();
    const again = await feed();
    expect(again.map((c) => c.id)).toEqual([ids.unit, ids.remax]);
    expect(again.find((c) => c.id === ids.remax)?.property_members).toBe(3);
  });

  it("deleting a post and splitting one off: the remaining card's figures follow", async () => {
    const deleted = await third.client.from("posts").delete().eq("id", ids.remax);
    expect(deleted.error).toBeNull();
    const split = await cast.other.client.rpc("split_post_property", { p_post_id: ids.zolo });
    expect(split.error).toBeNull();
    const cards = await feed();
    expect(cards.map((c) => c.id)).toEqual([ids.unit, ids.zolo, ids.realtor]);
    for (const card of cards) {
      expect(card.property_other_hosts).toEqual([]);
      expect(card.property_members).toBe(1);
    }
  });
});
