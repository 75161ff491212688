// saved_listings, offers and reports: the member saved, offered on and reported the post owner's post.
import { canDelete, canInsert, canSelect, canUpdate, members, only, untyped, type Cell } from "./probe.ts";
import { actingId, type Actor, type World } from "./world.ts";

const someoneElse = (w: World, a: Actor) => (a === "member" ? w.id.other : w.id.member);

export const activityCells: Cell[] = [
  {
    target: "saved_listings", op: "select", scenario: "the member's saved listing",
    policies: ["Members can read their own saved listings"], expect: only("member"),
    run: (w, a) => canSelect(w.client[a], "saved_listings", w.save),
  },
  {
    target: "saved_listings", op: "insert", scenario: "saving a post for oneself",
    policies: ["Members can save listings for themselves", "Banned users cannot save listings"], expect: members(),
    run: async (w, a) => canInsert(w.client[a], "saved_listings", { user_id: actingId(w, a), post_id: await w.freshPost("postOwner") }),
  },
  {
    target: "saved_listings", op: "insert", scenario: "saving a post for someone else (user_id forged)",
    policies: ["Members can save listings for themselves"], expect: only(),
    run: async (w, a) => canInsert(w.client[a], "saved_listings", { user_id: someoneElse(w, a), post_id: await w.freshPost("postOwner") }),
  },
  {
    target: "saved_listings", op: "update", scenario: "moving the member's save to another post",
    policies: [], expect: only(),
    run: async (w, a) => canUpdate(w, w.client[a], "saved_listings", w.save, "post_id", await w.freshPost("postOwner")),
  },
  {
    target: "saved_listings", op: "delete", scenario: "the member's saved listing",
    policies: ["Members can remove their own saved listings"], expect: only("member"),
    run: async (w, a) => {
      const [row] = await w.sql<{ id: string }>(
        "insert into public.saved_listings (user_id, post_id) values ($1, $2) returning id",
        [w.id.member, await w.freshPost("postOwner")],
      );
      return canDelete(w, w.client[a], "saved_listings", row?.id ?? "");
    },
  },
  {
    target: "offers", op: "select", scenario: "the member's offer on the post owner's post",
    policies: ["Members can read their own offers", "Authors can read offers on their posts", "Admins can read all offers"],
    expect: only("member", "postOwner", "admin"),
    run: (w, a) => canSelect(w.client[a], "offers", w.offer),
  },
  {
    target: "offers", op: "select", scenario: "counting offers on the post (count exact, head)",
    policies: ["Authors can read offers on their posts"], expect: only("member", "postOwner", "admin"),
    run: async (w, a) => {
      const { count, error } = await untyped(w.client[a]).from("offers").select("*", { count: "exact", head: true }).eq("post_id", w.post);
      return { allowed: !error && (count ?? 0) > 0, detail: `count ${count}` };
    },
  },
  {
    target: "offers", op: "insert", scenario: "an offer on the post owner's post as oneself",
    policies: ["Members can make offers on others' posts", "Banned users cannot make offers"],
    expect: only("member", "other", "admin"),
    run: (w, a) => canInsert(w.client[a], "offers", { post_id: w.post, user_id: actingId(w, a), offer_amount: 1000, message: "hi" }),
  },
  {
    target: "offers", op: "insert", scenario: "an offer as someone else (user_id forged)",
    policies: ["Members can make offers on others' posts"], expect: only(),
    run: (w, a) => canInsert(w.client[a], "offers", { post_id: w.post, user_id: someoneElse(w, a), offer_amount: 1000 }),
  },
  {
    target: "offers", op: "update", scenario: "changing the member's offer amount",
    policies: [], expect: only(),
    run: (w, a) => canUpdate(w, w.client[a], "offers", w.offer, "offer_amount", 1),
  },
  {
    target: "offers", op: "delete", scenario: "the member's offer",
    policies: [], expect: only(),
    run: (w, a) => canDelete(w, w.client[a], "offers", w.offer),
  },
  {
    target: "reports", op: "select", scenario: "the member's report",
    policies: ["Members can read their own reports", "Admins can read all reports"], expect: only("member", "admin"),
    run: (w, a) => canSelect(w.client[a], "reports", w.report),
  },
  {
    target: "reports", op: "insert", scenario: "reporting the post owner's post as oneself",
    policies: ["Members can report others' posts and other users", "Banned users cannot report"],
    expect: only("member", "other", "admin"),
    // A fresh post each: the member has already reported w.post, and three reporters would hold it for review.
    run: async (w, a) =>
      canInsert(w.client[a], "reports", {
        reporter_id: actingId(w, a), reported_post_id: await w.freshPost("postOwner"), reported_user_id: w.id.postOwner, target_type: "post", reason: "Spam or misleading",
      }),
  },
  {
    target: "reports", op: "insert", scenario: "a report filed in someone else's name",
    policies: ["Members can report others' posts and other users"], expect: only(),
    run: (w, a) =>
      canInsert(w.client[a], "reports", { reporter_id: someoneElse(w, a), reported_post_id: w.post, target_type: "post", reason: "Spam" }),
  },
  {
    target: "reports", op: "insert", scenario: "reporting a user (the post owner)",
    policies: ["Members can report others' posts and other users"], expect: only("member", "other", "admin"),
    run: (w, a) => canInsert(w.client[a], "reports", { reporter_id: actingId(w, a), reported_user_id: w.id.postOwner, target_type: "user", reason: "Harassment" }),
  },
  {
    target: "reports", op: "update", scenario: "resolving the member's report",
    policies: ["Admins can update report status"], expect: only("admin"),
    run: async (w, a) => {
      await w.sql("update public.reports set status = 'open' where id = $1", [w.report]);
      return canUpdate(w, w.client[a], "reports", w.report, "status", "resolved");
    },
  },
  {
    target: "reports", op: "delete", scenario: "the member's report",
    policies: [], expect: only(),
    run: (w, a) => canDelete(w, w.client[a], "reports", w.report),
  },
];
