import { useEffect } from "react";
import { useDataMutation } from "../../data/mutation.ts";
import { recordPostView } from "../../data/posts/record-view.ts";

/** Records a view once per post shown; failures are irrelevant to the reader and ignored. */
export function useRecordPostView(postId: string | undefined): void {
  const { mutate } = useDataMutation(recordPostView);
  useEffect(() => {
    if (postId) mutate(postId);
  }, [postId, mutate]);
}
