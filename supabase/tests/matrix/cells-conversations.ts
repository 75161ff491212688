// Conversations (issue 21): the member's offer on the post owner's post opened a conversation between the two;
// "other" is a member who is no party; admins read a conversation only once one of its messages is reported.
import { canCall, canDelete, canInsert, canSelect, canUpdate, only, type Cell, type Outcome } from "./probe.ts";
import { actingId, type World } from "./world.ts";

type Thread = { conversation: string; ownerMessage: string };

/** A fresh offer by the member on a fresh post of the post owner (its conversation opens), with a reply by the owner. */
async function thread(w: World, reported = false): Promise<Thread> {
  const post = await w.freshPost("postOwner");
  const [offer] = await w.sql<{ id: string }>(
    "insert into public.offers (post_id, user_id, offer_amount, message) values ($1, $2, 1000, 'mx') returning id",
    [post, w.id.member],
  );
  const [conversation] = await w.sql<{ id: string }>("select id from public.conversations where offer_id = $1", [offer?.id]);
  const [message] = await w.sql<{ id: string }>(
    "insert into public.conversation_messages (conversation_id, sender_id, body) values ($1, $2, 'owner reply') returning id",
    [conversation?.id, w.id.postOwner],
  );
  if (!conversation || !message) throw new Error("conversation fixture not created");
  if (reported) {
    await w.sql("insert into public.conversation_message_reports (message_id, reporter_id, reason) values ($1, $2, 'rude')", [message.id, w.id.member]);
  }
  return { conversation: conversation.id, ownerMessage: message.id };
}

/** A question thread the member asked on a fresh post of the post owner. */
async function question(w: World): Promise<string> {
  const post = await w.freshPost("postOwner");
  const [row] = await w.sql<{ id: string }>(
    "insert into public.conversations (post_id, member_id, owner_id) values ($1, $2, $3) returning id",
    [post, w.id.member, w.id.postOwner],
  );
  return row?.id ?? "";
}

const per = new Map<string, Promise<Thread>>();
/** One shared thread per world and flavour (cells that only read). */
const shared = (w: World, reported: boolean) => {
  const key = `${w.post}:${reported}`;
  if (!per.has(key)) per.set(key, thread(w, reported));
  return per.get(key)!;
};

const messageCount = async (w: World, conversation: string) =>
  Number((await w.sql<{ n: string }>("select count(*)::text as n from public.conversation_messages where conversation_id = $1", [conversation]))[0]?.n);

export const conversationCells: Cell[] = [
  {
    target: "conversations", op: "select", scenario: "the member's offer conversation with the post owner",
    policies: ["Parties can read their conversations"], expect: only("member", "postOwner"),
    run: async (w, a) => canSelect(w.client[a], "conversations", (await shared(w, false)).conversation),
  },
  {
    target: "conversations", op: "select", scenario: "a conversation with a reported message",
    policies: ["Admins can read reported conversations"], expect: only("member", "postOwner", "admin"),
    run: async (w, a) => canSelect(w.client[a], "conversations", (await shared(w, true)).conversation),
  },
  {
    target: "conversations", op: "insert", scenario: "starting a conversation directly (only offers and ask_question do)",
    policies: [], expect: only(),
    run: async (w, a) => canInsert(w.client[a], "conversations", { post_id: await w.freshPost("postOwner"), member_id: actingId(w, a), owner_id: w.id.postOwner }),
  },
  {
    target: "conversations", op: "update", scenario: "accepting the member's offer",
    policies: ["Owners can answer offers"], expect: only("postOwner"),
    run: async (w, a) => canUpdate(w, w.client[a], "conversations", (await thread(w)).conversation, "status", "accepted"),
  },
  {
    target: "conversations", op: "update", scenario: "accepting a question (questions have no status)",
    policies: ["Owners can answer offers"], expect: only(),
    run: async (w, a) => canUpdate(w, w.client[a], "conversations", await question(w), "status", "accepted"),
  },
  {
    target: "conversations", op: "update", scenario: "moving a conversation to another member",
    policies: [], expect: only(),
    run: async (w, a) => canUpdate(w, w.client[a], "conversations", (await thread(w)).conversation, "member_id", w.id.other),
  },
  {
    target: "conversations", op: "delete", scenario: "the member's offer conversation",
    policies: [], expect: only(),
    run: async (w, a) => canDelete(w, w.client[a], "conversations", (await thread(w)).conversation),
  },
  {
    target: "conversation_messages", op: "select", scenario: "the owner's reply in the member's conversation",
    policies: ["Parties can read their messages"], expect: only("member", "postOwner"),
    run: async (w, a) => canSelect(w.client[a], "conversation_messages", (await shared(w, false)).ownerMessage),
  },
  {
    target: "conversation_messages", op: "select", scenario: "a reported message",
    policies: ["Admins can read reported conversations' messages"], expect: only("member", "postOwner", "admin"),
    run: async (w, a) => canSelect(w.client[a], "conversation_messages", (await shared(w, true)).ownerMessage),
  },
  {
    target: "conversation_messages", op: "insert", scenario: "writing in the member's conversation",
    policies: ["Parties can write in their conversations"], expect: only("member", "postOwner"),
    run: async (w, a): Promise<Outcome> => {
      const { conversation } = await thread(w);
      const before = await messageCount(w, conversation);
      const outcome = await canInsert(w.client[a], "conversation_messages", { conversation_id: conversation, body: `from ${a}` });
      return { ...outcome, allowed: outcome.allowed && (await messageCount(w, conversation)) === before + 1 };
    },
  },
  {
    target: "conversation_messages", op: "insert", scenario: "writing as the other party (sender_id forged)",
    policies: ["Parties can write in their conversations"], expect: only(),
    run: async (w, a) => {
      const { conversation } = await thread(w);
      const forged = a === "postOwner" ? w.id.member : w.id.postOwner;
      const outcome = await canInsert(w.client[a], "conversation_messages", { conversation_id: conversation, body: "forged", sender_id: forged });
      const rows = await w.sql("select 1 from public.conversation_messages where conversation_id = $1 and body = 'forged' and sender_id = $2", [conversation, forged]);
      return { ...outcome, allowed: rows.length > 0 };
    },
  },
  {
    target: "conversation_messages", op: "update", scenario: "editing the owner's reply",
    policies: [], expect: only(),
    run: async (w, a) => canUpdate(w, w.client[a], "conversation_messages", (await thread(w)).ownerMessage, "body", `edited by ${a}`),
  },
  {
    target: "conversation_messages", op: "delete", scenario: "the owner's reply",
    policies: [], expect: only(),
    run: async (w, a) => canDelete(w, w.client[a], "conversation_messages", (await thread(w)).ownerMessage),
  },
  {
    target: "conversation_message_reports", op: "select", scenario: "the member's report of the owner's reply",
    policies: ["Members can read their own message reports", "Admins can read message reports"], expect: only("member", "admin"),
    run: async (w, a) => {
      const { ownerMessage } = await shared(w, true);
      const [row] = await w.sql<{ id: string }>("select id from public.conversation_message_reports where message_id = $1", [ownerMessage]);
      return canSelect(w.client[a], "conversation_message_reports", row?.id ?? "");
    },
  },
  {
    target: "conversation_message_reports", op: "insert", scenario: "reporting the owner's reply (the member received it)",
    policies: ["Parties can report messages they received"], expect: only("member"),
    run: async (w, a) => canInsert(w.client[a], "conversation_message_reports", { message_id: (await thread(w)).ownerMessage, reason: "rude" }),
  },
  {
    target: "conversation_message_reports", op: "update", scenario: "resolving a message report",
    policies: ["Admins can update message reports"], expect: only("admin"),
    run: async (w, a) => {
      const { ownerMessage } = await thread(w, true);
      const [row] = await w.sql<{ id: string }>("select id from public.conversation_message_reports where message_id = $1", [ownerMessage]);
      return canUpdate(w, w.client[a], "conversation_message_reports", row?.id ?? "", "status", "resolved");
    },
  },
  {
    target: "conversation_message_reports", op: "delete", scenario: "the member's report",
    policies: [], expect: only(),
    run: async (w, a) => {
      const { ownerMessage } = await thread(w, true);
      const [row] = await w.sql<{ id: string }>("select id from public.conversation_message_reports where message_id = $1", [ownerMessage]);
      return canDelete(w, w.client[a], "conversation_message_reports", row?.id ?? "");
    },
  },
  {
    target: "rpc:ask_question", op: "execute", scenario: "asking about the post owner's post",
    policies: [], expect: only("member", "other", "admin"),
    run: async (w, a) => canCall(w.client[a], "ask_question", { p_post_id: await w.freshPost("postOwner"), p_body: `question from ${a}` }),
  },
  {
    target: "rpc:ask_question", op: "execute", scenario: "asking about a pending post (hidden but from admins; the owner cannot ask themselves)",
    policies: [], expect: only("admin"),
    run: (w, a) => canCall(w.client[a], "ask_question", { p_post_id: w.pendingPost, p_body: "pending?" }),
  },
  {
    target: "rpc:list_my_conversations", op: "execute", scenario: "the caller's conversations (the parties see the offer's)",
    policies: [], expect: only("member", "postOwner"),
    run: async (w, a) => {
      const { conversation } = await shared(w, false);
      const r = await canCall(w.client[a], "list_my_conversations");
      const ids = Array.isArray(r.data) ? (r.data as { id: string }[]).map((row) => row.id) : [];
      return { allowed: r.allowed && ids.includes(conversation), detail: r.detail };
    },
  },
];

/** Banned members cannot write in their conversations. */
export const bannedConversationCells: Cell[] = [
  {
    target: "conversation_messages", op: "insert", scenario: "a banned party replying",
    policies: ["Parties can write in their conversations"], expect: { member: false },
    run: async (w) => {
      const banned = await w.stack.signUpConfirmed();
      const post = await w.freshPost("postOwner");
      const [conversation] = await w.sql<{ id: string }>(
        "insert into public.conversations (post_id, member_id, owner_id) values ($1, $2, $3) returning id",
        [post, banned.user.id, w.id.postOwner],
      );
      await w.sql("insert into public.user_bans (user_id, reason) values ($1, 'matrix')", [banned.user.id]);
      return canInsert(banned.client, "conversation_messages", { conversation_id: conversation?.id, body: "still here" });
    },
  },
];
