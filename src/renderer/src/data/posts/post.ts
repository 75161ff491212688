import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import { POST_SELECT, postRowSchema, type Post } from "./row.ts";
import { postKeys } from "./keys.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One post with its author; null when it does not exist or is not visible to the caller. */
export async function fetchPost(id: string): Promise<Post | null> {
  if (!UUID.test(id)) return null;
  const { data, error } = await supabase.from("posts").select(POST_SELECT).eq("id", id).maybeSingle();
  if (error) throw error;
  return data ? postRowSchema.parse(data) : null;
}

export function postQueryOptions(id: string) {
  return queryOptions({ queryKey: postKeys.detail(id), queryFn: () => fetchPost(id) });
}

export function usePost(id: string) {
  return useQuery(postQueryOptions(id));
}
