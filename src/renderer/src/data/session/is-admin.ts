import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import { useSession } from "./use-session.ts";
import { sessionKeys } from "./keys.ts";

/** has_role(_user_id, 'admin'): a server check, never cached (spec §9: stale time 0, 2 retries). */
export async function fetchIsAdmin(userId: string): Promise<boolean> {
  const { data, error } = await supabase.rpc("has_role", { _user_id: userId, _role: "admin" });
  if (error) throw error;
  return data === true;
}

export function isAdminQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: sessionKeys.isAdmin(userId),
    queryFn: () => (userId ? fetchIsAdmin(userId) : Promise.resolve(false)),
    staleTime: 0,
    retry: 2,
    enabled: userId !== null,
  });
}

/**
 * Whether the signed-in user is an admin. `isAdmin` is false while loading, signed out or on error
 * (the header treats an error as false); the query's own state is returned for guards that show it.
 */
export function useIsAdmin() {
  const { userId } = useSession();
  const query = useQuery(isAdminQueryOptions(userId));
  return { ...query, isAdmin: userId !== null && query.data === true };
}
