// Row-level security refusals in words (issue 21): every policy a visitor or member can break with a write has a
// sentence in @shared/errors/database-errors.ts (by its table, or by its own name for the banned members' restrictive
// policies), and each one, broken for real through the Data API or Storage, reads as that sentence. On PGlite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import { databaseErrorSentence, POLICY_NAME_SENTENCES, POLICY_SENTENCES, toUserError } from "@shared/errors/database-errors.ts";
import { makePost } from "./admin-fixtures.ts";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const png = () => new Blob([PNG], { type: "image/png" });
const SUSPENDED = "Your account is suspended.";

type Refusal = { error: unknown };

describe.each(await testBackends())("row-level security refusals in words on %s", (backend) => {
  let stack: TestStack;
  let member: SignedInUser;
  let owner: SignedInUser;
  let banned: SignedInUser;
  let admin: SignedInUser;
  /** The policies each broken refusal below went through, to compare with the schema's. */
  const broken = new Set<string>();

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [member, owner, banned, admin] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed()]);
    await stack.makeAdmin(admin.user.id);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** The write's error as the person reads it (a sentence of the mapping, or the database's own); `policies` are the ones it breaks. */
  const sentenceOf = (policies: string[], result: Refusal) => {
    for (const policy of policies) broken.add(policy);
    expect(result.error, policies.join()).toBeTruthy();
    return toUserError(result.error).message;
  };

  it("every INSERT or UPDATE policy of the API roles has a sentence: by its table, or by its name when it is restrictive", async () => {
    const policies = await stack.sql<{ schemaname: string; tablename: string; policyname: string; permissive: string; cmd: string }>(
      `select schemaname, tablename, policyname, permissive, cmd from pg_policies
        where schemaname in ('public', 'storage') and cmd in ('INSERT', 'UPDATE', 'ALL')
          and roles && array['anon', 'authenticated', 'public']::name[]`,
    );
    expect(policies.length).toBeGreaterThan(20);
    const missing = policies
      .filter((p) => (p.permissive === "RESTRICTIVE" ? !(p.policyname in POLICY_NAME_SENTENCES) : !(p.tablename in POLICY_SENTENCES)))
      .map((p) => `${p.tablename}: ${p.policyname}`);
    expect(missing).toEqual([]);
  });

  it("the whitelist, posts and profiles", async () => {
    expect(sentenceOf(["Admins can add whitelisted domains"], await member.client.from("whitelisted_domains").insert({ domain_name: "example.ca" }))).toBe(
      "Only admins can change the whitelist.",
    );
    const url = "https://www.realtor.ca/real-estate/policies";
    const asOther = await member.client.from("posts").insert({ user_id: owner.user.id, category: "land", description: `Lot ${url}`, url });
    expect(sentenceOf(["Members can create posts as themselves"], asOther)).toBe("You can only create and change your own posts.");
    // The author's check cannot fail: the posts trigger keeps the author whatever an update sends.
    const postId = await makePost(member);
    expect((await member.client.from("posts").update({ user_id: owner.user.id }).eq("id", postId)).error).toBeNull();
    expect((await stack.sql<{ user_id: string }>("select user_id from public.posts where id = $1", [postId]))[0]?.user_id).toBe(member.user.id);
    const foreignProfile = await member.client.from("profiles").insert({ id: owner.user.id, username: `x${Date.now()}` });
    expect(sentenceOf(["Users can create their own profile"], foreignProfile)).toBe("You can only change your own profile.");
    // Nor the profile owner's: the profiles trigger keeps the id.
    expect((await member.client.from("profiles").update({ id: owner.user.id }).eq("id", member.user.id)).error).toBeNull();
    expect(await stack.sql("select 1 from public.profiles where id = $1", [member.user.id])).toHaveLength(1);
  });

  it("saves, saved searches, offers and reports", async () => {
    const own = await makePost(member);
    const theirs = await makePost(owner);
    expect(sentenceOf(["Members can save listings for themselves"], await member.client.from("saved_listings").insert({ user_id: owner.user.id, post_id: theirs }))).toBe(
      "You cannot save this listing.",
    );
    // Saved searches' owner is not a column members may write: the grant refuses before the policy could.
    const search = await member.client.from("saved_searches").insert({ name: "Lots", filters: {}, user_id: owner.user.id });
    expect(search.error?.message).toBe("permission denied for table saved_searches");
    expect(databaseErrorSentence(search.error)).toBe("You do not have permission to do that.");
    expect(sentenceOf(["Members can make offers on others' posts"], await member.client.from("offers").insert({ user_id: member.user.id, post_id: own, offer_amount: 100 }))).toBe(
      "You cannot make an offer on this post.",
    );
    const selfReport = { reporter_id: member.user.id, reported_post_id: own, target_type: "post" as const, reason: "Fake listing" };
    expect(sentenceOf(["Members can report others' posts and other users"], await member.client.from("reports").insert(selfReport))).toBe("You cannot report this post.");
  });

  it("conversations: answering, writing and reporting", async () => {
    const postId = await makePost(owner);
    const offer = await member.client.from("offers").insert({ user_id: member.user.id, post_id: postId, offer_amount: 200_000, message: "Hello" }).select("id").single();
    expect(offer.error).toBeNull();
    const [conversation] = await stack.sql<{ id: string }>("select id from public.conversations where offer_id = $1", [offer.data!.id]);
    const back = await owner.client.from("conversations").update({ status: "pending" }).eq("id", conversation!.id);
    expect(sentenceOf(["Owners can answer offers"], back)).toBe("An offer can only be accepted or declined.");
    const outsider = await admin.client.from("conversation_messages").insert({ conversation_id: conversation!.id, body: "Hi" });
    expect(sentenceOf(["Parties can write in their conversations"], outsider)).toBe("You can only write in your own conversations.");
    const reply = await member.client.from("conversation_messages").insert({ conversation_id: conversation!.id, body: "Any news?" }).select("id").single();
    expect(reply.error).toBeNull();
    const ownMessage = await member.client.from("conversation_message_reports").insert({ message_id: reply.data!.id, reason: "Spam" });
    expect(sentenceOf(["Parties can report messages they received"], ownMessage)).toBe("You can only report messages sent to you.");
  });

  it("files: another member's folder", async () => {
    const upload = await member.client.storage.from("post_images").upload(`${owner.user.id}/${Date.now()}.png`, png());
    expect(sentenceOf(["Members can upload into their own folder"], upload)).toBe("You cannot change this file.");
    const own = `${member.user.id}/${Date.now()}.png`;
    expect((await member.client.storage.from("post_images").upload(own, png())).error).toBeNull();
    const moved = await member.client.storage.from("post_images").move(own, `${owner.user.id}/${Date.now()}.png`);
    expect(sentenceOf(["Members can replace objects in their own folder"], moved)).toBe("You cannot change this file.");
  });

  it("a banned member: every restrictive policy says the account is suspended", async () => {
    const postId = await makePost(banned);
    const theirs = await makePost(owner);
    const file = `${banned.user.id}/${Date.now()}.png`;
    expect((await banned.client.storage.from("avatars").upload(file, png())).error).toBeNull();
    await stack.sql("insert into public.user_bans (user_id, reason) values ($1, 'test')", [banned.user.id]);
    try {
      const cases: [string, PromiseLike<Refusal>][] = [
        ["Banned users cannot change their profile", banned.client.from("profiles").update({ bio: "Back again" }).eq("id", banned.user.id)],
        ["Banned users cannot edit posts", banned.client.from("posts").update({ title: "Back again" }).eq("id", postId)],
        ["Banned users cannot post", banned.client.from("posts").insert({ user_id: banned.user.id, category: "land", description: "Lot https://www.realtor.ca/x/1", url: "https://www.realtor.ca/x/1" })],
        ["Banned users cannot make offers", banned.client.from("offers").insert({ user_id: banned.user.id, post_id: theirs, offer_amount: 100 })],
        ["Banned users cannot report", banned.client.from("reports").insert({ reporter_id: banned.user.id, reported_post_id: theirs, target_type: "post", reason: "Fake listing" })],
        ["Banned users cannot save listings", banned.client.from("saved_listings").insert({ user_id: banned.user.id, post_id: theirs })],
        ["Banned users cannot upload files", banned.client.storage.from("avatars").upload(`${banned.user.id}/${Date.now()}-2.png`, png())],
        ["Banned users cannot replace or move files", banned.client.storage.from("avatars").update(file, png())],
      ];
      for (const [policy, write] of cases) expect(sentenceOf([policy], await write), policy).toBe(SUSPENDED);
      await stack.sql("delete from public.profiles where id = $1", [banned.user.id]);
      const create = await banned.client.from("profiles").insert({ id: banned.user.id, username: `back${Date.now()}` });
      expect(sentenceOf(["Banned users cannot create a profile"], create)).toBe(SUSPENDED);
    } finally {
      await stack.sql("delete from public.user_bans where user_id = $1", [banned.user.id]);
    }
  });

  /** Policies whose check no write through the API can fail, and why. */
  const UNBREAKABLE: Record<string, string> = {
    "Authors can update their own posts": "the posts trigger keeps the author, so user_id is always the caller's",
    "Users can update their own profile": "the profiles trigger keeps the id",
    "Members save their own searches": "user_id is not a column members may insert (its default is the caller)",
    "Members rename their own saved searches": "members may update the name only",
    "Admins can update posts": "the check is the admin test that let the row through",
    "Admins can update report status": "the check is the admin test that let the row through",
    "Admins can update message reports": "the check is the admin test that let the row through",
    "Admins can update whitelisted domains": "the check is the admin test that let the row through",
  };

  it("the refusals above broke every other policy a write can break (a delete that is not allowed matches no row)", async () => {
    const policies = await stack.sql<{ policyname: string }>(
      `select policyname from pg_policies
        where schemaname in ('public', 'storage') and cmd in ('INSERT', 'UPDATE', 'ALL')
          and roles && array['anon', 'authenticated', 'public']::name[]`,
    );
    const names = policies.map((p) => p.policyname);
    expect(Object.keys(UNBREAKABLE).filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !(name in UNBREAKABLE) && !broken.has(name)).sort()).toEqual([]);
  });
});
