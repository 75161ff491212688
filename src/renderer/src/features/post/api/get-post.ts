import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "../../../lib/supabase.ts";
import { FEED_POST_SELECT, feedPostSchema, type FeedPost } from "../../feed/api/post-schema.ts";
import { feedKeys } from "../../feed/api/keys.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One post with its author; null when it does not exist or is not visible to the caller. */
export async function fetchPost(id: string): Promise<FeedPost | null> {
  if (!UUID.test(id)) return null;
  const { data, error } = await supabase.from("posts").select(FEED_POST_SELECT).eq("id", id).maybeSingle();
  if (error) throw error;
  return data ? feedPostSchema.parse(data) : null;
}

export function postQueryOptions(id: string) {
  return queryOptions({ queryKey: feedKeys.post(id), queryFn: () => fetchPost(id) });
}

export function usePost(id: string) {
  return useQuery(postQueryOptions(id));
}
