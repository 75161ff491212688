import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postLinkError } from "../../../../../shared/validation/post-link.ts";
import { buildPostRow, type CreatePostInput } from "./build-post-row.ts";
import { supabase } from "../../../lib/supabase.ts";
import { useToast } from "../../../lib/toast.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { useSession } from "../../session/index.ts";

export async function createPost(userId: string | null, input: CreatePostInput): Promise<string> {
  if (!userId) throw new Error("User not authenticated");
  const linkError = postLinkError(input.values.content, input.whitelist, input.values.custom_description);
  if (linkError) throw new Error(linkError);
  const { data, error } = await supabase.from("posts").insert(buildPostRow(userId, input)).select("id").single();
  if (error) throw error;
  return data.id;
}

/** Post submit (spec §8 'Post'); the feed refreshes after success. */
export function useCreatePost(onCreated: () => void) {
  const { userId } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePostInput) => createPost(userId, input),
    onSuccess: () => {
      toast.success("Post created successfully!");
      onCreated();
      void queryClient.invalidateQueries({ queryKey: ["feed"] });
    },
    onError: (error) => toast.error(errorMessage(error, "Failed to create post.")),
  });
}
