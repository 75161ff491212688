import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../../lib/supabase.ts";
import { useToast } from "../../../lib/toast.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { feedKeys, savedKeys } from "./keys.ts";
import { featuredKeys } from "../../landing/api/featured-posts.ts";
import { searchKeys } from "../../search/api/search-posts.ts";

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
    // Every list the post can be in (saved listings too: the save went with it), and its own page (refetched there as not found, should anyone come back).
    onSuccess: async (_data, postId) => {
      toast.success("Post deleted successfully.");
      onDeleted?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.all }),
        queryClient.invalidateQueries({ queryKey: featuredKeys.all }),
        queryClient.invalidateQueries({ queryKey: searchKeys.all }),
        queryClient.invalidateQueries({ queryKey: savedKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedKeys.post(postId) }),
      ]);
    },
    onError: (error) => toast.error(`Failed to delete post: ${errorMessage(error)}`),
  });
}
