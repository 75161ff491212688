import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "../../../lib/supabase.ts";

/** Whitelisted domain names, for the composer's domain status line (spec §7). */
export async function fetchWhitelistedNames(): Promise<string[]> {
  const { data, error } = await supabase.from("whitelisted_domains").select("domain_name");
  if (error) throw error;
  return data.map((row) => row.domain_name);
}

export const whitelistKeys = { all: ["whitelisted-domains"] as const, names: () => ["whitelisted-domains", "names"] as const };

export function whitelistNamesQueryOptions() {
  return queryOptions({ queryKey: whitelistKeys.names(), queryFn: fetchWhitelistedNames, staleTime: 5 * 60_000 });
}

export function useWhitelistedNames() {
  return useQuery(whitelistNamesQueryOptions());
}
