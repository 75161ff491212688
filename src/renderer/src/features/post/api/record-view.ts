import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { supabase } from "../../../lib/supabase.ts";

/** One view of an approved post (feeds the admin conversion funnel: view → save → offer). */
async function recordPostView(postId: string): Promise<void> {
  await supabase.rpc("record_post_view", { p_post_id: postId });
}

/** Records a view once per post shown; failures are irrelevant to the reader and ignored. */
export function useRecordPostView(postId: string | undefined): void {
  const { mutate } = useMutation({ mutationFn: recordPostView });
  useEffect(() => {
    if (postId) mutate(postId);
  }, [postId, mutate]);
}
