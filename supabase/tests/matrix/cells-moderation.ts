// Moderation (issue 21): the moderation log and settings tables, the moderation RPCs, what a hidden post shows whom,
// and one open report per member per post.
import { canCall, canDelete, canInsert, canSelect, canUpdate, everyone, only, untyped, type Cell } from "./probe.ts";
import { actingId, type World } from "./world.ts";

async function moderationRow(w: World): Promise<string> {
  const [row] = await w.sql<{ id: string }>(
    `insert into public.moderation_actions (post_id, post_author_id, post_title, actor_id, action, reason, note)
     values ($1, $2, 'Matrix listing', $3, 'hide', 'fake_listing', 'matrix') returning id::text`,
    [w.post, w.id.postOwner, w.id.admin],
  );
  return row?.id ?? "";
}

/** A post by the post owner that an admin has hidden pending review. */
const hiddenPost = (w: World) => w.freshPost("postOwner", { status: "pending" });

export const moderationCells: Cell[] = [
  {
    target: "moderation_actions", op: "select", scenario: "an action on the post owner's post",
    policies: ["Authors can read moderation of their posts", "Admins can read moderation actions"], expect: only("postOwner", "admin"),
    run: async (w, a) => {
      const id = await moderationRow(w);
      const { data, error } = await untyped(w.client[a]).from("moderation_actions").select("id, post_title, action, reason, note").eq("id", id);
      return { allowed: !error && (data?.length ?? 0) === 1, ...(error ? { detail: error.message } : {}) };
    },
  },
  {
    target: "moderation_actions", op: "select", scenario: "which admin acted (actor_id)",
    policies: ["Authors can read moderation of their posts", "Admins can read moderation actions"], expect: only(),
    run: async (w, a) => {
      const id = await moderationRow(w);
      const { data, error } = await untyped(w.client[a]).from("moderation_actions").select("actor_id").eq("id", id);
      return { allowed: !error && (data?.length ?? 0) === 1, ...(error ? { detail: error.message } : {}) };
    },
  },
  {
    target: "moderation_actions", op: "insert", scenario: "writing an action without the RPC", policies: [], expect: only(),
    run: (w, a) => canInsert(w.client[a], "moderation_actions", { post_id: w.post, action: "restore" }),
  },
  {
    target: "moderation_actions", op: "update", scenario: "rewriting an action's reason", policies: [], expect: only(),
    run: async (w, a) => canUpdate(w, w.client[a], "moderation_actions", await moderationRow(w), "reason", "other"),
  },
  {
    target: "moderation_actions", op: "delete", scenario: "erasing an action", policies: [], expect: only(),
    run: async (w, a) => canDelete(w, w.client[a], "moderation_actions", await moderationRow(w)),
  },
  {
    target: "moderation_settings", op: "select", scenario: "the report threshold",
    policies: ["Admins can read moderation settings"], expect: only("admin"),
    run: (w, a) => canSelect(w.client[a], "moderation_settings", "true"),
  },
  {
    target: "moderation_settings", op: "insert", scenario: "a second settings row", policies: [], expect: only(),
    run: (w, a) => canInsert(w.client[a], "moderation_settings", { id: false, report_threshold: 1 }),
  },
  {
    target: "moderation_settings", op: "update", scenario: "the threshold without the RPC (unaudited)", policies: [], expect: only(),
    run: (w, a) => canUpdate(w, w.client[a], "moderation_settings", "true", "report_threshold", 99),
  },
  {
    target: "moderation_settings", op: "delete", scenario: "the settings row", policies: [], expect: only(),
    run: (w, a) => canDelete(w, w.client[a], "moderation_settings", "true"),
  },
  {
    target: "posts", op: "select", scenario: "a post hidden pending review",
    policies: ["Authors can read their own posts", "Admins can read all posts"], expect: only("postOwner", "admin"),
    run: async (w, a) => canSelect(w.client[a], "posts", await hiddenPost(w)),
  },
  {
    target: "rpc:admin_moderate_post", op: "execute", scenario: "hiding the post owner's post with a reason", policies: [], expect: only("admin"),
    run: async (w, a) => {
      const id = await w.freshPost("postOwner");
      const r = await canCall(w.client[a], "admin_moderate_post", { p_post_id: id, p_action: "hide", p_reason: "fake_listing", p_note: `by ${a}` });
      const [row] = await w.sql<{ status: string }>("select status::text from public.posts where id = $1", [id]);
      return { allowed: r.allowed && row?.status === "pending", ...(r.detail ? { detail: r.detail } : {}) };
    },
  },
  {
    target: "rpc:admin_moderate_post", op: "execute", scenario: "restoring a hidden post", policies: [], expect: only("admin"),
    run: async (w, a) => {
      const id = await hiddenPost(w);
      const r = await canCall(w.client[a], "admin_moderate_post", { p_post_id: id, p_action: "restore" });
      const [row] = await w.sql<{ status: string }>("select status::text from public.posts where id = $1", [id]);
      return { allowed: r.allowed && row?.status === "approved", ...(r.detail ? { detail: r.detail } : {}) };
    },
  },
  {
    target: "rpc:admin_set_report_threshold", op: "execute", scenario: "setting the threshold (to its default)", policies: [], expect: only("admin"),
    run: (w, a) => canCall(w.client[a], "admin_set_report_threshold", { p_threshold: 3 }),
  },
  {
    target: "rpc:moderation_log", op: "execute", scenario: "the public log, without reporters, actors or notes", policies: [], expect: everyone(),
    run: async (w, a) => {
      await moderationRow(w);
      const r = await canCall(w.client[a], "moderation_log", { p_limit: 10 });
      const rows = Array.isArray(r.data) ? (r.data as Record<string, unknown>[]) : [];
      const leaked = rows.some((row) => ["actor_id", "note", "reporter_id", "post_author_id"].some((k) => k in row));
      return { allowed: r.allowed && rows.length > 0 && !leaked, ...(r.detail ? { detail: r.detail } : {}) };
    },
  },
  {
    target: "rpc:email_outbox_claim", op: "execute", scenario: "draining the e-mail outbox (service role only)", policies: [], expect: only(),
    run: (w, a) => canCall(w.client[a], "email_outbox_claim", { p_limit: 1 }),
  },
  {
    target: "rpc:email_outbox_mark", op: "execute", scenario: "marking an e-mail sent (service role only)", policies: [], expect: only(),
    run: (w, a) => canCall(w.client[a], "email_outbox_mark", { p_id: 1 }),
  },
  {
    target: "reports", op: "insert", scenario: "a second open report on the same post", policies: ["Members can report others' posts and other users"], expect: only(),
    run: async (w, a) => {
      const id = await w.freshPost("postOwner");
      const row = { reporter_id: actingId(w, a), reported_post_id: id, target_type: "post", reason: "Spam or misleading" };
      await untyped(w.client[a]).from("reports").insert(row);
      return canInsert(w.client[a], "reports", row);
    },
  },
];
