import type { Database } from "../database.types.ts";
import type { MessageKey } from "../i18n/messages/en.ts";

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

/**
 * The same names as catalogue keys, for the screens in the reader's language (issue 22): the admin screens' keys
 * (moderation.*.ts); moderation.test.ts checks that their English is the labels' above.
 */
export const MODERATION_REASON_KEYS = {
  spam_or_misleading: "moderation.reason.spam_or_misleading",
  inappropriate_content: "moderation.reason.inappropriate_content",
  fake_listing: "moderation.reason.fake_listing",
  harassment: "moderation.reason.harassment",
  intellectual_property: "moderation.reason.intellectual_property",
  other: "moderation.reason.other",
  member_reports: "moderation.reason.member_reports",
} as const satisfies Record<ModerationReason, MessageKey>;

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

export const MODERATION_ACTION_KEYS = {
  hide: "admin.moderation.action.hide",
  auto_hide: "admin.moderation.action.autoHide",
  remove: "admin.moderation.action.remove",
  restore: "admin.moderation.action.restore",
} as const satisfies Record<ModerationAction, MessageKey>;

export const MODERATION_NOTE_MAX = 1000;


export const REPORT_THRESHOLD_MIN = 1;
export const REPORT_THRESHOLD_MAX = 100;
