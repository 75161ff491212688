import type { Database } from "@shared/database.types.ts";

export type PostStatus = Database["public"]["Enums"]["post_status"];

/** What an admin can do to a post in each status: hide or remove a visible one, remove or restore a hidden one. */
export function moderationChoices(status: PostStatus): ("hide" | "remove" | "restore")[] {
  if (status === "approved") return ["hide", "remove"];
  if (status === "pending") return ["remove", "restore"];
  return ["restore"];
}
