import { supabase } from "../../lib/supabase.ts";
import type { ModerationReason } from "@shared/validation/moderation.ts";
import { defineMutation } from "../mutation.ts";
import { postKeys } from "../posts/keys.ts";
import { reportKeys } from "../reports/keys.ts";
import { adminKeys } from "../admin/keys.ts";
import { moderationKeys } from "./keys.ts";

export type ModeratePostInput =
  | { postId: string; action: "hide" | "remove"; reason: ModerationReason; note: string }
  | { postId: string; action: "restore"; note: string };

/**
 * Admin: hide (pending review), remove or restore a post (admin_moderate_post). The database records the action,
 * writes the audit log, closes reports on removal and restore, and queues the author's e-mail.
 */
export const moderatePost = defineMutation({
  run: async (input: ModeratePostInput) => {
    const { error } = await supabase.rpc("admin_moderate_post", {
      p_post_id: input.postId,
      p_action: input.action,
      ...(input.action === "restore" ? {} : { p_reason: input.reason }),
      p_note: input.note,
    });
    if (error) throw error;
  },
  invalidates: [postKeys.all, reportKeys.all, moderationKeys.all, adminKeys.all],
});

/** Admin: how many distinct members' open reports hide a post pending review. */
export const setReportThreshold = defineMutation({
  run: async (threshold: number) => {
    const { error } = await supabase.rpc("admin_set_report_threshold", { p_threshold: threshold });
    if (error) throw error;
  },
  invalidates: [moderationKeys.all, adminKeys.all],
});
