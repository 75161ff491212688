// A hidden (pending review) or removed post vanishes from every surface that lists posts, for everyone but its author
// and admins, by the database: row-level security and the public RPCs, whatever filter a client sends (issue 21).
// One test per surface, for a post an admin hid and one an admin removed, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import { castOf, makePost, type Cast, type Client } from "./admin-fixtures.ts";

const TAKEDOWNS = [
  { action: "hide", status: "pending" },
  { action: "remove", status: "rejected" },
] as const;

describe.each(await testBackends())("hidden and removed posts on every surface on %s", (backend) => {
  let stack: TestStack;
  let cast: Cast;
  let author: SignedInUser;
  /** Per takedown: the post taken down, and a visible post of the same property (MLS number and province). */
  const posts: Record<string, { id: string; sibling: string; word: string }> = {};

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    cast = await castOf(stack);
    author = await stack.signUpConfirmed();
    for (const [i, { action }] of TAKEDOWNS.entries()) {
      const word = `Zanzibarite${action}`;
      const mls = `E91${i}7654`;
      const id = await makePost(author, { title: `${word} chalet`, category: "land", city: "Canmore", province: "AB", mls_number: mls, manual_price: 480_000 });
      const sibling = await makePost(cast.other, { title: `Sibling of ${word}`, category: "land", city: "Canmore", province: "AB", mls_number: mls });
      expect((await cast.admin.client.rpc("set_post_featured_status", { p_post_id: id, p_is_featured: true })).error).toBeNull();
      expect((await cast.member.client.from("saved_listings").insert({ user_id: cast.member.user.id, post_id: id })).error).toBeNull();
      const moderated = await cast.admin.client.rpc("admin_moderate_post", { p_post_id: id, p_action: action, p_reason: "fake_listing", p_note: "Not this property." });
      expect(moderated.error).toBeNull();
      posts[action] = { id, sibling, word };
    }
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** Everyone the post must vanish for, and the two who still read it. */
  const outsiders = (): [string, Client][] => [["visitor", cast.visitor], ["member", cast.member.client], ["other member", cast.other.client]];
  const insiders = (): [string, Client][] => [["author", author.client], ["admin", cast.admin.client]];

  describe.each(TAKEDOWNS)("a post an admin chose to $action", ({ action, status }) => {
    it("the moderation left it with its status", async () => {
      const [row] = await stack.sql<{ status: string }>("select status::text from public.posts where id = $1", [posts[action]!.id]);
      expect(row?.status).toBe(status);
    });

    it("feed: gone from posts as RLS serves them, even asked for without the approved filter; the author and admins still read it", async () => {
      const { id } = posts[action]!;
      for (const [who, client] of outsiders()) {
        const all = await client.from("posts").select("id").order("created_at", { ascending: false }).limit(1000);
        expect(all.error, who).toBeNull();
        expect(all.data?.map((p) => p.id), who).not.toContain(id);
        const asked = await client.from("posts").select("id").eq("id", id);
        expect(asked.data, who).toEqual([]);
        const byStatus = await client.from("posts").select("id").eq("status", status);
        expect(byStatus.data?.map((p) => p.id) ?? [], who).not.toContain(id);
      }
      for (const [who, client] of insiders()) {
        expect((await client.from("posts").select("id, status").eq("id", id)).data, who).toEqual([{ id, status }]);
      }
    });

    it("categories: gone from the category's browse page and its count", async () => {
      const { id } = posts[action]!;
      for (const [who, client] of [...outsiders(), ...insiders()]) {
        const page = await client.rpc("browse_posts", { category: "land", page_limit: 100 });
        expect(page.error, who).toBeNull();
        expect(page.data?.map((p) => p.id), who).not.toContain(id);
        const feed = await client.from("posts").select("id").eq("status", "approved").eq("category", "land");
        expect(feed.data?.map((p) => p.id), who).not.toContain(id);
      }
      const count = await cast.visitor.rpc("browse_posts_count", { category: "land", city: "Canmore" });
      expect(count.data).toBe(2); // the two visible siblings
    });

    it("search: gone from the search page and the browse search", async () => {
      const { id, word } = posts[action]!;
      for (const [who, client] of [...outsiders(), ...insiders()]) {
        const search = await client.rpc("search_posts", { search_term: word });
        expect(search.error, who).toBeNull();
        expect(search.data?.map((p) => p.id), who).not.toContain(id);
        const browse = await client.rpc("browse_posts", { search_term: word });
        expect(browse.data?.map((p) => p.id), who).not.toContain(id);
      }
      // The visible sibling's title has the word: the search itself works.
      expect((await cast.visitor.rpc("search_posts", { search_term: word })).data?.map((p) => p.id)).toContain(posts[action]!.sibling);
    });

    it("featured: unfeatured by the takedown, and kept off the featured properties even when flagged again", async () => {
      const { id } = posts[action]!;
      const [row] = await stack.sql<{ is_featured: boolean }>("select is_featured from public.posts where id = $1", [id]);
      expect(row?.is_featured).toBe(false);
      await stack.sql("update public.posts set is_featured = true where id = $1", [id]);
      for (const [who, client] of [...outsiders(), ...insiders()]) {
        const featured = await client.rpc("get_featured_posts", { p_limit: 100 });
        expect(featured.error, who).toBeNull();
        expect(featured.data?.map((p) => p.id), who).not.toContain(id);
      }
    });

    it("property cards: gone from the other posts of its property; the author and admins still see it there", async () => {
      const { id, sibling } = posts[action]!;
      const [property] = await stack.sql<{ property_id: string | null }>("select property_id from public.posts where id = $1", [sibling]);
      expect(property?.property_id).toBeTruthy();
      const [same] = await stack.sql<{ property_id: string | null }>("select property_id from public.posts where id = $1", [id]);
      expect(same?.property_id).toBe(property?.property_id);
      // The post page's "Also listed" cards: posts of the same property, as the app asks for them.
      const cards = (client: Client) => client.from("posts").select("id").eq("property_id", property!.property_id!).neq("id", sibling);
      for (const [who, client] of outsiders()) expect((await cards(client)).data, who).toEqual([]);
      for (const [who, client] of insiders()) expect((await cards(client)).data, who).toEqual([{ id }]);
    });

    it("saved listings: the member who saved it keeps the row, but not the post", async () => {
      const { id } = posts[action]!;
      const saved = await cast.member.client.from("saved_listings").select("post_id, posts(id, title)").eq("post_id", id);
      expect(saved.error).toBeNull();
      expect(saved.data).toEqual([{ post_id: id, posts: null }]);
    });

    it("offers and questions: nobody but the author and admins can reach it to make an offer or ask about it", async () => {
      const { id } = posts[action]!;
      const offer = await cast.other.client.from("offers").insert({ post_id: id, user_id: cast.other.user.id, offer_amount: 100_000 });
      expect(offer.error?.message).toMatch(/row-level security/);
      const question = await cast.other.client.rpc("ask_question", { p_post_id: id, p_body: "Is it still for sale?" });
      expect(question.error?.message).toBe("Post not found.");
      const [conversations] = await stack.sql<{ n: number }>("select count(*)::int as n from public.conversations where post_id = $1", [id]);
      expect(conversations?.n).toBe(0);
    });
  });
});
