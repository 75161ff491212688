// Issue 18: a post's facts and coordinates checked by the database with sentences, owners editing their posts under
// the same rules as posting (every role tried), offers and saves kept through an edit, and whitelist domains stored
// in one normal form. Through supabase-js against the real local stack, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import { isDenied } from "./admin-fixtures.ts";
import { DOMAIN_NAME_CASES } from "@shared/validation/domain-name.cases.ts";

const LINK = "https://www.realtor.ca/real-estate/18/edit-me";

describe.each(await testBackends())("post details and editing on %s", (backend) => {
  let stack: TestStack;
  let author: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let banned: SignedInUser;

  const create = async (user: SignedInUser, fields: Record<string, unknown> = {}) => {
    const { data, error } = await user.client
      .from("posts")
      .insert({ user_id: user.user.id, category: "residential", description: `Nice place ${LINK} #toronto`, url: LINK, title: "100 King St W", ...fields })
      .select("id")
      .single();
    if (error) throw new Error(`fixture post: ${error.message}`);
    return data.id;
  };
  const row = async (id: string) =>
    (await stack.sql<Record<string, unknown>>("select title, status, is_featured, user_id, bedrooms, lat, lng, geo_precision, url, fact_origins from public.posts where id = $1", [id]))[0];

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [author, other, admin, banned] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed()]);
    await stack.makeAdmin(admin.user.id);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("stores the facts, where each came from, and coordinates with their precision", async () => {
    const id = await create(author, {
      bedrooms: "3 + 1", bathrooms: "2.5", square_footage: "1450", property_kind: "condo", property_type: "Condo Apartment", year_built: 1999,
      postal_code: "M5V 2T6", province: "ON", city: "Toronto", lat: 43.6456, lng: -79.3849, geo_precision: "postal",
      fact_origins: { title: "page", bedrooms: "member" },
    });
    expect(await row(id)).toMatchObject({ bedrooms: "3 + 1", lat: 43.6456, lng: -79.3849, geo_precision: "postal", fact_origins: { title: "page", bedrooms: "member" } });
  });

  it.each([
    ["coordinates without a precision", { lat: 45.5, lng: -73.6 }, "Coordinates need a precision: page, postal or city."],
    ["a precision without coordinates", { geo_precision: "city" }, "A precision needs coordinates."],
    ["a latitude alone", { lat: 45.5, geo_precision: "city" }, "Coordinates need both a latitude and a longitude."],
    ["coordinates outside Canada", { lat: 40.7, lng: -74.0, geo_precision: "page" }, "Coordinates must be in Canada (latitude 41.6 to 83.2, longitude -141.1 to -52.5)."],
    ["an unknown precision", { lat: 45.5, lng: -73.6, geo_precision: "street" }, "Coordinate precision must be page, postal or city."],
    ["bedrooms in words", { bedrooms: "three" }, 'Bedrooms must be a whole number (0 to 99), with "+ 1" for rooms below grade.'],
    ["a quarter bathroom", { bathrooms: "1.25" }, "Bathrooms must be a number from 0 to 99, in halves (2.5 for two full and one half)."],
    ["square metres", { square_footage: "120 m²" }, "Square footage must be a whole number of square feet above 0."],
    ["a US ZIP code as postal code", { postal_code: "90210" }, "Postal code must be a Canadian postal code such as M5V 2T6."],
    ["an unknown property kind", { property_kind: "castle" }, "Property type must be one of house, semi-detached, townhouse, condo, plex, mobile, land, farm, commercial, business or other."],
    ["a fact origin that is neither page nor member", { fact_origins: { bedrooms: "guess" } }, 'Fact origin bedrooms must name a listing fact and be "page" or "member".'],
  ])("refuses %s with a sentence, on insert and on the author's update", async (_label, fields, message) => {
    const insert = await author.client.from("posts").insert({ user_id: author.user.id, category: "residential", description: LINK, url: LINK, title: "x", ...fields });
    expect(insert.error?.message).toBe(message);
    expect(insert.error?.code).toBe("23514");
    const id = await create(author);
    const update = await author.client.from("posts").update(fields).eq("id", id);
    expect(update.error?.message).toBe(message);
  });

  it("a title once given cannot be cleared; rows written before keep their values until a fact is edited", async () => {
    const id = await create(author);
    expect((await author.client.from("posts").update({ title: "  " }).eq("id", id)).error?.message).toBe("A post needs a title.");
    // A row as older code wrote it (before these rules), written around the trigger.
    await stack.sql("alter table public.posts disable trigger posts_enforce_rules");
    await stack.sql("update public.posts set province = 'Ontario', bedrooms = '3 bd' where id = $1", [id]);
    await stack.sql("alter table public.posts enable trigger posts_enforce_rules");
    expect((await author.client.from("posts").update({ listing_id: "A-1" }).eq("id", id)).error).toBeNull();
    expect((await author.client.from("posts").update({ bedrooms: "3 bd " }).eq("id", id)).error?.message).toBe('Bedrooms must be a whole number (0 to 99), with "+ 1" for rooms below grade.');
  });

  it("the author edits facts, price, photos, description, address and category; links are checked as on insert", async () => {
    const id = await create(author);
    const edit = await author.client
      .from("posts")
      .update({ title: "Corrected title", bedrooms: "4", manual_price: 799000, additional_images: ["https://img.example/a.jpg"], custom_description: "Sunny", street_address: "1 Main St", city: "Ottawa", province: "ON", category: "land", lat: 45.42, lng: -75.7, geo_precision: "city" })
      .eq("id", id)
      .select("title, bedrooms, category, geo_precision")
      .single();
    expect(edit.error).toBeNull();
    expect(edit.data).toEqual({ title: "Corrected title", bedrooms: "4", category: "land", geo_precision: "city" });
    const offList = await author.client.from("posts").update({ description: "Now see https://evil.example/x" }).eq("id", id);
    expect(offList.error?.message).toBe("The URL is not from a whitelisted domain.");
    const noLink = await author.client.from("posts").update({ description: "No link any more" }).eq("id", id);
    expect(noLink.error?.message).toBe("A URL is required in the post content.");
    const newLink = await author.client.from("posts").update({ description: "Moved: https://zolo.ca/listing/9 #moved" }).eq("id", id);
    expect(newLink.error).toBeNull();
    expect((await row(id))?.["url"]).toBe("https://zolo.ca/listing/9");
  });

  it("the author cannot change status, featured, author or creation date by an edit; an admin can feature", async () => {
    const id = await create(author);
    const sneaky = await author.client.from("posts").update({ status: "rejected", is_featured: true, user_id: other.user.id, title: "Sneaky" }).eq("id", id);
    expect(sneaky.error).toBeNull();
    expect(await row(id)).toMatchObject({ title: "Sneaky", status: "approved", is_featured: false, user_id: author.user.id });
    expect((await admin.client.from("posts").update({ is_featured: true }).eq("id", id)).error).toBeNull();
    expect((await row(id))?.["is_featured"]).toBe(true);
  });

  it("every role: visitor, other member and banned author change nothing; the author and an admin can edit", async () => {
    const id = await create(author);
    const bannedPost = await create(banned);
    await stack.sql("insert into public.user_bans (user_id, reason) values ($1, 'test') on conflict do nothing", [banned.user.id]);
    try {
      const visitor = await stack.client().from("posts").update({ title: "Visitor" }).eq("id", id).select("id");
      expect(visitor.error !== null || visitor.data?.length === 0).toBe(true);
      const stranger = await other.client.from("posts").update({ title: "Stranger" }).eq("id", id).select("id");
      expect(stranger.error).toBeNull();
      expect(stranger.data).toEqual([]);
      const bannedEdit = await banned.client.from("posts").update({ title: "Banned" }).eq("id", bannedPost).select("id");
      expect(bannedEdit.error === null ? bannedEdit.data : isDenied(bannedEdit.error)).toEqual(bannedEdit.error === null ? [] : true);
      expect((await row(bannedPost))?.["title"]).toBe("100 King St W");
      expect((await row(id))?.["title"]).toBe("100 King St W");
      expect((await author.client.from("posts").update({ title: "Author" }).eq("id", id).select("id")).data).toEqual([{ id }]);
      expect((await admin.client.from("posts").update({ title: "Admin" }).eq("id", id).select("id")).data).toEqual([{ id }]);
      expect((await row(id))?.["title"]).toBe("Admin");
    } finally {
      await stack.sql("delete from public.user_bans where user_id = $1", [banned.user.id]);
    }
  });

  it("an edit keeps the post's offers and saves", async () => {
    const id = await create(author);
    expect((await other.client.from("offers").insert({ post_id: id, user_id: other.user.id, offer_amount: 500000, message: "Cash" })).error).toBeNull();
    expect((await other.client.from("saved_listings").insert({ post_id: id, user_id: other.user.id })).error).toBeNull();
    expect((await author.client.from("posts").update({ title: "Price drop", manual_price: 450000 }).eq("id", id)).error).toBeNull();
    const [counts] = await stack.sql<{ offers: number; saves: number }>(
      "select (select count(*)::int from public.offers where post_id = $1) as offers, (select count(*)::int from public.saved_listings where post_id = $1) as saves",
      [id],
    );
    expect(counts).toEqual({ offers: 1, saves: 1 });
  });
});

describe.each(await testBackends())("whitelist normal form on %s", (backend) => {
  let stack: TestStack;
  let admin: SignedInUser;
  let member: SignedInUser;
  const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [admin, member] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed()]);
    await stack.makeAdmin(admin.user.id);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  // The same table the admin form's normaliser runs (src/shared/validation/domain-name.test.ts).
  it.each(DOMAIN_NAME_CASES.map((c) => [c.typed, c] as const))("an admin adding %s: the database stores the normal form or says why not", async (_typed, c) => {
    const name = unique();
    const fill = (s: string) => s.replace("%s", name);
    const { data, error } = await admin.client.from("whitelisted_domains").insert({ domain_name: fill(c.typed) }).select("domain_name").single();
    const refusal = c.db?.error ?? c.error;
    if (refusal || !c.stored) {
      expect(error?.message).toBe(refusal);
      return;
    }
    expect(error).toBeNull();
    expect(data?.domain_name).toBe(fill(c.stored));
    // Members can use it: a www. link to the stored name posts.
    const link = `https://www.${fill(c.stored)}/listing/1`;
    const post = await member.client.from("posts").insert({ user_id: member.user.id, category: "residential", description: `See ${link}`, url: link, title: "T" });
    expect(post.error).toBeNull();
  });

  it("an update is normalised too, and www.realtor.ca collides with realtor.ca instead of being a second, unusable entry", async () => {
    const name = unique();
    const { data } = await admin.client.from("whitelisted_domains").insert({ domain_name: `${name}.ca` }).select("id").single();
    const updated = await admin.client.from("whitelisted_domains").update({ domain_name: `https://www.${name}.org/` }).eq("id", data!.id).select("domain_name").single();
    expect(updated.data?.domain_name).toBe(`${name}.org`);
    const dup = await admin.client.from("whitelisted_domains").insert({ domain_name: "www.realtor.ca" });
    expect(dup.error?.code).toBe("23505");
    const [rows] = await stack.sql<{ n: number }>("select count(*)::int as n from public.whitelisted_domains where domain_name like 'www.%'");
    expect(rows?.n).toBe(0);
  });
});
