import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../../lib/supabase.ts";
import { useToast } from "../../../lib/toast.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { useSession } from "../../session/index.ts";
import { reportReasonText, type ReportInput } from "../../../../../shared/validation/report.ts";

export type ReportPostInput = { postId: string; postOwnerId: string; form: ReportInput };

export async function reportPost(reporterId: string | null, input: ReportPostInput): Promise<void> {
  if (!reporterId) throw new Error("You must be logged in to report a post.");
  const { error } = await supabase.from("reports").insert({
    reporter_id: reporterId,
    reported_post_id: input.postId,
    reported_user_id: input.postOwnerId,
    target_type: "post",
    reason: reportReasonText(input.form),
  });
  if (error) throw error;
}

/** Report dialog submit (spec §8 'Report'). */
export function useReportPost(onDone: () => void) {
  const { userId } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportPostInput) => reportPost(userId, input),
    onSuccess: () => {
      toast.success("Report submitted successfully. Thank you for your feedback.");
      onDone();
      void queryClient.invalidateQueries({ queryKey: ["reports"] });
    },
    onError: (error) => {
      const message = errorMessage(error);
      toast.error(userId ? `Failed to submit report: ${message}` : message);
    },
  });
}
