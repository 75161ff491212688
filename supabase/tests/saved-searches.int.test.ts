// Issue 19, saved searches (20261101000750_saved_searches.sql): the table's policies per role (visitor, owner, other
// member, admin), the limit of 20, the filters' shape, the daily e-mail (only new, matching, approved posts; at most
// once a day; through the one e-mail queue) and the one-click unsubscribe by token. Through supabase-js against the
// real local stack, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import type { Json } from "@shared/database.types.ts";

const LINK = "https://www.realtor.ca/real-estate/19/saved";

describe.each(await testBackends())("saved searches on %s", (backend) => {
  let stack: TestStack;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let author: SignedInUser;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [owner, other, admin, author] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed()]);
    await stack.makeAdmin(admin.user.id);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const save = async (user: SignedInUser, name: string, filters: Json = {}) => {
    const { data, error } = await user.client.from("saved_searches").insert({ name, filters }).select("id").single();
    if (error) throw new Error(error.message);
    return data.id;
  };
  const post = async (fields: Record<string, unknown>) => {
    const row = { user_id: author.user.id, url: LINK, status: "approved", category: "residential", description: `For sale ${LINK}`, ...fields };
    const columns = Object.keys(row);
    const [inserted] = await stack.sql<{ id: string }>(
      `insert into public.posts (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
      Object.values(row),
    );
    return inserted?.id ?? "";
  };
  const mails = (to: string) =>
    stack.sql<{ subject: string; body: string }>("select subject, body from private.email_outbox where to_email = $1 order by id", [to]);
  const run = async () => {
    const { data, error } = await stack.serviceClient().rpc("send_saved_search_alerts");
    if (error) throw new Error(error.message);
    return data;
  };
  const tokenOf = async (id: string) => (await stack.sql<{ t: string }>("select unsubscribe_token::text as t from public.saved_searches where id = $1", [id]))[0]?.t ?? "";

  it("lets the owner save, read, rename and delete their own searches, and nobody else", async () => {
    const id = await save(owner, "Toronto condos", { q: "condo", city: "Toronto", sort: "newest" });
    const mine = await owner.client.from("saved_searches").select("id, name, filters").eq("id", id);
    expect(mine.data).toEqual([{ id, name: "Toronto condos", filters: { q: "condo", city: "Toronto", sort: "newest" } }]);

    // Another member, an admin and a visitor see nothing and change nothing.
    for (const client of [other.client, admin.client]) {
      expect((await client.from("saved_searches").select("id").eq("id", id)).data).toEqual([]);
      expect((await client.from("saved_searches").update({ name: "Mine now" }).eq("id", id).select("id")).data).toEqual([]);
      expect((await client.from("saved_searches").delete().eq("id", id).select("id")).data).toEqual([]);
    }
    expect((await stack.client().from("saved_searches").select("id")).error).not.toBeNull();
    expect((await stack.client().from("saved_searches").insert({ name: "Visitor", filters: {} })).error).not.toBeNull();
    // Nobody saves a search for someone else, nor reads the unsubscribe token through the API.
    expect((await other.client.from("saved_searches").insert({ name: "For you", filters: {}, user_id: owner.user.id })).error).not.toBeNull();
    expect((await owner.client.from("saved_searches").select("unsubscribe_token")).error).not.toBeNull();
    expect((await owner.client.from("saved_searches").update({ last_notified_at: new Date().toISOString() }).eq("id", id)).error).not.toBeNull();

    const renamed = await owner.client.from("saved_searches").update({ name: "Lakeside condos" }).eq("id", id).select("name");
    expect(renamed.data).toEqual([{ name: "Lakeside condos" }]);
    const deleted = await owner.client.from("saved_searches").delete().eq("id", id).select("id");
    expect(deleted.data).toEqual([{ id }]);
    expect((await stack.sql("select 1 from public.saved_searches where id = $1", [id])).length).toBe(0);
  });

  it("refuses a blank or long name and filters of another shape, with the sentences", async () => {
    const blank = await owner.client.from("saved_searches").insert({ name: "  ", filters: {} });
    expect(blank.error?.message).toContain("saved_searches_name_length");
    const long = await owner.client.from("saved_searches").insert({ name: "x".repeat(81), filters: {} });
    expect(long.error?.message).toContain("saved_searches_name_length");
    const badBoxes = [{ bbox: [-80, 43, -79] }, { bbox: ["-80", 43, -79, 44] }, { bbox: [-79, 43, -80, 44] }, { bbox: [-80, 43, -79, 95] }, { bbox: "-80,43,-79,44" }];
    for (const filters of [{ colour: "red" }, { beds: "two" }, { sort: "oldest" }, { category: "castles" }, { minPrice: -1 }, [], ...badBoxes]) {
      const bad = await owner.client.from("saved_searches").insert({ name: "Odd", filters });
      expect(bad.error?.message).toContain("saved_searches_filters_shape");
    }
  });

  it("keeps at most 20 saved searches a member", async () => {
    const user = await stack.signUpConfirmed();
    for (let i = 0; i < 20; i++) await save(user, `Search ${i + 1}`);
    const over = await user.client.from("saved_searches").insert({ name: "One more", filters: {} });
    expect(over.error?.message).toBe("You can save up to 20 searches. Delete one to save another.");
    // Another member is not held by it.
    const id = await save(other, "Not limited");
    await other.client.from("saved_searches").delete().eq("id", id);
  });

  it("e-mails only new, matching, approved posts, at most once a day", async () => {
    const user = await stack.signUpConfirmed();
    const old = await post({ title: "Halifax cottage before saving", city: "Halifax", province: "NS", created_at: "2026-01-01T00:00:00Z" });
    const id = await save(user, "Halifax", { city: "Halifax", maxPrice: 600000 });
    // Saved searches are e-mailed from the moment they are saved on.
    await stack.sql("update public.saved_searches set created_at = now() - interval '1 hour' where id = $1", [id]);
    const match = await post({ title: "Halifax cottage", city: "Halifax", province: "NS", manual_price: 450000 });
    const tooDear = await post({ title: "Halifax mansion", city: "Halifax", province: "NS", manual_price: 900000 });
    const pending = await post({ title: "Halifax pending", city: "Halifax", province: "NS", manual_price: 400000, status: "pending" });
    const elsewhere = await post({ title: "Ottawa cottage", city: "Ottawa", province: "ON", manual_price: 400000 });

    expect(await run()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mails(user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New listing for your saved search "Halifax"');
    expect(mail?.body).toContain(`{{site_url}}/post/${match}`);
    expect(mail?.body).toContain("Halifax cottage");
    for (const absent of [old, tooDear, pending, elsewhere]) expect(mail?.body).not.toContain(absent);
    expect(mail?.body).toContain(`{{site_url}}/unsubscribe?token=${await tokenOf(id)}`);

    // Within the day: a new match waits.
    const later = await post({ title: "Halifax loft", city: "Halifax", province: "NS", manual_price: 300000 });
    await run();
    expect(await mails(user.email)).toHaveLength(1);
    // A day later (the search's stamps and these posts moved a day back together): the new match, and only it.
    const dayLater = async () => {
      await stack.sql("update public.saved_searches set created_at = created_at - interval '25 hours', last_notified_at = last_notified_at - interval '25 hours' where id = $1", [id]);
      // created_at never changes through the posts rules (posts_enforce_rules): the test steps around them.
      await stack.sql("alter table public.posts disable trigger posts_enforce_rules");
      await stack.sql("update public.posts set created_at = created_at - interval '25 hours' where id = any($1::uuid[])", [[match, tooDear, pending, elsewhere, later]]);
      await stack.sql("alter table public.posts enable trigger posts_enforce_rules");
    };
    await dayLater();
    await run();
    const after = await mails(user.email);
    expect(after).toHaveLength(2);
    expect(after[1]?.body).toContain(`{{site_url}}/post/${later}`);
    expect(after[1]?.body).not.toContain(match);
    // Nothing new: no e-mail, even a day later.
    await dayLater();
    await run();
    expect(await mails(user.email)).toHaveLength(2);
  });

  it("e-mails only the posts inside a saved map area (issue 19)", async () => {
    const user = await stack.signUpConfirmed();
    // Downtown Toronto: west, south, east, north.
    const id = await save(user, "Downtown", { bbox: [-79.45, 43.62, -79.33, 43.7], category: "residential" });
    await stack.sql("update public.saved_searches set created_at = now() - interval '1 hour' where id = $1", [id]);
    const inside = await post({ title: "Downtown loft", city: "Toronto", province: "ON", lat: 43.65, lng: -79.38, geo_precision: "page" });
    const outside = await post({ title: "Scarborough bungalow", city: "Toronto", province: "ON", lat: 43.77, lng: -79.23, geo_precision: "page" });
    const nowhere = await post({ title: "Toronto, no coordinates", city: "Toronto", province: "ON" });
    await run();
    const [mail, ...more] = await mails(user.email);
    expect(more).toEqual([]);
    expect(mail?.body).toContain(`{{site_url}}/post/${inside}`);
    for (const absent of [outside, nowhere]) expect(mail?.body).not.toContain(absent);
  });

  it("runs the e-mail job for the service role only", async () => {
    for (const client of [stack.client(), owner.client, admin.client]) {
      expect((await client.rpc("send_saved_search_alerts")).error).not.toBeNull();
    }
  });

  it("unsubscribes by the e-mail's token, signed out: a wrong token deletes nothing", async () => {
    const id = await save(owner, "To unsubscribe", { province: "QC" });
    const token = await tokenOf(id);
    const wrong = await stack.client().rpc("unsubscribe_saved_search", { token: "00000000-0000-4000-8000-000000000000" });
    expect(wrong.error).toBeNull();
    expect(wrong.data).toBe(false);
    expect((await owner.client.from("saved_searches").select("id").eq("id", id)).data).toEqual([{ id }]);
    const done = await stack.client().rpc("unsubscribe_saved_search", { token });
    expect(done.data).toBe(true);
    expect((await owner.client.from("saved_searches").select("id").eq("id", id)).data).toEqual([]);
    const again = await stack.client().rpc("unsubscribe_saved_search", { token });
    expect(again.data).toBe(false);
  });
});
