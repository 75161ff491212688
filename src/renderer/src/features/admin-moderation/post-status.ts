import type { Database } from "@shared/database.types.ts";
import type { MessageKey } from "@shared/i18n/messages/en.ts";

export type PostStatus = Database["public"]["Enums"]["post_status"];

/** What an admin can do to a post in each status: hide or remove a visible one, remove or restore a hidden one. */
export function moderationChoices(status: PostStatus): ("hide" | "remove" | "restore")[] {
  if (status === "approved") return ["hide", "remove"];
  if (status === "pending") return ["remove", "restore"];
  return ["restore"];
}

/** A post's status as the admin screens name it, in English (the screens not converted to the catalogues yet). */
export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  approved: "Visible",
  pending: "Hidden pending review",
  rejected: "Removed",
};

/** The same names as catalogue keys (issue 22); post-status.test.ts keeps their English equal to the labels. */
export const POST_STATUS_KEYS = {
  approved: "admin.postStatus.approved",
  pending: "admin.postStatus.pending",
  rejected: "admin.postStatus.rejected",
} as const satisfies Record<PostStatus, MessageKey>;
