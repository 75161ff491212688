import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "../../lib/supabase.ts";
import { profileKeys } from "./keys.ts";

export const PUBLIC_USERS_LIMIT = 12;

export const publicUserSchema = z.object({
  id: z.string(),
  full_name: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  title: z.nullable(z.string()),
  is_pro: z.nullable(z.boolean()),
  location: z.nullable(z.string()),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** get_public_users: the community members of the homepage. */
export async function fetchPublicUsers(): Promise<PublicUser[]> {
  const { data, error } = await supabase.rpc("get_public_users", { p_limit: PUBLIC_USERS_LIMIT });
  if (error) throw error;
  return z.array(publicUserSchema).parse(data);
}

export function publicUsersQueryOptions() {
  return queryOptions({ queryKey: profileKeys.community(), queryFn: fetchPublicUsers });
}

export function usePublicUsers() {
  return useQuery(publicUsersQueryOptions());
}
