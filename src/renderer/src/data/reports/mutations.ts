import { supabase } from "../../lib/supabase.ts";
import { message } from "@shared/validation/messages.ts";
import { reportReasonText, type ReportInput } from "@shared/validation/report.ts";
import { defineMutation } from "../mutation.ts";
import { reportKeys } from "./keys.ts";
import type { ReportStatus } from "./queries.ts";

export type ReportPostInput = { postId: string; postOwnerId: string; form: ReportInput };

/** Report dialog submit (spec §8 'Report'); My Reports and the admin's list refresh. */
export const reportPost = defineMutation({
  run: async (input: ReportPostInput, { userId }) => {
    if (!userId) throw new Error(message("validation.member.reportSignedOut"));
    const { error } = await supabase.from("reports").insert({
      reporter_id: userId,
      reported_post_id: input.postId,
      reported_user_id: input.postOwnerId,
      target_type: "post",
      reason: reportReasonText(input.form),
    });
    if (error) throw error;
  },
  invalidates: [reportKeys.all],
});

/** Admin: resolve or re-open a report. */
export const setReportStatus = defineMutation({
  run: async ({ id, status }: { id: string; status: ReportStatus }) => {
    const { error } = await supabase.from("reports").update({ status }).eq("id", id);
    if (error) throw error;
  },
  invalidates: [reportKeys.all],
});
