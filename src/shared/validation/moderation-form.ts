import { z } from "zod";
import { ADMIN_MODERATION_REASONS, MODERATION_NOTE_MAX } from "./moderation.ts";

/**
 * The admin's dialog: hide and remove need a reason from the list and a note for the author; restore a note at most.
 * The database checks the same (admin_moderate_post).
 */
export const moderationSchema = z
  .object({
    action: z.enum(["hide", "remove", "restore"]),
    reason: z.enum(ADMIN_MODERATION_REASONS).optional(),
    note: z.string().trim().max(MODERATION_NOTE_MAX, `The note can be at most ${MODERATION_NOTE_MAX} characters.`),
  })
  .superRefine((v, ctx) => {
    if (v.action === "restore") return;
    if (!v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "Choose a reason from the list." });
    if (!v.note) ctx.addIssue({ code: "custom", path: ["note"], message: "Explain the reason in a few words for the author." });
  });
export type ModerationInput = z.infer<typeof moderationSchema>;
