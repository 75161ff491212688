import { z } from "zod";
import { ADMIN_MODERATION_REASONS, MODERATION_NOTE_MAX } from "./moderation.ts";
import { message } from "./messages.ts";

/**
 * The admin's dialog: hide and remove need a reason from the list and a note for the author; restore a note at most.
 * The database checks the same (admin_moderate_post). Messages are catalogue keys (messages.ts); the note's limit is
 * written in them ("1000 characters").
 */
export const moderationSchema = z
  .object({
    action: z.enum(["hide", "remove", "restore"]),
    reason: z.enum(ADMIN_MODERATION_REASONS).optional(),
    note: z.string().trim().max(MODERATION_NOTE_MAX, message("validation.admin.moderationNoteMax")),
  })
  .superRefine((v, ctx) => {
    if (v.action === "restore") return;
    if (!v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: message("validation.admin.moderationReason") });
    if (!v.note) ctx.addIssue({ code: "custom", path: ["note"], message: message("validation.admin.moderationNote") });
  });
export type ModerationInput = z.infer<typeof moderationSchema>;
