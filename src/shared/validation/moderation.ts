import type { Database } from "../database.types.ts";

// Labels and limits only (no zod): the post page shows them. The admin dialog's schema is in moderation-form.ts.

export type ModerationReason = Database["public"]["Enums"]["moderation_reason"];
export type ModerationAction = Database["public"]["Enums"]["moderation_action"];

/** What an admin may choose (the report reasons of spec §10); 'member_reports' is the automatic hold's. */
export const MODERATION_REASON_LABELS: Record<ModerationReason, string> = {
  spam_or_misleading: "Spam or misleading",
  inappropriate_content: "Inappropriate content",
  fake_listing: "Fake listing",
  harassment: "Harassment",
  intellectual_property: "Intellectual property violation",
  other: "Other",
  member_reports: "Reported by several members",
};

export const ADMIN_MODERATION_REASONS = [
  "spam_or_misleading",
  "inappropriate_content",
  "fake_listing",
  "harassment",
  "intellectual_property",
  "other",
] as const satisfies readonly ModerationReason[];

/** How the public log and the notices name an action. */
export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  hide: "Hidden pending review",
  auto_hide: "Hidden pending review (member reports)",
  remove: "Removed",
  restore: "Restored",
};

export const MODERATION_NOTE_MAX = 1000;


export const REPORT_THRESHOLD_MIN = 1;
export const REPORT_THRESHOLD_MAX = 100;
