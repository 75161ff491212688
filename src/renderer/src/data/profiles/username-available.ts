import { queryOptions } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import { profileKeys } from "./keys.ts";

/**
 * username_available (issue 19): false when a profile has this name in any case (the database normalises it as a
 * sign-up would), so the sign-up form says so under the field instead of the sign-up being refused.
 */
export async function fetchUsernameAvailable(username: string): Promise<boolean> {
  const { data, error } = await supabase.rpc("username_available", { p_username: username });
  if (error) throw error;
  return data !== false;
}

/** Asked on the field's blur and again on submit: one request per name within half a minute. */
export function usernameAvailableQueryOptions(username: string) {
  return queryOptions({
    queryKey: profileKeys.usernameAvailable(username.trim().toLowerCase()),
    queryFn: () => fetchUsernameAvailable(username),
    staleTime: 30_000,
  });
}
