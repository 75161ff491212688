import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../../lib/supabase.ts";
import { useToast } from "../../../lib/toast.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { feedKeys } from "./keys.ts";

export async function deletePost(postId: string): Promise<void> {
  const { error, count } = await supabase.from("posts").delete({ count: "exact" }).eq("id", postId);
  if (error) throw error;
  if (count === 0) throw new Error("Post not found or not yours.");
}

/** Owner delete (spec §8 'Post delete'). */
export function useDeletePost(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async () => {
      toast.success("Post deleted successfully.");
      onDeleted?.();
      await queryClient.invalidateQueries({ queryKey: feedKeys.all });
      await queryClient.invalidateQueries({ queryKey: ["featured-posts"] });
    },
    onError: (error) => toast.error(`Failed to delete post: ${errorMessage(error)}`),
  });
}
