// Offers and questions as conversations (issue 21), through supabase-js against the real local stack on PGlite and
// PostgreSQL: the step of 100, the owner's reply and answer, questions, who reads what, message reports, the rate
// limit, banned members, and the e-mail each side gets (queued in private.email_outbox with the write, delivered by
// the stack's drain into the mailbox).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, testBackends, type SignedInUser, type TestStack } from "@test-support/stack/stack.ts";
import { databaseErrorSentence } from "@shared/errors/database-errors.ts";

const backends = await testBackends();
const URL_OK = "https://www.realtor.ca/real-estate/1/conversations";

describe.each(backends)("conversations on %s", (backend) => {
  let stack: TestStack;
  let owner: SignedInUser;
  let member: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;

  const newPost = async (author: SignedInUser = owner, title = "Lakeside cottage") => {
    const { data, error } = await author.client
      .from("posts")
      .insert({ user_id: author.user.id, category: "residential", title, description: `See ${URL_OK}`, url: URL_OK })
      .select("id")
      .single();
    if (error || !data) throw new Error(`post not created: ${error?.message}`);
    return data.id;
  };
  const conversationOf = async (offerId: string) => {
    const [row] = await stack.sql<{ id: string }>("select id from public.conversations where offer_id = $1", [offerId]);
    return row?.id ?? "";
  };
  const makeOffer = async (postId: string, amount = 250_000, message: string | null = "Would you take this?") => {
    const { data, error } = await member.client.from("offers").insert({ post_id: postId, user_id: member.user.id, offer_amount: amount, message }).select("id").single();
    if (error || !data) throw new Error(`offer not made: ${error?.message}`);
    return data.id;
  };
  /** Waits for the stack's outbox drain to deliver an e-mail with this subject (and text, when given) to `to`. */
  const mailTo = async (to: string, subject: string, text?: string) => {
    const find = () => stack.mailbox.list(to).filter((m) => m.subject === subject && (!text || m.text?.includes(text))).at(-1);
    await expect.poll(find, { timeout: 15_000 }).toBeDefined();
    return find();
  };

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    [owner, member, other, admin] = await Promise.all([stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed(), stack.signUpConfirmed()]);
    await stack.makeAdmin(admin.user.id);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("refuses an offer that is not a multiple of 100 ($150), with a sentence; $200 is taken", async () => {
    const postId = await newPost();
    const refused = await member.client.from("offers").insert({ post_id: postId, user_id: member.user.id, offer_amount: 150 });
    expect(refused.error?.code).toBe("23514");
    expect(refused.error?.message).toContain("offers_offer_amount_step");
    expect(databaseErrorSentence(refused.error)).toBe("Offer amounts go up in steps of $100.");
    expect((await member.client.from("offers").insert({ post_id: postId, user_id: member.user.id, offer_amount: 200 })).error).toBeNull();
  });

  it("an offer opens a conversation: the owner replies and accepts, the member sees both and replies; each side is e-mailed", async () => {
    const postId = await newPost(owner, "Maple Street bungalow");
    const offerId = await makeOffer(postId, 480_000, "Flexible on the closing date.");
    const conversationId = await conversationOf(offerId);
    expect(conversationId).not.toBe("");

    const offerMail = await mailTo(owner.email, "New offer on “Maple Street bungalow”");
    expect(offerMail?.text).toContain("offered $480,000 on “Maple Street bungalow”.");
    expect(offerMail?.text).toContain("Flexible on the closing date.");
    expect(offerMail?.text).toContain("/profile?tab=conversations");

    expect((await owner.client.from("conversation_messages").insert({ conversation_id: conversationId, body: "Thanks, let me think." })).error).toBeNull();
    const accepted = await owner.client.from("conversations").update({ status: "accepted" }).eq("id", conversationId).select("id");
    expect(accepted.error).toBeNull();
    expect(accepted.data).toHaveLength(1);
    await mailTo(member.email, "New message about “Maple Street bungalow”", "Thanks, let me think.");
    const acceptedMail = await mailTo(member.email, "Your offer on “Maple Street bungalow” was accepted");
    expect(acceptedMail?.text).toContain("accepted your offer of $480,000 on “Maple Street bungalow”.");

    const { data: mine } = await member.client.rpc("list_my_conversations");
    const row = mine?.find((c) => c.id === conversationId);
    expect(row).toMatchObject({ status: "accepted", role: "member", last_message: "Thanks, let me think.", message_count: 1 });
    expect(Number(row?.offer_amount)).toBe(480_000);
    const { data: theirs } = await owner.client.rpc("list_my_conversations");
    expect(theirs?.find((c) => c.id === conversationId)).toMatchObject({ role: "owner", other_party_id: member.user.id });

    expect((await member.client.from("conversation_messages").insert({ conversation_id: conversationId, body: "Great, thank you!" })).error).toBeNull();
    await mailTo(owner.email, "New message about “Maple Street bungalow”", "Great, thank you!");
    const { data: messages } = await member.client.from("conversation_messages").select("body, sender_id").eq("conversation_id", conversationId).order("created_at");
    expect(messages?.map((m) => m.body)).toEqual(["Thanks, let me think.", "Great, thank you!"]);

    // Once answered, an offer stays answered; the member cannot answer it at all.
    const again = await owner.client.from("conversations").update({ status: "declined" }).eq("id", conversationId);
    expect(again.error?.message).toBe("This offer has already been answered.");
    const byMember = await member.client.from("conversations").update({ status: "declined" }).eq("id", conversationId).select("id");
    expect(byMember.data ?? []).toHaveLength(0);
  });

  it("an owner can decline, and the member is told", async () => {
    const postId = await newPost(owner, "Downtown loft");
    const conversationId = await conversationOf(await makeOffer(postId, 100_000, null));
    expect((await owner.client.from("conversations").update({ status: "declined" }).eq("id", conversationId)).error).toBeNull();
    await mailTo(member.email, "Your offer on “Downtown loft” was declined");
  });

  it("Ask a question starts a conversation without an amount; asking again adds to it; the owner answers", async () => {
    const postId = await newPost(owner, "Farm with barn");
    const first = await member.client.rpc("ask_question", { p_post_id: postId, p_body: "Is the barn heated?" });
    expect(first.error).toBeNull();
    const second = await member.client.rpc("ask_question", { p_post_id: postId, p_body: "And the well?" });
    expect(second.data).toBe(first.data);
    await mailTo(owner.email, "New question about “Farm with barn”", "Is the barn heated?");
    await mailTo(owner.email, "New message about “Farm with barn”", "And the well?");

    expect((await owner.client.from("conversation_messages").insert({ conversation_id: first.data!, body: "Yes, both." })).error).toBeNull();
    await mailTo(member.email, "New message about “Farm with barn”", "Yes, both.");
    const { data } = await member.client.rpc("list_my_conversations");
    expect(data?.find((c) => c.id === first.data)).toMatchObject({ offer_id: null, offer_amount: null, status: "open", message_count: 3 });

    // Questions have no status to answer.
    const status = await owner.client.from("conversations").update({ status: "accepted" }).eq("id", first.data!).select("id");
    expect(status.data ?? []).toHaveLength(0);
    // Not about one's own post, nor about a post one cannot see.
    const own = await owner.client.rpc("ask_question", { p_post_id: postId, p_body: "Me?" });
    expect(own.error?.message).toBe("You cannot ask a question about your own post.");
    const [hidden] = await stack.sql<{ id: string }>("update public.posts set status = 'pending' where id = $1 returning id", [await newPost(owner)]);
    expect((await member.client.rpc("ask_question", { p_post_id: hidden!.id, p_body: "Hello?" })).error?.message).toBe("Post not found.");
    const empty = await member.client.rpc("ask_question", { p_post_id: postId, p_body: "   " });
    expect(databaseErrorSentence(empty.error)).toBe("Write a message of up to 500 characters.");
  });

  it("only the two parties read a conversation; admins read it once a message is reported; reports are once per message", async () => {
    const postId = await newPost(owner, "Condo with a view");
    const { data: conversationId } = await member.client.rpc("ask_question", { p_post_id: postId, p_body: "Parking included?" });
    const { data: reply } = await owner.client.from("conversation_messages").insert({ conversation_id: conversationId!, body: "Mind your business." }).select("id").single();
    const read = async (who: SignedInUser) => (await who.client.from("conversation_messages").select("id").eq("conversation_id", conversationId!)).data?.length ?? 0;
    expect(await read(member)).toBe(2);
    expect(await read(owner)).toBe(2);
    expect(await read(other)).toBe(0);
    expect(await read(admin)).toBe(0);
    expect((await stack.client().from("conversation_messages").select("id").eq("conversation_id", conversationId!)).error?.code).toBe("42501");
    const intrusion = await other.client.from("conversation_messages").insert({ conversation_id: conversationId!, body: "Hi!" });
    expect(databaseErrorSentence(intrusion.error)).toBe("You can only write in your own conversations.");

    // The sender cannot report their own message; the receiver can, once.
    const ownReport = await owner.client.from("conversation_message_reports").insert({ message_id: reply!.id, reason: "mine" });
    expect(databaseErrorSentence(ownReport.error)).toBe("You can only report messages sent to you.");
    expect((await member.client.from("conversation_message_reports").insert({ message_id: reply!.id, reason: "Rude." })).error).toBeNull();
    const twice = await member.client.from("conversation_message_reports").insert({ message_id: reply!.id, reason: "Still rude." });
    expect(databaseErrorSentence(twice.error)).toBe("You have already reported this message");
    expect(await read(admin)).toBe(2);
    expect(await read(other)).toBe(0);
    expect((await admin.client.from("conversations").select("id").eq("id", conversationId!)).data).toHaveLength(1);
  });

  it("rate-limits a member's messages (30 an hour) with a sentence", async () => {
    const writer = await stack.signUpConfirmed();
    const postId = await newPost();
    const { data: conversationId } = await writer.client.rpc("ask_question", { p_post_id: postId, p_body: "First" });
    for (let i = 2; i <= 30; i += 1) {
      expect((await writer.client.from("conversation_messages").insert({ conversation_id: conversationId!, body: `Message ${i}` })).error).toBeNull();
    }
    const over = await writer.client.from("conversation_messages").insert({ conversation_id: conversationId!, body: "One too many" });
    expect(over.error?.code).toBe("54000");
    expect(over.error?.message).toBe("You are sending messages too quickly. Please wait a while and try again.");
    // The owner's side is counted on its own.
    expect((await owner.client.from("conversation_messages").insert({ conversation_id: conversationId!, body: "Slow down." })).error).toBeNull();
  });

  it("rate-limits new question threads (20 a day per member)", async () => {
    const asker = await stack.signUpConfirmed();
    await stack.sql(
      `with p as (
         insert into public.posts (user_id, category, description, url)
         select $2, 'land', 'Lot ${URL_OK}', '${URL_OK}' from generate_series(1, 20) returning id, user_id)
       insert into public.conversations (post_id, member_id, owner_id) select p.id, $1, p.user_id from p`,
      [asker.user.id, owner.user.id],
    );
    const [{ n } = { n: 0 }] = await stack.sql<{ n: number }>("select count(*)::int as n from public.conversations where member_id = $1", [asker.user.id]);
    expect(n).toBe(20);
    const over = await asker.client.rpc("ask_question", { p_post_id: await newPost(), p_body: "One more thread" });
    expect(over.error?.code).toBe("54000");
  });

  it("banned members cannot write: offers, questions, replies and saves say the account is suspended", async () => {
    const banned = await stack.signUpConfirmed();
    const postId = await newPost();
    const { data: conversationId } = await banned.client.rpc("ask_question", { p_post_id: postId, p_body: "Before the ban" });
    await stack.sql("insert into public.user_bans (user_id, reason) values ($1, 'test')", [banned.user.id]);
    const answers = [
      await banned.client.from("conversation_messages").insert({ conversation_id: conversationId!, body: "After" }),
      await banned.client.rpc("ask_question", { p_post_id: postId, p_body: "Again" }),
      await banned.client.from("offers").insert({ post_id: postId, user_id: banned.user.id, offer_amount: 1000 }),
      await banned.client.from("saved_listings").insert({ post_id: postId, user_id: banned.user.id }),
    ];
    for (const answer of answers) {
      expect(answer.error?.message).toBe("Your account is suspended.");
      expect(databaseErrorSentence(answer.error)).toBeNull(); // already a sentence: shown as it is
    }
  });

  it("conversation e-mail goes through the one outbox: queued with the write (not with a refused one), sent once each", async () => {
    const queued = () =>
      stack.sql<{ subject: string; sent: boolean; attempts: number }>(
        "select subject, sent_at is not null as sent, attempts from private.email_outbox where to_email = $1 order by id",
        [owner.email],
      );
    const postId = await newPost(owner, "Outbox duplex");
    const before = (await queued()).length;
    expect((await member.client.from("offers").insert({ post_id: postId, user_id: member.user.id, offer_amount: 150 })).error).not.toBeNull();
    expect(await queued()).toHaveLength(before);
    await makeOffer(postId, 300_000, "One queue");
    expect((await queued()).map((m) => m.subject)).toContain("New offer on “Outbox duplex”");
    await mailTo(owner.email, "New offer on “Outbox duplex”", "One queue");
    await expect.poll(async () => (await queued()).every((m) => m.sent), { timeout: 15_000 }).toBe(true);
    const rows = await queued();
    expect(rows.every((m) => m.attempts === 1)).toBe(true);
    // Each queued message reached the mailbox exactly once.
    const subjects = new Set(rows.map((m) => m.subject));
    expect(stack.mailbox.list(owner.email).filter((m) => subjects.has(m.subject))).toHaveLength(rows.length);
    // The sender's functions answer the service role only.
    expect((await member.client.rpc("email_outbox_claim", { p_limit: 5 })).error?.code).toBe("42501");
  });
});
