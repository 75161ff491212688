import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase.ts";
import type { Database } from "@shared/database.types.ts";
import { whitelistKeys } from "./keys.ts";

/** Whitelisted domain names: the composer's domain status line (spec §7) and the desktop link checks. */
export async function fetchWhitelistedNames(): Promise<string[]> {
  const { data, error } = await supabase.from("whitelisted_domains").select("domain_name");
  if (error) throw error;
  return data.map((row) => row.domain_name);
}

export function whitelistNamesQueryOptions() {
  return queryOptions({ queryKey: whitelistKeys.names(), queryFn: fetchWhitelistedNames, staleTime: 5 * 60_000 });
}

export function useWhitelistedNames() {
  return useQuery(whitelistNamesQueryOptions());
}

export type WhitelistRow = Pick<Database["public"]["Tables"]["whitelisted_domains"]["Row"], "id" | "domain_name" | "description" | "created_at">;

/** Admin select all, ordered by domain name (spec §7). */
export function whitelistQuery() {
  return queryOptions({
    queryKey: whitelistKeys.list(),
    queryFn: async (): Promise<WhitelistRow[]> => {
      const { data, error } = await supabase
        .from("whitelisted_domains")
        .select("id, domain_name, description, created_at")
        .order("domain_name", { ascending: true });
      if (error) throw error;
      return data;
    },
  });
}
